package forms

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/feedbackkit/feedbackkit"
)

// buildQuestions checks the questions of a form being written and returns
// them as stored: new questions and options get new ids; those carrying
// the id of one of existing's keep it and its image. existing is nil for a
// new form. It returns VALIDATION_FAILED naming the first bad field.
func buildQuestions(in []QuestionInput, existing *Form) ([]Question, error) {
	if len(in) == 0 {
		return nil, feedbackkit.Invalid("questions", "at least one question is required")
	}
	if len(in) > MaxQuestions {
		return nil, feedbackkit.Invalid("questions", fmt.Sprintf("at most %d questions", MaxQuestions))
	}
	out := make([]Question, len(in))
	seen := map[string]bool{}
	for i, qi := range in {
		field := fmt.Sprintf("questions[%d]", i)
		q, err := buildQuestion(field, qi, existing)
		if err != nil {
			return nil, err
		}
		if seen[q.ID] {
			return nil, feedbackkit.Invalid(field+".questionId", "appears twice")
		}
		seen[q.ID] = true
		out[i] = q
	}
	return out, nil
}

// buildQuestion checks one question; see buildQuestions.
func buildQuestion(field string, in QuestionInput, existing *Form) (Question, error) {
	q := Question{
		Type:     in.Type,
		Text:     strings.TrimSpace(in.Text),
		Required: in.Required,
		Multiple: in.Multiple,
	}
	var old *Question
	if in.ID != "" {
		var ok bool
		if existing != nil {
			old, ok = existing.Question(in.ID)
		}
		if !ok {
			return q, feedbackkit.Invalid(field+".questionId", "is not a question of this form")
		}
		if old.Type != in.Type {
			return q, feedbackkit.Invalid(field+".type", "the type of an existing question cannot change: send it as a new question, without its questionId")
		}
		q.ID, q.Image = old.ID, old.Image
	} else {
		q.ID = newID()
	}
	if !q.Type.Valid() {
		return q, feedbackkit.Invalid(field+".type", "must be one of rating, text, emoji, options, image_choice, scale")
	}
	if q.Text == "" {
		return q, feedbackkit.Invalid(field+".text", "is required")
	}
	var err error
	if q.Text, err = feedbackkit.CleanText(field+".text", q.Text, MaxQuestion); err != nil {
		return q, err
	}
	if !q.Type.choice() && (len(in.Options) > 0 || in.Multiple) {
		return q, feedbackkit.Invalid(field+".options", "only options and image_choice questions have options")
	}
	if q.Type != Scale && (in.Min != nil || in.MinLabel != "" || in.MaxLabel != "") {
		return q, feedbackkit.Invalid(field+".min", "only scale questions have min, minLabel and maxLabel")
	}
	switch q.Type {
	case Rating:
		q.Max = DefaultRating
		if in.Max != nil {
			q.Max = *in.Max
		}
		if q.Max < 2 || q.Max > MaxRating {
			return q, feedbackkit.Invalid(field+".max", fmt.Sprintf("must be between 2 and %d", MaxRating))
		}
	case Scale:
		q.Min, q.Max = DefaultScaleLo, DefaultScaleHi
		if in.Min != nil {
			q.Min = *in.Min
		}
		if in.Max != nil {
			q.Max = *in.Max
		}
		if q.Min >= q.Max || q.Max-q.Min > MaxScaleSpan || q.Min < -MaxScaleSpan || q.Max > 2*MaxScaleSpan {
			return q, feedbackkit.Invalid(field+".max", fmt.Sprintf("min must be below max, at most %d apart, within -%d..%d", MaxScaleSpan, MaxScaleSpan, 2*MaxScaleSpan))
		}
		if q.MinLabel, err = feedbackkit.CleanText(field+".minLabel", strings.TrimSpace(in.MinLabel), MaxScaleLabel); err != nil {
			return q, err
		}
		if q.MaxLabel, err = feedbackkit.CleanText(field+".maxLabel", strings.TrimSpace(in.MaxLabel), MaxScaleLabel); err != nil {
			return q, err
		}
	case Options, ImageChoice:
		if in.Max != nil {
			return q, feedbackkit.Invalid(field+".max", "only rating and scale questions have max")
		}
		opts, err := buildOptions(field, in, old)
		if err != nil {
			return q, err
		}
		q.Options = opts
	default:
		if in.Max != nil {
			return q, feedbackkit.Invalid(field+".max", "only rating and scale questions have max")
		}
	}
	return q, nil
}

