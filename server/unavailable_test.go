package server_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gofiber/fiber/v2"
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
	"github.com/uptrace/bun/dialect/sqlitedialect"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/logtest"
	"github.com/feedbackkit/feedbackkit/server"
)

// tcpProxy forwards connections from a loopback port to a target, and
// can cut them (refusing new ones at once) or hang them (accepting new
// ones and never answering), as a database server that went away or
// stopped answering.
type tcpProxy struct {
	ln     net.Listener
	target string

	mu    sync.Mutex
	mode  string // "up", "down" or "hang"
	conns []net.Conn
}

func newTCPProxy(t *testing.T, target string) *tcpProxy {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &tcpProxy{ln: ln, target: target, mode: "up"}
	go p.serve()
	t.Cleanup(func() {
		ln.Close()
		p.set("down")
	})
	return p
}

func (p *tcpProxy) addr() string { return p.ln.Addr().String() }

func (p *tcpProxy) serve() {
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return
		}
		p.mu.Lock()
		mode := p.mode
		if mode != "down" {
			p.conns = append(p.conns, c)
		}
		p.mu.Unlock()
		switch mode {
		case "down":
			c.Close()
		case "hang": // held open, never answered, closed by the next set
		case "up":
			go p.forward(c)
		}
	}
}

func (p *tcpProxy) forward(c net.Conn) {
	s, err := net.Dial("tcp", p.target)
	if err != nil {
		c.Close()
		return
	}
	p.mu.Lock()
	p.conns = append(p.conns, s)
	p.mu.Unlock()
	go func() { io.Copy(s, c); s.Close() }()
	io.Copy(c, s)
	c.Close()
}

// set changes the mode and closes every connection made so far.
func (p *tcpProxy) set(mode string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.mode = mode
	for _, c := range p.conns {
		c.Close()
	}
	p.conns = nil
}

// TestDatabaseUnavailable serves the API from a PostgreSQL reached through
// a proxy: while the database is gone, requests that need it get 503
// UNAVAILABLE with Retry-After; while it hangs, the request deadline ends
// them with the same answer; once it is back, the API recovers by itself.
func TestDatabaseUnavailable(t *testing.T) {
	t.Parallel()
	pgURL, err := url.Parse(dbtest.MigratedURL(t, "postgres", appSchema))
	if err != nil {
		t.Fatal(err)
	}
	proxy := newTCPProxy(t, pgURL.Host)
	pgURL.Host = proxy.addr()
	db, err := database.Open(context.Background(), pgURL.String())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	const timeout = time.Second
	e := newEnv(t, db, func(c *app.Config) { c.RequestTimeout = timeout })
	t.Cleanup(func() { proxy.set("up") }) // let the app stop cleanly
	w := fbSetup(t, e)

	requests := map[string]request{
		"current user": {method: "GET", path: "/api/user", cookie: w.owner.Cookie},
		"feedback":     {method: "GET", path: "/api/feedback/paginated", cookie: w.admin.Cookie},
		"submit":       {method: "POST", path: "/api/feedback/submit", body: map[string]any{"instructorId": w.ownerID, "eventType": "Lobby", "sentiment": "positive"}},
		"login":        {method: "POST", path: "/api/auth/login", body: map[string]string{"email": w.uma.User.Email, "password": w.uma.Password}},
		"forgot":       {method: "POST", path: "/api/auth/forgot-password", body: map[string]string{"email": w.uma.User.Email}},
		"readyz":       {method: "GET", path: "/readyz"},
	}
	expectUnavailable := func(t *testing.T, state string) {
		t.Helper()
		for name, r := range requests {
			start := time.Now()
			resp := e.do(r)
			e.expect(t, state+": "+name, resp, 503, "UNAVAILABLE")
			if secs, err := strconv.Atoi(resp.header.Get("Retry-After")); err != nil || secs < 1 {
				t.Errorf("%s: %s: Retry-After %q", state, name, resp.header.Get("Retry-After"))
			}
			if d := time.Since(start); d > timeout+3*time.Second {
				t.Errorf("%s: %s took %v, past the request timeout of %v", state, name, d, timeout)
			}
		}
	}
	expectRecovered := func(t *testing.T, state string) {
		t.Helper()
		waitFor(t, "the API to recover "+state, func() bool {
			return e.do(requests["current user"]).status == 200
		})
		e.expect(t, "feedback "+state, e.do(requests["feedback"]), 200, "")
		e.expect(t, "submit "+state, e.do(requests["submit"]), 201, "")
		e.expect(t, "readyz "+state, e.do(requests["readyz"]), 200, "")
	}

	proxy.set("down")
	expectUnavailable(t, "database down")
	proxy.set("up")
	expectRecovered(t, "after the outage")

	proxy.set("hang")
	expectUnavailable(t, "database hanging")
	proxy.set("up")
	expectRecovered(t, "after the hang")
}

