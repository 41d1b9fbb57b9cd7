package server

import (
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit/apikeys"
	"github.com/feedbackkit/feedbackkit/orgs"
)

// The fixed rate limits of the public invitation and waitlist endpoints,
// per client IP (docs/api.md#rate-limits).
const (
	invitationLookupLimit  = 20
	invitationLookupWindow = 15 * time.Minute
	acceptInvitationLimit  = 10
	acceptInvitationWindow = 15 * time.Minute
	waitlistLimit          = 5
	waitlistWindow         = time.Hour
)

// publicRoutes registers the public invitation and waitlist endpoints,
// each rate limited per client IP.
func (s *Server) publicRoutes(api fiber.Router) {
	keyRead, keyWrite := s.keyScope(apikeys.ScopeRead), s.keyScope(apikeys.ScopeWrite)
	api.Get("/public/invitation/:token", keyRead, s.ownAccounts,
		s.rateLimit("public-invitation", invitationLookupLimit, invitationLookupWindow), s.getPublicInvitation)
	api.Post("/public/accept-invitation", keyWrite, s.ownAccounts,
		s.rateLimit("accept-invitation", acceptInvitationLimit, acceptInvitationWindow), s.acceptInvitation)
	api.Post("/public/waitlist", keyWrite,
		s.rateLimit("waitlist", waitlistLimit, waitlistWindow), s.joinWaitlist)
	if s.deps.Challenges != nil {
		api.Use("/public/challenge", widgetCORS())
		api.Get("/public/challenge", respondent, keyRead, s.limit("challenge", s.cfg.RateLimits.Challenge), s.getChallenge)
	}
}

// getChallenge answers a new proof-of-work challenge, which no cache may
// keep.
func (s *Server) getChallenge(c *fiber.Ctx) error {
	ch, err := s.deps.Challenges.New()
	if err != nil {
		return err
	}
	c.Set(fiber.HeaderCacheControl, "no-store")
	return c.JSON(ch)
}

func (s *Server) getPublicInvitation(c *fiber.Ctx) error {
	inv, err := s.deps.Orgs.FindInvitationByToken(c.UserContext(), c.Params("token"))
	if err != nil {
		return err
	}
	return c.JSON(fiber.Map{
		"email":     inv.Email,
		"role":      inv.Role,
		"expiresAt": inv.ExpiresAt.UTC(),
		"organization": fiber.Map{
			"name":      inv.Organization.Name,
			"subdomain": inv.Organization.Subdomain,
		},
	})
}

// acceptInvitation creates the invitee's account and logs it in, setting
// the auth_token cookie as login does.
func (s *Server) acceptInvitation(c *fiber.Ctx) error {
	var body struct {
		Token    string `json:"token"`
		Name     string `json:"name"`
		LastName string `json:"lastName"`
		Password string `json:"password"`
	}
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	res, err := s.deps.Orgs.AcceptInvitation(c.UserContext(), orgs.Acceptance{
		Token:    body.Token,
		Name:     body.Name,
		LastName: body.LastName,
		Password: body.Password,
	})
	if err != nil {
		return err
	}
	s.setAuthCookie(c, res.Token, res.ExpiresAt)
	return c.Status(fiber.StatusCreated).JSON(s.userJSON(res.User))
}

func (s *Server) joinWaitlist(c *fiber.Ctx) error {
	var body struct {
		Email        string `json:"email"`
		Name         string `json:"name"`
		Organization string `json:"organization"`
	}
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	e, err := s.deps.Orgs.JoinWaitlist(c.UserContext(), body.Email, body.Name, body.Organization)
	if err != nil {
		return err
	}
	return c.Status(fiber.StatusCreated).JSON(fiber.Map{
		"message": "you are on the waitlist",
		"email":   e.Email,
	})
}
