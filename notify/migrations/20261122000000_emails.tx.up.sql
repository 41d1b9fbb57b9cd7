CREATE TABLE notify_emails (
	id TEXT PRIMARY KEY,
	from_address TEXT NOT NULL DEFAULT '',
	to_address TEXT NOT NULL,
	subject TEXT NOT NULL,
	text_body TEXT NOT NULL,
	html_body TEXT NOT NULL,
	template TEXT NOT NULL,
	status TEXT NOT NULL,
	attempts INTEGER NOT NULL DEFAULT 0,
	last_error TEXT NOT NULL DEFAULT '',
	created_at {{.Timestamp}} NOT NULL,
	sent_at {{.Timestamp}}
);

--bun:split

CREATE INDEX notify_emails_to_created_at_idx ON notify_emails (lower(to_address), created_at);

--bun:split

CREATE INDEX notify_emails_created_at_idx ON notify_emails (created_at);
