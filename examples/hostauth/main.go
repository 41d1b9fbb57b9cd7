// Command hostauth serves feedbackkit's API behind the host program's own
// authentication: the host knows its users (here by an X-Host-User header
// that its gateway sets) and maps each to a feedbackkit organization and
// role, instead of feedbackkit's login and session cookie.
//
//	go run ./examples/hostauth
//	curl -H 'X-Host-User: alice' localhost:3000/api/events
package main

import (
	"context"
	"crypto/rand"
	"log"
	"os/signal"
	"syscall"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/orgs"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	kit, err := newKit(ctx, "sqlite://hostauth-example.db")
	if err != nil {
		log.Fatal(err)
	}
	defer kit.Close(context.Background())
	go func() {
		<-ctx.Done()
		_ = kit.Server.App().Shutdown()
	}()
	if err := kit.Server.App().Listen(":3000"); err != nil {
		log.Fatal(err)
	}
}

// hostUsers maps the host's users to their feedbackkit principal.
type hostUsers map[string]*identity.Principal

// Authenticate implements server.Authenticator: the caller is the host user
// named by the X-Host-User header, which the host's gateway has checked.
func (u hostUsers) Authenticate(c *fiber.Ctx) (*identity.Principal, error) {
	if p, ok := u[c.Get("X-Host-User")]; ok {
		return p, nil
	}
	return nil, feedbackkit.Errorf(feedbackkit.CodeInvalidToken, "unknown host user")
}

// newKit starts feedbackkit with the host's users: alice owns the
// organization, bob is a member. Their feedbackkit accounts are made once,
// with passwords nobody knows, as they never log in to feedbackkit itself.
func newKit(ctx context.Context, databaseURL string) (*app.App, error) {
	users := hostUsers{}
	kit, err := app.New(ctx, app.Config{DatabaseURL: databaseURL, BlobURL: "mem://", Authenticator: users})
	if err != nil {
		return nil, err
	}
	org, err := kit.Orgs.FindOrganizationBySubdomain(ctx, "host")
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		org, _, err = kit.Orgs.CreateOrganization(ctx, orgs.NewOrganization{
			Name: "The host's organization", Subdomain: "host",
			Owner: identity.NewUser{Email: "alice@host.example", Password: rand.Text(), Name: "Alice"},
		})
	}
	if err != nil {
		kit.Close(ctx)
		return nil, err
	}
	for name, role := range map[string]feedbackkit.Role{"alice": feedbackkit.RoleOwner, "bob": feedbackkit.RoleUser} {
		u, err := kit.Identity.FindUserByEmail(ctx, name+"@host.example")
		if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
			u, err = kit.Identity.CreateUser(ctx, identity.NewUser{
				OrgID: org.ID, Role: role, Email: name + "@host.example", Password: rand.Text(), Name: name,
			})
		}
		if err != nil {
			kit.Close(ctx)
			return nil, err
		}
		users[name] = &identity.Principal{UserID: u.ID, OrgID: org.ID, Role: u.Role}
	}
	if err := kit.Start(ctx); err != nil {
		kit.Close(ctx)
		return nil, err
	}
	return kit, nil
}
