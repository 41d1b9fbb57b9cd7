package server

import (
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/orgs"
)

// usersRoutes registers the user management endpoints (tag users of the
// OpenAPI document: admin or owner); the orgs service decides the finer rules.
func (s *Server) usersRoutes(api fiber.Router) {
	auth, admin := s.Authenticate, s.RequireRole(feedbackkit.RoleAdmin)
	api.Get("/users", auth, admin, s.listOrgMembers)
	own := s.ownAccounts // off when the host manages accounts
	api.Post("/users/invite", own, auth, admin, s.inviteMember)
	api.Get("/users/invitations/pending", own, auth, admin, s.listPendingInvitations)
	api.Post("/users/invitations/:id/resend", own, auth, admin, s.resendInvitation)
	api.Delete("/users/invitations/:id", own, auth, admin, s.cancelInvitation)
	api.Put("/users/:userId/role", own, auth, admin, s.changeMemberRole)
	api.Delete("/users/:userId/organization", own, auth, admin, s.removeOrgMember)
}

// orgMemberJSON is a member in the roster: the user and its status.
type orgMemberJSON struct {
	userJSON
	Status    string    `json:"status"`
	CreatedAt time.Time `json:"createdAt"`
}

func (s *Server) orgMemberJSON(u *identity.User, status string) orgMemberJSON {
	return orgMemberJSON{userJSON: s.userJSON(u), Status: status, CreatedAt: u.CreatedAt.UTC()}
}

// invitationJSON is an invitation as the API shows it.
type invitationJSON struct {
	ID        string           `json:"_id"`
	Email     string           `json:"email"`
	Role      feedbackkit.Role `json:"role"`
	Status    string           `json:"status"`
	InvitedBy string           `json:"invitedBy"`
	CreatedAt time.Time        `json:"createdAt"`
	ExpiresAt time.Time        `json:"expiresAt"`
}

func newInvitationJSON(inv *orgs.Invitation) invitationJSON {
	return invitationJSON{
		ID:        inv.ID,
		Email:     inv.Email,
		Role:      inv.Role,
		Status:    string(inv.Status),
		InvitedBy: inv.InvitedBy,
		CreatedAt: inv.CreatedAt.UTC(),
		ExpiresAt: inv.ExpiresAt.UTC(),
	}
}

func (s *Server) listOrgMembers(c *fiber.Ctx) error {
	members, err := s.deps.Orgs.Members(c.UserContext())
	if err != nil {
		return err
	}
	data := make([]orgMemberJSON, len(members))
	for i, m := range members {
		data[i] = s.orgMemberJSON(m.User, m.Status)
	}
	return c.JSON(fiber.Map{"data": data})
}

func (s *Server) inviteMember(c *fiber.Ctx) error {
	var body struct {
		Email string `json:"email"`
		Role  string `json:"role"`
	}
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	inv, err := s.deps.Orgs.Invite(c.UserContext(), body.Email, feedbackkit.Role(body.Role))
	if err != nil {
		return err
	}
	return c.Status(fiber.StatusCreated).JSON(newInvitationJSON(inv))
}

func (s *Server) listPendingInvitations(c *fiber.Ctx) error {
	invs, err := s.deps.Orgs.PendingInvitations(c.UserContext())
	if err != nil {
		return err
	}
	data := make([]invitationJSON, len(invs))
	for i, inv := range invs {
		data[i] = newInvitationJSON(inv)
	}
	return c.JSON(fiber.Map{"data": data})
}

func (s *Server) resendInvitation(c *fiber.Ctx) error {
	inv, err := s.deps.Orgs.ResendInvitation(c.UserContext(), c.Params("id"))
	if err != nil {
		return err
	}
	return c.JSON(newInvitationJSON(inv))
}

func (s *Server) cancelInvitation(c *fiber.Ctx) error {
	if err := s.deps.Orgs.CancelInvitation(c.UserContext(), c.Params("id")); err != nil {
		return err
	}
	return c.JSON(messageJSON{Message: "invitation cancelled"})
}

func (s *Server) changeMemberRole(c *fiber.Ctx) error {
	var body struct {
		Role string `json:"role"`
	}
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	u, err := s.deps.Orgs.ChangeRole(c.UserContext(), c.Params("userId"), feedbackkit.Role(body.Role))
	if err != nil {
		return err
	}
	return c.JSON(s.orgMemberJSON(u, orgs.MemberActive))
}

func (s *Server) removeOrgMember(c *fiber.Ctx) error {
	if err := s.deps.Orgs.RemoveMember(c.UserContext(), c.Params("userId")); err != nil {
		return err
	}
	return c.JSON(messageJSON{Message: "user removed from the organization"})
}
