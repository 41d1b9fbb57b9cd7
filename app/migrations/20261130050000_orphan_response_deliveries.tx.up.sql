-- The webhook deliveries of form.response_created hold a response's
-- answers. Since the response delete hooks (forms.Service.
-- AddResponseDeleteHook), they go with their response; deliveries of
-- responses deleted before (with their form, or by the retention purge)
-- are deleted here, once, pending or not. The response's id follows
-- "form.response_created:" (22 characters) in the delivery's event key.
DELETE FROM webhooks_deliveries
WHERE type = 'form.response_created'
AND NOT EXISTS (SELECT 1 FROM forms_responses AS r WHERE r.id = substr(webhooks_deliveries.event_key, 23));
