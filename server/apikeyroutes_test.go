package server_test

import (
	"fmt"
	"log/slog"
	"maps"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/internal/logtest"
)

// keyReadRoutes and keyWriteRoutes are the routes of /api that API keys
// may use, with the read and the write scope: the GET routes with read,
// except a form's analysis, which runs the model and stores an analysis,
// and the others with write. Every other route of /api refuses keys: the
// accounts (/api/auth, /api/user, /api/users), the secrets (/api/api-keys,
// /api/webhooks, /api/integrations, /api/subscriptions), the
// organization's governance (audit log, retention, export, deletion,
// ownership transfer) and the system admins' /api/admin.
var (
	keyReadRoutes = []string{
		"GET /api/openapi.json",
		"GET /api/events", "GET /api/events/:eventName", "GET /api/events/:eventName/customization",
		"GET /api/events/:eventName/qrcode", "GET /api/events/room/:roomId/tracker-settings",
		"GET /api/feedback/paginated", "GET /api/feedback/trends", "GET /api/feedback/wordcloud",
		"GET /api/feedback/reasoning/:feedbackId", "GET /api/feedback/serious-concerns",
		"GET /api/feedback/serious-concerns/unresolved-count", "GET /api/feedback/flagged-feedback", "GET /api/feedback/export",
		"GET /api/forms", "GET /api/forms/analytics", "GET /api/forms/formcloud", "GET /api/forms/:formId",
		"GET /api/forms/:formId/stats", "GET /api/forms/:formId/responses", "GET /api/forms/:formId/responses/export",
		"GET /api/forms/:formId/analyses", "GET /api/forms/:formId/text-summaries", "GET /api/forms/:formId/qrcode",
		"GET /api/settings", "GET /api/organization/general-tags", "GET /api/organization/tags",
		"GET /api/organization/feedback-customization", "GET /api/organization/chart-settings",
		"GET /api/organization/privacy-notice", "GET /api/organization/subdomain/:subdomain",
		// Public routes: a key admits no more than anyone may do.
		"GET /api/forms/public/:slug", "GET /api/public/rooms/:instructorId/:eventName", "GET /api/public/challenge",
		"GET /api/public/invitation/:token", "GET /api/public/unsubscribe", "GET /api/widget/privacy",
	}
	keyWriteRoutes = []string{
		"POST /api/events", "PUT /api/events/order", "PUT /api/events/:eventName", "DELETE /api/events/:eventName",
		"PUT /api/events/:eventName/active", "PUT /api/events/:eventName/privacy", "PUT /api/events/:eventName/customization",
		"PUT /api/events/:eventName/tags", "PUT /api/events/room/:roomId/tracker-settings",
		"DELETE /api/feedback", "POST /api/feedback/:id/resolve", "POST /api/feedback/:id/unresolve",
		"POST /api/forms", "PUT /api/forms/:formId", "DELETE /api/forms/:formId", "POST /api/forms/:formId/clone",
		"PUT /api/forms/:formId/active", "GET /api/forms/:formId/analyze", "POST /api/forms/:formId/summarize-text",
		"POST /api/forms/:formId/questions/:questionId/upload-image", "DELETE /api/forms/:formId/questions/:questionId/delete-image",
		"POST /api/forms/:formId/questions/:questionId/options/:optionId/upload-image",
		"DELETE /api/forms/:formId/questions/:questionId/options/:optionId/delete-image",
		"PUT /api/settings", "POST /api/settings/reset", "POST /api/settings/complete-onboarding", "POST /api/settings/test-serious-concern",
		"PUT /api/organization/general-tags", "PUT /api/organization/tags", "PUT /api/organization/feedback-customization",
		"PUT /api/organization/chart-settings", "PUT /api/organization/privacy-notice", "POST /api/organization/upload-logo",
		"POST /api/organization/request-upgrade",
		// Public routes.
		"POST /api/feedback/submit", "POST /api/widget/submit", "POST /api/forms/public/:slug/submit",
		"POST /api/public/accept-invitation", "POST /api/public/waitlist", "POST /api/public/unsubscribe",
	}
)

// What a route does with a request with an API key.
const (
	keyAdmitted   = "admitted"                            // its access log line names the key
	keyRefused    = "refused"                             // 403: keys cannot use the route
	keyLacksWrite = "refused for lacking the write scope" // 403: the key has read only
)

