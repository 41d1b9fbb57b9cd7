-- A form's window (opens_at, closes_at) and quota. forms_quota holds the
-- quota's counter: the responses a form has received, which the writer of
-- responses adds to in the statement that stores them and which nothing
-- else decreases (deleting responses, by retention or otherwise, leaves it
-- as it is), and max_responses, the form's cap (NULL: none).
ALTER TABLE forms_forms ADD COLUMN opens_at {{.Timestamp}};
--bun:split
ALTER TABLE forms_forms ADD COLUMN closes_at {{.Timestamp}};
--bun:split
CREATE TABLE forms_quota (
	form_id TEXT PRIMARY KEY REFERENCES forms_forms (id) ON DELETE CASCADE,
	max_responses INTEGER,
	received INTEGER NOT NULL
);
--bun:split
INSERT INTO forms_quota (form_id, max_responses, received)
SELECT f.id, NULL, COALESCE((SELECT a.responses FROM forms_activity AS a WHERE a.form_id = f.id), 0)
FROM forms_forms AS f;
