package telemetry_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"go.opentelemetry.io/otel/codes"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.opentelemetry.io/otel/trace"

	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/telemetry"
)

func newTracer() (*tracetest.InMemoryExporter, *sdktrace.TracerProvider) {
	exp := tracetest.NewInMemoryExporter()
	return exp, sdktrace.NewTracerProvider(sdktrace.WithSyncer(exp))
}

// TestClient checks that a traced client sends a client span's trace
// context, keeps the settings of the client it copies, and leaves that
// client alone.
func TestClient(t *testing.T) {
	var got string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = r.Header.Get("traceparent")
		r.Body.Close()
	}))
	t.Cleanup(srv.Close)
	exp, tp := newTracer()
	orig := &http.Client{Timeout: 7 * time.Second}
	if telemetry.Client(orig, nil) != orig || telemetry.Client(nil, nil) != nil {
		t.Error("Client without a TracerProvider changed the client")
	}
	traced := telemetry.Client(orig, tp)
	if traced == orig || orig.Transport != nil || traced.Timeout != orig.Timeout {
		t.Errorf("traced client %+v of %+v: want a copy with the timeout, the original untouched", traced, orig)
	}
	ctx, parent := tp.Tracer("test").Start(context.Background(), "job")
	req, _ := http.NewRequestWithContext(ctx, "GET", srv.URL+"/hook?x=1", nil)
	resp, err := traced.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	parent.End()
	spans := exp.GetSpans()
	if len(spans) != 2 || spans[0].SpanKind != trace.SpanKindClient || spans[0].Parent.SpanID() != parent.SpanContext().SpanID() {
		t.Fatalf("spans %+v: want a client span under the parent", spans)
	}
	if want := "00-" + spans[0].SpanContext.TraceID().String() + "-" + spans[0].SpanContext.SpanID().String() + "-01"; got != want {
		t.Errorf("traceparent %q, want %q", got, want)
	}
}

// TestTraceQueries checks the spans of queries: only within a trace, named
// by operation and table, with the statement's template and not its
// values, an error for a failed query; the database given is not changed.
func TestTraceQueries(t *testing.T) {
	db := dbtest.Open(t, "sqlite")
	exp, tp := newTracer()
	traced := telemetry.TraceQueries(db, tp)
	ctx := context.Background()
	if _, err := traced.ExecContext(ctx, "CREATE TABLE notes (body TEXT)"); err != nil {
		t.Fatal(err)
	}
	if n := len(exp.GetSpans()); n != 0 {
		t.Fatalf("%d spans of a query outside a trace", n)
	}
	ctx, parent := tp.Tracer("test").Start(ctx, "request")
	if _, err := traced.NewInsert().Model(&map[string]any{"body": "private words"}).Table("notes").Exec(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := db.NewSelect().Table("notes").Count(ctx); err != nil { // the original: no span
		t.Fatal(err)
	}
	if _, err := traced.NewSelect().Table("no_such_table").Exec(ctx); err == nil {
		t.Fatal("a query of a missing table succeeded")
	}
	parent.End()
	spans := exp.GetSpans()
	if len(spans) != 3 {
		t.Fatalf("%d spans, want the insert, the failed select and their parent", len(spans))
	}
	insert, failed := spans[0], spans[1]
	text := ""
	for _, a := range insert.Attributes {
		if a.Key == "db.query.text" {
			text = a.Value.AsString()
		}
	}
	if insert.Name != "INSERT notes" || insert.Parent.SpanID() != parent.SpanContext().SpanID() || insert.SpanKind != trace.SpanKindClient ||
		text == "" || strings.Contains(text, "private") {
		t.Errorf("insert span %q, parent %s, statement %q", insert.Name, insert.Parent.SpanID(), text)
	}
	if failed.Name != "SELECT no_such_table" || failed.Status.Code != codes.Error {
		t.Errorf("failed query's span %q: status %v", failed.Name, failed.Status)
	}
}