// holdSessionLock holds, until t ends, a lock that a new session of the
// account userID waits for: a writer's transaction on SQLite, the
// account's row FOR UPDATE on PostgreSQL (the session's foreign key
// waits for it).
func holdSessionLock(t *testing.T, db *bun.DB, userID string) {
	t.Helper()
	ctx := context.Background()
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tx.Rollback() })
	lock := "UPDATE identity_users SET name = name WHERE id = ?"
	if db.Dialect().Name() == dialect.PG {
		lock = "SELECT 1 FROM identity_users WHERE id = ? FOR UPDATE"
	}
	if _, err := tx.ExecContext(ctx, lock, userID); err != nil {
		t.Fatal(err)
	}
}

// TestDatabaseTimeoutIsUnavailable opens the database with a timeout of
// its own, far shorter than the request's (PostgreSQL's
// statement_timeout, SQLite's busy timeout), and holds a lock that a
// login's new session waits for: the database gives up on the statement,
// and the API's login and the dashboard's sign-in are answered 503
// UNAVAILABLE with Retry-After at once, as when the database does not
// answer.
func TestDatabaseTimeoutIsUnavailable(t *testing.T) {
	const dbTimeout = 300 * time.Millisecond
	eachDialect(t, func(t *testing.T, d string) {
		// An empty database, not a copy of appDB's template: app.New then
		// migrates it under the timeout, statement by statement, where on
		// a migrated copy River's check of its migrations' table reads
		// information_schema over every table, which a loaded machine
		// made take longer than the timeout.
		var db *bun.DB
		if d == "postgres" {
			u, err := url.Parse(dbtest.URL(t, d))
			if err != nil {
				t.Fatal(err)
			}
			q := u.Query()
			q.Set("statement_timeout", strconv.Itoa(int(dbTimeout.Milliseconds())))
			u.RawQuery = q.Encode()
			if db, err = database.Open(context.Background(), u.String()); err != nil {
				t.Fatal(err)
			}
		} else {
			dsn := strings.Replace(database.SQLiteDSN(filepath.Join(t.TempDir(), "test.db")),
				"busy_timeout(10000)", "busy_timeout("+strconv.Itoa(int(dbTimeout.Milliseconds()))+")", 1)
			sqldb, err := sql.Open("sqlite", dsn)
			if err != nil {
				t.Fatal(err)
			}
			db = bun.NewDB(sqldb, sqlitedialect.New())
		}
		t.Cleanup(func() { db.Close() })
		e := newEnv(t, db)
		_, owner := e.newOrg("acme")
		holdSessionLock(t, db, owner.User.ID)

		start := time.Now()
		resp := e.do(request{method: "POST", path: "/api/auth/login", body: map[string]string{"email": owner.User.Email, "password": owner.Password}})
		e.expect(t, "login", resp, 503, "UNAVAILABLE")
		if resp.header.Get("Retry-After") == "" {
			t.Error("login: no Retry-After")
		}
		p := e.dashRequest(request{method: "POST", path: "/login", contentType: "application/x-www-form-urlencoded",
			rawBody: url.Values{"email": {owner.User.Email}, "password": {owner.Password}}.Encode()})
		if p.status != 503 || p.header.Get("Retry-After") == "" {
			t.Errorf("sign-in: %d, Retry-After %q", p.status, p.header.Get("Retry-After"))
		}
		if took := time.Since(start); took > 2*dbTimeout+5*time.Second {
			t.Errorf("two logins took %v with a database timeout of %v", took, dbTimeout)
		}
	})
}

