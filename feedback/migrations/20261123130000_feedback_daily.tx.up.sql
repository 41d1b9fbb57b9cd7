-- Per-day counts of the items by room, instructorId and sentiment, which
-- totals and trends read instead of counting rows: their cost grows with
-- days, not items. Triggers on feedback_items keep them in the writing
-- statement's transaction, whatever wrote (a submission, an import, an
-- analysis, a deletion, the cascade of a room's deletion).
CREATE TABLE feedback_daily (
	organization_id TEXT NOT NULL,
	day {{if .PG}}DATE{{else}}TEXT{{end}} NOT NULL,
	room_id TEXT NOT NULL,
	instructor_id TEXT NOT NULL,
	sentiment TEXT NOT NULL,
	n {{if .PG}}BIGINT{{else}}INTEGER{{end}} NOT NULL,
	PRIMARY KEY (organization_id, day, room_id, instructor_id, sentiment)
);
--bun:split
{{if .PG -}}
-- Rows are added in key order, so that concurrent statements lock the
-- counts they share in the same order and cannot deadlock.
CREATE FUNCTION feedback_daily_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO feedback_daily AS d (organization_id, day, room_id, instructor_id, sentiment, n)
	SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date, room_id, instructor_id, sentiment, count(*)
	FROM new_items GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
	ON CONFLICT (organization_id, day, room_id, instructor_id, sentiment) DO UPDATE SET n = d.n + excluded.n;
	RETURN NULL;
END $$;
--bun:split
CREATE FUNCTION feedback_daily_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE feedback_daily AS d SET n = d.n - o.n
	FROM (SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date AS day, room_id, instructor_id, sentiment, count(*) AS n
		FROM old_items GROUP BY 1, 2, 3, 4, 5) AS o
	WHERE d.organization_id = o.organization_id AND d.day = o.day AND d.room_id = o.room_id
		AND d.instructor_id = o.instructor_id AND d.sentiment = o.sentiment;
	RETURN NULL;
END $$;
--bun:split
-- An update moves one item between counts (its sentiment, set by a later
-- analysis).
CREATE FUNCTION feedback_daily_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE feedback_daily SET n = n - 1
	WHERE organization_id = OLD.organization_id AND day = (OLD.created_at AT TIME ZONE 'UTC')::date
		AND room_id = OLD.room_id AND instructor_id = OLD.instructor_id AND sentiment = OLD.sentiment;
	INSERT INTO feedback_daily AS d (organization_id, day, room_id, instructor_id, sentiment, n)
	VALUES (NEW.organization_id, (NEW.created_at AT TIME ZONE 'UTC')::date, NEW.room_id, NEW.instructor_id, NEW.sentiment, 1)
	ON CONFLICT (organization_id, day, room_id, instructor_id, sentiment) DO UPDATE SET n = d.n + 1;
	RETURN NULL;
END $$;
--bun:split
CREATE TRIGGER feedback_daily_insert AFTER INSERT ON feedback_items
REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION feedback_daily_add();
--bun:split
CREATE TRIGGER feedback_daily_delete AFTER DELETE ON feedback_items
REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION feedback_daily_remove();
--bun:split
CREATE TRIGGER feedback_daily_update AFTER UPDATE OF organization_id, room_id, instructor_id, sentiment, created_at ON feedback_items
FOR EACH ROW WHEN ((OLD.organization_id, OLD.room_id, OLD.instructor_id, OLD.sentiment, OLD.created_at)
	IS DISTINCT FROM (NEW.organization_id, NEW.room_id, NEW.instructor_id, NEW.sentiment, NEW.created_at))
EXECUTE FUNCTION feedback_daily_move();
{{- else -}}
CREATE TRIGGER feedback_daily_insert AFTER INSERT ON feedback_items BEGIN
	INSERT INTO feedback_daily (organization_id, day, room_id, instructor_id, sentiment, n)
	VALUES (new.organization_id, date(new.created_at), new.room_id, new.instructor_id, new.sentiment, 1)
	ON CONFLICT (organization_id, day, room_id, instructor_id, sentiment) DO UPDATE SET n = n + 1;
END;
--bun:split
CREATE TRIGGER feedback_daily_delete AFTER DELETE ON feedback_items BEGIN
	UPDATE feedback_daily SET n = n - 1
	WHERE organization_id = old.organization_id AND day = date(old.created_at) AND room_id = old.room_id
		AND instructor_id = old.instructor_id AND sentiment = old.sentiment;
END;
--bun:split
CREATE TRIGGER feedback_daily_update AFTER UPDATE OF organization_id, room_id, instructor_id, sentiment, created_at ON feedback_items
WHEN (old.organization_id, old.room_id, old.instructor_id, old.sentiment, old.created_at)
	IS NOT (new.organization_id, new.room_id, new.instructor_id, new.sentiment, new.created_at)
BEGIN
	UPDATE feedback_daily SET n = n - 1
	WHERE organization_id = old.organization_id AND day = date(old.created_at) AND room_id = old.room_id
		AND instructor_id = old.instructor_id AND sentiment = old.sentiment;
	INSERT INTO feedback_daily (organization_id, day, room_id, instructor_id, sentiment, n)
	VALUES (new.organization_id, date(new.created_at), new.room_id, new.instructor_id, new.sentiment, 1)
	ON CONFLICT (organization_id, day, room_id, instructor_id, sentiment) DO UPDATE SET n = n + 1;
END;
{{- end}}
--bun:split
-- The items already there, counted after the triggers exist: on
-- PostgreSQL creating them locked the table against writers until this
-- migration commits, so that no item written meanwhile is missed by both.
INSERT INTO feedback_daily (organization_id, day, room_id, instructor_id, sentiment, n)
SELECT organization_id, {{if .PG}}(created_at AT TIME ZONE 'UTC')::date{{else}}date(created_at){{end}}, room_id, instructor_id, sentiment, count(*)
FROM feedback_items GROUP BY 1, 2, 3, 4, 5;
