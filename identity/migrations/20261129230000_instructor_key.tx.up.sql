-- instructorIds are unique without regard to the case of their letters
-- (ASCII: see InstructorKey), so that no account can take a look-alike of
-- another's public links ("JZBCPOSQ" of "jzbcposq"). Accounts whose ids
-- already collided that way keep them in the order they were created: the
-- oldest keeps its id, each later one is given "u-" and its account id
-- (which the instructorId pattern accepts and no other account holds), so
-- that the migration never fails a deployment; its owner may choose
-- another id on their profile.
--
-- The spellings taken away are kept in identity_retired_instructor_ids, so
-- that the links printed with them (QR codes, widgets) are refused as
-- unknown instead of reaching the oldest account, which would now answer
-- to them in any case (see Service.FindUserByInstructorID). The accounts
-- are ranked by a window over lower(instructor_id), sorted once, which
-- SQLite runs without the index made below.
CREATE TABLE identity_retired_instructor_ids (
	instructor_id TEXT PRIMARY KEY,
	user_id TEXT NOT NULL,
	retired_at {{.Timestamp}} NOT NULL
);
--bun:split
INSERT INTO identity_retired_instructor_ids (instructor_id, user_id, retired_at)
SELECT instructor_id, id, CURRENT_TIMESTAMP FROM (
	SELECT instructor_id, id, row_number() OVER (
		PARTITION BY lower(instructor_id) ORDER BY created_at, id
	) AS age
	FROM identity_users
) AS ranked
WHERE age > 1;
--bun:split
UPDATE identity_users SET instructor_id = 'u-' || id
WHERE id IN (SELECT user_id FROM identity_retired_instructor_ids);
--bun:split
CREATE UNIQUE INDEX identity_users_instructor_key_idx ON identity_users (lower(instructor_id));
