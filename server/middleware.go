package server

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"
	"github.com/gofiber/fiber/v2/middleware/cors"
	"github.com/valyala/fasthttp"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/audit"
	"github.com/feedbackkit/feedbackkit/identity"
)

// AuthCookie is the name of the session cookie.
const AuthCookie = "auth_token"

// HeaderRequestID carries the request id, in requests (honoured when it is a
// short safe token) and in every response.
const HeaderRequestID = "X-Request-ID"

// maxRequestIDLen bounds an incoming request id.
const maxRequestIDLen = 64

// localsKey types the keys this package stores in c.Locals.
type localsKey int

const (
	localRequestID   localsKey = iota // string
	localClientIP                     // string
	localJSONLimit                    // int: Config.JSONBodyLimit, for decodeJSON
	localPanicLogged                  // bool: the panic was logged with its stack
	localAPIKey                       // *keyCaller: the API key of the request (see apiKeyAuth)
	localRespondent                   // bool: a route of respondents answered the request (see respondent)
	localProbe                        // bool: a probe's route answered the request (see probe)
	localUnreadable                   // bool: fasthttp could not read the request (see markUnreadable)
	localFramable                     // bool: the answer is a page that sites may frame (see framable)
)

// group returns the router of the Server's routes below prefix, whose
// requests the Server answers (see serves) and observes like all of its
// requests (see observe).
func (s *Server) group(prefix string) fiber.Router {
	s.paths = append(s.paths, s.cfg.Prefix+prefix)
	return s.routes.Group(prefix)
}

// respondent is the first handler of every route that anonymous
// respondents call: the submissions, the respondent pages and what they
// read. It marks the request so that its access log line leaves the client
// IP out (see Config.LogRespondentIPs). Being part of the route, the mark
// follows the route the router chose, whatever the spelling of the path;
// a request that no route serves (404, 405) is no respondent's. The
// widget's CORS middleware marks the preflights it answers for these
// routes (see widgetCORS).
func respondent(c *fiber.Ctx) error {
	c.Locals(localRespondent, true)
	return c.Next()
}

// framable marks the request as one of a respondent page that sites
// embed, the room's and the form's, whose pages sendPage lets any site
// show in a frame, errors included; every other answer, the privacy page
// too, may not be framed (see setSecurityHeaders).
func framable(c *fiber.Ctx) error {
	c.Locals(localFramable, true)
	return c.Next()
}

// probe is the first handler of the routes that orchestrators and
// Prometheus call over and over (/healthz, /readyz, /metrics): it marks the
// request so that its access log line, when it succeeds, is at debug
// level, lest they drown the log. Like respondent's, the mark follows the
// route, whatever the spelling of the path (letter case, trailing slash,
// prefix).
func probe(c *fiber.Ctx) error {
	c.Locals(localProbe, true)
	return c.Next()
}

// observe gives the request its id and client IP, answers any error the
// rest of the chain returns (so the access log sees the final status), and
// writes one access log line. It is the first middleware of the standalone
// app, which answers every request of the Server, mounted or not (see
// Mount): so every request, whichever route answers it or none, whatever
// the spelling of its path, has one line.
func (s *Server) observe(c *fiber.Ctx) error {
	return s.observed(c, s.nextRecovered)
}

// observed is observe with next running the rest of the chain.
func (s *Server) observed(c *fiber.Ctx, next fiber.Handler) error {
	start := time.Now()
	id := s.ensureRequestID(c)
	s.startSpan(c, id)
	c.SetUserContext(WithRequestID(c.UserContext(), id))
	if s.cfg.RequestTimeout > 0 {
		ctx, cancel := context.WithTimeout(c.UserContext(), s.cfg.RequestTimeout)
		defer cancel()
		c.SetUserContext(ctx)
	}
	c.Locals(localJSONLimit, s.cfg.JSONBodyLimit)
	s.setSecurityHeaders(c)
	ip := s.clientIP(c)
	c.SetUserContext(audit.WithClientIP(c.UserContext(), ip))

	err := identityEncoded(c)
	if err == nil {
		err = next(c)
	}
	if err != nil {
		if herr := s.HandleError(c, err); herr != nil {
			s.log.ErrorContext(c.UserContext(), "writing error response", slog.String("request_id", id), slog.Any("error", herr))
			_ = c.SendStatus(fiber.StatusInternalServerError)
		}
	}

	status := c.Response().StatusCode()
	s.endSpan(c, status, err)
	s.metrics.observe(c, status, time.Since(start), unmatched(err))
	attrs := []slog.Attr{
		slog.String("method", c.Method()),
		slog.String("path", c.Path()),
		slog.Int("status", status),
		slog.Duration("duration", time.Since(start)),
		slog.String("request_id", id),
	}
	if marked, _ := c.Locals(localRespondent).(bool); s.cfg.LogRespondentIPs || !marked {
		attrs = append(attrs, slog.String("client_ip", ip))
	}
	if !c.Response().IsBodyStream() { // reading a stream's body here would hold it all in memory
		attrs = append(attrs, slog.Int("bytes", len(c.Response().Body())))
	}
	if p := identity.PrincipalFrom(c.UserContext()); p != nil {
		attrs = append(attrs, slog.String("user_id", p.UserID))
	}
	if kc := keyCallerOf(c); kc != nil && kc.admitted {
		attrs = append(attrs, slog.String("api_key_id", kc.key.ID))
	}
	level := slog.LevelInfo
	switch {
	case status >= 500:
		level = slog.LevelError
	case status < 400 && c.Locals(localProbe) == true:
		level = slog.LevelDebug // see probe
	}
	s.log.LogAttrs(c.UserContext(), level, "request", attrs...)
	return nil
}

