package forms

import (
	"context"
	"math"
	"slices"
	"time"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/identity"
)

// MaxFormCloudWords is the most words FormCloud reports.
const MaxFormCloudWords = 100

// Stats is the per-question breakdown of a form's responses.
type Stats struct {
	FormID    string          `json:"formId"`
	Responses int             `json:"totalResponses"`
	Questions []QuestionStats `json:"questions"`
}

// QuestionStats is the breakdown of the answers to one question.
type QuestionStats struct {
	QuestionID string       `json:"questionId"`
	Type       QuestionType `json:"type"`
	Text       string       `json:"text"`
	// Responses is the number of responses that answered the question.
	Responses int `json:"responseCount"`
	// Average is the mean answer of a rating, emoji or scale question, nil
	// without answers or for other types.
	Average *float64 `json:"average,omitempty"`
	// Distribution counts each value of a rating, emoji or scale question,
	// every value of its range in order.
	Distribution []ValueShare `json:"distribution,omitempty"`
	// Options counts each option of an options or image_choice question,
	// in the question's order.
	Options []OptionShare `json:"options,omitempty"`
}

// ValueShare is how many answers gave a value.
type ValueShare struct {
	Value int `json:"value"`
	Count int `json:"count"`
}

// OptionShare is how many answers picked an option.
type OptionShare struct {
	OptionID string `json:"optionId"`
	Label    string `json:"label"`
	Count    int    `json:"count"`
}

// Stats returns the per-question breakdown of the responses to the form id
// of the caller's organization, computed by the Store in the database. It
// returns NOT_FOUND.
func (s *Service) Stats(ctx context.Context, id string) (*Stats, error) {
	f, err := s.FindForm(ctx, id)
	if err != nil {
		return nil, err
	}
	counts, err := s.store.CountAnswers(ctx, f.OrgID, f.ID)
	if err != nil {
		return nil, err
	}
	byQuestion := map[string][]ValueCount{}
	for _, v := range counts.Values {
		byQuestion[v.QuestionID] = append(byQuestion[v.QuestionID], v)
	}
	st := &Stats{FormID: f.ID, Responses: counts.Responses, Questions: make([]QuestionStats, len(f.Questions))}
	for i, q := range f.Questions {
		st.Questions[i] = questionStats(&q, byQuestion[q.ID])
	}
	return st, nil
}

// questionStats assembles the breakdown of q from its value counts.
func questionStats(q *Question, values []ValueCount) QuestionStats {
	qs := QuestionStats{QuestionID: q.ID, Type: q.Type, Text: q.Text}
	for _, v := range values {
		qs.Responses += v.Responses
	}
	switch {
	case q.Type.numeric():
		lo, hi := q.numberRange()
		qs.Distribution = make([]ValueShare, 0, hi-lo+1)
		for n := lo; n <= hi; n++ {
			qs.Distribution = append(qs.Distribution, ValueShare{Value: n})
		}
		var sum float64
		var count int
		for _, v := range values {
			if v.Number == nil {
				continue
			}
			sum += *v.Number * float64(v.Count)
			count += v.Count
			// Answers outside today's range (the question's range changed)
			// count in the average but have no bucket.
			if k := int(*v.Number) - lo; k >= 0 && k < len(qs.Distribution) {
				qs.Distribution[k].Count += v.Count
			}
		}
		if count > 0 {
			avg := math.Round(sum/float64(count)*100) / 100
			qs.Average = &avg
		}
	case q.Type.choice():
		qs.Options = make([]OptionShare, len(q.Options))
		for i, o := range q.Options {
			qs.Options[i] = OptionShare{OptionID: o.ID, Label: o.Label}
			for _, v := range values {
				if v.OptionID == o.ID {
					qs.Options[i].Count += v.Count
				}
			}
		}
	}
	return qs
}

// Analytics is the activity of every form of an organization.
type Analytics struct {
	// Forms is the number of forms, Responses the number of their
	// responses.
	Forms     int `json:"totalForms"`
	Responses int `json:"totalResponses"`
	// CompletionRate is the share of the responses that answered every
	// question, from 0 to 1 (0 without responses).
	CompletionRate float64 `json:"completionRate"`
	// PerForm tells of each form, newest form first.
	PerForm []FormAnalytics `json:"forms"`
}

