package server_test

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit"
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
