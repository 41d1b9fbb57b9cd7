package orgs

import (
	"context"
	"time"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/audit"
	"github.com/feedbackkit/feedbackkit/identity"
)

// FeedbackCustomization is the appearance and copy of the organization's
// public feedback form.
type FeedbackCustomization struct {
	HeaderText       string `json:"headerText"`
	PlaceholderText  string `json:"placeholderText"`
	SubmitButtonText string `json:"submitButtonText"`
	PrimaryColor     string `json:"primaryColor"` // #RRGGBB
}

// WordCloud tunes the word clouds of the organization's charts.
type WordCloud struct {
	MaxWords     int      `json:"maxWords"` // 10..500
	ExcludeWords []string `json:"excludeWords"`
}

// ChartSettings are the organization's chart defaults.
type ChartSettings struct {
	DefaultChartType string    `json:"defaultChartType"` // line, bar, area or pie
	TrendInterval    string    `json:"trendInterval"`    // day, week or month
	WordCloud        WordCloud `json:"wordCloud"`
}

// Preferences are the settings an admin edits and a reset restores.
type Preferences struct {
	// GeneralTags are the organization's tags, valid in every room.
	GeneralTags []string `json:"generalTags"`
	// DefaultRoomTags are the customTags of a new room.
	DefaultRoomTags RoomTags `json:"defaultRoomTags"`
	// FeedbackCustomization styles the public feedback form.
	FeedbackCustomization FeedbackCustomization `json:"feedbackCustomization"`
	// DefaultRoomCustomization is the feedbackCustomization of a new room.
	DefaultRoomCustomization RoomCustomization `json:"defaultRoomCustomization"`
	// ChartSettings are the chart defaults.
	ChartSettings ChartSettings `json:"chartSettings"`
	// SpamProtection guards the anonymous submissions (docs/spam.md).
	SpamProtection SpamProtection `json:"spamProtection"`
}

// SpamProtection is how an organization guards its anonymous submissions.
type SpamProtection struct {
	// RequireChallenge is the requireChallenge of new rooms and forms: a
	// proof of work in the respondent's browser before each submission.
	RequireChallenge bool `json:"requireChallenge"`
	// ChallengeSubmitLimit raises the per-client-IP limits of
	// submissions (within the window of each) for the organization's
	// rooms and forms that require a proof of work, where each submission
	// costs its sender a solved challenge: a classroom behind one school
	// NAT then gets its answers in. 0, the default, keeps the server's
	// limits; a value at or below them changes nothing (at most
	// MaxChallengeSubmitLimit).
	ChallengeSubmitLimit int `json:"challengeSubmitLimit"`
}

// MaxChallengeSubmitLimit bounds SpamProtection.ChallengeSubmitLimit.
const MaxChallengeSubmitLimit = 10_000

// DefaultPreferences returns the preferences of a new organization, which
// a respondent page can use as they are.
func DefaultPreferences() Preferences {
	return Preferences{
		GeneralTags:     []string{},
		DefaultRoomTags: RoomTags{Happy: []string{}, Neutral: []string{}, Sad: []string{}},
		FeedbackCustomization: FeedbackCustomization{
			HeaderText:       "We'd love your feedback",
			PlaceholderText:  "Tell us what you think…",
			SubmitButtonText: "Send feedback",
			PrimaryColor:     "#4F46E5",
		},
		DefaultRoomCustomization: DefaultRoomCustomization(),
		ChartSettings: ChartSettings{
			DefaultChartType: "line",
			TrendInterval:    "day",
			WordCloud:        WordCloud{MaxWords: 100, ExcludeWords: []string{}},
		},
	}
}

// Settings is the full settings object of an organization.
type Settings struct {
	OrgID     string `json:"organization"`
	Name      string `json:"name"`
	Subdomain string `json:"subdomain"`
	Plan      Plan   `json:"plan"`
	Limits    Limits `json:"limits"`
	// Logo is the blob key of the logo, "" for none; the API shows its URL.
	Logo                  string     `json:"-"`
	OnboardingCompleted   bool       `json:"onboardingCompleted"`
	OnboardingCompletedAt *time.Time `json:"onboardingCompletedAt"`
	Preferences
	UpdatedAt time.Time `json:"updatedAt"`
}

