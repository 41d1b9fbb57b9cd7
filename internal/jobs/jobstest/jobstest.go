// Package jobstest starts job clients for tests: they poll often and retry
// a failed job after a short fixed delay, so that tests of background work
// and of its retries finish quickly, and they stop when the test ends.
package jobstest

import (
	"context"
	"testing"
	"time"

	"github.com/riverqueue/river"
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
// stop within 10 seconds.
func Start(t testing.TB, client *jobs.Client) {
	t.Helper()
	if err := client.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := client.Stop(ctx); err != nil {
			t.Errorf("stop the jobs client: %v", err)
		}
	})
}
