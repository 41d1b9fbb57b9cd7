-- Emails delivered before the outbox removed the links of delivered emails:
-- the bodies of password resets and invitations go, so that no live link
-- stays in the database.
UPDATE notify_emails SET text_body = '[link removed once sent]', html_body = ''
WHERE status = 'sent' AND template IN ('password_reset', 'invitation');
