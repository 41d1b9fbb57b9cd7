package audit_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/uptrace/bun"
	"gocloud.dev/blob/memblob"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/audit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/notify"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/uploads"
)

// Example gives the orgs Service an audit log, changes a member's role as
// the owner from a client IP, records an action of the program's own in
// the transaction of its change, and reads the log back, newest first.
func Example() {
	ctx := context.Background()
	dir, _ := os.MkdirTemp("", "audit-example")
	defer os.RemoveAll(dir)
	db, err := app.OpenDB(ctx, "sqlite://"+filepath.Join(dir, "example.db"))
	if err != nil {
		panic(err)
	}
	defer db.Close()
	for _, migrate := range []func(context.Context, *bun.DB) error{notify.Migrate, orgs.Migrate, identity.Migrate, audit.Migrate} {
		if err := migrate(ctx, db); err != nil {
			panic(err)
		}
	}
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
	log, err := audit.NewService(audit.NewBunStore(db), audit.Deps{Users: users}, audit.Config{})
	if err != nil {
		panic(err)
	}
	// The Services that record actions take the audit log in their Deps.
	svc, err := orgs.NewService(orgs.NewBunStore(db), orgs.Deps{Users: users, Mailer: mail, Uploads: bucket, Audit: log}, orgs.Config{})
	if err != nil {
		panic(err)
	}
	org, owner, err := svc.CreateOrganization(ctx, orgs.NewOrganization{Name: "Acme", Subdomain: "acme",
		Owner: identity.NewUser{Email: "owner@acme.example", Password: "a long password"}})
	if err != nil {
		panic(err)
	}
	member, err := users.CreateUser(ctx, identity.NewUser{OrgID: org.ID, Role: feedbackkit.RoleUser,
		Email: "member@acme.example", Password: "a long password"})
	if err != nil {
		panic(err)
	}

	// A request of the owner: the principal and the client IP travel in
	// the context, and the entry is written in the role change's
	// transaction.
	ctx = identity.WithPrincipal(ctx, &identity.Principal{UserID: owner.ID, OrgID: org.ID, Role: feedbackkit.RoleOwner})
	ctx = audit.WithClientIP(ctx, "203.0.113.7")
	if _, err := svc.ChangeRole(ctx, member.ID, feedbackkit.RoleAdmin); err != nil {
		panic(err)
	}
	// An action of the program's own: one Record call inside the
	// transaction of its change (any Store's InTx: they all join).
	err = audit.NewBunStore(db).InTx(ctx, func(ctx context.Context) error {
		// ... the program's own change, with ctx ...
		return log.Record(ctx, audit.Entry{Action: "report.published", TargetType: "report", TargetID: "weekly",
			Details: map[string]any{"week": 48}})
	})
	if err != nil {
		panic(err)
	}

	page, err := log.Entries(ctx, audit.Filter{}, feedbackkit.PageRequest{})
	if err != nil {
		panic(err)
	}
	for _, e := range page.Data {
		fmt.Println(e.Action, e.ActorType, e.ActorEmail, e.IP, e.Details)
	}
	// Output:
	// report.published user owner@acme.example 203.0.113.7 map[week:48]
	// member.role_changed user owner@acme.example 203.0.113.7 map[email:member@acme.example from:user to:admin]
}
