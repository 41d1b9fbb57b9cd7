package orgs

import (
	"context"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
)

// Counter counts what the organization orgID uses of a resource that
// another package keeps (its rooms, its forms).
type Counter func(ctx context.Context, orgID string) (int, error)

// AddUsageCounter adds c as the counter of the resource r in the usage
// that Organizations reports (the rooms and forms packages keep theirs).
// Add counters while wiring, before the Service is used.
func (s *Service) AddUsageCounter(r Resource, c Counter) {
	if s.usage == nil {
		s.usage = map[Resource]Counter{}
	}
	s.usage[r] = c
}

// OrganizationUsage is an organization with the limits of its plan and
// what it uses of them.
type OrganizationUsage struct {
	*Organization
	Limits Limits
	// Usage counts the seats (members and pending invitations) and each
	// resource a counter was added for.
	Usage map[Resource]int
}

// RequireSystemAdmin returns the principal of ctx when its account is a
// system admin: INVALID_TOKEN without a principal, FORBIDDEN for anyone
// else, an API key included.
func (s *Service) RequireSystemAdmin(ctx context.Context) (*identity.Principal, error) {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return nil, err
	}
	if p.APIKeyID == "" {
		u, err := s.deps.Users.FindUserByID(ctx, p.UserID)
		if err != nil && feedbackkit.ErrorCode(err) != feedbackkit.CodeNotFound {
			return nil, err
		}
		if err == nil && u.SystemAdmin {
			return p, nil
		}
	}
	return nil, feedbackkit.Errorf(feedbackkit.CodeForbidden, "this is for the system admins of the service")
}

// Organizations returns one page of every organization of the service,
// oldest first, with its plan's limits and its usage. Only a system admin
// may list them: it returns FORBIDDEN for anyone else (see
// RequireSystemAdmin) and VALIDATION_FAILED for a page out of bounds.
func (s *Service) Organizations(ctx context.Context, page feedbackkit.PageRequest) (feedbackkit.Page[*OrganizationUsage], error) {
	if _, err := s.RequireSystemAdmin(ctx); err != nil {
		return feedbackkit.Page[*OrganizationUsage]{}, err
	}
	page, err := page.Normalize()
	if err != nil {
		return feedbackkit.Page[*OrganizationUsage]{}, err
	}
	found, total, err := s.store.FindOrganizations(ctx, page)
	if err != nil {
		return feedbackkit.Page[*OrganizationUsage]{}, err
	}
	list := make([]*OrganizationUsage, len(found))
	for i, org := range found {
		u := &OrganizationUsage{Organization: org, Limits: org.Limits(), Usage: map[Resource]int{}}
		if u.Usage[Seats], err = s.seatsUsed(ctx, org.ID); err != nil {
			return feedbackkit.Page[*OrganizationUsage]{}, err
		}
		for r, count := range s.usage {
			if u.Usage[r], err = count(ctx, org.ID); err != nil {
				return feedbackkit.Page[*OrganizationUsage]{}, err
			}
		}
		list[i] = u
	}
	return feedbackkit.NewPage(list, total, page), nil
}
