CREATE TABLE feedbackkit_meta (
	key TEXT PRIMARY KEY,
	value TEXT NOT NULL
);
