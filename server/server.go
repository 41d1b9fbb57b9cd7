// Package server serves the feedbackkit services over HTTP with Fiber: the
// /api surface of the service interface, the health endpoints, and the
// middleware they share (request ids, access logs, errors, panics, client
// IPs, rate limits, authentication). It holds no SQL: every decision is the
// domain services'.
//
// A Server owns its *fiber.App; a host program can serve it directly
// (Listen, Shutdown) or mount it under its own app: host.Mount("/", s.App()).
package server

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"net/netip"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/gofiber/fiber/v2"
	"gocloud.dev/blob"

	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// Defaults of Config.
const (
	DefaultBaseURL         = "http://localhost:8080"
	DefaultJSONBodyLimit   = 1 << 20           // 1 MiB
	DefaultUploadBodyLimit = 5<<20 + 64<<10    // 5 MiB file + 64 KiB multipart overhead
	readyzTimeout          = 2 * time.Second   // how long /readyz waits for the database
	readTimeout            = 60 * time.Second  // whole request, body included
	idleTimeout            = 120 * time.Second // keep-alive connections
	readBufferSize         = 16 << 10          // request line + headers (cookies)
)

// Config configures a Server. Zero values get defaults.
type Config struct {
	// BaseURL is the public URL of the service, used in links. An https URL
	// makes cookies Secure. Default DefaultBaseURL.
	BaseURL string
	// TrustedProxies lists the IPs and CIDRs of the reverse proxies in
	// front of the service. Only when the direct peer is one of them is the
	// client IP taken from X-Forwarded-For.
	TrustedProxies []string
	// Logger receives access logs and internal errors. Nil discards.
	Logger *slog.Logger
	// RateLimitStorage holds rate-limit counters; share one (Redis, see
	// NewRedisStorage) between instances to share their limits. Nil keeps
	// them in the memory of this Server.
	RateLimitStorage fiber.Storage
	// JSONBodyLimit is the largest JSON body accepted, in bytes. Default
	// DefaultJSONBodyLimit. Larger bodies get 413 PAYLOAD_TOO_LARGE.
	JSONBodyLimit int
	// UploadBodyLimit is the largest request accepted at all, in bytes (it
	// bounds uploads). Default DefaultUploadBodyLimit. Larger requests get
	// 413 PAYLOAD_TOO_LARGE.
	UploadBodyLimit int
	// Now is the clock. Default time.Now.
	Now func() time.Time
}

// Authenticator turns a session token into a principal. *identity.Service
// implements it.
type Authenticator interface {
	// Authenticate returns the principal of token, or a *feedbackkit.Error
	// INVALID_TOKEN for any missing, malformed, expired or revoked token.
	Authenticate(ctx context.Context, token string) (*identity.Principal, error)
}

// Pinger answers readiness: the *sql.DB or *bun.DB of the service.
type Pinger interface {
	PingContext(ctx context.Context) error
}

// Deps are the services a Server serves.
type Deps struct {
	// DB answers GET /readyz. Nil: always ready.
	DB Pinger
	// Auth authenticates the auth_token cookie of protected endpoints.
	Auth Authenticator

	// ---- Domain services: add their fields below this line. ----

	// Identity serves login, sessions and the current user.
	Identity *identity.Service
	// Orgs serves organizations.
	Orgs *orgs.Service
	// Uploads holds uploaded files, served at GET /uploads/{key}.
	Uploads *blob.Bucket
	// Rooms serves rooms (section 4.3) and public room pages.
	Rooms *rooms.Service
	// Feedback serves feedback items (section 4.2) and widget submissions.
	Feedback *feedback.Service
}

// Server serves the feedbackkit API over HTTP. Create it with New.
type Server struct {
	app  *fiber.App
	cfg  Config
	deps Deps
	log  *slog.Logger

	trusted []netip.Prefix // parsed Config.TrustedProxies
	limits  fiber.Storage  // rate-limit counters, shared by every limiter of this Server

	mu      sync.Mutex   // guards ln and stopped
	ln      net.Listener // set by Listen
	stopped bool         // set by Shutdown
}

