package server_test

import (
	"fmt"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/server"
)

// fromIP returns the header of a request from ip through the test
// transport's peer, a trusted proxy in the envs of these tests.
func fromIP(ip string) map[string]string { return map[string]string{"X-Forwarded-For": ip} }

// trustTestPeer trusts the test transport's peer as a proxy, so that
// X-Forwarded-For gives each request its client IP.
func trustTestPeer(c *app.Config) { c.TrustedProxies = []string{"0.0.0.0/32"} }

func TestResetPasswordIsThrottled(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		reset := func(ip string) response {
			return e.do(request{method: "POST", path: "/api/auth/reset-password", header: fromIP(ip),
				body: map[string]string{"token": "bogus", "password": "brand new password"}})
		}
		for i := range 2 {
			e.expect(t, fmt.Sprintf("bogus token %d", i+1), reset("198.51.100.7"), 400, "INVALID_RESET_TOKEN")
		}
		// The dashboard's form counts against the same budget.
		req := request{method: "POST", path: "/reset-password", header: fromIP("198.51.100.7"), contentType: "application/x-www-form-urlencoded",
			rawBody: url.Values{"token": {"bogus"}, "password": {"brand new password"}}.Encode()}
		p := e.dashRequest(req)
		if p.status != 400 || !strings.Contains(p.body, "expired") {
			t.Errorf("third attempt, from the dashboard: %d %s", p.status, p.body)
		}
		e.expectRateLimited(t, "fourth attempt", reset("198.51.100.7"), 15*time.Minute)
		p = e.dashRequest(req)
		if p.status != 429 || p.header.Get("Retry-After") == "" {
			t.Errorf("fifth attempt, from the dashboard: %d, Retry-After %q", p.status, p.header.Get("Retry-After"))
		}
		e.expect(t, "another client", reset("198.51.100.8"), 400, "INVALID_RESET_TOKEN")
	}, trustTestPeer, func(c *app.Config) { c.RateLimits.ResetPassword = server.RateLimit{Max: 3, Window: 15 * time.Minute} })
}

func TestLoginIsThrottledPerAccount(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme") // one login of the owner counted
		member := e.addMember(org, "user@acme.test", "user")
		login := func(ip, email, password string) response {
			return e.do(request{method: "POST", path: "/api/auth/login", header: fromIP(ip), body: map[string]string{"email": email, "password": password}})
		}
		// Each guess from another address: the per-IP limits never apply.
		e.expect(t, "guess 1", login("198.51.100.1", owner.User.Email, "wrong-password"), 401, "INVALID_CREDENTIALS")
		p := e.dashRequest(request{method: "POST", path: "/login", header: fromIP("198.51.100.2"), contentType: "application/x-www-form-urlencoded",
			rawBody: url.Values{"email": {"OWNER@acme.test"}, "password": {"wrong-password"}}.Encode()})
		if p.status != 401 {
			t.Errorf("guess 2, from the dashboard: %d", p.status)
		}
		e.expectRateLimited(t, "fourth login of the account", login("198.51.100.3", owner.User.Email, owner.Password), 15*time.Minute)
		p = e.dashRequest(request{method: "POST", path: "/login", header: fromIP("198.51.100.4"), contentType: "application/x-www-form-urlencoded",
			rawBody: url.Values{"email": {owner.User.Email}, "password": {owner.Password}}.Encode()})
		if p.status != 429 {
			t.Errorf("fifth login of the account, from the dashboard: %d", p.status)
		}
		e.expect(t, "another account", login("198.51.100.5", member.User.Email, member.Password), 200, "")
		e.clock.Advance(15 * time.Minute)
		e.expect(t, "after the window", login("198.51.100.6", owner.User.Email, owner.Password), 200, "")
	}, trustTestPeer, func(c *app.Config) { c.RateLimits.LoginAccount = server.RateLimit{Max: 3, Window: 15 * time.Minute} })
}

