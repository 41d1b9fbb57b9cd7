-- Every feedback item belongs to an existing room, under the room's
-- current name: a submission racing a room's rename or deletion must not
-- leave an item behind. Items that such races left are repaired first:
-- renamed to their room's name, or deleted with their deleted room.
{{if .PG -}}
UPDATE feedback_items AS f SET event_type = r.name
FROM rooms_rooms AS r WHERE r.id = f.room_id AND f.event_type <> r.name;
--bun:split
DELETE FROM feedback_items AS f WHERE NOT EXISTS (SELECT 1 FROM rooms_rooms AS r WHERE r.id = f.room_id);
--bun:split
CREATE UNIQUE INDEX rooms_rooms_id_name_idx ON rooms_rooms (id, name);
--bun:split
CREATE INDEX feedback_items_room_idx ON feedback_items (room_id, event_type);
--bun:split
-- A rename reaches the items (ON UPDATE CASCADE), a deletion deletes them;
-- an insert naming a room that is gone, or by its old name, fails.
ALTER TABLE feedback_items ADD CONSTRAINT feedback_items_room_fkey
	FOREIGN KEY (room_id, event_type) REFERENCES rooms_rooms (id, name)
	ON DELETE CASCADE ON UPDATE CASCADE;
{{- else -}}
-- SQLite cannot add a foreign key to a table: triggers do the same, and
-- are free of races, as SQLite runs one writing transaction at a time.
UPDATE feedback_items SET event_type = (SELECT r.name FROM rooms_rooms AS r WHERE r.id = feedback_items.room_id)
WHERE EXISTS (SELECT 1 FROM rooms_rooms AS r WHERE r.id = feedback_items.room_id AND r.name <> feedback_items.event_type);
--bun:split
DELETE FROM feedback_items WHERE NOT EXISTS (SELECT 1 FROM rooms_rooms AS r WHERE r.id = feedback_items.room_id);
--bun:split
CREATE INDEX feedback_items_room_idx ON feedback_items (room_id, event_type);
--bun:split
CREATE TRIGGER feedback_items_room_insert BEFORE INSERT ON feedback_items
WHEN NOT EXISTS (SELECT 1 FROM rooms_rooms WHERE id = NEW.room_id AND name = NEW.event_type)
BEGIN
	SELECT RAISE(ABORT, 'FOREIGN KEY constraint failed: feedback item without its room');
END;
--bun:split
CREATE TRIGGER feedback_items_room_update BEFORE UPDATE OF room_id, event_type ON feedback_items
WHEN NOT EXISTS (SELECT 1 FROM rooms_rooms WHERE id = NEW.room_id AND name = NEW.event_type)
BEGIN
	SELECT RAISE(ABORT, 'FOREIGN KEY constraint failed: feedback item without its room');
END;
--bun:split
CREATE TRIGGER rooms_rooms_rename_feedback AFTER UPDATE OF name ON rooms_rooms
BEGIN
	UPDATE feedback_items SET event_type = NEW.name WHERE room_id = NEW.id;
END;
--bun:split
CREATE TRIGGER rooms_rooms_delete_feedback AFTER DELETE ON rooms_rooms
BEGIN
	DELETE FROM feedback_items WHERE room_id = OLD.id;
END;
{{- end}}
