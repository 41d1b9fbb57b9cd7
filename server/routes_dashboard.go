package server

import (
	"bytes"
	"errors"
	"net/url"
	"strconv"
	"strings"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/dashboard"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/orgs"
)

// dashboardCSP is the Content-Security-Policy of the dashboard's pages:
// nothing inline, the stylesheet, script and images of the Server only,
// and no framing.
const dashboardCSP = "default-src 'none'; img-src 'self'; style-src 'self'; script-src 'self'; connect-src 'self'; " +
	"form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

// dashboardRoutes registers the organizer dashboard of package dashboard,
// unless Config.NoDashboard: the sign-in pages (off with
// Config.HostAccounts, whose host signs its users in), and the pages of
// signed-in members, below the prefix. {prefix}/ sends the browser to the
// rooms list.
func (s *Server) dashboardRoutes() {
	if s.cfg.NoDashboard {
		return
	}
	s.routes.Get("/", func(c *fiber.Ctx) error {
		return c.Redirect(s.base+"/rooms", fiber.StatusSeeOther)
	})
	if s.cfg.Prefix == "" {
		s.paths = append(s.paths, "/")
	}
	s.group(strings.TrimSuffix(dashboard.AssetPath, "/")).Get("/:name", s.dashboardAsset)

	if !s.cfg.HostAccounts {
		login := s.group("/login")
		login.Get("", s.dash(s.publicRead()), s.dash(s.signInPage))
		login.Post("", s.dash(s.signIn))
		s.group("/logout").Post("", s.dash(s.signOut))
		forgot := s.group("/forgot-password")
		forgot.Get("", s.dash(s.publicRead()), s.dash(s.forgotPage))
		forgot.Post("", s.dash(s.forgot))
		reset := s.group("/reset-password")
		reset.Get("", s.dash(s.publicRead()), s.dash(s.resetPage))
		reset.Post("", s.dash(s.reset))
		invite := s.group("/invite")
		invite.Get("", s.dash(s.invitePage))
		invite.Post("", s.dash(s.acceptInvite))
	}
	s.dashboardRoomRoutes()
	s.dashboardFeedbackRoutes()
	s.dashboardFormRoutes()
	s.dashboardAccountRoutes()
	s.dashboardWebhookRoutes()
	s.dashboardAdminRoutes()
	s.dashboardGovernanceRoutes()
}

// dash turns a dashboard handler into a route handler: a form post that
// comes from another site is refused first (403 FORBIDDEN), and any error
// is answered with a page (see dashboardError).
func (s *Server) dash(h fiber.Handler) fiber.Handler {
	return func(c *fiber.Ctx) error {
		if c.Method() == fiber.MethodPost && s.crossSite(c) {
			return s.dashboardError(c, feedbackkit.Errorf(feedbackkit.CodeForbidden, "this form was sent from another site"))
		}
		if err := h(c); err != nil {
			return s.dashboardError(c, err)
		}
		return nil
	}
}

// member is dash for the pages of signed-in members: a visitor without a
// session is sent to the sign-in page, which brings them back.
func (s *Server) member(h fiber.Handler) fiber.Handler {
	return s.dash(func(c *fiber.Ctx) error {
		if err := s.authenticate(c); err != nil {
			if feedbackkit.ErrorCode(err) == feedbackkit.CodeInvalidToken && !s.cfg.HostAccounts && c.Method() == fiber.MethodGet {
				return c.Redirect(s.base+"/login?next="+url.QueryEscape(s.publicURI(c)), fiber.StatusSeeOther)
			}
			return err
		}
		return h(c)
	})
}

// publicURI returns the path and query of the request as the browser
// sent them: below the base URL's path, where the routes see it below
// the prefix (a reverse proxy stripped the path).
func (s *Server) publicURI(c *fiber.Ctx) string {
	return s.base + string(c.Request().URI().RequestURI())[len(s.cfg.Prefix):]
}

