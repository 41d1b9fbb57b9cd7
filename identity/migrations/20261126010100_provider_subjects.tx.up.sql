CREATE TABLE identity_provider_subjects (
	issuer TEXT NOT NULL,
	subject TEXT NOT NULL,
	user_id TEXT NOT NULL REFERENCES identity_users (id) ON DELETE CASCADE,
	created_at {{.Timestamp}} NOT NULL,
	PRIMARY KEY (issuer, subject),
	UNIQUE (user_id, issuer)
);
