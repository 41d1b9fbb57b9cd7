package jobs

import (
	"context"
	"time"

	"github.com/riverqueue/river"
)

// Every adds to periodic (a job client's PeriodicJobs) a job of args,
// inserted when the client starts and every interval after. Its worker is
// registered apart, before the client is made.
func Every(periodic *river.PeriodicJobBundle, interval time.Duration, args river.JobArgs) {
	periodic.Add(river.NewPeriodicJob(river.PeriodicInterval(interval),
		func() (river.JobArgs, *river.InsertOpts) { return args, nil },
		&river.PeriodicJobOpts{RunOnStart: true}))
}

// AddPurge registers in workers the worker of the job A, which runs purge
// (a purge returns how many rows it deleted, or changed); a failure is
// retried. The packages that delete what has expired (challenges,
// idempotency keys, audit entries) or give up what was lost (webhook
// deliveries, emails) pair it with Every.
func AddPurge[A river.JobArgs](workers *river.Workers, purge func(context.Context) (int, error)) {
	river.AddWorker(workers, river.WorkFunc(func(ctx context.Context, _ *river.Job[A]) error {
		_, err := purge(ctx)
		return err
	}))
}
