package webhooks

import (
	"context"
	"errors"
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
	return s.store.DeleteDeliveries(ctx, DeliveryCut{Before: s.now().Add(-DeliveryRetention)})
}

// PurgeFeedbackDeliveries deletes at most limit deliveries of the
// feedback events (feedback.created, feedback.concern_flagged) of the
// organization orgID created before before, pending ones included, and
// returns how many. Their payloads hold the items' text: the retention
// purge of governance calls it with the cutoff of the organization's
// feedback retention when the items go, so that a delivery is kept the
// shorter of DeliveryRetention and that retention. A pending delivery
// deleted so is not sent. An orgID "" is an error: it would name every
// organization.
func (s *Service) PurgeFeedbackDeliveries(ctx context.Context, orgID string, before time.Time, limit int) (int, error) {
	return s.purge(ctx, orgID, before, limit, EventFeedbackCreated, EventConcernFlagged)
}

// PurgeResponseDeliveries is PurgeFeedbackDeliveries for the deliveries
// of form.response_created, whose payloads hold the responses' answers,
// and the organization's responses retention.
func (s *Service) PurgeResponseDeliveries(ctx context.Context, orgID string, before time.Time, limit int) (int, error) {
	return s.purge(ctx, orgID, before, limit, EventFormResponseCreated)
}

// purge deletes at most limit deliveries of types of the organization
// orgID created before before, pending ones included, and returns how
// many; it refuses orgID "", which DeleteDeliveries reads as every
// organization.
func (s *Service) purge(ctx context.Context, orgID string, before time.Time, limit int, types ...EventType) (int, error) {
	if orgID == "" {
		return 0, errors.New("webhooks: purge deliveries: no organization given")
	}
	return s.store.DeleteDeliveries(ctx, DeliveryCut{Before: before, OrgID: orgID, Types: types, Pending: true, Limit: limit})
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
