CREATE TABLE subscriptions_subscriptions (
	id TEXT PRIMARY KEY,
	organization_id TEXT NOT NULL REFERENCES orgs_organizations (id) ON DELETE CASCADE,
	user_id TEXT NOT NULL,
	target_type TEXT NOT NULL,
	target_id TEXT NOT NULL,
	frequency TEXT NOT NULL,
	min_sentiment TEXT NOT NULL DEFAULT '',
	created_at {{.Timestamp}} NOT NULL,
	updated_at {{.Timestamp}} NOT NULL
);
--bun:split
CREATE UNIQUE INDEX subscriptions_subscriptions_target_idx ON subscriptions_subscriptions (organization_id, user_id, target_type, target_id);
--bun:split
CREATE INDEX subscriptions_subscriptions_by_target_idx ON subscriptions_subscriptions (organization_id, target_type, target_id);
