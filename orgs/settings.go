package orgs

import (
	"context"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"
	"time"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/notify"
	"github.com/feedbackkit/feedbackkit/uploads"
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
}

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
}

// RoomDefaults returns the feedbackCustomization and customTags a new room
// of the organization orgID starts with. It checks no caller: the rooms
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
	}, nil
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

// Branding is the public face of an organization: what login and
// respondent pages show.
type Branding struct {
	Organization *Organization
	// Logo is the blob key of the logo, "" for none.
	Logo                  string
	FeedbackCustomization FeedbackCustomization
}

// Branding returns the public face of the organization orgID. It checks no
// caller. It returns NOT_FOUND for an unknown organization.
func (s *Service) Branding(ctx context.Context, orgID string) (*Branding, error) {
	org, err := s.FindOrganizationByID(ctx, orgID)
	if err != nil {
		return nil, err
	}
	return s.branding(ctx, org)
}

// BrandingBySubdomain returns the public face of the organization with the
// subdomain (compared case-insensitively), for anyone. It returns NOT_FOUND
// for an unknown subdomain.
func (s *Service) BrandingBySubdomain(ctx context.Context, subdomain string) (*Branding, error) {
	org, err := s.FindOrganizationBySubdomain(ctx, subdomain)
	if err != nil {
		return nil, err
	}
	return s.branding(ctx, org)
}

// branding returns the public face of org.
func (s *Service) branding(ctx context.Context, org *Organization) (*Branding, error) {
	st, err := s.storedSettings(ctx, org)
	if err != nil {
		return nil, err
	}
	return &Branding{Organization: org, Logo: st.Logo, FeedbackCustomization: st.Preferences.FeedbackCustomization}, nil
}

// FeedbackCustomizationPatch changes some fields of a
// FeedbackCustomization; nil fields stay as they are.
type FeedbackCustomizationPatch struct {
	HeaderText       *string `json:"headerText"`
	PlaceholderText  *string `json:"placeholderText"`
	SubmitButtonText *string `json:"submitButtonText"`
	PrimaryColor     *string `json:"primaryColor"`
}

var colorPattern = regexp.MustCompile(`^#[0-9A-Fa-f]{6}$`)

// Apply returns c changed by p, or VALIDATION_FAILED naming the field
// below prefix ("" or "feedbackCustomization.", say): texts are trimmed,
// headerText and placeholderText are at most 200 characters,
// submitButtonText 1 to 50, and primaryColor is #RRGGBB.
func (p FeedbackCustomizationPatch) Apply(c FeedbackCustomization, prefix string) (FeedbackCustomization, error) {
	var err error
	if c.HeaderText, err = patchText(prefix+"headerText", p.HeaderText, c.HeaderText, 0, 200); err != nil {
		return c, err
	}
	if c.PlaceholderText, err = patchText(prefix+"placeholderText", p.PlaceholderText, c.PlaceholderText, 0, 200); err != nil {
		return c, err
	}
	if c.SubmitButtonText, err = patchText(prefix+"submitButtonText", p.SubmitButtonText, c.SubmitButtonText, 1, 50); err != nil {
		return c, err
	}
	if p.PrimaryColor != nil {
		color := strings.TrimSpace(*p.PrimaryColor)
		if !colorPattern.MatchString(color) {
			return c, feedbackkit.Invalid(prefix+"primaryColor", "must be a hex color #RRGGBB")
		}
		c.PrimaryColor = strings.ToUpper(color)
	}
	return c, nil
}

// WordCloudPatch changes some fields of a WordCloud; nil fields stay as
// they are.
type WordCloudPatch struct {
	MaxWords     *int     `json:"maxWords"`
	ExcludeWords []string `json:"excludeWords"`
}

// ChartSettingsPatch changes some fields of ChartSettings; nil fields stay
// as they are.
type ChartSettingsPatch struct {
	DefaultChartType *string         `json:"defaultChartType"`
	TrendInterval    *string         `json:"trendInterval"`
	WordCloud        *WordCloudPatch `json:"wordCloud"`
}

// Bounds of the chart settings.
const (
	MinWordCloudWords   = 10
	MaxWordCloudWords   = 500
	maxExcludedWords    = 500
	maxExcludedWordSize = 50
)

