-- Forms that ask respondents for a proof of work (package challenge).
ALTER TABLE forms_forms ADD COLUMN require_challenge BOOLEAN NOT NULL DEFAULT FALSE;
