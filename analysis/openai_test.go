package analysis_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.opentelemetry.io/otel/trace"

	"github.com/openai/openai-go"

	"github.com/feedbackkit/feedbackkit/analysis"
)

// chatServer is an httptest server that speaks the chat completions
// protocol: it checks each request and answers with the content reply
// returns, or with status when it is not 200.
type chatServer struct {
	*httptest.Server
	calls       atomic.Int32
	traceparent atomic.Value // string: the traceparent header of the last request
}

func newChatServer(t *testing.T, reply func(req map[string]any) (status int, content string)) *chatServer {
	t.Helper()
	s := &chatServer{}
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.calls.Add(1)
		s.traceparent.Store(r.Header.Get("traceparent"))
		if r.Method != "POST" || r.URL.Path != "/v1/chat/completions" {
			http.Error(w, `{"error":{"message":"not found"}}`, http.StatusNotFound)
			return
		}
		if got := r.Header.Get("Authorization"); got != "Bearer test-key" {
			http.Error(w, `{"error":{"message":"bad key"}}`, http.StatusUnauthorized)
			return
		}
		var req map[string]any
		body, _ := io.ReadAll(r.Body)
		if err := json.Unmarshal(body, &req); err != nil {
			http.Error(w, `{"error":{"message":"bad json"}}`, http.StatusBadRequest)
			return
		}
		status, content := reply(req)
		if status != http.StatusOK {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(status)
			fmt.Fprintf(w, `{"error":{"message":%q,"type":"server_error"}}`, content)
			return
		}
		answer := map[string]any{
			"id": "chatcmpl-1", "object": "chat.completion", "created": 1, "model": req["model"],
			"choices": []any{map[string]any{
				"index": 0, "finish_reason": "stop",
				"message": map[string]any{"role": "assistant", "content": content},
			}},
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(answer)
	}))
	t.Cleanup(s.Close)
	return s
}

func newOpenAI(s *chatServer, timeout time.Duration) *analysis.OpenAI {
	return analysis.NewOpenAI(analysis.OpenAIConfig{
		BaseURL: s.URL + "/v1", APIKey: "test-key", Model: "test-model", Timeout: timeout, MaxRetries: 1,
	})
}

func TestOpenAIStructuredOutput(t *testing.T) {
	var format map[string]any
	s := newChatServer(t, func(req map[string]any) (int, string) {
		format, _ = req["response_format"].(map[string]any)
		return 200, `{"sentiment":"negative","confidence":1.4,"summary":"The respondent feels threatened.",
			"signals":[{"text":"hurt you","weight":0.9}],"seriousConcern":true,
			"categories":["threats","made_up"],"concernReason":"A threat of violence.",
			"flagged":false,"moderationReasons":[]}`
	})
	res, err := newOpenAI(s, 5*time.Second).Analyze(context.Background(), "I will hurt you after class")
	if err != nil {
		t.Fatal(err)
	}
	if format["type"] != "json_schema" {
		t.Errorf("response_format %v, want a json_schema", format)
	}
	if schema, _ := format["json_schema"].(map[string]any); schema["strict"] != true || schema["schema"] == nil {
		t.Errorf("json_schema %v, want a strict schema", schema)
	}
	if res.Sentiment != analysis.Negative || res.Confidence != 1 || res.Model != "openai:test-model" ||
		!res.Concern.IsSerious || len(res.Concern.Categories) != 1 || res.Concern.Categories[0] != "threats" ||
		res.Reasoning.Summary == "" || len(res.Reasoning.Signals) != 1 {
		t.Errorf("result %+v", res)
	}
}

