package server

import (
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/gofiber/fiber/v2"
)

// TestDashboardNotFoundPage: a path no route has answers a browser's
// page request (GET with Accept naming text/html) with the dashboard's
// HTML 404 page, below the prefix only, standalone or mounted; /api, other
// methods and clients that do not ask for HTML keep the JSON 404, as does
// a Server without the dashboard; a mounted Server without a prefix leaves
// other paths to the host.
func TestDashboardNotFoundPage(t *testing.T) {
	const html = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
	for _, prefix := range []string{"", "/feedback"} {
		t.Run("prefix "+prefix, func(t *testing.T) {
			s := newTestServer(t, Config{Prefix: prefix}, Deps{DB: fakeDB{}})
			host := fiber.New(fiber.Config{DisableStartupMessage: true})
			s.Mount(host)
			host.Use(func(c *fiber.Ctx) error { return c.Status(fiber.StatusNotFound).SendString("host catch-all") })
			for _, app := range []*fiber.App{s.App(), host} {
				for _, c := range []struct {
					method, path, accept string
					page                 bool
				}{
					{"GET", prefix + "/nope", html, true},
					{"GET", prefix + "/rooms/a/b/c", html, true},
					{"HEAD", prefix + "/nope", html, true},
					{"GET", prefix + "/nope", "application/json", false},
					{"GET", prefix + "/nope", "", false},
					{"GET", prefix + "/api/nope", html, false},
					{"POST", prefix + "/nope", html, false},
				} {
					req := httptest.NewRequest(c.method, c.path, nil)
					if c.accept != "" {
						req.Header.Set("Accept", c.accept)
					}
					r := do(t, app, req)
					what := c.method + " " + c.path + " (" + c.accept + ")"
					if app == host && prefix == "" && strings.HasPrefix(c.path, "/nope") {
						// Mounted without a prefix, the Server answers below its routes only.
						if r.raw != "host catch-all" && c.method != "HEAD" {
							t.Errorf("mounted, %s: %d %s", what, r.status, r.raw)
						}
						continue
					}
					if r.status != 404 {
						t.Errorf("%s: status %d", what, r.status)
					}
					isPage := strings.HasPrefix(r.header.Get("Content-Type"), "text/html")
					if isPage != c.page {
						t.Errorf("%s: HTML page %v, want %v: %s", what, isPage, c.page, r.raw)
					}
					if c.page && c.method == "GET" && (!strings.Contains(r.raw, "<h1>Not found</h1>") ||
						!strings.Contains(r.raw, "There is no page at this address.") || !strings.Contains(r.raw, `href="`+prefix+`/rooms"`)) {
						t.Errorf("%s: page %s", what, r.raw)
					}
					if !c.page && c.method != "HEAD" && r.body["error"] != "NOT_FOUND" {
						t.Errorf("%s: body %s", what, r.raw)
					}
				}
			}
			req := httptest.NewRequest("GET", "/elsewhere", nil)
			req.Header.Set("Accept", html)
			if r := do(t, host, req); r.raw != "host catch-all" {
				t.Errorf("a host's path: %d %s", r.status, r.raw)
			}
		})
	}
	s := newTestServer(t, Config{NoDashboard: true, DashboardURL: "https://host.example/admin"}, Deps{DB: fakeDB{}})
	req := httptest.NewRequest("GET", "/nope", nil)
	req.Header.Set("Accept", html)
	if r := do(t, s.App(), req); r.status != 404 || r.body["error"] != "NOT_FOUND" {
		t.Errorf("without the dashboard: %d %s", r.status, r.raw)
	}
}
