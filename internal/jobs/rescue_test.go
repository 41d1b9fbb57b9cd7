package jobs_test

import (
	"context"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"
	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
	"github.com/feedbackkit/feedbackkit/internal/jobs/jobstest"
)

type rescuedArgs struct{}

func (rescuedArgs) Kind() string { return "test.rescued" }

// rescuedWorker reports the attempt of each run.
type rescuedWorker struct {
	river.WorkerDefaults[rescuedArgs]
	attempts chan int
}

func (w *rescuedWorker) Work(_ context.Context, job *river.Job[rescuedArgs]) error {
	w.attempts <- job.Attempt
	return nil
}

// TestJobOfADeadProcessIsRescued leaves a job running as a process killed
// in its first attempt, RescueAfter ago, would: a live client runs it
// again, as its second attempt, and records the rescue. A job whose
// attempt started now, looked at in the same pass of the rescuer (River
// runs one when its client starts leading), is left to the process that
// runs it. Nothing here is timed: a rescue that never comes fails the
// test at go test's -timeout.
func TestJobOfADeadProcessIsRescued(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		if err := jobs.Migrate(ctx, db); err != nil {
			t.Fatal(err)
		}
		client, workers := jobstest.New(t, db)
		w := &rescuedWorker{attempts: make(chan int, 2)}
		river.AddWorker(workers, w)
		now := time.Now()
		dead := runningSince(t, db, client, now.Add(-jobs.RescueAfter-time.Second))
		alive := runningSince(t, db, client, now)
		jobstest.Start(t, client)
		if attempt := <-w.attempts; attempt != 2 {
			t.Errorf("rescued as attempt %d, want 2", attempt)
		}
		job := jobstest.WaitState(t, db, dead, rivertype.JobStateCompleted)
		if len(job.Errors) != 1 || job.Errors[0].Error != "Stuck job rescued by JobRescuer" {
			t.Errorf("errors of the rescued job: %+v, want the rescue", job.Errors)
		}
		// The rescuer looked at both jobs in the pass that rescued the
		// first, and would rescue the second RescueAfter from now.
		if job, err := client.JobGet(ctx, alive); err != nil || job.State != rivertype.JobStateRunning {
			t.Errorf("the job of a live process: %+v, %v; want it left running", job, err)
		}
	})
}

// runningSince inserts a test.rescued job and marks it running since
// started, in its first attempt, as a process that died would leave it.
func runningSince(t *testing.T, db *bun.DB, client *jobs.Client, started time.Time) int64 {
	t.Helper()
	ctx := context.Background()
	res, err := client.Insert(ctx, rescuedArgs{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	jobstest.LeaveRunning(t, db, res.Job.ID, 1, started)
	return res.Job.ID
}
