package server_test

import (
	"context"
	"net/http/httptest"
	"os"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/server"
)

// keyRecorder is a rate-limit storage (a server.RateCounter) that counts
// in memory and remembers the keys it was asked to count.
type keyRecorder struct {
	mu     sync.Mutex
	counts map[string]int
	keys   []string
}

func (r *keyRecorder) CountRequest(_ context.Context, key string, _ time.Duration, floor int) (int, time.Duration, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.counts[key] = max(r.counts[key], floor) + 1
	r.keys = append(r.keys, key)
	return r.counts[key], time.Minute, nil
}

// take returns the keys counted since the last take.
func (r *keyRecorder) take() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	keys := r.keys
	r.keys = nil
	return keys
}

func (r *keyRecorder) Get(string) ([]byte, error)                             { return nil, nil }
func (r *keyRecorder) Set(string, []byte, time.Duration) error                { return nil }
func (r *keyRecorder) Delete(string) error                                    { return nil }
func (r *keyRecorder) Reset() error                                           { return nil }
func (r *keyRecorder) Close() error                                           { return nil }
func (r *keyRecorder) GetWithContext(context.Context, string) ([]byte, error) { return nil, nil }

// unlimitedRoutes are the routes an anonymous client may use without a
// rate limit, by "METHOD path" as Fiber lists them, and why.
var unlimitedRoutes = map[string]string{
	"GET /healthz":          "liveness probe of the orchestrator: constant answer",
	"GET /readyz":           "readiness probe: one ping, bounded by its timeout",
	"GET /metrics":          "scraped by Prometheus",
	"GET /api/openapi.json": "static document, in memory",
	"GET /assets/:name":     "static dashboard files, in memory",
	"GET /widget.js":        "static script, in memory",
	"GET /":                 "redirect to the dashboard",
	"POST /api/auth/logout": "ends the session of its cookie; nothing without one",
	"POST /logout":          "ends the session of its cookie; nothing without one",
}

// TestEveryPublicRouteIsRateLimited sends each route the server registers
// a request without credentials: a route that does not refuse it (401, or
// the dashboard's redirect to its sign-in page) must have counted it in a
// per-client rate limit, unless it is one of unlimitedRoutes. A new public
// route without a limit fails it.
func TestEveryPublicRouteIsRateLimited(t *testing.T) {
	eachDialect(t, func(t *testing.T, d string) {
		rec := &keyRecorder{counts: map[string]int{}}
		e := newEnv(t, appDB(t, d), func(c *app.Config) {
			c.RateLimitStorage = rec
			c.RateLimits.Submit = server.RateLimit{}  // the default, which newEnv turns off
			c.TrustedProxies = []string{"0.0.0.0/32"} // the test transport's peer
		})
		param := regexp.MustCompile(`:[A-Za-z]+\??|\+|\*`)
		documented := documentedLimits(t)
		seen := 0
		e.server.App().Handler() // copies the mounted routes into the app's list
		for _, r := range e.server.App().GetRoutes(true) {
			switch r.Method {
			case fiber.MethodHead, fiber.MethodOptions, fiber.MethodConnect, fiber.MethodTrace:
				continue
			}
			name := r.Method + " " + r.Path
			if _, ok := unlimitedRoutes[name]; ok {
				continue
			}
			rec.take()
			path := param.ReplaceAllString(r.Path, "x")
			body, contentType := "{}", "application/json"
			if !strings.HasPrefix(path, "/api/") {
				body, contentType = "", "application/x-www-form-urlencoded" // the dashboard's and pages' form posts
			}
			req := httptest.NewRequest(r.Method, path, strings.NewReader(body))
			req.Header.Set("Content-Type", contentType)
			req.Header.Set("X-Forwarded-For", "203.0.113.9")
			resp, err := e.server.App().Test(req, -1)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			refused := resp.StatusCode == fiber.StatusUnauthorized ||
				(resp.StatusCode == fiber.StatusSeeOther && strings.HasPrefix(resp.Header.Get("Location"), "/login?"))
			counted := false
			for _, k := range rec.take() {
				counted = counted || strings.Contains(k, "203.0.113.9")
			}
			if !refused && !counted {
				t.Errorf("%s answered %d to an anonymous client without counting it in a per-client rate limit", name, resp.StatusCode)
			}
			if !refused && counted && strings.HasPrefix(path, "/api/") && !documented.MatchString(path) {
				t.Errorf("%s is rate limited, but the table of docs/api.md#rate-limits does not list it", name)
			}
			seen++
		}
		if seen < 50 {
			t.Errorf("only %d routes checked", seen)
		}
	})
}

// documentedLimits matches the paths of the API that the table of
// docs/api.md's "Rate limits" lists (a {name} of it matches any segment).
func documentedLimits(t *testing.T) *regexp.Regexp {
	t.Helper()
	doc, err := os.ReadFile("../docs/api.md")
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(doc), "\n## Rate limits\n")
	if !ok {
		t.Fatal(`docs/api.md has no "## Rate limits"`)
	}
	section, _, _ = strings.Cut(section, "\n## ")
	var alts []string
	for _, m := range regexp.MustCompile("`(?:[A-Z]+ )?(/api/[^`]*)`").FindAllStringSubmatch(section, -1) {
		alts = append(alts, regexp.MustCompile(`\\\{[^/]*\}`).ReplaceAllString(regexp.QuoteMeta(m[1]), "[^/]+"))
	}
	if len(alts) < 10 {
		t.Fatalf("only %d paths in the rate limits of docs/api.md", len(alts))
	}
	return regexp.MustCompile("^(?:" + strings.Join(alts, "|") + ")$")
}