// crossSite reports whether a request comes from a page of another site:
// its Origin is neither the base URL's origin nor that of its own Host, or
// it has no Origin and its Sec-Fetch-Site is cross-site or same-site.
// Requests with neither header (programs) are not.
func (s *Server) crossSite(c *fiber.Ctx) bool {
	origin := c.Get(fiber.HeaderOrigin)
	if origin == "" {
		site := c.Get("Sec-Fetch-Site")
		return site == "cross-site" || site == "same-site"
	}
	return origin != s.origin() && origin != c.Protocol()+"://"+c.Hostname()
}

// dashboardError answers err with the dashboard's message page, in the
// status of the API's answer to it, with the navigation of the member's
// pages when the request has a member's session (only the role's, when
// the member cannot be read).
func (s *Server) dashboardError(c *fiber.Ctx, err error) error {
	resp := s.errorAnswer(c, err)
	p := dashboard.Page{Base: s.base, HostAccounts: s.cfg.HostAccounts}
	if pr := identity.PrincipalFrom(c.UserContext()); pr != nil {
		if member, perr := s.pageOf(c, "", ""); perr == nil {
			p = member
			p.Notice = "" // a notice is the page's it was meant for
		} else {
			p.User = &dashboard.User{Role: pr.Role}
		}
	}
	p.Title, p.Error = "Something went wrong", s.pageMessage(c, err, filterLabels)
	switch feedbackkit.Code(resp.Error) {
	case feedbackkit.CodeNotFound:
		p.Title = "Not found"
	case feedbackkit.CodeInsufficientRole, feedbackkit.CodeForbidden:
		p.Title = "Not allowed"
	case feedbackkit.CodeInvalidToken:
		p.Title = "Sign in first"
	case feedbackkit.CodeRateLimited:
		p.Title = "Too many attempts"
	}
	return s.sendDashboard(c, resp.Status, "message", p)
}

// filterLabels are the labels of the filters of the inbox, the insights
// and the audit log, by their paths in the API's messages: an error page
// names them so.
var filterLabels = dashboard.Labels{"from": "From", "to": "To", "startDate": "From", "endDate": "To",
	"eventType": "Room", "sentiment": "Sentiment", "tags": "Tags", "search": "Search", "interval": "By",
	"action": "Action", "actorId": "Who"}

// pageMessage returns what a page says of err (dashboard.Message, with
// the labels of the page's fields), and of RATE_LIMITED when to try again,
// in words (dashboard.TooMany), from the Retry-After set on c.
func (s *Server) pageMessage(c *fiber.Ctx, err error, labels dashboard.Labels) string {
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeRateLimited {
		secs, _ := strconv.Atoi(string(c.Response().Header.Peek(fiber.HeaderRetryAfter)))
		return dashboard.TooMany(secs)
	}
	return dashboard.Message(err, labels)
}

// dashboardNotFound reports whether err is the router's 404 to a page a
// browser asked for (GET or HEAD, Accept naming text/html) at a path of the
// Server (below its prefix) outside /api, while the Server has the
// dashboard: the dashboard's page answers it, not the API's JSON.
func (s *Server) dashboardNotFound(c *fiber.Ctx, err error) bool {
	var fe *fiber.Error
	if s.cfg.NoDashboard || !errors.As(err, &fe) || fe.Code != fiber.StatusNotFound ||
		(c.Method() != fiber.MethodGet && c.Method() != fiber.MethodHead) {
		return false
	}
	path := c.Path()
	return (s.cfg.Prefix == "" || below(path, s.cfg.Prefix)) && !below(path, s.cfg.Prefix+"/api") &&
		strings.Contains(c.Get(fiber.HeaderAccept), "text/html")
}

// notFoundPage answers the dashboard's 404 page, with the navigation when
// the browser has a member's session.
func (s *Server) notFoundPage(c *fiber.Ctx) error {
	_ = s.authenticate(c) // a visitor without a session gets the page without navigation
	return s.dashboardError(c, feedbackkit.Errorf(feedbackkit.CodeNotFound, "there is no page at this address"))
}

// sendDashboard answers the template name with data and status, under the
// dashboard's CSP, uncached.
func (s *Server) sendDashboard(c *fiber.Ctx, status int, name string, data any) error {
	var buf bytes.Buffer
	if err := dashboard.Render(&buf, name, data); err != nil {
		return err
	}
	return s.sendHTML(c, status, buf.Bytes(), dashboardCSP)
}

