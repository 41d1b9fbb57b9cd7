// Command mount serves feedbackkit inside an existing Fiber app: the host
// keeps its own routes and error handling, feedbackkit's API lives under
// /feedback, and a host route protected by feedbackkit's sessions reads
// the caller's organization.
//
//	go run ./examples/mount   # then open http://localhost:3000/
//
// -addr is the address to listen on (default :3000; feedbackkit's links name
// localhost and its port); -db the database URL
// (default: SQLite in a temporary directory, removed on exit, with its
// key file).
package main

import (
	"context"
	"errors"
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
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/identity"
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
		dir, err := os.MkdirTemp("", "feedbackkit-mount")
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
	host, kit, err := newHost(ctx, databaseURL, "http://localhost:"+port+"/feedback")
	if err != nil {
		return err
	}
	defer closeKit(kit)
	if err := logDemoLogin(ctx, kit); err != nil {
		return err
	}
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

// logDemoLogin creates the demo organization on the first start on an
// empty database, and logs how to log in as its owner.
func logDemoLogin(ctx context.Context, kit *app.App) error {
	owner, err := kit.Orgs.EnsureDemo(ctx)
	if owner != nil {
		log.Printf("log in at POST /feedback/api/auth/login as %s / %s", owner.Email, owner.Password)
	}
	return err
}

// newHost returns the host program's app with feedbackkit mounted under
// /feedback, whose public URL is baseURL, and feedbackkit itself with its
// background jobs started.
func newHost(ctx context.Context, databaseURL, baseURL string) (*fiber.App, *app.App, error) {
	kit, err := app.New(ctx, app.Config{
		DatabaseURL: databaseURL,
		BlobURL:     "mem://",
		Prefix:      "/feedback",
		BaseURL:     baseURL,
	})
	if err != nil {
		return nil, nil, err
	}
	if err := kit.Start(ctx); err != nil {
		kit.Close(ctx)
		return nil, nil, err
	}

	// The host's own configuration, with what feedbackkit needs (a body
	// limit for its uploads; malformed uploads left to it).
	host := fiber.New(kit.Server.HostConfig(fiber.Config{
		// The host's own error answers, which feedbackkit leaves alone.
		ErrorHandler: func(c *fiber.Ctx, err error) error {
			code := fiber.StatusInternalServerError
			var fe *fiber.Error
			if errors.As(err, &fe) {
				code = fe.Code
			}
			return c.Status(code).JSON(fiber.Map{"hostError": err.Error()})
		},
	}))
	host.Get("/", func(c *fiber.Ctx) error {
		return c.SendString("the host's home page; feedbackkit is at /feedback/api")
	})
	// A route of the host that sees feedbackkit's caller: the principal is
	// in the request's context, and the Services act for it. It is below
	// the prefix, where the browser sends the session cookie, and
	// registered before Mount, which answers every other path there.
	host.Get("/feedback/summary", kit.Server.Authenticate, kit.Server.RequireRole(feedbackkit.RoleAdmin),
		func(c *fiber.Ctx) error {
			ctx := c.UserContext()
			p := identity.PrincipalFrom(ctx)
			page, err := kit.Feedback.FindItems(ctx, feedback.Filter{}, feedbackkit.PageRequest{Page: 1, Limit: 1})
			if err != nil {
				return err
			}
			concerns, err := kit.Feedback.UnresolvedConcerns(ctx)
			if err != nil {
				return err
			}
			return c.JSON(fiber.Map{"organization": p.OrgID, "feedback": page.Total, "unresolvedConcerns": concerns})
		})
	kit.Server.Mount(host)
	return host, kit, nil
}
