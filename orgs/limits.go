package orgs

import (
	"context"
	"fmt"

	"github.com/feedbackkit/feedbackkit"
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

// Reserve checks, inside the transaction ctx carries (see
// feedbackkit.Transactor), that the organization may have one more of
// resource r, given how many it uses now (counted by used, in the same
// transaction). It locks the organization for the rest of the transaction,
// so that concurrent reservations are serialized: of N concurrent creations
// at a cap of K, exactly K commit. It returns SEAT_LIMIT_REACHED,
// ROOM_LIMIT_REACHED or FORM_LIMIT_REACHED at the cap, NOT_FOUND for an
// unknown organization, and an internal error outside a transaction (the
// lock is the Store's LockOrganization).
//
// The caller creates the resource in the same transaction, after Reserve.
func (s *Service) Reserve(ctx context.Context, orgID string, r Resource,
	used func(ctx context.Context) (int, error)) error {
	org, err := s.store.LockOrganization(ctx, orgID)
	if err != nil {
		return err
	}
	return checkCap(ctx, org, r, used)
}

// checkCap is Reserve for an organization that the caller has locked with
// LockOrganization in its transaction already.
func checkCap(ctx context.Context, org *Organization, r Resource,
	used func(ctx context.Context) (int, error)) error {
	code, ok := limitCodes[r]
	if !ok {
		return fmt.Errorf("orgs: unknown resource %q", r)
	}
	limit := org.Limits().cap(r)
	if limit == 0 {
		return nil
	}
	n, err := used(ctx)
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
