CREATE TABLE identity_subjects (
	subject TEXT PRIMARY KEY,
	user_id TEXT NOT NULL UNIQUE REFERENCES identity_users (id) ON DELETE CASCADE,
	created_at {{.Timestamp}} NOT NULL
);
