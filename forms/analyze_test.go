package forms_test

import (
	"context"
	"testing"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/forms"
	"github.com/feedbackkit/feedbackkit/internal/analysistest"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/jobs/jobstest"
)

// TestResponseAnalysisIsRetried configures an analyser that fails three
// times, with an error or with a panic: on submission, the response is
// stored without a sentiment, its analysis pending; the job, retried
// twice, stores the sentiment the analyser then gives.
func TestResponseAnalysisIsRetried(t *testing.T) {
	for _, panics := range []bool{false, true} {
		t.Run(map[bool]string{false: "error", true: "panic"}[panics], func(t *testing.T) {
			testResponseAnalysisIsRetried(t, panics)
		})
	}
}

func testResponseAnalysisIsRetried(t *testing.T, panics bool) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		a := &analysistest.Flaky{Failures: 3, Panics: panics}
		f := newFixture(t, db, func(cfg *app.Config) {
			cfg.Analyzer = a
			cfg.JobPollInterval, cfg.JobRetryPolicy = jobstest.PollInterval, jobstest.FixedRetry(jobstest.RetryDelay)
		})
		form := f.everyType(t)
		r, err := f.kit.Forms.Submit(context.Background(), form.Slug,
			[]forms.Answer{{QuestionID: form.Questions[1].ID, Value: "The pace was far too fast and I understood nothing"}})
		if err != nil || !r.AnalysisPending || r.Sentiment != "" {
			t.Fatalf("Submit = %+v, %v; want no sentiment, the analysis pending", r, err)
		}
		if v := r.View(); v.Sentiment != "" {
			t.Errorf("the response shows the sentiment %q while its analysis is pending", v.Sentiment)
		}
		if err := f.kit.Start(context.Background()); err != nil {
			t.Fatal(err)
		}
		jobstest.WaitIdle(t, db)
		page, err := f.kit.Forms.Responses(f.ctx, form.ID, forms.ResponseFilter{}, feedbackkit.PageRequest{})
		if err != nil || len(page.Data) != 1 {
			t.Fatalf("responses %+v, %v", page, err)
		}
		if got := page.Data[0]; got.Sentiment != analysis.Negative || got.AnalysisPending {
			t.Errorf("after the job: sentiment %q, pending %v; want negative, done", got.Sentiment, got.AnalysisPending)
		}
		if n := a.Calls(); n != 4 {
			t.Errorf("analyser called %d times, want 4 (3 failures, then an answer)", n)
		}
	})
}