// TestOpenAIFailures checks that each way the provider fails gives an
// error of its kind: the provider's status, JSON that does not parse, a
// label out of the schema, the deadline.
func TestOpenAIFailures(t *testing.T) {
	apiStatus := func(want int) func(error) bool {
		return func(err error) bool {
			var apiErr *openai.Error
			return errors.As(err, &apiErr) && apiErr.StatusCode == want
		}
	}
	for name, tc := range map[string]struct {
		status  int
		content string
		hang    bool // answer only once the test ends
		kind    func(error) bool
	}{
		"server error": {status: 500, content: "boom", kind: apiStatus(500)},
		"not JSON": {status: 200, content: "positive!", kind: func(err error) bool {
			var syntax *json.SyntaxError
			return errors.As(err, &syntax)
		}},
		"unknown label": {status: 200, content: `{"sentiment":"ecstatic","confidence":0.9}`, kind: func(err error) bool {
			return strings.Contains(err.Error(), `unknown sentiment "ecstatic"`)
		}},
		"too slow": {status: 200, content: `{"sentiment":"positive"}`, hang: true, kind: func(err error) bool {
			return errors.Is(err, context.DeadlineExceeded)
		}},
		"unauthorized key": {status: 401, content: "no", kind: apiStatus(401)},
	} {
		t.Run(name, func(t *testing.T) {
			release := make(chan struct{})
			s := newChatServer(t, func(map[string]any) (int, string) {
				if tc.hang {
					<-release
				}
				return tc.status, tc.content
			})
			t.Cleanup(func() { close(release) }) // runs before the server closes
			// Time enough for the retry of a server error, however loaded the
			// machine; the hanging server alone reaches the deadline.
			timeout := time.Minute
			if tc.hang {
				timeout = 300 * time.Millisecond
			}
			_, err := newOpenAI(s, timeout).Analyze(context.Background(), "fine")
			if err == nil {
				t.Fatal("Analyze succeeded")
			}
			if !tc.kind(err) {
				t.Errorf("Analyze failed with %v (%T), not with an error of its kind", err, err)
			}
		})
	}
}

func TestFallbackToLocal(t *testing.T) {
	s := newChatServer(t, func(map[string]any) (int, string) { return 503, "overloaded" })
	f := &analysis.Fallback{Primary: newOpenAI(s, time.Second), Secondary: analysis.NewLocal()}
	res, err := f.Analyze(context.Background(), "This workshop was wonderful, thank you!")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(res.Model, "local") || res.Sentiment != analysis.Positive {
		t.Errorf("fallback result %+v, want the local model's positive verdict", res)
	}
	if s.calls.Load() < 1 {
		t.Error("the remote provider was not asked")
	}
}

// TestFallbackWhenTheProviderHangs checks that a provider that never
// answers is replaced by the offline model once its own timeout passes,
// but not when the caller's context ends first: the caller stopped
// waiting, and gets the provider's error.
func TestFallbackWhenTheProviderHangs(t *testing.T) {
	release := make(chan struct{})
	hanging := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-release:
		case <-r.Context().Done():
		}
	}))
	t.Cleanup(hanging.Close)
	t.Cleanup(func() { close(release) })
	primary := analysis.NewOpenAI(analysis.OpenAIConfig{BaseURL: hanging.URL + "/v1", APIKey: "test-key", Timeout: 100 * time.Millisecond})
	f := &analysis.Fallback{Primary: primary, Secondary: analysis.NewLocal()}
	res, err := f.Analyze(context.Background(), "I will kill you tomorrow after the lecture.")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(res.Model, "local") || !res.Concern.IsSerious {
		t.Errorf("fallback result %+v, want the local model's serious concern", res)
	}

	slow := analysis.NewOpenAI(analysis.OpenAIConfig{BaseURL: hanging.URL + "/v1", APIKey: "test-key", Timeout: time.Hour})
	f = &analysis.Fallback{Primary: slow, Secondary: analysis.NewLocal()}
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	if res, err := f.Analyze(ctx, "Great session"); err == nil || !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Analyze after the caller's deadline: %+v, %v; want the provider's deadline error", res, err)
	}
}

