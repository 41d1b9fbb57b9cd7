package server

import (
	"crypto/rand"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"
	"time"

	"github.com/gofiber/fiber/v2"
	"github.com/gofiber/fiber/v2/middleware/cors"
	"github.com/gofiber/fiber/v2/middleware/recover"

	"github.com/feedbackkit/feedbackkit"
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
)

// middleware registers what runs before every route: request ids, access
// logs, error answers, client IPs and panic recovery.
func (s *Server) middleware() {
	s.app.Use(s.observe)
	s.app.Use(recover.New(recover.Config{
		EnableStackTrace:  true,
		StackTraceHandler: s.logPanic,
	}))
}

// observe gives the request its id and client IP, answers any error the
// rest of the chain returns (so the access log sees the final status), and
// writes one access log line.
func (s *Server) observe(c *fiber.Ctx) error {
	start := time.Now()
	id := s.ensureRequestID(c)
	c.Locals(localJSONLimit, s.cfg.JSONBodyLimit)
	ip := s.clientIP(c)

	if err := c.Next(); err != nil {
		if herr := s.handleError(c, err); herr != nil {
			s.log.Error("writing error response", slog.String("request_id", id), slog.Any("error", herr))
			_ = c.SendStatus(fiber.StatusInternalServerError)
		}
	}

	status := c.Response().StatusCode()
	attrs := []slog.Attr{
		slog.String("method", c.Method()),
		slog.String("path", c.Path()),
		slog.Int("status", status),
		slog.Duration("duration", time.Since(start)),
		slog.String("request_id", id),
		slog.String("client_ip", ip),
		slog.Int("bytes", len(c.Response().Body())),
	}
	if p := identity.PrincipalFrom(c.UserContext()); p != nil {
		attrs = append(attrs, slog.String("user_id", p.UserID))
	}
	level := slog.LevelInfo
	switch {
	case status >= 500:
		level = slog.LevelError
	case status < 400 && (c.Path() == "/healthz" || c.Path() == "/readyz"):
		level = slog.LevelDebug // probes would drown the log
	}
	s.log.LogAttrs(c.UserContext(), level, "request", attrs...)
	return nil
}

// logPanic logs a recovered panic with its stack; the request is then
// answered 500 INTERNAL without detail.
func (s *Server) logPanic(c *fiber.Ctx, v any) {
	c.Locals(localPanicLogged, true)
	s.log.Error("panic",
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

// authenticated admits a request whose auth_token cookie (from a browser,
// or a "Cookie: auth_token=..." header server-to-server) Deps.Auth accepts,
// and puts the principal in c.UserContext() (identity.PrincipalFrom). A
// missing cookie gives 401 INVALID_TOKEN, and so does any token the
// Authenticator rejects.
func (s *Server) authenticated(c *fiber.Ctx) error {
	token := c.Cookies(AuthCookie)
	if token == "" {
		return feedbackkit.Errorf(feedbackkit.CodeInvalidToken, "authentication required")
	}
	if s.deps.Auth == nil {
		return errors.New("server: Deps.Auth is nil")
	}
	p, err := s.deps.Auth.Authenticate(c.UserContext(), token)
	if err != nil {
		return err
	}
	if p == nil {
		return errors.New("server: Authenticator returned no principal and no error")
	}
	c.SetUserContext(identity.WithPrincipal(c.UserContext(), p))
	return c.Next()
}

// requireRole admits an authenticated principal whose role is at least min
// (403 INSUFFICIENT_ROLE otherwise; 401 INVALID_TOKEN when no principal).
// Use it after authenticated.
func (s *Server) requireRole(min feedbackkit.Role) fiber.Handler {
	return func(c *fiber.Ctx) error {
		if _, err := identity.RequireRole(c.UserContext(), min); err != nil {
			return err
		}
		return c.Next()
	}
}

// widgetCORS opens the routes it guards to any origin, without credentials
// (the widget endpoints only). Register it with Use on a path prefix, e.g.
// api.Use("/widget", widgetCORS()), so that it also answers the OPTIONS
// preflight, which no route of its own matches.
func widgetCORS() fiber.Handler {
	return cors.New(cors.Config{
		AllowOrigins:     "*",
		AllowMethods:     "GET,HEAD,POST",
		AllowHeaders:     "Content-Type",
		AllowCredentials: false,
		MaxAge:           600,
	})
}
