// Package forms is the surveys of feedbackkit (docs/forms.md): an
// organization's forms with their questions, the public form
// a respondent opens by its slug, the responses it accepts, and what is
// learned from them: per-question statistics, analytics across forms, word
// frequencies, and AI analyses and summaries of the text answers.
//
// A Service validates forms and responses, enforces the organization's form
// cap (through Quota) and decides who may see and change what: every member
// reads every form and creates forms; a form's creator, admins and owners
// change it (Form.ManagedBy). It keeps forms and responses in a Store,
// the seam a host program uses: BunStore (NewBunStore) keeps them in tables
// of a PostgreSQL or SQLite database created by Migrate; a host may wrap it
// or provide its own. Statistics, analytics and word frequencies are
// computed by the Store, in the database.
//
// Every accepted response is told to the Config.Subscribers once it has
// committed (see Event), with the sentiment of its text answers (none
// while their analysis is pending: Response.AnalysisPending), as the
// feedback package tells of new room feedback.
package forms

import (
	"time"

	"github.com/feedbackkit/feedbackkit/analysis"
)

// QuestionType is the kind of a question, which decides the values its
// answers take.
type QuestionType string

// The question types (FormQuestionType in the OpenAPI document).
const (
	// Rating answers are whole numbers from 1 to the question's Max.
	Rating QuestionType = "rating"
	// Text answers are free text of up to MaxTextAnswer characters.
	Text QuestionType = "text"
	// Emoji answers are whole numbers from 1 (😞) to EmojiMax (😄).
	Emoji QuestionType = "emoji"
	// Options answers are option ids of the question: one, or with
	// Multiple several.
	Options QuestionType = "options"
	// ImageChoice answers are option ids, as Options; its options carry
	// images.
	ImageChoice QuestionType = "image_choice"
	// Scale answers are whole numbers from the question's Min to its Max.
	Scale QuestionType = "scale"
)

// Valid reports whether t is one of the question types.
func (t QuestionType) Valid() bool {
	switch t {
	case Rating, Text, Emoji, Options, ImageChoice, Scale:
		return true
	}
	return false
}

// numeric reports whether answers to t are numbers.
func (t QuestionType) numeric() bool { return t == Rating || t == Emoji || t == Scale }

// choice reports whether answers to t are option ids.
func (t QuestionType) choice() bool { return t == Options || t == ImageChoice }

// Limits of forms and their answers. The description, a question's
// text, a scale's labels and an option's label may hold line breaks: their
// vertical tabs, form feeds, next lines (U+0085) and line and paragraph
// separators (U+2028, U+2029) are stored as line breaks
// (feedbackkit.CleanText); the title is one line (feedbackkit.CheckName),
// which refuses them.
const (
	MaxTitle       = 200
	MaxDescription = 2000
	MaxQuestions   = 100
	MaxQuestion    = 500  // characters of a question's text
	MaxOptions     = 50   // options of one question
	MaxOptionLabel = 200  // characters of an option's label
	MaxScaleLabel  = 100  // characters of a scale's end labels
	MaxTextAnswer  = 5000 // characters of a text answer
	EmojiMax       = 5    // the emoji scale: 1 (😞) to 5 (😄)
	DefaultRating  = 5    // Max of a rating question that sets none
	MaxRating      = 10
	DefaultScaleLo = 1  // Min of a scale question that sets none
	DefaultScaleHi = 10 // Max of a scale question that sets none
	MaxScaleSpan   = 100
)

// Form is a survey of an organization.
type Form struct {
	ID    string
	OrgID string
	// CreatorID is the id of the member who created the form (or the
	// clone): with admins and owners, the one who may change it (see
	// ManagedBy).
	CreatorID   string
	Title       string
	Description string
	// Slug is unique across the service, URL-safe, and names the form in
	// its public link {base_url}/f/{slug}.
	Slug string
	// Active forms accept responses, within their window and quota.
	Active bool
	// RequireChallenge makes a submission carry the solution of a
	// proof-of-work challenge (see Config.Challenges).
	RequireChallenge bool
	// OpensAt and ClosesAt, when not nil, bound the time in which the
	// form accepts responses: from OpensAt, until (not at) ClosesAt.
	OpensAt, ClosesAt *time.Time
	// MaxResponses, when not nil, is the quota: the form accepts no
	// response once it has received that many.
	MaxResponses *int
	// Received counts the responses the form has received, those deleted
	// since (by retention or otherwise) included: what the quota counts.
	// A Store fills it when it reads the form; it is never written.
	Received  int
	Questions []Question
	CreatedAt time.Time
	UpdatedAt time.Time
}

