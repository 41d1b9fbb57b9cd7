CREATE TABLE webhooks_webhooks (
	id TEXT PRIMARY KEY,
	organization_id TEXT NOT NULL REFERENCES orgs_organizations (id) ON DELETE CASCADE,
	url TEXT NOT NULL,
	events {{.JSON}} NOT NULL,
	description TEXT NOT NULL,
	format TEXT NOT NULL,
	enabled BOOLEAN NOT NULL,
	created_by TEXT NOT NULL,
	created_at {{.Timestamp}} NOT NULL,
	updated_at {{.Timestamp}} NOT NULL,
	sealed_secret TEXT NOT NULL,
	sealed_previous TEXT NOT NULL,
	previous_until {{.Timestamp}}
);
--bun:split
CREATE INDEX webhooks_webhooks_org_idx ON webhooks_webhooks (organization_id, created_at);
--bun:split
CREATE TABLE webhooks_deliveries (
	id TEXT PRIMARY KEY,
	organization_id TEXT NOT NULL,
	webhook_id TEXT NOT NULL REFERENCES webhooks_webhooks (id) ON DELETE CASCADE,
	event_key TEXT NOT NULL,
	type TEXT NOT NULL,
	payload TEXT NOT NULL,
	text TEXT NOT NULL,
	status TEXT NOT NULL,
	attempts INTEGER NOT NULL,
	response_status INTEGER,
	error TEXT NOT NULL,
	created_at {{.Timestamp}} NOT NULL,
	delivered_at {{.Timestamp}}
);
--bun:split
CREATE UNIQUE INDEX webhooks_deliveries_event_idx ON webhooks_deliveries (webhook_id, event_key);
--bun:split
CREATE INDEX webhooks_deliveries_list_idx ON webhooks_deliveries (webhook_id, created_at, id);
--bun:split
CREATE INDEX webhooks_deliveries_created_idx ON webhooks_deliveries (created_at);
