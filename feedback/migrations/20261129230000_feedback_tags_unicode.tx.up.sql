{{if not .PG -}}
-- The tags of feedback_item_tags are lower-cased by {{.Lower}}, which
-- lower-cases every letter as PostgreSQL's lower() does ("Ärger" is
-- "ärger"), instead of SQLite's lower(), which lower-cases ASCII letters
-- only: the tags filter (BunStore.whereTags, whereTag) then agrees on both
-- databases. The rows already there are written anew.
DROP TRIGGER feedback_item_tags_insert;
--bun:split
DROP TRIGGER feedback_item_tags_delete;
--bun:split
DROP TRIGGER feedback_item_tags_update;
--bun:split
CREATE TRIGGER feedback_item_tags_insert AFTER INSERT ON feedback_items BEGIN
	INSERT INTO feedback_item_tags (organization_id, tag, created_at, item_id)
	SELECT DISTINCT new.organization_id, {{.Lower}}(t.value), new.created_at, new.id FROM json_each(new.tags) AS t;
END;
--bun:split
CREATE TRIGGER feedback_item_tags_delete AFTER DELETE ON feedback_items BEGIN
	DELETE FROM feedback_item_tags
	WHERE organization_id = old.organization_id AND tag IN (SELECT {{.Lower}}(value) FROM json_each(old.tags))
		AND created_at = old.created_at AND item_id = old.id;
END;
--bun:split
CREATE TRIGGER feedback_item_tags_update AFTER UPDATE OF organization_id, tags, created_at, id ON feedback_items
WHEN (old.organization_id, old.tags, old.created_at, old.id) IS NOT (new.organization_id, new.tags, new.created_at, new.id)
BEGIN
	DELETE FROM feedback_item_tags
	WHERE organization_id = old.organization_id AND tag IN (SELECT {{.Lower}}(value) FROM json_each(old.tags))
		AND created_at = old.created_at AND item_id = old.id;
	INSERT INTO feedback_item_tags (organization_id, tag, created_at, item_id)
	SELECT DISTINCT new.organization_id, {{.Lower}}(t.value), new.created_at, new.id FROM json_each(new.tags) AS t;
END;
--bun:split
DELETE FROM feedback_item_tags;
--bun:split
INSERT INTO feedback_item_tags (organization_id, tag, created_at, item_id)
SELECT DISTINCT f.organization_id, {{.Lower}}(t.value), f.created_at, f.id
FROM feedback_items AS f, json_each(f.tags) AS t;
{{- end}}
