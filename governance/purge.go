package governance

import (
	"context"
	"time"

	"github.com/riverqueue/river"

	"github.com/feedbackkit/feedbackkit/internal/jobs"
)

// Purged counts what a purge deleted.
type Purged struct {
	Feedback  int
	Responses int
}

// Purge applies every organization's retention: it deletes the feedback
// items and form responses older than the organization keeps, with what
// is derived from them (see feedback.Service.PurgeItems and
// forms.Service.PurgeResponses), Config.Batch rows per transaction, so
// that submissions never wait long for it. It returns what it deleted
// until the first error. AddPeriodicJobs runs it every PurgeInterval; a
// program without the job client calls it on its own schedule.
func (s *Service) Purge(ctx context.Context) (Purged, error) {
	var total Purged
	policies, err := s.store.FindRetentions(ctx)
	if err != nil {
		return total, err
	}
	now := s.now()
	for _, p := range policies {
		if d := p.Retention.FeedbackDays; d != nil {
			n, err := s.drain(ctx, func(ctx context.Context) (int, error) {
				return s.deps.Feedback.PurgeItems(ctx, p.OrgID, cutoff(now, *d), s.cfg.Batch)
			})
			total.Feedback += n
			if err != nil {
				return total, err
			}
		}
		if d := p.Retention.ResponsesDays; d != nil {
			n, err := s.drain(ctx, func(ctx context.Context) (int, error) {
				return s.deps.Forms.PurgeResponses(ctx, p.OrgID, cutoff(now, *d), s.cfg.Batch)
			})
			total.Responses += n
			if err != nil {
				return total, err
			}
		}
		if total.Feedback+total.Responses > 0 {
			s.cfg.Logger.InfoContext(ctx, "governance: retention purge", "organization", p.OrgID,
				"feedback", total.Feedback, "responses", total.Responses)
		}
	}
	return total, nil
}

// cutoff is the time before which data kept days is deleted, at now.
func cutoff(now time.Time, days int) time.Time { return now.AddDate(0, 0, -days) }

// drain calls batch until it deletes fewer than Config.Batch rows, or
// ctx ends, and returns how many it deleted in all.
func (s *Service) drain(ctx context.Context, batch func(context.Context) (int, error)) (int, error) {
	total := 0
	for {
		if err := ctx.Err(); err != nil {
			return total, err
		}
		n, err := batch(ctx)
		total += n
		if err != nil || n < s.cfg.Batch {
			return total, err
		}
	}
}

// PurgeArgs is the River job of Purge.
type PurgeArgs struct{}

// Kind implements river.JobArgs.
func (PurgeArgs) Kind() string { return "governance.purge" }

// AddWorkers registers the worker of the governance.purge job.
func (s *Service) AddWorkers(workers *river.Workers) {
	river.AddWorker(workers, river.WorkFunc(func(ctx context.Context, _ *river.Job[PurgeArgs]) error {
		_, err := s.Purge(ctx) // a failure is retried; what was deleted stays deleted
		return err
	}))
}

// AddPeriodicJobs adds governance.purge to periodic (the job client's
// PeriodicJobs), when the client starts and every PurgeInterval.
func (s *Service) AddPeriodicJobs(periodic *river.PeriodicJobBundle) {
	jobs.Every(periodic, s.cfg.PurgeInterval, PurgeArgs{})
}