// Closed reports whether f refuses responses at now because of its window
// or its quota, whether it is active or not: before OpensAt, from ClosesAt
// on, or once Received reached MaxResponses.
func (f *Form) Closed(now time.Time) bool {
	return f.OpensAt != nil && now.Before(*f.OpensAt) ||
		f.ClosesAt != nil && !now.Before(*f.ClosesAt) ||
		f.MaxResponses != nil && f.Received >= *f.MaxResponses
}

// Question finds the question id of f.
func (f *Form) Question(id string) (*Question, bool) {
	for i := range f.Questions {
		if f.Questions[i].ID == id {
			return &f.Questions[i], true
		}
	}
	return nil, false
}

// Images returns the upload keys of f's question and option images.
func (f *Form) Images() []string {
	var keys []string
	for _, q := range f.Questions {
		if q.Image != "" {
			keys = append(keys, q.Image)
		}
		for _, o := range q.Options {
			if o.Image != "" {
				keys = append(keys, o.Image)
			}
		}
	}
	return keys
}

// Question is one question of a form. Its fields beyond Type, Text and
// Required apply to some types only, as their comments say.
type Question struct {
	// ID is assigned by the Service and stays the same across updates
	// that keep the question.
	ID       string       `json:"questionId"`
	Type     QuestionType `json:"type"`
	Text     string       `json:"text"`
	Required bool         `json:"required"`
	// Min is the lowest value of a scale.
	Min int `json:"min,omitempty"`
	// Max is the highest value of a rating or a scale.
	Max int `json:"max,omitempty"`
	// MinLabel and MaxLabel name the ends of a scale.
	MinLabel string `json:"minLabel,omitempty"`
	MaxLabel string `json:"maxLabel,omitempty"`
	// Options are the choices of an options or image_choice question.
	Options []Option `json:"options,omitempty"`
	// Multiple lets an options or image_choice answer pick several.
	Multiple bool `json:"multiple,omitempty"`
	// Image is the upload key of the question's image, "" for none.
	Image string `json:"image,omitempty"`
}

// numberRange returns the lowest and highest answer to a rating, emoji or
// scale question.
func (q *Question) numberRange() (lo, hi int) {
	switch q.Type {
	case Emoji:
		return 1, EmojiMax
	case Scale:
		return q.Min, q.Max
	}
	return 1, q.Max
}

// Option is a choice of an options or image_choice question.
type Option struct {
	// ID is assigned by the Service and stays the same across updates
	// that keep the option.
	ID    string `json:"optionId"`
	Label string `json:"label"`
	// Image is the upload key of the option's image, "" for none.
	Image string `json:"image,omitempty"`
}

// Response is one respondent's submission to a form.
type Response struct {
	ID     string
	FormID string
	OrgID  string
	// Answers are the answered questions, in the form's order.
	Answers []Answer
	// Complete is true when every question of the form, as it was when the
	// response came, was answered.
	Complete bool
	// Sentiment is the sentiment of the text answers, "" when the response
	// has none, or while their analysis is pending.
	Sentiment analysis.Sentiment
	// AnalysisPending is true until the forms.analyze_response job stores
	// the sentiment of the text answers (for good, should every attempt of
	// the job fail): the Analyzer did not answer within
	// Config.SentimentTimeout on submission. The API does not show it: such
	// a response shows no sentiment until the job has run.
	AnalysisPending bool
	CreatedAt       time.Time
}

// Answer is the answer to one question. Value is a number (float64 from
// JSON; any Go integer or float type from a program) for rating, emoji and
// scale questions, a string for text questions, and an option id (string)
// or a list of option ids ([]string, or []any of strings from JSON) for
// options and image_choice questions. Stored answers hold float64, string
// and []string values; a text's vertical tabs, form feeds, next lines and
// line and paragraph separators are stored as line breaks
// (feedbackkit.CleanText).
type Answer struct {
	QuestionID string `json:"questionId"`
	Value      any    `json:"value"`
}

// ResponseView is a response as the API shows it (the FormResponse schema
// of server/openapi.json): what the server answers and what webhooks send.
type ResponseView struct {
	ID        string             `json:"_id"`
	FormID    string             `json:"formId"`
	Responses []Answer           `json:"responses"`
	Complete  bool               `json:"complete"`
	Sentiment analysis.Sentiment `json:"sentiment,omitempty"`
	CreatedAt time.Time          `json:"createdAt"`
}

// View returns r as the API shows it: its time in UTC, no answers as [].
func (r *Response) View() ResponseView {
	return ResponseView{ID: r.ID, FormID: r.FormID, Responses: nonNil(r.Answers), Complete: r.Complete,
		Sentiment: r.Sentiment, CreatedAt: r.CreatedAt.UTC()}
}