// hstsValue is the Strict-Transport-Security of a Server whose base URL
// is https: a year, without includeSubDomains nor preload, which would
// bind the other hosts of the domain.
const hstsValue = "max-age=31536000"

// setSecurityHeaders sets the headers of every answer of the Server: no
// content sniffing, and no framing by any page, which keeps clicks on the
// unsubscribe page and on anything a member can do from being hijacked.
// The room and form pages, which sites may embed, lift the latter (see
// framable and sendPage). With an https base URL, unless Config.NoHSTS, browsers are
// also told to use https only (Strict-Transport-Security).
func (s *Server) setSecurityHeaders(c *fiber.Ctx) {
	c.Set(fiber.HeaderXContentTypeOptions, "nosniff")
	c.Set(fiber.HeaderXFrameOptions, "DENY")
	c.Set(fiber.HeaderContentSecurityPolicy, "frame-ancestors 'none'")
	if s.secureCookies() && !s.cfg.NoHSTS {
		c.Set(fiber.HeaderStrictTransportSecurity, hstsValue)
	}
}

// unmatched reports whether err is the router's answer to a request that
// no route matched (404) or whose method no route of its path has (405).
func unmatched(err error) bool {
	var fe *fiber.Error
	return errors.As(err, &fe) && (fe.Code == fiber.StatusNotFound || fe.Code == fiber.StatusMethodNotAllowed)
}

// KnownMethods wraps next, a handler that serves s (the standalone app's;
// that of a host's Fiber app s is mounted on, served by other means than
// the host's own server, as app.App.Handler serves it), so that a
// request whose method Fiber's router does not know (BREW, PROPFIND, get),
// which the router would answer a bare 400 "Invalid http method" before
// any middleware, is answered like every other request of the Server
// (request id, security headers, access log, metrics): 405
// METHOD_NOT_ALLOWED in the API's error shape. Every request next gets
// has a method the router knows.
func (s *Server) KnownMethods(next fasthttp.RequestHandler) fasthttp.RequestHandler {
	return func(fctx *fasthttp.RequestCtx) {
		if knownMethod(string(fctx.Method())) {
			next(fctx)
			return
		}
		c := s.app.AcquireCtx(fctx)
		defer s.app.ReleaseCtx(c)
		_ = s.observed(c, func(*fiber.Ctx) error { return fiber.ErrMethodNotAllowed })
	}
}

// knownMethod reports whether Fiber's router knows the method (it is
// case-sensitive).
func knownMethod(method string) bool {
	return slices.Contains(fiber.DefaultMethods, method)
}

// methodLabel is the method of c as metrics and traces record it: any
// method the router does not know is "_OTHER" (OpenTelemetry's spelling),
// so that clients cannot make up labels without bound.
func methodLabel(c *fiber.Ctx) string {
	if m := c.Method(); knownMethod(m) {
		return m
	}
	return "_OTHER"
}

// identityEncoded refuses, with 415 UNSUPPORTED_MEDIA_TYPE, a request
// whose body is declared compressed: one with a Content-Encoding other
// than identity. It runs before anything reads the body. Nothing of the
// Server inflates a request body (handlers read the bytes received,
// c.Request().Body(), never Fiber's c.Body(), which would inflate gzip,
// deflate or brotli without bound before the size limits apply), so such
// a body could only be misread.
func identityEncoded(c *fiber.Ctx) error {
	for _, v := range c.Request().Header.PeekAll(fiber.HeaderContentEncoding) {
		for coding := range strings.SplitSeq(string(v), ",") {
			if coding = strings.TrimSpace(coding); coding != "" && !strings.EqualFold(coding, "identity") {
				return feedbackkit.Errorf(feedbackkit.CodeUnsupportedMediaType, "compressed request bodies are not accepted: send the body without Content-Encoding")
			}
		}
	}
	return nil
}

