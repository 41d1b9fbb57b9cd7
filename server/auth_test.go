package server_test

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/notify"
)

func TestLogin(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		email := owner.User.Email
		e.expectCalls(t, request{method: "POST", path: "/api/auth/login"}, []call{
			{"wrong password", request{body: map[string]string{"email": email, "password": "not-the-password"}}, 401, "INVALID_CREDENTIALS"},
			{"unknown email", request{body: map[string]string{"email": "nobody@acme.test", "password": owner.Password}}, 401, "INVALID_CREDENTIALS"},
			{"missing email", request{body: map[string]string{"password": owner.Password}}, 400, "VALIDATION_FAILED"},
			{"NUL in the email", request{body: map[string]string{"email": "a\x00" + email, "password": owner.Password}}, 401, "INVALID_CREDENTIALS"},
			{"not an email", request{body: map[string]string{"email": "owner", "password": owner.Password}}, 401, "INVALID_CREDENTIALS"},
			{"missing password", request{body: map[string]string{"email": email}}, 400, "VALIDATION_FAILED"},
			{"email of the wrong type", request{rawBody: `{"email": 5, "password": "x"}`}, 400, "VALIDATION_FAILED"},
			{"malformed JSON", request{rawBody: `{"email": "a@b.c",`}, 400, "INVALID_JSON"},
			{"empty body", request{contentType: "application/json"}, 400, "INVALID_JSON"},
			{"not JSON", request{rawBody: "email=a@b.c", contentType: "application/x-www-form-urlencoded"}, 415, "UNSUPPORTED_MEDIA_TYPE"},
			{"oversized body", request{rawBody: `{"email":"` + strings.Repeat("a", 2<<20) + `"}`}, 413, "PAYLOAD_TOO_LARGE"},
		})

		// Email is compared case-insensitively, and the answer has the user and the cookie.
		resp := e.do(request{method: "POST", path: "/api/auth/login",
			body: map[string]string{"email": strings.ToUpper(email), "password": owner.Password}})
		e.expect(t, "login", resp, 200, "")
		user, _ := resp.json["user"].(map[string]any)
		if user["_id"] != owner.User.ID || user["role"] != "owner" || user["organization"] != org.ID ||
			user["name"] != "Olive" || user["lastName"] != "Owner" || resp.json["message"] == "" {
			t.Errorf("login body: %s", resp.raw)
		}
		cookie := findCookie(t, resp, "auth_token")
		if !cookie.HttpOnly || cookie.SameSite != http.SameSiteLaxMode || cookie.Path != "/" || cookie.Secure {
			t.Errorf("cookie attributes: %+v", cookie)
		}
		if ttl := time.Duration(cookie.MaxAge) * time.Second; ttl < 7*24*time.Hour-time.Minute || ttl > 7*24*time.Hour {
			t.Errorf("cookie Max-Age %v, want 7 days", ttl)
		}
		e.expect(t, "cookie works", e.do(request{method: "GET", path: "/api/user", cookie: cookie.Value}), 200, "")
	})
}

func findCookie(t *testing.T, resp response, name string) *http.Cookie {
	t.Helper()
	for _, c := range resp.cookies {
		if c.Name == name {
			return c
		}
	}
	t.Fatalf("no %s cookie in %v", name, resp.header["Set-Cookie"])
	return nil
}

