// Package demo holds what the examples that serve HTTP share: their main
// function, where they keep their database when the user names none, and
// the URL of their listen address.
package demo

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

	"github.com/feedbackkit/feedbackkit/app"
)

// Start returns a host program and feedbackkit, with its background jobs
// started, on the database of databaseURL, feedbackkit's public URL being
// baseURL.
type Start func(ctx context.Context, databaseURL, baseURL string) (*fiber.App, *app.App, error)

// Main is the main function of the example name: it reads the flags -addr
// (default :3000) and -db, and serves the host program start returns, with
// feedbackkit under /feedback, on addr until SIGINT or SIGTERM. An error
// ends the program.
func Main(name string, start Start) {
	addr := flag.String("addr", ":3000", "address to listen on")
	databaseURL := flag.String("db", "", "database URL (default: SQLite in a temporary directory, removed on exit)")
	flag.Parse()
	if err := run(name, *addr, *databaseURL, start); err != nil {
		log.Fatal(err)
	}
}

// run serves the host on addr until SIGINT or SIGTERM, with feedbackkit
// on the database of databaseURL, or of a temporary directory if it is "".
func run(name, addr, databaseURL string, start Start) error {
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	databaseURL, remove, err := Database(databaseURL, name)
	if err != nil {
		return err
	}
	defer remove()
	host, kit, err := start(ctx, databaseURL, LocalURL(addr)+"/feedback")
	if err != nil {
		return err
	}
	defer func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second) // a hung job must not hold the exit
		defer cancel()
		kit.Close(ctx)
	}()
	go func() {
		<-ctx.Done()
		_ = host.Shutdown()
	}()
	return host.Listen(addr)
}

// Database returns databaseURL, or, when it is "", the URL of a SQLite
// file in a new temporary directory, where its key file goes too, so that
// an example writes nothing to the working directory. remove removes that
// directory (nothing for a databaseURL of the user's).
func Database(databaseURL, name string) (url string, remove func(), err error) {
	if databaseURL != "" {
		return databaseURL, func() {}, nil
	}
	dir, err := os.MkdirTemp("", "feedbackkit-"+name)
	if err != nil {
		return "", nil, err
	}
	return "sqlite://" + filepath.Join(dir, "feedback.db"), func() { os.RemoveAll(dir) }, nil
}

// LocalURL is the URL of the listen address addr from this machine:
// localhost when addr names no host.
func LocalURL(addr string) string {
	host, port, err := net.SplitHostPort(addr)
	if err != nil || host == "" {
		host = "localhost"
	}
	return "http://" + net.JoinHostPort(host, port)
}
