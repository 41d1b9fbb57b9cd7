package webhooks

import (
	"context"
	"errors"
	"time"

	"github.com/riverqueue/river"

	"github.com/feedbackkit/feedbackkit/feedback"
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

// ForgetItems deletes the deliveries of the feedback events of the items
// itemIDs of the organization orgID, pending ones included (they are not
// sent), in the transaction ctx carries: their payloads hold the items'
// text. It is a feedback.DeleteHook (the app adds it), run when the items
// are deleted or purged.
func (s *Service) ForgetItems(ctx context.Context, orgID string, itemIDs []string) error {
	if orgID == "" {
		return errors.New("webhooks: forget items: no organization given")
	}
	keys := make([]string, 0, 2*len(itemIDs))
	for _, id := range itemIDs {
		keys = append(keys, itemKey(EventFeedbackCreated, id), itemKey(EventConcernFlagged, id))
	}
	_, err := s.store.DeleteDeliveries(ctx, DeliveryCut{OrgID: orgID, Keys: keys, Pending: true})
	return err
}

var _ feedback.DeleteHook = (*Service)(nil).ForgetItems

// PruneArgs is the River job of Prune.
type PruneArgs struct{}

// Kind implements river.JobArgs.
func (PruneArgs) Kind() string { return "webhooks.prune" }

// AddPeriodicJobs adds webhooks.prune and webhooks.settle to periodic
// (the job client's PeriodicJobs), when the client starts and every
// PruneInterval and SettleInterval. Their workers are registered by
// AddWorkers.
func (s *Service) AddPeriodicJobs(periodic *river.PeriodicJobBundle) {
	jobs.Every(periodic, PruneInterval, PruneArgs{})
	jobs.Every(periodic, SettleInterval, SettleArgs{})
}
