package feedback_test

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/logtest"
)

// TestInlineAnalysisFailureLog logs a failed inline analysis, with the
// item's id, only when the item was stored: a submission whose context
// was cancelled stores nothing and logs nothing.
func TestInlineAnalysisFailureLog(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		logs := &logtest.Buffer{}
		f := newFixture(t, db, feedback.Config{Analyzer: keywords{fail: true},
			Logger: slog.New(slog.NewJSONHandler(logs, nil))})
		sub := feedback.Submission{InstructorID: aliceID, EventType: "lobby", Text: "hello"}

		cancelled, cancel := context.WithCancel(context.Background())
		cancel()
		if it, err := f.svc.Submit(cancelled, sub); !errors.Is(err, context.Canceled) {
			t.Fatalf("Submit with a cancelled context = %+v, %v", it, err)
		}
		page, err := f.svc.FindItems(f.admin(), feedback.Filter{}, feedbackkit.PageRequest{})
		if err != nil || page.Total != 0 {
			t.Fatalf("after the cancelled submission: %+v, %v", page, err)
		}
		if records := logs.Records(t); len(records) != 0 {
			t.Errorf("the cancelled submission logged %v", records)
		}

		it, err := f.svc.Submit(context.Background(), sub)
		if err != nil || !it.AnalysisPending {
			t.Fatalf("Submit = %+v, %v", it, err)
		}
		// The fixture's worker may already have tried the analysis job and
		// logged its own failure; only the inline warning is checked here.
		var inline []map[string]any
		for _, r := range logs.Records(t) {
			if msg, _ := r["msg"].(string); strings.Contains(msg, "inline analysis failed") {
				inline = append(inline, r)
			}
		}
		if len(inline) != 1 || inline[0]["level"] != "WARN" || inline[0]["item_id"] != it.ID {
			t.Errorf("logged %v, want one inline-analysis warning with item_id %s", logs.Records(t), it.ID)
		}
	})
}
