package feedback_test

import (
	"context"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// TestImportRefusesControlCharacters imports items whose text holds a
// control character other than tab and line breaks: VALIDATION_FAILED,
// and nothing is stored, as a submission is refused; tabs and line breaks
// are fine, and vertical tabs, form feeds, next lines and line and
// paragraph separators are stored as line breaks.
func TestImportRefusesControlCharacters(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		f := newFixture(t, db, feedback.Config{})
		item := func(text string) *feedback.Item {
			return &feedback.Item{OrgID: f.acme, RoomID: f.lobby.ID, EventType: f.lobby.Name, InstructorID: aliceID,
				Text: text, Sentiment: analysis.Neutral, CreatedAt: time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)}
		}
		for _, text := range []string{"esc \x1b[2J", "bell\a", "del\x7f", "csi\u009b31m"} {
			err := f.svc.ImportItems(ctx, []*feedback.Item{item("fine"), item(text)})
			if feedbackkit.ErrorCode(err) != feedbackkit.CodeValidationFailed {
				t.Errorf("%q: %v, want VALIDATION_FAILED", text, err)
			}
		}
		if n, err := db.NewSelect().Table("feedback_items").Count(ctx); err != nil || n != 0 {
			t.Errorf("%d items stored (%v)", n, err)
		}
		if err := f.svc.ImportItems(ctx, []*feedback.Item{item("one\ttwo\r\nthree")}); err != nil {
			t.Errorf("tabs and line breaks: %v", err)
		}
		// Vertical tabs, form feeds, next lines and line and paragraph
		// separators, which text pasted from a word processor, a PDF or a
		// web page holds, are stored as line breaks.
		pasted := item("line\vbreak\fpage\u0085next\u2028ls\u2029ps")
		if err := f.svc.ImportItems(ctx, []*feedback.Item{pasted}); err != nil {
			t.Fatalf("vertical tab and form feed: %v", err)
		}
		var stored string
		if err := db.NewSelect().Table("feedback_items").Column("feedback").Where("id = ?", pasted.ID).Scan(ctx, &stored); err != nil ||
			stored != "line\nbreak\npage\nnext\nls\nps" {
			t.Errorf("stored %q (%v), want the breaks as line breaks", stored, err)
		}
	})
}
