package pages

import (
	"fmt"
	"io"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/forms"
)

// EmojiFaces are the faces of the answers 1 to forms.EmojiMax of an emoji
// question (Strings.EmojiNames names them).
var EmojiFaces = [forms.EmojiMax]string{"😞", "🙁", "😐", "🙂", "😄"}

// maxRadioScale is the widest scale shown as buttons; a wider one is a
// number field.
const maxRadioScale = 11

// fieldOf is the name of a question's field in the form post.
func fieldOf(questionID string) string { return "q-" + questionID }

// ParseFormAnswers reads the form post of f's page as the answers of the
// JSON API's POST /api/forms/public/:slug/submit: a number for rating,
// emoji and scale questions (a value that is not one is passed on as
// text, which the Service rejects), the text of a text question, an option
// id (a list when Multiple) for options and image_choice. Blank fields are
// no answer.
func ParseFormAnswers(f *forms.Form, v url.Values) []forms.Answer {
	var out []forms.Answer
	for _, q := range f.Questions {
		answered := nonBlank(v[fieldOf(q.ID)])
		if len(answered) == 0 {
			continue
		}
		a := forms.Answer{QuestionID: q.ID, Value: answered[0]}
		switch q.Type {
		case forms.Rating, forms.Emoji, forms.Scale:
			if n, err := strconv.ParseFloat(strings.TrimSpace(answered[0]), 64); err == nil {
				a.Value = n
			}
		case forms.Options, forms.ImageChoice:
			if q.Multiple {
				a.Value = answered
			}
		}
		out = append(out, a)
	}
	return out
}

// nonBlank returns the values of a field that are not blank: a blank
// field is no answer.
func nonBlank(values []string) []string {
	var out []string
	for _, s := range values {
		if strings.TrimSpace(s) != "" {
			out = append(out, s)
		}
	}
	return out
}

// FormPage is the page of a form.
type FormPage struct {
	Page
	State       State
	Title       string
	Description string
	Questions   []Question
	// AnyRequired tells whether to explain the required mark.
	AnyRequired bool
	// Error says why the last submission failed when no question is to
	// blame, "" otherwise.
	Error string
	// ClosedBody says why a Closed form accepts nothing: inactive, not
	// open yet (and when it opens), or closed for good.
	ClosedBody string
	// Preview, when not nil, makes the page a preview that organizers see
	// as respondents would, with a note above the questions.
	Preview *Preview
}

// Preview is the note above the questions of a preview: what it says, and
// a link back to where the organizer came from.
type Preview struct {
	Note, Back, BackText string
}

// Question is a question of a form's page.
type Question struct {
	ID       string // the id of its element, a link target
	Field    string // its field in the form post
	Type     forms.QuestionType
	Text     string
	Required bool
	ImageURL string
	// Input is "textarea", "number", "radio" or "checkbox".
	Input string
	// Choices are the buttons of a radio or checkbox question.
	Choices []Choice
	// Min, Max bound a number field; MinLabel and MaxLabel name the ends
	// of a scale.
	Min, Max           int
	MinLabel, MaxLabel string
	// Value is the content of a text or number field.
	Value string
	// MaxText is the longest text of a text field.
	MaxText int
	// Error is the problem with the last answer, "" for none.
	Error string
}

// ErrorID is the id of the element holding q's error.
func (q Question) ErrorID() string { return q.ID + "-error" }

// Choice is a button of a question.
type Choice struct {
	Value string
	// Label is the text of the choice; Emoji, when set, is shown instead
	// and Label read by screen readers.
	Label, Emoji, ImageURL string
	Checked                bool
}