// TestPasswordChangeIsThrottledPerAccount checks that the current password
// checks of password changes (the API's and the dashboard's) are counted
// per user, with the login-account limit: a stolen session cannot guess
// the password faster than logins could. Their count is their own: a
// stranger who fills the account's login count with failed logins does not
// block the owner's change.
func TestPasswordChangeIsThrottledPerAccount(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme") // one login of the owner counted
		login := func(ip string) response {
			return e.do(request{method: "POST", path: "/api/auth/login", header: fromIP(ip),
				body: map[string]string{"email": owner.User.Email, "password": "a stranger's guess"}})
		}
		e.expect(t, "a stranger's login", login("198.51.100.1"), 401, "INVALID_CREDENTIALS")
		e.expect(t, "a stranger's login from elsewhere", login("198.51.100.2"), 401, "INVALID_CREDENTIALS")
		e.expectRateLimited(t, "the account's logins over the limit", login("198.51.100.3"), 15*time.Minute)

		change := func(current string) response {
			return e.do(request{method: "PUT", path: "/api/user/password", cookie: owner.Cookie,
				body: map[string]string{"currentPassword": current, "newPassword": "a-new-password"}})
		}
		dashChange := func(current string) page {
			return e.dash(owner, "POST", "/account/password", url.Values{"currentPassword": {current}, "newPassword": {"a-new-password"}})
		}
		e.expect(t, "guess 1, the logins over their limit", change("wrong-password"), 400, "INVALID_PASSWORD")
		dashChange("wrong-password").want(t, "guess 2, from the dashboard", 400)
		e.expect(t, "guess 3", change("wrong-password"), 400, "INVALID_PASSWORD")
		e.expectRateLimited(t, "the right password over the limit", change(owner.Password), 15*time.Minute)
		p := dashChange(owner.Password)
		p.want(t, "the dashboard over the limit", 429, "Too many attempts")
		if p.header.Get("Retry-After") == "" {
			t.Error("the dashboard's 429 has no Retry-After")
		}
		e.clock.Advance(15 * time.Minute)
		e.expect(t, "after the window", change(owner.Password), 200, "")
	}, trustTestPeer, func(c *app.Config) { c.RateLimits.LoginAccount = server.RateLimit{Max: 3, Window: 15 * time.Minute} })
}

func TestIPv6ClientsAreLimitedPerSlash64(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		reset := func(ip string) response {
			return e.do(request{method: "POST", path: "/api/auth/reset-password", header: fromIP(ip),
				body: map[string]string{"token": "bogus", "password": "brand new password"}})
		}
		e.expect(t, "first address of the /64", reset("2001:db8:1:2::1"), 400, "INVALID_RESET_TOKEN")
		e.expect(t, "second address of the /64", reset("2001:db8:1:2:ffff::9"), 400, "INVALID_RESET_TOKEN")
		e.expectRateLimited(t, "third address of the /64", reset("[2001:db8:1:2:abcd::1]:443"), 15*time.Minute)
		e.expect(t, "another /64", reset("2001:db8:1:3::1"), 400, "INVALID_RESET_TOKEN")
		e.expect(t, "an IPv4 client", reset("198.51.100.1"), 400, "INVALID_RESET_TOKEN")
	}, trustTestPeer, func(c *app.Config) { c.RateLimits.ResetPassword = server.RateLimit{Max: 2, Window: 15 * time.Minute} })
}

func TestPublicReadsAreThrottled(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		e.newOrg("acme")
		e.expect(t, "subdomain 1", e.do(request{method: "GET", path: "/api/organization/subdomain/acme"}), 200, "")
		e.expect(t, "subdomain 2", e.do(request{method: "GET", path: "/api/organization/subdomain/nobody"}), 404, "NOT_FOUND")
		e.expectRateLimited(t, "subdomain 3", e.do(request{method: "GET", path: "/api/organization/subdomain/acme"}), 15*time.Minute)

		e.expect(t, "public room", e.do(request{method: "GET", path: "/api/public/rooms/nobody/nothing"}), 404, "NOT_FOUND")
		e.expect(t, "public form", e.do(request{method: "GET", path: "/api/forms/public/nothing"}), 404, "NOT_FOUND")
		if p := e.dash(nil, "GET", "/r/nobody/nothing", nil); p.status != 404 {
			t.Errorf("room page: %d", p.status)
		}
		if p := e.dash(nil, "GET", "/f/nothing", nil); p.status != 429 || p.header.Get("Retry-After") == "" ||
			!strings.Contains(p.body, "<h1>Too many requests</h1>") || !strings.Contains(p.body, "Please try again in 15 min.") {
			t.Errorf("fourth read: %d, Retry-After %q, page %s", p.status, p.header.Get("Retry-After"), p.body)
		}
	}, func(c *app.Config) {
		c.RateLimits.Subdomain = server.RateLimit{Max: 2, Window: 15 * time.Minute}
		c.RateLimits.PublicRead = server.RateLimit{Max: 3, Window: 15 * time.Minute}
	})
}

