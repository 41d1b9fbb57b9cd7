-- The language of an item's text as the analyser detected it (ISO 639-1),
-- '' when it could not tell; items analysed before have ''.
ALTER TABLE feedback_items ADD COLUMN language TEXT NOT NULL DEFAULT '';
