package idempotency

import (
	"context"
	"time"
)

// Record is what a Store keeps of one key: the claim while its request
// runs, then the answer.
type Record struct {
	// ID identifies the key within its route and target (see recordID).
	ID string
	// Route is the Request's route, for operators reading the table.
	Route string
	// Fingerprint is the hash of the first request's body.
	Fingerprint string
	// ResourceID is the ID reserved for what the request creates.
	ResourceID string
	// Owner identifies the claim that may run the request now; a request
	// that takes an expired lease over sets a new one.
	Owner string
	// LeaseUntil is when the owner's claim expires, if it has not
	// completed by then.
	LeaseUntil time.Time
	// Answer is the first answer, once completed; nil before.
	Answer *Answer
	// CreatedAt is when the key was first used: the record counts for
	// Retention from then.
	CreatedAt time.Time
}

// Store keeps the records of keys, shared by every instance of the
// service. Its methods need no transaction.
type Store interface {
	// Insert stores rec unless a record with its ID exists, and reports
	// whether it did.
	Insert(ctx context.Context, rec *Record) (bool, error)
	// Find returns the record id, or NOT_FOUND.
	Find(ctx context.Context, id string) (*Record, error)
	// TakeOver makes owner the owner of the record id, its lease running
	// until until, when the record is not completed and its owner is still
	// prev; it reports whether it did.
	TakeOver(ctx context.Context, id, prev, owner string, until time.Time) (bool, error)
	// Complete stores the answer of the record id when the record is not
	// completed yet, whoever owns it.
	Complete(ctx context.Context, id string, a Answer) error
	// Expire ends the lease of the record id now, when owner still owns it
	// and it is not completed.
	Expire(ctx context.Context, id, owner string, now time.Time) error
	// Delete removes the record id when owner still owns it and it is not
	// completed.
	Delete(ctx context.Context, id, owner string) error
	// DeleteResources removes the records whose ResourceID is in ids,
	// whatever their state, within the transaction ctx carries if any.
	DeleteResources(ctx context.Context, ids []string) error
	// DeleteCreatedBefore removes the records created before t, whatever
	// their state, and returns how many it removed.
	DeleteCreatedBefore(ctx context.Context, t time.Time) (int, error)
}