// dashboardAsset answers one of dashboard.Assets, whose names change with
// their content: cached for a year.
func (s *Server) dashboardAsset(c *fiber.Ctx) error {
	for _, a := range dashboard.Assets {
		if a.Name == c.Params("name") {
			c.Set(fiber.HeaderContentType, a.ContentType)
			c.Set(fiber.HeaderCacheControl, "public, max-age=31536000, immutable")
			c.Set(fiber.HeaderXContentTypeOptions, "nosniff")
			return c.Send(a.Body)
		}
	}
	return feedbackkit.NotFound("asset")
}

// pageOf returns the Page of a signed-in member's page.
func (s *Server) pageOf(c *fiber.Ctx, title, section string) (dashboard.Page, error) {
	u, err := s.deps.Identity.CurrentUser(c.UserContext())
	if err != nil {
		return dashboard.Page{}, err
	}
	return dashboard.Page{Title: title, Base: s.base, Section: section,
		User:   &dashboard.User{Name: strings.TrimSpace(u.Name + " " + u.LastName), Email: u.Email, Role: u.Role},
		Notice: dashboard.Notice(c.Query("done")).Text(), APIKeys: s.deps.APIKeys != nil, HostAccounts: s.cfg.HostAccounts,
		Integrations: s.deps.Integrations != nil,
		Governance:   s.deps.Governance != nil, AuditLog: s.deps.Audit != nil}, nil
}

// guestPage returns the Page of a signed-out visitor's page.
func (s *Server) guestPage(title string) dashboard.Page {
	return dashboard.Page{Title: title, Base: s.base}
}

// back redirects to the page the form named in its field back (a path
// below the prefix), else to fallback, with the notice done.
func (s *Server) back(c *fiber.Ctx, form url.Values, fallback string, done dashboard.Notice) error {
	to := form.Get("back")
	if !s.localPath(to) {
		to = s.base + fallback
	}
	return c.Redirect(withNotice(to, done), fiber.StatusSeeOther)
}

// withNotice returns the address to with the code of the notice n in its
// query, before any fragment: the page there shows the notice's text.
func withNotice(to string, n dashboard.Notice) string {
	to, fragment, found := strings.Cut(to, "#")
	sep := "?"
	if strings.Contains(to, "?") {
		sep = "&"
	}
	to += sep + "done=" + url.QueryEscape(string(n))
	if found {
		to += "#" + fragment
	}
	return to
}

// localPath reports whether p is a path of the Server's own (so that a
// redirect there stays on this site). Browsers drop tabs and line breaks
// from an address and read a backslash as a slash, so "/\t/evil.example"
// would lead to another site: a path with any control character or
// backslash is refused, as is one that parses with a scheme or a host.
func (s *Server) localPath(p string) bool {
	if !strings.HasPrefix(p, s.base+"/") || strings.HasPrefix(p, "//") {
		return false
	}
	for i := 0; i < len(p); i++ {
		if b := p[i]; b < 0x20 || b == 0x7f || b == '\\' {
			return false
		}
	}
	u, err := url.Parse(p)
	return err == nil && u.Scheme == "" && u.Host == ""
}

func (s *Server) signInPage(c *fiber.Ctx) error {
	return s.renderSignIn(c, fiber.StatusOK, c.Query("email"), c.Query("next"), dashboard.Notice(c.Query("done")).Text(), "")
}

// renderSignIn answers the sign-in page.
func (s *Server) renderSignIn(c *fiber.Ctx, status int, email, next, notice, problem string) error {
	p := dashboard.SignIn{Page: s.guestPage("Sign in"), Email: email, Next: next}
	p.Notice, p.Error = notice, problem
	if s.deps.IdentityProvider != nil {
		p.IdPURL = s.base + "/api/auth/idp"
	}
	return s.sendDashboard(c, status, "signin", p)
}

