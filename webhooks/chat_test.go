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
// provisional neutral), the other names the respondent's.
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
			Events: []webhooks.EventType{webhooks.EventFeedbackCreated}, Format: webhooks.FormatSlack}); err != nil {
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
		jobstest.WaitIdle(t, db)
		mu.Lock()
		defer mu.Unlock()
		slices.Sort(texts)
		want := []string{`New feedback in "Lobby" (negative): Too many slides`,
			`New feedback in "Lobby": The pace was far too fast and I understood nothing`}
		if !slices.Equal(texts, want) {
			t.Errorf("chat texts %q, want %q", texts, want)
		}
	})
}
