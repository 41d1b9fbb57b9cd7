package server_test

import (
	"context"
	"fmt"
	"strconv"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/notify"
	"github.com/feedbackkit/feedbackkit/server"
)

// expectRateLimited checks a 429 RATE_LIMITED answer whose Retry-After is
// 1 to max seconds.
func (e *env) expectRateLimited(t *testing.T, name string, resp response, max time.Duration) {
	t.Helper()
	e.expect(t, name, resp, 429, "RATE_LIMITED")
	secs, err := strconv.Atoi(resp.header.Get("Retry-After"))
	if err != nil || secs < 1 || time.Duration(secs)*time.Second > max {
		t.Errorf("%s: Retry-After %q, want 1 to %v in seconds", name, resp.header.Get("Retry-After"), max)
	}
}

func TestLoginIsThrottled(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme") // one login of the owner counted
		member := e.addMember(org, "user@acme.test", "user")
		login := func(email, password string) response {
			return e.do(request{method: "POST", path: "/api/auth/login", body: map[string]string{"email": email, "password": password}})
		}
		for i := range 9 {
			e.expect(t, fmt.Sprintf("wrong password %d", i+1), login(owner.User.Email, "wrong-password"), 401, "INVALID_CREDENTIALS")
		}
		// The 11th attempt within 15 minutes, even with the right password
		// and whatever the case of the email, is refused.
		e.expectRateLimited(t, "11th attempt", login("OWNER@acme.test", owner.Password), 15*time.Minute)
		e.expectRateLimited(t, "12th attempt", login(owner.User.Email, "wrong-password"), 15*time.Minute)
		// Another account from the same IP has its own count.
		e.expect(t, "other account", login(member.User.Email, member.Password), 200, "")

		e.clock.Advance(15 * time.Minute)
		e.expect(t, "after the window", login(owner.User.Email, owner.Password), 200, "")
	})
}

func TestLoginIsThrottledPerIP(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		e.newOrg("acme") // one login counted
		for i := range 4 {
			resp := e.do(request{method: "POST", path: "/api/auth/login", body: map[string]string{"email": fmt.Sprintf("u%d@acme.test", i), "password": "wrong-password"}})
			e.expect(t, "spray", resp, 401, "INVALID_CREDENTIALS")
		}
		resp := e.do(request{method: "POST", path: "/api/auth/login", body: map[string]string{"email": "u9@acme.test", "password": "wrong-password"}})
		e.expectRateLimited(t, "sixth email from one IP", resp, time.Hour)
	}, func(c *app.Config) { c.RateLimits.LoginIP = server.RateLimit{Max: 5, Window: time.Hour} })
}

func TestForgotPasswordIsThrottled(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		forgot := func(email string) response {
			return e.do(request{method: "POST", path: "/api/auth/forgot-password", body: map[string]string{"email": email}})
		}
		outbox := func(to string) int {
			emails, err := e.notify.Outbox(context.Background(), notify.OutboxFilter{To: to})
			if err != nil {
				t.Fatal(err)
			}
			return len(emails)
		}
		// Three reset emails per address and hour; the fourth request gets
		// the same answer and sends nothing.
		for i := range 4 {
			e.expect(t, fmt.Sprintf("request %d", i+1), forgot(owner.User.Email), 200, "")
		}
		waitFor(t, "three reset emails", func() bool { return outbox(owner.User.Email) >= 3 })
		// The fourth request's work, had it been done, would be done by now:
		// a request for another account, made after it, has its email.
		e.addMember(org, "second@acme.test", "user")
		e.expect(t, "another address", forgot("second@acme.test"), 200, "")
		waitFor(t, "the other account's email", func() bool { return outbox("second@acme.test") == 1 })
		if n := outbox(owner.User.Email); n != 3 {
			t.Errorf("%d reset emails to one address within an hour, want 3", n)
		}
		// Unknown addresses get the same answer, up to the per-IP limit of 10 an hour.
		for i := range 4 {
			e.expect(t, "unknown address", forgot(fmt.Sprintf("nobody%d@acme.test", i)), 200, "")
		}
		e.expect(t, "malformed address (counted too)", forgot("nobody"), 400, "VALIDATION_FAILED")
		e.expectRateLimited(t, "11th request from the IP", forgot("nobody@acme.test"), time.Hour)

		e.clock.Advance(time.Hour)
		e.expect(t, "next hour", forgot(owner.User.Email), 200, "")
		waitFor(t, "the next hour's email", func() bool { return outbox(owner.User.Email) == 4 })
	})
}

func TestSubmitIsThrottled(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		w := fbSetup(t, e)
		body := map[string]any{"instructorId": w.ownerID, "eventType": "Lobby", "sentiment": "positive"}
		for i := range 60 {
			if resp := e.fbSubmit(body); resp.status != 201 {
				t.Fatalf("submission %d: %d %s", i+1, resp.status, resp.raw)
			}
		}
		e.expectRateLimited(t, "61st submission in a minute", e.fbSubmit(body), time.Minute)
		e.clock.Advance(time.Minute)
		e.expect(t, "next minute", e.fbSubmit(body), 201, "")
	}, func(c *app.Config) { c.RateLimits.Submit = server.RateLimit{} })
}

func TestRequestUpgradeIsThrottled(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, _ := e.newOrg("acme")
		user := e.addMember(org, "user@acme.test", "user")
		ask := func() response {
			return e.do(request{method: "POST", path: "/api/organization/request-upgrade", cookie: user.Cookie, body: map[string]string{"reason": "more rooms"}})
		}
		for i := range 10 {
			if resp := ask(); resp.status >= 300 {
				t.Fatalf("request %d: %d %s", i+1, resp.status, resp.raw)
			}
		}
		e.expectRateLimited(t, "11th request in an hour", ask(), time.Hour)
		e.clock.Advance(time.Hour)
		if resp := ask(); resp.status >= 300 {
			t.Errorf("next hour: %d %s", resp.status, resp.raw)
		}
	})
}
