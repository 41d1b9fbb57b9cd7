CREATE TABLE orgs_waitlist (
	id TEXT PRIMARY KEY,
	email TEXT NOT NULL UNIQUE,
	name TEXT NOT NULL DEFAULT '',
	organization TEXT NOT NULL DEFAULT '',
	created_at {{.Timestamp}} NOT NULL
);