// TestLoginCanceledOrTimedOut holds a lock that a login's new session
// waits for (holdSessionLock). A login that runs past the request timeout is
// answered 503 UNAVAILABLE with Retry-After as soon as the deadline
// passes, rather than when the database would give up; one whose client
// goes away first (the host cancels the request's context, as an HTTP
// server does when its client disconnects) is answered 499 CANCELED,
// which no one reads, and is logged as neither an error nor a warning:
// the API's login and the dashboard's sign-in alike.
func TestLoginCanceledOrTimedOut(t *testing.T) {
	logs := &logtest.Buffer{}
	const timeout, cancelAfter = time.Second, 200 * time.Millisecond
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		holdSessionLock(t, e.db, owner.User.ID)

		host := fiber.New(e.server.HostConfig(fiber.Config{}))
		host.Use(func(c *fiber.Ctx) error {
			ctx, cancel := context.WithCancel(c.UserContext())
			defer cancel()
			time.AfterFunc(cancelAfter, cancel)
			c.SetUserContext(ctx)
			return c.Next()
		})
		e.server.Mount(host)

		name := e.db.Dialect().Name().String()
		logins := map[string]func() *http.Request{
			"api": func() *http.Request {
				req := httptest.NewRequest("POST", "/api/auth/login",
					strings.NewReader(`{"email":"`+owner.User.Email+`","password":"`+owner.Password+`"}`))
				req.Header.Set("Content-Type", "application/json")
				return req
			},
			"dashboard": func() *http.Request {
				req := httptest.NewRequest("POST", "/login",
					strings.NewReader(url.Values{"email": {owner.User.Email}, "password": {owner.Password}}.Encode()))
				req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
				return req
			},
		}
		canceled := map[string]bool{}
		for _, c := range []struct {
			how    string
			app    *fiber.App
			status int
			code   string
		}{
			{"timed out", e.server.App(), 503, "UNAVAILABLE"},
			{"cancelled", host, 499, "CANCELED"},
		} {
			for what, login := range logins {
				req := login()
				id := strings.ReplaceAll(name+"-"+what+"-"+c.how, " ", "-")
				req.Header.Set("X-Request-ID", id)
				start := time.Now()
				resp, err := c.app.Test(req, -1)
				if err != nil {
					t.Fatal(err)
				}
				took := time.Since(start)
				raw, _ := io.ReadAll(resp.Body)
				resp.Body.Close()
				if resp.StatusCode != c.status || took > timeout+3*time.Second {
					t.Errorf("%s login %s: %d after %v, want %d within the request timeout of %v\n%s", what, c.how, resp.StatusCode, took, c.status, timeout, raw)
				}
				if c.code == "UNAVAILABLE" && resp.Header.Get("Retry-After") == "" {
					t.Errorf("%s login %s: no Retry-After", what, c.how)
				}
				if what == "api" {
					var body server.ErrorResponse
					if err := json.Unmarshal(raw, &body); err != nil || body.Status != c.status || body.Error != c.code || body.Message == "" {
						t.Errorf("%s login %s: body %s", what, c.how, raw)
					}
				}
				canceled[id] = c.code == "CANCELED"
			}
		}

		accessLogged := map[string]bool{}
		for _, rec := range logs.Records(t) {
			id, _ := rec["request_id"].(string)
			if !canceled[id] {
				continue
			}
			if rec["level"] == "ERROR" || rec["level"] == "WARN" {
				t.Errorf("%s: logged %v", id, rec)
			}
			if rec["msg"] == "request" {
				accessLogged[id] = true
				if rec["status"] != float64(499) {
					t.Errorf("%s: access log %v", id, rec)
				}
			}
		}
		for id, c := range canceled {
			if c && !accessLogged[id] {
				t.Errorf("%s: no access log line", id)
			}
		}
	}, func(c *app.Config) {
		c.RequestTimeout = timeout
		c.Logger = slog.New(slog.NewJSONHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	})
}

