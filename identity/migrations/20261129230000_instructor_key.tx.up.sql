-- instructorIds are unique without regard to the case of their letters
-- (ASCII: see InstructorKey), so that no account can take a look-alike of
-- another's public links ("JZBCPOSQ" of "jzbcposq"). Accounts whose ids
-- already collided that way keep them in the order they were created: the
-- oldest keeps its id, each later one is given "u-" and its account id
-- (which the instructorId pattern accepts and no other account holds), so
-- that the migration never fails a deployment; its owner may choose
-- another id on their profile.
UPDATE identity_users SET instructor_id = 'u-' || id
WHERE EXISTS (
	SELECT 1 FROM identity_users AS o
	WHERE lower(o.instructor_id) = lower(identity_users.instructor_id)
		AND (o.created_at < identity_users.created_at OR (o.created_at = identity_users.created_at AND o.id < identity_users.id))
);
--bun:split
CREATE UNIQUE INDEX identity_users_instructor_key_idx ON identity_users (lower(instructor_id));