// TestUploadsAreThrottled checks that the uploaded files (a logo here)
// count against a per-client limit of their own, in every spelling of
// their path, found or not, and leave the public reads' budget alone.
func TestUploadsAreThrottled(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		logo := e.uploadLogo(t, owner)

		e.expect(t, "logo", e.do(request{method: "GET", path: logo}), 200, "")
		e.expect(t, "logo in upper case", e.do(request{method: "GET", path: strings.Replace(logo, "/uploads/", "/UPLOADS/", 1)}), 200, "")
		e.expect(t, "missing file", e.do(request{method: "GET", path: "/uploads/logos/none.png"}), 404, "NOT_FOUND")
		e.expectRateLimited(t, "fourth file", e.do(request{method: "GET", path: logo}), 15*time.Minute)
		e.expect(t, "another client", e.do(request{method: "GET", path: logo, header: fromIP("198.51.100.8")}), 200, "")
		e.expect(t, "a public read", e.do(request{method: "GET", path: "/api/public/rooms/nobody/nothing"}), 404, "NOT_FOUND")
	}, trustTestPeer, func(c *app.Config) {
		c.RateLimits.Uploads = server.RateLimit{Max: 3, Window: 15 * time.Minute}
		c.RateLimits.PublicRead = server.RateLimit{Max: 1, Window: 15 * time.Minute}
	})
}

func TestAdminMayNotResendOrCancelTheOwnersAdminInvitations(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		admin := e.addMember(org, "admin@acme.test", "admin")
		pending := func(role string) string {
			for _, inv := range e.do(request{method: "GET", path: "/api/users/invitations/pending", cookie: admin.Cookie}).json["data"].([]any) {
				if inv := inv.(map[string]any); inv["role"] == role {
					return inv["_id"].(string)
				}
			}
			t.Fatalf("no pending invitation of a %s", role)
			return ""
		}
		// An admin resends and cancels the invitations of users as before.
		e.expect(t, "admin invites a user", e.invite(admin.Cookie, "new-user@acme.test", "user"), 201, "")
		user := pending("user")
		e.expect(t, "admin resends the user's invitation",
			e.do(request{method: "POST", path: "/api/users/invitations/" + user + "/resend", cookie: admin.Cookie}), 200, "")
		e.expect(t, "admin cancels the user's invitation",
			e.do(request{method: "DELETE", path: "/api/users/invitations/" + user, cookie: admin.Cookie}), 200, "")

		e.expect(t, "owner invites an admin", e.invite(owner.Cookie, "new-admin@acme.test", "admin"), 201, "")
		ids := map[string]string{"admin": pending("admin")}
		e.expect(t, "admin resends the admin's invitation",
			e.do(request{method: "POST", path: "/api/users/invitations/" + ids["admin"] + "/resend", cookie: admin.Cookie}), 403, "INSUFFICIENT_ROLE")
		e.expect(t, "admin cancels the admin's invitation",
			e.do(request{method: "DELETE", path: "/api/users/invitations/" + ids["admin"], cookie: admin.Cookie}), 403, "INSUFFICIENT_ROLE")
		for _, action := range []string{"resend", "cancel"} {
			if p := e.dash(admin, "POST", "/members/invitations/"+ids["admin"]+"/"+action, url.Values{}); p.status != 403 {
				t.Errorf("admin's %s from the dashboard: %d", action, p.status)
			}
		}
		e.expect(t, "owner resends the admin's invitation",
			e.do(request{method: "POST", path: "/api/users/invitations/" + ids["admin"] + "/resend", cookie: owner.Cookie}), 200, "")
		e.expect(t, "owner cancels the admin's invitation",
			e.do(request{method: "DELETE", path: "/api/users/invitations/" + ids["admin"], cookie: owner.Cookie}), 200, "")
	})
}

// dashRequest sends r, a dashboard request of no member, from the
// dashboard's origin.
func (e *env) dashRequest(r request) page {
	e.t.Helper()
	req := httptest.NewRequest(r.method, r.path, strings.NewReader(r.rawBody))
	req.Header.Set("Content-Type", r.contentType)
	req.Header.Set("Origin", baseURL)
	for k, v := range r.header {
		req.Header.Set(k, v)
	}
	return e.send(nil, req)
}
