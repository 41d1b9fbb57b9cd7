package jobs_test

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
)

type sleepArgs struct {
	Name string        `json:"name"`
	For  time.Duration `json:"for"`
}

func (sleepArgs) Kind() string { return "test.sleep" }

// sleepWorker records the jobs it finished.
type sleepWorker struct {
	river.WorkerDefaults[sleepArgs]
	started  chan string
	finished atomic.Int32
	names    chan string
}

func (w *sleepWorker) Work(ctx context.Context, job *river.Job[sleepArgs]) error {
	w.started <- job.Args.Name
	time.Sleep(job.Args.For)
	w.finished.Add(1)
	w.names <- job.Args.Name
	return nil
}

func TestJobsCommitWithTheirTransaction(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		if err := jobs.Migrate(ctx, db); err != nil {
			t.Fatal(err)
		}
		workers := river.NewWorkers()
		client, err := jobs.New(db, workers, jobs.Config{PollInterval: 20 * time.Millisecond})
		if err != nil {
			t.Fatal(err)
		}
		w := &sleepWorker{started: make(chan string, 10), names: make(chan string, 10)}
		river.AddWorker(workers, w) // after New, before Start, as the services do
		if err := client.Start(ctx); err != nil {
			t.Fatal(err)
		}

		insert := func(name string, d time.Duration, commit bool) {
			rollback := errors.New("rollback")
			err := db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
				if _, err := client.InsertTx(ctx, tx.Tx, sleepArgs{Name: name, For: d}, nil); err != nil {
					return err
				}
				if !commit {
					return rollback
				}
				return nil
			})
			if err != nil && !errors.Is(err, rollback) {
				t.Fatal(err)
			}
		}
		insert("rolled back", 0, false)
		insert("committed", 0, true)
		if got := <-w.names; got != "committed" {
			t.Fatalf("worked %q first", got)
		}

		// Stop waits for a job in flight to finish.
		insert("slow", 300*time.Millisecond, true)
		<-w.started // "committed"
		if got := <-w.started; got != "slow" {
			t.Fatalf("started %q", got)
		}
		stopCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		if err := client.Stop(stopCtx); err != nil {
			t.Fatal(err)
		}
		if n := w.finished.Load(); n != 2 {
			t.Errorf("%d jobs finished by Stop, want 2 (the rolled-back one never runs)", n)
		}
	})
}
