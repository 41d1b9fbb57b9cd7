-- The solved challenges, each usable once: a row per challenge used, kept
-- until the challenge expires (challenge.purge deletes it later).
CREATE TABLE challenge_used (
	challenge TEXT PRIMARY KEY,
	expires_at {{.Timestamp}} NOT NULL
);
--bun:split
CREATE INDEX challenge_used_expires_idx ON challenge_used (expires_at);
