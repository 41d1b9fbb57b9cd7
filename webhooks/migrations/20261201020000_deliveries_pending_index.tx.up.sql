CREATE INDEX webhooks_deliveries_pending_idx ON webhooks_deliveries (created_at) WHERE status = 'pending';
