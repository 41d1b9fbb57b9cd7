package server

import (
	"strings"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/dashboard"
)

// dashboardMemberRoutes registers the members screen (admins and the
// owner, as GET /api/users): the roster with roles, the pending
// invitations, and the seats against the plan's cap. Inviting, resending
// and cancelling are off when a host program manages the accounts, as
// in the API.
func (s *Server) dashboardMemberRoutes() {
	g := s.group("/members")
	g.Get("", s.member(s.membersPage))
	g.Post("/invite", s.member(s.inviteFromDashboard))
	g.Post("/invitations/:id/resend", s.member(s.resendFromDashboard))
	g.Post("/invitations/:id/cancel", s.member(s.cancelFromDashboard))
	g.Post("/:id/role", s.member(s.roleFromDashboard))
	g.Post("/:id/remove", s.member(s.removeFromDashboard))
}

func (s *Server) membersPage(c *fiber.Ctx) error {
	return s.renderMembers(c, fiber.StatusOK, "", "", nil)
}

// memberLabels are the labels of the invitation form's fields, by their
// paths in the API's messages.
var memberLabels = dashboard.Labels{"email": "Email", "role": "Role"}

// renderMembers answers the members screen with status, the invitation
// form's values and the refusal problem (nil for none).
func (s *Server) renderMembers(c *fiber.Ctx, status int, email string, role feedbackkit.Role, problem error) error {
	ctx := c.UserContext()
	members, err := s.deps.Orgs.Members(ctx)
	if err != nil {
		return err
	}
	p, err := s.pageOf(c, "Members", "members")
	if err != nil {
		return err
	}
	if problem != nil {
		p.Error, p.Invalid = dashboard.Message(problem, memberLabels), dashboard.InvalidField(problem)
	}
	settings, err := s.deps.Orgs.Settings(ctx)
	if err != nil {
		return err
	}
	v := &dashboard.Members{Page: p, Members: members, SeatsUsed: len(members), SeatsCap: settings.Limits.Seats, Plan: settings.Plan,
		Invitable: !s.cfg.HostAccounts, InviteEmail: email, InviteRole: role}
	if v.Invitable {
		if v.Invitations, err = s.deps.Orgs.PendingInvitations(ctx); err != nil {
			return err
		}
		v.SeatsUsed += len(v.Invitations)
	}
	return s.sendDashboard(c, status, "members", v)
}

// ownAccountsOnly refuses the posts about accounts (invitations, the
// ownership) when the host manages the accounts, as the API's routes do
// (ownAccounts).
func (s *Server) ownAccountsOnly() error {
	if s.cfg.HostAccounts {
		return feedbackkit.Errorf(feedbackkit.CodeNotFound, "accounts are managed by the host application")
	}
	return nil
}

// inviteFromDashboard invites the form's email with its role; a refusal
// the member can fix (a bad email, a member already, a pending invitation,
// the seats' cap) shows the screen again with the plan's answer.
func (s *Server) inviteFromDashboard(c *fiber.Ctx) error {
	if err := s.ownAccountsOnly(); err != nil {
		return err
	}
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	email, role := strings.TrimSpace(form.Get("email")), feedbackkit.Role(form.Get("role"))
	_, err = s.deps.Orgs.Invite(c.UserContext(), email, role)
	switch feedbackkit.ErrorCode(err) {
	case "":
	case feedbackkit.CodeValidationFailed, feedbackkit.CodeAlreadyMember, feedbackkit.CodeInvitationPending, feedbackkit.CodeSeatLimitReached:
		return s.renderMembers(c, s.errorAnswer(c, err).Status, email, role, err)
	default:
		return err
	}
	return s.membersDone(c, dashboard.NoticeInvited)
}

func (s *Server) resendFromDashboard(c *fiber.Ctx) error {
	if err := s.ownAccountsOnly(); err != nil {
		return err
	}
	if _, err := s.deps.Orgs.ResendInvitation(c.UserContext(), c.Params("id")); err != nil {
		return err
	}
	return s.membersDone(c, dashboard.NoticeInvitationResent)
}

func (s *Server) cancelFromDashboard(c *fiber.Ctx) error {
	if err := s.ownAccountsOnly(); err != nil {
		return err
	}
	if err := s.deps.Orgs.CancelInvitation(c.UserContext(), c.Params("id")); err != nil {
		return err
	}
	return s.membersDone(c, dashboard.NoticeInvitationCancelled)
}

func (s *Server) roleFromDashboard(c *fiber.Ctx) error {
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	if _, err := s.deps.Orgs.ChangeRole(c.UserContext(), c.Params("id"), feedbackkit.Role(form.Get("role"))); err != nil {
		return err
	}
	return s.membersDone(c, dashboard.NoticeRoleChanged)
}

func (s *Server) removeFromDashboard(c *fiber.Ctx) error {
	if err := s.deps.Orgs.RemoveMember(c.UserContext(), c.Params("id")); err != nil {
		return err
	}
	return s.membersDone(c, dashboard.NoticeMemberRemoved)
}

// membersDone sends the browser back to the members screen with the
// notice done.
func (s *Server) membersDone(c *fiber.Ctx, done dashboard.Notice) error {
	return c.Redirect(withNotice(s.base+"/members", done), fiber.StatusSeeOther)
}