// FormAnalytics is the activity of one form.
type FormAnalytics struct {
	FormID         string     `json:"formId"`
	Title          string     `json:"title"`
	Slug           string     `json:"slug"`
	Active         bool       `json:"active"`
	Responses      int        `json:"responses"`
	CompletionRate float64    `json:"completionRate"`
	LastResponseAt *time.Time `json:"lastResponseAt"`
}

// Analytics returns the response counts and completion rates of every form
// of the caller's organization, computed by the Store in the database.
func (s *Service) Analytics(ctx context.Context) (*Analytics, error) {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return nil, err
	}
	forms, err := s.store.FindForms(ctx, p.OrgID)
	if err != nil {
		return nil, err
	}
	activity, err := s.store.FormActivity(ctx, p.OrgID)
	if err != nil {
		return nil, err
	}
	byForm := map[string]Activity{}
	for _, a := range activity {
		byForm[a.FormID] = a
	}
	an := &Analytics{Forms: len(forms), PerForm: make([]FormAnalytics, len(forms))}
	complete := 0
	for i, f := range forms {
		a := byForm[f.ID]
		an.PerForm[i] = FormAnalytics{
			FormID: f.ID, Title: f.Title, Slug: f.Slug, Active: f.Active,
			Responses: a.Responses, CompletionRate: rate(a.Complete, a.Responses), LastResponseAt: a.LastResponseAt,
		}
		an.Responses += a.Responses
		complete += a.Complete
	}
	an.CompletionRate = rate(complete, an.Responses)
	return an, nil
}

// rate is n/total rounded to 4 decimals, 0 when total is 0.
func rate(n, total int) float64 {
	if total == 0 {
		return 0
	}
	return math.Round(float64(n)/float64(total)*10000) / 10000
}

// Responses returns a page of the responses to the form id of the caller's
// organization that f selects, newest first. It returns NOT_FOUND, and
// VALIDATION_FAILED for a bad page or an End before Start.
func (s *Service) Responses(ctx context.Context, id string, f ResponseFilter, page feedbackkit.PageRequest) (feedbackkit.Page[*Response], error) {
	page, err := page.Normalize()
	if err != nil {
		return feedbackkit.Page[*Response]{}, err
	}
	if err := f.validate(); err != nil {
		return feedbackkit.Page[*Response]{}, err
	}
	form, err := s.FindForm(ctx, id)
	if err != nil {
		return feedbackkit.Page[*Response]{}, err
	}
	items, total, err := s.store.FindResponses(ctx, form.OrgID, form.ID, f, page)
	if err != nil {
		return feedbackkit.Page[*Response]{}, err
	}
	return feedbackkit.NewPage(items, total, page), nil
}

// FormCloud returns the most frequent words of the text answers of the
// newest Config.FormCloudSize responses to the caller's organization's
// forms (to its form formID only, unless formID is ""), counted by the
// Store in the database, without the profane words (analysis.IsProfane)
// that responses stored before CloudWords left them out still hold:
// MaxFormCloudWords words when there are as many clean ones. It
// returns NOT_FOUND for a formID that is not the organization's.
func (s *Service) FormCloud(ctx context.Context, formID string) ([]analysis.WordCount, error) {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return nil, err
	}
	if formID != "" {
		if _, err := s.store.FindForm(ctx, p.OrgID, formID, false); err != nil {
			return nil, err
		}
	}
	// Ask for more words until MaxFormCloudWords clean ones are found or
	// the Store has no more.
	for n := MaxFormCloudWords; ; n *= 2 {
		words, err := s.store.TopWords(ctx, p.OrgID, formID, s.cfg.FormCloudSize, n)
		if err != nil {
			return nil, err
		}
		all := len(words)
		words = slices.DeleteFunc(words, func(w analysis.WordCount) bool { return analysis.IsProfane(w.Word) })
		if len(words) >= MaxFormCloudWords || all < n {
			return words[:min(len(words), MaxFormCloudWords)], nil
		}
	}
}

// nonNil returns s, or an empty slice for nil (a JSON [] rather than null).
func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
