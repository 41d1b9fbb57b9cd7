CREATE TABLE apikeys_keys (
	id TEXT PRIMARY KEY,
	organization_id TEXT NOT NULL REFERENCES orgs_organizations (id) ON DELETE CASCADE,
	name TEXT NOT NULL,
	prefix TEXT NOT NULL,
	hash TEXT NOT NULL,
	scopes {{.JSON}} NOT NULL,
	created_by TEXT NOT NULL,
	created_at {{.Timestamp}} NOT NULL,
	expires_at {{.Timestamp}},
	last_used_at {{.Timestamp}}
);
--bun:split
CREATE UNIQUE INDEX apikeys_keys_hash_idx ON apikeys_keys (hash);
--bun:split
CREATE INDEX apikeys_keys_org_idx ON apikeys_keys (organization_id, created_at);
