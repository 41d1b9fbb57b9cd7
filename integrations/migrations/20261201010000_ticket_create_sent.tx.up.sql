-- When a ticket's job last sent the tracker the create of its issue,
-- recorded before the request: while the tracker's search may not show
-- that issue yet, the job searches again instead of creating another.
-- NULL before the first create and after one the tracker refused.
ALTER TABLE integrations_tickets ADD COLUMN create_sent_at {{.Timestamp}};
