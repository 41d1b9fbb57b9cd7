package forms

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/riverqueue/river"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
)

// Status tells whether a stored analysis or text summary is ready.
type Status string

// The statuses of analyses and text summaries.
const (
	// StatusDone: the result is stored.
	StatusDone Status = "done"
	// StatusPending: the Summarizer did not answer within
	// Config.SummaryTimeout; a forms.summarize job computes the result and
	// stores it under the same id.
	StatusPending Status = "pending"
	// StatusFailed: the job gave up after its retries.
	StatusFailed Status = "failed"
)

// Digest is what the Summarizer found in a set of text answers.
type Digest struct {
	Summary     string                   `json:"summary"`
	Themes      []analysis.Theme         `json:"themes"`
	Sentiment   analysis.SentimentCounts `json:"sentiment"`
	KeyFindings []string                 `json:"keyFindings"`
	// Texts is the number of text answers read.
	Texts int    `json:"textCount"`
	Model string `json:"model"`
}

// Analysis is a stored AI analysis of a form's text answers.
type Analysis struct {
	ID     string `json:"_id"`
	FormID string `json:"formId"`
	OrgID  string `json:"-"`
	Status Status `json:"status"`
	Digest
	// Responses is the number of responses of the form.
	Responses int       `json:"responseCount"`
	CreatedAt time.Time `json:"createdAt"`
}

// TextSummary is a stored AI summary of the answers to one text question.
type TextSummary struct {
	ID         string `json:"_id"`
	FormID     string `json:"formId"`
	OrgID      string `json:"-"`
	QuestionID string `json:"questionId"`
	Status     Status `json:"status"`
	Digest
	CreatedAt time.Time `json:"createdAt"`
}

// SummarizeArgs is the job that computes a pending analysis (QuestionID "")
// or text summary of a form and stores it under ID.
type SummarizeArgs struct {
	OrgID      string `json:"org_id"`
	FormID     string `json:"form_id"`
	QuestionID string `json:"question_id,omitempty"`
	ID         string `json:"id"`
}

// Kind implements river.JobArgs.
func (SummarizeArgs) Kind() string { return "forms.summarize" }

// summarizeAttempts is how often a forms.summarize job runs before its
// result is marked failed.
const summarizeAttempts = 5

// InsertOpts implements river.JobArgsWithInsertOpts: summaries run in
// the queue of analyses, so that a Summarizer that hangs delays no other
// work.
func (SummarizeArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{MaxAttempts: summarizeAttempts, Queue: jobs.QueueAnalysis}
}

// AddWorkers registers the workers of the forms.summarize and
// forms.analyze_response jobs in workers. Call it before the jobs client
// starts.
func (s *Service) AddWorkers(workers *river.Workers) {
	river.AddWorker(workers, &summarizeWorker{s: s})
	river.AddWorker(workers, &analyzeResponseWorker{s: s})
}

// digest reads the newest text answers (to questionID, or to every
// question when "") of f, at most Config.MaxSummaryTexts, and condenses
// them with the Summarizer.
func (s *Service) digest(ctx context.Context, f *Form, questionID string) (Digest, error) {
	texts, err := s.store.TextAnswers(ctx, f.OrgID, f.ID, questionID, s.cfg.MaxSummaryTexts)
	if err != nil {
		return Digest{}, err
	}
	sum, err := s.cfg.Summarizer.Summarize(ctx, texts)
	if err != nil {
		return Digest{}, fmt.Errorf("forms: summarize %d texts: %w", len(texts), err)
	}
	return Digest{Summary: sum.Text, Themes: nonNil(sum.Themes), Sentiment: sum.Sentiment,
		KeyFindings: nonNil(sum.KeyFindings), Texts: len(texts), Model: summaryModel(s.cfg.Summarizer)}, nil
}

// summaryModel names the model of a Summarizer in stored results.
func summaryModel(sum analysis.Summarizer) string {
	if m, ok := sum.(interface{ ModelName() string }); ok {
		return m.ModelName()
	}
	return fmt.Sprintf("%T", sum)
}

// inline runs fn within Config.SummaryTimeout. It reports whether fn ran
// out of that time (while ctx itself did not end), so that the caller hands
// the work to a job.
func (s *Service) inline(ctx context.Context, fn func(ctx context.Context) error) (late bool, err error) {
	short, cancel := context.WithTimeout(ctx, s.cfg.SummaryTimeout)
	defer cancel()
	err = fn(short)
	if err != nil && errors.Is(short.Err(), context.DeadlineExceeded) && ctx.Err() == nil {
		return true, nil
	}
	return false, err
}

