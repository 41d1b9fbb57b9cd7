CREATE TABLE identity_users (
	id TEXT PRIMARY KEY,
	organization_id TEXT,
	role TEXT NOT NULL,
	email TEXT NOT NULL UNIQUE,
	password_hash TEXT NOT NULL,
	name TEXT NOT NULL DEFAULT '',
	last_name TEXT NOT NULL DEFAULT '',
	instructor_id TEXT NOT NULL UNIQUE,
	profile_picture TEXT NOT NULL DEFAULT '',
	tags {{.JSON}} NOT NULL DEFAULT '[]',
	created_at {{.Timestamp}} NOT NULL,
	updated_at {{.Timestamp}} NOT NULL
);
--bun:split
CREATE INDEX identity_users_organization_idx ON identity_users (organization_id);
--bun:split
CREATE TABLE identity_sessions (
	id TEXT PRIMARY KEY,
	user_id TEXT NOT NULL REFERENCES identity_users (id) ON DELETE CASCADE,
	created_at {{.Timestamp}} NOT NULL,
	expires_at {{.Timestamp}} NOT NULL,
	revoked_at {{.Timestamp}}
);
--bun:split
CREATE INDEX identity_sessions_user_idx ON identity_sessions (user_id);
--bun:split
CREATE TABLE identity_password_resets (
	token_hash TEXT PRIMARY KEY,
	user_id TEXT NOT NULL REFERENCES identity_users (id) ON DELETE CASCADE,
	created_at {{.Timestamp}} NOT NULL,
	expires_at {{.Timestamp}} NOT NULL,
	used_at {{.Timestamp}}
);
