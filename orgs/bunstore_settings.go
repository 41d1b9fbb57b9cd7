package orgs

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/internal/database"
)

// settingsRow is the Bun model of the orgs_settings table.
type settingsRow struct {
	bun.BaseModel `bun:"table:orgs_settings,alias:st"`

	OrgID                 string     `bun:"organization_id,pk"`
	Preferences           string     `bun:"preferences"` // JSON of Preferences
	Logo                  string     `bun:"logo"`
	OnboardingCompletedAt *time.Time `bun:"onboarding_completed_at"`
	UpdatedAt             time.Time  `bun:"updated_at"`
}

// FindSettings implements SettingsStore. The preferences are stored as
// JSON, decoded over DefaultPreferences.
func (s *BunStore) FindSettings(ctx context.Context, orgID string) (*StoredSettings, error) {
	row := new(settingsRow)
	if err := s.Conn(ctx).NewSelect().Model(row).Where("organization_id = ?", orgID).Scan(ctx); err != nil {
		return nil, database.Translate(err, "settings")
	}
	prefs := DefaultPreferences()
	if err := json.Unmarshal([]byte(row.Preferences), &prefs); err != nil {
		return nil, fmt.Errorf("orgs: decode the settings of %s: %w", orgID, err)
	}
	return &StoredSettings{
		OrgID:                 row.OrgID,
		Preferences:           prefs,
		Logo:                  row.Logo,
		OnboardingCompletedAt: row.OnboardingCompletedAt,
		UpdatedAt:             row.UpdatedAt,
	}, nil
}

// SaveSettings implements SettingsStore.
func (s *BunStore) SaveSettings(ctx context.Context, st *StoredSettings) error {
	encoded, err := json.Marshal(st.Preferences)
	if err != nil {
		return err
	}
	row := &settingsRow{
		OrgID:                 st.OrgID,
		Preferences:           string(encoded),
		Logo:                  st.Logo,
		OnboardingCompletedAt: st.OnboardingCompletedAt,
		UpdatedAt:             st.UpdatedAt,
	}
	_, err = s.Conn(ctx).NewInsert().Model(row).
		On("CONFLICT (organization_id) DO UPDATE").
		Set("preferences = EXCLUDED.preferences").
		Set("logo = EXCLUDED.logo").
		Set("onboarding_completed_at = EXCLUDED.onboarding_completed_at").
		Set("updated_at = EXCLUDED.updated_at").
		Exec(ctx)
	return err
}
