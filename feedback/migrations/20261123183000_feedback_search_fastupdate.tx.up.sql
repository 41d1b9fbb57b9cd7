{{if .PG -}}
-- New entries of the full-text index go into the index itself, not into
-- its pending list (GIN's fastupdate, on by default): every search scans
-- that list, up to 4 MB (about 20 ms per search at a million items), and
-- the insert that fills it merges it all at once, a spike in its latency.
-- Measured with feedbackd bench at a million items: rare-word searches p95
-- 16 ms with a full list, 7-9 ms without, at the same submission
-- throughput.
ALTER INDEX feedback_items_search_idx SET (fastupdate = off);
--bun:split
SELECT gin_clean_pending_list('feedback_items_search_idx'::regclass);
{{- end}}
