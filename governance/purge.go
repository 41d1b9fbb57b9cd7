package governance

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/riverqueue/river"

	"github.com/feedbackkit/feedbackkit/internal/jobs"
)

// Purged counts what a purge deleted.
// What the feedback items and responses deleted leave in other tables
// (emails, webhook deliveries, ...) goes with them and is not counted: see
// feedback.Service.AddDeleteHook and forms.Service.AddResponseDeleteHook.
type Purged struct {
	Feedback  int
	Responses int
}

// add returns p plus q.
func (p Purged) add(q Purged) Purged {
	return Purged{Feedback: p.Feedback + q.Feedback, Responses: p.Responses + q.Responses}
}

// purgeFunc deletes at most limit rows of one kind of the organization
// orgID created before before, and returns how many.
type purgeFunc func(ctx context.Context, orgID string, before time.Time, limit int) (int, error)

// Purge applies every organization's retention: it deletes the feedback
// items and form responses older than the organization keeps, with what
// is derived from them or copies them (see feedback.Service.PurgeItems
// and forms.Service.PurgeResponses), Config.Batch rows per transaction,
// so that submissions never wait long for it. An organization whose purge
// fails is logged and skipped: the others are purged, and Purge returns
// what it deleted with the failures joined.
// AddPeriodicJobs runs it every PurgeInterval; a program without the job
// client calls it on its own schedule.
func (s *Service) Purge(ctx context.Context) (Purged, error) {
	var total Purged
	policies, err := s.store.FindRetentions(ctx)
	if err != nil {
		return total, err
	}
	now := s.now()
	var errs []error
	for _, p := range policies {
		if err := ctx.Err(); err != nil {
			return total, errors.Join(append(errs, err)...)
		}
		var got Purged
		for _, kind := range s.purgeKinds(p.Retention, &got) {
			if kind.days == nil {
				continue
			}
			before := cutoff(now, *kind.days)
			n, err := s.drain(ctx, func(ctx context.Context) (int, error) {
				return kind.purge(ctx, p.OrgID, before, s.cfg.Batch)
			})
			*kind.n += n
			if err != nil {
				// One organization's failure leaves the others purged.
				s.cfg.Logger.ErrorContext(ctx, "governance: retention purge failed", "organization", p.OrgID, "error", err)
				errs = append(errs, fmt.Errorf("governance: purge organization %s: %w", p.OrgID, err))
				break
			}
		}
		total = total.add(got)
		if got != (Purged{}) {
			s.cfg.Logger.InfoContext(ctx, "governance: retention purge", "organization", p.OrgID,
				"feedback", got.Feedback, "responses", got.Responses)
		}
	}
	return total, errors.Join(errs...)
}

// purgeKind is one kind of data a purge deletes: what purge deletes is
// kept days (nil: forever), and what it deleted is added to n.
type purgeKind struct {
	days  *int
	purge purgeFunc
	n     *int
}

// purgeKinds returns the kinds of data that the retention r deletes, whose
// counts go to got: the items and the responses.
func (s *Service) purgeKinds(r Retention, got *Purged) []purgeKind {
	return []purgeKind{
		{r.FeedbackDays, s.deps.Feedback.PurgeItems, &got.Feedback},
		{r.ResponsesDays, s.deps.Forms.PurgeResponses, &got.Responses},
	}
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
