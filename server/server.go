// Package server serves the feedbackkit services over HTTP with Fiber: the
// API of the OpenAPI document openapi.json, the health endpoints, the
// respondent pages, and the
// middleware they share (request ids, access logs, errors, panics, client
// IPs, rate limits, authentication). It holds no SQL: every decision is the
// domain services'.
//
// A Server is served directly (Listen, Shutdown), or mounted into a host
// program's Fiber app under any prefix with Mount, beside the host's own
// routes; the host can protect routes of its own with the Server's
// Authenticate and RequireRole middleware and see the caller in
// identity.PrincipalFrom(c.UserContext()). The Server takes the domain
// Services as interfaces (Identity, Orgs, Rooms, Feedback), and who the
// caller is comes from an Authenticator: feedbackkit's session cookie by
// default, or the host's own users and sessions.
package server

import (
	"cmp"
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/netip"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/gofiber/fiber/v2"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/valyala/fasthttp"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/trace"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/uploads"
)

// Defaults of Config.
const (
	DefaultBaseURL         = "http://localhost:8080"
	DefaultJSONBodyLimit   = 1 << 20           // 1 MiB
	DefaultUploadBodyLimit = 5<<20 + 64<<10    // 5 MiB file + 64 KiB multipart overhead
	DefaultRequestTimeout  = 30 * time.Second  // Config.RequestTimeout
	readyzTimeout          = 2 * time.Second   // how long /readyz waits for the database
	readTimeout            = 60 * time.Second  // whole request, body included
	idleTimeout            = 120 * time.Second // keep-alive connections
	readBufferSize         = 16 << 10          // request line + headers (cookies)
)

