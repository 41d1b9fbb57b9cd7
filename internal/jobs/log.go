package jobs

import (
	"context"
	"log/slog"
	"strings"
)

// quietHandler passes River's logs on with its routine Info messages
// (client started, poll-only mode, ...) demoted to Debug, so that they show
// only when the operator asks for debug logs. So are the errors of a
// cancelled context: River's context is cancelled only when the client
// stops, and a maintenance service caught in the middle of its work (the
// periodic job enqueuer starting a transaction) reports that as an error,
// although nothing is lost (it runs again on the next start).
type quietHandler struct{ slog.Handler }

func (h quietHandler) Enabled(ctx context.Context, level slog.Level) bool {
	// Errors are let in to be examined by Handle, which may demote them.
	return h.Handler.Enabled(ctx, demote(level)) || level >= slog.LevelError
}

func (h quietHandler) Handle(ctx context.Context, r slog.Record) error {
	r.Level = demote(r.Level)
	if r.Level >= slog.LevelError && cancelled(r) {
		r.Level = slog.LevelDebug
	}
	if !h.Handler.Enabled(ctx, r.Level) {
		return nil
	}
	return h.Handler.Handle(ctx, r)
}

func (h quietHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	return quietHandler{h.Handler.WithAttrs(attrs)}
}

func (h quietHandler) WithGroup(name string) slog.Handler {
	return quietHandler{h.Handler.WithGroup(name)}
}

func demote(level slog.Level) slog.Level {
	if level < slog.LevelWarn {
		return slog.LevelDebug
	}
	return level
}

// cancelled reports whether the record's error is a cancelled context, as
// River logs it (the error's text under the key "error" or "err").
func cancelled(r slog.Record) bool {
	found := false
	r.Attrs(func(a slog.Attr) bool {
		if a.Key == "error" || a.Key == "err" {
			found = strings.Contains(a.Value.String(), context.Canceled.Error())
		}
		return !found
	})
	return found
}
