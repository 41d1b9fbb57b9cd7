-- Sessions are stored under the hash of the secret their token carries.
-- The sessions of before were stored under the id their token carried:
-- they end (their holders log in again), so that no stored row opens one.
DELETE FROM identity_sessions;
