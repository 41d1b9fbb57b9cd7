package server

import (
	"bytes"
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/url"
	"strconv"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/forms"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/pages"
)

// pageRoutes registers the respondent pages of package pages, a room's
// {base_url}/r/{instructorId}/{room} and a form's {base_url}/f/{slug}, and
// the widget's script {base_url}/widget.js, unless Config.NoPages. A page's
// form posts to its own address; the handlers call the Services the JSON
// API calls, under the same rate limits (a client IP has one budget for
// the page and the API).
func (s *Server) pageRoutes() {
	if s.cfg.NoPages {
		return
	}
	room := s.group("/r")
	room.Get("/:instructorId/:eventName", respondent, framable, s.pageRead(), s.roomPage)
	room.Post("/:instructorId/:eventName", respondent, framable, s.idempotent(idempotentRoute{name: "room-page", resend: s.resendRoomPage,
		describe: s.pageSubmission(func(c *fiber.Ctx) string { return c.Params("instructorId") + "\x00" + c.Params("eventName") })}),
		s.submitRoomPage)
	form := s.group("/f")
	form.Get("/:slug", respondent, framable, s.pageRead(), s.formPage)
	form.Post("/:slug", respondent, framable, s.idempotent(idempotentRoute{name: "form-page", resend: s.resendFormPage,
		describe: s.pageSubmission(func(c *fiber.Ctx) string { return c.Params("slug") })}),
		s.submitFormPage)
	s.group("/widget.js").Get("", respondent, s.widgetScript)
	if s.deps.Governance != nil {
		s.group("/privacy").Get("/:subdomain", respondent, s.pageRead(), s.privacyPage)
	}
}

// pageRead is publicRead for the respondent pages: above the limit, the
// answer is a page (pageError), with Retry-After. It counts the request
// only: the route's own errors are its own to answer.
func (s *Server) pageRead() fiber.Handler {
	return func(c *fiber.Ctx) error {
		if err := s.take(c, publicReadLimit, s.limitKey(c), s.cfg.RateLimits.PublicRead); err != nil {
			return s.pageError(c, err)
		}
		return c.Next()
	}
}

// sentQuery is the query parameter of a page's thank-you state, where a
// successful post redirects (so that reloading it sends nothing again).
const sentQuery = "sent"

// locale returns the words of the request's language.
func locale(c *fiber.Ctx) *pages.Strings { return pages.Locale(c.Get(fiber.HeaderAcceptLanguage)) }

// page returns what every page of the organization of b shows.
func (s *Server) page(c *fiber.Ctx, b *orgs.Branding) pages.Page {
	return pages.Page{T: locale(c), Brand: pages.Brand{
		Name:    b.Organization.Name,
		LogoURL: s.uploadURL(b.Logo),
		Color:   b.FeedbackCustomization.PrimaryColor,
	}, IdempotencyKey: rand.Text()}
}

// sendPage answers p with status, as HTML that loads nothing but images of
// the service and runs nothing but the pages' own script, and that no cache
// keeps (pages change with the room or form). Any site may embed it in a
// frame if the route is framable (the room and form pages, the only
// answers of the Server that may be framed); any other page, such as the
// privacy page and its errors, keeps X-Frame-Options: DENY and gets
// frame-ancestors 'none'.
func (s *Server) sendPage(c *fiber.Ctx, status int, p interface{ Render(io.Writer) error }) error {
	var buf bytes.Buffer
	if err := p.Render(&buf); err != nil {
		return err
	}
	c.Set(fiber.HeaderReferrerPolicy, "no-referrer")
	if framed, _ := c.Locals(localFramable).(bool); framed {
		c.Response().Header.Del(fiber.HeaderXFrameOptions)
		return s.sendHTML(c, status, buf.Bytes(), s.pageCSP())
	}
	return s.sendHTML(c, status, buf.Bytes(), s.unframedPageCSP())
}

// pageCSP is the Content-Security-Policy of the respondent pages: images
// of the service, the pages' inline style and their one hashed script.
func (s *Server) pageCSP() string {
	return "default-src 'none'; img-src 'self' " + s.origin() +
		"; style-src 'unsafe-inline'; script-src " + pages.ScriptHash + "; connect-src 'self'; form-action 'self'; base-uri 'none'"
}

