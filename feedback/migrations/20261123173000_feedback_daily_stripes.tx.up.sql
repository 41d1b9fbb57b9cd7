{{if .PG -}}
-- On PostgreSQL the per-day counts are striped: each transaction adds to
-- the row of its own stripe (its backend's process id modulo 16), so that
-- submissions committing at the same moment on different connections do
-- not wait for each other's lock on one count until they commit. Readers
-- sum the stripes; a removal adds a negative count to its stripe. The
-- stripes of past days are folded into stripe 0 from time to time (see
-- BunStore.FoldDailyStripes). SQLite has one writer at a time and no
-- stripes.
ALTER TABLE feedback_daily ADD COLUMN stripe SMALLINT NOT NULL DEFAULT 0;
--bun:split
ALTER TABLE feedback_daily DROP CONSTRAINT feedback_daily_pkey,
	ADD PRIMARY KEY (organization_id, day, room_id, instructor_id, sentiment, stripe);
--bun:split
CREATE OR REPLACE FUNCTION feedback_daily_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO feedback_daily AS d (organization_id, day, room_id, instructor_id, sentiment, stripe, n)
	SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date, room_id, instructor_id, sentiment, pg_backend_pid() % 16, count(*)
	FROM new_items GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
	ON CONFLICT (organization_id, day, room_id, instructor_id, sentiment, stripe) DO UPDATE SET n = d.n + excluded.n;
	RETURN NULL;
END $$;
--bun:split
CREATE OR REPLACE FUNCTION feedback_daily_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO feedback_daily AS d (organization_id, day, room_id, instructor_id, sentiment, stripe, n)
	SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date, room_id, instructor_id, sentiment, pg_backend_pid() % 16, -count(*)
	FROM old_items GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
	ON CONFLICT (organization_id, day, room_id, instructor_id, sentiment, stripe) DO UPDATE SET n = d.n + excluded.n;
	RETURN NULL;
END $$;
--bun:split
-- The item leaves one count and joins another, both locked in key order.
CREATE OR REPLACE FUNCTION feedback_daily_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO feedback_daily AS d (organization_id, day, room_id, instructor_id, sentiment, stripe, n)
	SELECT organization_id, day, room_id, instructor_id, sentiment, pg_backend_pid() % 16, sum(n)
	FROM (VALUES
		(OLD.organization_id, (OLD.created_at AT TIME ZONE 'UTC')::date, OLD.room_id, OLD.instructor_id, OLD.sentiment, -1),
		(NEW.organization_id, (NEW.created_at AT TIME ZONE 'UTC')::date, NEW.room_id, NEW.instructor_id, NEW.sentiment, 1)
	) AS m (organization_id, day, room_id, instructor_id, sentiment, n)
	GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4, 5
	ON CONFLICT (organization_id, day, room_id, instructor_id, sentiment, stripe) DO UPDATE SET n = d.n + excluded.n;
	RETURN NULL;
END $$;
{{- end}}
