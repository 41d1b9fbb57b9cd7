package notify

import (
	"context"
	"fmt"
	"time"

	"github.com/riverqueue/river"

	"github.com/feedbackkit/feedbackkit/internal/jobs"
)

// The outbox's retention.
const (
	// EmailRetention is how long an email no longer to be delivered
	// (sent, failed, or kept in the outbox without a Mailer) stays in
	// the outbox: Prune deletes it after, with what it says (feedback
	// text, names, addresses).
	EmailRetention = 30 * 24 * time.Hour
	// PruneInterval is how often the notify.prune job runs.
	PruneInterval = 6 * time.Hour
)

// ItemCarrier is the data of a template that shows the text of feedback
// items (NewFeedback, Digest): Send links the email to those items in the
// outbox, so that deleting an item deletes the emails that hold its text
// (ForgetItems).
type ItemCarrier interface {
	// CarriedItems returns the ids of the items whose text the email
	// shows ("" for none are ignored).
	CarriedItems() []string
}

// CarriedItems implements ItemCarrier.
func (d NewFeedback) CarriedItems() []string { return []string{d.ItemID} }

// CarriedItems implements ItemCarrier.
func (d Digest) CarriedItems() []string {
	var ids []string
	for _, list := range [][]DigestItem{d.Concerns, d.Newest} {
		for _, it := range list {
			ids = append(ids, it.ItemID)
		}
	}
	return ids
}

var (
	_ ItemCarrier = NewFeedback{}
	_ ItemCarrier = Digest{}
)

// ForgetItems deletes the emails that carry the text of the feedback
// items itemIDs (see ItemCarrier), sent or not, in the transaction ctx
// carries: the delivery job of one not sent yet finds nothing and ends.
// It has the signature of a feedback.DeleteHook (the app adds it), run when the items are
// deleted or purged; orgID is not needed, as item ids are unique.
func (s *Service) ForgetItems(ctx context.Context, _ string, itemIDs []string) error {
	if _, err := s.store.DeleteItemEmails(ctx, itemIDs); err != nil {
		return fmt.Errorf("notify: delete the emails of deleted items: %w", err)
	}
	return nil
}

// Prune deletes the emails created more than EmailRetention ago that are
// no longer to be delivered, and returns how many it deleted; pending
// ones stay until their delivery ends. AddPeriodicJobs runs it every
// PruneInterval; a program without the job client calls it on its own
// schedule.
func (s *Service) Prune(ctx context.Context) (int, error) {
	return s.store.DeleteEmailsBefore(ctx, s.now().Add(-EmailRetention))
}

// PruneArgs is the River job of Prune.
type PruneArgs struct{}

// Kind implements river.JobArgs.
func (PruneArgs) Kind() string { return "notify.prune" }

// AddPeriodicJobs adds notify.prune and notify.settle to periodic (the
// job client's PeriodicJobs), when the client starts and every
// PruneInterval and SettleInterval. Their workers are registered by
// AddWorkers.
func (s *Service) AddPeriodicJobs(periodic *river.PeriodicJobBundle) {
	jobs.Every(periodic, PruneInterval, PruneArgs{})
	jobs.Every(periodic, SettleInterval, SettleArgs{})
}
