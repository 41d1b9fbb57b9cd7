ALTER TABLE subscriptions_subscriptions ADD COLUMN digested_until {{.Timestamp}};
--bun:split
UPDATE subscriptions_subscriptions SET digested_until = updated_at;
--bun:split
CREATE TABLE subscriptions_digests (
	subscription_id TEXT NOT NULL REFERENCES subscriptions_subscriptions (id) ON DELETE CASCADE,
	organization_id TEXT NOT NULL,
	period_start {{.Timestamp}} NOT NULL,
	period_end {{.Timestamp}} NOT NULL,
	items INTEGER NOT NULL,
	created_at {{.Timestamp}} NOT NULL,
	PRIMARY KEY (subscription_id, period_start)
);
--bun:split
CREATE INDEX subscriptions_subscriptions_due_idx ON subscriptions_subscriptions (frequency, digested_until);
