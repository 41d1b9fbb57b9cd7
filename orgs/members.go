package orgs

import (
	"context"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/audit"
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
		p, err := s.lockAsRole(ctx, p, feedbackkit.RoleAdmin)
		if err != nil {
			return err
		}
		target, err := s.deps.Users.FindMember(ctx, p.OrgID, userID)
		if err != nil {
			return err
		}
		if err := mayManage(p, target, role); err != nil {
			return err
		}
		if updated, err = s.deps.Users.SetRole(ctx, p.OrgID, userID, role); err != nil {
			return err
		}
		return audit.Record(ctx, s.deps.Audit, audit.Entry{
			OrgID: p.OrgID, Action: audit.ActionMemberRoleChanged, TargetType: audit.TargetMember, TargetID: userID,
			Details: map[string]any{"email": target.Email, "from": target.Role, "to": role},
		})
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
		p, err := s.lockAsRole(ctx, p, feedbackkit.RoleAdmin)
		if err != nil {
			return err
		}
		target, err := s.deps.Users.FindMember(ctx, p.OrgID, userID)
		if err != nil {
			return err
		}
		if err := mayManage(p, target, ""); err != nil {
			return err
		}
		return s.removeAndRecord(ctx, target)
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

// lockAsRole locks the organization of p for the rest of the transaction
// ctx carries, then reads p's role again: the role p's session gave may
// have changed since (a concurrent transfer of ownership or change of
// role, which takes the same lock). It returns p with the lower of the
// two roles (an API key may act below its member's role), or
// INSUFFICIENT_ROLE when that is below min or p is no longer a member. A
// system admin keeps the owner's rights.
func (s *Service) lockAsRole(ctx context.Context, p *identity.Principal, min feedbackkit.Role) (*identity.Principal, error) {
	if _, err := s.store.LockOrganization(ctx, p.OrgID); err != nil {
		return nil, err
	}
	if p.SystemAdmin {
		return p, nil
	}
	u, err := s.deps.Users.FindMember(ctx, p.OrgID, p.UserID)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return nil, errRoleBelow(min)
	}
	if err != nil {
		return nil, err
	}
	current := *p
	if !u.Role.AtLeast(p.Role) {
		current.Role = u.Role
	}
	if !current.Role.AtLeast(min) {
		return nil, errRoleBelow(min)
	}
	return &current, nil
}

// errRoleBelow is the INSUFFICIENT_ROLE of a caller below min.
func errRoleBelow(min feedbackkit.Role) error {
	return feedbackkit.Errorf(feedbackkit.CodeInsufficientRole, "this action requires the %s role", min)
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

// TransferOwnership makes the member userID, an admin of the caller's
// organization, its owner, and the previous owner an admin, in one
// transaction recorded in the audit log. Only the owner (or a system admin
// acting with the owner's rights) may; it returns INSUFFICIENT_ROLE for
// anyone else and VALIDATION_FAILED when userID is not an admin of the
// organization (another organization's account, a user, the owner).
func (s *Service) TransferOwnership(ctx context.Context, userID string) (owner, previous *identity.User, err error) {
	p, err := identity.RequireRole(ctx, feedbackkit.RoleOwner)
	if err != nil {
		return nil, nil, err
	}
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		// The lock serializes the transfers of the organization; a
		// caller whom a concurrent transfer made an admin is refused.
		if _, err := s.lockAsRole(ctx, p, feedbackkit.RoleOwner); err != nil {
			return err
		}
		target, err := s.deps.Users.FindMember(ctx, p.OrgID, userID)
		switch {
		case feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound || (err == nil && target.Role != feedbackkit.RoleAdmin):
			return feedbackkit.Invalid("userId", "must be an admin of the organization")
		case err != nil:
			return err
		}
		current, err := s.deps.Users.FindOwner(ctx, p.OrgID)
		if err != nil {
			return err
		}
		if owner, err = s.deps.Users.SetRole(ctx, p.OrgID, target.ID, feedbackkit.RoleOwner); err != nil {
			return err
		}
		if previous, err = s.deps.Users.SetRole(ctx, p.OrgID, current.ID, feedbackkit.RoleAdmin); err != nil {
			return err
		}
		return audit.Record(ctx, s.deps.Audit, audit.Entry{
			OrgID: p.OrgID, Action: audit.ActionOwnershipTransferred, TargetType: audit.TargetMember, TargetID: owner.ID,
			Details: map[string]any{"email": owner.Email, "previousOwnerId": previous.ID, "previousOwnerEmail": previous.Email},
		})
	})
	if err != nil {
		return nil, nil, err
	}
	return owner, previous, nil
}