// TestOpenAISpans checks that with a TracerProvider each request to the
// endpoint is a client span, a child of the span of the analysis's
// context, whose trace context the request carries.
func TestOpenAISpans(t *testing.T) {
	s := newChatServer(t, func(map[string]any) (int, string) {
		return 200, `{"sentiment":"positive","confidence":0.9,"summary":"Happy.","signals":[],"seriousConcern":false,
			"categories":[],"concernReason":"","flagged":false,"moderationReasons":[]}`
	})
	spans := tracetest.NewInMemoryExporter()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSyncer(spans))
	ai := analysis.NewOpenAI(analysis.OpenAIConfig{BaseURL: s.URL + "/v1", APIKey: "test-key", TracerProvider: tp})
	ctx, parent := tp.Tracer("test").Start(context.Background(), "job")
	if _, err := ai.Analyze(ctx, "Great session"); err != nil {
		t.Fatal(err)
	}
	parent.End()
	got := spans.GetSpans()
	if len(got) != 2 {
		t.Fatalf("%d spans, want the request's and its parent", len(got))
	}
	call := got[0]
	if call.SpanKind != trace.SpanKindClient || call.Parent.SpanID() != parent.SpanContext().SpanID() {
		t.Errorf("span %q: kind %v, parent %v", call.Name, call.SpanKind, call.Parent.SpanID())
	}
	if want := "00-" + call.SpanContext.TraceID().String() + "-" + call.SpanContext.SpanID().String() + "-01"; s.traceparent.Load() != want {
		t.Errorf("traceparent %q, want %q", s.traceparent.Load(), want)
	}
}

// fakeClock is a clock that moves only when told.
type fakeClock struct{ now atomic.Int64 }

func (c *fakeClock) Now() time.Time          { return time.Unix(0, c.now.Load()) }
func (c *fakeClock) Advance(d time.Duration) { c.now.Add(int64(d)) }

// TestFallbackBreaker checks the circuit breaker of a Fallback with a
// provider that fails, then recovers: after Failures consecutive
// failures the calls no longer reach the provider and get the offline
// model's answer; after the cool-down one call probes the provider (a
// failure opens the circuit again), and once the provider answers every
// call reaches it again. A caller that stops waiting counts as nothing.
func TestFallbackBreaker(t *testing.T) {
	var down atomic.Bool
	down.Store(true)
	s := newChatServer(t, func(map[string]any) (int, string) {
		if down.Load() {
			// Refused at once, and not retried (a 4xx is not), so that
			// each failed call is one request and no timing decides it.
			return http.StatusBadRequest, "down"
		}
		return http.StatusOK, `{"sentiment":"positive","confidence":0.9,"summary":"Praise.","signals":[],` +
			`"seriousConcern":false,"categories":[],"concernReason":"","flagged":false,"moderationReasons":[]}`
	})
	clock := &fakeClock{}
	// A timeout no pause of the machine reaches: the answers decide.
	const timeout = time.Minute
	f := &analysis.Fallback{Primary: newOpenAI(s, timeout), Secondary: analysis.NewLocal(),
		Breaker: analysis.Breaker{Failures: 3, CoolDown: time.Minute, Now: clock.Now}}
	analyze := func(want string) {
		t.Helper()
		res, err := f.Analyze(context.Background(), "Thank you, a wonderful workshop")
		if err != nil || !strings.HasPrefix(res.Model, want) {
			t.Fatalf("Analyze = %+v, %v; want the answer of %s", res, err, want)
		}
	}
	calls := func(want int32) {
		t.Helper()
		if got := s.calls.Load(); got != want {
			t.Fatalf("%d calls reached the provider, want %d", got, want)
		}
	}

	// A caller that stops waiting tells nothing of the provider.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for range 5 {
		if _, err := f.Analyze(ctx, "Great"); err == nil {
			t.Fatal("Analyze with an ended context: no error")
		}
	}
	calls(0)
	for range 3 {
		analyze("local")
	}
	calls(3)
	// Open: the offline model answers at once, the provider is not asked.
	for range 10 {
		analyze("local")
	}
	calls(3)
	// Half-open: one probe, which fails and opens the circuit again.
	clock.Advance(time.Minute)
	analyze("local")
	calls(4)
	analyze("local")
	calls(4)
	// The provider is back: the next probe closes the circuit.
	down.Store(false)
	clock.Advance(59 * time.Second)
	analyze("local")
	calls(4)
	clock.Advance(time.Second)
	analyze("openai:")
	calls(5)
	for range 3 {
		analyze("openai:")
	}
	calls(8)

	// Failures < 0: the circuit never opens.
	down.Store(true)
	never := &analysis.Fallback{Primary: newOpenAI(s, timeout), Secondary: analysis.NewLocal(),
		Breaker: analysis.Breaker{Failures: -1}}
	for range 4 {
		if res, err := never.Analyze(context.Background(), "Great"); err != nil || !strings.HasPrefix(res.Model, "local") {
			t.Fatalf("Analyze = %+v, %v", res, err)
		}
	}
	calls(12)
}
