package server_test

import (
	"context"
	"io"
	"net"
	"net/url"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
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
	pgURL, err := url.Parse(dbtest.URL(t, "postgres"))
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
