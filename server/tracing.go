package server

import (
	"strconv"

	"github.com/gofiber/fiber/v2"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/propagation"
	semconv "go.opentelemetry.io/otel/semconv/v1.43.0"
	"go.opentelemetry.io/otel/trace"

	"github.com/feedbackkit/feedbackkit/internal/telemetry"
)

// requestTracer makes the server span of each request the Server answers.
type requestTracer struct {
	tracer     trace.Tracer
	propagator propagation.TextMapPropagator
}

// newRequestTracer returns the requestTracer of tp, reading the trace
// context of requests with p (nil: W3C trace context); nil when tp is nil,
// and tracing is off.
func newRequestTracer(tp trace.TracerProvider, p propagation.TextMapPropagator) *requestTracer {
	if tp == nil {
		return nil
	}
	if p == nil {
		p = propagation.TraceContext{}
	}
	return &requestTracer{tracer: telemetry.Tracer(tp), propagator: p}
}

// spanLocal is the c.Locals key of the span of a request.
type spanLocal struct{}

// startSpan starts the server span of the request c, a child of the trace
// context its headers carry, and puts it in c.UserContext(), where the
// services, their queries and the jobs they queue find it. It does nothing
// when tracing is off.
func (s *Server) startSpan(c *fiber.Ctx, requestID string) {
	if s.tracing == nil {
		return
	}
	ctx := s.tracing.propagator.Extract(c.UserContext(), headerCarrier{c})
	method := methodLabel(c)
	ctx, span := s.tracing.tracer.Start(ctx, method,
		trace.WithSpanKind(trace.SpanKindServer),
		trace.WithAttributes(
			semconv.HTTPRequestMethodKey.String(method),
			semconv.URLScheme(c.Protocol()),
			attribute.String("feedbackkit.request_id", requestID),
		))
	c.SetUserContext(ctx)
	c.Locals(spanLocal{}, span)
}

// endSpan ends the span of the request c, answered status after err (nil
// for a success), named by its route template ("POST
// /api/feedback/submit"). Neither the raw path, which may carry a token
// (invitations), nor the client's address or user agent are recorded: the
// respondents are anonymous, and the request id ties the span to the
// access log line.
func (s *Server) endSpan(c *fiber.Ctx, status int, err error) {
	if s.tracing == nil {
		return
	}
	span, ok := c.Locals(spanLocal{}).(trace.Span)
	if !ok {
		return
	}
	if route := routeTemplate(c, unmatched(err)); route != "" {
		span.SetName(methodLabel(c) + " " + route)
		span.SetAttributes(semconv.HTTPRoute(route))
	}
	span.SetAttributes(semconv.HTTPResponseStatusCode(status))
	if status >= 500 {
		span.SetAttributes(semconv.ErrorTypeKey.String(strconv.Itoa(status)))
		if err != nil {
			span.RecordError(err)
		}
		span.SetStatus(codes.Error, "")
	}
	span.End()
}

// routeTemplate returns the template of the route that answered c
// ("/api/events/:eventName"), or "" when no route matched it (noRoute).
func routeTemplate(c *fiber.Ctx, noRoute bool) string {
	if r := c.Route(); r != nil && !noRoute {
		return r.Path
	}
	return ""
}

// headerCarrier reads the headers of a request for a propagator.
type headerCarrier struct{ c *fiber.Ctx }

// Get returns the value of the header key.
func (h headerCarrier) Get(key string) string { return h.c.Get(key) }

// Set sets the request header key (propagators only read requests here).
func (h headerCarrier) Set(key, value string) { h.c.Request().Header.Set(key, value) }

// Keys returns the names of the request's headers.
func (h headerCarrier) Keys() []string {
	var keys []string
	h.c.Request().Header.VisitAll(func(k, _ []byte) { keys = append(keys, string(k)) })
	return keys
}
