package webhooks_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/forms"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/jobs/jobstest"
	"github.com/feedbackkit/feedbackkit/webhooks"
)

// lateAnalyzer is the offline model answering after delay, longer than
// the inline analysis's limit, as a remote provider does.
type lateAnalyzer struct {
	delay time.Duration
	local *analysis.Local
}

func (a lateAnalyzer) Analyze(ctx context.Context, text string) (*analysis.Result, error) {
	select {
	case <-time.After(a.delay):
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	return a.local.Analyze(ctx, text)
}

// TestChatTextOmitsAProvisionalSentiment submits two items whose analysis
// is pending to an organization with a Slack webhook: the chat text of
// the one without a sentiment of the respondent names none (not the
// provisional neutral), the other names the respondent's. A form response
// whose analysis is pending is stored with its delivery and its analysis
// job: its text names no sentiment, and the job stores it.
func TestChatTextOmitsAProvisionalSentiment(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		s := startStack(t, nil, app.Config{DB: db, WebhookAllowPrivate: true,
			Analyzer: lateAnalyzer{delay: 300 * time.Millisecond, local: analysis.NewLocal()}, InlineAnalysisTimeout: 20 * time.Millisecond})
		var mu sync.Mutex
		var texts []string
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			var b struct{ Text string }
			body, _ := io.ReadAll(r.Body)
			if err := json.Unmarshal(body, &b); err != nil {
				t.Errorf("chat body %s: %v", body, err)
			}
			mu.Lock()
			defer mu.Unlock()
			texts = append(texts, b.Text)
		}))
		t.Cleanup(srv.Close)
		if _, _, err := s.kit.Webhooks.Create(s.owner, webhooks.NewWebhook{URL: srv.URL,
			Events: []webhooks.EventType{webhooks.EventFeedbackCreated, webhooks.EventFormResponseCreated}, Format: webhooks.FormatSlack}); err != nil {
			t.Fatal(err)
		}
		for _, sub := range []feedback.Submission{
			{Text: "The pace was far too fast and I understood nothing"},
			{Text: "Too many slides", Sentiment: "negative"},
		} {
			sub.InstructorID, sub.EventType = s.user.InstructorID, "Lobby"
			it, err := s.kit.Feedback.Submit(context.Background(), sub)
			if err != nil || !it.AnalysisPending {
				t.Fatalf("submit %q: %+v, %v; want its analysis pending", sub.Text, it, err)
			}
		}
		form, err := s.kit.Forms.CreateForm(s.owner, forms.NewForm{Title: "Retro", Questions: []forms.QuestionInput{{Type: forms.Text, Text: "Why?"}}})
		if err != nil {
			t.Fatal(err)
		}
		r, err := s.kit.Forms.Submit(context.Background(), form.Slug,
			[]forms.Answer{{QuestionID: form.Questions[0].ID, Value: "The pace was far too fast and I understood nothing"}})
		if err != nil || !r.AnalysisPending {
			t.Fatalf("submit a response: %+v, %v; want its analysis pending", r, err)
		}
		jobstest.WaitIdle(t, db)
		if got, err := s.kit.Forms.FindResponse(context.Background(), r.OrgID, r.FormID, r.ID); err != nil || got.Sentiment != analysis.Negative {
			t.Errorf("the response after its job: %+v, %v; want it negative", got, err)
		}
		mu.Lock()
		defer mu.Unlock()
		slices.Sort(texts)
		want := []string{`New feedback in "Lobby" (negative): Too many slides`,
			`New feedback in "Lobby": The pace was far too fast and I understood nothing`,
			`New response to the form "Retro"`}
		if !slices.Equal(texts, want) {
			t.Errorf("chat texts %q, want %q", texts, want)
		}
	})
}
