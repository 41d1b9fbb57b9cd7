package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"net/url"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/server"
)

// metricValue returns the value of the sample of /metrics whose name and
// labels are series (as Prometheus prints them), or -1 when there is none.
func metricValue(body, series string) float64 {
	for _, line := range strings.Split(body, "\n") {
		if v, ok := strings.CutPrefix(line, series+" "); ok {
			f, err := strconv.ParseFloat(v, 64)
			if err == nil {
				return f
			}
		}
	}
	return -1
}

func TestMetrics(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		e.createRoom(owner, "Lobby", false)
		for range 3 {
			e.expect(t, "user", e.do(request{method: "GET", path: "/api/user", cookie: owner.Cookie}), 200, "")
		}
		e.expect(t, "room", e.do(request{method: "GET", path: "/api/events/" + url.PathEscape("Lobby"), cookie: owner.Cookie}), 200, "")
		e.expect(t, "missing room", e.do(request{method: "GET", path: "/api/events/Nope", cookie: owner.Cookie}), 404, "NOT_FOUND")
		e.expect(t, "unknown path", e.do(request{method: "GET", path: "/api/nothing/here"}), 404, "NOT_FOUND")
		e.expect(t, "forgot", e.do(request{method: "POST", path: "/api/auth/forgot-password", body: map[string]string{"email": owner.User.Email}}), 200, "")
		e.smtp.WaitFor(t, owner.User.Email, 10*time.Second)

		var body string
		waitFor(t, "the email's job in the metrics", func() bool {
			resp := e.do(request{method: "GET", path: "/metrics"})
			if resp.status != 200 || !strings.HasPrefix(resp.header.Get("Content-Type"), "text/plain") {
				t.Fatalf("/metrics: %d %s", resp.status, resp.header.Get("Content-Type"))
			}
			body = string(resp.raw)
			return metricValue(body, `feedbackd_emails_total{outcome="sent"}`) == 1
		})
		for series, want := range map[string]float64{
			`feedbackd_http_requests_total{method="GET",route="/api/user",status="200"}`:              3,
			`feedbackd_http_requests_total{method="GET",route="/api/events/:eventName",status="200"}`: 1,
			`feedbackd_http_requests_total{method="GET",route="/api/events/:eventName",status="404"}`: 1,
			`feedbackd_http_requests_total{method="GET",route="unmatched",status="404"}`:              1,
			`feedbackd_http_request_duration_seconds_count{method="GET",route="/api/user"}`:           3,
			`feedbackd_jobs_total{kind="identity.password_reset",outcome="completed"}`:                1,
			`feedbackd_jobs_total{kind="notify.deliver_email",outcome="completed"}`:                   1,
			`go_sql_max_open_connections{db_name="feedbackd"}`:                                        -2, // present
		} {
			got := metricValue(body, series)
			if (want == -2 && got < 0) || (want != -2 && got != want) {
				t.Errorf("%s = %v, want %v", series, got, want)
			}
		}
		b := feedbackkit.Version()
		build := fmt.Sprintf(`feedbackd_build_info{goversion=%q,revision=%q,version=%q}`, b.GoVersion, b.Revision, b.Version)
		if got := metricValue(body, build); got != 1 {
			t.Errorf("%s = %v, want 1", build, got)
		}
		if strings.Contains(body, "Lobby") || strings.Contains(body, "Nope") {
			t.Errorf("raw paths leak into the metrics' labels")
		}
	})
}

// TestNoMetricsRoute: without the route, GET /metrics is the Server's 404
// and leaves the served OpenAPI document, while the metrics still go to
// the registry, for the host to serve.
func TestNoMetricsRoute(t *testing.T) {
	var registries sync.Map // of each stack's database
	forEachDialect(t, func(t *testing.T, e *env) {
		e.expect(t, "GET /metrics", e.doRaw(request{method: "GET", path: "/metrics"}), 404, "NOT_FOUND")
		doc := e.do(request{method: "GET", path: "/api/openapi.json"})
		if paths, _ := doc.json["paths"].(map[string]any); paths == nil || paths["/metrics"] != nil || paths["/healthz"] == nil {
			t.Errorf("the served document's paths: %v", slices.Sorted(maps.Keys(paths)))
		}
		reg, _ := registries.Load(e.db)
		families, err := reg.(*prometheus.Registry).Gather()
		if err != nil {
			t.Fatal(err)
		}
		var recorded bool
		for _, f := range families {
			recorded = recorded || f.GetName() == "feedbackd_http_requests_total"
		}
		if !recorded {
			t.Error("the requests were not recorded in the registry")
		}
	}, func(c *app.Config) {
		c.NoMetricsRoute, c.Registry = true, server.NewRegistry()
		registries.Store(c.DB, c.Registry)
	})
}

