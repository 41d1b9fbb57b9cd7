package notify

import (
	"context"
	"time"

	"github.com/feedbackkit/feedbackkit"
)

// Store is the storage of the outbox. NewBunStore returns feedbackkit's
// own, on the notify_emails table; a program may wrap it or provide another
// (see app.Config.Stores). As every Store of the domain packages, it is a
// feedbackkit.Transactor: its methods called with the context InTx gives
// take part in that transaction, which is also the one the delivery job is
// inserted in.
type Store interface {
	feedbackkit.Transactor

	// InsertEmail stores e, whose ID the Service has set.
	InsertEmail(ctx context.Context, e *Email) error
	// LinkItems records that the email emailID carries the text of the
	// feedback items itemIDs.
	LinkItems(ctx context.Context, emailID string, itemIDs []string) error
	// DeleteItemEmails deletes the emails linked to one of the items
	// itemIDs (see LinkItems), whatever their status, and returns how
	// many.
	DeleteItemEmails(ctx context.Context, itemIDs []string) (int, error)
	// DeleteEmailsBefore deletes the emails created before before that
	// are no longer to be delivered (of any status but StatusPending),
	// and returns how many.
	DeleteEmailsBefore(ctx context.Context, before time.Time) (int, error)
	// FindEmailByID returns the email with the given id, or NOT_FOUND.
	FindEmailByID(ctx context.Context, id string) (*Email, error)
	// FindEmails lists emails newest first (by CreatedAt, then ID), only
	// those to filter.To when it is not empty (folded by mailaddr.Fold, as
	// the Service stores recipients) and of filter.Status when it is not
	// empty, at most filter.Limit of them (100 when 0 or less).
	FindEmails(ctx context.Context, filter OutboxFilter) ([]*Email, error)
	// MarkSent records a successful delivery attempt at at: the status
	// becomes StatusSent, SentAt at, LastError empty, Attempts grows by
	// one, and the bodies and headers become those of kept (the email's
	// without its links). It changes nothing for an email already sent,
	// nor for an unknown id.
	MarkSent(ctx context.Context, id string, at time.Time, kept Delivered) error
	// MarkFailed records a failed delivery attempt: Attempts grows by one
	// and LastError becomes lastError; with final (the last attempt), the
	// status becomes StatusFailed. It changes nothing for an email already
	// sent, nor for an unknown id.
	MarkFailed(ctx context.Context, id, lastError string, final bool) error
	// Discard records that the email id will not be delivered, although
	// nothing failed (its delivery was discarded): the status becomes
	// StatusFailed and LastError reason; Attempts stays. It changes
	// nothing for an email already sent, nor for an unknown id.
	Discard(ctx context.Context, id, reason string) error
	// FailLostEmails sets StatusFailed, with LastError reason, the
	// pending emails whose notify.deliver_email job (River's, in the same
	// database) is neither waiting nor running: discarded, cancelled,
	// completed, or deleted; it returns how many. Attempts stay. An email
	// committed with its job is never seen without it.
	FailLostEmails(ctx context.Context, reason string) (int, error)
}
