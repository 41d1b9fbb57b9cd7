package feedback_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// The tags filter ignores the case of every letter on both databases, not
// of ASCII letters only (SQLite's own lower()): by one tag (read from
// feedback_item_tags), by several (compared on the items), in trends.
func TestTagsFilterFoldsEveryLetter(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db, feedback.Config{})
		ctx := context.Background()
		var items []*feedback.Item
		for i, tag := range []string{"Ärger", "ärger", "ÄRGER", "arger"} {
			items = append(items, &feedback.Item{ID: fmt.Sprint("item-", i), OrgID: f.acme, RoomID: f.lobby.ID, EventType: f.lobby.Name,
				InstructorID: aliceID, Text: "tagged " + tag, Sentiment: analysis.Neutral, Tags: []string{tag}, CreatedAt: f.clock.Now()})
		}
		if err := f.svc.ImportItems(ctx, items); err != nil {
			t.Fatal(err)
		}
		want := "[tagged ÄRGER tagged Ärger tagged ärger]"
		for _, tags := range [][]string{{"ärger"}, {"ÄRGER"}, {"ärger", "absent"}} {
			page, err := f.svc.FindItems(f.admin(), feedback.Filter{Tags: tags}, feedbackkit.PageRequest{})
			if got := texts(page.Data); err != nil || fmt.Sprint(got) != want || page.Total != 3 {
				t.Errorf("tags %q: %q (total %d), %v; want %s", tags, got, page.Total, err, want)
			}
			points, err := f.svc.Trends(f.admin(), feedback.Filter{Tags: tags}, feedback.Day)
			if n := sumTotals(points); err != nil || n != 3 {
				t.Errorf("tags %q: trend total %d, %v; want 3", tags, n, err)
			}
		}
	})
}
