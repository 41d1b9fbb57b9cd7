package jobs

import (
	"context"
	"errors"
	"log/slog"
	"strings"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"
)

// quietHandler passes River's logs on with its routine Info messages
// (client started, poll-only mode, ...) demoted to Debug, so that they show
// only when the operator asks for debug logs; among them are River's own
// reports of the failed attempts of jobs, which failures reports instead
// (through the handler below this one, so that none of its records is
// demoted). So are River's errors of a cancelled context: River's context
// is cancelled only when the client stops, and a maintenance service
// caught in the middle of its work (the periodic job enqueuer starting a
// transaction) reports that as an error, although nothing is lost (it runs
// again on the next start).
type quietHandler struct {
	slog.Handler
}

func (h quietHandler) Enabled(ctx context.Context, level slog.Level) bool {
	return h.Handler.Enabled(ctx, demote(level))
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

// Logged marks err, returned by a worker to have its job retried, as
// logged by the worker already (with what River does not know, such as
// the email's recipient), so that the report of the failed attempt
// ("Job errored; retrying", see failures) is only a debug record. The mark
// holds whatever the middleware around the worker (Config.Middleware)
// make of the error, even if they wrap it with %v (see loggedMarks).
func Logged(err error) error { return loggedError{err} }

type loggedError struct{ error }

func (e loggedError) Unwrap() error { return e.error }

func isLogged(err error) bool { return errors.As(err, new(loggedError)) }

// loggedMarks keeps the mark of Logged across the middleware of a job's
// run, which River's ErrorHandler sees the error only after: a middleware
// that wraps the error with %v, or replaces it, would otherwise have the
// failure logged a second time. Outermost of the worker middleware, it
// gives the run a loggedRun in its context, which loggedSeen, innermost,
// sets when the worker's own error is Logged; loggedMarks then marks again
// the error the run ends with.
type loggedMarks struct {
	river.MiddlewareDefaults
}

var _ rivertype.WorkerMiddleware = (*loggedMarks)(nil)

// loggedRun records that the worker of a run logged its error.
type loggedRun struct{ logged bool }

type loggedRunKey struct{}

// Work runs the job and marks its error as Logged if its worker's was.
func (*loggedMarks) Work(ctx context.Context, _ *rivertype.JobRow, doInner func(context.Context) error) error {
	run := &loggedRun{}
	err := doInner(context.WithValue(ctx, loggedRunKey{}, run))
	if err != nil && run.logged && !isLogged(err) {
		err = loggedError{err}
	}
	return err
}

// loggedSeen is the innermost worker middleware, the one that sees the
// worker's own error: it records in the run's loggedRun (loggedMarks)
// whether that error is Logged.
type loggedSeen struct {
	river.MiddlewareDefaults
}

var _ rivertype.WorkerMiddleware = (*loggedSeen)(nil)

// Work runs the worker and records whether its error is Logged.
func (*loggedSeen) Work(ctx context.Context, _ *rivertype.JobRow, doInner func(context.Context) error) error {
	err := doInner(ctx)
	if run, ok := ctx.Value(loggedRunKey{}).(*loggedRun); ok {
		run.logged = isLogged(err)
	}
	return err
}

// The messages of failures, River's own until its v0.33 (which reports
// failed attempts at Info): the operators' alerts keep matching them.
const (
	msgRetried   = "jobexecutor.JobExecutor: Job errored; retrying"
	msgDiscarded = "jobexecutor.JobExecutor: Job errored"
)

// failures is River's ErrorHandler: it logs each attempt of a job that
// failed with an error, with the job's id, kind and attempt and the error,
// as a warning when the job will be retried and as an error when it was
// the job's last attempt; an attempt whose worker logged its error already
// (Logged) is a debug record. A cancelled job (river.JobCancel), a snoozed
// one and one interrupted by the client's stop are no failure. A panic is
// River's to log ("panic recovery; possible bug with Worker", an error).
type failures struct{ log *slog.Logger }

var _ river.ErrorHandler = failures{}

// HandleError logs the failed attempt of job and leaves the job to River's
// retry policy.
func (f failures) HandleError(ctx context.Context, job *rivertype.JobRow, err error) *river.ErrorHandlerResult {
	level, msg := slog.LevelWarn, msgRetried
	if job.Attempt >= job.MaxAttempts {
		level, msg = slog.LevelError, msgDiscarded
	}
	if isLogged(err) {
		level = slog.LevelDebug
	}
	f.log.Log(ctx, level, msg, slog.String("error", err.Error()), slog.Int64("job_id", job.ID),
		slog.String("job_kind", job.Kind), slog.Int("attempt", job.Attempt))
	return nil
}

// HandlePanic leaves job to River's retry policy: River logged the panic.
func (failures) HandlePanic(context.Context, *rivertype.JobRow, any, string) *river.ErrorHandlerResult {
	return nil
}
