// Package jobstest starts job clients for tests: they poll often and retry
// a failed job after a short fixed delay, so that tests of background work
// and of its retries finish quickly, and they stop when the test ends.
package jobstest

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver"
	"github.com/riverqueue/river/rivertype"
	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/internal/jobs"
)

// Timings of the clients New returns.
const (
	PollInterval = 50 * time.Millisecond  // how often the queue is polled
	RetryDelay   = 100 * time.Millisecond // how long a failed job waits for its next attempt
)

// FixedRetry is a retry policy: every failed job runs again after the
// same delay.
type FixedRetry time.Duration

var _ river.ClientRetryPolicy = FixedRetry(0)

// NextRetry returns the time of the next attempt: d from now.
func (d FixedRetry) NextRetry(*rivertype.JobRow) time.Time {
	return time.Now().Add(time.Duration(d))
}

// New returns a client of the jobs of db (whose River tables are migrated),
// polling every PollInterval and retrying after RetryDelay, with the bundle
// of workers it works once started. Register the workers (services'
// AddWorkers) in the bundle, then Start the client.
func New(t testing.TB, db *bun.DB) (*jobs.Client, *river.Workers) {
	t.Helper()
	workers := river.NewWorkers()
	client, err := jobs.New(db, workers, jobs.Config{PollInterval: PollInterval, RetryPolicy: FixedRetry(RetryDelay)})
	if err != nil {
		t.Fatal(err)
	}
	return client, workers
}

// Start starts client and stops it when t ends, failing t when it does not
// stop within 30 seconds (Stop waits for the jobs that run; on a loaded
// machine a job that waits for SQLite's one writer can take seconds).
func Start(t testing.TB, client *jobs.Client) {
	t.Helper()
	if err := client.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if err := client.Stop(ctx); err != nil {
			t.Errorf("stop the jobs client: %v", err)
		}
	})
}

// WaitIdle waits until the queue of db has no job left to work: none
// available, running, waiting for a retry or scheduled; only completed,
// cancelled and discarded ones. It fails t after 30 seconds. A test that
// checks that something did not happen (no second email, no extra job)
// waits for it rather than for an arbitrary time: once the queue is idle,
// every job that was queued has run, and nothing more will come of it.
func WaitIdle(t testing.TB, db *bun.DB) {
	t.Helper()
	ctx := context.Background()
	deadline := time.Now().Add(30 * time.Second)
	for {
		var left []string
		err := db.NewSelect().Table("river_job").Column("kind").
			Where("state NOT IN ('completed', 'cancelled', 'discarded')").Scan(ctx, &left)
		if err != nil {
			t.Fatalf("wait for the queue to be idle: %v", err)
		}
		if len(left) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the queue is not idle after 30 s: jobs %v are left", left)
		}
		time.Sleep(PollInterval / 5)
	}
}

// LeaveRunning marks the job id of db running in its attempt attempt,
// started at started, as a process that died during that attempt would
// leave it: River's rescuer hands such a job on, or discards it past its
// last attempt, once jobs.RescueAfter has passed since started.
func LeaveRunning(t testing.TB, db *bun.DB, id int64, attempt int, started time.Time) {
	t.Helper()
	if _, err := jobs.Driver(db).GetExecutor().JobUpdateFull(context.Background(), &riverdriver.JobUpdateFullParams{
		ID:              id,
		StateDoUpdate:   true,
		State:           rivertype.JobStateRunning,
		AttemptDoUpdate: true, Attempt: attempt,
		AttemptedAtDoUpdate: true, AttemptedAt: &started,
		AttemptedByDoUpdate: true, AttemptedBy: []string{"a-process-killed-since"},
	}); err != nil {
		t.Fatal(err)
	}
}

// WaitState waits until the job id of db is in state, and returns it; go
// test's -timeout bounds the wait.
func WaitState(t testing.TB, db *bun.DB, id int64, state rivertype.JobState) *rivertype.JobRow {
	t.Helper()
	for {
		if job := jobOf(t, db, id); job.State == state {
			return job
		}
		time.Sleep(PollInterval / 5)
	}
}

// JobsOf returns the jobs of kind in db, in the order they were inserted.
func JobsOf(t testing.TB, db *bun.DB, kind string) []*rivertype.JobRow {
	t.Helper()
	var ids []int64
	if err := db.NewSelect().Table("river_job").Column("id").Where("kind = ?", kind).Order("id").
		Scan(context.Background(), &ids); err != nil {
		t.Fatal(err)
	}
	rows := make([]*rivertype.JobRow, len(ids))
	for i, id := range ids {
		rows[i] = jobOf(t, db, id)
	}
	return rows
}

// ArgsOf returns the args of job, decoded as A.
func ArgsOf[A any](t testing.TB, job *rivertype.JobRow) A {
	t.Helper()
	var args A
	if err := json.Unmarshal(job.EncodedArgs, &args); err != nil {
		t.Fatal(err)
	}
	return args
}

// jobOf returns the job id of db.
func jobOf(t testing.TB, db *bun.DB, id int64) *rivertype.JobRow {
	t.Helper()
	job, err := jobs.Driver(db).GetExecutor().JobGetByID(context.Background(), &riverdriver.JobGetByIDParams{ID: id})
	if err != nil {
		t.Fatal(err)
	}
	return job
}