// unframedPageCSP is pageCSP for a page that no site may frame.
func (s *Server) unframedPageCSP() string { return s.pageCSP() + "; frame-ancestors 'none'" }

// sendHTML answers the HTML page body with status, under the
// Content-Security-Policy csp, uncached.
func (s *Server) sendHTML(c *fiber.Ctx, status int, body []byte, csp string) error {
	c.Set(fiber.HeaderContentType, fiber.MIMETextHTMLCharsetUTF8)
	c.Set(fiber.HeaderContentSecurityPolicy, csp)
	c.Set(fiber.HeaderCacheControl, "no-store")
	return c.Status(status).Send(body)
}

// challengeURL is the path of GET /api/public/challenge, for the pages'
// script (same origin).
func (s *Server) challengeURL() string { return s.base + "/api/public/challenge" }

// origin returns the scheme and host of the base URL, where uploaded
// images are served.
func (s *Server) origin() string {
	u, _ := url.Parse(s.cfg.BaseURL) // checked by New
	return u.Scheme + "://" + u.Host
}

// pageError answers err with a page that says what went wrong, in the
// status of the API's answer to it (see errorAnswer).
func (s *Server) pageError(c *fiber.Ctx, err error) error {
	t := locale(c)
	resp := s.errorAnswer(c, err)
	p := &pages.MessagePage{Page: pages.Page{T: t}, Heading: t.ErrorTitle, Body: t.ErrorBody}
	switch feedbackkit.Code(resp.Error) {
	case feedbackkit.CodeNotFound:
		p.Heading, p.Body = t.NotFoundTitle, t.NotFoundBody
	case feedbackkit.CodeRateLimited:
		secs, _ := strconv.Atoi(string(c.Response().Header.Peek(fiber.HeaderRetryAfter)))
		p.Heading, p.Body = t.BusyTitle, fmt.Sprintf(t.BusyBody, max(1, (secs+59)/60))
	}
	return s.sendPage(c, resp.Status, p)
}

// formPost returns the fields of a page's form post: a body of
// application/x-www-form-urlencoded (else 415 UNSUPPORTED_MEDIA_TYPE) of at
// most Config.JSONBodyLimit bytes (else 413 PAYLOAD_TOO_LARGE).
func (s *Server) formPost(c *fiber.Ctx) (url.Values, error) {
	if mt, _, err := mime.ParseMediaType(c.Get(fiber.HeaderContentType)); err != nil || mt != fiber.MIMEApplicationForm {
		return nil, feedbackkit.Errorf(feedbackkit.CodeUnsupportedMediaType, "the body must be %s", fiber.MIMEApplicationForm)
	}
	if len(c.Request().Body()) > s.cfg.JSONBodyLimit {
		return nil, feedbackkit.Errorf(feedbackkit.CodePayloadTooLarge, "request body too large")
	}
	v, err := url.ParseQuery(string(c.Request().Body()))
	if err != nil {
		return nil, feedbackkit.Errorf(feedbackkit.CodeValidationFailed, "the body is not a valid form post")
	}
	return v, nil
}

// limitPost counts a page's post against the limit l of name, as the
// API's submissions count (same name, same client IP key, the same raised
// limit for a target that requires a proof of work). Within the limit it
// returns ""; above it, it sets Retry-After on c and returns the page's
// message saying when to come back. The error is 503 UNAVAILABLE when the
// shared counters did not count the post in time (takeUpTo).
func (s *Server) limitPost(c *fiber.Ctx, name string, l RateLimit, target submissionTarget) (string, error) {
	ok, retry, err := s.takeSubmission(c, name, l, target)
	if ok || err != nil {
		return "", err
	}
	secs := setRetryAfter(c, retry)
	return fmt.Sprintf(locale(c).LimitedBody, (secs+59)/60), nil
}

func (s *Server) roomPage(c *fiber.Ctx) error {
	return s.renderRoom(c, fiber.StatusOK, pages.RoomInput{}, "", false)
}

