package orgs

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/feedbackkit/feedbackkit"
)

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
			return c, feedbackkit.Invalid(prefix+"primaryColor", "must be a hex colour #RRGGBB")
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
	SpamProtection           *SpamProtectionPatch        `json:"spamProtection"`
}

// fields returns the names of the settings p changes, as the API names
// them.
func (p SettingsPatch) fields() []string {
	var fields []string
	for _, f := range []struct {
		name string
		set  bool
	}{
		{"name", p.Name != nil},
		{"generalTags", p.GeneralTags != nil},
		{"defaultRoomTags", p.DefaultRoomTags != nil},
		{"feedbackCustomization", p.FeedbackCustomization != nil},
		{"defaultRoomCustomization", p.DefaultRoomCustomization != nil},
		{"chartSettings", p.ChartSettings != nil},
		{"spamProtection", p.SpamProtection != nil},
	} {
		if f.set {
			fields = append(fields, f.name)
		}
	}
	return fields
}

// SpamProtectionPatch changes the fields of SpamProtection it sets.
type SpamProtectionPatch struct {
	RequireChallenge     *bool `json:"requireChallenge"`
	ChallengeSubmitLimit *int  `json:"challengeSubmitLimit"`
}

// Apply returns sp with the fields of p that are set. It returns
// VALIDATION_FAILED, naming prefix + the field, for a ChallengeSubmitLimit
// outside 0..MaxChallengeSubmitLimit. A nil p returns sp.
func (p *SpamProtectionPatch) Apply(sp SpamProtection, prefix string) (SpamProtection, error) {
	if p == nil {
		return sp, nil
	}
	if p.RequireChallenge != nil {
		sp.RequireChallenge = *p.RequireChallenge
	}
	if n := p.ChallengeSubmitLimit; n != nil {
		if *n < 0 || *n > MaxChallengeSubmitLimit {
			return sp, feedbackkit.Invalid(prefix+"challengeSubmitLimit", fmt.Sprintf("must be 0 (the server's limits) to %d", MaxChallengeSubmitLimit))
		}
		sp.ChallengeSubmitLimit = *n
	}
	return sp, nil
}