// signIn signs in with the form's email and password, under the login
// rate limits of the API, and goes on to next (or the rooms). Over a
// limit, the sign-in page says when to try again, with the email kept.
func (s *Server) signIn(c *fiber.Ctx) error {
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	email, next := strings.TrimSpace(form.Get("email")), form.Get("next")
	err = s.takeLogin(c, email)
	if err == nil {
		var res *identity.LoginResult
		if res, err = s.deps.Identity.Login(c.UserContext(), email, form.Get("password")); err == nil {
			s.setAuthCookie(c, res.Token, res.ExpiresAt)
		}
	}
	switch feedbackkit.ErrorCode(err) {
	case "":
	case feedbackkit.CodeInvalidCredentials, feedbackkit.CodeValidationFailed:
		return s.renderSignIn(c, fiber.StatusUnauthorized, email, next, "", "Wrong email or password.")
	case feedbackkit.CodeRateLimited:
		return s.renderSignIn(c, fiber.StatusTooManyRequests, email, next, "", s.pageMessage(c, err, nil))
	default:
		return err
	}
	if !s.localPath(next) {
		next = s.base + "/rooms"
	}
	return c.Redirect(next, fiber.StatusSeeOther)
}

// takeLogin counts a login (of the API, or the dashboard's sign-in) with
// email against the login rate limits: per client, per client and email,
// and per email.
func (s *Server) takeLogin(c *fiber.Ctx, email string) error {
	limits := s.cfg.RateLimits
	ip := s.limitKey(c)
	if err := s.take(c, "login-ip", ip, limits.LoginIP); err != nil {
		return err
	}
	key := s.accountKey(email)
	if err := s.take(c, "login", ip+" "+key, limits.Login); err != nil {
		return err
	}
	return s.take(c, "login-account", key, limits.LoginAccount)
}

// signOut ends the session of the cookie and shows the sign-in page.
func (s *Server) signOut(c *fiber.Ctx) error {
	if err := s.endSession(c); err != nil {
		return err
	}
	return c.Redirect(withNotice(s.base+"/login", dashboard.NoticeSignedOut), fiber.StatusSeeOther)
}

func (s *Server) forgotPage(c *fiber.Ctx) error {
	return s.sendDashboard(c, fiber.StatusOK, "forgot", dashboard.Forgot{Page: s.guestPage("Forgot your password?")})
}

// forgot sends a reset link, as POST /api/auth/forgot-password does. Over
// the rate limit, the page says when to try again, with the email kept.
func (s *Server) forgot(c *fiber.Ctx) error {
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	p := dashboard.Forgot{Page: s.guestPage("Forgot your password?"), Email: form.Get("email")}
	if err := s.take(c, "forgot-password", s.limitKey(c), s.cfg.RateLimits.ForgotPassword); err != nil {
		if feedbackkit.ErrorCode(err) != feedbackkit.CodeRateLimited {
			return err
		}
		p.Error = s.pageMessage(c, err, nil)
		return s.sendDashboard(c, fiber.StatusTooManyRequests, "forgot", p)
	}
	email, err := identity.NormalizeEmail(form.Get("email"))
	if err != nil {
		p.Error = "This is not an email address."
		return s.sendDashboard(c, fiber.StatusBadRequest, "forgot", p)
	}
	ok, _, err := s.takeUpTo("reset-emails", s.accountKey(email), s.cfg.RateLimits.ResetEmails, nil)
	if err != nil {
		return err
	}
	if ok {
		if err := s.deps.Identity.ForgotPassword(c.UserContext(), email); err != nil {
			return err
		}
	}
	p.Sent = true
	return s.sendDashboard(c, fiber.StatusOK, "forgot", p)
}

func (s *Server) resetPage(c *fiber.Ctx) error {
	return s.sendDashboard(c, fiber.StatusOK, "reset", dashboard.Reset{Page: s.guestPage("Choose a new password"), Token: c.Query("token")})
}

