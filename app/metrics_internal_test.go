package app

import (
	"context"
	"maps"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"
	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
)

type stoppedArgs struct{}

func (stoppedArgs) Kind() string { return "test.stopped" }

// stoppedWorker works until its context is cancelled, and returns its
// error, as the App's jobs do when Close cancels them.
type stoppedWorker struct {
	river.WorkerDefaults[stoppedArgs]
	started chan struct{}
}

func (w *stoppedWorker) Work(ctx context.Context, _ *river.Job[stoppedArgs]) error {
	close(w.started)
	<-ctx.Done()
	return ctx.Err()
}

// TestInterruptedJobsCounted stops a job client with a job running, as
// Close does when the job does not finish in time: River makes the job
// available again without counting its attempt (an interruption, since
// River v0.44; a failure before), and jobs_total counts the attempt's
// outcome as interrupted.
func TestInterruptedJobsCounted(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		if err := jobs.Migrate(ctx, db); err != nil {
			t.Fatal(err)
		}
		workers := river.NewWorkers()
		w := &stoppedWorker{started: make(chan struct{})}
		river.AddWorker(workers, w)
		client, err := jobs.New(db, workers, jobs.Config{PollInterval: 20 * time.Millisecond})
		if err != nil {
			t.Fatal(err)
		}
		m := newJobMetrics()
		if err := client.Start(ctx); err != nil {
			t.Fatal(err)
		}
		m.start(client)
		res, err := client.Insert(ctx, stoppedArgs{}, nil)
		if err != nil {
			t.Fatal(err)
		}
		<-w.started
		stopCtx, cancel := context.WithTimeout(ctx, 30*time.Second)
		defer cancel()
		if err := client.StopAndCancel(stopCtx); err != nil {
			t.Fatal(err)
		}
		m.close()
		if got, want := outcomes(t, m.jobs), map[string]float64{stoppedArgs{}.Kind() + " interrupted": 1}; !maps.Equal(got, want) {
			t.Errorf("attempts counted by kind and outcome: %v, want %v", got, want)
		}
		job, err := client.JobGet(ctx, res.Job.ID)
		if err != nil {
			t.Fatal(err)
		}
		if job.State != rivertype.JobStateAvailable || job.Attempt != 0 || len(job.Errors) != 0 {
			t.Errorf("the interrupted job is %s at attempt %d with errors %v, want available at attempt 0 without error",
				job.State, job.Attempt, job.Errors)
		}
	})
}

// outcomes returns the counts of jobs, by "KIND OUTCOME".
func outcomes(t *testing.T, jobs *prometheus.CounterVec) map[string]float64 {
	t.Helper()
	reg := prometheus.NewRegistry()
	reg.MustRegister(jobs)
	families, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]float64{}
	for _, f := range families {
		for _, m := range f.GetMetric() {
			labels := map[string]string{}
			for _, l := range m.GetLabel() {
				labels[l.GetName()] = l.GetValue()
			}
			out[labels["kind"]+" "+labels["outcome"]] = m.GetCounter().GetValue()
		}
	}
	return out
}
