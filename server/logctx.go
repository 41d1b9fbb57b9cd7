package server

import (
	"context"
	"log/slog"
)

// requestIDKey is the context key of the request id.
type requestIDKey struct{}

// WithRequestID returns ctx carrying the request id id. The Server puts the
// id of every request in the request's context (c.UserContext()), where
// the services' logs find it through LogHandler.
func WithRequestID(ctx context.Context, id string) context.Context {
	return context.WithValue(ctx, requestIDKey{}, id)
}

// RequestIDFrom returns the request id ctx carries, or "".
func RequestIDFrom(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey{}).(string)
	return id
}

// LogHandler wraps h so that every record logged with a context that
// carries a request id (the *Context methods of slog.Logger, with a
// request's context) has the attribute request_id, unless it has one
// already. The Server logs through it, and the app package gives the
// Services a logger through it, so that a request's log lines share its
// X-Request-ID.
func LogHandler(h slog.Handler) slog.Handler {
	if _, ok := h.(requestIDHandler); ok {
		return h
	}
	return requestIDHandler{h}
}

// requestIDHandler is the slog.Handler of LogHandler.
type requestIDHandler struct{ slog.Handler }

// Handle adds the request id of ctx to r, then hands it on.
func (h requestIDHandler) Handle(ctx context.Context, r slog.Record) error {
	if id := RequestIDFrom(ctx); id != "" {
		has := false
		r.Attrs(func(a slog.Attr) bool {
			has = a.Key == "request_id"
			return !has
		})
		if !has {
			r = r.Clone()
			r.AddAttrs(slog.String("request_id", id))
		}
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
