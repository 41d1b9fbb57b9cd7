CREATE INDEX orgs_invitations_email_idx ON orgs_invitations (email, status);
