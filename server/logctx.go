package server

import (
	"context"
	"log/slog"

	"go.opentelemetry.io/otel/trace"

	"github.com/feedbackkit/feedbackkit/internal/telemetry"
)

// WithRequestID returns ctx carrying the request id id. The Server puts the
// id of every request in the request's context (c.UserContext()), where
// the services' logs find it through LogHandler; the background jobs the
// request queues carry it too.
func WithRequestID(ctx context.Context, id string) context.Context {
	return telemetry.WithRequestID(ctx, id)
}

// RequestIDFrom returns the request id ctx carries, or "".
func RequestIDFrom(ctx context.Context) string {
	return telemetry.RequestID(ctx)
}

// LogHandler wraps h so that every record logged with a context that
// carries a request id (the *Context methods of slog.Logger, with a
// request's or a job's context) has the attribute request_id, unless it
// has one already, and every record logged with a context that carries an
// OpenTelemetry span (when tracing is on) has the attributes trace_id and
// span_id. The Server logs through it, and the app package gives the
// Services and the jobs a logger through it, so that a request's log lines
// share its X-Request-ID and its trace.
func LogHandler(h slog.Handler) slog.Handler {
	if _, ok := h.(requestIDHandler); ok {
		return h
	}
	return requestIDHandler{h}
}

// requestIDHandler is the slog.Handler of LogHandler.
type requestIDHandler struct{ slog.Handler }

// Handle adds the request id and the span of ctx to r, then hands it on.
func (h requestIDHandler) Handle(ctx context.Context, r slog.Record) error {
	cloned := false
	if id := RequestIDFrom(ctx); id != "" {
		has := false
		r.Attrs(func(a slog.Attr) bool {
			has = a.Key == "request_id"
			return !has
		})
		if !has {
			r, cloned = r.Clone(), true
			r.AddAttrs(slog.String("request_id", id))
		}
	}
	if sc := trace.SpanContextFromContext(ctx); sc.IsValid() {
		if !cloned {
			r = r.Clone()
		}
		r.AddAttrs(slog.String("trace_id", sc.TraceID().String()), slog.String("span_id", sc.SpanID().String()))
	}
	return h.Handler.Handle(ctx, r)
}

// WithAttrs implements slog.Handler.
func (h requestIDHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	return requestIDHandler{h.Handler.WithAttrs(attrs)}
}

// WithGroup implements slog.Handler.
func (h requestIDHandler) WithGroup(name string) slog.Handler {
	return requestIDHandler{h.Handler.WithGroup(name)}
}
