CREATE TABLE feedback_items (
{{- if not .PG}}
	seq INTEGER PRIMARY KEY,
	id TEXT NOT NULL UNIQUE,
{{- else}}
	id TEXT PRIMARY KEY,
{{- end}}
	organization_id TEXT NOT NULL,
	room_id TEXT NOT NULL,
	event_type TEXT NOT NULL,
	instructor_id TEXT NOT NULL,
	source TEXT NOT NULL DEFAULT 'room',
	page_url TEXT NOT NULL DEFAULT '',
	feedback TEXT NOT NULL DEFAULT '',
	tags {{.JSON}} NOT NULL DEFAULT '[]',
	sentiment TEXT NOT NULL,
	respondent_sentiment TEXT,
	ai_sentiment TEXT,
	confidence {{if .PG}}DOUBLE PRECISION{{else}}REAL{{end}} NOT NULL DEFAULT 0,
	model TEXT NOT NULL DEFAULT '',
	reasoning {{.JSON}} NOT NULL DEFAULT '{}',
	is_concern BOOLEAN NOT NULL DEFAULT FALSE,
	concern_reason TEXT NOT NULL DEFAULT '',
	concern_categories {{.JSON}} NOT NULL DEFAULT '[]',
	concern_confidence {{if .PG}}DOUBLE PRECISION{{else}}REAL{{end}} NOT NULL DEFAULT 0,
	resolved BOOLEAN NOT NULL DEFAULT FALSE,
	resolved_at {{.Timestamp}},
	resolved_by TEXT,
	flagged BOOLEAN NOT NULL DEFAULT FALSE,
	flag_reasons {{.JSON}} NOT NULL DEFAULT '[]',
	analysis_pending BOOLEAN NOT NULL DEFAULT FALSE,
	analyzed_at {{.Timestamp}},
	created_at {{.Timestamp}} NOT NULL
{{- if .PG}},
	search_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple', feedback)) STORED
{{- end}}
);
--bun:split
CREATE INDEX feedback_items_org_created_idx ON feedback_items (organization_id, created_at, id){{if .PG}} INCLUDE (sentiment, room_id){{end}};
--bun:split
CREATE INDEX feedback_items_org_room_idx ON feedback_items (organization_id, room_id, created_at){{if .PG}} INCLUDE (sentiment){{end}};
--bun:split
CREATE INDEX feedback_items_org_event_type_idx ON feedback_items (organization_id, event_type, created_at){{if .PG}} INCLUDE (sentiment){{end}};
--bun:split
CREATE INDEX feedback_items_org_instructor_idx ON feedback_items (organization_id, instructor_id, created_at){{if .PG}} INCLUDE (sentiment){{end}};
--bun:split
CREATE INDEX feedback_items_org_sentiment_idx ON feedback_items (organization_id, sentiment, created_at);
--bun:split
CREATE INDEX feedback_items_org_concern_idx ON feedback_items (organization_id, resolved, created_at) WHERE is_concern;
--bun:split
CREATE INDEX feedback_items_org_flagged_idx ON feedback_items (organization_id, created_at) WHERE flagged;
--bun:split
{{if .PG -}}
CREATE INDEX feedback_items_search_idx ON feedback_items USING GIN (search_vector);
{{- else -}}
CREATE VIRTUAL TABLE feedback_items_fts USING fts5(feedback, content='feedback_items', content_rowid='seq');
--bun:split
CREATE TRIGGER feedback_items_fts_insert AFTER INSERT ON feedback_items BEGIN
	INSERT INTO feedback_items_fts (rowid, feedback) VALUES (new.seq, new.feedback);
END;
--bun:split
CREATE TRIGGER feedback_items_fts_delete AFTER DELETE ON feedback_items BEGIN
	INSERT INTO feedback_items_fts (feedback_items_fts, rowid, feedback) VALUES ('delete', old.seq, old.feedback);
END;
--bun:split
CREATE TRIGGER feedback_items_fts_update AFTER UPDATE OF feedback ON feedback_items BEGIN
	INSERT INTO feedback_items_fts (feedback_items_fts, rowid, feedback) VALUES ('delete', old.seq, old.feedback);
	INSERT INTO feedback_items_fts (rowid, feedback) VALUES (new.seq, new.feedback);
END;
{{- end}}