// storedSettings returns the stored settings of org, or new settings with
// the default preferences when none are stored, normalized.
func (s *Service) storedSettings(ctx context.Context, org *Organization) (*StoredSettings, error) {
	st, err := s.store.FindSettings(ctx, org.ID)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return &StoredSettings{OrgID: org.ID, Preferences: DefaultPreferences(), UpdatedAt: org.UpdatedAt}, nil
	} else if err != nil {
		return nil, err
	}
	st.Preferences.normalize()
	return st, nil
}

// normalize replaces nil lists by empty ones, so that they show as [].
func (p *Preferences) normalize() {
	p.DefaultRoomTags = p.DefaultRoomTags.Normalized()
	for _, l := range []*[]string{&p.GeneralTags, &p.ChartSettings.WordCloud.ExcludeWords} {
		if *l == nil {
			*l = []string{}
		}
	}
}

// settingsOf is the full settings object of org with its stored settings
// st.
func settingsOf(org *Organization, st *StoredSettings) *Settings {
	updated := st.UpdatedAt
	if org.UpdatedAt.After(updated) {
		updated = org.UpdatedAt
	}
	return &Settings{
		OrgID:                 org.ID,
		Name:                  org.Name,
		Subdomain:             org.Subdomain,
		Plan:                  org.Plan,
		Limits:                org.Limits(),
		Logo:                  st.Logo,
		OnboardingCompleted:   st.OnboardingCompletedAt != nil,
		OnboardingCompletedAt: st.OnboardingCompletedAt,
		Preferences:           st.Preferences,
		UpdatedAt:             updated.UTC(),
	}
}

// Settings returns the settings of the caller's organization, for any
// member. It returns INVALID_TOKEN for an anonymous caller.
func (s *Service) Settings(ctx context.Context) (*Settings, error) {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return nil, err
	}
	return s.settingsOf(ctx, p.OrgID)
}

// settingsOf returns the settings of the organization orgID, or NOT_FOUND.
func (s *Service) settingsOf(ctx context.Context, orgID string) (*Settings, error) {
	org, err := s.store.FindOrganizationByID(ctx, orgID)
	if err != nil {
		return nil, err
	}
	st, err := s.storedSettings(ctx, org)
	if err != nil {
		return nil, err
	}
	return settingsOf(org, st), nil
}

// RoomDefaults are what a new room of an organization starts with.
type RoomDefaults struct {
	FeedbackCustomization RoomCustomization `json:"feedbackCustomization"`
	CustomTags            RoomTags          `json:"customTags"`
	// RequireChallenge is SpamProtection.RequireChallenge.
	RequireChallenge bool `json:"requireChallenge"`
}

// RoomDefaults returns the feedbackCustomization, customTags and
// requireChallenge a new room of the organization orgID starts with. It checks no caller: the rooms
// domain calls it for the organization it acts in. It returns NOT_FOUND for
// an unknown organization.
func (s *Service) RoomDefaults(ctx context.Context, orgID string) (RoomDefaults, error) {
	st, err := s.settingsOf(ctx, orgID)
	if err != nil {
		return RoomDefaults{}, err
	}
	return RoomDefaults{
		FeedbackCustomization: st.DefaultRoomCustomization,
		CustomTags:            st.DefaultRoomTags,
		RequireChallenge:      st.SpamProtection.RequireChallenge,
	}, nil
}

// RequireChallenge returns whether new rooms and forms of the
// organization orgID require a proof of work (SpamProtection). It checks
// no caller. It returns NOT_FOUND for an unknown organization.
func (s *Service) RequireChallenge(ctx context.Context, orgID string) (bool, error) {
	st, err := s.settingsOf(ctx, orgID)
	if err != nil {
		return false, err
	}
	return st.SpamProtection.RequireChallenge, nil
}

// ChallengeSubmitLimit returns the SpamProtection.ChallengeSubmitLimit of
// the organization orgID (0: not raised). It checks no caller. It returns
// NOT_FOUND for an unknown organization.
func (s *Service) ChallengeSubmitLimit(ctx context.Context, orgID string) (int, error) {
	st, err := s.settingsOf(ctx, orgID)
	if err != nil {
		return 0, err
	}
	return st.SpamProtection.ChallengeSubmitLimit, nil
}

