package feedback_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// TestSubscribers submits feedback to a Service with two subscribers, the
// first of which panics: the second is told of each committed item once,
// in order, and of nothing that was rejected, rolled back or imported.
func TestSubscribers(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ev := &events{}
		panicky := func(context.Context, feedback.Event) { panic("subscriber bug") }
		f := newFixture(t, db, feedback.Config{Subscribers: []feedback.Subscriber{panicky, ev.subscriber}})
		ctx := context.Background()
		check := func(what string, want ...string) {
			t.Helper()
			if got := ev.seen(); fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("%s: events %q, want %q", what, got, want)
			}
		}
		praise, threat := "Great lecture, very clear and helpful!", "I will kill you after class tomorrow"
		f.submit(praise, "")
		f.submit(threat, "")
		told := []string{"feedback.item_created " + praise, "feedback.item_created " + threat, "feedback.concern_flagged " + threat}
		check("submissions", told...)

		_, err := f.svc.Submit(ctx, feedback.Submission{InstructorID: aliceID, EventType: "closed", Text: praise})
		wantCode(t, "inactive room", err, feedbackkit.CodeRoomInactive)
		err = database.InTx(ctx, db, func(ctx context.Context) error {
			for _, text := range []string{"A rolled-back praise", "I know where you live, watch your back"} {
				if _, err := f.svc.Submit(ctx, feedback.Submission{InstructorID: aliceID, EventType: "Lobby", Text: text}); err != nil {
					return err
				}
			}
			return errors.New("roll back")
		})
		if err == nil || f.count() != 2 {
			t.Errorf("rolled back: %v, %d items", err, f.count())
		}
		check("rejected and rolled back", told...)

		// In a transaction of the caller's, the event waits for its commit.
		later := "Told after the commit"
		err = database.InTx(ctx, db, func(ctx context.Context) error {
			_, err := f.svc.Submit(ctx, feedback.Submission{InstructorID: aliceID, EventType: "Lobby", Text: later})
			check("before the commit", told...)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		told = append(told, "feedback.item_created "+later)
		check("after the commit", told...)

		err = f.svc.ImportItems(ctx, []*feedback.Item{{OrgID: f.acme, RoomID: f.lobby.ID, EventType: "Lobby", Text: "imported", Sentiment: analysis.Neutral}})
		if err != nil {
			t.Fatal(err)
		}
		check("import", told...)
	})
}
