-- The rollups get a stripe: each concurrent write of responses adds to a
-- stripe of its own, so writes to one form no longer wait for each other's
-- row locks; readers sum the stripes. Existing counts become stripe 0.
CREATE TABLE forms_answer_counts_striped (
	form_id TEXT NOT NULL REFERENCES forms_forms (id) ON DELETE CASCADE,
	question_id TEXT NOT NULL,
	value_key TEXT NOT NULL,
	stripe SMALLINT NOT NULL,
	number {{if .PG}}DOUBLE PRECISION{{else}}REAL{{end}},
	option_id TEXT,
	answers INTEGER NOT NULL,
	responses INTEGER NOT NULL,
	PRIMARY KEY (form_id, question_id, value_key, stripe)
);
--bun:split
INSERT INTO forms_answer_counts_striped (form_id, question_id, value_key, stripe, number, option_id, answers, responses)
SELECT form_id, question_id, value_key, 0, number, option_id, answers, responses FROM forms_answer_counts;
--bun:split
DROP TABLE forms_answer_counts;
--bun:split
ALTER TABLE forms_answer_counts_striped RENAME TO forms_answer_counts;
--bun:split
CREATE TABLE forms_activity_striped (
	form_id TEXT NOT NULL REFERENCES forms_forms (id) ON DELETE CASCADE,
	stripe SMALLINT NOT NULL,
	organization_id TEXT NOT NULL,
	responses INTEGER NOT NULL,
	complete INTEGER NOT NULL,
	last_response_at {{.Timestamp}} NOT NULL,
	PRIMARY KEY (form_id, stripe)
);
--bun:split
INSERT INTO forms_activity_striped (form_id, stripe, organization_id, responses, complete, last_response_at)
SELECT form_id, 0, organization_id, responses, complete, last_response_at FROM forms_activity;
--bun:split
DROP TABLE forms_activity;
--bun:split
ALTER TABLE forms_activity_striped RENAME TO forms_activity;
--bun:split
CREATE INDEX forms_activity_org_idx ON forms_activity (organization_id);