// Config configures a Server. Zero values get defaults.
type Config struct {
	// BaseURL is the public URL of the service, used in links: its path
	// must be Prefix when Prefix is set; without a Prefix it may have a
	// path that a reverse proxy strips. Every address the Server gives
	// browsers (links, redirects, form actions, assets, cookies' paths)
	// starts with that path. An https URL makes cookies Secure. Default
	// DefaultBaseURL followed by Prefix.
	BaseURL string
	// TrustedProxies lists the IPs and CIDRs of the reverse proxies in
	// front of the service. Only when the direct peer is one of them is the
	// client IP taken from X-Forwarded-For.
	TrustedProxies []string
	// AllowedOrigins lists the origins (scheme://host[:port]), besides the
	// base URL's and that of the request's own Host, whose pages may send
	// state-changing requests with the session cookie (see
	// RefuseCrossSite). It opens no CORS.
	AllowedOrigins []string
	// Logger receives access logs and internal errors. Nil discards.
	Logger *slog.Logger
	// RateLimitStorage holds rate-limit counters; share one (Redis, see
	// NewRedisStorage) between instances to share their limits, counted
	// atomically when it is a RateCounter. A storage that is slow is
	// waited for: a request it does not count in time (a timeout) is
	// answered 503 UNAVAILABLE, never counted by this Server alone. While
	// it fails otherwise (a refused or broken connection), or has timed
	// out for 5 seconds without an answer, the Server counts in its own
	// memory (logging one warning), starting from the last count it saw of
	// each key, and checks the storage again in the background every 5
	// seconds: no request waits for it. Nil keeps the counters in the
	// memory of this Server.
	RateLimitStorage fiber.Storage
	// AccountLimitKey keys the HMAC-SHA256 that stands for an email in
	// the rate-limit keys of an account (login per account and per client
	// and account, reset emails per address; see accountKey), so that the
	// storage keeps no email. Servers that share a RateLimitStorage must
	// share it, or each counts an account's requests apart, so New
	// refuses a RateLimitStorage without it (app.New derives it from the
	// secret that signs sessions, which its instances share). Nil, without
	// a RateLimitStorage: a random key of this Server's own.
	AccountLimitKey []byte
	// RateLimits are the limits of login, password reset, submission and
	// upgrade requests; zero fields get DefaultRateLimits.
	RateLimits RateLimits
	// JSONBodyLimit is the largest JSON body accepted, in bytes. Default
	// DefaultJSONBodyLimit. Larger bodies get 413 PAYLOAD_TOO_LARGE.
	JSONBodyLimit int
	// UploadBodyLimit is the largest request accepted at all, in bytes (it
	// bounds uploads). Default DefaultUploadBodyLimit. Larger requests get
	// 413 PAYLOAD_TOO_LARGE.
	UploadBodyLimit int
	// Prefix is the path below which the Server's routes are served, ""
	// for the root: with "/feedback", the API is at /feedback/api/...
	// BaseURL is then the public URL of the prefix
	// (https://host.example/feedback): New fails when the paths differ.
	Prefix string
	// RequestTimeout bounds the work of one request: its context (which
	// the services pass to the database) ends after it, and a request
	// that fails for want of time is answered 503 UNAVAILABLE with
	// Retry-After, as is one whose database cannot be reached. One whose
	// context ends before, cancelled by the host program (its client went
	// away), is answered 499 CANCELED and logged as no error. Default
	// DefaultRequestTimeout; negative: no bound.
	RequestTimeout time.Duration
	// Registry receives the Server's Prometheus metrics (requests by
	// route and status, their latency), and GET /metrics serves all of
	// its metrics. Nil: a registry of the Server's own, with the Go
	// runtime and process metrics.
	Registry *prometheus.Registry
	// NoMetricsRoute leaves GET /metrics out, for a host program that
	// serves Registry itself (with its own metrics, behind its own
	// authentication): the metrics are recorded all the same.
	NoMetricsRoute bool
	// MetricsToken, when set, is the bearer token GET /metrics requires
	// ("Authorization: Bearer <token>", compared in constant time): a
	// request without it is answered 401 INVALID_TOKEN. The spaces around
	// it are left out; New refuses one shorter than MinMetricsTokenLength.
	// Empty: the route is public, like the health endpoints.
	MetricsToken string
	// NoPages turns off the respondent pages (/r/..., /f/...) and the
	// widget's script (/widget.js), for a host that serves its own: then
	// PagesURL is required.
	NoPages bool
	// LogRespondentIPs records the client IP in the access log lines of
	// the respondents' requests too (those of the routes marked with
	// respondent: the submissions, the respondent pages and what they
	// read). Off by default: a
	// submission's request id, which the log lines of its item's jobs
	// carry, would tie an anonymous respondent's address to their
	// feedback. Rate limits count the address either way.
	LogRespondentIPs bool
	// PagesURL is the public URL below which respondents find the pages
	// /r/{instructorId}/{room} and /f/{slug}: the links of forms
	// (publicUrl) and of QR codes are built on it. Default BaseURL; with
	// NoPages, the URL of the host's own pages.
	PagesURL string
	// NoDashboard turns off the organizer dashboard (the pages of package
	// dashboard: {prefix}/, /login, /rooms, /inbox, ...), for a host that
	// serves its own: then DashboardURL is required.
	NoDashboard bool
	// DashboardURL is the public URL of the dashboard, where the issue
	// tracker's connection sends the browser back
	// ({DashboardURL}/settings/integrations?tracker=connected). Default
	// BaseURL; with NoDashboard, the URL of the host's own dashboard. The
	// Services' links in emails are built on the same URL (see
	// app.Config.DashboardURL).
	DashboardURL string
	// NoHSTS keeps the Server from sending Strict-Transport-Security,
	// which it sends on every answer while BaseURL is https
	// ("max-age=31536000": a year, without includeSubDomains nor
	// preload), for a host whose reverse proxy sets its own.
	NoHSTS bool
	// HostAccounts makes accounts, membership and roles the host
	// program's (see HostAuth): feedbackkit's own account routes answer
	// 404 NOT_FOUND (login, logout, forgot and reset password, password
	// change, identity-provider login, invitations and accepting them,
	// member removal and role changes).
	HostAccounts bool
	// Now is the clock. Default time.Now.
	Now func() time.Time
	// TracerProvider receives a server span for each request, named by
	// its route template ("POST /api/feedback/submit"), whose context the
	// services see. Nil: no tracing, at no cost.
	TracerProvider trace.TracerProvider
	// Propagator reads the trace context that requests carry, to continue
	// their callers' traces. Nil: the W3C traceparent header.
	Propagator propagation.TextMapPropagator
}

// Pinger answers readiness: the *sql.DB or *bun.DB of the service.
type Pinger interface {
	PingContext(ctx context.Context) error
}