// GeneralTags returns the general tags of the organization orgID, valid in
// each of its rooms. It checks no caller. It returns NOT_FOUND for an
// unknown organization.
func (s *Service) GeneralTags(ctx context.Context, orgID string) ([]string, error) {
	st, err := s.settingsOf(ctx, orgID)
	if err != nil {
		return nil, err
	}
	return st.GeneralTags, nil
}

// UpdateSettings applies a partial update to the settings of the caller's
// organization, all or nothing, and returns them. It returns
// INSUFFICIENT_ROLE below admin and VALIDATION_FAILED, naming the field, for
// any bad value (see the Apply methods; the name is checked as by
// CreateOrganization). A patch that sets no field (an empty object, or
// one of unknown fields only) changes nothing: nothing is written, nor
// recorded in the audit log.
func (s *Service) UpdateSettings(ctx context.Context, patch SettingsPatch) (*Settings, error) {
	return s.updatePreferences(ctx, feedbackkit.RoleAdmin, patch.fields(), func(ctx context.Context, org *Organization, stored *StoredSettings) error {
		p := &stored.Preferences
		name, err := org.Name, error(nil)
		if patch.Name != nil {
			if name, err = cleanName("name", *patch.Name, 1, MaxNameLength); err != nil {
				return err
			}
		}
		if patch.GeneralTags != nil {
			if p.GeneralTags, err = feedbackkit.CleanTags("generalTags", patch.GeneralTags); err != nil {
				return err
			}
		}
		if p.DefaultRoomTags, err = patch.DefaultRoomTags.Apply(p.DefaultRoomTags, "defaultRoomTags."); err != nil {
			return err
		}
		if patch.FeedbackCustomization != nil {
			if p.FeedbackCustomization, err = patch.FeedbackCustomization.Apply(p.FeedbackCustomization, "feedbackCustomization."); err != nil {
				return err
			}
		}
		if p.DefaultRoomCustomization, err = patch.DefaultRoomCustomization.Apply(p.DefaultRoomCustomization, "defaultRoomCustomization."); err != nil {
			return err
		}
		if patch.ChartSettings != nil {
			if p.ChartSettings, err = patch.ChartSettings.Apply(p.ChartSettings, "chartSettings."); err != nil {
				return err
			}
		}
		if p.SpamProtection, err = patch.SpamProtection.Apply(p.SpamProtection, "spamProtection."); err != nil {
			return err
		}
		if name != org.Name {
			_, err := s.store.UpdateOrganization(ctx, org.ID, OrganizationUpdate{Name: &name}, s.now())
			return err
		}
		return nil
	})
}

// ResetSettings restores the default preferences of the caller's
// organization (tags, customizations, chart settings) and returns the
// settings. The name, logo and onboarding state are kept. It returns
// INSUFFICIENT_ROLE below admin.
func (s *Service) ResetSettings(ctx context.Context) (*Settings, error) {
	return s.updatePreferences(ctx, feedbackkit.RoleAdmin, []string{"reset"}, func(_ context.Context, _ *Organization, stored *StoredSettings) error {
		stored.Preferences = DefaultPreferences()
		return nil
	})
}

// SetGeneralTags replaces the general tags of the caller's organization and
// returns them, trimmed and de-duplicated. It returns INSUFFICIENT_ROLE
// below admin and VALIDATION_FAILED for a missing list, an empty or overlong
// tag, or more than 100 tags.
func (s *Service) SetGeneralTags(ctx context.Context, tags []string) ([]string, error) {
	st, err := s.updatePreferences(ctx, feedbackkit.RoleAdmin, []string{"generalTags"}, func(_ context.Context, _ *Organization, stored *StoredSettings) error {
		var err error
		stored.Preferences.GeneralTags, err = feedbackkit.CleanTags("tags", tags)
		return err
	})
	if err != nil {
		return nil, err
	}
	return st.GeneralTags, nil
}

// SetDefaultRoomTags replaces some of the default room tags of the caller's
// organization (the customTags of its new rooms) and returns them all. It
// returns INSUFFICIENT_ROLE below admin and VALIDATION_FAILED for a bad list.
func (s *Service) SetDefaultRoomTags(ctx context.Context, patch RoomTagsPatch) (RoomTags, error) {
	st, err := s.updatePreferences(ctx, feedbackkit.RoleAdmin, []string{"defaultRoomTags"}, func(_ context.Context, _ *Organization, stored *StoredSettings) error {
		var err error
		stored.Preferences.DefaultRoomTags, err = patch.Apply(stored.Preferences.DefaultRoomTags, "")
		return err
	})
	if err != nil {
		return RoomTags{}, err
	}
	return st.DefaultRoomTags, nil
}

