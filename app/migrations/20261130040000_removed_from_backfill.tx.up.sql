-- Accounts removed from their organization before identity_users.removed_from
-- existed have no organization and no removed_from, so the deletion of the
-- organization they were removed from (governance, DeleteFormerMembers)
-- left them behind with their names and emails. The audit log recorded each
-- removal (member.removed, the account as its target): the latest one names
-- the organization. An account whose organization is gone already (its audit
-- entries went with it) keeps no record to go by and stays as it is.
-- One pass over the audit log: no index serves a look-up by target_id, so a
-- subquery per account would read the whole log once per account.
WITH latest AS (
	SELECT target_id, organization_id,
		ROW_NUMBER() OVER (PARTITION BY target_id ORDER BY created_at DESC, id DESC) AS n
	FROM audit_entries
	WHERE action = 'member.removed' AND target_type = 'member'
)
UPDATE identity_users SET removed_from = latest.organization_id
FROM latest
WHERE latest.target_id = identity_users.id AND latest.n = 1
	AND identity_users.organization_id IS NULL AND identity_users.removed_from IS NULL;
