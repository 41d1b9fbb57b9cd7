package server

import (
	"cmp"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"log/slog"
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/mailaddr"
)

// authRoutes registers login, logout and password reset (tag auth of the
// OpenAPI document), off with Config.HostAccounts.
func (s *Server) authRoutes(api fiber.Router) {
	auth := api.Group("/auth", refuseAPIKeys, s.ownAccounts)
	limits := s.cfg.RateLimits
	auth.Post("/login", s.RefuseCrossSite, s.loginLimits, s.login)
	auth.Post("/logout", s.RefuseCrossSite, s.logout)
	auth.Post("/forgot-password", s.limit("forgot-password", limits.ForgotPassword), s.forgotPassword)
	auth.Post("/reset-password", s.limit("reset-password", limits.ResetPassword), s.resetPassword)
	s.idpRoutes(auth)
}

// messageJSON is the body of endpoints that answer with a message only.
type messageJSON struct {
	Message string `json:"message"`
}

// loginLimits counts a login against the login rate limits (takeLogin),
// with the email of its body: a bad body counts under the empty email, and
// login answers it.
func (s *Server) loginLimits(c *fiber.Ctx) error {
	var body struct {
		Email string `json:"email"`
	}
	_ = json.Unmarshal(c.Body(), &body)
	if err := s.takeLogin(c, body.Email); err != nil {
		return err
	}
	return c.Next()
}

// accountKey is the rate-limit key of an email: the HMAC-SHA256 under
// Config.AccountLimitKey of the email folded as accounts' emails are
// (mailaddr.Fold), in hex, cut to 128 bits. The counters of one account
// agree whatever the spelling of its email, and the rate-limit storage
// (Redis, which several instances share) holds no email: a plain hash
// would not hide one, as anyone may hash the addresses they guess.
func (s *Server) accountKey(email string) string {
	m := hmac.New(sha256.New, s.accountLimitKey)
	m.Write([]byte(mailaddr.Fold(email)))
	return hex.EncodeToString(m.Sum(nil)[:16])
}

func (s *Server) login(c *fiber.Ctx) error {
	var body struct {
		Email    string `json:"email"`
		Password string `json:"password"`
	}
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	if body.Email == "" {
		return feedbackkit.Invalid("email", "is required")
	}
	if body.Password == "" {
		return feedbackkit.Invalid("password", "is required")
	}
	res, err := s.deps.Identity.Login(c.UserContext(), body.Email, body.Password)
	if err != nil {
		return err
	}
	s.setAuthCookie(c, res.Token, res.ExpiresAt)
	return c.JSON(loginJSON("logged in", res.User))
}

// loginJSON is the answer to a login: a message and who logged in.
func loginJSON(message string, u *identity.User) fiber.Map {
	return fiber.Map{
		"message": message,
		"user": fiber.Map{
			"_id":          u.ID,
			"name":         u.Name,
			"lastName":     u.LastName,
			"role":         u.Role,
			"organization": u.OrgID,
		},
	}
}

func (s *Server) logout(c *fiber.Ctx) error {
	if err := s.endSession(c); err != nil {
		return err
	}
	return c.JSON(messageJSON{Message: "logged out"})
}

// endSession revokes the session of the cookie, if it is still valid, and
// clears the cookie in any case.
func (s *Server) endSession(c *fiber.Ctx) error {
	if token := c.Cookies(AuthCookie); token != "" {
		if p, err := s.deps.Identity.Authenticate(c.UserContext(), token); err == nil {
			if err := s.deps.Identity.Logout(identity.WithPrincipal(c.UserContext(), p)); err != nil {
				return err
			}
		}
	}
	s.setAuthCookie(c, "", time.Unix(0, 0))
	return nil
}

func (s *Server) forgotPassword(c *fiber.Ctx) error {
	var body struct {
		Email string `json:"email"`
	}
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	email, err := identity.NormalizeEmail(body.Email)
	if err != nil {
		return err
	}
	// Past the address's budget of reset emails, nothing more is sent, and
	// the answer stays the same: it tells nothing about the account.
	ok, _, err := s.takeUpTo("reset-emails", s.accountKey(email), s.cfg.RateLimits.ResetEmails, nil)
	if err != nil {
		return err
	}
	if ok {
		if err := s.deps.Identity.ForgotPassword(c.UserContext(), email); err != nil {
			return err
		}
	} else {
		s.log.InfoContext(c.UserContext(), "password reset not sent: too many for this address this hour", slog.String("request_id", requestID(c)))
	}
	return c.JSON(messageJSON{Message: "if an account has this email, a reset link is on its way"})
}

func (s *Server) resetPassword(c *fiber.Ctx) error {
	var body struct {
		Token    string `json:"token"`
		Password string `json:"password"`
	}
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	if err := s.deps.Identity.ResetPassword(c.UserContext(), body.Token, body.Password); err != nil {
		return err
	}
	return c.JSON(messageJSON{Message: "password changed; log in with the new password"})
}

// cookiePath is the path of the session cookie: the base URL's path.
func (s *Server) cookiePath() string {
	return cmp.Or(s.base, "/")
}

// setAuthCookie sets (or, with an expiry in the past, clears) the session
// cookie: HttpOnly, SameSite=Lax, the base URL's path, Secure under an https
// base URL (see cookieAuth in the OpenAPI document).
func (s *Server) setAuthCookie(c *fiber.Ctx, token string, expires time.Time) {
	cookie := &fiber.Cookie{
		Name:     AuthCookie,
		Value:    token,
		Path:     s.cookiePath(),
		HTTPOnly: true,
		SameSite: fiber.CookieSameSiteLaxMode,
		Secure:   s.secureCookies(),
		Expires:  expires,
	}
	if token == "" {
		cookie.MaxAge = -1
	} else {
		cookie.MaxAge = int(time.Until(expires).Seconds())
	}
	c.Cookie(cookie)
}
