package orgs

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/feedbackkit/feedbackkit"
)

// This file holds the respondent page of a room: the types of a room's
// feedbackCustomization and customTags, their partial updates and their
// validation. The organization keeps the defaults of its new rooms in these
// types, and the rooms package stores each room's own copy in them.

// Limits of the texts of a respondent page, in characters. Texts are
// trimmed before they are measured.
const (
	MaxRoomHeaderLength     = 200 // headerText
	MaxRoomFooterLength     = 500 // footerText
	MaxEmojiLength          = 16  // a sentiment's emoji, required
	MaxLabelLength          = 50  // a sentiment's label, required
	MaxSentimentTitleLength = 200 // a sentiment's title and placeholder
)

// SentimentText is what a respondent page shows for one sentiment.
type SentimentText struct {
	Emoji       string `json:"emoji"`
	Label       string `json:"label"`
	Title       string `json:"title"`
	Placeholder string `json:"placeholder"`
}

// Sentiments holds the text of the three sentiments a respondent picks
// from.
type Sentiments struct {
	Happy   SentimentText `json:"happy"`
	Neutral SentimentText `json:"neutral"`
	Sad     SentimentText `json:"sad"`
}

// byKey returns the sentiment named key (happy, neutral or sad), or nil.
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

// RoomCustomization is a room's feedbackCustomization: the copy of its
// respondent page.
type RoomCustomization struct {
	HeaderText string     `json:"headerText"`
	FooterText string     `json:"footerText"`
	Sentiments Sentiments `json:"sentiments"`
	// PrimaryColor is the room's own accent, #RRGGBB, on its respondent
	// page and wherever the dashboard shows the room; "" for the
	// organization's (FeedbackCustomization.PrimaryColor).
	PrimaryColor string `json:"primaryColor"`
}

// Color returns the room's accent: its PrimaryColor, else orgColor.
func (c RoomCustomization) Color(orgColor string) string {
	if c.PrimaryColor != "" {
		return c.PrimaryColor
	}
	return orgColor
}

// DefaultRoomCustomization returns the feedbackCustomization of the new
// rooms of an organization that has not changed it.
func DefaultRoomCustomization() RoomCustomization {
	return RoomCustomization{
		HeaderText: "How was your experience?",
		FooterText: "Your feedback is anonymous.",
		Sentiments: Sentiments{
			Happy:   SentimentText{Emoji: "😊", Label: "Happy", Title: "What went well?", Placeholder: "Tell us what you liked…"},
			Neutral: SentimentText{Emoji: "😐", Label: "Neutral", Title: "What could be better?", Placeholder: "Tell us what we could improve…"},
			Sad:     SentimentText{Emoji: "😞", Label: "Sad", Title: "What went wrong?", Placeholder: "Tell us what disappointed you…"},
		},
	}
}

// RoomTags are a room's customTags: the tags a respondent may pick per
// sentiment.
type RoomTags struct {
	Happy   []string `json:"happy"`
	Neutral []string `json:"neutral"`
	Sad     []string `json:"sad"`
}

// All returns the tags of the three sentiments together: the tags a
// respondent may pick in the room.
func (t RoomTags) All() []string { return slices.Concat(t.Happy, t.Neutral, t.Sad) }

// Normalized returns t with nil lists replaced by empty ones, so that they
// show as [].
func (t RoomTags) Normalized() RoomTags {
	for _, l := range []*[]string{&t.Happy, &t.Neutral, &t.Sad} {
		if *l == nil {
			*l = []string{}
		}
	}
	return t
}

// SentimentTextPatch changes some fields of a SentimentText; nil fields
// stay as they are.
type SentimentTextPatch struct {
	Emoji       *string `json:"emoji"`
	Label       *string `json:"label"`
	Title       *string `json:"title"`
	Placeholder *string `json:"placeholder"`
}

// RoomCustomizationPatch changes some fields of a RoomCustomization; nil
// fields stay as they are, at every level.
type RoomCustomizationPatch struct {
	HeaderText *string `json:"headerText"`
	FooterText *string `json:"footerText"`
	// Sentiments is keyed by "happy", "neutral" or "sad"; other keys are
	// rejected.
	Sentiments map[string]*SentimentTextPatch `json:"sentiments"`
	// PrimaryColor is #RRGGBB, or "" for the organization's colour.
	PrimaryColor *string `json:"primaryColor"`
}

