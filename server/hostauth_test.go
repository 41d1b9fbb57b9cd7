package server_test

import (
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/gofiber/fiber/v2"
	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/server"
)

// TestHostAuthenticatorNeedsAccounts: an Authenticator of the host's that
// names a user without an account, or one of another organization, is
// refused, instead of acting for nobody.
func TestHostAuthenticatorNeedsAccounts(t *testing.T) {
	// The host's principals of each stack (by its database), by X-Who,
	// filled once the accounts exist; the dialects run at once.
	var mu sync.Mutex
	principals := map[*bun.DB]map[string]*identity.Principal{}
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		_, other := e.newOrg("globex")
		mu.Lock()
		principals[e.db] = map[string]*identity.Principal{
			"owner":    {UserID: owner.User.ID, OrgID: org.ID, Role: feedbackkit.RoleOwner},
			"ghost":    {UserID: "host-carol", OrgID: org.ID, Role: feedbackkit.RoleAdmin},
			"stranger": {UserID: other.User.ID, OrgID: org.ID, Role: feedbackkit.RoleAdmin},
		}
		mu.Unlock()
		room := map[string]any{"eventName": "Town hall"}
		for _, who := range []string{"ghost", "stranger"} {
			e.expect(t, who, e.do(request{method: "POST", path: "/api/events", body: room, header: map[string]string{"X-Who": who}}), 401, "INVALID_TOKEN")
		}
		if n := e.countRows("rooms_rooms"); n != 0 {
			t.Errorf("%d rooms made for callers without an account", n)
		}
		e.expect(t, "owner", e.do(request{method: "POST", path: "/api/events", body: room, header: map[string]string{"X-Who": "owner"}}), 201, "")
	}, func(c *app.Config) {
		db := c.DB
		c.Authenticator = server.AuthenticatorFunc(func(c *fiber.Ctx) (*identity.Principal, error) {
			mu.Lock()
			p := principals[db][c.Get("X-Who")]
			mu.Unlock()
			if p != nil {
				return p, nil
			}
			return nil, feedbackkit.Errorf(feedbackkit.CodeInvalidToken, "unknown")
		})
	})
}

// TestHostUsers runs the API with HostUsers: the host's users get accounts,
// the account routes are off, and what the host gets wrong is answered
// clearly.
func TestHostUsers(t *testing.T) {
	users := map[string]*orgs.HostUser{
		"alice":   {Subject: "u-1", Email: "alice@acme.example", Name: "Alice", Role: feedbackkit.RoleOwner, Organization: "acme"},
		"bob":     {Subject: "u-2", Email: "bob@acme.example", Role: feedbackkit.RoleUser, Organization: "acme"},
		"twin":    {Subject: "u-3", Email: "alice@acme.example", Role: feedbackkit.RoleUser, Organization: "acme"},
		"noemail": {Subject: "u-4", Role: feedbackkit.RoleUser, Organization: "acme"},
	}
	forEachDialect(t, func(t *testing.T, e *env) {
		as := func(who string) map[string]string { return map[string]string{"X-Host-User": who} }
		e.expectAll(t, []outcome{
			{"alice", e.do(request{method: "GET", path: "/api/users", header: as("alice")}), 200, ""},
			{"bob below admin", e.do(request{method: "GET", path: "/api/users", header: as("bob")}), 403, "INSUFFICIENT_ROLE"},
			{"nobody", e.do(request{method: "GET", path: "/api/users"}), 401, "INVALID_TOKEN"},
			{"the host cannot tell", e.do(request{method: "GET", path: "/api/users", header: as("broken")}), 503, "UNAVAILABLE"},
			{"another subject's email", e.do(request{method: "GET", path: "/api/user", header: as("twin")}), 401, "INVALID_TOKEN"},
			{"no email", e.do(request{method: "GET", path: "/api/user", header: as("noemail")}), 500, "INTERNAL"},
		})
		// The host's own 400 is answered with its message.
		refused := e.do(request{method: "POST", path: "/api/events", body: map[string]any{"eventName": "Town hall"}, header: as("refused")})
		if refused.status != 400 || refused.json["error"] != "VALIDATION_FAILED" || refused.json["message"] != "the host refuses this request" {
			t.Errorf("the host's 400: %d %s", refused.status, refused.raw)
		}
		// The document this server serves has no account routes, and its
		// cookieAuth says that the host authenticates.
		doc := e.do(request{method: "GET", path: "/api/openapi.json"})
		paths, _ := doc.json["paths"].(map[string]any)
		for _, p := range []string{"/api/auth/login", "/api/users/invite", "/api/public/accept-invitation"} {
			if _, ok := paths[p]; ok || len(paths) == 0 {
				t.Errorf("the served document has %s (of %d paths)", p, len(paths))
			}
		}
		if _, ok := paths["/api/users"]; !ok {
			t.Error("the served document lost GET /api/users")
		}
		if !strings.Contains(string(doc.raw), "credentials of the application that embeds it") {
			t.Error("the served document's cookieAuth does not say that the host authenticates")
		}
	}, func(c *app.Config) {
		c.HostUsers = func(c *fiber.Ctx) (*orgs.HostUser, error) {
			switch who := c.Get("X-Host-User"); who {
			case "":
				return nil, nil
			case "broken":
				return nil, feedbackkit.Errorf(feedbackkit.CodeUnavailable, "the host's session store is down")
			case "refused":
				return nil, fiber.NewError(fiber.StatusBadRequest, "the host refuses this request")
			default:
				return users[who], nil
			}
		}
	})
}

// TestHostAccountsRoutes checks, operation by operation of the document,
// that with HostAccounts exactly the operations it marks with
// x-feedbackkit-own-accounts answer 404, before anything else.
func TestHostAccountsRoutes(t *testing.T) {
	spec, err := loadOpenAPI()
	if err != nil {
		t.Fatal(err)
	}
	forEachDialect(t, func(t *testing.T, e *env) {
		marked := 0
		for _, p := range spec.paths {
			for method, op := range p.item.Operations() {
				if method == http.MethodOptions || !strings.HasPrefix(p.template, "/api/") {
					continue
				}
				path := strings.NewReplacer("{", "", "}", "").Replace(p.template) // a parameter's name as its value
				resp := e.do(request{method: method, path: path})
				off := resp.status == 404 && resp.json["message"] == "accounts are managed by the host application"
				if own := op.Extensions["x-feedbackkit-own-accounts"] != nil; own != off {
					t.Errorf("%s %s (marked %v): %d %s", method, p.template, own, resp.status, resp.raw)
				} else if own {
					marked++
				}
			}
		}
		if marked < 10 {
			t.Errorf("%d operations are marked as feedbackkit's own account routes", marked)
		}
	}, func(c *app.Config) { c.HostAccounts = true })
}
