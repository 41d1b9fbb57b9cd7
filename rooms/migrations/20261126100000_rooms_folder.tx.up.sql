ALTER TABLE rooms_rooms RENAME COLUMN folder_id TO folder;
--bun:split
CREATE INDEX rooms_rooms_folder_idx ON rooms_rooms (organization_id, folder) WHERE folder IS NOT NULL;
