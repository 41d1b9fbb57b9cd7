package orgs_test

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"

	"github.com/uptrace/bun"
	"gocloud.dev/blob/memblob"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/notify"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/uploads"
)

// Example creates an organization on the Bun store of a SQLite database,
// invites a member as its owner, accepts the invitation with the link of
// the email, and reads the defaults a new room of the organization starts
// with.
func Example() {
	ctx := context.Background()
	dir, _ := os.MkdirTemp("", "orgs-example")
	defer os.RemoveAll(dir)
	db, err := app.OpenDB(ctx, "sqlite://"+filepath.Join(dir, "example.db"))
	if err != nil {
		panic(err)
	}
	defer db.Close()
	for _, migrate := range []func(context.Context, *bun.DB) error{notify.Migrate, orgs.Migrate, identity.Migrate} {
		if err := migrate(ctx, db); err != nil {
			panic(err)
		}
	}

	// Without a job client or mailer, emails wait in the outbox.
	mail, err := notify.NewService(notify.NewBunStore(db), notify.Deps{}, notify.Config{})
	if err != nil {
		panic(err)
	}
	bucket := uploads.NewBucket(memblob.OpenBucket(nil))
	users, err := identity.NewService(identity.NewBunStore(db), identity.Deps{Mailer: mail, Uploads: bucket},
		identity.Config{Secret: []byte("a secret of at least sixteen bytes")})
	if err != nil {
		panic(err)
	}
	// The Service keeps its data in a Store: here feedbackkit's own, on the
	// tables orgs.Migrate created.
	svc, err := orgs.NewService(orgs.NewBunStore(db), orgs.Deps{Users: users, Mailer: mail, Uploads: bucket},
		orgs.Config{BaseURL: "https://feedback.example"})
	if err != nil {
		panic(err)
	}

	org, owner, err := svc.CreateOrganization(ctx, orgs.NewOrganization{
		Name: "Acme", Subdomain: "acme",
		Owner: identity.NewUser{Email: "owner@acme.example", Password: "correct horse battery", Name: "Olive"},
	})
	if err != nil {
		panic(err)
	}

	// Services act for the principal in the context.
	asOwner := identity.WithPrincipal(ctx, &identity.Principal{UserID: owner.ID, OrgID: org.ID, Role: owner.Role})
	if _, err := svc.Invite(asOwner, "ada@example.com", feedbackkit.RoleAdmin); err != nil {
		panic(err)
	}
	_, err = svc.Invite(asOwner, "ada@example.com", feedbackkit.RoleUser)
	fmt.Println(feedbackkit.ErrorCode(err))

	// The email holds the accept link.
	emails, err := mail.Outbox(ctx, notify.OutboxFilter{To: "ada@example.com"})
	if err != nil {
		panic(err)
	}
	link := emails[0].Text[strings.Index(emails[0].Text, "https://"):]
	u, _ := url.Parse(strings.Fields(link)[0])
	login, err := svc.AcceptInvitation(ctx, orgs.Acceptance{Token: u.Query().Get("token"), Name: "Ada", Password: "analytical engine"})
	if err != nil {
		panic(err)
	}
	fmt.Println(login.User.Email, login.User.Role)

	defaults, err := svc.RoomDefaults(ctx, org.ID)
	if err != nil {
		panic(err)
	}
	s := defaults.FeedbackCustomization.Sentiments
	fmt.Println(s.Happy.Emoji, s.Neutral.Emoji, s.Sad.Emoji)
	// Output:
	// INVITATION_PENDING
	// ada@example.com admin
	// 😊 😐 😞
}