// cancelKey carries, in a request's context, the function that cancels it.
type cancelKey struct{}

// cancelingStore is a feedback store whose insert of an item whose text is
// "leave" or "bug" cancels the request's context (the host's client went
// away meanwhile) and fails: with the cancellation for "leave", with an
// error of its own for "bug", as a fault that came with the departure.
type cancelingStore struct{ feedback.Store }

func (s cancelingStore) InsertItem(ctx context.Context, it *feedback.Item) error {
	cancel, ok := ctx.Value(cancelKey{}).(context.CancelFunc)
	if !ok || (it.Text != "leave" && it.Text != "bug") {
		return s.Store.InsertItem(ctx, it)
	}
	cancel()
	if it.Text == "leave" {
		return ctx.Err()
	}
	return errors.New("a fault of the store")
}

// TestCanceledRequestFault cancels submissions as they store, from a host
// program: one that fails with the cancellation is answered 499 CANCELED
// and logged at info only, while one that fails with an error of another
// kind is answered 500 INTERNAL and logged as an error with its request id,
// however its client left.
func TestCanceledRequestFault(t *testing.T) {
	logs := &logtest.Buffer{}
	eachDialect(t, func(t *testing.T, d string) {
		e := newEnv(t, appDB(t, d), func(c *app.Config) {
			c.Logger = slog.New(slog.NewJSONHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
			c.Stores = func(s *app.Stores) { s.Feedback = cancelingStore{s.Feedback} }
		})
		_, owner := e.newOrg("acme")
		e.createRoom(owner, "Lobby", false)
		host := fiber.New(e.server.HostConfig(fiber.Config{}))
		host.Use(func(c *fiber.Ctx) error {
			ctx, cancel := context.WithCancel(c.UserContext())
			defer cancel()
			c.SetUserContext(context.WithValue(ctx, cancelKey{}, cancel))
			return c.Next()
		})
		e.server.Mount(host)

		for _, c := range []struct {
			text, code string
			status     int
			internal   bool
		}{
			{"leave", "CANCELED", 499, false},
			{"bug", "INTERNAL", 500, true},
		} {
			id := d + "-cancel-" + c.text
			req := httptest.NewRequest("POST", "/api/feedback/submit", strings.NewReader(
				`{"instructorId":"`+owner.User.InstructorID+`","eventType":"Lobby","feedback":"`+c.text+`"}`))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("X-Request-ID", id)
			resp, err := host.Test(req, -1)
			if err != nil {
				t.Fatal(err)
			}
			raw, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			var body server.ErrorResponse
			if err := json.Unmarshal(raw, &body); err != nil || resp.StatusCode != c.status || body.Error != c.code {
				t.Errorf("%s: %d %s, want %d %s", c.text, resp.StatusCode, raw, c.status, c.code)
			}
			var logged []any // the level and message of each warning or error
			for _, rec := range logs.Records(t) {
				if rec["request_id"] == id && (rec["level"] == "ERROR" || rec["level"] == "WARN") {
					logged = append(logged, rec["level"], rec["msg"])
				}
			}
			if c.internal != slices.Contains(logged, "internal error") || !c.internal && len(logged) != 0 {
				t.Errorf("%s: logged %v, internal error logged: want %v", c.text, logged, c.internal)
			}
		}
	})
}
