package webhooks

import (
	"context"
	"time"

	"github.com/riverqueue/river"

	"github.com/feedbackkit/feedbackkit/internal/jobs"
)

// Deliveries log retention.
const (
	// DeliveryRetention is how long a finished delivery (delivered or
	// failed) stays in its webhook's log.
	DeliveryRetention = 30 * 24 * time.Hour
	// PruneInterval is how often the webhooks.prune job runs.
	PruneInterval = 6 * time.Hour
)

// Prune deletes the finished deliveries created more than
// DeliveryRetention ago and returns how many it deleted; pending ones
// stay. AddPeriodicJobs runs it every PruneInterval; a program without the
// job client calls it on its own schedule.
func (s *Service) Prune(ctx context.Context) (int, error) {
	return s.store.DeleteDeliveriesBefore(ctx, s.now().Add(-DeliveryRetention))
}

// PruneArgs is the River job of Prune.
type PruneArgs struct{}

// Kind implements river.JobArgs.
func (PruneArgs) Kind() string { return "webhooks.prune" }

// AddPeriodicJobs adds webhooks.prune to periodic (the job client's
// PeriodicJobs), when the client starts and every PruneInterval. Its
// worker is registered by AddWorkers.
func (s *Service) AddPeriodicJobs(periodic *river.PeriodicJobBundle) {
	jobs.Every(periodic, PruneInterval, PruneArgs{})
}
