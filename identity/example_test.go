package identity_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"gocloud.dev/blob/memblob"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/notify"
	"github.com/feedbackkit/feedbackkit/uploads"
)

// Example creates an account, logs in and authenticates the session token,
// as the auth_token cookie of a request would carry it.
func Example() {
	ctx := context.Background()
	dir, _ := os.MkdirTemp("", "identity-example")
	defer os.RemoveAll(dir)
	db, err := app.OpenDB(ctx, "sqlite://"+filepath.Join(dir, "example.db"))
	if err != nil {
		panic(err)
	}
	defer db.Close()
	if err := notify.Migrate(ctx, db); err != nil {
		panic(err)
	}
	if err := identity.Migrate(ctx, db); err != nil {
		panic(err)
	}

	// Without a job client or mailer, emails wait in the outbox.
	mail, err := notify.NewService(notify.NewBunStore(db), notify.Deps{}, notify.Config{})
	if err != nil {
		panic(err)
	}
	users, err := identity.NewService(identity.NewBunStore(db), identity.Deps{Mailer: mail, Uploads: uploads.NewBucket(memblob.OpenBucket(nil))}, identity.Config{
		Secret: []byte("a secret of at least sixteen bytes"),
	})
	if err != nil {
		panic(err)
	}
	_, err = users.CreateUser(ctx, identity.NewUser{
		OrgID: "org-1", Role: feedbackkit.RoleAdmin, Email: "Ada@Example.com", Password: "correct horse battery",
	})
	if err != nil {
		panic(err)
	}

	login, err := users.Login(ctx, "ada@example.com", "correct horse battery")
	if err != nil {
		panic(err)
	}
	p, err := users.Authenticate(ctx, login.Token)
	if err != nil {
		panic(err)
	}
	fmt.Println(p.OrgID, p.Role)

	_, err = users.Login(ctx, "ada@example.com", "wrong password")
	fmt.Println(feedbackkit.ErrorCode(err))
	// Output:
	// org-1 admin
	// INVALID_CREDENTIALS
}
