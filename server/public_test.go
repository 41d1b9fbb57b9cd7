package server_test

import (
	"context"
	"crypto/rand"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit/internal/redistest"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/server"
)

// behindProxy returns a copy of e whose server trusts the peer of the test
// transport as a proxy, so that each request picks its client IP with
// X-Forwarded-For. storage holds the rate-limit counters (nil: the new
// server's memory).
func (e *env) behindProxy(storage fiber.Storage) *env {
	e.t.Helper()
	s, err := server.New(server.Config{
		BaseURL:          baseURL,
		Now:              e.clock.Now,
		TrustedProxies:   []string{"0.0.0.0/32"},
		RateLimitStorage: storage,
		AccountLimitKey:  []byte("test account limit key"),
	}, server.Deps{DB: e.db, Identity: e.identity, Orgs: e.orgs, Uploads: e.bucket,
		Rooms: e.rooms, Feedback: e.feedback, Forms: e.forms, Subscriptions: e.kit.Subscriptions})
	if err != nil {
		e.t.Fatal(err)
	}
	c := *e
	c.server = s
	return &c
}

// ipSeq hands out distinct client IPs.
type ipSeq struct{ n atomic.Int32 }

func (s *ipSeq) next() map[string]string {
	n := s.n.Add(1)
	return map[string]string{"X-Forwarded-For": fmt.Sprintf("198.51.%d.%d", n/250, n%250+1)}
}

func TestAcceptInvitation(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		seats := 10
		if _, err := e.orgs.SetLimits(context.Background(), "acme", orgs.LimitsUpdate{Seats: &seats}); err != nil {
			t.Fatal(err)
		}
		other, _ := e.newOrg("other")
		e.addMember(other, "elsewhere@other.test", "user")
		p := e.behindProxy(nil)
		var ips ipSeq
		lookup := func(token string) response {
			return p.do(request{method: "GET", path: "/api/public/invitation/" + token, header: ips.next()})
		}
		accept := func(body any) response {
			return p.do(request{method: "POST", path: "/api/public/accept-invitation", body: body, header: ips.next()})
		}

		e.expect(t, "invite", e.invite(owner.Cookie, "ann@x.test", "admin"), 201, "")
		token := e.invitationToken(t, "ann@x.test")

		// The link shows the invitation.
		resp := lookup(token)
		e.expect(t, "lookup", resp, 200, "")
		orgJSON, _ := resp.json["organization"].(map[string]any)
		if resp.json["email"] != "ann@x.test" || resp.json["role"] != "admin" || orgJSON["name"] != "Org acme" || orgJSON["subdomain"] != "acme" {
			t.Errorf("lookup: %s", resp.raw)
		}
		e.expect(t, "unknown token", lookup("0123abcd"), 404, "NOT_FOUND")
		e.expect(t, "tampered token", lookup(token[:len(token)-1]+"x"), 404, "NOT_FOUND")

		// Refused acceptances create nothing.
		for _, tc := range []call{
			{"no token", request{body: map[string]string{"name": "Ann", "password": "long-enough"}}, 400, "VALIDATION_FAILED"},
			{"no name", request{body: map[string]string{"token": token, "password": "long-enough"}}, 400, "VALIDATION_FAILED"},
			{"short password", request{body: map[string]string{"token": token, "name": "Ann", "password": "short"}}, 400, "VALIDATION_FAILED"},
			{"long name", request{body: map[string]string{"token": token, "name": strings.Repeat("n", 101), "password": "long-enough"}}, 400, "VALIDATION_FAILED"},
			{"unknown token", request{body: map[string]string{"token": "nope", "name": "Ann", "password": "long-enough"}}, 404, "NOT_FOUND"},
			{"token of the wrong type", request{rawBody: `{"token":12,"name":"Ann","password":"long-enough"}`}, 400, "VALIDATION_FAILED"},
			{"malformed JSON", request{rawBody: `{"token":`}, 400, "INVALID_JSON"},
			{"not JSON", request{rawBody: "token=x", contentType: "application/x-www-form-urlencoded"}, 415, "UNSUPPORTED_MEDIA_TYPE"},
			{"oversized", request{rawBody: `{"token":"` + strings.Repeat("a", 2<<20) + `"}`}, 413, "PAYLOAD_TOO_LARGE"},
		} {
			req := tc.req.on(request{method: "POST", path: "/api/public/accept-invitation"})
			req.header = ips.next()
			resp := p.do(req)
			e.expect(t, tc.name, resp, tc.status, tc.code)
			if len(resp.cookies) != 0 {
				t.Errorf("%s: cookie set: %v", tc.name, resp.header["Set-Cookie"])
			}
		}
		if _, err := e.identity.FindUserByEmail(context.Background(), "ann@x.test"); err == nil {
			t.Fatal("a refused acceptance created the account")
		}
		e.expect(t, "still pending", lookup(token), 200, "")

		// Acceptance creates the account in the organization and logs it in.
		resp = accept(map[string]string{"token": token, "name": "Ann", "lastName": "Lee", "password": "long-enough"})
		e.expect(t, "accept", resp, 201, "")
		if resp.json["email"] != "ann@x.test" || resp.json["role"] != "admin" || resp.json["organization"] != org.ID ||
			resp.json["name"] != "Ann" || resp.json["lastName"] != "Lee" || resp.json["_id"] == "" || resp.json["instructorId"] == "" {
			t.Errorf("accepted user: %s", resp.raw)
		}
		cookie := findCookie(t, resp, "auth_token")
		if !cookie.HttpOnly || cookie.SameSite != http.SameSiteLaxMode || cookie.Path != "/" || cookie.MaxAge < 6*24*3600 {
			t.Errorf("cookie: %+v", cookie)
		}
		me := e.do(request{method: "GET", path: "/api/user", cookie: cookie.Value})
		e.expect(t, "session of the new account", me, 200, "")
		if me.json["_id"] != resp.json["_id"] || me.json["role"] != "admin" {
			t.Errorf("GET /api/user: %s", me.raw)
		}
		e.expect(t, "admin rights", e.do(request{method: "GET", path: "/api/users", cookie: cookie.Value}), 200, "")
		e.login("ann@x.test", "long-enough")
		if _, ok := e.roster(t, owner.Cookie)[resp.json["_id"].(string)]; !ok {
			t.Error("the new account is not in the roster")
		}
		if got := e.pendingEmails(t, owner.Cookie); len(got) != 0 {
			t.Errorf("pending after acceptance: %v", got)
		}

		// The link works once.
		e.expect(t, "used link", lookup(token), 404, "NOT_FOUND")
		e.expect(t, "accept twice", accept(map[string]string{"token": token, "name": "Ann", "password": "long-enough"}), 404, "NOT_FOUND")

		// An account of another organization cannot join.
		e.expect(t, "invite elsewhere", e.invite(owner.Cookie, "elsewhere@other.test", "user"), 201, "")
		token = e.invitationToken(t, "elsewhere@other.test")
		e.expect(t, "account of another organization", accept(map[string]string{"token": token, "name": "E", "password": "long-enough"}), 409, "EMAIL_IN_USE")
		e.expect(t, "the invitation stays pending", lookup(token), 200, "")
		if u, err := e.identity.FindUserByEmail(context.Background(), "elsewhere@other.test"); err != nil || u.OrgID != other.ID {
			t.Errorf("the other organization's account changed: %+v %v", u, err)
		}

		// An expired link gives 404.
		e.expect(t, "invite late", e.invite(owner.Cookie, "late@x.test", "user"), 201, "")
		token = e.invitationToken(t, "late@x.test")
		e.clock.Advance(7*24*time.Hour + time.Minute)
		e.expect(t, "expired lookup", lookup(token), 404, "NOT_FOUND")
		e.expect(t, "expired accept", accept(map[string]string{"token": token, "name": "Late", "password": "long-enough"}), 404, "NOT_FOUND")
	})
}

