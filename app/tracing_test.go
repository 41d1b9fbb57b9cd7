package app_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/uptrace/bun"
	"go.opentelemetry.io/otel/attribute"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.opentelemetry.io/otel/trace"

	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/logtest"
)

// flakyAnalyzer fails its first analysis (the inline one of a submission,
// which leaves the item to a feedback.analyze job) and finds a serious
// concern in the next (the job's, which queues feedback.serious_concern).
type flakyAnalyzer struct{ calls atomic.Int32 }

func (a *flakyAnalyzer) Analyze(context.Context, string) (*analysis.Result, error) {
	if a.calls.Add(1) == 1 {
		return nil, errors.New("the provider is down")
	}
	return &analysis.Result{Sentiment: analysis.Negative, Confidence: 0.9, Model: "test",
		Concern: analysis.Concern{IsSerious: true, Categories: []string{analysis.CategoryThreats}, Confidence: 0.9, Reason: "a threat"}}, nil
}

// endWatcher is a span processor that closes ended once a span of each
// of names has ended. It also notes the traces started by a job's run
// (periodic jobs, queued outside any trace) as their first span starts.
type endWatcher struct {
	mu       sync.Mutex
	names    map[string]bool // the names not ended yet
	ended    chan struct{}
	jobRoots map[trace.TraceID]bool
}

func newEndWatcher(names ...string) *endWatcher {
	w := &endWatcher{names: map[string]bool{}, ended: make(chan struct{}), jobRoots: map[trace.TraceID]bool{}}
	for _, n := range names {
		w.names[n] = true
	}
	return w
}

func (w *endWatcher) OnStart(_ context.Context, s sdktrace.ReadWriteSpan) {
	if strings.HasPrefix(s.Name(), "process ") && !s.Parent().IsValid() {
		w.mu.Lock()
		defer w.mu.Unlock()
		w.jobRoots[s.SpanContext().TraceID()] = true
	}
}

// jobTrace reports whether id is the trace of a job's run queued outside
// any trace.
func (w *endWatcher) jobTrace(id trace.TraceID) bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.jobRoots[id]
}
func (w *endWatcher) OnEnd(s sdktrace.ReadOnlySpan) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.names[s.Name()] {
		delete(w.names, s.Name())
		if len(w.names) == 0 {
			close(w.ended)
		}
	}
}
func (w *endWatcher) Shutdown(context.Context) error   { return nil }
func (w *endWatcher) ForceFlush(context.Context) error { return nil }

// syncBuffer is a buffer safe for a logger's concurrent writes, that
// tells of each write.
type syncBuffer struct {
	mu      sync.Mutex
	buf     bytes.Buffer
	written chan struct{} // receives after writes, at most one pending
}

func newSyncBuffer() *syncBuffer { return &syncBuffer{written: make(chan struct{}, 1)} }

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	select {
	case b.written <- struct{}{}:
	default:
	}
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// waitFor waits, at most a minute, until a log line has the message msg.
func (b *syncBuffer) waitFor(t *testing.T, msg string) {
	t.Helper()
	timeout := time.After(time.Minute)
	for !strings.Contains(b.String(), `"msg":"`+msg+`"`) {
		select {
		case <-b.written:
		case <-timeout:
			t.Fatalf("no log line %q within a minute:\n%s", msg, b.String())
		}
	}
}

// line returns the first JSON log record whose msg is msg.
func (b *syncBuffer) line(t *testing.T, msg string) map[string]any {
	t.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, r := range logtest.JSONLines(t, b.buf.Bytes()) {
		if r["msg"] == msg {
			return r
		}
	}
	t.Fatalf("no log line %q in:\n%s", msg, b.buf.String())
	return nil
}

