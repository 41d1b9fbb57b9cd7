package pages

import (
	"fmt"
	"io"
	"net/url"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// The fields of a room page's form post.
const (
	fieldSentiment = "sentiment" // positive, neutral or negative
	fieldFeedback  = "feedback"  // the text
	fieldTagPrefix = "tag-"      // + sentiment: the tags offered with it
)

// RoomInput is what a respondent sent through a room's page.
type RoomInput struct {
	Sentiment string
	Text      string
	// Tags are the checked tags offered with Sentiment (the tags of the
	// other sentiments, checked before the respondent changed their mind,
	// are dropped).
	Tags []string
}

// ParseRoomInput reads the form post of a room's page.
func ParseRoomInput(v url.Values) RoomInput {
	in := RoomInput{Sentiment: v.Get(fieldSentiment), Text: v.Get(fieldFeedback)}
	if in.Sentiment != "" {
		in.Tags = v[fieldTagPrefix+in.Sentiment]
	}
	return in
}

// Submission returns the feedback submission of in to the room named
// eventType of instructorID, as the JSON API's POST /api/feedback/submit
// makes it.
func (in RoomInput) Submission(instructorID, eventType string) feedback.Submission {
	return feedback.Submission{
		InstructorID: instructorID,
		EventType:    eventType,
		Text:         in.Text,
		Sentiment:    in.Sentiment,
		Tags:         in.Tags,
		Source:       feedback.SourceRoom,
	}
}

// Problem returns what the room's page says, in the words of t, of the
// Service's refusal (VALIDATION_FAILED, with its details) of the
// submission of in, and whether it is about the text box, which the page
// then marks: no face and no text, a text too long or with characters
// that cannot be kept, a tag the room no longer offers. Any other field
// (the link's, which the page does not show) gets t.ErrorBody.
func (in RoomInput) Problem(t *Strings, details []feedbackkit.FieldError) (text string, ofText bool) {
	field := ""
	if len(details) > 0 {
		field = details[0].Field
	}
	typed := strings.TrimSpace(in.Text)
	switch {
	case field == fieldFeedback && typed == "":
		return t.NeedOne, true
	case field == fieldFeedback && utf8.RuneCountInString(typed) > feedback.MaxTextLength:
		return fmt.Sprintf(t.TextTooLong, feedback.MaxTextLength), true
	case field == fieldFeedback:
		return t.TextRefused, true
	case field == "tags":
		return t.TagsRefused, false
	}
	return t.ErrorBody, false
}

// RoomPage is the page of a room.
type RoomPage struct {
	Page
	State State
	// Name is the room's name.
	Name string
	// Header and Footer are the room's texts above and below the form.
	Header, Footer string
	// Placeholder is the text box's placeholder before a sentiment is
	// chosen, and SubmitText the button's: the organization's.
	Placeholder, SubmitText string
	Sentiments              []Sentiment
	// Text is the text box's content (kept when a submission failed).
	Text string
	// Error says why the last submission failed, "" when none did, and
	// TextProblem that it is about the text box.
	Error       string
	TextProblem bool
	// MaxText is the longest text accepted, in characters.
	MaxText int
}

// Sentiment is one of the three faces of a room's page.
type Sentiment struct {
	// Value is the sentiment submitted: positive, neutral or negative.
	Value                            string
	Emoji, Label, Title, Placeholder string
	Checked                          bool
	Tags                             []Tag
}

// Tag is a tag a respondent may check.
type Tag struct {
	Name    string
	Checked bool
}

// NewRoomPage returns the page of room r for the respondent, with what
// they sent in (shown again after a failed submission).
func NewRoomPage(p Page, r *rooms.Room, placeholder, submitText string, in RoomInput) *RoomPage {
	page := &RoomPage{
		Page:        p,
		Name:        r.Name,
		Header:      r.FeedbackCustomization.HeaderText,
		Footer:      r.FeedbackCustomization.FooterText,
		Placeholder: placeholder,
		SubmitText:  submitText,
		Text:        in.Text,
		MaxText:     feedback.MaxTextLength,
	}
	if page.SubmitText == "" {
		page.SubmitText = p.T.SendFeedback
	}
	if !r.Active {
		page.State = Closed
	}
	cz, tags := r.FeedbackCustomization.Sentiments, r.CustomTags
	for _, s := range []struct {
		value string
		text  orgs.SentimentText
		tags  []string
	}{
		{"positive", cz.Happy, tags.Happy},
		{"neutral", cz.Neutral, tags.Neutral},
		{"negative", cz.Sad, tags.Sad},
	} {
		checked := in.Sentiment == s.value
		sv := Sentiment{Value: s.value, Emoji: s.text.Emoji, Label: s.text.Label, Title: s.text.Title,
			Placeholder: s.text.Placeholder, Checked: checked}
		for _, name := range s.tags {
			sv.Tags = append(sv.Tags, Tag{Name: name, Checked: checked && slices.Contains(in.Tags, name)})
		}
		page.Sentiments = append(page.Sentiments, sv)
	}
	return page
}

// PageTitle is the page's title.
func (p *RoomPage) PageTitle() string { return p.Name + " – " + p.Brand.Name }

// CharsLimit says how long the text may be.
func (p *RoomPage) CharsLimit() string { return fmt.Sprintf(p.T.CharsLimit, p.MaxText) }

// Render writes the page to w.
func (p *RoomPage) Render(w io.Writer) error { return render(w, "room", p) }