// renderRoom answers the page of the room of the path with status, the
// respondent's input in and the problem with it ("" for none), which
// ofText ties to the text box.
func (s *Server) renderRoom(c *fiber.Ctx, status int, in pages.RoomInput, problem string, ofText bool) error {
	r, err := s.publicRoomOf(c)
	if err != nil {
		return s.pageError(c, err)
	}
	b, err := s.deps.Orgs.Branding(c.UserContext(), r.OrgID)
	if err != nil {
		return s.pageError(c, err)
	}
	fc := b.FeedbackCustomization
	page := s.page(c, b)
	if page.Privacy, err = s.privacy(c.UserContext(), r.OrgID, false); err != nil {
		return s.pageError(c, err)
	}
	page.Brand.Color = r.FeedbackCustomization.Color(fc.PrimaryColor)
	if r.RequireChallenge {
		page.ChallengeURL = s.challengeURL()
	}
	p := pages.NewRoomPage(page, r, fc.PlaceholderText, fc.SubmitButtonText, in)
	if c.Query(sentQuery) != "" {
		p.State = pages.Sent
	}
	p.Error, p.TextProblem = problem, ofText
	return s.sendPage(c, status, p)
}

// submitRoomPage submits the room page's form post as POST
// /api/feedback/submit does, and redirects to the thank-you state, or
// answers the page again with what went wrong.
func (s *Server) submitRoomPage(c *fiber.Ctx) error {
	values, err := s.formPost(c)
	if err != nil {
		return s.pageError(c, err)
	}
	in := pages.ParseRoomInput(values)
	limited, err := s.limitPost(c, "submit", s.cfg.RateLimits.Submit, s.pageRoomTarget)
	if err != nil {
		return s.pageError(c, err)
	}
	if limited != "" {
		return s.renderRoom(c, fiber.StatusTooManyRequests, in, limited, false)
	}
	instructorID, name, err := publicRoomParams(c)
	if err != nil {
		return s.pageError(c, err)
	}
	sub := in.Submission(instructorID, name)
	sub.ID = reservedID(c)
	sub.Solution = values.Get(challengeField)
	submit := s.deps.Feedback.Submit
	if values.Get(pages.FieldHoneypot) != "" {
		submit = s.deps.Feedback.Trap // a program's: answered alike, kept nowhere
	}
	_, err = submit(c.UserContext(), sub)
	switch feedbackkit.ErrorCode(err) {
	case "":
		return c.Redirect("?"+sentQuery+"=1", fiber.StatusSeeOther)
	case feedbackkit.CodeValidationFailed:
		var fe *feedbackkit.Error
		errors.As(err, &fe)
		problem, ofText := in.Problem(locale(c), fe.Details)
		return s.renderRoom(c, fiber.StatusBadRequest, in, problem, ofText)
	case feedbackkit.CodeChallengeFailed:
		return s.renderRoom(c, fiber.StatusBadRequest, in, locale(c).ChallengeBody, false)
	case feedbackkit.CodeRoomInactive:
		return s.renderRoom(c, fiber.StatusForbidden, in, "", false)
	}
	return s.pageError(c, err)
}

// resendRoomPage answers the room page again with the post's input and
// problem (idempotentRoute.resend), as 422.
func (s *Server) resendRoomPage(c *fiber.Ctx, problem string) error {
	values, err := s.formPost(c)
	if err != nil {
		return s.pageError(c, err)
	}
	return s.renderRoom(c, fiber.StatusUnprocessableEntity, pages.ParseRoomInput(values), problem, false)
}

func (s *Server) formPage(c *fiber.Ctx) error {
	f, err := s.deps.Forms.PublicForm(c.UserContext(), c.Params("slug"))
	if err != nil {
		return s.pageError(c, err)
	}
	return s.renderForm(c, fiber.StatusOK, f, nil, nil, "")
}

