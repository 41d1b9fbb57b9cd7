package server_test

import (
	"net/url"
	"strings"
	"testing"

	"github.com/feedbackkit/feedbackkit/app"
)

// TestSecurityHeaders checks the headers of every kind of answer: none may
// be sniffed as another type, and none may be framed by another page but
// the respondent pages, which sites embed.
func TestSecurityHeaders(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		room := e.createRoom(owner, "Lobby", false)
		e.expect(t, "subscribe", e.do(request{method: "POST", path: subPath("room", room["_id"].(string)), cookie: owner.Cookie,
			body: map[string]any{"frequency": "instant"}}), 201, "")
		e.fbAdd(owner.User.InstructorID, "Lobby", "Too loud", "negative")
		waitFor(t, "the notification", func() bool { return len(e.mailTo(owner.User.Email)) == 1 })
		link, err := url.Parse(strings.Trim(e.mailTo(owner.User.Email)[0].Header.Get("List-Unsubscribe"), "<>"))
		if err != nil {
			t.Fatal(err)
		}
		notFramable := []request{
			{method: "GET", path: "/api/settings", cookie: owner.Cookie},
			{method: "GET", path: "/api/settings"},                               // 401
			{method: "GET", path: "/api/nothing-here"},                           // 404
			{method: "POST", path: "/api/auth/login", rawBody: "{"},              // 400
			{method: "GET", path: link.RequestURI()},                             // the unsubscribe page
			{method: "POST", path: link.RequestURI(), contentType: "text/plain"}, // unsubscribed
			{method: "GET", path: "/api/openapi.json"},
			{method: "GET", path: "/healthz"},
			{method: "GET", path: "/widget.js"},
			{method: "GET", path: "/privacy/acme"},   // the privacy page, a page but no respondent page
			{method: "GET", path: "/privacy/nobody"}, // its 404 page
		}
		for _, r := range notFramable {
			resp := e.do(r)
			name := r.method + " " + r.path
			if got := resp.header.Get("X-Content-Type-Options"); got != "nosniff" {
				t.Errorf("%s (%d): X-Content-Type-Options %q", name, resp.status, got)
			}
			if got := resp.header.Get("X-Frame-Options"); got != "DENY" {
				t.Errorf("%s (%d): X-Frame-Options %q", name, resp.status, got)
			}
			if got := resp.header.Get("Content-Security-Policy"); !strings.Contains(got, "frame-ancestors 'none'") {
				t.Errorf("%s (%d): Content-Security-Policy %q", name, resp.status, got)
			}
		}
		form := e.createForm(owner, surveyBody("Survey"))
		for _, path := range []string{roomPage(owner.User.InstructorID, "Lobby"), roomPage(owner.User.InstructorID, "Missing"),
			"/f/" + form["slug"].(string), "/f/missing"} {
			resp := e.do(request{method: "GET", path: path})
			if resp.header.Get("X-Frame-Options") != "" || strings.Contains(resp.header.Get("Content-Security-Policy"), "frame-ancestors") ||
				resp.header.Get("X-Content-Type-Options") != "nosniff" {
				t.Errorf("respondent page %s (%d): headers %v, want framable and not sniffable", path, resp.status, resp.header)
			}
		}
	})
}

// TestAuthenticatedAnswersAreNotStored checks that the answers to a
// session or an API key, success or error (the secrets of new keys and
// webhooks among them), carry Cache-Control: no-store, and that the
// answers that set their own caching, or are public, keep theirs.
func TestAuthenticatedAnswersAreNotStored(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		e.createRoom(owner, "Lobby", false)
		_, rival := e.newOrg("rival")
		e.createRoom(rival, "Hall", false)
		create := e.do(request{method: "POST", path: "/api/api-keys", cookie: owner.Cookie, body: map[string]any{"name": "CI", "scopes": []string{"read"}}})
		e.expect(t, "create key", create, 201, "")
		hook := e.do(request{method: "POST", path: "/api/webhooks", cookie: owner.Cookie,
			body: map[string]any{"url": "http://127.0.0.1:9/hook", "events": []string{"feedback.created"}}})
		e.expect(t, "create webhook", hook, 201, "")
		key := create.json["key"].(string)
		for _, c := range []struct {
			name string
			resp response
			want string
		}{
			{"a new key's secret", create, "no-store"},
			{"a new webhook's secret", hook, "no-store"},
			{"a rotated webhook secret", e.do(request{method: "POST", path: "/api/webhooks/" + hook.json["_id"].(string) + "/rotate-secret", cookie: owner.Cookie}), "no-store"},
			{"the user", e.do(request{method: "GET", path: "/api/user", cookie: owner.Cookie}), "no-store"},
			{"the feedback", e.do(request{method: "GET", path: "/api/feedback/paginated", cookie: owner.Cookie}), "no-store"},
			{"the members", e.do(request{method: "GET", path: "/api/users", cookie: owner.Cookie}), "no-store"},
			{"another organization's room (404)", e.do(request{method: "GET", path: roomPath("Hall", ""), cookie: owner.Cookie}), "no-store"},
			{"a read with a key", e.do(withKey(request{method: "GET", path: "/api/settings"}, key)), "no-store"},
			{"a QR code (its own caching)", e.do(request{method: "GET", path: "/api/events/Lobby/qrcode", cookie: owner.Cookie}), "private, no-cache"},
			{"the API document (public)", e.do(request{method: "GET", path: "/api/openapi.json"}), ""},
			{"the widget's script (public)", e.do(request{method: "GET", path: "/widget.js"}), "public, max-age=3600"},
			{"no session (401)", e.do(request{method: "GET", path: "/api/user"}), ""},
		} {
			if got := c.resp.header.Get("Cache-Control"); got != c.want {
				t.Errorf("%s (%d): Cache-Control %q, want %q", c.name, c.resp.status, got, c.want)
			}
		}
	}, withWebhooks)
}

// TestHSTS checks Strict-Transport-Security: on every kind of answer of a
// Server whose base URL is https, on none with an http base URL or with
// NoHSTS.
func TestHSTS(t *testing.T) {
	answers := []request{
		{method: "GET", path: "/healthz"},
		{method: "GET", path: "/api/settings"},                  // 401
		{method: "GET", path: "/api/nothing-here"},              // 404
		{method: "POST", path: "/api/auth/login", rawBody: "{"}, // refused
		{method: "GET", path: "/widget.js"},
	}
	for name, tc := range map[string]struct {
		opt  envOption
		want string
	}{
		"https":         {func(c *app.Config) { c.BaseURL = "https://feedback.example" }, "max-age=31536000"},
		"https, NoHSTS": {func(c *app.Config) { c.BaseURL, c.NoHSTS = "https://feedback.example", true }, ""},
		"http":          {func(*app.Config) {}, ""},
	} {
		t.Run(name, func(t *testing.T) {
			forEachDialect(t, func(t *testing.T, e *env) {
				for _, r := range answers {
					resp := e.do(r)
					if got := resp.header.Get("Strict-Transport-Security"); got != tc.want {
						t.Errorf("%s %s (%d): Strict-Transport-Security %q, want %q", r.method, r.path, resp.status, got, tc.want)
					}
				}
			}, tc.opt)
		})
	}
}
