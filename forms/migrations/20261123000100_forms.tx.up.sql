CREATE TABLE forms_forms (
	id TEXT PRIMARY KEY,
	organization_id TEXT NOT NULL REFERENCES orgs_organizations (id) ON DELETE CASCADE,
	creator_id TEXT NOT NULL,
	title TEXT NOT NULL,
	description TEXT NOT NULL DEFAULT '',
	slug TEXT NOT NULL UNIQUE,
	active BOOLEAN NOT NULL DEFAULT TRUE,
	questions {{.JSON}} NOT NULL,
	created_at {{.Timestamp}} NOT NULL,
	updated_at {{.Timestamp}} NOT NULL
);
--bun:split
CREATE INDEX forms_forms_org_idx ON forms_forms (organization_id, created_at);
--bun:split
CREATE TABLE forms_responses (
	id TEXT PRIMARY KEY,
	form_id TEXT NOT NULL REFERENCES forms_forms (id) ON DELETE CASCADE,
	organization_id TEXT NOT NULL,
	complete BOOLEAN NOT NULL,
	sentiment TEXT NOT NULL DEFAULT '',
	created_at {{.Timestamp}} NOT NULL
);
--bun:split
CREATE INDEX forms_responses_form_idx ON forms_responses (form_id, created_at, id){{if .PG}} INCLUDE (complete){{end}};
--bun:split
CREATE INDEX forms_responses_org_idx ON forms_responses (organization_id, created_at);
--bun:split
CREATE TABLE forms_answers (
	response_id TEXT NOT NULL REFERENCES forms_responses (id) ON DELETE CASCADE,
	form_id TEXT NOT NULL,
	question_id TEXT NOT NULL,
	position INTEGER NOT NULL,
	ordinal INTEGER NOT NULL,
	number {{if .PG}}DOUBLE PRECISION{{else}}REAL{{end}},
	text TEXT,
	option_id TEXT,
	PRIMARY KEY (response_id, position, ordinal)
);
--bun:split
CREATE TABLE forms_words (
	response_id TEXT NOT NULL REFERENCES forms_responses (id) ON DELETE CASCADE,
	word TEXT NOT NULL,
	n INTEGER NOT NULL,
	PRIMARY KEY (response_id, word)
);
--bun:split
CREATE TABLE forms_analyses (
	id TEXT PRIMARY KEY,
	form_id TEXT NOT NULL REFERENCES forms_forms (id) ON DELETE CASCADE,
	organization_id TEXT NOT NULL,
	status TEXT NOT NULL,
	summary TEXT NOT NULL,
	themes {{.JSON}} NOT NULL,
	sentiment {{.JSON}} NOT NULL,
	key_findings {{.JSON}} NOT NULL,
	responses INTEGER NOT NULL,
	texts INTEGER NOT NULL,
	model TEXT NOT NULL,
	created_at {{.Timestamp}} NOT NULL
);
--bun:split
CREATE INDEX forms_analyses_form_idx ON forms_analyses (form_id, created_at);
--bun:split
CREATE TABLE forms_text_summaries (
	id TEXT PRIMARY KEY,
	form_id TEXT NOT NULL REFERENCES forms_forms (id) ON DELETE CASCADE,
	organization_id TEXT NOT NULL,
	question_id TEXT NOT NULL,
	status TEXT NOT NULL,
	summary TEXT NOT NULL,
	themes {{.JSON}} NOT NULL,
	sentiment {{.JSON}} NOT NULL,
	key_findings {{.JSON}} NOT NULL,
	texts INTEGER NOT NULL,
	model TEXT NOT NULL,
	created_at {{.Timestamp}} NOT NULL
);
--bun:split
CREATE INDEX forms_text_summaries_form_idx ON forms_text_summaries (form_id, created_at);
--bun:split
CREATE TABLE forms_answer_counts (
	form_id TEXT NOT NULL REFERENCES forms_forms (id) ON DELETE CASCADE,
	question_id TEXT NOT NULL,
	value_key TEXT NOT NULL,
	number {{if .PG}}DOUBLE PRECISION{{else}}REAL{{end}},
	option_id TEXT,
	answers INTEGER NOT NULL,
	responses INTEGER NOT NULL,
	PRIMARY KEY (form_id, question_id, value_key)
);
--bun:split
CREATE TABLE forms_activity (
	form_id TEXT PRIMARY KEY REFERENCES forms_forms (id) ON DELETE CASCADE,
	organization_id TEXT NOT NULL,
	responses INTEGER NOT NULL,
	complete INTEGER NOT NULL,
	last_response_at {{.Timestamp}} NOT NULL
);
--bun:split
CREATE INDEX forms_activity_org_idx ON forms_activity (organization_id);
