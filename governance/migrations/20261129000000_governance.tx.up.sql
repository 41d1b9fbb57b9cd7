-- An organization's retention (days; NULL keeps forever) and the privacy
-- notice its respondent pages show in its own words ('' for the default).
CREATE TABLE governance_policies (
	organization_id TEXT PRIMARY KEY REFERENCES orgs_organizations (id) ON DELETE CASCADE,
	feedback_days INTEGER,
	responses_days INTEGER,
	privacy_notice TEXT NOT NULL DEFAULT '',
	updated_at {{.Timestamp}} NOT NULL
);
