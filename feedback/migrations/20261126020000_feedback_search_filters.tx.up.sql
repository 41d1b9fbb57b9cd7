{{if .PG -}}
-- A search within a room, a sentiment or a range of days reads only the
-- items that match both, even when the filter's items seldom hold the
-- words (great among the negative items; see BunStore.findSearchPage):
-- the full-text index also holds each item's room (btree_gin), and has a
-- part of its own per sentiment (partial indexes), so that these are
-- intersected within the index; a BRIN index of the creation times (the
-- items arrive in time order) gives the pages of a range of days, and an
-- index of the tags in lower case the items holding a tag, which the
-- matches of the words are intersected with. Without them, the
-- planner reads every item of the filter, or every item holding the words.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--bun:split
CREATE INDEX feedback_items_search_scope_idx ON feedback_items
USING GIN (room_id, search_vector) WITH (fastupdate = off);
--bun:split
CREATE INDEX feedback_items_search_positive_idx ON feedback_items
USING GIN (room_id, search_vector) WITH (fastupdate = off) WHERE sentiment = 'positive';
--bun:split
CREATE INDEX feedback_items_search_neutral_idx ON feedback_items
USING GIN (room_id, search_vector) WITH (fastupdate = off) WHERE sentiment = 'neutral';
--bun:split
CREATE INDEX feedback_items_search_negative_idx ON feedback_items
USING GIN (room_id, search_vector) WITH (fastupdate = off) WHERE sentiment = 'negative';
--bun:split
CREATE INDEX feedback_items_created_brin_idx ON feedback_items USING BRIN (created_at) WITH (autosummarize = on);
--bun:split
-- An item's tags in lower case, which the tags filter compares (see
-- BunStore.whereTags), held by an index.
CREATE FUNCTION feedback_tags_lower(tags jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
	SELECT coalesce(array_agg(lower(t)), '{}') FROM jsonb_array_elements_text(tags) AS t
$$;
--bun:split
CREATE INDEX feedback_items_tags_idx ON feedback_items USING GIN (feedback_tags_lower(tags)) WITH (fastupdate = off);
--bun:split
DROP INDEX feedback_items_search_idx;
{{- else -}}
-- The full-text index holds the text of an item in the column of its
-- sentiment, so that a search within a sentiment reads only the items of
-- that sentiment holding the words (a column filter), without looking up
-- every item holding them, and a search without a sentiment matches any
-- column. The index is contentless: nothing reads the texts back from it.
DROP TRIGGER feedback_items_fts_insert;
--bun:split
DROP TRIGGER feedback_items_fts_delete;
--bun:split
DROP TRIGGER feedback_items_fts_update;
--bun:split
DROP TABLE feedback_items_fts;
--bun:split
CREATE VIRTUAL TABLE feedback_items_fts USING fts5(positive, neutral, negative, content='');
--bun:split
INSERT INTO feedback_items_fts (rowid, positive, neutral, negative)
SELECT seq, iif(sentiment = 'positive', feedback, ''), iif(sentiment = 'neutral', feedback, ''),
	iif(sentiment IN ('positive', 'neutral'), '', feedback)
FROM feedback_items;
--bun:split
CREATE TRIGGER feedback_items_fts_insert AFTER INSERT ON feedback_items BEGIN
	INSERT INTO feedback_items_fts (rowid, positive, neutral, negative)
	VALUES (new.seq, iif(new.sentiment = 'positive', new.feedback, ''), iif(new.sentiment = 'neutral', new.feedback, ''),
		iif(new.sentiment IN ('positive', 'neutral'), '', new.feedback));
END;
--bun:split
CREATE TRIGGER feedback_items_fts_delete AFTER DELETE ON feedback_items BEGIN
	INSERT INTO feedback_items_fts (feedback_items_fts, rowid, positive, neutral, negative)
	VALUES ('delete', old.seq, iif(old.sentiment = 'positive', old.feedback, ''), iif(old.sentiment = 'neutral', old.feedback, ''),
		iif(old.sentiment IN ('positive', 'neutral'), '', old.feedback));
END;
--bun:split
CREATE TRIGGER feedback_items_fts_update AFTER UPDATE OF feedback, sentiment ON feedback_items
WHEN old.feedback IS NOT new.feedback OR old.sentiment IS NOT new.sentiment
BEGIN
	INSERT INTO feedback_items_fts (feedback_items_fts, rowid, positive, neutral, negative)
	VALUES ('delete', old.seq, iif(old.sentiment = 'positive', old.feedback, ''), iif(old.sentiment = 'neutral', old.feedback, ''),
		iif(old.sentiment IN ('positive', 'neutral'), '', old.feedback));
	INSERT INTO feedback_items_fts (rowid, positive, neutral, negative)
	VALUES (new.seq, iif(new.sentiment = 'positive', new.feedback, ''), iif(new.sentiment = 'neutral', new.feedback, ''),
		iif(new.sentiment IN ('positive', 'neutral'), '', new.feedback));
END;
{{- end}}
