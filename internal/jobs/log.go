package jobs

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"sync"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"
)

// quietHandler passes River's logs on with its routine Info messages
// (client started, poll-only mode, ...) demoted to Debug, so that they show
// only when the operator asks for debug logs. So are the errors of a
// cancelled context: River's context is cancelled only when the client
// stops, and a maintenance service caught in the middle of its work (the
// periodic job enqueuer starting a transaction) reports that as an error,
// although nothing is lost (it runs again on the next start). And so is
// River's report of an attempt that failed with a Logged error, which its
// worker reported itself.
type quietHandler struct {
	slog.Handler
	logged *loggedJobs
}

func (h quietHandler) Enabled(ctx context.Context, level slog.Level) bool {
	// Warnings and errors are let in to be examined by Handle, which may
	// demote them and must see each report of a Logged job's failure
	// (to forget the job) whatever the inner handler's level.
	return h.Handler.Enabled(ctx, demote(level)) || level >= slog.LevelWarn
}

func (h quietHandler) Handle(ctx context.Context, r slog.Record) error {
	r.Level = demote(r.Level)
	if h.logged.reported(r) || r.Level >= slog.LevelError && cancelled(r) {
		r.Level = slog.LevelDebug
	}
	if !h.Handler.Enabled(ctx, r.Level) {
		return nil
	}
	return h.Handler.Handle(ctx, r)
}

func (h quietHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	return quietHandler{h.Handler.WithAttrs(attrs), h.logged}
}

func (h quietHandler) WithGroup(name string) slog.Handler {
	return quietHandler{h.Handler.WithGroup(name), h.logged}
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

// Logged marks err, returned by a worker to have its job retried, as
// logged by the worker already (with what River does not know, such as
// the email's recipient), so that River's own report of
// the failed attempt ("Job errored; retrying") is only a debug record.
func Logged(err error) error { return loggedError{err} }

type loggedError struct{ error }

func (e loggedError) Unwrap() error { return e.error }

// loggedJobs holds the ids of the jobs whose attempt just failed with a
// Logged error, from the return of their worker (loggedJobs.Work, a
// worker middleware) to River's report of the failure, which follows it.
type loggedJobs struct {
	river.MiddlewareDefaults
	ids sync.Map
}

var _ rivertype.WorkerMiddleware = (*loggedJobs)(nil)

func (l *loggedJobs) Work(ctx context.Context, job *rivertype.JobRow, doInner func(context.Context) error) error {
	err := doInner(ctx)
	if errors.As(err, new(loggedError)) {
		l.ids.Store(job.ID, true)
	}
	return err
}

// reported reports whether r is River's report of a job's failed attempt
// that its worker logged, and forgets the job.
func (l *loggedJobs) reported(r slog.Record) bool {
	id, ok := jobID(r)
	if !ok {
		return false
	}
	_, ok = l.ids.LoadAndDelete(id)
	return ok
}

// jobID returns the job a record of River is about, if any.
func jobID(r slog.Record) (int64, bool) {
	var id int64
	found := false
	r.Attrs(func(a slog.Attr) bool {
		if a.Key == "job_id" && a.Value.Kind() == slog.KindInt64 {
			id, found = a.Value.Int64(), true
		}
		return !found
	})
	return id, found
}
