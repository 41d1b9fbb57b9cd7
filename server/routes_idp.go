package server

import (
	"context"
	"regexp"
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
)

// IdentityProvider serves identity-provider login (docs/identity-provider.md).
// *identity.OIDC implements it.
type IdentityProvider interface {
	// Start begins a login; invitation is the token of the invitation
	// link the login accepts, "" for none.
	Start(ctx context.Context, invitation string) (*identity.OIDCStart, error)
	Finish(ctx context.Context, flow, state, code string) (*identity.LoginResult, error)
	AfterLoginURL() string
}

var _ IdentityProvider = (*identity.OIDC)(nil)

// idpFlowCookie keeps a started identity-provider login in the browser
// until its callback: a signed value holding its state, nonce and PKCE
// verifier.
const idpFlowCookie = "idp_flow"

// providerErrorCode is what an OAuth 2.0 error code from the provider
// looks like; anything else is not repeated to the caller.
var providerErrorCode = regexp.MustCompile(`^[A-Za-z0-9_.-]{1,64}$`)

// idpRoutes registers GET /auth/idp, /auth/idp/callback and
// /auth/idp/success; they answer 404 NOT_FOUND while Deps.IdentityProvider
// is nil. The sign-in and its callback count against the per-client login
// limit (RateLimits.LoginIP).
func (s *Server) idpRoutes(auth fiber.Router) {
	signIn := s.limit("login-ip", s.cfg.RateLimits.LoginIP)
	if s.deps.IdentityProvider == nil {
		missing := func(*fiber.Ctx) error {
			return feedbackkit.Errorf(feedbackkit.CodeNotFound, "identity-provider login is not configured on this server")
		}
		auth.Get("/idp", signIn, missing)
		auth.Get("/idp/callback", signIn, missing)
		auth.Get("/idp/success", signIn, missing)
		return
	}
	auth.Get("/idp", signIn, s.idpStart)
	auth.Get("/idp/callback", signIn, s.idpCallback)
	auth.Get("/idp/success", s.Authenticate, s.idpSuccess)
}

// idpStart sends the browser to the provider's consent screen, keeping the
// login's flow, and the invitation it accepts (?invitation=, the token of
// the invitation link), in a cookie.
func (s *Server) idpStart(c *fiber.Ctx) error {
	start, err := s.deps.IdentityProvider.Start(c.UserContext(), c.Query("invitation"))
	if err != nil {
		return err
	}
	s.setFlowCookie(c, start.Flow, start.ExpiresAt)
	c.Set(fiber.HeaderCacheControl, "no-store")
	return c.Redirect(start.AuthURL, fiber.StatusFound)
}

// idpCallback completes the login the provider redirects back: on success
// it sets the session cookie and sends the browser to the app. The flow
// cookie is cleared whatever the outcome: a login is tried once.
func (s *Server) idpCallback(c *fiber.Ctx) error {
	flow := c.Cookies(idpFlowCookie)
	s.setFlowCookie(c, "", time.Unix(0, 0))
	c.Set(fiber.HeaderCacheControl, "no-store")
	if refusal := c.Query("error"); refusal != "" {
		msg := "identity-provider login failed: the identity provider refused the login"
		if providerErrorCode.MatchString(refusal) {
			msg += " (" + refusal + ")"
		}
		return feedbackkit.Errorf(feedbackkit.CodeInvalidCredentials, "%s", msg)
	}
	res, err := s.deps.IdentityProvider.Finish(c.UserContext(), flow, c.Query("state"), c.Query("code"))
	if err != nil {
		return err
	}
	s.setAuthCookie(c, res.Token, res.ExpiresAt)
	return c.Redirect(s.deps.IdentityProvider.AfterLoginURL(), fiber.StatusFound)
}

// idpSuccess returns the user of the session, as login does.
func (s *Server) idpSuccess(c *fiber.Ctx) error {
	u, err := s.deps.Identity.CurrentUser(c.UserContext())
	if err != nil {
		return err
	}
	return c.JSON(loginJSON("logged in with the identity provider", u))
}

// setFlowCookie sets (or, with an expiry in the past, clears) the flow
// cookie, sent back on the callback only (see setFlowCookieAt).
func (s *Server) setFlowCookie(c *fiber.Ctx, flow string, expires time.Time) {
	s.setFlowCookieAt(c, idpFlowCookie, s.cfg.Prefix+"/api/auth/idp", flow, expires)
}

// setFlowCookieAt sets (or, with an empty value, clears) the cookie name
// of a flow that a third party's redirect completes, sent to the paths
// below path only: HttpOnly, SameSite=Lax (the redirect back is a
// top-level navigation), Secure on https, until expires.
func (s *Server) setFlowCookieAt(c *fiber.Ctx, name, path, value string, expires time.Time) {
	cookie := &fiber.Cookie{
		Name:     name,
		Value:    value,
		Path:     path,
		HTTPOnly: true,
		SameSite: fiber.CookieSameSiteLaxMode,
		Secure:   s.secureCookies(),
		Expires:  expires,
	}
	if value == "" {
		cookie.MaxAge = -1
	} else {
		cookie.MaxAge = int(time.Until(expires).Seconds())
	}
	c.Cookie(cookie)
}