// Analyze analyses the newest text answers (at most Config.MaxSummaryTexts)
// of the form id of the caller's organization and stores the analysis.
// When the Summarizer does not answer within Config.SummaryTimeout, the
// analysis is stored with StatusPending and a job completes it; either way
// Analyze returns within about SummaryTimeout. It returns NOT_FOUND.
func (s *Service) Analyze(ctx context.Context, id string) (*Analysis, error) {
	f, err := s.FindForm(ctx, id)
	if err != nil {
		return nil, err
	}
	a := &Analysis{ID: newID(), FormID: f.ID, OrgID: f.OrgID, Status: StatusDone,
		Digest: Digest{Themes: []analysis.Theme{}, KeyFindings: []string{}}, CreatedAt: s.now()}
	late, err := s.inline(ctx, func(ctx context.Context) error {
		responses, err := s.responseCount(ctx, f)
		if err != nil {
			return err
		}
		d, err := s.digest(ctx, f, "")
		if err != nil {
			return err
		}
		a.Responses, a.Digest = responses, d
		return nil
	})
	if err != nil {
		return nil, err
	}
	if late {
		a.Status = StatusPending
	}
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.InsertAnalysis(ctx, a); err != nil {
			return err
		}
		return s.queueIf(ctx, late, SummarizeArgs{OrgID: f.OrgID, FormID: f.ID, ID: a.ID})
	})
	if err != nil {
		return nil, err
	}
	return a, nil
}

// responseCount returns the number of responses of f.
func (s *Service) responseCount(ctx context.Context, f *Form) (int, error) {
	counts, err := s.store.CountAnswers(ctx, f.OrgID, f.ID)
	if err != nil {
		return 0, err
	}
	return counts.Responses, nil
}

// queueIf queues the job of args when late.
func (s *Service) queueIf(ctx context.Context, late bool, args SummarizeArgs) error {
	if !late {
		return nil
	}
	return s.deps.Queue.Enqueue(ctx, args, nil)
}

// Analyses returns the stored analyses of the form id of the caller's
// organization, newest first. It returns NOT_FOUND.
func (s *Service) Analyses(ctx context.Context, id string) ([]*Analysis, error) {
	f, err := s.FindForm(ctx, id)
	if err != nil {
		return nil, err
	}
	return s.store.FindAnalyses(ctx, f.OrgID, f.ID)
}

// SummarizeText summarizes the newest answers (at most
// Config.MaxSummaryTexts) to the text question questionID of the form id
// of the caller's organization and stores the summary, pending and
// completed by a job when the Summarizer is slow (see Analyze). It returns
// NOT_FOUND for the form and VALIDATION_FAILED when questionID is not a
// text question of it.
func (s *Service) SummarizeText(ctx context.Context, id, questionID string) (*TextSummary, error) {
	f, err := s.FindForm(ctx, id)
	if err != nil {
		return nil, err
	}
	q, ok := f.Question(questionID)
	if !ok || q.Type != Text {
		return nil, feedbackkit.Invalid("questionId", "is not a text question of this form")
	}
	ts := &TextSummary{ID: newID(), FormID: f.ID, OrgID: f.OrgID, QuestionID: q.ID, Status: StatusDone,
		Digest: Digest{Themes: []analysis.Theme{}, KeyFindings: []string{}}, CreatedAt: s.now()}
	late, err := s.inline(ctx, func(ctx context.Context) error {
		d, err := s.digest(ctx, f, q.ID)
		if err == nil {
			ts.Digest = d
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	if late {
		ts.Status = StatusPending
	}
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.InsertTextSummary(ctx, ts); err != nil {
			return err
		}
		return s.queueIf(ctx, late, SummarizeArgs{OrgID: f.OrgID, FormID: f.ID, QuestionID: q.ID, ID: ts.ID})
	})
	if err != nil {
		return nil, err
	}
	return ts, nil
}

// TextSummaries returns the stored text summaries of the form id of the
// caller's organization, newest first. It returns NOT_FOUND.
func (s *Service) TextSummaries(ctx context.Context, id string) ([]*TextSummary, error) {
	f, err := s.FindForm(ctx, id)
	if err != nil {
		return nil, err
	}
	return s.store.FindTextSummaries(ctx, f.OrgID, f.ID)
}

// summarizeWorker works SummarizeArgs jobs.
type summarizeWorker struct {
	river.WorkerDefaults[SummarizeArgs]
	s *Service
}

// Work computes the pending result and stores it. A Summarizer failure is
// returned, so that River retries; on the last attempt the result is
// marked failed. A form deleted since cancels the job.
func (w *summarizeWorker) Work(ctx context.Context, job *river.Job[SummarizeArgs]) error {
	s, args := w.s, job.Args
	f, err := s.store.FindForm(ctx, args.OrgID, args.FormID, false)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return river.JobCancel(fmt.Errorf("forms: form %s no longer exists", args.FormID))
	}
	if err != nil {
		return err
	}
	status := StatusDone
	d, err := s.digest(ctx, f, args.QuestionID)
	responses := 0
	if err == nil && args.QuestionID == "" {
		responses, err = s.responseCount(ctx, f)
	}
	if err != nil {
		if job.Attempt < job.MaxAttempts {
			return err
		}
		s.cfg.Logger.ErrorContext(ctx, "forms: a summary failed for good", "form_id", f.ID, "id", args.ID, "error", err)
		status, d = StatusFailed, Digest{Themes: []analysis.Theme{}, KeyFindings: []string{}}
	}
	if args.QuestionID == "" {
		err = s.store.CompleteAnalysis(ctx, args.OrgID, args.ID, status, d, responses)
	} else {
		err = s.store.CompleteTextSummary(ctx, args.OrgID, args.ID, status, d)
	}
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return river.JobCancel(err)
	}
	return err
}

var (
	_ river.JobArgsWithInsertOpts = SummarizeArgs{}
	_ river.Worker[SummarizeArgs] = (*summarizeWorker)(nil)
)