func TestWaitlist(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		p := e.behindProxy(nil)
		var ips ipSeq
		join := func(body any) response {
			return p.do(request{method: "POST", path: "/api/public/waitlist", body: body, header: ips.next()})
		}
		resp := join(map[string]string{"email": "Ada@Example.com", "name": "Ada", "organization": "Engines Ltd"})
		e.expect(t, "join", resp, 201, "")
		if resp.json["email"] != "ada@example.com" || resp.json["message"] == "" {
			t.Errorf("join: %s", resp.raw)
		}
		e.expect(t, "join again", join(map[string]string{"email": "ada@example.com"}), 201, "")
		e.expect(t, "email only", join(map[string]string{"email": "bob@example.com"}), 201, "")
		for _, tc := range []call{
			{"no email", request{body: map[string]string{"name": "x"}}, 400, "VALIDATION_FAILED"},
			{"bad email", request{body: map[string]string{"email": "nope"}}, 400, "VALIDATION_FAILED"},
			{"long name", request{body: map[string]string{"email": "c@example.com", "name": strings.Repeat("n", 101)}}, 400, "VALIDATION_FAILED"},
			{"long organization", request{body: map[string]string{"email": "c@example.com", "organization": strings.Repeat("o", 101)}}, 400, "VALIDATION_FAILED"},
			{"NUL in the name", request{body: map[string]string{"email": "c@example.com", "name": "Ann\x00"}}, 400, "VALIDATION_FAILED"},
			{"control character in the organization", request{body: map[string]string{"email": "c@example.com", "organization": "Acme\x07"}}, 400, "VALIDATION_FAILED"},
			{"wrong type", request{rawBody: `{"email":"c@example.com","name":5}`}, 400, "VALIDATION_FAILED"},
			{"malformed", request{rawBody: `{"email":"c@`}, 400, "INVALID_JSON"},
			{"not JSON", request{rawBody: "email=c@example.com", contentType: "text/plain"}, 415, "UNSUPPORTED_MEDIA_TYPE"},
			{"oversized", request{rawBody: `{"email":"` + strings.Repeat("a", 2<<20) + `"}`}, 413, "PAYLOAD_TOO_LARGE"},
		} {
			req := tc.req.on(request{method: "POST", path: "/api/public/waitlist"})
			req.header = ips.next()
			e.expect(t, tc.name, p.do(req), tc.status, tc.code)
		}
		entries, err := e.orgs.Waitlist(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if len(entries) != 2 || entries[0].Email != "ada@example.com" || entries[0].Name != "Ada" ||
			entries[0].Organization != "Engines Ltd" || entries[1].Email != "bob@example.com" {
			t.Errorf("waitlist: %+v", entries)
		}
	})
}