// NewFormPage returns the page of f for the respondent at now: imageURL
// gives the address of an uploaded image's key, in holds what they sent
// (shown again after a failed submission), problems the details of the
// Service's VALIDATION_FAILED about it, each answer's told in the words
// of p.T (answerProblem). An inactive form, or one that is Closed at now,
// shows why instead of its questions.
func NewFormPage(p Page, f *forms.Form, now time.Time, imageURL func(key string) string, in url.Values, problems []feedbackkit.FieldError) *FormPage {
	page := &FormPage{Page: p, Title: f.Title, Description: f.Description}
	switch {
	case !f.Active:
		page.State, page.ClosedBody = Closed, p.T.FormClosedBody
	case f.OpensAt != nil && now.Before(*f.OpensAt):
		page.State, page.ClosedBody = Closed, fmt.Sprintf(p.T.FormOpensBody, f.OpensAt.UTC().Format(p.T.TimeLayout))
	case f.Closed(now):
		page.State, page.ClosedBody = Closed, p.T.FormEndedBody
	}
	byField := make(map[string]string, len(problems))
	for _, pr := range problems {
		byField[pr.Field] = pr.Message
	}
	for i, q := range f.Questions {
		values := in[fieldOf(q.ID)]
		v := Question{
			ID: fmt.Sprintf("question-%d", i+1), Field: fieldOf(q.ID), Type: q.Type, Text: q.Text,
			Required: q.Required, ImageURL: imageOf(imageURL, q.Image), Value: first(values),
		}
		_, refused := byField["responses["+q.ID+"]"]
		delete(byField, "responses["+q.ID+"]")
		page.AnyRequired = page.AnyRequired || q.Required
		switch q.Type {
		case forms.Text:
			v.Input, v.MaxText = "textarea", forms.MaxTextAnswer
		case forms.Rating:
			v.Input, v.Choices = "radio", numberChoices(1, q.Max, values)
		case forms.Emoji:
			v.Input, v.Choices = "radio", numberChoices(1, forms.EmojiMax, values)
			for k := range v.Choices {
				v.Choices[k].Emoji, v.Choices[k].Label = EmojiFaces[k], p.T.EmojiNames[k]
			}
		case forms.Scale:
			v.Min, v.Max, v.MinLabel, v.MaxLabel = q.Min, q.Max, q.MinLabel, q.MaxLabel
			if q.Max-q.Min+1 > maxRadioScale {
				v.Input = "number"
			} else {
				v.Input, v.Choices = "radio", numberChoices(q.Min, q.Max, values)
			}
		case forms.Options, forms.ImageChoice:
			v.Input = "radio"
			if q.Multiple {
				v.Input = "checkbox"
			}
			for k, o := range q.Options {
				label := o.Label
				if label == "" {
					label = fmt.Sprintf(p.T.OptionN, k+1)
				}
				v.Choices = append(v.Choices, Choice{Value: o.ID, Label: label,
					ImageURL: imageOf(imageURL, o.Image), Checked: slices.Contains(values, o.ID)})
			}
		}
		if refused {
			v.Error = answerProblem(p.T, v, values)
		}
		page.Questions = append(page.Questions, v)
	}
	// A problem no question owns is shown above the form: the form's
	// (responses), sent with no question answered, in the page's words;
	// another (none is expected from this page's own fields) as it is.
	for _, pr := range problems {
		if _, ok := byField[pr.Field]; ok {
			if pr.Field == "responses" {
				page.Error = p.T.NoAnswer
			} else {
				page.Error = pr.Field + ": " + pr.Message
			}
			break
		}
	}
	return page
}

// answerProblem returns what the page says, in the words of t, of the
// Service's refusal of the answer to q, given the values the respondent
// sent: a required question left unanswered, a text too long or with
// characters that cannot be kept, a number out of the field's range, or
// an answer that is none of the question's buttons (the form changed
// while it was open, or the post was not the page's).
func answerProblem(t *Strings, q Question, values []string) string {
	switch {
	case len(nonBlank(values)) == 0:
		return t.AnswerRequired
	case q.Input == "textarea" && utf8.RuneCountInString(first(values)) > q.MaxText:
		return fmt.Sprintf(t.AnswerTooLong, q.MaxText)
	case q.Input == "textarea":
		return t.AnswerRefused
	case q.Input == "number":
		return fmt.Sprintf(t.AnswerNumber, q.Min, q.Max)
	}
	return t.AnswerChoice
}

// Problems returns the questions with an error, for the summary above the
// form.
func (p *FormPage) Problems() []Question {
	var out []Question
	for _, q := range p.Questions {
		if q.Error != "" {
			out = append(out, q)
		}
	}
	return out
}

// PageTitle is the page's title.
func (p *FormPage) PageTitle() string { return p.Title + " – " + p.Brand.Name }

// Render writes the page to w.
func (p *FormPage) Render(w io.Writer) error { return render(w, "form", p) }

// numberChoices are the buttons lo to hi, those in checked checked.
func numberChoices(lo, hi int, checked []string) []Choice {
	var out []Choice
	for n := lo; n <= hi; n++ {
		s := strconv.Itoa(n)
		out = append(out, Choice{Value: s, Label: s, Checked: slices.Contains(checked, s)})
	}
	return out
}

func imageOf(imageURL func(string) string, key string) string {
	if key == "" || imageURL == nil {
		return ""
	}
	return imageURL(key)
}

func first(values []string) string {
	if len(values) == 0 {
		return ""
	}
	return values[0]
}