// buildOptions checks the options of a choice question; old is the
// question it updates, if any.
func buildOptions(field string, in QuestionInput, old *Question) ([]Option, error) {
	min := 2
	if in.Type == ImageChoice {
		min = 1
	}
	if len(in.Options) < min || len(in.Options) > MaxOptions {
		return nil, feedbackkit.Invalid(field+".options", fmt.Sprintf("must have %d to %d options", min, MaxOptions))
	}
	opts := make([]Option, len(in.Options))
	seen := map[string]bool{}
	for i, oi := range in.Options {
		of := fmt.Sprintf("%s.options[%d]", field, i)
		o := Option{Label: strings.TrimSpace(oi.Label)}
		if oi.ID != "" {
			prev, ok := findOption(old, oi.ID)
			if !ok {
				return nil, feedbackkit.Invalid(of+".optionId", "is not an option of this question")
			}
			o.ID, o.Image = prev.ID, prev.Image
		} else {
			o.ID = newID()
		}
		if seen[o.ID] {
			return nil, feedbackkit.Invalid(of+".optionId", "appears twice")
		}
		seen[o.ID] = true
		if o.Label == "" && in.Type == Options {
			return nil, feedbackkit.Invalid(of+".label", "is required")
		}
		var err error
		if o.Label, err = feedbackkit.CleanText(of+".label", o.Label, MaxOptionLabel); err != nil {
			return nil, err
		}
		opts[i] = o
	}
	return opts, nil
}

// findOption finds the option id of q (nil q has none).
func findOption(q *Question, id string) (*Option, bool) {
	if q == nil {
		return nil, false
	}
	for i := range q.Options {
		if q.Options[i].ID == id {
			return &q.Options[i], true
		}
	}
	return nil, false
}

// checkAnswers validates answers against f and returns them normalized
// (float64, string or []string values, in the form's question order,
// unanswered optional questions left out) and whether every question was
// answered. It returns VALIDATION_FAILED with a detail per bad or missing
// answer, naming the question as responses[questionId], or naming
// responses when no question is answered: such a response carries no
// feedback.
func checkAnswers(f *Form, answers []Answer) ([]Answer, bool, error) {
	if len(answers) > len(f.Questions) {
		return nil, false, feedbackkit.Invalid("responses", "more answers than questions")
	}
	given, seen := map[string]any{}, map[string]bool{}
	var details []feedbackkit.FieldError
	bad := func(field, msg string) { details = append(details, feedbackkit.FieldError{Field: field, Message: msg}) }
	for i, a := range answers {
		switch _, ok := f.Question(a.QuestionID); {
		case !ok:
			bad(fmt.Sprintf("responses[%d].questionId", i), "is not a question of this form")
		case seen[a.QuestionID]:
			bad(fmt.Sprintf("responses[%d].questionId", i), "is answered twice")
		case a.Value != nil:
			given[a.QuestionID] = a.Value
		}
		seen[a.QuestionID] = true
	}
	var out []Answer
	for _, q := range f.Questions {
		field := "responses[" + q.ID + "]"
		raw, ok := given[q.ID]
		if !ok {
			if q.Required {
				bad(field, "is required")
			}
			continue
		}
		v, answered, msg := checkValue(&q, raw)
		switch {
		case msg != "":
			bad(field, msg)
		case !answered && q.Required:
			bad(field, "is required")
		case answered:
			out = append(out, Answer{QuestionID: q.ID, Value: v})
		}
	}
	if len(details) > 0 {
		return nil, false, &feedbackkit.Error{
			Code:    feedbackkit.CodeValidationFailed,
			Message: details[0].Field + ": " + details[0].Message,
			Details: details,
		}
	}
	if len(out) == 0 {
		return nil, false, feedbackkit.Invalid("responses", "must answer at least one question")
	}
	return out, len(out) == len(f.Questions), nil
}

