package jobstest_test

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
	"github.com/feedbackkit/feedbackkit/internal/jobs/jobstest"
)

type flakyArgs struct{}

func (flakyArgs) Kind() string { return "jobstest.flaky" }

// flakyWorker fails its first attempt and records when each attempt ran.
type flakyWorker struct {
	river.WorkerDefaults[flakyArgs]
	attempts atomic.Int32
	first    atomic.Int64 // UnixNano of the first attempt
	done     chan time.Time
}

func (w *flakyWorker) Work(context.Context, *river.Job[flakyArgs]) error {
	if w.attempts.Add(1) == 1 {
		w.first.Store(time.Now().UnixNano())
		return errors.New("first attempt fails")
	}
	w.done <- time.Now()
	return nil
}

func TestClientRetriesAfterTheFixedDelay(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		if err := jobs.Migrate(ctx, db); err != nil {
			t.Fatal(err)
		}
		client, workers := jobstest.New(t, db)
		w := &flakyWorker{done: make(chan time.Time, 1)}
		river.AddWorker(workers, w)
		jobstest.Start(t, client)
		if _, err := client.Insert(ctx, flakyArgs{}, nil); err != nil {
			t.Fatal(err)
		}
		select {
		case second := <-w.done:
			if gap := second.Sub(time.Unix(0, w.first.Load())); gap < jobstest.RetryDelay {
				t.Errorf("retried after %s, want at least %s", gap, jobstest.RetryDelay)
			}
		case <-time.After(20 * time.Second):
			t.Fatalf("no successful retry (%d attempts)", w.attempts.Load())
		}
	})
}
