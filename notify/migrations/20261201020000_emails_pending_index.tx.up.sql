CREATE INDEX notify_emails_pending_idx ON notify_emails (created_at) WHERE status = 'pending';
