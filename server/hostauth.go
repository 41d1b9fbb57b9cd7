package server

import (
	"context"
	"fmt"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/orgs"
)

// HostUserFunc tells who the caller of a request is in a host program's
// own terms: the host's user, its organization and its role, from the
// host's own session. It returns nil and no error when the request carries
// no user of the host (answered 401 INVALID_TOKEN), and an error when it
// cannot tell (a *feedbackkit.Error is answered as such, a *fiber.Error
// with the code of its status as the Server's ErrorHandler answers it,
// anything else as an internal error).
type HostUserFunc func(c *fiber.Ctx) (*orgs.HostUser, error)

// Provisioner makes a host program's user a feedbackkit principal, creating
// or updating its account, organization and membership as needed.
// *orgs.Service implements it.
type Provisioner interface {
	Provision(ctx context.Context, hu orgs.HostUser) (*identity.Principal, error)
}

var _ Provisioner = (*orgs.Service)(nil)

// HostAuth returns the Authenticator of a host program that authenticates
// its users itself: users tells who the caller is, and p gives it a
// feedbackkit account and membership with the role the host says, on every
// request (see orgs.Service.Provision). Use it with Config.HostAccounts, so
// that feedbackkit's own account routes are off. A host user whose fields
// Provision refuses (VALIDATION_FAILED: an empty subject, a malformed
// email) is the host's error, answered 500 INTERNAL and logged with the
// reason; one who cannot have an account (EMAIL_IN_USE: another of the
// host's users has its email; SEAT_LIMIT_REACHED: its organization was
// given a cap of seats, and has no seat left) is refused as a caller
// without an account is: 401 INVALID_TOKEN, with the reason.
func HostAuth(users HostUserFunc, p Provisioner) Authenticator {
	return hostAuth{users: users, provisioner: p}
}

type hostAuth struct {
	users       HostUserFunc
	provisioner Provisioner
}

func (h hostAuth) Authenticate(c *fiber.Ctx) (*identity.Principal, error) {
	hu, err := h.users(c)
	if err != nil {
		return nil, err
	}
	if hu == nil {
		return nil, feedbackkit.Errorf(feedbackkit.CodeInvalidToken, "authentication required")
	}
	p, err := h.provisioner.Provision(c.UserContext(), *hu)
	switch code := feedbackkit.ErrorCode(err); code {
	case feedbackkit.CodeValidationFailed:
		// Not the client's error: %v, so that it is answered as internal.
		return nil, fmt.Errorf("server: the host's user %q cannot have an account: %v", hu.Subject, err)
	case feedbackkit.CodeEmailInUse, feedbackkit.CodeSeatLimitReached:
		return nil, feedbackkit.Errorf(feedbackkit.CodeInvalidToken, "the caller cannot have an account: %s", feedbackkit.ErrorMessage(err))
	}
	return p, err
}

// verifiesAccounts marks the Authenticators whose principals are accounts
// of the database already; the Server checks the others' (see
// Server.authenticate).
func (hostAuth) verifiesAccounts() {}

// accountsVerifier is an Authenticator that returns only principals of
// existing members.
type accountsVerifier interface{ verifiesAccounts() }

// accounts is the part of Identity that finds a principal's account.
type accounts interface {
	CurrentUser(ctx context.Context) (*identity.User, error)
}

// checkAccount returns INVALID_TOKEN unless the principal p, from an
// Authenticator of the host's, is an account of its organization: a
// principal the host made up would act for nobody (a room whose creator
// does not exist).
func checkAccount(ctx context.Context, ids accounts, p *identity.Principal) error {
	u, err := ids.CurrentUser(identity.WithPrincipal(ctx, p))
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound || (err == nil && u.OrgID != p.OrgID) {
		return feedbackkit.Errorf(feedbackkit.CodeInvalidToken,
			"the caller has no account in its organization: give the host's users accounts (see HostAuth)")
	}
	return err
}

// ownAccounts guards feedbackkit's own account routes (login, logout,
// password reset and change, identity-provider login, invitations, member
// removal and role changes): with Config.HostAccounts they answer 404
// NOT_FOUND, as the host program owns accounts, membership and roles.
func (s *Server) ownAccounts(c *fiber.Ctx) error {
	if s.cfg.HostAccounts {
		return feedbackkit.Errorf(feedbackkit.CodeNotFound, "accounts are managed by the host application")
	}
	return c.Next()
}