// Deps are the services a Server serves. The app package builds them; a
// host program may pass its own implementations (wrapped Services).
// Identity, Orgs, Uploads, Rooms, Feedback, Forms and Subscriptions are
// required (New fails without them); the others say what their absence
// turns off.
type Deps struct {
	// DB answers GET /readyz. Nil: always ready.
	DB Pinger
	// Auth tells who the caller of a protected endpoint is: HostAuth for
	// the users of a host program. Nil: CookieAuth(Identity),
	// feedbackkit's own sessions.
	Auth Authenticator
	// Identity serves login, sessions and the current user.
	Identity Identity
	// Orgs serves organizations.
	Orgs Orgs
	// Uploads holds uploaded files, served at GET /uploads/{key}.
	Uploads uploads.Store
	// Rooms serves rooms and public room pages.
	Rooms Rooms
	// Feedback serves feedback items and widget submissions.
	Feedback Feedback
	// Forms serves forms and their responses.
	Forms Forms
	// Subscriptions serves the caller's subscriptions.
	Subscriptions Subscriptions
	// IdentityProvider serves identity-provider login. Nil:
	// its endpoints answer 404 NOT_FOUND.
	IdentityProvider IdentityProvider
	// Integrations serves the issue-tracker integration.
	// Nil: its endpoints answer 404.
	Integrations Integrations
	// Idempotency makes submissions sent with an Idempotency-Key safe to
	// retry (see idempotent). Nil: the key is ignored.
	Idempotency Idempotency
	// Challenges gives the proof-of-work challenges of
	// GET /api/public/challenge. Nil: it answers 404 NOT_FOUND.
	Challenges Challenges
	// APIKeys serves API keys and tells who the caller of a request with
	// "Authorization: Bearer <key>" is. Nil: keys are off, their
	// endpoints answer 404 and the Authorization header is left to Auth.
	APIKeys APIKeys
	// Governance serves the organization's retention, privacy notice,
	// export and deletion, and the privacy pages of respondents. Nil: its
	// endpoints answer 404 and the respondent pages show no retention.
	Governance Governance
	// Audit serves GET /api/audit-log and records the requests of system
	// admins acting in another organization (HeaderOrganization). Nil:
	// the audit log answers 404 and no request may act in another
	// organization.
	Audit AuditLog
	// Webhooks serves the organization's webhooks. Nil: their endpoints
	// answer 404.
	Webhooks Webhooks
}

// Server serves the feedbackkit API over HTTP. Create it with New.
type Server struct {
	app    *fiber.App // the standalone app: serves routes at Config.Prefix
	routes *fiber.App // every route of the Server, mounted into app
	paths  []string   // the paths of the Server's groups, the prefix included (/feedback/api)
	cfg    Config
	base   string // the path of cfg.BaseURL ("" or "/feedback"), on which the addresses given to browsers are built
	deps   Deps
	auth   Authenticator
	log    *slog.Logger

	trusted []netip.Prefix // parsed Config.TrustedProxies
	origins []string       // the base URL's origin and Config.AllowedOrigins, parsed
	limits  counter        // rate-limit counters, shared by every limiter of this Server

	accountLimitKey []byte // Config.AccountLimitKey, or a random key: see accountKey

	registry *prometheus.Registry // Config.Registry, served at /metrics
	metrics  *httpMetrics
	tracing  *requestTracer // nil: tracing off

	mu      sync.Mutex   // guards ln and stopped
	ln      net.Listener // set by Listen
	stopped bool         // set by Shutdown
}

// New returns a Server for cfg and deps, with its middleware, health
// endpoints and API routes registered. It fails when deps lacks a
// required Service (Identity, Orgs, Uploads, Rooms, Feedback, Forms,
// Subscriptions), on an invalid Prefix, BaseURL, TrustedProxies or
// AllowedOrigins entry, and on a BaseURL whose path is not the Prefix.
func New(cfg Config, deps Deps) (*Server, error) {
	if err := deps.checkRequired(); err != nil {
		return nil, err
	}
	return newServer(cfg, deps)
}

