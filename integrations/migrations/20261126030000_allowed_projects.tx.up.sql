-- The tracker projects, beside the default one, that a room creator with
-- the user role may choose: keys separated by commas ('' for none).
ALTER TABLE integrations_integrations ADD COLUMN allowed_project_keys TEXT NOT NULL DEFAULT '';
