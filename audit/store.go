package audit

import (
	"context"
	"time"

	"github.com/feedbackkit/feedbackkit"
)

// Store keeps the audit log of every organization. BunStore is
// feedbackkit's. Its Insert must run in the transaction the context
// carries (see feedbackkit.Transactor): that is what makes an entry
// commit or roll back with the action it records.
type Store interface {
	feedbackkit.Transactor

	// Insert stores the new entry e.
	Insert(ctx context.Context, e *Entry) error
	// Entries returns one page of the entries of the organization orgID
	// that f admits, newest first, and how many f admits in all.
	Entries(ctx context.Context, orgID string, f Filter, page feedbackkit.PageRequest) ([]*Entry, int, error)
	// ScanEntries returns at most limit entries of the organization
	// orgID, newest first, from after on (those that come after it in
	// that order), from the newest when after is nil.
	ScanEntries(ctx context.Context, orgID string, after *feedbackkit.Cursor, limit int) ([]*Entry, error)
	// DeleteCreatedBefore deletes up to limit entries, of every
	// organization, created before t, and returns how many it deleted.
	DeleteCreatedBefore(ctx context.Context, t time.Time, limit int) (int, error)
}
