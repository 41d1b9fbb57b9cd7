// Command hostusers embeds feedbackkit in a host program that has its own
// users, organizations and sessions. The host tells feedbackkit who the
// caller of each request is (HostUsers); feedbackkit gives each of the
// host's users an account in the organization the host says, with the role
// the host says, on first sight and on every request after, and its own
// login, password and invitation routes are off.
//
//	go run ./examples/hostusers
//	curl -H 'X-Host-User: alice' localhost:3000/feedback/api/user
//
// -addr is the address to listen on (default :3000; feedbackkit's links name
// localhost and its port); -db the database URL
// (default: SQLite in a temporary directory, removed on exit, with its
// key file). Uploads are kept in memory.
package main

import (
	"context"
	"flag"
	"log"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/orgs"
)

func main() {
	addr := flag.String("addr", ":3000", "address to listen on")
	databaseURL := flag.String("db", "", "database URL (default: SQLite in a temporary directory, removed on exit)")
	flag.Parse()
	if err := serve(*addr, *databaseURL); err != nil {
		log.Fatal(err)
	}
}

// serve serves the host program on addr until SIGINT or SIGTERM, with
// feedbackkit on the database of databaseURL, or of a temporary directory
// (with its key file) when it is "".
func serve(addr, databaseURL string) error {
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	if databaseURL == "" {
		dir, err := os.MkdirTemp("", "feedbackkit-hostusers")
		if err != nil {
			return err
		}
		defer os.RemoveAll(dir)
		databaseURL = "sqlite://" + filepath.Join(dir, "feedback.db")
	}
	_, port, err := net.SplitHostPort(addr)
	if err != nil {
		return err
	}
	host, kit, err := newHost(ctx, app.Config{DatabaseURL: databaseURL, BlobURL: "mem://", BaseURL: "http://localhost:" + port + "/feedback"})
	if err != nil {
		return err
	}
	defer closeKit(kit)
	go func() {
		<-ctx.Done()
		_ = host.Shutdown()
	}()
	return host.Listen(addr)
}

// closeKit stops feedbackkit's background jobs once the host has stopped
// serving, letting running jobs finish for up to ten seconds.
func closeKit(kit *app.App) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := kit.Close(ctx); err != nil {
		log.Print(err)
	}
}

// hostUser is a user of the host program, as its own session knows it.
type hostUser struct {
	ID, Email, Name, Team string
	Role                  feedbackkit.Role
}

// directory stands for the host's users table: the host changes it (a new
// team, a promotion) and feedbackkit follows at the user's next request.
var directory = map[string]hostUser{
	"alice": {ID: "u-1", Email: "alice@acme.example", Name: "Alice", Team: "acme", Role: feedbackkit.RoleOwner},
	"bob":   {ID: "u-2", Email: "bob@acme.example", Name: "Bob", Team: "acme", Role: feedbackkit.RoleUser},
	"carol": {ID: "u-3", Email: "carol@globex.example", Name: "Carol", Team: "globex", Role: feedbackkit.RoleAdmin},
}

// sessionUser stands for the host's own authentication: here the gateway
// in front of the host has checked the caller and names it in a header.
func sessionUser(c *fiber.Ctx) (hostUser, bool) {
	u, ok := directory[c.Get("X-Host-User")]
	return u, ok
}

// newHost returns the host's app with feedbackkit mounted under /feedback
// for the host's users, and feedbackkit itself, its jobs started.
func newHost(ctx context.Context, cfg app.Config) (*fiber.App, *app.App, error) {
	cfg.Prefix = "/feedback"
	cfg.HostUsers = func(c *fiber.Ctx) (*orgs.HostUser, error) {
		u, ok := sessionUser(c)
		if !ok {
			return nil, nil // not signed in to the host: 401
		}
		return &orgs.HostUser{Subject: u.ID, Email: u.Email, Name: u.Name, Role: u.Role, Organization: u.Team}, nil
	}
	kit, err := app.New(ctx, cfg)
	if err != nil {
		return nil, nil, err
	}
	if err := kit.Start(ctx); err != nil {
		kit.Close(ctx)
		return nil, nil, err
	}
	host := fiber.New(kit.Server.HostConfig(fiber.Config{}))
	host.Get("/", func(c *fiber.Ctx) error { return c.SendString("the host's home page") })
	kit.Server.Mount(host)
	return host, kit, nil
}