// TestMetricsToken: with a metrics token (configured with spaces around
// it, which are left out), GET /metrics answers the bearer of the token
// only, and the served OpenAPI document says so; the health endpoints stay
// public.
func TestMetricsToken(t *testing.T) {
	const token = "metrics-token-0123456789"
	forEachDialect(t, func(t *testing.T, e *env) {
		for name, header := range map[string]string{
			"no header":       "",
			"another token":   "Bearer metrics-token-0123456780",
			"a prefix of it":  "Bearer metrics-token",
			"another scheme":  "Basic " + token,
			"the token alone": token,
		} {
			r := request{method: "GET", path: "/metrics"}
			if header != "" {
				r.header = map[string]string{"Authorization": header}
			}
			resp := e.do(r)
			e.expect(t, name, resp, 401, "INVALID_TOKEN")
			if got := resp.header.Get("WWW-Authenticate"); got != "Bearer" {
				t.Errorf("%s: WWW-Authenticate %q", name, got)
			}
			if strings.Contains(string(resp.raw), "feedbackd_") {
				t.Errorf("%s: the answer shows metrics: %s", name, resp.raw)
			}
		}
		resp := e.do(request{method: "GET", path: "/metrics", header: map[string]string{"Authorization": "bearer " + token}})
		if resp.status != 200 || !strings.Contains(string(resp.raw), "feedbackd_build_info") {
			t.Errorf("with the token: %d %.200s", resp.status, resp.raw)
		}
		e.expect(t, "GET /healthz", e.do(request{method: "GET", path: "/healthz"}), 200, "")

		var doc struct {
			Paths map[string]map[string]struct {
				Security []map[string][]string `json:"security"`
			} `json:"paths"`
		}
		resp = e.do(request{method: "GET", path: "/api/openapi.json"})
		if err := json.Unmarshal(resp.raw, &doc); err != nil {
			t.Fatalf("GET /api/openapi.json: %d %v", resp.status, err)
		}
		if got := doc.Paths["/metrics"]["get"].Security; !reflect.DeepEqual(got, []map[string][]string{{"metricsToken": {}}}) {
			t.Errorf("the served document's GET /metrics: security %v, want the token alone", got)
		}
	}, func(c *app.Config) { c.MetricsToken = " " + token + "\n" })
}

// TestShortMetricsTokenRefused: New refuses a metrics token shorter than
// 16 bytes, the spaces around it left out.
func TestShortMetricsTokenRefused(t *testing.T) {
	e := newEnv(t, appDB(t, "sqlite"))
	for _, token := range []string{"short", "  0123456789abcde  ", "                "} {
		_, err := server.New(server.Config{BaseURL: baseURL, MetricsToken: token},
			server.Deps{DB: e.db, Identity: e.identity, Orgs: e.orgs, Uploads: e.bucket,
				Rooms: e.rooms, Feedback: e.feedback, Forms: e.forms, Subscriptions: e.kit.Subscriptions})
		if err == nil || !strings.Contains(err.Error(), "Config.MetricsToken") {
			t.Errorf("server.New with MetricsToken %q: %v, want it refused", token, err)
		}
		kit, err := app.New(context.Background(), app.Config{DB: e.db, BlobURL: "mem://", MetricsToken: token})
		if err == nil {
			kit.Close(context.Background())
		}
		if err == nil || !strings.Contains(err.Error(), "Config.MetricsToken") {
			t.Errorf("app.New with MetricsToken %q: %v, want it refused", token, err)
		}
	}
}
