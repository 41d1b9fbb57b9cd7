package subscriptions_test

import (
	"context"
	"fmt"
	"log"
	"os"
	"path/filepath"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/rooms"
	"github.com/feedbackkit/feedbackkit/subscriptions"
)

// Example subscribes an organization's owner to the negative feedback of
// a room, once a day, then changes it to every item.
func Example() {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "subscriptions-example")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	// app.New builds the subscriptions Service with its dependencies (the
	// rooms, forms, feedback, accounts and emails it works with).
	kit, err := app.New(ctx, app.Config{DatabaseURL: "sqlite://" + filepath.Join(dir, "example.db"), BlobURL: "mem://"})
	if err != nil {
		log.Fatal(err)
	}
	defer kit.Close(ctx)
	org, owner, err := kit.Orgs.CreateOrganization(ctx, orgs.NewOrganization{Name: "Acme", Subdomain: "acme",
		Owner: identity.NewUser{Email: "ada@acme.example", Password: "correct horse battery"}})
	if err != nil {
		log.Fatal(err)
	}
	asOwner := identity.WithPrincipal(ctx, &identity.Principal{UserID: owner.ID, OrgID: org.ID, Role: feedbackkit.RoleOwner})
	room, err := kit.Rooms.CreateRoom(asOwner, rooms.NewRoom{Name: "Intro to Go"})
	if err != nil {
		log.Fatal(err)
	}

	target := subscriptions.Target{Type: subscriptions.Room, ID: room.ID}
	sub, created, err := kit.Subscriptions.Subscribe(asOwner, target,
		subscriptions.Settings{Frequency: subscriptions.Daily, MinSentiment: analysis.Negative})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(created, sub.Frequency, sub.Qualifies(analysis.Negative), sub.Qualifies(analysis.Positive))

	every := analysis.Sentiment("")
	sub, err = kit.Subscriptions.UpdateSubscription(asOwner, target, subscriptions.Patch{MinSentiment: &every})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(sub.Frequency, sub.Qualifies(analysis.Positive))
	// Output:
	// true daily true false
	// daily true
}
