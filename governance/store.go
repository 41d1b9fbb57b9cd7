package governance

import (
	"context"

	"github.com/feedbackkit/feedbackkit"
)

// Store is the storage of the organizations' policies, and the deletion
// of an organization's data. NewBunStore returns feedbackkit's own. As
// every Store of the domain packages, it is a feedbackkit.Transactor.
type Store interface {
	feedbackkit.Transactor

	// FindPolicy returns the policy of the organization orgID, or
	// NOT_FOUND when it has set none. Within a transaction it keeps other
	// transactions from changing the policy until this one ends.
	FindPolicy(ctx context.Context, orgID string) (*Policy, error)
	// SavePolicy stores p as the policy of the organization p.OrgID,
	// replacing the one stored before.
	SavePolicy(ctx context.Context, p *Policy) error
	// FindRetentions returns the policies that keep feedback or responses
	// for a number of days (not forever).
	FindRetentions(ctx context.Context) ([]*Policy, error)

	// OrganizationUploads returns the keys of the uploaded files of the
	// organization orgID: its logo, its members' pictures, its forms'
	// images.
	OrganizationUploads(ctx context.Context, orgID string) ([]string, error)
	// DeleteOrganization deletes, in one transaction, the organization
	// orgID and every row left that belongs to it in feedbackkit's tables
	// (no other: a host may share the database): its members' accounts
	// with their sessions, its outbox emails and queued jobs, and every
	// row that names it, and returns the keys of its
	// uploaded files (see OrganizationUploads) as they were, for the
	// caller to delete once the transaction has committed. It returns
	// NOT_FOUND when there is no organization orgID.
	DeleteOrganization(ctx context.Context, orgID string) ([]string, error)
}