// Apply returns c changed by p, or VALIDATION_FAILED naming the field
// below prefix: defaultChartType is line, bar, area or pie; trendInterval
// day, week or month; wordCloud.maxWords 10 to 500; wordCloud.excludeWords
// at most 500 words of 1 to 50 characters, lower-cased and de-duplicated.
func (p ChartSettingsPatch) Apply(c ChartSettings, prefix string) (ChartSettings, error) {
	if p.DefaultChartType != nil {
		switch v := strings.TrimSpace(*p.DefaultChartType); v {
		case "line", "bar", "area", "pie":
			c.DefaultChartType = v
		default:
			return c, feedbackkit.Invalid(prefix+"defaultChartType", "must be line, bar, area or pie")
		}
	}
	if p.TrendInterval != nil {
		switch v := strings.TrimSpace(*p.TrendInterval); v {
		case "day", "week", "month":
			c.TrendInterval = v
		default:
			return c, feedbackkit.Invalid(prefix+"trendInterval", "must be day, week or month")
		}
	}
	if p.WordCloud == nil {
		return c, nil
	}
	if m := p.WordCloud.MaxWords; m != nil {
		if *m < MinWordCloudWords || *m > MaxWordCloudWords {
			return c, feedbackkit.Invalid(prefix+"wordCloud.maxWords", fmt.Sprintf("must be %d to %d", MinWordCloudWords, MaxWordCloudWords))
		}
		c.WordCloud.MaxWords = *m
	}
	if words := p.WordCloud.ExcludeWords; words != nil {
		field := prefix + "wordCloud.excludeWords"
		if len(words) > maxExcludedWords {
			return c, feedbackkit.Invalid(field, fmt.Sprintf("must have at most %d words", maxExcludedWords))
		}
		clean := make([]string, 0, len(words))
		seen := make(map[string]bool, len(words))
		for _, w := range words {
			w = strings.ToLower(strings.TrimSpace(w))
			if w == "" || len([]rune(w)) > maxExcludedWordSize {
				return c, feedbackkit.Invalid(field, fmt.Sprintf("each word must be 1 to %d characters", maxExcludedWordSize))
			}
			if !seen[w] {
				seen[w] = true
				clean = append(clean, w)
			}
		}
		c.WordCloud.ExcludeWords = clean
	}
	return c, nil
}

// SettingsPatch is a partial update of the settings: nil fields stay as
// they are, at every level. The other fields of Settings (subdomain, plan,
// limits, logo, onboarding) are changed elsewhere.
type SettingsPatch struct {
	Name                     *string                     `json:"name"`
	GeneralTags              []string                    `json:"generalTags"`
	DefaultRoomTags          *RoomTagsPatch              `json:"defaultRoomTags"`
	FeedbackCustomization    *FeedbackCustomizationPatch `json:"feedbackCustomization"`
	DefaultRoomCustomization *RoomCustomizationPatch     `json:"defaultRoomCustomization"`
	ChartSettings            *ChartSettingsPatch         `json:"chartSettings"`
}

