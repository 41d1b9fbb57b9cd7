package orgs

import (
	"context"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
)

// MemberActive is the status of every member of an organization: pending
// invitations are listed apart (PendingInvitations).
const MemberActive = "active"

// Member is an account of the organization with its status in the roster.
type Member struct {
	User   *identity.User
	Status string
}

// Members returns the roster of the caller's organization, oldest account
// first. It requires the admin role: INVALID_TOKEN for an anonymous caller,
// INSUFFICIENT_ROLE below admin.
func (s *Service) Members(ctx context.Context) ([]Member, error) {
	p, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin)
	if err != nil {
		return nil, err
	}
	users, err := s.deps.Users.ListMembers(ctx, p.OrgID)
	if err != nil {
		return nil, err
	}
	members := make([]Member, len(users))
	for i, u := range users {
		members[i] = Member{User: u, Status: MemberActive}
	}
	return members, nil
}

// ChangeRole gives the member userID of the caller's organization the role
// user or admin. Only the owner grants or takes away the admin role, and
// nobody changes the owner's role. It returns VALIDATION_FAILED for another
// role, NOT_FOUND when userID is not a member of the caller's organization,
// FORBIDDEN for the owner, and INSUFFICIENT_ROLE for a caller below admin,
// or an admin promoting to or demoting from admin.
func (s *Service) ChangeRole(ctx context.Context, userID string, role feedbackkit.Role) (*identity.User, error) {
	p, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin)
	if err != nil {
		return nil, err
	}
	if role != feedbackkit.RoleUser && role != feedbackkit.RoleAdmin {
		return nil, feedbackkit.Invalid("role", "must be user or admin")
	}
	var updated *identity.User
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		target, err := s.deps.Users.FindMember(ctx, p.OrgID, userID)
		if err != nil {
			return err
		}
		if err := mayManage(p, target, role); err != nil {
			return err
		}
		updated, err = s.deps.Users.SetRole(ctx, p.OrgID, userID, role)
		return err
	})
	if err != nil {
		return nil, err
	}
	return updated, nil
}

// RemoveMember takes the member userID out of the caller's organization. The
// account is kept, without an organization, and its sessions end at once.
// Only the owner removes an admin, and nobody removes the owner. It returns
// NOT_FOUND when userID is not a member of the caller's organization,
// FORBIDDEN for the owner, and INSUFFICIENT_ROLE for a caller below admin or
// an admin removing an admin (themselves included).
func (s *Service) RemoveMember(ctx context.Context, userID string) error {
	p, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin)
	if err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		target, err := s.deps.Users.FindMember(ctx, p.OrgID, userID)
		if err != nil {
			return err
		}
		if err := mayManage(p, target, ""); err != nil {
			return err
		}
		return s.removeMember(ctx, p.OrgID, userID)
	})
}

// removeMember runs the remove hooks, then takes the account userID out of
// the organization orgID, in the transaction ctx carries.
func (s *Service) removeMember(ctx context.Context, orgID, userID string) error {
	for _, h := range s.onRemove {
		if err := h(ctx, orgID, userID); err != nil {
			return err
		}
	}
	return s.deps.Users.RemoveFromOrganization(ctx, orgID, userID)
}

// mayManage decides whether the principal p (an admin or the owner) may
// change the member target, giving it the role next ("" for a removal):
// FORBIDDEN on the owner, INSUFFICIENT_ROLE when an admin would grant or
// take away the admin role.
func mayManage(p *identity.Principal, target *identity.User, next feedbackkit.Role) error {
	if target.Role == feedbackkit.RoleOwner {
		return feedbackkit.Errorf(feedbackkit.CodeForbidden, "nobody can change or remove the owner of the organization")
	}
	touchesAdmin := target.Role == feedbackkit.RoleAdmin || next == feedbackkit.RoleAdmin
	if touchesAdmin && p.Role != feedbackkit.RoleOwner {
		return feedbackkit.Errorf(feedbackkit.CodeInsufficientRole, "only the owner grants, takes away or removes the admin role")
	}
	return nil
}

// seatsUsed counts the seats of the organization orgID: its members plus
// its pending, unexpired invitations.
func (s *Service) seatsUsed(ctx context.Context, orgID string) (int, error) {
	members, err := s.deps.Users.CountMembers(ctx, orgID)
	if err != nil {
		return 0, err
	}
	pending, err := s.store.CountInvitations(ctx, orgID, InvitationFilter{LiveAt: s.now()})
	if err != nil {
		return 0, err
	}
	return members + pending, nil
}
