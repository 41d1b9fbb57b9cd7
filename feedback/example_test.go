package feedback_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/riverqueue/river"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// oneRoom is the Rooms of Example: a single room, which everyone sees.
type oneRoom struct{ room *rooms.Room }

func (r oneRoom) ResolveRoom(ctx context.Context, _, eventName string) (*rooms.Room, error) {
	return r.FindRoomByName(ctx, eventName)
}

func (r oneRoom) FindRoomByName(_ context.Context, eventName string) (*rooms.Room, error) {
	if !strings.EqualFold(eventName, r.room.Name) {
		return nil, feedbackkit.NotFound("room")
	}
	return r.room, nil
}

func (r oneRoom) VisibleRoomIDs(context.Context) ([]string, error) {
	return []string{r.room.ID}, nil
}

// Example submits feedback to a room, with a subscriber that prints the
// events, then lists and searches it as an admin of the organization.
func Example() {
	ctx := context.Background()
	dir, _ := os.MkdirTemp("", "feedback-example")
	defer os.RemoveAll(dir)
	db, err := database.Open(ctx, "sqlite://"+filepath.Join(dir, "example.db"))
	if err != nil {
		panic(err)
	}
	defer db.Close()
	if err := jobs.Migrate(ctx, db); err != nil {
		panic(err)
	}
	if err := feedback.Migrate(ctx, db); err != nil {
		panic(err)
	}
	// The jobs (analysis retries, serious concerns, count folding) wait
	// in the queue until the client, with the Service's workers, starts.
	workers := river.NewWorkers()
	client, err := jobs.New(db, workers, jobs.Config{})
	if err != nil {
		panic(err)
	}
	lab := oneRoom{&rooms.Room{ID: "room-1", OrgID: "org-1", Name: "Chemistry lab", Active: true}}
	svc, err := feedback.NewService(feedback.NewBunStore(db), feedback.Deps{Queue: jobs.NewQueue(client), Rooms: lab}, feedback.Config{
		Subscribers: []feedback.Subscriber{func(_ context.Context, e feedback.Event) {
			fmt.Printf("%s: %q\n", e.Kind, e.Item.Text)
		}},
	})
	if err != nil {
		panic(err)
	}
	svc.AddWorkers(workers)
	svc.AddPeriodicJobs(client.PeriodicJobs()) // folds the per-day counts every hour

	for _, text := range []string{"A great session, very clear", "There is a gas leak under the fume hood"} {
		it, err := svc.Submit(ctx, feedback.Submission{InstructorID: "ada", EventType: "chemistry lab", Text: text})
		if err != nil {
			panic(err)
		}
		fmt.Printf("stored in %s: %s, serious concern: %v\n", it.EventType, it.Sentiment, it.Concern.IsSerious)
	}

	admin := identity.WithPrincipal(ctx, &identity.Principal{UserID: "u-1", OrgID: "org-1", Role: feedbackkit.RoleAdmin})
	page, err := svc.FindItems(admin, feedback.Filter{Search: "fume"}, feedbackkit.PageRequest{})
	if err != nil {
		panic(err)
	}
	fmt.Println(page.Total, "found:", page.Data[0].Text)
	// Output:
	// feedback.item_created: "A great session, very clear"
	// stored in Chemistry lab: positive, serious concern: false
	// feedback.item_created: "There is a gas leak under the fume hood"
	// feedback.concern_flagged: "There is a gas leak under the fume hood"
	// stored in Chemistry lab: negative, serious concern: true
	// 1 found: There is a gas leak under the fume hood
}