// TestAPIKeyRoutes sends every route of /api a request with a key that has
// every scope and one with a read key, in the route's spelling and in
// another that the router serves the same (upper case, a trailing slash):
// a route of keyReadRoutes admits both, one of keyWriteRoutes admits the
// first and refuses the read key, and any other refuses both with 403
// INSUFFICIENT_SCOPE. A route registered without saying whether keys may
// use it refuses them, or, if public, fails here. (Fiber's HEAD twin of a
// GET route shares its handlers.)
func TestAPIKeyRoutes(t *testing.T) {
	logs := &logtest.Buffer{}
	forEachDialect(t, func(t *testing.T, e *env) {
		want := map[string]string{} // by route, for the key with every scope and the read key
		for _, r := range keyReadRoutes {
			want[r] = keyAdmitted + ", " + keyAdmitted
		}
		for _, r := range keyWriteRoutes {
			want[r] = keyAdmitted + ", " + keyLacksWrite
		}
		_, owner := e.newOrg("keys")
		var keys, ids []string // the secrets and ids of the key with every scope and the read key
		for _, scopes := range [][]string{{"read", "write"}, {"read"}} {
			k := e.createKey(t, owner, map[string]any{"name": strings.Join(scopes, " "), "scopes": scopes})
			keys, ids = append(keys, k["key"].(string)), append(ids, k["_id"].(string))
		}

		type sent struct {
			route, path string
			key         int
			resp        response
		}
		requests := map[string]sent{} // by request id
		seen := map[string]bool{}
		e.server.App().Handler() // adds the mounted routes to the app's stack
		for i, r := range e.server.App().GetRoutes(true) {
			if r.Method == http.MethodHead || !strings.HasPrefix(r.Path, "/api/") {
				continue
			}
			route := r.Method + " " + r.Path
			seen[route] = true
			for j, path := range []string{probePath(r.Path), strings.ToUpper(probePath(r.Path)) + "/"} {
				for k, secret := range keys {
					id := fmt.Sprintf("key-%s-%d-%d-%d", e.db.Dialect().Name(), i, j, k)
					req := withKey(request{method: r.Method, path: path, header: map[string]string{"X-Request-ID": id}}, secret)
					if r.Method != http.MethodGet {
						req.rawBody, req.contentType = "{}", "application/json"
					}
					requests[id] = sent{route: route, path: path, key: k, resp: e.doRaw(req)}
				}
			}
		}

		admitted := map[string]bool{} // request ids whose access log line names their key
		for _, rec := range logs.Records(t) {
			id, _ := rec["request_id"].(string)
			if s, ok := requests[id]; ok && rec["msg"] == "request" && rec["api_key_id"] == ids[s.key] {
				admitted[id] = true
			}
		}
		got := map[string][]string{} // by route and path: what each key got
		for id, s := range requests {
			what := fmt.Sprintf("neither admitted nor refused (%d %.80s)", s.resp.status, s.resp.raw)
			msg, _ := s.resp.json["message"].(string)
			switch {
			case admitted[id]:
				what = keyAdmitted
			case s.resp.status == http.StatusForbidden && s.resp.json["error"] == "INSUFFICIENT_SCOPE" &&
				msg == "API keys cannot use this endpoint: sign in":
				what = keyRefused
			case s.resp.status == http.StatusForbidden && s.resp.json["error"] == "INSUFFICIENT_SCOPE" &&
				msg == "this API key lacks the write scope":
				what = keyLacksWrite
			}
			k := s.route + " as " + s.path
			if got[k] == nil {
				got[k] = make([]string, len(keys))
			}
			got[k][s.key] = what
		}
		for _, k := range slices.Sorted(maps.Keys(got)) {
			whats := got[k]
			route, _, _ := strings.Cut(k, " as ")
			w, ok := want[route]
			if !ok {
				w = keyRefused + ", " + keyRefused
			}
			if g := strings.Join(whats, ", "); g != w {
				t.Errorf("%s with a key with every scope, then a read key: %s; want %s", k, g, w)
			}
		}
		for route := range want {
			if !seen[route] {
				t.Errorf("%s is listed as a route keys may use, but the app has no such route", route)
			}
		}
		if len(seen) < 100 {
			t.Fatalf("%d routes under /api: the listing missed the mounted routes", len(seen))
		}
	}, func(c *app.Config) {
		c.Logger = slog.New(slog.NewJSONHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	})
}

// TestAPIKeyRoutesDocumented checks that server/openapi.json tells the
// routes that API keys may use as keyReadRoutes and keyWriteRoutes do: an
// operation that requires authentication admits the bearerAuth scheme when
// keys may use it, and only the cookieAuth scheme when not. (The public
// operations, whose security is empty, are TestAPIKeyRoutes' alone.)
func TestAPIKeyRoutesDocumented(t *testing.T) {
	spec, err := loadOpenAPI()
	if err != nil {
		t.Fatal(err)
	}
	keys := map[string]bool{}
	for _, r := range slices.Concat(keyReadRoutes, keyWriteRoutes) {
		keys[r] = true
	}
	param := regexp.MustCompile(`\{(\w+)\}`)
	for _, p := range spec.paths {
		for method, op := range p.item.Operations() {
			security := spec.doc.Security
			if op.Security != nil {
				security = *op.Security
			}
			if len(security) == 0 {
				continue
			}
			bearer := slices.ContainsFunc(security, func(r openapi3.SecurityRequirement) bool { _, ok := r["bearerAuth"]; return ok })
			route := method + " " + param.ReplaceAllString(p.template, ":$1")
			if bearer != keys[route] {
				t.Errorf("%s: the document admits bearerAuth: %v; keys may use it: %v", route, bearer, keys[route])
			}
		}
	}
}

// TestAPIKeysBelowPrefix checks that a Server mounted at a prefix judges
// keys by the route the router chose, in any spelling of the path that it
// serves, prefix included.
func TestAPIKeysBelowPrefix(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		below := newEnv(t, e.db, func(c *app.Config) { c.Prefix, c.BaseURL = "/feedback", baseURL+"/feedback" })
		_, owner := e.newOrg("keys")
		read := e.createKey(t, owner, map[string]any{"name": "read", "scopes": []string{"read"}})["key"].(string)
		for _, path := range []string{"/feedback/api/events", "/FEEDBACK/API/EVENTS/", "/Feedback/api/Events"} {
			below.expect(t, "GET "+path, below.doRaw(withKey(request{method: "GET", path: path}, read)), 200, "")
			below.expect(t, "POST "+path, below.doRaw(withKey(request{method: "POST", path: path, body: map[string]any{"eventName": "x"}}, read)),
				403, "INSUFFICIENT_SCOPE")
		}
		for _, path := range []string{"/feedback/api/users", "/FEEDBACK/API/USERS/", "/Feedback/api/Users", "/FEEDBACK/api/user/tags"} {
			below.expect(t, "GET "+path, below.doRaw(withKey(request{method: "GET", path: path}, read)), 403, "INSUFFICIENT_SCOPE")
		}
	})
}
