CREATE TABLE integrations_integrations (
	id TEXT PRIMARY KEY,
	organization_id TEXT NOT NULL REFERENCES orgs_organizations (id) ON DELETE CASCADE,
	type TEXT NOT NULL,
	name TEXT NOT NULL,
	enabled BOOLEAN NOT NULL,
	status TEXT NOT NULL,
	project_key TEXT NOT NULL DEFAULT '',
	issue_type TEXT NOT NULL DEFAULT '',
	auto_create BOOLEAN NOT NULL DEFAULT FALSE,
	site_id TEXT NOT NULL DEFAULT '',
	site_name TEXT NOT NULL DEFAULT '',
	site_url TEXT NOT NULL DEFAULT '',
	sealed_token TEXT NOT NULL DEFAULT '',
	auth_nonce TEXT NOT NULL DEFAULT '',
	refresh_lease {{.Timestamp}},
	created_by TEXT NOT NULL,
	created_at {{.Timestamp}} NOT NULL,
	updated_at {{.Timestamp}} NOT NULL
);
--bun:split
CREATE UNIQUE INDEX integrations_integrations_type_idx ON integrations_integrations (organization_id, type);
--bun:split
CREATE TABLE integrations_tickets (
	id TEXT PRIMARY KEY,
	organization_id TEXT NOT NULL,
	integration_id TEXT NOT NULL REFERENCES integrations_integrations (id) ON DELETE CASCADE,
	item_id TEXT NOT NULL,
	room_id TEXT NOT NULL,
	idempotency_key TEXT NOT NULL,
	project_key TEXT NOT NULL,
	epic_key TEXT NOT NULL DEFAULT '',
	issue_type TEXT NOT NULL,
	summary TEXT NOT NULL,
	description TEXT NOT NULL,
	status TEXT NOT NULL,
	issue_key TEXT NOT NULL DEFAULT '',
	issue_url TEXT NOT NULL DEFAULT '',
	attempts INTEGER NOT NULL DEFAULT 0,
	errors INTEGER NOT NULL DEFAULT 0,
	last_error TEXT NOT NULL DEFAULT '',
	created_at {{.Timestamp}} NOT NULL,
	updated_at {{.Timestamp}} NOT NULL,
	issued_at {{.Timestamp}}
);
--bun:split
CREATE UNIQUE INDEX integrations_tickets_item_idx ON integrations_tickets (organization_id, item_id);
--bun:split
CREATE INDEX integrations_tickets_list_idx ON integrations_tickets (integration_id, created_at);
