-- The feedback items whose text an email carries (a new-feedback email, a
-- digest), so that deleting an item deletes the emails that hold its text.
CREATE TABLE notify_email_items (
	item_id TEXT NOT NULL,
	email_id TEXT NOT NULL REFERENCES notify_emails (id) ON DELETE CASCADE,
	PRIMARY KEY (item_id, email_id)
);
--bun:split
CREATE INDEX notify_email_items_email_idx ON notify_email_items (email_id);