// Apply returns c changed by p (c itself when p is nil), or
// VALIDATION_FAILED naming the field below prefix ("" or
// "feedbackCustomization.", say). Texts are trimmed and cleaned by
// feedbackkit.CleanText (valid UTF-8, no control character but tabs and
// line breaks; vertical tabs, form feeds, next lines and line and
// paragraph separators become line breaks); headerText is at most
// MaxRoomHeaderLength characters, footerText MaxRoomFooterLength; primaryColor is #RRGGBB or "" (the
// organization's colour); a sentiment's emoji is 1 to
// MaxEmojiLength, its label 1 to MaxLabelLength, its title and placeholder
// at most MaxSentimentTitleLength. A sentiment key other than happy,
// neutral and sad is refused.
func (p *RoomCustomizationPatch) Apply(c RoomCustomization, prefix string) (RoomCustomization, error) {
	if p == nil {
		return c, nil
	}
	var err error
	if c.HeaderText, err = patchText(prefix+"headerText", p.HeaderText, c.HeaderText, 0, MaxRoomHeaderLength); err != nil {
		return c, err
	}
	if c.FooterText, err = patchText(prefix+"footerText", p.FooterText, c.FooterText, 0, MaxRoomFooterLength); err != nil {
		return c, err
	}
	if p.PrimaryColor != nil {
		color := strings.TrimSpace(*p.PrimaryColor)
		if color != "" && !colorPattern.MatchString(color) {
			return c, feedbackkit.Invalid(prefix+"primaryColor", "must be a hex colour #RRGGBB, or empty for the organization's")
		}
		c.PrimaryColor = strings.ToUpper(color)
	}
	for _, key := range slices.Sorted(maps.Keys(p.Sentiments)) {
		t := c.Sentiments.byKey(key)
		if t == nil {
			return c, feedbackkit.Invalid(prefix+"sentiments", fmt.Sprintf("unknown sentiment %q: want happy, neutral or sad", key))
		}
		sp := p.Sentiments[key]
		if sp == nil {
			continue
		}
		field := prefix + "sentiments." + key + "."
		for _, f := range []struct {
			name     string
			dst, v   *string
			min, max int
		}{
			{"emoji", &t.Emoji, sp.Emoji, 1, MaxEmojiLength},
			{"label", &t.Label, sp.Label, 1, MaxLabelLength},
			{"title", &t.Title, sp.Title, 0, MaxSentimentTitleLength},
			{"placeholder", &t.Placeholder, sp.Placeholder, 0, MaxSentimentTitleLength},
		} {
			if *f.dst, err = patchText(field+f.name, f.v, *f.dst, f.min, f.max); err != nil {
				return c, err
			}
		}
	}
	return c, nil
}

// patchText returns cleanText(field, *v, min, max), or old when v is nil.
func patchText(field string, v *string, old string, min, max int) (string, error) {
	if v == nil {
		return old, nil
	}
	t, err := cleanText(field, *v, min, max)
	if err != nil {
		return old, err
	}
	return t, nil
}

// cleanText returns s trimmed, with its vertical tabs, form feeds, next
// lines and line and paragraph separators made line breaks
// (feedbackkit.CleanText). It returns VALIDATION_FAILED naming
// field when the trimmed text is not min to max characters long, or is
// refused by feedbackkit.CleanText (invalid UTF-8, a control character
// other than tab and line breaks).
func cleanText(field, s string, min, max int) (string, error) {
	t := strings.TrimSpace(s)
	if n := utf8.RuneCountInString(t); n < min || n > max {
		if min > 0 {
			return "", feedbackkit.Invalid(field, fmt.Sprintf("must be %d to %d characters", min, max))
		}
		return "", feedbackkit.Invalid(field, fmt.Sprintf("must be at most %d characters", max))
	}
	return feedbackkit.CleanText(field, t, max)
}

// cleanName returns s trimmed, checked as by cleanText and as a name: one
// line (feedbackkit.CheckName, which refuses the line breaks that
// cleanText made of vertical tabs, form feeds and line separators).
func cleanName(field, s string, min, max int) (string, error) {
	t, err := cleanText(field, s, min, max)
	if err != nil {
		return "", err
	}
	return t, feedbackkit.CheckName(field, t, max)
}

// RoomTagsPatch replaces some of the three tag lists of a RoomTags; nil
// lists stay as they are.
type RoomTagsPatch struct {
	Happy   []string `json:"happy"`
	Neutral []string `json:"neutral"`
	Sad     []string `json:"sad"`
}

// Apply returns t, normalized, with the lists p provides (none when p is
// nil) cleaned by feedbackkit.CleanTags, or VALIDATION_FAILED naming the
// list below prefix ("" or "customTags.", say).
func (p *RoomTagsPatch) Apply(t RoomTags, prefix string) (RoomTags, error) {
	if p == nil {
		return t.Normalized(), nil
	}
	return p.clean(t.Normalized(), prefix, false)
}

// Replace returns the lists of p as a whole new RoomTags: every list is
// required and cleaned by feedbackkit.CleanTags (VALIDATION_FAILED naming
// the list below prefix).
func (p *RoomTagsPatch) Replace(prefix string) (RoomTags, error) {
	return p.clean(RoomTags{}, prefix, true)
}

// clean replaces the lists of t by those of p, cleaned; nil lists of p are
// skipped, or refused when all lists are required.
func (p *RoomTagsPatch) clean(t RoomTags, prefix string, required bool) (RoomTags, error) {
	for _, l := range []struct {
		name string
		in   []string
		out  *[]string
	}{{"happy", p.Happy, &t.Happy}, {"neutral", p.Neutral, &t.Neutral}, {"sad", p.Sad, &t.Sad}} {
		if l.in == nil && !required {
			continue
		}
		clean, err := feedbackkit.CleanTags(prefix+l.name, l.in)
		if err != nil {
			return t, err
		}
		*l.out = clean
	}
	return t, nil
}