// renderForm answers the page of f with status, the respondent's input in
// and what was wrong with it: the Service's details about each answer and
// a problem with the whole ("" for none).
func (s *Server) renderForm(c *fiber.Ctx, status int, f *forms.Form, in url.Values, details []feedbackkit.FieldError, problem string) error {
	b, err := s.deps.Orgs.Branding(c.UserContext(), f.OrgID)
	if err != nil {
		return s.pageError(c, err)
	}
	page := s.page(c, b)
	if page.Privacy, err = s.privacy(c.UserContext(), f.OrgID, true); err != nil {
		return s.pageError(c, err)
	}
	if f.RequireChallenge {
		page.ChallengeURL = s.challengeURL()
	}
	p := pages.NewFormPage(page, f, s.now(), s.uploadURL, in, details)
	if c.Query(sentQuery) != "" {
		p.State = pages.Sent
	}
	if problem != "" {
		p.Error = problem
	}
	return s.sendPage(c, status, p)
}

// submitFormPage submits the form page's form post as POST
// /api/forms/public/:slug/submit does, and redirects to the thank-you
// state, or answers the page again with the problems of each answer.
func (s *Server) submitFormPage(c *fiber.Ctx) error {
	values, err := s.formPost(c)
	if err != nil {
		return s.pageError(c, err)
	}
	limited, err := s.limitPost(c, "form-submit", s.cfg.RateLimits.FormSubmit, s.formTarget)
	if err != nil {
		return s.pageError(c, err)
	}
	f, err := s.deps.Forms.PublicForm(c.UserContext(), c.Params("slug"))
	if err != nil {
		return s.pageError(c, err)
	}
	if limited != "" {
		return s.renderForm(c, fiber.StatusTooManyRequests, f, values, nil, limited)
	}
	submit := func(ctx context.Context, id, slug, solution string, answers []forms.Answer) error {
		_, err := s.deps.Forms.SubmitWithID(ctx, id, slug, solution, answers)
		return err
	}
	if values.Get(pages.FieldHoneypot) != "" {
		submit = s.deps.Forms.Trap // a program's: answered alike, kept nowhere
	}
	err = submit(c.UserContext(), reservedID(c), f.Slug, values.Get(challengeField), pages.ParseFormAnswers(f, values))
	switch feedbackkit.ErrorCode(err) {
	case "":
		return c.Redirect("?"+sentQuery+"=1", fiber.StatusSeeOther)
	case feedbackkit.CodeValidationFailed:
		var fe *feedbackkit.Error
		errors.As(err, &fe)
		return s.renderForm(c, fiber.StatusBadRequest, f, values, fe.Details, "")
	case feedbackkit.CodeChallengeFailed:
		return s.renderForm(c, fiber.StatusBadRequest, f, values, nil, locale(c).ChallengeBody)
	case feedbackkit.CodeFormInactive:
		f.Active = false
		return s.renderForm(c, fiber.StatusForbidden, f, values, nil, "")
	case feedbackkit.CodeFormClosed:
		if !f.Closed(s.now()) { // the quota was reached since f was read
			return s.renderForm(c, fiber.StatusForbidden, f, values, nil, locale(c).FormEndedBody)
		}
		return s.renderForm(c, fiber.StatusForbidden, f, values, nil, "")
	}
	return s.pageError(c, err)
}

// resendFormPage answers the form page again with the post's answers and
// problem (idempotentRoute.resend), as 422.
func (s *Server) resendFormPage(c *fiber.Ctx, problem string) error {
	values, err := s.formPost(c)
	if err != nil {
		return s.pageError(c, err)
	}
	f, err := s.deps.Forms.PublicForm(c.UserContext(), c.Params("slug"))
	if err != nil {
		return s.pageError(c, err)
	}
	return s.renderForm(c, fiber.StatusUnprocessableEntity, f, values, nil, problem)
}

// widgetScript answers the widget's script (pages.WidgetScript) in the
// request's language, in the colour of the query parameter color (RRGGBB,
// without '#'; the default colour otherwise).
func (s *Server) widgetScript(c *fiber.Ctx) error {
	c.Set(fiber.HeaderContentType, "text/javascript; charset=utf-8")
	c.Set(fiber.HeaderCacheControl, "public, max-age=3600")
	c.Set(fiber.HeaderVary, fiber.HeaderAcceptLanguage)
	return c.Send(pages.WidgetScript(locale(c), pages.NewTheme("#"+c.Query("color"))))
}
