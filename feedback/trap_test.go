package feedback_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// refusingAnalyzer fails the test when it is asked anything: Trap must not
// send a text to the configured analyser.
type refusingAnalyzer struct{ t *testing.T }

func (a refusingAnalyzer) Analyze(context.Context, string) (*analysis.Result, error) {
	a.t.Error("Trap asked the configured analyser")
	return nil, errors.New("refused")
}

// TestTrap: a trapped submission gets Submit's errors and, when Submit
// would accept it, the item Submit would return, analysed by the offline
// model; nothing is stored, queued or told.
func TestTrap(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		var events []feedback.Event
		f := newFixture(t, db, feedback.Config{
			Analyzer:      refusingAnalyzer{t},
			InlineTimeout: time.Minute, // the offline model's speed is not under test
			Subscribers:   []feedback.Subscriber{func(_ context.Context, e feedback.Event) { events = append(events, e) }},
		})
		f.clock.Set(time.Date(2026, 3, 10, 12, 0, 0, 123456789, time.UTC))
		ctx := context.Background()
		for _, c := range []struct {
			what string
			sub  feedback.Submission
			code feedbackkit.Code
		}{
			{"unknown room", feedback.Submission{InstructorID: "nobody-here", EventType: "No such room", Text: "x"}, feedbackkit.CodeNotFound},
			{"bad sentiment", feedback.Submission{InstructorID: aliceID, EventType: "Lobby", Text: "x", Sentiment: "angry"}, feedbackkit.CodeValidationFailed},
			{"neither text nor sentiment", feedback.Submission{InstructorID: aliceID, EventType: "Lobby"}, feedbackkit.CodeValidationFailed},
			{"unknown tag", feedback.Submission{InstructorID: aliceID, EventType: "Lobby", Sentiment: "positive", Tags: []string{"pills"}}, feedbackkit.CodeValidationFailed},
			{"inactive room", feedback.Submission{InstructorID: aliceID, EventType: "Closed", Text: "x"}, feedbackkit.CodeRoomInactive},
		} {
			_, err := f.svc.Trap(ctx, c.sub)
			wantCode(t, c.what, err, c.code)
		}

		it, err := f.svc.Trap(ctx, feedback.Submission{InstructorID: aliceID, EventType: " LOBBY ", Source: feedback.SourceWidget,
			Text: "Great lecture, very clear and helpful!", Tags: []string{"PACE", "pace"}, ID: "0190f0e0-0000-7000-8000-000000000001"})
		if err != nil {
			t.Fatal(err)
		}
		if it.ID != "0190f0e0-0000-7000-8000-000000000001" || it.EventType != "Lobby" || it.Sentiment != analysis.Positive ||
			it.AISentiment != analysis.Positive || it.Model == "" || len(it.Tags) != 1 || it.Tags[0] != "PACE" ||
			!it.CreatedAt.Equal(time.Date(2026, 3, 10, 12, 0, 0, 123456000, time.UTC)) {
			t.Errorf("trapped item %+v", it)
		}
		bare, err := f.svc.Trap(ctx, feedback.Submission{InstructorID: aliceID, EventType: "Lobby", Sentiment: "negative"})
		if err != nil || bare.Sentiment != analysis.Negative || bare.ID == "" {
			t.Errorf("trapped sentiment alone: %+v, %v", bare, err)
		}
		if n := f.count(); n != 0 {
			t.Errorf("%d items stored", n)
		}
		if n, err := db.NewSelect().TableExpr("river_job").Count(ctx); err != nil || n != 0 {
			t.Errorf("%d jobs queued (%v)", n, err)
		}
		if len(events) != 0 {
			t.Errorf("subscribers told %+v", events)
		}
	})
}
