package dashboard

import (
	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/orgs"
)

// Members is the organization's roster (admins and the owner): the
// members with their roles, the pending invitations, and the seats they
// take against the plan's cap.
type Members struct {
	Page
	Members     []orgs.Member
	Invitations []*orgs.Invitation
	// SeatsUsed counts the members and the pending invitations; SeatsCap
	// is the plan's cap, 0 for none.
	SeatsUsed, SeatsCap int
	// Plan is the organization's plan.
	Plan orgs.Plan
	// Invitable reports whether members are invited here (not when a host
	// program manages the accounts).
	Invitable bool
	// InviteEmail and InviteRole are the invitation form's values, kept
	// when it was refused.
	InviteEmail string
	InviteRole  feedbackkit.Role
}

// AtCap reports whether every seat is taken: a new invitation is refused.
func (m *Members) AtCap() bool { return m.SeatsCap > 0 && m.SeatsUsed >= m.SeatsCap }

// Manageable reports whether the signed-in member may change the role of
// u or remove them, as the API allows: nobody the owner, only the owner an
// admin.
func (m *Members) Manageable(u *identity.User) bool {
	switch u.Role {
	case feedbackkit.RoleOwner:
		return false
	case feedbackkit.RoleAdmin:
		return m.Owner()
	}
	return m.Admin()
}

// Roles are the roles a member may be given or invited with by the
// signed-in member: user, and admin for the owner.
func (m *Members) Roles() []feedbackkit.Role {
	if m.Owner() {
		return []feedbackkit.Role{feedbackkit.RoleUser, feedbackkit.RoleAdmin}
	}
	return []feedbackkit.Role{feedbackkit.RoleUser}
}