// New returns a Server for cfg and deps, with its middleware, health
// endpoints and API routes registered. It fails on an invalid BaseURL or
// TrustedProxies entry.
func New(cfg Config, deps Deps) (*Server, error) {
	if cfg.BaseURL == "" {
		cfg.BaseURL = DefaultBaseURL
	}
	u, err := url.Parse(cfg.BaseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("server: base URL %q: want an absolute http or https URL", cfg.BaseURL)
	}
	cfg.BaseURL = strings.TrimRight(cfg.BaseURL, "/")
	if cfg.JSONBodyLimit <= 0 {
		cfg.JSONBodyLimit = DefaultJSONBodyLimit
	}
	if cfg.UploadBodyLimit <= 0 {
		cfg.UploadBodyLimit = DefaultUploadBodyLimit
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	logger := cfg.Logger
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	trusted, err := parseTrustedProxies(cfg.TrustedProxies)
	if err != nil {
		return nil, err
	}

	s := &Server{cfg: cfg, deps: deps, log: logger, trusted: trusted}
	s.limits = cfg.RateLimitStorage
	if s.limits == nil {
		s.limits = newMemoryStorage()
	}

	s.app = fiber.New(fiber.Config{
		ErrorHandler:          s.handleError,
		BodyLimit:             max(cfg.UploadBodyLimit, cfg.JSONBodyLimit),
		DisableStartupMessage: true,
		// Handlers hand strings from the request to services that may keep
		// them (jobs, caches): make them safe to retain.
		Immutable:      true,
		ReadTimeout:    readTimeout,
		IdleTimeout:    idleTimeout,
		ReadBufferSize: readBufferSize,
	})
	s.middleware()
	s.healthRoutes()
	s.routes()
	return s, nil
}

// App returns the *fiber.App of s. A host program can mount it:
// host.Mount("/", s.App()). The host's own fiber.Config then governs the
// connection (body limit, timeouts): give it at least UploadBodyLimit and
// Immutable: true.
func (s *Server) App() *fiber.App { return s.app }

// Listen serves s on ln until Shutdown, and returns nil after a Shutdown,
// including one that came before Listen (then ln is closed at once), so that
// a program may call Shutdown on a signal however early it arrives.
func (s *Server) Listen(ln net.Listener) error {
	s.mu.Lock()
	if s.stopped {
		s.mu.Unlock()
		return ln.Close()
	}
	s.ln = ln
	s.mu.Unlock()

	err := s.app.Listener(ln)
	s.mu.Lock()
	stopped := s.stopped
	s.mu.Unlock()
	if stopped {
		return nil
	}
	return err
}

// Shutdown stops s gracefully: it stops accepting connections and waits for
// in-flight requests to finish, or until ctx is done (then it returns ctx's
// error).
func (s *Server) Shutdown(ctx context.Context) error {
	s.mu.Lock()
	s.stopped = true
	ln := s.ln
	s.mu.Unlock()
	if ln == nil {
		return nil
	}
	err := s.app.ShutdownWithContext(ctx)
	// When Shutdown races with a Listen that has not started accepting yet,
	// fasthttp has no listener to close: closing it here makes Listen return.
	_ = ln.Close()
	return err
}

// secureCookies reports whether cookies must carry the Secure attribute: the
// base URL is https.
func (s *Server) secureCookies() bool {
	return strings.HasPrefix(strings.ToLower(s.cfg.BaseURL), "https://")
}

// now returns the current time of the Server's clock.
func (s *Server) now() time.Time { return s.cfg.Now() }

// healthRoutes registers GET /healthz (the process is up) and GET /readyz
// (the database answers), outside /api.
func (s *Server) healthRoutes() {
	s.app.Get("/healthz", func(c *fiber.Ctx) error {
		return c.JSON(fiber.Map{"status": "ok"})
	})
	s.app.Get("/readyz", func(c *fiber.Ctx) error {
		if s.deps.DB != nil {
			ctx, cancel := context.WithTimeout(c.UserContext(), readyzTimeout)
			defer cancel()
			if err := s.deps.DB.PingContext(ctx); err != nil {
				s.log.Warn("readiness check failed",
					slog.String("request_id", requestID(c)),
					slog.Any("error", err))
				return c.Status(fiber.StatusServiceUnavailable).JSON(ErrorResponse{
					Status:  fiber.StatusServiceUnavailable,
					Message: "database unavailable",
					Error:   "UNAVAILABLE",
				})
			}
		}
		return c.JSON(fiber.Map{"status": "ok"})
	})
}
