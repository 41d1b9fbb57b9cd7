package rooms

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
)

// Limits of room fields.
const (
	MaxNameLength  = 100 // characters of a room name
	MaxTextLength  = 500 // characters of each text of a feedback customization
	MaxEmojiLength = 32  // characters of a sentiment's emoji
	MaxOrderedIDs  = 10000
)

// CleanName returns name as a room is stored under it: in Unicode NFC,
// trimmed. It returns VALIDATION_FAILED naming field when the result is
// empty, longer than MaxNameLength characters, or has a control character
// or a '/' (the name is a segment of the room's public link).
func CleanName(field, name string) (string, error) {
	if !utf8.ValidString(name) {
		return "", feedbackkit.Invalid(field, "must be valid UTF-8")
	}
	name = strings.TrimSpace(norm.NFC.String(name))
	if name == "" {
		return "", feedbackkit.Invalid(field, "is required")
	}
	if n := len([]rune(name)); n > MaxNameLength {
		return "", feedbackkit.Invalid(field, fmt.Sprintf("must be at most %d characters", MaxNameLength))
	}
	for _, r := range name {
		if unicode.IsControl(r) || r == '/' || r == '\\' {
			return "", feedbackkit.Invalid(field, "must not contain control characters, '/' or '\\'")
		}
	}
	return name, nil
}

// lookupable reports whether s can name a stored room, user or id: valid
// UTF-8 without NUL (which the databases cannot take as a parameter).
// Anything else names nothing, without asking the database.
func lookupable(s string) bool {
	return utf8.ValidString(s) && !strings.ContainsRune(s, 0)
}

// hasControl reports whether s has a control character other than a tab or
// a line break.
func hasControl(s string) bool {
	return strings.ContainsFunc(s, func(r rune) bool {
		return unicode.IsControl(r) && r != '\n' && r != '\r' && r != '\t'
	})
}

// nameKey returns the key under which names are compared: the NFC form,
// trimmed and case-folded, so that "Café", "CAFÉ" and "cafe\u0301" are one
// name.
func nameKey(name string) string {
	return cases.Fold().String(strings.TrimSpace(norm.NFC.String(name)))
}

// BuiltinCustomization returns the feedback customization of new rooms when
// no Defaults is configured.
func BuiltinCustomization() FeedbackCustomization {
	return FeedbackCustomization{
		HeaderText: "How was it?",
		FooterText: "Your feedback is anonymous.",
		Sentiments: Sentiments{
			Happy: SentimentText{
				Emoji: "😊", Label: "Happy", Title: "What did you like?",
				Placeholder: "Tell us what went well...",
			},
			Neutral: SentimentText{
				Emoji: "😐", Label: "Neutral", Title: "What could be better?",
				Placeholder: "Tell us what could be improved...",
			},
			Sad: SentimentText{
				Emoji: "😞", Label: "Sad", Title: "What went wrong?",
				Placeholder: "Tell us what did not work for you...",
			},
		},
	}
}

// CustomizationPatch changes some fields of a feedback customization; nil
// fields stay as they are. Its JSON shape is the API's.
type CustomizationPatch struct {
	HeaderText *string `json:"headerText"`
	FooterText *string `json:"footerText"`
	// Sentiments is keyed by "happy", "neutral" or "sad"; other keys are
	// rejected.
	Sentiments map[string]*SentimentPatch `json:"sentiments"`
}

// SentimentPatch changes some texts of one sentiment; nil fields stay as
// they are.
type SentimentPatch struct {
	Emoji       *string `json:"emoji"`
	Label       *string `json:"label"`
	Title       *string `json:"title"`
	Placeholder *string `json:"placeholder"`
}

// TagsPatch changes some tag lists; nil lists stay as they are. Its JSON
// shape is the API's.
type TagsPatch struct {
	Happy   []string `json:"happy"`
	Neutral []string `json:"neutral"`
	Sad     []string `json:"sad"`
}

func (s *Sentiments) byKey(key string) *SentimentText {
	switch key {
	case "happy":
		return &s.Happy
	case "neutral":
		return &s.Neutral
	case "sad":
		return &s.Sad
	}
	return nil
}

