{{if .PG -}}
-- On PostgreSQL a response's answers and words are deleted with it by a
-- statement trigger instead of foreign keys: a foreign key checks every
-- inserted row against forms_responses, one lookup and row lock each,
-- which was most of PostgreSQL's work per submission (a response has a
-- row per answer and per distinct word). Only the statement that inserts
-- a response inserts its answers and words, so the keys could not be
-- broken by a write of this package. SQLite keeps its foreign keys.
ALTER TABLE forms_answers DROP CONSTRAINT forms_answers_response_id_fkey;
--bun:split
ALTER TABLE forms_words DROP CONSTRAINT forms_words_response_id_fkey;
--bun:split
CREATE FUNCTION forms_responses_delete_children() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM forms_answers WHERE response_id IN (SELECT id FROM old_responses);
	DELETE FROM forms_words WHERE response_id IN (SELECT id FROM old_responses);
	RETURN NULL;
END $$;
--bun:split
CREATE TRIGGER forms_responses_delete AFTER DELETE ON forms_responses
REFERENCING OLD TABLE AS old_responses FOR EACH STATEMENT EXECUTE FUNCTION forms_responses_delete_children();
{{- end}}
