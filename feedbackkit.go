// Package feedbackkit holds what every feedbackkit domain package shares: the
// error type with its closed set of codes, pagination, and the roles of the
// service. It imports nothing else of the module.
//
// The domains live in their own packages (identity, orgs, notify, ...), each
// with a Service over its Store interfaces and a Bun implementation of them;
// the app package builds and wires them all, the server package serves them
// under /api, and cmd/feedbackd is the reference binary built on app.
package feedbackkit

import (
	"context"

	"github.com/riverqueue/river"
)

// Role is a member's role within an organization.
type Role string

// The roles of the service, highest first.
const (
	RoleOwner Role = "owner"
	RoleAdmin Role = "admin"
	RoleUser  Role = "user"
)

// rank orders roles: a higher rank includes the rights of the lower ones.
func (r Role) rank() int {
	switch r {
	case RoleOwner:
		return 3
	case RoleAdmin:
		return 2
	case RoleUser:
		return 1
	}
	return 0
}

// Valid reports whether r is one of the known roles.
func (r Role) Valid() bool { return r.rank() > 0 }

// AtLeast reports whether r grants at least the rights of min. An unknown role
// grants nothing.
func (r Role) AtLeast(min Role) bool { return r.Valid() && r.rank() >= min.rank() }

// Transactor runs work in one database transaction. Every Store of the
// domain packages is a Transactor: a Service calls InTx around the store
// calls that must commit together, and the stores called with the context
// that fn receives take part in that transaction, whichever package they
// belong to. That is how a transaction crosses packages (a room is created
// in the same transaction that checks the organization's room cap) without
// any database type in a package's API.
//
// InTx commits when fn returns nil and rolls back otherwise, returning fn's
// error. Called with a context that is already inside a transaction, it
// joins it: fn runs in the outer transaction, which commits or rolls back
// as a whole. A store of a host program that wraps a Bun store (caching,
// metrics) delegates InTx to it, so that the other Bun stores join the same
// transaction: orgs' room and seat caps lock the organization's row and
// fail outside it. A store that keeps its data elsewhere may implement InTx
// by calling fn(ctx), giving up atomicity with the Bun stores.
type Transactor interface {
	InTx(ctx context.Context, fn func(ctx context.Context) error) error
}

// Enqueuer puts background work on the job queue, in the transaction ctx
// carries when there is one (see Transactor), so that a job commits with
// the change that causes it, or not at all. The app package gives the
// Services that queue work the River queue of its database, which is not
// exported otherwise; a test may record the jobs instead (its own
// Enqueuer cannot join the stores' transactions: docs/embedding.md).
type Enqueuer interface {
	Enqueue(ctx context.Context, args river.JobArgs, opts *river.InsertOpts) error
}
