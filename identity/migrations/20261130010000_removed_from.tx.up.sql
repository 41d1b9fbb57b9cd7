-- The organization an account without one was removed from: the account
-- goes with that organization's deletion (DeleteFormerMembers).
ALTER TABLE identity_users ADD COLUMN removed_from TEXT;
--bun:split
CREATE INDEX identity_users_removed_from_idx ON identity_users (removed_from);
