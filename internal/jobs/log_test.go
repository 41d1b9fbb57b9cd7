package jobs_test

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"sync"
	"testing"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"
	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
	"github.com/feedbackkit/feedbackkit/internal/jobs/jobstest"
)

type failArgs struct {
	How string `json:"how"` // "error", "logged", "cancelled" or "panic"
}

func (failArgs) Kind() string { return "test.fail" }

// failWorker fails every attempt as its job's args say.
type failWorker struct {
	river.WorkerDefaults[failArgs]
}

func (failWorker) Work(_ context.Context, job *river.Job[failArgs]) error {
	switch job.Args.How {
	case "logged":
		return jobs.Logged(errors.New("refused, logged by the worker"))
	case "cancelled":
		// A context of the worker's own, cancelled: not the client's stop.
		upstream, cancel := context.WithCancel(context.Background())
		cancel()
		return fmt.Errorf("call upstream: %w", upstream.Err())
	case "panic":
		panic("worker panicked")
	}
	return errors.New("refused")
}

// jobRecord is what jobRecords keeps of a record about a job.
type jobRecord struct {
	level   slog.Level
	message string
	attempt int64
}

// jobRecords is a slog.Handler at Info that keeps the records that name
// a job, by job id.
type jobRecords struct {
	mu   *sync.Mutex
	byID map[int64][]jobRecord
}

func (h jobRecords) Enabled(_ context.Context, level slog.Level) bool { return level >= slog.LevelInfo }
func (h jobRecords) Handle(_ context.Context, r slog.Record) error {
	var id, attempt int64 = -1, 0
	r.Attrs(func(a slog.Attr) bool {
		switch a.Key {
		case "job_id":
			id = a.Value.Int64()
		case "attempt":
			attempt = a.Value.Int64()
		}
		return true
	})
	if id >= 0 {
		h.mu.Lock()
		h.byID[id] = append(h.byID[id], jobRecord{r.Level, r.Message, attempt})
		h.mu.Unlock()
	}
	return nil
}
func (h jobRecords) WithAttrs([]slog.Attr) slog.Handler { return h }
func (h jobRecords) WithGroup(string) slog.Handler      { return h }

// hostMiddleware wraps the error of every job's run with %v, which loses
// the mark of jobs.Logged, as a host's middleware may.
type hostMiddleware struct {
	river.MiddlewareDefaults
}

func (*hostMiddleware) Work(ctx context.Context, _ *rivertype.JobRow, doInner func(context.Context) error) error {
	if err := doInner(ctx); err != nil {
		return fmt.Errorf("host middleware: %v", err) // as a careless host would
	}
	return nil
}

// TestFailedAttemptsAreLogged fails jobs until they are discarded, under
// a logger at Info and a host's middleware that wraps their errors with
// %v: each failed attempt is logged once, a warning while the job will be
// retried and an error on its last attempt, also when the error is a
// context the worker cancelled, except those whose worker logged the
// error (Logged, which the middleware did not keep); a panic is River's
// error. River's own reports of the failures, at Info since its v0.33,
// stay debug records.
func TestFailedAttemptsAreLogged(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		if err := jobs.Migrate(ctx, db); err != nil {
			t.Fatal(err)
		}
		records := jobRecords{mu: &sync.Mutex{}, byID: map[int64][]jobRecord{}}
		workers := river.NewWorkers()
		river.AddWorker(workers, failWorker{})
		client, err := jobs.New(db, workers, jobs.Config{Logger: slog.New(records),
			PollInterval: jobstest.PollInterval, RetryPolicy: jobstest.FixedRetry(jobstest.RetryDelay),
			Middleware: []rivertype.Middleware{&hostMiddleware{}}})
		if err != nil {
			t.Fatal(err)
		}
		ids := map[string]int64{}
		for how, attempts := range map[string]int{"error": 2, "logged": 2, "cancelled": 1, "panic": 1} {
			res, err := client.Insert(ctx, failArgs{How: how}, &river.InsertOpts{MaxAttempts: attempts})
			if err != nil {
				t.Fatal(err)
			}
			ids[how] = res.Job.ID
		}
		jobstest.Start(t, client)
		jobstest.WaitIdle(t, db)
		records.mu.Lock()
		defer records.mu.Unlock()
		want := map[string][]jobRecord{
			"error": {
				{slog.LevelWarn, "jobexecutor.JobExecutor: Job errored; retrying", 1},
				{slog.LevelError, "jobexecutor.JobExecutor: Job errored", 2},
			},
			"logged":    nil,
			"cancelled": {{slog.LevelError, "jobexecutor.JobExecutor: Job errored", 1}},
			"panic":     {{slog.LevelError, "jobexecutor.JobExecutor: panic recovery; possible bug with Worker", 0}},
		}
		for how, id := range ids {
			if got := records.byID[id]; !slices.Equal(got, want[how]) {
				t.Errorf("the job failing with %s logged %+v, want %+v", how, got, want[how])
			}
		}
	})
}
