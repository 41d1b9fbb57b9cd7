-- Responses whose text answers the analyser did not classify within the
-- submission's inline limit: a forms.analyze_response job stores their
-- sentiment later.
ALTER TABLE forms_responses ADD COLUMN analysis_pending BOOLEAN NOT NULL DEFAULT FALSE;
