package server_test

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"

	"go.opentelemetry.io/otel/trace"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/internal/logtest"
	"github.com/feedbackkit/feedbackkit/server"
)

// TestServiceLogsCarryTheRequestID logs from a Service during a request (a
// feedback subscriber that panics, which the feedback Service logs): the
// line carries the request's X-Request-ID, like the access log line.
func TestServiceLogsCarryTheRequestID(t *testing.T) {
	logs := &logtest.Buffer{}
	forEachDialect(t, func(t *testing.T, e *env) {
		w := fbSetup(t, e)
		id := "trace-" + e.db.Dialect().Name().String()
		resp := e.do(request{method: "POST", path: "/api/feedback/submit", header: map[string]string{"X-Request-ID": id},
			body: map[string]any{"instructorId": w.ownerID, "eventType": "Lobby", "sentiment": "positive"}})
		e.expect(t, "submit", resp, 201, "")
		if resp.header.Get("X-Request-ID") != id {
			t.Errorf("X-Request-ID %q, want %q", resp.header.Get("X-Request-ID"), id)
		}
		found := map[string]int{}
		for _, r := range logs.Records(t) {
			if r["request_id"] == id {
				found[r["msg"].(string)]++
			}
		}
		if found["feedback: subscriber panicked"] != 1 || found["request"] != 1 {
			t.Errorf("log lines with the request id %s: %v", id, found)
		}
	}, func(c *app.Config) {
		c.Logger = slog.New(slog.NewJSONHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
		c.FeedbackSubscribers = []feedback.Subscriber{func(context.Context, feedback.Event) { panic("a subscriber's bug") }}
	})
}

func TestLogHandler(t *testing.T) {
	var buf bytes.Buffer
	log := slog.New(server.LogHandler(slog.NewJSONHandler(&buf, nil))).With("component", "x")
	if server.LogHandler(log.Handler()) != log.Handler() {
		t.Error("LogHandler wrapped its own handler again")
	}
	ctx := server.WithRequestID(context.Background(), "abc")
	log.InfoContext(ctx, "one")
	log.InfoContext(ctx, "two", "request_id", "explicit")
	log.Info("three")
	lines := bytes.Split(bytes.TrimSpace(buf.Bytes()), []byte("\n"))
	if len(lines) != 3 {
		t.Fatalf("%d lines: %s", len(lines), buf.String())
	}
	for i, want := range []string{`"request_id":"abc"`, `"request_id":"explicit"`, ""} {
		n := bytes.Count(lines[i], []byte(`"request_id"`))
		if want == "" && n != 0 || want != "" && (n != 1 || !bytes.Contains(lines[i], []byte(want))) {
			t.Errorf("line %d: %s, want %s once", i+1, lines[i], want)
		}
	}
}

// TestLogHandlerTraceIDs checks that a record logged with a context that
// carries a span has its trace and span ids, and one without has none.
func TestLogHandlerTraceIDs(t *testing.T) {
	var buf bytes.Buffer
	log := slog.New(server.LogHandler(slog.NewJSONHandler(&buf, nil)))
	sc := trace.NewSpanContext(trace.SpanContextConfig{
		TraceID: trace.TraceID{0x4b, 0xf9, 0x2f, 0x35, 0x77, 0xb3, 0x4d, 0xa6, 0xa3, 0xce, 0x92, 0x9d, 0x0e, 0x0e, 0x47, 0x36},
		SpanID:  trace.SpanID{0x00, 0xf0, 0x67, 0xaa, 0x0b, 0xa9, 0x02, 0xb7},
	})
	log.InfoContext(trace.ContextWithSpanContext(context.Background(), sc), "traced")
	log.InfoContext(context.Background(), "untraced")
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], `"trace_id":"4bf92f3577b34da6a3ce929d0e0e4736","span_id":"00f067aa0ba902b7"`) ||
		strings.Contains(lines[1], "trace_id") {
		t.Errorf("lines:\n%s", buf.String())
	}
}