// apply returns c changed by p, or VALIDATION_FAILED naming the offending
// field under prefix ("feedbackCustomization").
func (p *CustomizationPatch) apply(prefix string, c FeedbackCustomization) (FeedbackCustomization, error) {
	if p == nil {
		return c, nil
	}
	set := func(field string, dst *string, v *string, min, max int) error {
		if v == nil {
			return nil
		}
		if hasControl(*v) || !utf8.ValidString(*v) {
			return feedbackkit.Invalid(field, "must not contain control characters")
		}
		if n := len([]rune(*v)); n < min || n > max {
			if min > 0 {
				return feedbackkit.Invalid(field, fmt.Sprintf("must be %d to %d characters", min, max))
			}
			return feedbackkit.Invalid(field, fmt.Sprintf("must be at most %d characters", max))
		}
		*dst = *v
		return nil
	}
	if err := set(prefix+".headerText", &c.HeaderText, p.HeaderText, 0, MaxTextLength); err != nil {
		return c, err
	}
	if err := set(prefix+".footerText", &c.FooterText, p.FooterText, 0, MaxTextLength); err != nil {
		return c, err
	}
	keys := make([]string, 0, len(p.Sentiments))
	for k := range p.Sentiments {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		field := prefix + ".sentiments"
		dst := c.Sentiments.byKey(k)
		if dst == nil {
			return c, feedbackkit.Invalid(field, fmt.Sprintf("unknown sentiment %q: want happy, neutral or sad", k))
		}
		sp := p.Sentiments[k]
		if sp == nil {
			continue
		}
		field += "." + k
		for _, f := range []struct {
			name     string
			dst, v   *string
			min, max int
		}{
			{"emoji", &dst.Emoji, sp.Emoji, 1, MaxEmojiLength},
			{"label", &dst.Label, sp.Label, 0, MaxTextLength},
			{"title", &dst.Title, sp.Title, 0, MaxTextLength},
			{"placeholder", &dst.Placeholder, sp.Placeholder, 0, MaxTextLength},
		} {
			if err := set(field+"."+f.name, f.dst, f.v, f.min, f.max); err != nil {
				return c, err
			}
		}
	}
	return c, nil
}

// apply returns t with the lists p provides cleaned (identity.CleanTags) and
// replaced, or VALIDATION_FAILED naming the list under prefix
// ("customTags").
func (p *TagsPatch) apply(prefix string, t CustomTags) (CustomTags, error) {
	t = t.normalized()
	if p == nil {
		return t, nil
	}
	for _, l := range []struct {
		key string
		dst *[]string
		v   []string
	}{
		{"happy", &t.Happy, p.Happy},
		{"neutral", &t.Neutral, p.Neutral},
		{"sad", &t.Sad, p.Sad},
	} {
		if l.v == nil {
			continue
		}
		clean, err := cleanTags(prefix+"."+l.key, l.v)
		if err != nil {
			return t, err
		}
		*l.dst = clean
	}
	return t, nil
}

// replace returns the tags of p as a whole new set: every list is
// required.
func (p *TagsPatch) replace(prefix string) (CustomTags, error) {
	if p == nil {
		return CustomTags{}, feedbackkit.Invalid(prefix, "is required")
	}
	var t CustomTags
	for _, l := range []struct {
		key string
		dst *[]string
		v   []string
	}{
		{"happy", &t.Happy, p.Happy},
		{"neutral", &t.Neutral, p.Neutral},
		{"sad", &t.Sad, p.Sad},
	} {
		clean, err := cleanTags(prefix+"."+l.key, l.v)
		if err != nil {
			return t, err
		}
		*l.dst = clean
	}
	return t, nil
}

// cleanTags cleans a tag list by identity.CleanTags' rules and also
// rejects tags with control characters (VALIDATION_FAILED naming field).
func cleanTags(field string, tags []string) ([]string, error) {
	clean, err := identity.CleanTags(field, tags)
	if err != nil {
		return nil, err
	}
	for _, t := range clean {
		if strings.ContainsFunc(t, unicode.IsControl) || !utf8.ValidString(t) {
			return nil, feedbackkit.Invalid(field, "tags must not contain control characters")
		}
	}
	return clean, nil
}