// submitTraced runs an App with tp (nil: tracing off) whose analyzer
// leaves the analysis to a job that finds a serious concern, submits one
// anonymous feedback over HTTP with the request id requestID and the W3C
// traceparent header traceparent (when not ""), and waits until the
// feedback.serious_concern job that follows has logged. It returns the
// App's logs.
func submitTraced(t *testing.T, db *bun.DB, tp trace.TracerProvider, text, requestID, traceparent string) *syncBuffer {
	t.Helper()
	ctx := context.Background()
	logs := newSyncBuffer()
	kit, err := app.New(ctx, app.Config{
		DB:              db,
		BlobURL:         "mem://",
		SecretFile:      filepath.Join(t.TempDir(), "key"),
		Analyzer:        &flakyAnalyzer{},
		JobPollInterval: 20 * time.Millisecond,
		Logger:          slog.New(slog.NewJSONHandler(logs, nil)),
		TracerProvider:  tp,
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { kit.Close(context.Background()) })
	if err := kit.Start(ctx); err != nil {
		t.Fatal(err)
	}
	owner, _ := acmeWithLobby(t, kit)
	body, _ := json.Marshal(map[string]any{"instructorId": owner.InstructorID, "eventType": "Lobby", "feedback": text})
	req := httptest.NewRequest("POST", "/api/feedback/submit", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Request-ID", requestID)
	if traceparent != "" {
		req.Header.Set("traceparent", traceparent)
	}
	resp, err := kit.Server.App().Test(req, -1)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != 201 {
		t.Fatalf("submit: %d", resp.StatusCode)
	}
	logs.waitFor(t, "feedback: serious concern")
	return logs
}

// TestOneSubmissionIsOneTrace submits one anonymous feedback whose
// analysis falls to a job: the request's server span, its queries, the
// queuing of the job and the job's run (with its own queries, and the job
// it queues in turn) are one trace, continuing the caller's traceparent,
// and every log line of the request and of the jobs names its span.
func TestOneSubmissionIsOneTrace(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		spans := tracetest.NewInMemoryExporter()
		// The analysis job queues the concern job, which may end first.
		jobsRun := newEndWatcher("process feedback.analyze", "process feedback.serious_concern")
		tp := sdktrace.NewTracerProvider(sdktrace.WithSyncer(spans), sdktrace.WithSpanProcessor(jobsRun))
		t.Cleanup(func() { tp.Shutdown(context.Background()) })
		const (
			text     = "the respondent's secret words"
			callerTP = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01"
		)
		logs := submitTraced(t, db, tp, text, "req-one-trace", callerTP)
		select {
		case <-jobsRun.ended:
		case <-time.After(time.Minute):
			t.Fatal("the spans of the feedback.analyze and feedback.serious_concern jobs did not end within a minute")
		}

		all := spans.GetSpans()
		byName := func(name string) tracetest.SpanStub {
			t.Helper()
			for _, s := range all {
				if s.Name == name {
					return s
				}
			}
			t.Fatalf("no span %q among %v", name, names(all))
			return tracetest.SpanStub{}
		}
		httpSpan := byName("POST /api/feedback/submit")
		if httpSpan.SpanKind != trace.SpanKindServer || httpSpan.Parent.SpanID().String() != "b7ad6b7169203331" ||
			httpSpan.SpanContext.TraceID().String() != "0af7651916cd43dd8448eb211c80319c" {
			t.Errorf("server span: kind %v, parent %v: want a server span continuing the caller's trace", httpSpan.SpanKind, httpSpan.Parent)
		}
		if !hasAttr(httpSpan, "http.route", "/api/feedback/submit") || !hasAttr(httpSpan, "http.response.status_code", "201") ||
			!hasAttr(httpSpan, "feedbackkit.request_id", "req-one-trace") {
			t.Errorf("server span attributes %v", httpSpan.Attributes)
		}
		send := byName("send feedback.analyze")
		run := byName("process feedback.analyze")
		concernSend := byName("send feedback.serious_concern")
		concern := byName("process feedback.serious_concern")
		for _, c := range []struct {
			child, parent tracetest.SpanStub
		}{{send, httpSpan}, {run, send}, {concernSend, run}, {concern, concernSend}} {
			if c.child.Parent.SpanID() != c.parent.SpanContext.SpanID() || c.child.SpanContext.TraceID() != httpSpan.SpanContext.TraceID() {
				t.Errorf("span %q: parent %s, want %q of the request's trace", c.child.Name, c.child.Parent.SpanID(), c.parent.Name)
			}
		}
		if len(run.Links) != 1 || run.Links[0].SpanContext.SpanID() != send.SpanContext.SpanID() || run.SpanKind != trace.SpanKindConsumer {
			t.Errorf("the job's run links %v, kind %v: want a consumer span linked to the span that queued it", run.Links, run.SpanKind)
		}
		// Periodic jobs (clean-ups, digests) run in traces of their own,
		// each rooted at the span of its run: their queries are not the
		// request's.
		queries := map[string]int{} // queries by the name of their parent
		for _, s := range all {
			if s.InstrumentationScope.Name != "github.com/uptrace/bun" || jobsRun.jobTrace(s.SpanContext.TraceID()) {
				continue
			}
			if s.SpanContext.TraceID() != httpSpan.SpanContext.TraceID() {
				t.Errorf("query span %q outside the request's trace", s.Name)
			}
			for _, p := range []tracetest.SpanStub{httpSpan, run} {
				if s.Parent.SpanID() == p.SpanContext.SpanID() {
					queries[p.Name]++
				}
			}
		}
		if queries[httpSpan.Name] == 0 || queries[run.Name] == 0 {
			t.Errorf("query spans by parent: %v, want some of the request and of the job", queries)
		}
		if s := byName("INSERT feedback_items"); s.Parent.SpanID() != httpSpan.SpanContext.SpanID() {
			t.Errorf("INSERT feedback_items: parent %s, want the request", s.Parent.SpanID())
		}
		for _, s := range all {
			for _, a := range s.Attributes {
				if strings.Contains(a.Value.String(), "secret words") {
					t.Errorf("span %q attribute %s carries the submitted text", s.Name, a.Key)
				}
			}
		}

		for msg, span := range map[string]tracetest.SpanStub{
			"request":                   httpSpan, // the access log
			"feedback: serious concern": concern,  // a job two jobs away from the request
		} {
			line := logs.line(t, msg)
			if line["request_id"] != "req-one-trace" || line["trace_id"] != span.SpanContext.TraceID().String() ||
				line["span_id"] != span.SpanContext.SpanID().String() {
				t.Errorf("log line %q: request_id %v trace_id %v span_id %v, want req-one-trace and the span %q", msg,
					line["request_id"], line["trace_id"], line["span_id"], span.Name)
			}
		}
	})
}

// TestJobLogsCarryTheRequestIDWithoutTracing checks that without tracing
// the log lines of a request and of the jobs it causes carry its request
// id, and no trace.
func TestJobLogsCarryTheRequestIDWithoutTracing(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		logs := submitTraced(t, db, nil, "untraced", "req-untraced",
			"00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01") // ignored: tracing is off
		for _, msg := range []string{"request", "feedback: serious concern"} {
			line := logs.line(t, msg)
			if line["request_id"] != "req-untraced" || line["trace_id"] != nil || line["span_id"] != nil {
				t.Errorf("log line %q: request_id %v trace_id %v span_id %v, want req-untraced and no trace", msg,
					line["request_id"], line["trace_id"], line["span_id"])
			}
		}
	})
}

func names(spans tracetest.SpanStubs) []string {
	var out []string
	for _, s := range spans {
		out = append(out, s.Name)
	}
	return out
}

// hasAttr reports whether s has the attribute key with the value value
// (as its string form).
func hasAttr(s tracetest.SpanStub, key, value string) bool {
	for _, a := range s.Attributes {
		if a.Key == attribute.Key(key) {
			return a.Value.String() == value
		}
	}
	return false
}