// nextRecovered runs the rest of the chain, turning a panic into an
// internal error whose stack is logged; the request is then answered 500
// INTERNAL without detail.
func (s *Server) nextRecovered(c *fiber.Ctx) (err error) {
	defer func() {
		if v := recover(); v != nil {
			s.logPanic(c, v)
			err = fmt.Errorf("panic: %v", v)
		}
	}()
	return c.Next()
}

// logPanic logs a recovered panic with its stack.
func (s *Server) logPanic(c *fiber.Ctx, v any) {
	c.Locals(localPanicLogged, true)
	s.log.ErrorContext(c.UserContext(), "panic",
		slog.String("request_id", s.ensureRequestID(c)),
		slog.String("method", c.Method()),
		slog.String("path", c.Path()),
		slog.String("panic", fmt.Sprint(v)),
		slog.String("stack", string(debug.Stack())))
}

// ensureRequestID returns the request id of c, assigning it on first use:
// the incoming X-Request-ID when it is a short safe token, else a random
// one. The id is echoed in the X-Request-ID response header.
func (s *Server) ensureRequestID(c *fiber.Ctx) string {
	if id, ok := c.Locals(localRequestID).(string); ok && id != "" {
		return id
	}
	id := c.Get(HeaderRequestID)
	if !validRequestID(id) {
		id = rand.Text()
	}
	c.Locals(localRequestID, id)
	c.Set(HeaderRequestID, id)
	return id
}

// requestID returns the request id of c, or "" outside the middleware.
func requestID(c *fiber.Ctx) string {
	id, _ := c.Locals(localRequestID).(string)
	return id
}

// validRequestID reports whether id is 1 to 64 characters of [A-Za-z0-9._:-].
func validRequestID(id string) bool {
	if id == "" || len(id) > maxRequestIDLen {
		return false
	}
	for i := 0; i < len(id); i++ {
		b := id[i]
		switch {
		case b >= 'a' && b <= 'z', b >= 'A' && b <= 'Z', b >= '0' && b <= '9':
		case b == '-', b == '_', b == '.', b == ':':
		default:
			return false
		}
	}
	return true
}

// Authenticator tells who the caller of a request is. CookieAuth, the
// default, verifies feedbackkit's session cookie; HostAuth gives the users
// of a host program that authenticates them itself accounts and roles,
// and is the way for such a host. Any other Authenticator must return
// principals of existing accounts: the Server checks that the principal's
// user is a member of its organization (one read per request) and answers
// 401 INVALID_TOKEN otherwise.
type Authenticator interface {
	// Authenticate returns the principal of the request c, or a
	// *feedbackkit.Error INVALID_TOKEN when the caller is not recognized
	// (missing, malformed, expired or revoked credentials). Another
	// *feedbackkit.Error is answered as such, anything else as an
	// internal error.
	Authenticate(c *fiber.Ctx) (*identity.Principal, error)
}

// AuthenticatorFunc adapts a function to Authenticator.
type AuthenticatorFunc func(c *fiber.Ctx) (*identity.Principal, error)

// Authenticate calls f(c).
func (f AuthenticatorFunc) Authenticate(c *fiber.Ctx) (*identity.Principal, error) { return f(c) }

// Sessions verifies session tokens. *identity.Service implements it.
type Sessions interface {
	// Authenticate returns the principal of token, or a *feedbackkit.Error
	// INVALID_TOKEN for any missing, malformed, expired or revoked token.
	Authenticate(ctx context.Context, token string) (*identity.Principal, error)
}

// CookieAuth is the Authenticator of the auth_token cookie (from a
// browser, or a "Cookie: auth_token=..." header server-to-server), whose
// token sessions verify. A missing cookie is INVALID_TOKEN, and so is any
// request with an Authorization header: it is judged by that header
// alone, its cookie ignored.
func CookieAuth(sessions Sessions) Authenticator {
	return cookieAuth{sessions}
}

type cookieAuth struct{ sessions Sessions }

func (a cookieAuth) Authenticate(c *fiber.Ctx) (*identity.Principal, error) {
	token := c.Cookies(AuthCookie)
	if token == "" || c.Get(headerAuthorization) != "" {
		return nil, feedbackkit.Errorf(feedbackkit.CodeInvalidToken, "authentication required")
	}
	return a.sessions.Authenticate(c.UserContext(), token)
}

// verifiesAccounts marks cookieAuth as an accountsVerifier: a session
// stands for an account of its organization.
func (cookieAuth) verifiesAccounts() {}