// checkLimited checks a 429 RATE_LIMITED answer with a Retry-After within
// the window.
func checkLimited(t *testing.T, e *env, name string, resp response, window time.Duration) {
	t.Helper()
	e.expect(t, name, resp, 429, "RATE_LIMITED")
	secs, err := strconv.Atoi(resp.header.Get("Retry-After"))
	if err != nil || secs < 1 || secs > int(window.Seconds()) {
		t.Errorf("%s: Retry-After %q, want 1..%d seconds", name, resp.header.Get("Retry-After"), int(window.Seconds()))
	}
}

// publicLimits are the limited public endpoints of this package's tests,
// with a request that counts.
var publicLimits = []struct {
	name   string
	req    request
	max    int
	window time.Duration
}{
	{"invitation lookup", request{method: "GET", path: "/api/public/invitation/unknown-token"}, 20, 15 * time.Minute},
	{"accept invitation", request{method: "POST", path: "/api/public/accept-invitation",
		body: map[string]string{"token": "unknown", "name": "A", "password": "long-enough"}}, 10, 15 * time.Minute},
	{"waitlist", request{method: "POST", path: "/api/public/waitlist", body: map[string]string{"email": "w@example.com"}}, 5, time.Hour},
}

func TestPublicRateLimits(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		p := e.behindProxy(nil)
		for i, l := range publicLimits {
			ipA := map[string]string{"X-Forwarded-For": fmt.Sprintf("203.0.113.%d", 2*i+1)}
			ipB := map[string]string{"X-Forwarded-For": fmt.Sprintf("203.0.113.%d", 2*i+2)}
			for n := range l.max {
				r := l.req
				r.header = ipA
				if resp := p.do(r); resp.status == 429 || resp.status >= 500 {
					t.Fatalf("%s: request %d: %d %s", l.name, n+1, resp.status, resp.raw)
				}
			}
			r := l.req
			r.header = ipA
			checkLimited(t, e, l.name+": over the limit", p.do(r), l.window)
			r.header = ipB
			if resp := p.do(r); resp.status == 429 {
				t.Errorf("%s: another IP is limited too", l.name)
			}
		}
		// The limits are per endpoint: the waitlist IP may still look up invitations.
		r := publicLimits[0].req
		r.header = map[string]string{"X-Forwarded-For": "203.0.113.5"}
		e.expect(t, "other endpoint", p.do(r), 404, "NOT_FOUND")
	})
}

// TestPublicRateLimitsRedis runs two servers sharing a Redis: the limit
// counts the requests made to both.
func TestPublicRateLimitsRedis(t *testing.T) {
	storage, err := server.NewRedisStorage(t.Context(), "redis://127.0.0.1:6379/0")
	if err != nil {
		redistest.Missing(t, "no Redis answers at 127.0.0.1:6379: %v", err)
	}
	t.Cleanup(func() { storage.Close() })
	forEachDialect(t, func(t *testing.T, e *env) {
		a, b := e.behindProxy(storage), e.behindProxy(storage)
		for _, l := range publicLimits {
			// A random IP, so that counters of earlier runs do not interfere.
			buf := make([]byte, 3)
			rand.Read(buf)
			ip := fmt.Sprintf("10.%d.%d.%d", buf[0], buf[1], int(buf[2])%250+1)
			key := "ratelimit:" + map[string]string{
				"invitation lookup": "public-invitation", "accept invitation": "accept-invitation", "waitlist": "waitlist",
			}[l.name] + ":" + ip
			_ = storage.Delete(key)
			t.Cleanup(func() { _ = storage.Delete(key) })
			for n := range l.max {
				inst := a
				if n%2 == 1 {
					inst = b
				}
				r := l.req
				r.header = map[string]string{"X-Forwarded-For": ip}
				if resp := inst.do(r); resp.status == 429 || resp.status >= 500 {
					t.Fatalf("%s: request %d: %d %s", l.name, n+1, resp.status, resp.raw)
				}
			}
			for i, inst := range []*env{a, b} {
				r := l.req
				r.header = map[string]string{"X-Forwarded-For": ip}
				checkLimited(t, e, fmt.Sprintf("%s: over the shared limit on instance %d", l.name, i+1), inst.do(r), l.window)
			}
		}
	})
}
