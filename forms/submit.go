package forms

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/internal/database"
)

// EventKind names a forms event.
type EventKind string

// The forms events.
const (
	// EventResponseCreated: a response was stored.
	EventResponseCreated EventKind = "forms.response_created"
)

// Event is what happened to a response.
type Event struct {
	Kind EventKind
	// Form is the form as it was when the response came; Response the
	// response as committed, with the sentiment of its text answers, or
	// none while their analysis is pending (Response.AnalysisPending). A
	// Subscriber must change neither.
	Form     *Form
	Response *Response
}

// Subscriber is told of events after the change that caused them has
// committed, synchronously, in the goroutine of the change: it must be
// quick and hand slow work to a queue. A panic in a subscriber is
// recovered and logged. Each event is told once, never for a response
// that was rolled back.
type Subscriber func(ctx context.Context, e Event)

// PublicForm returns the form whose slug is slug, for a respondent: no
// principal is needed. It returns NOT_FOUND for an unknown slug; an
// inactive form is returned (with Active false) so that a page can say
// so.
func (s *Service) PublicForm(ctx context.Context, slug string) (*Form, error) {
	if !validSlug(slug) {
		return nil, errNoForm()
	}
	return s.store.FindFormBySlug(ctx, slug)
}

// Submit stores a respondent's answers to the form whose slug is slug: no
// principal is needed. The answers are checked against the form (see
// Answer for the values each question type takes); the sentiment of the
// text answers is analysed within Config.SentimentTimeout, past which, or
// when the Analyzer fails, the response is stored without one, its
// AnalysisPending set, and a forms.analyze_response job, committed with
// it, stores the sentiment later. Submit returns
// NOT_FOUND for an unknown slug, FORM_INACTIVE for an inactive form,
// FORM_CLOSED (checked after FORM_INACTIVE) outside the form's window or
// once it has received MaxResponses responses (exactly: concurrent
// submissions, of any instance, never exceed the quota), and
// VALIDATION_FAILED, with a detail per question, for a missing required
// answer, a value of the wrong type or out of range, or an unknown
// questionId, and with the detail responses when no question is answered
// (no answers, or only empty ones). The response is stored whole or not at all, with what the
// response hooks that want it write (AddResponseHook); once Submit has
// returned it, it is committed. The form is looked up at most once per
// Config.FormTTL.
func (s *Service) Submit(ctx context.Context, slug string, answers []Answer) (*Response, error) {
	return s.SubmitWithID(ctx, "", slug, "", answers)
}

// SubmitWithID is Submit with id, when not "", as the ID of the new
// response instead of a generated one: a UUID the caller reserved so that
// a retried submission is stored once (see package idempotency), and with
// solution, the proof of work of a form that requires one (checked last,
// and used up, by Config.Challenges: CHALLENGE_FAILED). When the form
// holds a response with this ID already, SubmitWithID returns it and
// stores nothing.
func (s *Service) SubmitWithID(ctx context.Context, id, slug, solution string, answers []Answer) (*Response, error) {
	f, r, prev, err := s.admit(ctx, id, slug, solution, answers)
	if prev != nil || err != nil {
		return prev, err
	}
	if text := textOf(r.Answers); text != "" {
		r.Sentiment, r.AnalysisPending = s.sentiment(ctx, text)
	}
	err = s.insertResponse(ctx, f, r, cloudWords(r.Answers))
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeAlreadyExists {
		// An earlier SubmitWithID with id committed meanwhile.
		if prev, perr := s.submitted(ctx, f, r.ID); prev != nil || perr != nil {
			return prev, perr
		}
	}
	if err != nil {
		return nil, err
	}
	database.Publish(ctx, s.cfg.Logger, "forms", s.cfg.Subscribers, func(e Event) []any {
		return []any{"event", e.Kind, "response_id", e.Response.ID}
	}, Event{Kind: EventResponseCreated, Form: f, Response: r})
	return r, nil
}

// Trap answers a submission that a program sent (it filled a honeypot, see
// package pages) as SubmitWithID would answer it, with the same errors in
// the same order, so that the program cannot tell it was caught; it
// stores nothing, analyses nothing and tells no one. A proof-of-work
// solution is checked and used up as SubmitWithID does.
func (s *Service) Trap(ctx context.Context, id, slug, solution string, answers []Answer) error {
	_, _, _, err := s.admit(ctx, id, slug, solution, answers)
	return err
}

// admit checks a submission as SubmitWithID does before it analyses and
// stores: the form of slug, whether it takes responses, the answers, then
// the proof of work. It returns the form and the new response, with its
// ID, cleaned answers and creation time, or the response the form holds
// under id already (prev), or the error of the first check that fails.
func (s *Service) admit(ctx context.Context, id, slug, solution string, answers []Answer) (f *Form, r, prev *Response, err error) {
	f, err = s.bySlug.Load(slug, s.cfg.Now, func() (*Form, error) { return s.PublicForm(ctx, slug) })
	if err != nil {
		return nil, nil, nil, err
	}
	if prev, err := s.submitted(ctx, f, id); prev != nil || err != nil {
		return f, nil, prev, err
	}
	if !f.Active {
		return nil, nil, nil, feedbackkit.Errorf(feedbackkit.CodeFormInactive, "this form does not accept responses")
	}
	if err := closedErr(f, s.now()); err != nil {
		return nil, nil, nil, err
	}
	clean, complete, err := checkAnswers(f, answers)
	if err != nil {
		return nil, nil, nil, err
	}
	if f.RequireChallenge {
		if s.cfg.Challenges == nil {
			return nil, nil, nil, feedbackkit.Errorf(feedbackkit.CodeChallengeFailed, "this form requires a proof of work that the server cannot check")
		}
		if err := s.cfg.Challenges.Verify(ctx, solution); err != nil {
			return nil, nil, nil, err
		}
	}
	if id == "" {
		id = newID()
	}
	r = &Response{ID: id, FormID: f.ID, OrgID: f.OrgID, Answers: clean, Complete: complete, CreatedAt: s.now()}
	return f, r, nil, nil
}