// SetFeedbackCustomization changes some fields of the public feedback
// form's customization of the caller's organization and returns it whole.
// It returns INSUFFICIENT_ROLE below admin and VALIDATION_FAILED for a bad
// value (primaryColor must be #RRGGBB).
func (s *Service) SetFeedbackCustomization(ctx context.Context, patch FeedbackCustomizationPatch) (FeedbackCustomization, error) {
	st, err := s.updatePreferences(ctx, feedbackkit.RoleAdmin, []string{"feedbackCustomization"}, func(_ context.Context, _ *Organization, stored *StoredSettings) error {
		var err error
		stored.Preferences.FeedbackCustomization, err = patch.Apply(stored.Preferences.FeedbackCustomization, "")
		return err
	})
	if err != nil {
		return FeedbackCustomization{}, err
	}
	return st.FeedbackCustomization, nil
}

// SetChartSettings changes some of the chart settings of the caller's
// organization and returns them whole. It returns INSUFFICIENT_ROLE below
// admin and VALIDATION_FAILED for a bad value.
func (s *Service) SetChartSettings(ctx context.Context, patch ChartSettingsPatch) (ChartSettings, error) {
	st, err := s.updatePreferences(ctx, feedbackkit.RoleAdmin, []string{"chartSettings"}, func(_ context.Context, _ *Organization, stored *StoredSettings) error {
		var err error
		stored.Preferences.ChartSettings, err = patch.Apply(stored.Preferences.ChartSettings, "")
		return err
	})
	if err != nil {
		return ChartSettings{}, err
	}
	return st.ChartSettings, nil
}

// updatePreferences runs change on the settings of the caller's
// organization in a transaction that holds the organization's lock, so that
// concurrent partial updates do not lose each other's changes, records the
// change of fields (the names of the settings it changes) in the audit
// log, and returns the settings after it. The caller needs role min. An
// update of no field changes nothing: it writes and records nothing, and
// returns the settings as they are.
func (s *Service) updatePreferences(ctx context.Context, min feedbackkit.Role, fields []string,
	change func(ctx context.Context, org *Organization, stored *StoredSettings) error) (*Settings, error) {
	principal, err := identity.RequireRole(ctx, min)
	if err != nil {
		return nil, err
	}
	if len(fields) == 0 {
		return s.settingsOf(ctx, principal.OrgID)
	}
	var settings *Settings
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		org, err := s.store.LockOrganization(ctx, principal.OrgID)
		if err != nil {
			return err
		}
		stored, err := s.storedSettings(ctx, org)
		if err != nil {
			return err
		}
		if err := change(ctx, org, stored); err != nil {
			return err
		}
		stored.Preferences.normalize()
		stored.UpdatedAt = s.now()
		if err := s.store.SaveSettings(ctx, stored); err != nil {
			return err
		}
		if err := audit.Record(ctx, s.deps.Audit, audit.Entry{
			OrgID: org.ID, Action: audit.ActionSettingsChanged, TargetType: audit.TargetOrganization, TargetID: org.ID,
			Details: map[string]any{"settings": fields},
		}); err != nil {
			return err
		}
		settings, err = s.settingsOf(ctx, org.ID)
		return err
	})
	if err != nil {
		return nil, err
	}
	return settings, nil
}

// CompleteOnboarding marks the onboarding of the caller's organization
// complete (the first time only; later calls keep the first date) and
// returns the settings. It returns INSUFFICIENT_ROLE for anyone but the
// owner.
func (s *Service) CompleteOnboarding(ctx context.Context) (*Settings, error) {
	return s.updatePreferences(ctx, feedbackkit.RoleOwner, []string{"onboarding"}, func(_ context.Context, _ *Organization, stored *StoredSettings) error {
		if stored.OnboardingCompletedAt == nil {
			now := s.now()
			stored.OnboardingCompletedAt = &now
		}
		return nil
	})
}
