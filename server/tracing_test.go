package server_test

import (
	"context"
	"net/url"
	"strings"
	"testing"

	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.opentelemetry.io/otel/trace"

	"github.com/feedbackkit/feedbackkit/app"
)

// tracing returns an in-memory exporter and the envOption that traces a
// stack into it. The stacks of a test's dialects share it: a test finds the
// spans of its requests by their request ids.
func tracing(t *testing.T) (*tracetest.InMemoryExporter, envOption) {
	exp := tracetest.NewInMemoryExporter()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSyncer(exp))
	t.Cleanup(func() { tp.Shutdown(context.Background()) })
	return exp, func(c *app.Config) { c.TracerProvider = tp }
}

// requestSpan returns the server span of the request whose id is id.
func requestSpan(t *testing.T, exp *tracetest.InMemoryExporter, id string) tracetest.SpanStub {
	t.Helper()
	for _, s := range exp.GetSpans() {
		if s.SpanKind == trace.SpanKindServer && attrs(s)["feedbackkit.request_id"] == id {
			return s
		}
	}
	t.Fatalf("no server span of the request %s", id)
	return tracetest.SpanStub{}
}

// attrs returns the attributes of s, as strings.
func attrs(s tracetest.SpanStub) map[string]string {
	out := map[string]string{}
	for _, a := range s.Attributes {
		out[string(a.Key)] = a.Value.String()
	}
	return out
}

// TestRequestSpans checks the server span of requests: named by the
// route's template and not the path, which may carry a token, and without
// the anonymous client's address; a request no route matches is named by
// its method alone.
func TestRequestSpans(t *testing.T) {
	exp, traced := tracing(t)
	forEachDialect(t, func(t *testing.T, e *env) {
		d := e.db.Dialect().Name().String()
		resp := e.do(request{method: "GET", path: "/api/no-such-thing", header: map[string]string{"X-Request-ID": "unknown-" + d}})
		e.expect(t, "unknown path", resp, 404, "NOT_FOUND")
		const token = "tok-4b0a9e1c2d3f"
		resp = e.do(request{method: "GET", path: "/api/public/invitation/" + token, header: map[string]string{"X-Request-ID": "invitation-" + d}})
		e.expect(t, "unknown invitation", resp, 404, "NOT_FOUND")

		unknown := requestSpan(t, exp, "unknown-"+d)
		if a := attrs(unknown); unknown.Name != "GET" || a["http.response.status_code"] != "404" || a["http.route"] != "" || unknown.Status.Code != 0 {
			t.Errorf("unmatched request's span %q: %v, status %v", unknown.Name, a, unknown.Status)
		}
		invitation := requestSpan(t, exp, "invitation-"+d)
		if a := attrs(invitation); invitation.Name != "GET /api/public/invitation/:token" || a["http.route"] != "/api/public/invitation/:token" ||
			a["http.request.method"] != "GET" || a["client.address"] != "" || a["user_agent.original"] != "" {
			t.Errorf("invitation span %q attributes %v", invitation.Name, a)
		}
		for _, s := range exp.GetSpans() {
			for k, v := range attrs(s) {
				if strings.Contains(v, token) {
					t.Errorf("span %q attribute %s = %q carries the token of the path", s.Name, k, v)
				}
			}
		}
	}, traced)
}

// TestTrackerCallSpans checks that the calls a request makes to the
// tracker are client spans, children of the request's span.
func TestTrackerCallSpans(t *testing.T) {
	exp, traced := tracing(t)
	forEachDialectTracker(t, func(t *testing.T, e *trackerEnv) {
		org, owner := e.newOrg("acme")
		e.uncap(org)
		resp := e.do(request{method: "POST", path: "/api/integrations", cookie: owner.Cookie, body: map[string]any{"type": "tracker", "name": "Jira"}})
		e.expect(t, "create", resp, 201, "")
		e.connect(t, owner)
		id := "projects-" + e.db.Dialect().Name().String()
		resp = e.do(request{method: "GET", path: "/api/integrations/tracker/projects", cookie: owner.Cookie, header: map[string]string{"X-Request-ID": id}})
		e.expect(t, "projects", resp, 200, "")

		parent := requestSpan(t, exp, id)
		tracker, _ := url.Parse(e.tracker.URL)
		calls := 0
		for _, s := range exp.GetSpans() {
			if s.SpanKind != trace.SpanKindClient || s.Parent.SpanID() != parent.SpanContext.SpanID() || s.InstrumentationScope.Name == "github.com/uptrace/bun" {
				continue
			}
			calls++
			if a := attrs(s); a["server.address"] != tracker.Hostname() || a["http.response.status_code"] != "200" {
				t.Errorf("tracker call span %q: %v", s.Name, a)
			}
		}
		if calls == 0 {
			t.Errorf("no client span of a tracker call under %q", parent.Name)
		}
	}, traced)
}
