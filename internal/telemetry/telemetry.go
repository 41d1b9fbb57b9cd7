// Package telemetry is the plumbing of feedbackkit's OpenTelemetry traces and
// of the request id that ties the log lines of a request, and of the jobs it
// queues, together. Every piece takes the trace.TracerProvider of the
// program explicitly; a nil TracerProvider turns tracing off at no cost, and
// nothing here reads or sets OpenTelemetry's global providers.
package telemetry

import (
	"context"
	"net/http"

	"go.opentelemetry.io/contrib/instrumentation/net/http/otelhttp"
	metricnoop "go.opentelemetry.io/otel/metric/noop"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/trace"
	tracenoop "go.opentelemetry.io/otel/trace/noop"
)

// ScopeName is the instrumentation scope of feedbackkit's own spans.
const ScopeName = "github.com/feedbackkit/feedbackkit"

// Tracer returns feedbackkit's tracer of tp, or a tracer whose spans are
// no-ops when tp is nil.
func Tracer(tp trace.TracerProvider) trace.Tracer {
	if tp == nil {
		return tracenoop.NewTracerProvider().Tracer(ScopeName)
	}
	return tp.Tracer(ScopeName)
}

// outbound is the propagator of outbound calls: the W3C trace context only,
// so that no baggage of a caller reaches a third party.
var outbound = propagation.TraceContext{}

// Transport returns base (http.DefaultTransport when nil) instrumented so
// that each request it sends is a client span of tp, a child of the span of
// the request's context, and carries that span's W3C traceparent header.
// With a nil tp it returns base unchanged.
func Transport(base http.RoundTripper, tp trace.TracerProvider) http.RoundTripper {
	if tp == nil {
		return base
	}
	if base == nil {
		base = http.DefaultTransport
	}
	return otelhttp.NewTransport(base,
		otelhttp.WithTracerProvider(tp),
		otelhttp.WithPropagators(outbound),
		otelhttp.WithMeterProvider(metricnoop.NewMeterProvider()))
}

// Client returns a copy of c whose Transport is instrumented with tp (see
// Transport); a nil c stands for a client with no timeout, like
// http.DefaultClient. With a nil tp it returns c unchanged.
func Client(c *http.Client, tp trace.TracerProvider) *http.Client {
	if tp == nil {
		return c
	}
	traced := &http.Client{}
	if c != nil {
		*traced = *c
	}
	traced.Transport = Transport(traced.Transport, tp)
	return traced
}

// requestIDKey is the context key of the request id.
type requestIDKey struct{}

// WithRequestID returns ctx carrying the request id id.
func WithRequestID(ctx context.Context, id string) context.Context {
	return context.WithValue(ctx, requestIDKey{}, id)
}

// RequestID returns the request id ctx carries, or "".
func RequestID(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey{}).(string)
	return id
}
