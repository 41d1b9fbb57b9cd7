CREATE TABLE orgs_settings (
	organization_id TEXT PRIMARY KEY REFERENCES orgs_organizations (id) ON DELETE CASCADE,
	preferences {{.JSON}} NOT NULL,
	logo TEXT NOT NULL DEFAULT '',
	onboarding_completed_at {{.Timestamp}},
	updated_at {{.Timestamp}} NOT NULL
);