func TestSessionTokens(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		get := func(cookie string) response {
			return e.do(request{method: "GET", path: "/api/user", cookie: cookie})
		}
		e.expect(t, "valid token", get(owner.Cookie), 200, "")
		e.expect(t, "no token", get(""), 401, "INVALID_TOKEN")
		e.expect(t, "garbage", get("not-a-jwt"), 401, "INVALID_TOKEN")

		parts := strings.Split(owner.Cookie, ".")
		sig := []byte(parts[2])
		sig[3] ^= 1
		e.expect(t, "tampered signature", get(parts[0]+"."+parts[1]+"."+string(sig)), 401, "INVALID_TOKEN")
		e.expect(t, "tampered claims", get(parts[0]+"."+parts[1]+"x."+parts[2]), 401, "INVALID_TOKEN")
		e.expect(t, "unsigned", get(parts[0]+"."+parts[1]+"."), 401, "INVALID_TOKEN")

		// A token of a session that was revoked by logging out.
		other := e.login(owner.User.Email, owner.Password)
		resp := e.do(request{method: "POST", path: "/api/auth/logout", cookie: other})
		e.expect(t, "logout", resp, 200, "")
		if c := findCookie(t, resp, "auth_token"); c.Value != "" || c.MaxAge >= 0 && c.Expires.After(time.Now()) {
			t.Errorf("logout did not clear the cookie: %+v", c)
		}
		e.expect(t, "revoked token", get(other), 401, "INVALID_TOKEN")
		e.expect(t, "other session unaffected", get(owner.Cookie), 200, "")
		e.expect(t, "logout without a session", e.do(request{method: "POST", path: "/api/auth/logout"}), 200, "")

		// Tokens expire with their session, after 7 days.
		e.clock.Advance(7*24*time.Hour + time.Minute)
		e.expect(t, "expired token", get(owner.Cookie), 401, "INVALID_TOKEN")
	})
}

func TestIdentityProviderNotConfigured(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		for _, p := range []string{"/api/auth/idp", "/api/auth/idp/callback?code=x", "/api/auth/idp/success"} {
			resp := e.do(request{method: "GET", path: p})
			e.expect(t, p, resp, 404, "NOT_FOUND")
			if !strings.Contains(resp.json["message"].(string), "identity-provider") {
				t.Errorf("%s: message %q does not say why", p, resp.json["message"])
			}
		}
	})
}

func TestForgotAndResetPassword(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		forgot := func(body any) response {
			return e.do(request{method: "POST", path: "/api/auth/forgot-password", body: body})
		}
		reset := func(token, password string) response {
			return e.do(request{method: "POST", path: "/api/auth/reset-password",
				body: map[string]string{"token": token, "password": password}})
		}

		// Unknown emails get the same answer, and nothing is sent once
		// the request's job has run.
		e.expect(t, "unknown email", forgot(map[string]string{"email": "nobody@acme.test"}), 200, "")
		e.waitJobs(t, "identity.password_reset", 1)
		if emails, err := e.notify.Outbox(context.Background(), notify.OutboxFilter{}); err != nil || len(emails) != 0 {
			t.Fatalf("outbox after an unknown email: %v %v", emails, err)
		}
		e.expect(t, "not an email", forgot(map[string]string{"email": "nobody"}), 400, "VALIDATION_FAILED")
		e.expect(t, "no email", forgot(map[string]string{}), 400, "VALIDATION_FAILED")

		// The reset email arrives over SMTP with a link to the app.
		e.expect(t, "known email", forgot(map[string]string{"email": strings.ToUpper(owner.User.Email)}), 200, "")
		msg := e.smtp.WaitFor(t, owner.User.Email, 10*time.Second)
		link := msg.FindLink(baseURL + "/reset-password?token=")
		if link == "" {
			t.Fatalf("no reset link in %q", msg.Text)
		}
		u, err := url.Parse(link)
		if err != nil {
			t.Fatal(err)
		}
		token := u.Query().Get("token")

		e.expect(t, "short password", reset(token, "short"), 400, "VALIDATION_FAILED")
		e.expect(t, "wrong token", reset(token+"0", "a-new-password"), 400, "INVALID_RESET_TOKEN")
		e.expect(t, "missing token", reset("", "a-new-password"), 400, "VALIDATION_FAILED")
		e.expect(t, "reset", reset(token, "a-new-password"), 200, "")
		e.expect(t, "token used twice", reset(token, "another-password"), 400, "INVALID_RESET_TOKEN")

		// The new password works, the old one not, and old sessions are revoked.
		e.expect(t, "old session", e.do(request{method: "GET", path: "/api/user", cookie: owner.Cookie}), 401, "INVALID_TOKEN")
		e.expect(t, "old password", e.do(request{method: "POST", path: "/api/auth/login",
			body: map[string]string{"email": owner.User.Email, "password": owner.Password}}), 401, "INVALID_CREDENTIALS")
		e.login(owner.User.Email, "a-new-password")

		// Tokens expire after an hour.
		e.expect(t, "second request", forgot(map[string]string{"email": owner.User.Email}), 200, "")
		msg = e.smtp.WaitFor(t, owner.User.Email, 10*time.Second)
		u, _ = url.Parse(msg.FindLink(baseURL + "/reset-password?token="))
		e.clock.Advance(time.Hour + time.Minute)
		e.expect(t, "expired token", reset(u.Query().Get("token"), "a-third-password"), 400, "INVALID_RESET_TOKEN")
	})
}

