// Command nethttp embeds feedbackkit in a net/http host program that has
// its own users and session middleware. The host mounts App.Handler on its
// http.ServeMux under /feedback; its middleware puts the signed-in user in
// the request's context, where HostUsersHTTP finds it, and feedbackkit
// gives each of the host's users an account in the organization and with
// the role the host says, on every request.
//
//	go run ./examples/nethttp
//	curl -b session=alice localhost:3000/feedback/api/user
//
// -addr is the address to listen on (default :3000; feedbackkit's links name
// localhost and its port); -db the database URL (default: SQLite in a
// temporary directory, removed on exit, with its key file). Uploads are
// kept in memory.
package main

import (
	"context"
	"errors"
	"flag"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

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
		dir, err := os.MkdirTemp("", "feedbackkit-nethttp")
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
	handler, kit, err := newHost(ctx, app.Config{DatabaseURL: databaseURL, BlobURL: "mem://", BaseURL: "http://localhost:" + port + "/feedback"})
	if err != nil {
		return err
	}
	defer closeKit(kit)
	srv := &http.Server{Addr: addr, Handler: handler, ReadHeaderTimeout: 10 * time.Second}
	go func() {
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = srv.Shutdown(shutdown)
	}()
	if err := srv.ListenAndServe(); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
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

// directory stands for the host's users table.
var directory = map[string]hostUser{
	"alice": {ID: "u-1", Email: "alice@acme.example", Name: "Alice", Team: "acme", Role: feedbackkit.RoleOwner},
	"bob":   {ID: "u-2", Email: "bob@acme.example", Name: "Bob", Team: "acme", Role: feedbackkit.RoleUser},
	"carol": {ID: "u-3", Email: "carol@globex.example", Name: "Carol", Team: "globex", Role: feedbackkit.RoleAdmin},
}

// userKey is the key of the signed-in user in a request's context.
type userKey struct{}

// withSession stands for the host's own session middleware: here the
// "session" cookie names the user, whom it puts in the request's context.
// A real host checks a signed or stored session.
func withSession(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if c, err := r.Cookie("session"); err == nil {
			if u, ok := directory[c.Value]; ok {
				r = r.WithContext(context.WithValue(r.Context(), userKey{}, u))
			}
		}
		next.ServeHTTP(w, r)
	})
}

// newHost returns the host's handler, with feedbackkit mounted under
// /feedback for the host's users, and feedbackkit itself, its jobs started.
func newHost(ctx context.Context, cfg app.Config) (http.Handler, *app.App, error) {
	cfg.Prefix = "/feedback"
	cfg.HostUsersHTTP = func(r *http.Request) (*orgs.HostUser, error) {
		u, ok := r.Context().Value(userKey{}).(hostUser)
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
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, _ *http.Request) {
		_, _ = io.WriteString(w, "the host's home page")
	})
	mux.Handle("/feedback/", kit.Handler())
	return withSession(mux), kit, nil
}
