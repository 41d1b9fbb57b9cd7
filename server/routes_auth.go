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
	"github.com/valyala/fasthttp"

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
	_ = json.Unmarshal(c.Request().Body(), &body)
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

// endSession revokes the sessions of the request's cookies that are still
// valid (see cookieSessions) and clears the cookie in any case.
func (s *Server) endSession(c *fiber.Ctx) error {
	sessions, all := s.cookieSessions(c)
	for _, p := range sessions {
		if err := s.deps.Identity.Logout(identity.WithPrincipal(c.UserContext(), p)); err != nil {
			return err
		}
	}
	s.writeAuthCookie(c, "", time.Unix(0, 0), all)
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
// cookie, as writeAuthCookie says.
func (s *Server) setAuthCookie(c *fiber.Ctx, token string, expires time.Time) {
	_, all := s.cookieSessions(c)
	s.writeAuthCookie(c, token, expires, all)
}

// writeAuthCookie sets (or, with an expiry in the past, clears) the session
// cookie: HttpOnly, SameSite=Lax, the base URL's path, Secure under an https
// base URL (see cookieAuth in the OpenAPI document). With ours, under a base
// URL with a path, it also clears the session cookie at Path=/, where
// versions before the cookie took the base URL's path put it (behind a
// proxy that strips the path): left there, it would sign the browser in
// again once the cookie at the base URL's path is cleared.
func (s *Server) writeAuthCookie(c *fiber.Ctx, token string, expires time.Time, ours bool) {
	c.Response().Header.SetCookie(s.authCookie(s.cookiePath(), token, expires))
	if ours && s.cookiePath() != "/" {
		// SetCookie would replace the cookie of the same name set above.
		c.Response().Header.Add(fiber.HeaderSetCookie, s.authCookie("/", "", time.Unix(0, 0)).String())
	}
}

// authCookie returns the session cookie at path.
func (s *Server) authCookie(path, token string, expires time.Time) *fasthttp.Cookie {
	cookie := &fasthttp.Cookie{}
	cookie.SetKey(AuthCookie)
	cookie.SetValue(token)
	cookie.SetPath(path)
	cookie.SetHTTPOnly(true)
	cookie.SetSameSite(fasthttp.CookieSameSiteLaxMode)
	cookie.SetSecure(s.secureCookies())
	cookie.SetExpire(expires)
	if token != "" {
		cookie.SetMaxAge(int(time.Until(expires).Seconds()))
	}
	return cookie
}

// cookieSessions returns the open sessions of the request's session
// cookies (a browser sends one per path it holds one at: the base URL's
// path, and / from an older version, see writeAuthCookie), and whether
// there is at least one cookie and every one is an open session of this
// server; a cookie of the same name of another application of the host
// makes it false, and leaves that application's cookie alone.
func (s *Server) cookieSessions(c *fiber.Ctx) (sessions []*identity.Principal, all bool) {
	all = true
	c.Request().Header.VisitAllCookie(func(key, value []byte) {
		if string(key) != AuthCookie {
			return
		}
		if p, err := s.deps.Identity.Authenticate(c.UserContext(), string(value)); err == nil {
			sessions = append(sessions, p)
		} else {
			all = false
		}
	})
	return sessions, all && len(sessions) > 0
}