// Authenticate is middleware that admits a request whose caller the
// Server's Authenticator recognizes and puts the principal in
// c.UserContext(), where identity.PrincipalFrom finds it and every Service
// sees it. Any other request is answered 401 INVALID_TOKEN in the API's
// error shape, and a state-changing one that a page of another origin
// sent with the browser's credentials 403 FORBIDDEN_ORIGIN (see
// RefuseCrossSite). A request with an API key is the key's creator's on
// the routes of /api that let keys use them (see keyScope) and 403
// INSUFFICIENT_SCOPE on the other routes of /api. A host program puts it in
// front of its own routes to see the caller and its organization (their
// answers get Cache-Control: no-store unless they set their own); there
// no API key is read: the Authorization header goes to the Authenticator
// like any other, and CookieAuth answers it 401 INVALID_TOKEN.
func (s *Server) Authenticate(c *fiber.Ctx) error {
	if err := s.authenticate(c); err != nil {
		return s.HandleError(c, err)
	}
	return c.Next()
}

// authenticate puts the principal of c's caller in c.UserContext(), and
// marks the answer Cache-Control: no-store: an answer to a caller (their
// data, a key's or a webhook's secret) must stay out of every cache, the
// browser's and the proxies'. A handler whose answer may be cached sets
// its own Cache-Control, which replaces this one.
func (s *Server) authenticate(c *fiber.Ctx) error {
	if err := s.identify(c); err != nil {
		return err
	}
	c.Set(fiber.HeaderCacheControl, "no-store")
	return nil
}

// identify puts the principal of c's caller in c.UserContext().
func (s *Server) identify(c *fiber.Ctx) error {
	if kc := keyCallerOf(c); kc != nil {
		if !kc.admitted {
			return errKeyRefused()
		}
		if c.Get(HeaderOrganization) != "" {
			return feedbackkit.Errorf(feedbackkit.CodeInsufficientScope, "API keys cannot act in another organization")
		}
		return nil // keyScope put the key's principal in the context
	}
	if s.auth == nil {
		return errors.New("server: no Authenticator (Deps.Auth and Deps.Identity are nil)")
	}
	if s.sendsBrowserCredentials(c) {
		if err := s.checkCrossSite(c); err != nil {
			return err
		}
	}
	p, err := s.auth.Authenticate(c)
	if err != nil {
		return err
	}
	switch {
	case p == nil:
		return errors.New("server: Authenticator returned no principal and no error")
	case p.UserID == "" || p.OrgID == "" || !p.Role.Valid():
		return fmt.Errorf("server: Authenticator returned an incomplete principal (user %q, organization %q, role %q)", p.UserID, p.OrgID, p.Role)
	}
	if _, verified := s.auth.(accountsVerifier); !verified && s.deps.Identity != nil {
		if err := checkAccount(c.UserContext(), s.deps.Identity, p); err != nil {
			return err
		}
	}
	if sub := c.Get(HeaderOrganization); sub != "" {
		if p, err = s.actInOrganization(c, p, sub); err != nil {
			return err
		}
	}
	c.SetUserContext(identity.WithPrincipal(c.UserContext(), p))
	return nil
}

// RequireRole returns middleware that admits an authenticated principal
// whose role is at least min: 403 INSUFFICIENT_ROLE for a lower role, 401
// INVALID_TOKEN when no principal. Use it after Authenticate.
func (s *Server) RequireRole(min feedbackkit.Role) fiber.Handler {
	return func(c *fiber.Ctx) error {
		if _, err := identity.RequireRole(c.UserContext(), min); err != nil {
			return s.HandleError(c, err)
		}
		return c.Next()
	}
}

// widgetCORS opens the routes it guards to any origin, without credentials
// (the widget endpoints only), with the Idempotency-Key header, and shows
// the widget the Retry-After and Idempotent-Replayed of the answers.
// Register it with Use on a path prefix, e.g. api.Use("/widget",
// widgetCORS()), so that it also answers the OPTIONS preflight, which no
// route of its own matches: it marks the preflight as a respondent's
// request (see respondent), the routes it guards being respondents'.
func widgetCORS() fiber.Handler {
	h := cors.New(cors.Config{
		AllowOrigins:     "*",
		AllowMethods:     "GET,HEAD,POST",
		AllowHeaders:     "Content-Type, " + HeaderIdempotencyKey,
		ExposeHeaders:    "Retry-After, " + HeaderIdempotentReplayed,
		AllowCredentials: false,
		MaxAge:           600,
	})
	return func(c *fiber.Ctx) error {
		if c.Method() == fiber.MethodOptions {
			c.Locals(localRespondent, true)
		}
		return h(c)
	}
}
