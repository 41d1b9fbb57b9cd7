-- Rooms that ask respondents for a proof of work (package challenge).
ALTER TABLE rooms_rooms ADD COLUMN require_challenge BOOLEAN NOT NULL DEFAULT FALSE;
