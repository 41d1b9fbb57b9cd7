CREATE TABLE audit_entries (
	id TEXT PRIMARY KEY,
	organization_id TEXT NOT NULL REFERENCES orgs_organizations (id) ON DELETE CASCADE,
	action TEXT NOT NULL,
	actor_type TEXT NOT NULL,
	actor_id TEXT NOT NULL,
	actor_email TEXT NOT NULL,
	target_type TEXT NOT NULL,
	target_id TEXT NOT NULL,
	details {{.JSON}} NOT NULL,
	ip TEXT NOT NULL,
	created_at {{.Timestamp}} NOT NULL
);
--bun:split
CREATE INDEX audit_entries_org_idx ON audit_entries (organization_id, created_at, id);
--bun:split
CREATE INDEX audit_entries_created_idx ON audit_entries (created_at);
