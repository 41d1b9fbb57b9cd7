CREATE TABLE orgs_organizations (
	id TEXT PRIMARY KEY,
	name TEXT NOT NULL,
	subdomain TEXT NOT NULL UNIQUE,
	plan TEXT NOT NULL,
	seat_limit INTEGER,
	room_limit INTEGER,
	form_limit INTEGER,
	integrations BOOLEAN,
	created_at {{.Timestamp}} NOT NULL,
	updated_at {{.Timestamp}} NOT NULL
);
