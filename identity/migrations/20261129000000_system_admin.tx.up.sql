-- System admins act in every organization (granted from the command line).
ALTER TABLE identity_users ADD COLUMN system_admin BOOLEAN NOT NULL DEFAULT FALSE;
