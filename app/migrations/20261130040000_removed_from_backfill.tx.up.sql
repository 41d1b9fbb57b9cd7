-- Accounts removed from their organization before identity_users.removed_from
-- existed have no organization and no removed_from, so the deletion of the
-- organization they were removed from (governance, DeleteFormerMembers)
-- left them behind with their names and emails. The audit log recorded each
-- removal (member.removed, the account as its target): the latest one names
-- the organization. An account whose organization is gone already (its audit
-- entries went with it) keeps no record to go by and stays as it is.
UPDATE identity_users SET removed_from = (
	SELECT a.organization_id FROM audit_entries a
	WHERE a.action = 'member.removed' AND a.target_type = 'member' AND a.target_id = identity_users.id
	ORDER BY a.created_at DESC, a.id DESC
	LIMIT 1
)
WHERE organization_id IS NULL AND removed_from IS NULL;