// TestNewPasswordVoidsResetLinksOverHTTP checks that a reset and a password
// change void every reset link sent before them.
func TestNewPasswordVoidsResetLinksOverHTTP(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		link := func() string {
			t.Helper()
			e.expect(t, "forgot", e.do(request{method: "POST", path: "/api/auth/forgot-password", body: map[string]string{"email": owner.User.Email}}), 200, "")
			u, err := url.Parse(e.smtp.WaitFor(t, owner.User.Email, 10*time.Second).FindLink(baseURL + "/reset-password?token="))
			if err != nil {
				t.Fatal(err)
			}
			return u.Query().Get("token")
		}
		reset := func(token, password string) response {
			return e.do(request{method: "POST", path: "/api/auth/reset-password",
				body: map[string]string{"token": token, "password": password}})
		}

		first, second := link(), link()
		e.expect(t, "reset with the second link", reset(second, "second-link-password"), 200, "")
		e.expect(t, "the first link after the reset", reset(first, "first-link-password"), 400, "INVALID_RESET_TOKEN")

		third := link()
		cookie := e.login(owner.User.Email, "second-link-password")
		e.expect(t, "change", e.do(request{method: "PUT", path: "/api/user/password", cookie: cookie,
			body: map[string]string{"currentPassword": "second-link-password", "newPassword": "changed-password"}}), 200, "")
		e.expect(t, "a link after the change", reset(third, "third-link-password"), 400, "INVALID_RESET_TOKEN")
		e.login(owner.User.Email, "changed-password")
	})
}

func TestResetEmailSurvivesSMTPFailures(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		e.smtp.FailNext(2)
		resp := e.do(request{method: "POST", path: "/api/auth/forgot-password", body: map[string]string{"email": owner.User.Email}})
		e.expect(t, "forgot-password", resp, 200, "")
		msg := e.smtp.WaitFor(t, owner.User.Email, 20*time.Second)
		if msg.FindLink(baseURL+"/reset-password?token=") == "" {
			t.Errorf("delivered email has no reset link: %q", msg.Text)
		}
		if e.smtp.Rejected() != 2 {
			t.Errorf("SMTP server rejected %d deliveries, want 2", e.smtp.Rejected())
		}
		var email *notify.Email
		waitFor(t, "the email to be marked sent", func() bool {
			emails, err := e.notify.Outbox(context.Background(), notify.OutboxFilter{To: owner.User.Email})
			if err != nil || len(emails) != 1 {
				t.Fatalf("outbox: %v %v", emails, err)
			}
			email = emails[0]
			return email.Status == "sent"
		})
		if email.Attempts < 2 {
			t.Errorf("email sent after %d recorded attempts, want the 2 failures recorded", email.Attempts)
		}
		if got := len(e.smtp.Messages()); got != 1 {
			t.Errorf("%d messages delivered, want exactly 1", got)
		}
	})
}
