package orgs_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/orgs"
)

func ptr[T any](v T) *T { return &v }

// wantField checks that err is VALIDATION_FAILED naming field.
func wantField(t *testing.T, what string, err error, field string) {
	t.Helper()
	var fe *feedbackkit.Error
	if !errors.As(err, &fe) || fe.Code != feedbackkit.CodeValidationFailed || len(fe.Details) != 1 || fe.Details[0].Field != field {
		t.Errorf("%s: %v, want VALIDATION_FAILED naming %s", what, err, field)
	}
}

func TestRoomCustomizationPatch(t *testing.T) {
	def := orgs.DefaultRoomCustomization()
	var none *orgs.RoomCustomizationPatch
	if got, err := none.Apply(def, "x."); err != nil || got != def {
		t.Errorf("nil patch: %+v %v", got, err)
	}
	got, err := (&orgs.RoomCustomizationPatch{
		HeaderText: ptr("  Tell us  "),
		FooterText: ptr("Thanks!\n\tBye"),
		Sentiments: map[string]*orgs.SentimentTextPatch{
			"sad":   {Emoji: ptr(" 😭 "), Placeholder: ptr("")},
			"happy": nil,
		},
	}).Apply(def, "feedbackCustomization.")
	want := def
	want.HeaderText, want.FooterText = "Tell us", "Thanks!\n\tBye"
	want.Sentiments.Sad.Emoji, want.Sentiments.Sad.Placeholder = "😭", ""
	if err != nil || got != want {
		t.Errorf("Apply = %+v, %v; want %+v", got, err, want)
	}

	for _, c := range []struct {
		name  string
		patch orgs.RoomCustomizationPatch
		field string
	}{
		{"unknown sentiment", orgs.RoomCustomizationPatch{Sentiments: map[string]*orgs.SentimentTextPatch{"Happy": {}}}, "p.sentiments"},
		{"long header", orgs.RoomCustomizationPatch{HeaderText: ptr(strings.Repeat("é", orgs.MaxRoomHeaderLength+1))}, "p.headerText"},
		{"long footer", orgs.RoomCustomizationPatch{FooterText: ptr(strings.Repeat("f", orgs.MaxRoomFooterLength+1))}, "p.footerText"},
		{"NUL in the header", orgs.RoomCustomizationPatch{HeaderText: ptr("a\x00")}, "p.headerText"},
		{"invalid UTF-8", orgs.RoomCustomizationPatch{FooterText: ptr("\xff")}, "p.footerText"},
		{"blank emoji", orgs.RoomCustomizationPatch{Sentiments: map[string]*orgs.SentimentTextPatch{"neutral": {Emoji: ptr("  ")}}}, "p.sentiments.neutral.emoji"},
		{"long emoji", orgs.RoomCustomizationPatch{Sentiments: map[string]*orgs.SentimentTextPatch{"neutral": {Emoji: ptr(strings.Repeat("😀", orgs.MaxEmojiLength+1))}}}, "p.sentiments.neutral.emoji"},
		{"empty label", orgs.RoomCustomizationPatch{Sentiments: map[string]*orgs.SentimentTextPatch{"sad": {Label: ptr("")}}}, "p.sentiments.sad.label"},
		{"long label", orgs.RoomCustomizationPatch{Sentiments: map[string]*orgs.SentimentTextPatch{"sad": {Label: ptr(strings.Repeat("l", orgs.MaxLabelLength+1))}}}, "p.sentiments.sad.label"},
		{"bell in a title", orgs.RoomCustomizationPatch{Sentiments: map[string]*orgs.SentimentTextPatch{"happy": {Title: ptr("\a")}}}, "p.sentiments.happy.title"},
		{"long placeholder", orgs.RoomCustomizationPatch{Sentiments: map[string]*orgs.SentimentTextPatch{"happy": {Placeholder: ptr(strings.Repeat("p", orgs.MaxSentimentTitleLength+1))}}}, "p.sentiments.happy.placeholder"},
	} {
		_, err := c.patch.Apply(def, "p.")
		wantField(t, c.name, err, c.field)
	}
	// At the limits.
	at := orgs.RoomCustomizationPatch{
		HeaderText: ptr(strings.Repeat("é", orgs.MaxRoomHeaderLength)),
		FooterText: ptr(strings.Repeat("é", orgs.MaxRoomFooterLength)),
		Sentiments: map[string]*orgs.SentimentTextPatch{"happy": {
			Emoji: ptr(strings.Repeat("😀", orgs.MaxEmojiLength)), Label: ptr(strings.Repeat("l", orgs.MaxLabelLength)),
			Title: ptr(strings.Repeat("t", orgs.MaxSentimentTitleLength)), Placeholder: ptr(strings.Repeat("p", orgs.MaxSentimentTitleLength)),
		}},
	}
	if _, err := at.Apply(def, ""); err != nil {
		t.Errorf("texts at the limits: %v", err)
	}
}

func TestRoomTagsPatch(t *testing.T) {
	base := orgs.RoomTags{Happy: []string{"fun"}}
	var none *orgs.RoomTagsPatch
	if got, err := none.Apply(base, ""); err != nil || !slices.Equal(got.Happy, []string{"fun"}) || got.Neutral == nil || got.Sad == nil {
		t.Errorf("nil patch: %+v %v", got, err)
	}
	got, err := (&orgs.RoomTagsPatch{Sad: []string{" slow ", "SLOW", "dull"}}).Apply(base, "customTags.")
	if err != nil || !slices.Equal(got.Happy, []string{"fun"}) || len(got.Neutral) != 0 || got.Neutral == nil ||
		!slices.Equal(got.Sad, []string{"slow", "dull"}) {
		t.Errorf("Apply = %+v, %v", got, err)
	}
	_, err = (&orgs.RoomTagsPatch{Neutral: []string{"a\tb"}}).Apply(base, "customTags.")
	wantField(t, "tab in a tag", err, "customTags.neutral")

	got, err = (&orgs.RoomTagsPatch{Happy: []string{"a"}, Neutral: []string{}, Sad: []string{"b", "B"}}).Replace("customTags.")
	if err != nil || !slices.Equal(got.Happy, []string{"a"}) || got.Neutral == nil || !slices.Equal(got.Sad, []string{"b"}) {
		t.Errorf("Replace = %+v, %v", got, err)
	}
	_, err = (&orgs.RoomTagsPatch{Happy: []string{"a"}, Neutral: []string{}}).Replace("customTags.")
	wantField(t, "Replace without sad", err, "customTags.sad")
}