// checkRequired returns an error naming the required fields of deps that
// are nil: the routes that call them are always registered.
func (deps Deps) checkRequired() error {
	var missing []string
	for _, d := range []struct {
		name   string
		absent bool
	}{
		{"Identity", deps.Identity == nil}, {"Orgs", deps.Orgs == nil}, {"Uploads", deps.Uploads == nil},
		{"Rooms", deps.Rooms == nil}, {"Feedback", deps.Feedback == nil}, {"Forms", deps.Forms == nil},
		{"Subscriptions", deps.Subscriptions == nil},
	} {
		if d.absent {
			missing = append(missing, "Deps."+d.name)
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("server: New needs %s", strings.Join(missing, ", "))
	}
	return nil
}

// newServer is New without the check of deps: the tests of the middleware
// build Servers without the Services their routes would call.
func newServer(cfg Config, deps Deps) (*Server, error) {
	prefix, err := cleanPrefix(cfg.Prefix)
	if err != nil {
		return nil, err
	}
	cfg.Prefix = prefix
	if cfg.BaseURL == "" {
		cfg.BaseURL = DefaultBaseURL + prefix
	}
	if cfg.BaseURL, err = checkBaseURL(cfg.BaseURL, prefix); err != nil {
		return nil, err
	}
	if cfg.PagesURL, err = checkOwnURL("pages", cfg.PagesURL, cfg.BaseURL, cfg.NoPages,
		"NoPages needs PagesURL, the URL of the host's own respondent pages, for the links of forms and QR codes"); err != nil {
		return nil, err
	}
	if cfg.DashboardURL, err = checkOwnURL("dashboard", cfg.DashboardURL, cfg.BaseURL, cfg.NoDashboard,
		"NoDashboard needs DashboardURL, the URL of the host's own dashboard, for the links of emails"); err != nil {
		return nil, err
	}
	if cfg.MetricsToken, err = checkMetricsToken(cfg.MetricsToken); err != nil {
		return nil, err
	}
	if cfg.RateLimitStorage != nil && len(cfg.AccountLimitKey) == 0 {
		return nil, errors.New("server: RateLimitStorage needs AccountLimitKey, the same on every Server that shares the storage: with a random key of each Server's own, each would count an account's requests apart")
	}
	if cfg.JSONBodyLimit <= 0 {
		cfg.JSONBodyLimit = DefaultJSONBodyLimit
	}
	if cfg.UploadBodyLimit <= 0 {
		cfg.UploadBodyLimit = DefaultUploadBodyLimit
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.RequestTimeout == 0 {
		cfg.RequestTimeout = DefaultRequestTimeout
	}
	cfg.RateLimits = cfg.RateLimits.withDefaults()
	logger := cfg.Logger
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	logger = slog.New(LogHandler(logger.Handler()))
	trusted, err := parseTrustedProxies(cfg.TrustedProxies)
	if err != nil {
		return nil, err
	}

	origins, err := parseOrigins(cfg.BaseURL, cfg.AllowedOrigins)
	if err != nil {
		return nil, err
	}

	s := &Server{cfg: cfg, base: basePath(cfg.BaseURL), deps: deps, auth: deps.Auth, log: logger, trusted: trusted, origins: origins,
		accountLimitKey: cfg.AccountLimitKey}
	if s.accountLimitKey == nil {
		s.accountLimitKey = make([]byte, 32)
		rand.Read(s.accountLimitKey)
	}
	s.tracing = newRequestTracer(cfg.TracerProvider, cfg.Propagator)
	if s.auth == nil && deps.Identity != nil {
		s.auth = CookieAuth(deps.Identity)
	}
	if cfg.RateLimitStorage != nil {
		s.limits = newSharedCounter(cfg.RateLimitStorage, logger, cfg.Now)
	} else {
		s.limits = newMemoryCounter()
	}

	s.registry = cfg.Registry
	if s.registry == nil {
		s.registry = NewRegistry()
	}
	if s.metrics, err = newHTTPMetrics(s.registry); err != nil {
		return nil, fmt.Errorf("server: register metrics: %w", err)
	}

	// The routes carry no ErrorHandler of their own: their middleware
	// answers every error of theirs, and a host app that mounts them keeps
	// its own for its own routes.
	s.routes = fiber.New(fiber.Config{DisableStartupMessage: true, Immutable: true})
	s.healthRoutes()
	s.metricsRoute()
	if err := s.apiRoutes(); err != nil {
		s.UnregisterMetrics()
		return nil, err
	}
	s.app = fiber.New(fiber.Config{
		ErrorHandler:          s.HandleError,
		BodyLimit:             max(cfg.UploadBodyLimit, cfg.JSONBodyLimit),
		DisableStartupMessage: true,
		// Handlers hand strings from the request to services that may keep
		// them (jobs, caches): make them safe to retain.
		Immutable: true,
		// Multipart forms are parsed by the upload handlers, which answer a
		// malformed one 415 UNSUPPORTED_MEDIA_TYPE, instead of by fasthttp
		// while reading the request.
		DisablePreParseMultipartForm: true,
		ReadTimeout:                  readTimeout,
		IdleTimeout:                  idleTimeout,
		ReadBufferSize:               readBufferSize,
	})
	srv := s.app.Server()
	srv.Handler = s.KnownMethods(srv.Handler)
	// fasthttp's errors for a malformed request quote the request's head
	// (its cookies) unless told not to; HandleError answers them with a
	// fixed message all the same (see markUnreadable).
	srv.SecureErrorLogMessage = true
	srv.ErrorHandler = markUnreadable(srv.ErrorHandler)
	s.app.Use(s.observe)
	s.app.Mount(cmp.Or(prefix, "/"), s.routes)
	return s, nil
}

// cleanPrefix checks a Config.Prefix and returns it without a trailing
// slash: "" or "/segment[/segment...]", each segment made of letters,
// digits, '-', '_', '.' and '~'.
func cleanPrefix(prefix string) (string, error) {
	prefix = strings.TrimRight(prefix, "/")
	if prefix == "" {
		return "", nil
	}
	bad := fmt.Errorf("server: prefix %q: want a path such as /feedback", prefix)
	if !strings.HasPrefix(prefix, "/") {
		return "", bad
	}
	for _, seg := range strings.Split(prefix[1:], "/") {
		if seg == "" || seg == "." || seg == ".." {
			return "", bad
		}
		for _, r := range seg {
			ok := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' ||
				r == '-' || r == '_' || r == '.' || r == '~'
			if !ok {
				return "", bad
			}
		}
	}
	return prefix, nil
}

// checkBaseURL returns baseURL without a trailing slash, or an error when
// it is not an absolute http or https URL, or when prefix is set and is
// not the URL's path. Links and cookies' paths are built on the base URL,
// and the routes on the prefix, so a Server mounted at a prefix must be
// reached at that same path. Without a prefix the base URL may
// have a path that a reverse proxy strips: the Server's routes are at the
// root, and the addresses it gives browsers start with the path.
func checkBaseURL(baseURL, prefix string) (string, error) {
	u, err := url.Parse(baseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" ||
		u.RawQuery != "" || u.Fragment != "" {
		return "", fmt.Errorf("server: base URL %q: want an absolute http or https URL without query", baseURL)
	}
	if path := strings.TrimRight(u.Path, "/"); prefix != "" && path != prefix {
		return "", fmt.Errorf("server: base URL %q: its path %q must be the prefix %q", baseURL, path, prefix)
	}
	return strings.TrimRight(baseURL, "/"), nil
}

// basePath returns the path of the checked base URL without a trailing
// slash: the Prefix, or the path a reverse proxy strips, "" for none.
func basePath(baseURL string) string {
	u, _ := url.Parse(baseURL) // checked by checkBaseURL
	return strings.TrimRight(u.EscapedPath(), "/")
}

// checkOwnURL returns the URL of the pages named what (PagesURL,
// DashboardURL) without a trailing slash, baseURL when it is empty and the
// Server serves them, or an error when it is empty while the Server does
// not serve them (off; the links would reach no page: missing says so)
// or not an absolute http or https URL.
func checkOwnURL(what, u, baseURL string, off bool, missing string) (string, error) {
	if u == "" {
		if off {
			return "", errors.New("server: " + missing)
		}
		return baseURL, nil
	}
	p, err := url.Parse(u)
	if err != nil || (p.Scheme != "http" && p.Scheme != "https") || p.Host == "" || p.RawQuery != "" || p.Fragment != "" {
		return "", fmt.Errorf("server: %s URL %q: want an absolute http or https URL without query", what, u)
	}
	return strings.TrimRight(u, "/"), nil
}

// App returns the standalone *fiber.App of s, which Listen serves: the
// Server's routes at Config.Prefix, with the Server's error answers for
// everything else (unknown paths, bodies over the limit). Tests may send it
// requests with its Test method.
func (s *Server) App() *fiber.App { return s.app }

// Mount adds the Server to a host program's app. The Server answers every
// request whose path is Config.Prefix or below it: its routes (/api,
// /healthz, /readyz, /metrics, /uploads, and, unless Config.NoPages, the
// respondent pages /r and /f and /widget.js) and, for any other path or
// method there, its own 404 NOT_FOUND or 405 in the API's error shape,
// whatever the host registers after Mount. Without a prefix it answers the
// paths below its own routes' only, and the host the rest. Host routes
// registered before Mount come first, also below the prefix.
//
// The host's middleware registered before Mount runs first, and what it
// puts in the request's context (c.SetUserContext, c.Locals) reaches the
// Server. The Server's own middleware (request ids, access logs, error
// answers, rate limits) runs on the Server's paths only, so that the host's
// error handler and logging keep governing the host's routes. The session
// cookie's path is the base URL's path (the prefix, unless a reverse proxy
// strips a path of its own): host routes behind Authenticate with
// feedbackkit's sessions belong below it (registered before Mount).
//
// The host's fiber.Config governs the connection: see HostConfig for the
// settings the Server needs. Mount marks the requests that the host's
// server cannot read (a malformed head or body), so that HandleError, if
// the host takes it as its ErrorHandler, answers them with a fixed message
// rather than one that may quote the request's head; and it answers a
// request of its paths whose method Fiber's router does not know
// (PROPFIND), which the host's router would answer a bare 400 before any
// middleware, as the standalone server does (see KnownMethods), when the
// host's server serves it (Listen, Listener, Test; a host that serves
// host.Handler() itself wraps it in KnownMethods).
func (s *Server) Mount(host *fiber.App) {
	srv := host.Server()
	srv.ErrorHandler = markUnreadable(srv.ErrorHandler)
	next, known := srv.Handler, s.KnownMethods(srv.Handler)
	srv.Handler = func(fctx *fasthttp.RequestCtx) {
		if !knownMethod(string(fctx.Method())) && s.serves(hostPath(host, fctx)) {
			known(fctx)
			return
		}
		next(fctx)
	}
	handler := s.app.Handler() // the standalone app: the routes, 404 and 405
	at := s.cfg.Prefix
	if at == "" {
		at = "/"
	}
	host.Use(at, func(c *fiber.Ctx) error {
		if !s.serves(c.Path()) {
			return c.Next()
		}
		handler(c.Context())
		return nil
	})
}

// hostPath returns the path of fctx as host's handlers see it (c.Path()).
func hostPath(host *fiber.App, fctx *fasthttp.RequestCtx) string {
	c := host.AcquireCtx(fctx)
	defer host.ReleaseCtx(c)
	return c.Path()
}

// serves reports whether the Server answers the path: below its prefix,
// or without a prefix below one of its groups.
func (s *Server) serves(path string) bool {
	if s.cfg.Prefix != "" {
		return below(path, s.cfg.Prefix)
	}
	return slices.ContainsFunc(s.paths, func(p string) bool { return below(path, p) })
}

// below reports whether path is p or a path below it, whatever the case of
// their letters, as the router matches paths.
func below(path, p string) bool {
	path, p = strings.ToLower(path), strings.ToLower(p)
	return path == p || strings.HasPrefix(path, p+"/")
}

// HostConfig returns cfg, the configuration of a host program's app, with
// what the Server needs when it is mounted there: a BodyLimit that admits
// its largest uploads, and multipart forms left to its upload handlers
// (DisablePreParseMultipartForm), which answer a malformed one 415
// UNSUPPORTED_MEDIA_TYPE instead of fasthttp's 400.
func (s *Server) HostConfig(cfg fiber.Config) fiber.Config {
	cfg.BodyLimit = max(cfg.BodyLimit, s.cfg.UploadBodyLimit, s.cfg.JSONBodyLimit)
	cfg.DisablePreParseMultipartForm = true
	return cfg
}

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

	err := s.app.Listener(lingerListener{ln})
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
	s.group("/healthz").Get("", probe, func(c *fiber.Ctx) error {
		return c.JSON(fiber.Map{"status": "ok"})
	})
	s.group("/readyz").Get("", probe, func(c *fiber.Ctx) error {
		if s.deps.DB != nil {
			ctx, cancel := context.WithTimeout(c.UserContext(), readyzTimeout)
			defer cancel()
			if err := s.deps.DB.PingContext(ctx); err != nil {
				s.log.WarnContext(c.UserContext(), "readiness check failed",
					slog.String("request_id", requestID(c)),
					slog.Any("error", err))
				c.Set(fiber.HeaderRetryAfter, unavailableRetryAfter)
				return c.Status(fiber.StatusServiceUnavailable).JSON(ErrorResponse{
					Status:  fiber.StatusServiceUnavailable,
					Message: "database unavailable",
					Error:   string(feedbackkit.CodeUnavailable),
				})
			}
		}
		return c.JSON(fiber.Map{"status": "ok"})
	})
}
