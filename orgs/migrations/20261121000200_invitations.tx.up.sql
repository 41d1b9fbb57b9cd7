CREATE TABLE orgs_invitations (
	id TEXT PRIMARY KEY,
	organization_id TEXT NOT NULL REFERENCES orgs_organizations (id) ON DELETE CASCADE,
	email TEXT NOT NULL,
	role TEXT NOT NULL,
	status TEXT NOT NULL,
	invited_by TEXT NOT NULL,
	created_at {{.Timestamp}} NOT NULL,
	updated_at {{.Timestamp}} NOT NULL,
	expires_at {{.Timestamp}} NOT NULL,
	accepted_at {{.Timestamp}},
	cancelled_at {{.Timestamp}}
);
--bun:split
CREATE INDEX orgs_invitations_organization_idx ON orgs_invitations (organization_id, status, email);
--bun:split
CREATE TABLE orgs_invitation_tokens (
	token_hash TEXT PRIMARY KEY,
	invitation_id TEXT NOT NULL REFERENCES orgs_invitations (id) ON DELETE CASCADE,
	created_at {{.Timestamp}} NOT NULL,
	expires_at {{.Timestamp}} NOT NULL
);
--bun:split
CREATE INDEX orgs_invitation_tokens_invitation_idx ON orgs_invitation_tokens (invitation_id);
