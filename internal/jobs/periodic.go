package jobs

import (
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
