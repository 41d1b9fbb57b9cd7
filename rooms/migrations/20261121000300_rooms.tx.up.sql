CREATE TABLE rooms_rooms (
	id TEXT PRIMARY KEY,
	organization_id TEXT NOT NULL REFERENCES orgs_organizations (id) ON DELETE CASCADE,
	creator_id TEXT NOT NULL,
	name TEXT NOT NULL,
	name_key TEXT NOT NULL,
	active BOOLEAN NOT NULL DEFAULT TRUE,
	is_private BOOLEAN NOT NULL DEFAULT FALSE,
	display_order INTEGER NOT NULL DEFAULT 0,
	folder_id TEXT,
	feedback_customization {{.JSON}} NOT NULL,
	custom_tags {{.JSON}} NOT NULL,
	tracker_project_key TEXT NOT NULL DEFAULT '',
	tracker_epic_key TEXT NOT NULL DEFAULT '',
	tracker_create_tickets BOOLEAN NOT NULL DEFAULT FALSE,
	created_at {{.Timestamp}} NOT NULL,
	updated_at {{.Timestamp}} NOT NULL
);
--bun:split
CREATE UNIQUE INDEX rooms_rooms_name_idx ON rooms_rooms (organization_id, name_key);
--bun:split
CREATE INDEX rooms_rooms_order_idx ON rooms_rooms (organization_id, display_order, created_at);
--bun:split
CREATE INDEX rooms_rooms_creator_idx ON rooms_rooms (creator_id);
