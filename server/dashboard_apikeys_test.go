package server_test

import (
	"net/url"
	"strings"
	"testing"
)

// TestDashboardAPIKeys: an admin makes a key (its secret shown once, in
// the answer, and working on the API), sees it listed by its prefix, and
// revokes it; a user reaches none of it; another organization's key is
// not found.
func TestDashboardAPIKeys(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		admin := e.addMember(org, "admin@acme.test", "admin")
		user := e.addMember(org, "user@acme.test", "user")
		_, rival := e.newOrg("rival")

		e.dash(admin, "GET", "/keys", nil).want(t, "empty", 200, "No API key yet", `href="/keys" aria-current="page"`)
		e.dash(user, "GET", "/keys", nil).want(t, "a user's keys", 403, "Not allowed")
		if p := e.dash(user, "GET", "/rooms", nil); strings.Contains(p.body, `href="/keys"`) {
			t.Error("a user's navigation links the API keys")
		}
		e.dash(admin, "POST", "/keys", url.Values{"name": {"CI"}}).want(t, "no scope", 400, "scopes", `value="CI"`)
		e.dash(admin, "POST", "/keys", url.Values{"name": {"CI"}, "scopes": {"read"}, "expires": {"2001-01-01"}}).want(t, "past expiry", 400)
		e.dash(admin, "POST", "/keys", url.Values{"name": {"CI"}, "scopes": {"read"}, "expires": {"soon"}}).want(t, "bad date", 400, "YYYY-MM-DD")
		e.dash(user, "POST", "/keys", url.Values{"name": {"CI"}, "scopes": {"read"}}).want(t, "a user creates", 403)
		e.dashFrom(admin, "POST", "/keys", url.Values{"name": {"CI"}, "scopes": {"read"}}, "https://evil.example").want(t, "cross-site", 403)

		p := e.dash(admin, "POST", "/keys", url.Values{"name": {"CI <pipeline>"}, "scopes": {"read", "write"}, "expires": {"2099-12-31"}})
		p.want(t, "create", 201, "cannot be shown again", `data-copy="secret"`, "CI &lt;pipeline&gt;", "read, write", "2099-12-31")
		secret := between(p.body, `<input id="secret" readonly value="`, `"`)
		if len(secret) < 20 {
			t.Fatalf("secret %q", secret)
		}
		if resp := e.do(request{method: "GET", path: "/api/events", header: map[string]string{"Authorization": "Bearer " + secret}}); resp.status != 200 {
			t.Errorf("the key on the API: %d %s", resp.status, resp.raw)
		}
		p = e.dash(owner, "GET", "/keys", nil)
		p.want(t, "list", 200, secret[:8], "CI &lt;pipeline&gt;")
		if strings.Contains(p.body, secret) {
			t.Error("the list shows the secret again")
		}
		id := between(p.body, `action="/keys/`, `/revoke"`)
		e.dash(rival, "POST", "/keys/"+id+"/revoke", url.Values{}).want(t, "another organization's key", 404)
		e.dash(user, "POST", "/keys/"+id+"/revoke", url.Values{}).want(t, "a user revokes", 403)
		e.dash(admin, "POST", "/keys/"+id+"/revoke", url.Values{}).want(t, "revoke", 303)
		if resp := e.do(request{method: "GET", path: "/api/events", header: map[string]string{"Authorization": "Bearer " + secret}}); resp.status != 401 {
			t.Errorf("a revoked key on the API: %d", resp.status)
		}
		e.dash(admin, "GET", "/keys", nil).want(t, "after revoking", 200, "No API key yet")
	})
}
