DROP INDEX notify_emails_to_created_at_idx;
--bun:split
CREATE INDEX notify_emails_to_address_created_at_idx ON notify_emails (to_address, created_at);
