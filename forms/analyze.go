package forms

import (
	"context"
	"fmt"

	"github.com/riverqueue/river"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
)

// AnalyzeResponseArgs is the River job that stores the sentiment of the
// text answers of one response. It is committed with the response when
// the inline analysis failed or did not answer within
// Config.SentimentTimeout (see Response.AnalysisPending).
type AnalyzeResponseArgs struct {
	OrgID      string `json:"org_id"`
	FormID     string `json:"form_id"`
	ResponseID string `json:"response_id"`
}

// Kind implements river.JobArgs.
func (AnalyzeResponseArgs) Kind() string { return "forms.analyze_response" }

// InsertOpts implements river.JobArgsWithInsertOpts: as the analyses of
// feedback items, it is retried for a long time (25 attempts with River's
// backoff span about three weeks), as a remote provider may be down for a
// while, in the queue of analyses, so that a provider that hangs delays no
// other work.
func (AnalyzeResponseArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{MaxAttempts: 25, Queue: jobs.QueueAnalysis}
}

// analyzeResponseWorker works AnalyzeResponseArgs jobs.
type analyzeResponseWorker struct {
	river.WorkerDefaults[AnalyzeResponseArgs]
	s *Service
}

// Work analyses the text answers of the response within
// Config.AnalyzeTimeout and stores their sentiment. An Analyzer failure is
// returned, so that River retries with backoff; a response deleted since
// cancels the job, and one analysed already is left alone.
func (w *analyzeResponseWorker) Work(ctx context.Context, job *river.Job[AnalyzeResponseArgs]) error {
	s, args := w.s, job.Args
	r, err := s.store.FindResponse(ctx, args.OrgID, args.FormID, args.ResponseID)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return river.JobCancel(fmt.Errorf("forms: response %s no longer exists", args.ResponseID))
	}
	if err != nil || !r.AnalysisPending {
		return err
	}
	sentiment, err := s.analyze(ctx, textOf(r.Answers), s.cfg.AnalyzeTimeout)
	if err != nil {
		s.cfg.Logger.WarnContext(ctx, "forms: analysis failed; it will be retried",
			"response_id", r.ID, "attempt", job.Attempt, "error", err)
		return err
	}
	return s.store.CompleteResponseAnalysis(ctx, r.OrgID, r.ID, sentiment)
}

var (
	_ river.JobArgsWithInsertOpts       = AnalyzeResponseArgs{}
	_ river.Worker[AnalyzeResponseArgs] = (*analyzeResponseWorker)(nil)
)
