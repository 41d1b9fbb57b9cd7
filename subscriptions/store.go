package subscriptions

import (
	"context"
	"time"

	"github.com/feedbackkit/feedbackkit"
)

// Store is the storage of subscriptions. NewBunStore returns feedbackkit's
// own; a program may wrap it or provide another. As every Store of the
// domain packages, it is a feedbackkit.Transactor: its methods called with
// the context that InTx gives take part in that transaction (the hooks
// that delete a room's, a form's or a member's subscriptions run in the
// transaction of that deletion).
//
// Every method works within one organization: it takes the organization's
// id and never reads or changes another's data. The Service validates what
// it stores.
type Store interface {
	feedbackkit.Transactor

	// CreateSubscription stores the new subscription sub. It returns
	// ALREADY_EXISTS when sub's user has a subscription to sub's target.
	CreateSubscription(ctx context.Context, sub *Subscription) error
	// UpdateSubscription stores the frequency, minimum sentiment, update
	// time and DigestedUntil of sub in the subscription sub.ID of the organization
	// sub.OrgID, or returns NOT_FOUND.
	UpdateSubscription(ctx context.Context, sub *Subscription) error
	// FindSubscription returns the subscription of the user userID of the
	// organization orgID to the target t, or NOT_FOUND.
	FindSubscription(ctx context.Context, orgID, userID string, t Target) (*Subscription, error)
	// FindSubscriptions returns the subscriptions of the user userID of
	// the organization orgID, oldest first.
	FindSubscriptions(ctx context.Context, orgID, userID string) ([]*Subscription, error)
	// DeleteSubscription deletes the subscription of the user userID of
	// the organization orgID to the target t, or returns NOT_FOUND.
	DeleteSubscription(ctx context.Context, orgID, userID string, t Target) error
	// FindSubscriptionByID returns the subscription id of the
	// organization orgID, or NOT_FOUND.
	FindSubscriptionByID(ctx context.Context, orgID, id string) (*Subscription, error)
	// FindTargetSubscriptions returns the subscriptions of frequency f to
	// the target t of the organization orgID.
	FindTargetSubscriptions(ctx context.Context, orgID string, t Target, f Frequency) ([]*Subscription, error)
	// FindInstantTargets returns the targets of the organization orgID
	// that have an instant subscription, each once, in no particular
	// order: none when the organization has no instant subscription.
	FindInstantTargets(ctx context.Context, orgID string) ([]Target, error)
	// DeleteSubscriptionByID deletes the subscription id of the
	// organization orgID, if it exists.
	DeleteSubscriptionByID(ctx context.Context, orgID, id string) error
	// DeleteTargetSubscriptions deletes every subscription to the target t
	// of the organization orgID.
	DeleteTargetSubscriptions(ctx context.Context, orgID string, t Target) error
	// DeleteUserSubscriptions deletes every subscription of the user
	// userID in the organization orgID.
	DeleteUserSubscriptions(ctx context.Context, orgID, userID string) error

	// FindDueSubscriptions returns the subscriptions, of every
	// organization, whose frequency is a key of due and whose
	// DigestedUntil is before due's time for it, and whose id sorts after
	// afterID, by id, at most limit of them: the digest scheduler's sweep,
	// the one method that reads across organizations.
	FindDueSubscriptions(ctx context.Context, due map[Frequency]time.Time, afterID string, limit int) ([]*Subscription, error)
	// RecordDigest records the digest d, unless the digest of its
	// subscription and period is recorded already; recorded tells which.
	// Deleting a subscription deletes its records.
	RecordDigest(ctx context.Context, d *DigestRecord) (recorded bool, err error)
	// AdvanceDigests sets the DigestedUntil of the subscription id of the
	// organization orgID to until, unless it is later already.
	AdvanceDigests(ctx context.Context, orgID, id string, until time.Time) error
}

// DigestRecord records the digest of one subscription for one period,
// sent or, when no item qualified, not.
type DigestRecord struct {
	SubscriptionID string
	OrgID          string
	Period         Period
	// Items is the number of qualifying items the digest reported.
	Items     int
	CreatedAt time.Time
}