// reset sets the password of a reset link's account.
func (s *Server) reset(c *fiber.Ctx) error {
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	token := form.Get("token")
	err = s.take(c, "reset-password", s.limitKey(c), s.cfg.RateLimits.ResetPassword)
	if err == nil {
		err = s.deps.Identity.ResetPassword(c.UserContext(), token, form.Get("password"))
	}
	if err != nil {
		p := dashboard.Reset{Page: s.guestPage("Choose a new password"), Token: token}
		status := fiber.StatusBadRequest
		switch feedbackkit.ErrorCode(err) {
		case feedbackkit.CodeRateLimited:
			p.Error, status = s.pageMessage(c, err, nil), fiber.StatusTooManyRequests
		case feedbackkit.CodeInvalidResetToken:
			p.Error = "This link has expired or was used already: ask for a new one."
		case feedbackkit.CodeValidationFailed:
			p.Error, p.Invalid = s.pageMessage(c, err, passwordLabels), dashboard.InvalidField(err)
		default:
			return err
		}
		return s.sendDashboard(c, status, "reset", p)
	}
	return c.Redirect(withNotice(s.base+"/login", dashboard.NoticePasswordReset), fiber.StatusSeeOther)
}

func (s *Server) invitePage(c *fiber.Ctx) error {
	return s.renderInvite(c, fiber.StatusOK, c.Query("token"), "", "", nil)
}

// renderInvite answers the page of the invitation of token, under the
// API's rate limit of invitation lookups, with the names typed and the
// refusal problem (nil for none).
func (s *Server) renderInvite(c *fiber.Ctx, status int, token, name, lastName string, problem error) error {
	var message string
	if problem != nil {
		// The lookup below may set another Retry-After.
		message = s.pageMessage(c, problem, inviteLabels)
	}
	if err := s.take(c, "public-invitation", s.limitKey(c), RateLimit{Max: invitationLookupLimit, Window: invitationLookupWindow}); err != nil {
		return err
	}
	inv, err := s.deps.Orgs.FindInvitationByToken(c.UserContext(), token)
	if err != nil {
		if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
			return feedbackkit.Errorf(feedbackkit.CodeNotFound, "this invitation has expired, was cancelled or was accepted already")
		}
		return err
	}
	p := dashboard.Invite{Page: s.guestPage("Join " + inv.Organization.Name), Token: token,
		Email: inv.Email, Organization: inv.Organization.Name, Name: name, LastName: lastName}
	if problem != nil {
		p.Error, p.Invalid = message, dashboard.InvalidField(problem)
	}
	return s.sendDashboard(c, status, "invite", p)
}

// inviteLabels are the labels of the invitation's fields, by their paths
// in the API's messages.
var inviteLabels = dashboard.Labels{"name": "First name", "lastName": "Last name", "password": "Password"}

// passwordLabels are the labels of the fields of the password forms, by
// their paths in the API's messages.
var passwordLabels = dashboard.Labels{"password": "New password", "newPassword": "New password", "currentPassword": "Current password"}

// acceptInvite accepts an invitation and signs the new member in. A
// refusal the visitor can fix, or the rate limit, shows the page again
// with what was typed.
func (s *Server) acceptInvite(c *fiber.Ctx) error {
	form, err := s.formPost(c)
	if err != nil {
		return err
	}
	a := orgs.Acceptance{Token: form.Get("token"), Name: form.Get("name"), LastName: form.Get("lastName"), Password: form.Get("password")}
	err = s.take(c, "accept-invitation", s.limitKey(c), RateLimit{Max: acceptInvitationLimit, Window: acceptInvitationWindow})
	if err == nil {
		var res *identity.LoginResult
		if res, err = s.deps.Orgs.AcceptInvitation(c.UserContext(), a); err == nil {
			s.setAuthCookie(c, res.Token, res.ExpiresAt)
		}
	}
	switch feedbackkit.ErrorCode(err) {
	case "":
	case feedbackkit.CodeValidationFailed, feedbackkit.CodeEmailInUse, feedbackkit.CodeRateLimited:
		return s.renderInvite(c, s.errorAnswer(c, err).Status, a.Token, a.Name, a.LastName, err)
	default:
		return err
	}
	return c.Redirect(withNotice(s.base+"/rooms", dashboard.NoticeWelcome), fiber.StatusSeeOther)
}
