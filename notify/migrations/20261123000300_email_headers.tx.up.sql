ALTER TABLE notify_emails ADD COLUMN headers {{.JSON}} NOT NULL DEFAULT '{}';