// UpdateSettings applies a partial update to the settings of the caller's
// organization, all or nothing, and returns them. It returns
// INSUFFICIENT_ROLE below admin and VALIDATION_FAILED, naming the field, for
// any bad value (see the Apply methods; the name is checked as by
// CreateOrganization).
func (s *Service) UpdateSettings(ctx context.Context, patch SettingsPatch) (*Settings, error) {
	return s.updatePreferences(ctx, feedbackkit.RoleAdmin, func(ctx context.Context, org *Organization, stored *StoredSettings) error {
		p := &stored.Preferences
		name, err := patchText("name", patch.Name, org.Name, 1, MaxNameLength)
		if err != nil {
			return err
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
		if name != org.Name {
			_, err := s.store.UpdateOrganization(ctx, org.ID, OrganizationUpdate{Name: &name}, s.now().UTC())
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
	return s.updatePreferences(ctx, feedbackkit.RoleAdmin, func(_ context.Context, _ *Organization, stored *StoredSettings) error {
		stored.Preferences = DefaultPreferences()
		return nil
	})
}

// SetGeneralTags replaces the general tags of the caller's organization and
// returns them, trimmed and de-duplicated. It returns INSUFFICIENT_ROLE
// below admin and VALIDATION_FAILED for a missing list, an empty or overlong
// tag, or more than 100 tags.
func (s *Service) SetGeneralTags(ctx context.Context, tags []string) ([]string, error) {
	st, err := s.updatePreferences(ctx, feedbackkit.RoleAdmin, func(_ context.Context, _ *Organization, stored *StoredSettings) error {
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
	st, err := s.updatePreferences(ctx, feedbackkit.RoleAdmin, func(_ context.Context, _ *Organization, stored *StoredSettings) error {
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
	st, err := s.updatePreferences(ctx, feedbackkit.RoleAdmin, func(_ context.Context, _ *Organization, stored *StoredSettings) error {
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
	st, err := s.updatePreferences(ctx, feedbackkit.RoleAdmin, func(_ context.Context, _ *Organization, stored *StoredSettings) error {
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
// concurrent partial updates do not lose each other's changes, and returns
// the settings after it. The caller needs role min.
func (s *Service) updatePreferences(ctx context.Context, min feedbackkit.Role,
	change func(ctx context.Context, org *Organization, stored *StoredSettings) error) (*Settings, error) {
	principal, err := identity.RequireRole(ctx, min)
	if err != nil {
		return nil, err
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
		stored.UpdatedAt = s.now().UTC()
		if err := s.store.SaveSettings(ctx, stored); err != nil {
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

// SetLogo stores the image read from r as the logo of the caller's
// organization, replacing (and deleting) the previous one, and returns the
// settings. It returns INSUFFICIENT_ROLE below admin, PAYLOAD_TOO_LARGE over
// 5 MB and UNSUPPORTED_MEDIA_TYPE for bytes that are not JPEG, PNG or WebP.
func (s *Service) SetLogo(ctx context.Context, r io.Reader) (*Settings, error) {
	if _, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin); err != nil {
		return nil, err
	}
	if s.uploads == nil {
		return nil, errors.New("orgs: no uploads store configured for logos")
	}
	key, err := uploads.PutImage(ctx, s.uploads, "logos", r)
	if err != nil {
		return nil, err
	}
	var old string
	st, err := s.updatePreferences(ctx, feedbackkit.RoleAdmin, func(_ context.Context, _ *Organization, stored *StoredSettings) error {
		old, stored.Logo = stored.Logo, key
		return nil
	})
	if err != nil {
		_ = uploads.Delete(context.WithoutCancel(ctx), s.uploads, key)
		return nil, err
	}
	if err := uploads.Delete(ctx, s.uploads, old); err != nil {
		return nil, err
	}
	return st, nil
}

// CompleteOnboarding marks the onboarding of the caller's organization
// complete (the first time only; later calls keep the first date) and
// returns the settings. It returns INSUFFICIENT_ROLE for anyone but the
// owner.
func (s *Service) CompleteOnboarding(ctx context.Context) (*Settings, error) {
	return s.updatePreferences(ctx, feedbackkit.RoleOwner, func(_ context.Context, _ *Organization, stored *StoredSettings) error {
		if stored.OnboardingCompletedAt == nil {
			now := s.now().UTC()
			stored.OnboardingCompletedAt = &now
		}
		return nil
	})
}

// UpgradeRequest is a member's request to upgrade the plan.
type UpgradeRequest struct {
	// Plan is the plan asked for; "" leaves the choice to the owner.
	Plan Plan
	// Reason says why; it may be empty (at most MaxReasonLength
	// characters).
	Reason string
}

// RequestUpgrade emails the owner of the caller's organization a request to
// upgrade its plan, from the caller. It returns VALIDATION_FAILED for an
// unknown plan or a reason over MaxReasonLength characters or with control
// characters, and INVALID_TOKEN for an anonymous caller.
func (s *Service) RequestUpgrade(ctx context.Context, req UpgradeRequest) error {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return err
	}
	if req.Plan != "" {
		if _, err := ParsePlan(string(req.Plan)); err != nil {
			return err
		}
	}
	reason, err := cleanText("reason", req.Reason, 0, MaxReasonLength)
	if err != nil {
		return err
	}
	if s.mail == nil {
		return errors.New("orgs: no Mailer configured to send upgrade requests")
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		org, err := s.store.FindOrganizationByID(ctx, p.OrgID)
		if err != nil {
			return err
		}
		requester, err := s.users.FindMember(ctx, org.ID, p.UserID)
		if err != nil {
			return err
		}
		owner, err := s.users.FindOwner(ctx, org.ID)
		if err != nil {
			return err
		}
		name := strings.TrimSpace(requester.Name + " " + requester.LastName)
		if name == "" {
			name = requester.Email
		}
		_, err = s.mail.Send(ctx, owner.Email, notify.TemplateUpgradeRequest, notify.UpgradeRequest{
			OwnerName:        owner.Name,
			RequesterName:    name,
			RequesterEmail:   requester.Email,
			OrganizationName: org.Name,
			Plan:             string(req.Plan),
			Reason:           reason,
		})
		return err
	})
}
