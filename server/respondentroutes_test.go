package server_test

import (
	"fmt"
	"log/slog"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/internal/logtest"
)

// notRespondentRoutes are the routes that anyone may call without signing
// in and that are not the anonymous respondents': their access log lines
// keep the client IP. Every other such route is a respondent's, marked so
// where it is registered (see respondent in middleware.go).
var notRespondentRoutes = []string{
	// Probes and the API's description.
	"GET /healthz", "GET /readyz", "GET /metrics", "GET /api/openapi.json",
	// Signing in, out and up: members and those invited to be.
	"POST /api/auth/login", "POST /api/auth/logout", "POST /api/auth/forgot-password", "POST /api/auth/reset-password",
	"GET /api/auth/idp", "GET /api/auth/idp/callback", "GET /api/auth/idp/success",
	"GET /api/organization/subdomain/:subdomain", "GET /api/public/invitation/:token",
	"POST /api/public/accept-invitation", "POST /api/public/waitlist",
	// The one-click unsubscribe links of members' emails.
	"GET /api/public/unsubscribe", "POST /api/public/unsubscribe",
	// The issue tracker's OAuth redirect, which an admin follows.
	"GET /api/integrations/tracker/callback",
	// The dashboard's sign-in pages and assets.
	"GET /", "GET /assets/:name", "GET /login", "POST /login", "GET /forgot-password", "POST /forgot-password",
	"GET /reset-password", "POST /reset-password", "GET /invite", "POST /invite",
}

// TestPublicRoutesAreClassified sends every route of the app a request
// without credentials and reads its access log line: a route that answers
// without authentication must be marked as a respondent's (no client_ip)
// or be one of notRespondentRoutes (client_ip), so that a new public route
// cannot log respondents' addresses unnoticed; a route that requires
// authentication logs the client IP.
func TestPublicRoutesAreClassified(t *testing.T) {
	logs := &logtest.Buffer{}
	forEachDialect(t, func(t *testing.T, e *env) {
		dialect := e.db.Dialect().Name().String()
		routes := map[string]string{} // by request id
		answers := map[string]response{}
		e.server.App().Handler() // adds the mounted routes to the app's stack
		for i, r := range e.server.App().GetRoutes(true) {
			if r.Method == "HEAD" {
				continue // the GET route's twin
			}
			id := fmt.Sprintf("probe-%d-%s", i, dialect)
			routes[id] = r.Method + " " + r.Path
			answers[id] = e.doRaw(request{method: r.Method, path: probePath(r.Path), header: map[string]string{"X-Request-ID": id}})
		}
		if len(routes) < 100 {
			t.Fatalf("%d routes: the listing missed the mounted routes", len(routes))
		}
		listed := map[string]bool{}
		lines := map[string]int{}
		for _, rec := range logs.Records(t) {
			id, _ := rec["request_id"].(string)
			route, ok := routes[id]
			if rec["msg"] != "request" || !ok {
				continue
			}
			lines[id]++
			_, hasIP := rec["client_ip"]
			resp := answers[id]
			isListed := slices.Contains(notRespondentRoutes, route)
			listed[route] = isListed
			switch {
			case resp.status == 401 || resp.status == 303 && strings.HasPrefix(resp.header.Get("Location"), "/login?"):
				if !hasIP {
					t.Errorf("%s requires authentication (%d) but is marked as a respondent's", route, resp.status)
				}
				if isListed {
					t.Errorf("%s requires authentication (%d): drop it from notRespondentRoutes", route, resp.status)
				}
			case isListed && !hasIP:
				t.Errorf("%s is in notRespondentRoutes but is marked as a respondent's", route)
			case !isListed && hasIP:
				t.Errorf("%s answers %d without authentication but is neither marked as a respondent's (respondent) "+
					"nor in notRespondentRoutes: its access log has the client IP", route, resp.status)
			}
		}
		for id, route := range routes {
			if lines[id] != 1 {
				t.Errorf("%s: %d access log lines, want 1", route, lines[id])
			}
		}
		for _, route := range notRespondentRoutes {
			if !listed[route] {
				t.Errorf("notRespondentRoutes has %s, which is no route the app has or answers without authentication", route)
			}
		}
	}, func(c *app.Config) {
		c.Logger = slog.New(slog.NewJSONHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	})
}

// routeParam matches the parameters of a route's path: named ones (with a
// constraint, optional) and wildcards.
var routeParam = regexp.MustCompile(`:\w+(<[^>]*>)?\??|[*+]`)

// probePath returns a path that the route path template serves, with
// "x" for each parameter.
func probePath(template string) string {
	return routeParam.ReplaceAllString(template, "x")
}
