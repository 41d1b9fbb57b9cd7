package feedback_test

import (
	"context"
	"fmt"
	"log"
	"os"
	"path/filepath"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// Example submits feedback to a room, with a subscriber that prints the
// events, then lists and searches it as the organization's owner. The
// Service queues its follow-up jobs (analysis retries, serious concerns,
// count folding) in the transaction of each submission, on the job queue
// app.New gives it: they wait there until a program calls Start.
func Example() {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "feedback-example")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	kit, err := app.New(ctx, app.Config{
		DatabaseURL: "sqlite://" + filepath.Join(dir, "example.db"),
		BlobURL:     "mem://",
		FeedbackSubscribers: []feedback.Subscriber{func(_ context.Context, e feedback.Event) {
			fmt.Printf("%s: %q\n", e.Kind, e.Item.Text)
		}},
	})
	if err != nil {
		log.Fatal(err)
	}
	defer kit.Close(ctx)
	_, owner, err := kit.Orgs.CreateOrganization(ctx, orgs.NewOrganization{
		Name: "Acme", Subdomain: "acme",
		Owner: identity.NewUser{Email: "ada@acme.example", Password: "correct horse battery"},
	})
	if err != nil {
		log.Fatal(err)
	}
	asOwner := identity.WithPrincipal(ctx, &identity.Principal{UserID: owner.ID, OrgID: owner.OrgID, Role: owner.Role})
	if _, err := kit.Rooms.CreateRoom(asOwner, rooms.NewRoom{Name: "Chemistry lab"}); err != nil {
		log.Fatal(err)
	}

	// A respondent submits with no principal: the room is found by its
	// creator's instructorId and its name, in any case.
	for _, text := range []string{"A great session, very clear", "There is a gas leak under the fume hood"} {
		it, err := kit.Feedback.Submit(ctx, feedback.Submission{InstructorID: owner.InstructorID, EventType: "chemistry lab", Text: text})
		if err != nil {
			log.Fatal(err)
		}
		fmt.Printf("stored in %s: %s, serious concern: %v\n", it.EventType, it.Sentiment, it.Concern.IsSerious)
	}

	page, err := kit.Feedback.FindItems(asOwner, feedback.Filter{Search: "fume"}, feedbackkit.PageRequest{})
	if err != nil {
		log.Fatal(err)
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
