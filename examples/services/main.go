// Command services uses feedbackkit's Services directly from Go, without
// HTTP: it creates an organization with its owner and a room, submits
// feedback into the room as a respondent would, then lists and searches it
// as the owner.
//
//	go run ./examples/services
package main

import (
	"context"
	"fmt"
	"io"
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

func main() {
	dir, err := os.MkdirTemp("", "feedbackkit-services")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	if err := run(context.Background(), "sqlite://"+filepath.Join(dir, "feedback.db"), os.Stdout); err != nil {
		log.Fatal(err)
	}
}

// run does the whole tour on the database of databaseURL, printing what it
// finds on w.
func run(ctx context.Context, databaseURL string, w io.Writer) error {
	a, err := app.New(ctx, app.Config{DatabaseURL: databaseURL, BlobURL: "mem://"})
	if err != nil {
		return err
	}
	defer a.Close(ctx)

	// An organization and its owner.
	_, owner, err := a.Orgs.CreateOrganization(ctx, orgs.NewOrganization{
		Name:      "Acme University",
		Subdomain: "acme",
		Owner:     identity.NewUser{Email: "ada@acme.example", Password: "correct horse battery", Name: "Ada"},
	})
	if err != nil {
		return err
	}
	// The Services act for the principal the context carries.
	asOwner := identity.WithPrincipal(ctx, &identity.Principal{UserID: owner.ID, OrgID: owner.OrgID, Role: owner.Role})
	room, err := a.Rooms.CreateRoom(asOwner, rooms.NewRoom{Name: "Intro to Go"})
	if err != nil {
		return err
	}
	// Its public page, where respondents answer, on the base URL of a
	// server over this database (feedbackd's default).
	link, err := a.Rooms.PublicLinkOf(asOwner, room)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "room %q, public link %s%s\n", room.Name, app.DefaultBaseURL, link.Path())

	// Respondents submit without a principal: the room is found by its
	// creator's instructorId and its name.
	for _, text := range []string{
		"The examples were clear and the pace was great",
		"Too fast, I could not follow the part about channels",
		"Could we get the slides before the lecture?",
	} {
		it, err := a.Feedback.Submit(ctx, feedback.Submission{
			InstructorID: owner.InstructorID, EventType: "intro to go", Text: text,
		})
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "submitted: %-8s %s\n", it.Sentiment, it.Text)
	}

	page, err := a.Feedback.FindItems(asOwner, feedback.Filter{}, feedbackkit.PageRequest{Page: 1, Limit: 10})
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "the owner sees %d items\n", page.Total)
	found, err := a.Feedback.FindItems(asOwner, feedback.Filter{Search: "channels"}, feedbackkit.PageRequest{})
	if err != nil {
		return err
	}
	for _, it := range found.Data {
		fmt.Fprintf(w, "search \"channels\": %s\n", it.Text)
	}
	return nil
}
