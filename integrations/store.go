package integrations

import (
	"context"
	"time"

	"github.com/feedbackkit/feedbackkit"
)

// Store is the storage of integrations and their tickets. NewBunStore
// returns feedbackkit's own; a program may wrap it or provide another. As
// every Store of the domain packages, it is a feedbackkit.Transactor: a
// ticket and the job that creates it in the tracker commit together.
//
// Every method works within one organization: it takes the organization's
// id (the create and update methods take it from the record) and never
// reads or changes another's data. The Service validates what it stores.
type Store interface {
	feedbackkit.Transactor

	// CreateIntegration stores the new integration in. It returns
	// ALREADY_EXISTS when the organization has an integration of its type.
	CreateIntegration(ctx context.Context, in *Integration) error
	// UpdateIntegration stores the name, enabled state, configuration and
	// update time of in in the integration in.ID of the organization
	// in.OrgID, or returns NOT_FOUND. The connection stays as it is.
	UpdateIntegration(ctx context.Context, in *Integration) error
	// UpdateConnection stores the connection of in (status, site, sealed
	// token, authorization nonce) and its update time in the integration
	// in.ID of the organization in.OrgID, provided its sealed token is
	// still oldToken: it reports whether it did, so that of two
	// concurrent token refreshes one wins and the other sees it lost.
	UpdateConnection(ctx context.Context, in *Integration, oldToken string) (bool, error)
	// AcquireRefresh takes the lease of the token refresh of the
	// integration id of the organization orgID until until, unless another
	// holds it past now; it reports whether it took it. One process
	// refreshes a token at a time, as the tracker's refresh tokens rotate.
	AcquireRefresh(ctx context.Context, orgID, id string, now, until time.Time) (bool, error)
	// ReleaseRefresh gives the lease of AcquireRefresh back.
	ReleaseRefresh(ctx context.Context, orgID, id string) error
	// FindIntegration returns the integration id of the organization
	// orgID, or NOT_FOUND.
	FindIntegration(ctx context.Context, orgID, id string) (*Integration, error)
	// FindIntegrationByType returns the integration of type t of the
	// organization orgID, or NOT_FOUND.
	FindIntegrationByType(ctx context.Context, orgID string, t Type) (*Integration, error)
	// FindIntegrations returns the integrations of the organization orgID,
	// oldest first.
	FindIntegrations(ctx context.Context, orgID string) ([]*Integration, error)
	// FindSealedIntegrations returns the integrations of every
	// organization that keep a sealed token, oldest first: the one method
	// that reads across organizations, for Service.Reseal.
	FindSealedIntegrations(ctx context.Context) ([]*Integration, error)
	// DeleteIntegration deletes the integration id of the organization
	// orgID and its tickets, or returns NOT_FOUND.
	DeleteIntegration(ctx context.Context, orgID, id string) error

	// CreateTicket stores the new ticket t. It returns ALREADY_EXISTS when
	// t's item has a ticket.
	CreateTicket(ctx context.Context, t *Ticket) error
	// UpdateTicket stores the status, issue key and URL, attempts, errors,
	// last error and times of t in the ticket t.ID of the organization
	// t.OrgID, or returns NOT_FOUND.
	UpdateTicket(ctx context.Context, t *Ticket) error
	// FindTicket returns the ticket id of the organization orgID, or
	// NOT_FOUND.
	FindTicket(ctx context.Context, orgID, id string) (*Ticket, error)
	// FindTickets returns one page of the tickets of the integration
	// integrationID of the organization orgID, newest first, and how many
	// it has.
	FindTickets(ctx context.Context, orgID, integrationID string, page feedbackkit.PageRequest) ([]*Ticket, int, error)
	// FindItemTickets returns the tickets of the items itemIDs of the
	// organization orgID, in no particular order; items without one are
	// left out.
	FindItemTickets(ctx context.Context, orgID string, itemIDs []string) ([]*Ticket, error)
	// ForgetItemTickets deletes the tickets of the items itemIDs of the
	// organization orgID that are not created in the tracker, and takes
	// the items' text out of those that are (Summary becomes
	// DeletedSummary, Description ""), and returns how many it deleted.
	ForgetItemTickets(ctx context.Context, orgID string, itemIDs []string) (int, error)
	// TicketStats counts the tickets of the integration integrationID of
	// the organization orgID.
	TicketStats(ctx context.Context, orgID, integrationID string) (*Stats, error)
}
