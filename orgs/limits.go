package orgs

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/database"
)

// Resource names a capped resource of an organization.
type Resource string

// The capped resources, with the error code of reaching each cap.
const (
	Seats Resource = "seats"
	Rooms Resource = "rooms"
	Forms Resource = "forms"
)

var limitCodes = map[Resource]feedbackkit.Code{
	Seats: feedbackkit.CodeSeatLimitReached,
	Rooms: feedbackkit.CodeRoomLimitReached,
	Forms: feedbackkit.CodeFormLimitReached,
}

func (l Limits) cap(r Resource) int {
	switch r {
	case Seats:
		return l.Seats
	case Rooms:
		return l.Rooms
	case Forms:
		return l.Forms
	}
	return 0
}

// ReserveTx checks, inside tx, that the organization may have one more of
// resource r, given how many it uses now (counted by used, within tx). It
// locks the organization for the rest of tx, so that concurrent
// reservations are serialized: of N concurrent creations at a cap of K,
// exactly K commit. It returns SEAT_LIMIT_REACHED, ROOM_LIMIT_REACHED or
// FORM_LIMIT_REACHED at the cap, and NOT_FOUND for an unknown organization.
//
// The caller creates the resource in the same tx, after ReserveTx.
func (s *Service) ReserveTx(ctx context.Context, tx bun.Tx, orgID string, r Resource,
	used func(ctx context.Context, tx bun.Tx) (int, error)) error {
	org, err := lockOrganization(ctx, tx, orgID)
	if err != nil {
		return err
	}
	return checkCap(ctx, tx, org, r, used)
}

// checkCap is ReserveTx for an organization that the caller has locked with
// lockOrganization in tx already.
func checkCap(ctx context.Context, tx bun.Tx, org *Organization, r Resource,
	used func(ctx context.Context, tx bun.Tx) (int, error)) error {
	code, ok := limitCodes[r]
	if !ok {
		return fmt.Errorf("orgs: unknown resource %q", r)
	}
	limit := org.Limits().cap(r)
	if limit == 0 {
		return nil
	}
	n, err := used(ctx, tx)
	if err != nil {
		return err
	}
	if n >= limit {
		return feedbackkit.Errorf(code, "the organization has reached its cap of %d %s on the %s plan", limit, r, org.Plan)
	}
	return nil
}

// Limits returns the limits in force for the organization orgID: its
// plan's, with the overrides set by `feedbackd org set-limits`. It returns
// NOT_FOUND for an unknown organization.
func (s *Service) Limits(ctx context.Context, orgID string) (Limits, error) {
	org, err := s.FindOrganizationByID(ctx, orgID)
	if err != nil {
		return Limits{}, err
	}
	return org.Limits(), nil
}

// RequireIntegrations returns ENTITLEMENT_REQUIRED unless the organization's
// plan (or override) includes integrations.
func (s *Service) RequireIntegrations(ctx context.Context, orgID string) error {
	org, err := s.FindOrganizationByID(ctx, orgID)
	if err != nil {
		return err
	}
	if !org.Limits().Integrations {
		return feedbackkit.Errorf(feedbackkit.CodeEntitlementRequired, "integrations are not included in the %s plan", org.Plan)
	}
	return nil
}

// lockOrganization reads the organization inside tx and holds a write lock
// on it until tx ends. On SQLite, transactions are immediate: the database
// is locked for writing from their start.
func lockOrganization(ctx context.Context, tx bun.Tx, orgID string) (*Organization, error) {
	return findOrganization(ctx, tx, orgID, database.IsPostgres(tx))
}

// findOrganization reads the organization orgID within db, locked for
// update when lock is set, or returns NOT_FOUND.
func findOrganization(ctx context.Context, db bun.IDB, orgID string, lock bool) (*Organization, error) {
	org := new(Organization)
	q := db.NewSelect().Model(org).Where("id = ?", orgID)
	if lock {
		q = q.For("UPDATE")
	}
	if err := q.Scan(ctx); err != nil {
		return nil, database.Translate(err, "organization")
	}
	return org, nil
}