// ResponseHook writes, inside the transaction that stores a new response,
// what must follow the response without fail (the deliveries of webhooks):
// it commits or rolls back with the response, so that a process that stops
// right after the commit loses none of it, which a Subscriber cannot
// promise.
type ResponseHook interface {
	// WantsResponses reports whether the hook has anything to write for
	// the new responses of the organization orgID. Submit asks it before
	// each submission, outside any transaction: it must be quick (it may
	// remember its answers for a short while) and answer true when it
	// cannot tell. A response no hook wants keeps the fast path: the
	// BunStore joins it to the responses arriving at the same time,
	// without a transaction of its own.
	WantsResponses(ctx context.Context, orgID string) bool
	// ResponseCreated writes what follows the new response r to the form
	// f in the transaction ctx carries, where the response is stored
	// already; an error fails the submission and stores nothing.
	ResponseCreated(ctx context.Context, f *Form, r *Response) error
}

// AddResponseHook adds h to the hooks that Submit runs in the transaction
// of each new response that h wants. Add hooks while wiring, before the
// Service is used: it is not safe to add them concurrently with calls.
func (s *Service) AddResponseHook(h ResponseHook) { s.onSubmit = append(s.onSubmit, h) }

// insertResponse stores the response r to the form f, with words, its
// word-cloud words, the forms.analyze_response job of a response whose
// analysis is pending and what the response hooks that want it write, in
// one transaction; without such a job or hook, the store may join it to
// the responses arriving at the same time.
func (s *Service) insertResponse(ctx context.Context, f *Form, r *Response, words []string) error {
	var hooks []ResponseHook
	for _, h := range s.onSubmit {
		if h.WantsResponses(ctx, r.OrgID) {
			hooks = append(hooks, h)
		}
	}
	if len(hooks) == 0 && !r.AnalysisPending {
		return s.store.InsertResponse(ctx, r, words)
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.InsertResponse(ctx, r, words); err != nil {
			return err
		}
		if r.AnalysisPending {
			args := AnalyzeResponseArgs{OrgID: r.OrgID, FormID: r.FormID, ResponseID: r.ID}
			if err := s.deps.Queue.Enqueue(ctx, args, nil); err != nil {
				return fmt.Errorf("forms: queue a response's analysis: %w", err)
			}
		}
		for _, h := range hooks {
			if err := h.ResponseCreated(ctx, f, r); err != nil {
				return err
			}
		}
		return nil
	})
}

// closedErr returns FORM_CLOSED when f refuses responses at now because of
// its window or quota (see Form.Closed), else nil.
func closedErr(f *Form, now time.Time) error {
	switch {
	case f.OpensAt != nil && now.Before(*f.OpensAt):
		return feedbackkit.Errorf(feedbackkit.CodeFormClosed, "this form opens at %s", f.OpensAt.UTC().Format(time.RFC3339))
	case f.ClosesAt != nil && !now.Before(*f.ClosesAt):
		return feedbackkit.Errorf(feedbackkit.CodeFormClosed, "this form closed at %s", f.ClosesAt.UTC().Format(time.RFC3339))
	case f.Closed(now):
		return errQuotaReached()
	}
	return nil
}

// submitted returns the response id when the form f holds it already, and
// nil when id is "" or there is no such response yet.
func (s *Service) submitted(ctx context.Context, f *Form, id string) (*Response, error) {
	if id == "" {
		return nil, nil
	}
	r, err := s.store.FindResponse(ctx, f.OrgID, f.ID, id)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return nil, nil
	}
	return r, err
}

// sentiment returns the sentiment of text within SentimentTimeout, or
// pending (logged) when the Analyzer fails or does not answer in time.
func (s *Service) sentiment(ctx context.Context, text string) (_ analysis.Sentiment, pending bool) {
	sentiment, err := s.analyze(ctx, text, s.cfg.SentimentTimeout)
	if err != nil {
		s.cfg.Logger.WarnContext(ctx, "forms: inline analysis failed; a job will analyse the response", "error", err)
		return "", true
	}
	return sentiment, false
}

// analyze returns the sentiment of text within timeout (see
// analysis.AnalyzeWithin).
func (s *Service) analyze(ctx context.Context, text string, timeout time.Duration) (analysis.Sentiment, error) {
	res, err := analysis.AnalyzeWithin(ctx, s.cfg.Analyzer, text, timeout)
	if err != nil {
		return "", err
	}
	return res.Sentiment, nil
}

// textOf joins the text answers of answers, one paragraph each.
func textOf(answers []Answer) string {
	var parts []string
	for _, a := range answers {
		if s, ok := a.Value.(string); ok {
			parts = append(parts, s)
		}
	}
	return strings.Join(parts, "\n\n")
}

// cloudWords returns the word-cloud words of the text answers of answers.
func cloudWords(answers []Answer) []string {
	var words []string
	for _, a := range answers {
		if s, ok := a.Value.(string); ok {
			words = append(words, analysis.CloudWords(s)...)
		}
	}
	return words
}

// validSlug reports whether slug could be a slug: 1 to 64 characters of
// lower-case ASCII letters, digits and hyphens.
func validSlug(slug string) bool {
	if slug == "" || len(slug) > 64 {
		return false
	}
	for _, r := range slug {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') {
			return false
		}
	}
	return true
}
