CREATE TABLE idempotency_keys (
	id TEXT PRIMARY KEY,
	route TEXT NOT NULL,
	fingerprint TEXT NOT NULL,
	resource_id TEXT NOT NULL,
	owner TEXT NOT NULL,
	lease_until {{.Timestamp}} NOT NULL,
	status INTEGER NOT NULL DEFAULT 0,
	header {{.JSON}},
	body {{.Bytes}},
	created_at {{.Timestamp}} NOT NULL
);
--bun:split
CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at);