// checkValue checks one answer to q and returns its normalized value,
// false for an empty text (not an answer), or a message saying what is
// wrong.
func checkValue(q *Question, raw any) (any, bool, string) {
	switch {
	case q.Type.numeric():
		lo, hi := q.numberRange()
		n, ok := number(raw)
		if !ok || n != math.Trunc(n) || n < float64(lo) || n > float64(hi) {
			return nil, false, fmt.Sprintf("must be a whole number from %d to %d", lo, hi)
		}
		return n, true, ""
	case q.Type == Text:
		s, ok := raw.(string)
		if !ok {
			return nil, false, "must be a string"
		}
		var fe *feedbackkit.Error
		s, err := feedbackkit.CleanText("value", s, MaxTextAnswer)
		if errors.As(err, &fe) {
			return nil, false, fe.Details[0].Message // what is wrong: its length, a control character
		}
		s = strings.TrimSpace(s)
		return s, s != "", ""
	default:
		ids, ok := optionIDs(raw)
		if !ok || len(ids) == 0 {
			return nil, false, "must be an option id or a list of option ids"
		}
		if len(ids) > 1 && !q.Multiple {
			return nil, false, "takes one option"
		}
		seen := map[string]bool{}
		for _, id := range ids {
			if _, ok := findOption(q, id); !ok || seen[id] {
				return nil, false, fmt.Sprintf("option %q is not an option of this question (or is repeated)", id)
			}
			seen[id] = true
		}
		return ids, true, ""
	}
}

// number returns v as a float64 when it is a Go number.
func number(v any) (float64, bool) {
	switch n := v.(type) {
	case float64:
		return n, true
	case float32:
		return float64(n), true
	case int:
		return float64(n), true
	case int8:
		return float64(n), true
	case int16:
		return float64(n), true
	case int32:
		return float64(n), true
	case int64:
		return float64(n), true
	case uint:
		return float64(n), true
	case uint8:
		return float64(n), true
	case uint16:
		return float64(n), true
	case uint32:
		return float64(n), true
	case uint64:
		return float64(n), true
	}
	return 0, false
}

// optionIDs returns v as a list of option ids: a string, a []string, or a
// []any of strings (as JSON decodes a list).
func optionIDs(v any) ([]string, bool) {
	switch ids := v.(type) {
	case string:
		return []string{ids}, true
	case []string:
		return ids, true
	case []any:
		out := make([]string, len(ids))
		for i, id := range ids {
			s, ok := id.(string)
			if !ok {
				return nil, false
			}
			out[i] = s
		}
		return out, true
	}
	return nil, false
}

// MaxQuota is the largest MaxResponses of a form.
const MaxQuota = 1_000_000_000

// checkSchedule checks the quota and the window of f: MaxResponses from 1
// to MaxQuota, OpensAt and ClosesAt in the years feedbackkit.CheckTime
// allows, OpensAt not after ClosesAt. It returns VALIDATION_FAILED.
func checkSchedule(f *Form) error {
	if f.MaxResponses != nil && (*f.MaxResponses < 1 || *f.MaxResponses > MaxQuota) {
		return feedbackkit.Invalid("maxResponses", fmt.Sprintf("must be from 1 to %d, or null", MaxQuota))
	}
	if err := feedbackkit.CheckTime("opensAt", f.OpensAt); err != nil {
		return err
	}
	if err := feedbackkit.CheckTime("closesAt", f.ClosesAt); err != nil {
		return err
	}
	if f.OpensAt != nil && f.ClosesAt != nil && f.OpensAt.After(*f.ClosesAt) {
		return feedbackkit.Invalid("opensAt", "must not be after closesAt")
	}
	return nil
}

// utc returns t in UTC to the microsecond both databases keep, or nil.
func utc(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC().Truncate(time.Microsecond)
	return &u
}
