package pages

import (
	"bytes"
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/forms"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/rooms"
)

func TestThemeContrast(t *testing.T) {
	white := [3]float64{1, 1, 1}
	for _, c := range []string{"#4F46E5", "#FFD700", "#FFFFFF", "#000000", "#777777", "#00FF00", "#1E90FF", "#FF0000", "bad", ""} {
		th := NewTheme(c)
		accent, _ := parseColor(th.Accent)
		on, _ := parseColor(th.OnAccent)
		text, _ := parseColor(th.AccentText)
		if r := contrast(accent, on); r < 4.5 {
			t.Errorf("%s: text on the accent %.2f:1", c, r)
		}
		if r := contrast(text, white); r < 4.5 {
			t.Errorf("%s: accent text on white %.2f:1 (%s)", c, r, th.AccentText)
		}
	}
	if th := NewTheme("#4F46E5"); th.Accent != "#4f46e5" || th.AccentText != "#4f46e5" || th.OnAccent != "#ffffff" {
		t.Errorf("a dark colour is kept: %+v", th)
	}
	if th := NewTheme("nope"); th.Accent != "#4f46e5" {
		t.Errorf("a bad colour gets the default: %+v", th)
	}
}

func TestLocale(t *testing.T) {
	for _, h := range []string{"", "en-GB,en;q=0.9", "xx", "de-DE,de;q=0.9", "*", ";;;"} {
		if got := Locale(h); got.Lang != "en" {
			t.Errorf("%q: %s", h, got.Lang)
		}
	}
}

// survey is a form with one question of each type.
func survey() *forms.Form {
	return &forms.Form{Title: "Survey", Active: true, Questions: []forms.Question{
		{ID: "r", Type: forms.Rating, Text: "Rate", Required: true, Max: 5},
		{ID: "t", Type: forms.Text, Text: "Say"},
		{ID: "e", Type: forms.Emoji, Text: "Mood"},
		{ID: "o", Type: forms.Options, Text: "Pick", Multiple: true, Options: []forms.Option{{ID: "a", Label: "A"}, {ID: "b", Label: "B"}}},
		{ID: "i", Type: forms.ImageChoice, Text: "Image", Options: []forms.Option{{ID: "x", Image: "forms/x.png"}}},
		{ID: "s", Type: forms.Scale, Text: "Wide scale", Min: 0, Max: 100, MinLabel: "none", MaxLabel: "all"},
	}}
}

func TestParseFormAnswers(t *testing.T) {
	v := url.Values{"q-r": {"4"}, "q-t": {"  "}, "q-e": {"five"}, "q-o": {"a", "", "b"}, "q-i": {"x"}, "q-s": {" 42 "}, "q-zz": {"1"}}
	got := fmt.Sprint(ParseFormAnswers(survey(), v))
	want := fmt.Sprint([]forms.Answer{{QuestionID: "r", Value: 4.0}, {QuestionID: "e", Value: "five"},
		{QuestionID: "o", Value: []string{"a", "b"}}, {QuestionID: "i", Value: "x"}, {QuestionID: "s", Value: 42.0}})
	if got != want {
		t.Errorf("answers %s, want %s", got, want)
	}
}

func TestFormPage(t *testing.T) {
	p := NewFormPage(Page{T: &english, Brand: Brand{Name: "Acme"}}, survey(), time.Now(), func(key string) string { return "https://x.test/uploads/" + key },
		url.Values{"q-t": {"kept <b>"}, "q-o": {"b"}}, []feedbackkit.FieldError{
			{Field: "responses[r]", Message: "is required"}, {Field: "responses[9].questionId", Message: "is not a question of this form"}})
	var buf bytes.Buffer
	if err := p.Render(&buf); err != nil {
		t.Fatal(err)
	}
	html := buf.String()
	for _, want := range []string{
		`<title>Survey – Acme</title>`,
		`<a href="#question-1">Rate</a>: Answer this question: it is required.`,
		`responses[9].questionId: is not a question of this form`,
		`kept &lt;b&gt;</textarea>`,
		`type="checkbox" name="q-o" value="b" checked`,
		`<img src="https://x.test/uploads/forms/x.png" alt="">Option 1`,
		`<input type="number" id="q-s" name="q-s" min="0" max="100"`,
		`0: none · 100: all`,
		`<span class="sr-only">very unhappy</span>`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("no %s in the page", want)
		}
	}
}

func TestRoomPage(t *testing.T) {
	r := &rooms.Room{Name: "Lobby", Active: true, FeedbackCustomization: orgs.DefaultRoomCustomization(),
		CustomTags: orgs.RoomTags{Happy: []string{"pace", "tone"}, Sad: []string{"noise"}}}
	in := ParseRoomInput(url.Values{"sentiment": {"positive"}, "feedback": {"Good"}, "tag-positive": {"tone"}, "tag-negative": {"noise"}})
	if fmt.Sprint(in) != "{positive Good [tone]}" {
		t.Errorf("input %v: only the chosen face's tags count", in)
	}
	p := NewRoomPage(Page{T: &english}, r, "", "", in)
	var buf bytes.Buffer
	if err := p.Render(&buf); err != nil {
		t.Fatal(err)
	}
	html := buf.String()
	for _, want := range []string{`value="tone" checked`, `value="pace">`, `value="noise">`, ">Send feedback</button>", ">Good</textarea>"} {
		if !strings.Contains(html, want) {
			t.Errorf("no %s in the page", want)
		}
	}
	r.Active = false
	if p := NewRoomPage(Page{T: &english}, r, "", "", RoomInput{}); p.State != Closed {
		t.Error("an inactive room's page is not closed")
	}
}
