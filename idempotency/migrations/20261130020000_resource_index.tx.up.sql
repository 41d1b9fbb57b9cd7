-- Deleting feedback items or form responses deletes the records of the
-- submissions that created them (DeleteResources), found by resource_id.
CREATE INDEX idempotency_keys_resource_id_idx ON idempotency_keys (resource_id);
