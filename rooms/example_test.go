package rooms_test

import (
	"context"
	"fmt"
	"log"
	"os"
	"path/filepath"

	"github.com/uptrace/bun"
	"gocloud.dev/blob/memblob"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/notify"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/rooms"
	"github.com/feedbackkit/feedbackkit/uploads"
)

// A member creates a room and renames it; a respondent's submission finds
// it by the creator's instructorId and the room's name, in any case.
func ExampleService_CreateRoom() {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "rooms-example")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	db, err := app.OpenDB(ctx, "sqlite://"+filepath.Join(dir, "example.db"))
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()
	for _, migrate := range []func(context.Context, *bun.DB) error{notify.Migrate, orgs.Migrate, identity.Migrate, rooms.Migrate} {
		if err := migrate(ctx, db); err != nil {
			log.Fatal(err)
		}
	}
	// Without a job client or mailer, emails wait in the outbox.
	mail, err := notify.NewService(notify.NewBunStore(db), notify.Deps{}, notify.Config{})
	if err != nil {
		log.Fatal(err)
	}
	bucket := uploads.NewBucket(memblob.OpenBucket(nil))
	users, err := identity.NewService(identity.NewBunStore(db), identity.Deps{Mailer: mail, Uploads: bucket},
		identity.Config{Secret: []byte("an example secret, 16+ bytes")})
	if err != nil {
		log.Fatal(err)
	}
	organizations, err := orgs.NewService(orgs.NewBunStore(db), orgs.Deps{Users: users, Mailer: mail, Uploads: bucket}, orgs.Config{})
	if err != nil {
		log.Fatal(err)
	}
	_, owner, err := organizations.CreateOrganization(ctx, orgs.NewOrganization{
		Name: "Acme", Subdomain: "acme",
		Owner: identity.NewUser{Email: "ada@acme.example", Password: "correct horse battery"},
	})
	if err != nil {
		log.Fatal(err)
	}
	svc, err := rooms.NewService(rooms.NewBunStore(db), rooms.Deps{Quota: organizations, Users: users, Defaults: organizations}, rooms.Config{})
	if err != nil {
		log.Fatal(err)
	}
	svc.AddRenameHook(func(ctx context.Context, orgID, roomID, newName string) error {
		fmt.Println("feedback moves to", newName)
		return nil
	})

	// The owner acts through the principal in the context.
	asOwner := identity.WithPrincipal(ctx, &identity.Principal{UserID: owner.ID, OrgID: owner.OrgID, Role: owner.Role})
	room, err := svc.CreateRoom(asOwner, rooms.NewRoom{Name: "Intro to Go"})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(room.Name, room.Active, room.FeedbackCustomization.Sentiments.Happy.Emoji)
	if _, err := svc.RenameRoom(asOwner, "intro to go", "Go 101"); err != nil {
		log.Fatal(err)
	}

	resolved, err := svc.ResolveRoom(ctx, owner.InstructorID, "GO 101")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(resolved.Name, resolved.ID == room.ID)
	// Output:
	// Intro to Go true 😊
	// feedback moves to Go 101
	// Go 101 true
}
