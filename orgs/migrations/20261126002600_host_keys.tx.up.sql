CREATE TABLE orgs_host_keys (
	key TEXT PRIMARY KEY,
	organization_id TEXT NOT NULL UNIQUE REFERENCES orgs_organizations (id) ON DELETE CASCADE,
	created_at {{.Timestamp}} NOT NULL
);
