package app

import (
	"log/slog"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"
	"github.com/uptrace/bun"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/trace"

	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/apikeys"
	"github.com/feedbackkit/feedbackkit/audit"
	"github.com/feedbackkit/feedbackkit/challenge"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/forms"
	"github.com/feedbackkit/feedbackkit/governance"
	"github.com/feedbackkit/feedbackkit/idempotency"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/integrations"
	"github.com/feedbackkit/feedbackkit/notify"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/rooms"
	"github.com/feedbackkit/feedbackkit/server"
	"github.com/feedbackkit/feedbackkit/subscriptions"
	"github.com/feedbackkit/feedbackkit/uploads"
	"github.com/feedbackkit/feedbackkit/webhooks"
)

// Defaults of Config.
const (
	DefaultDatabaseURL = "sqlite://feedbackd.db"
	DefaultBaseURL     = "http://localhost:8080"
	// DefaultSecretFile is the key file of a PostgreSQL database, in the
	// working directory, when neither Secret nor SecretFile is set.
	DefaultSecretFile = "feedbackd.key"
	// MinSecretLength is the least length of Config.Secret, in bytes.
	MinSecretLength = 16
)

// Config configures an App. The zero value runs feedbackkit on SQLite in
// the working directory, with uploads in ./data/uploads, emails kept in the
// outbox, the offline analyzer and feedbackkit's own sessions.
type Config struct {
	// DatabaseURL is the database: postgres://... (PostgreSQL) or
	// sqlite://PATH (SQLite). Default DefaultDatabaseURL. Ignored when DB
	// is set.
	DatabaseURL string
	// DB is an open database to use instead of DatabaseURL, for a program
	// that has one already. The App migrates it but does not close it.
	// Open it with OpenDB; a SQLite database opened otherwise must be
	// opened with the "sqlite" driver of modernc.org/sqlite and the DSN of
	// SQLiteDSN, whose settings let concurrent writers wait for each
	// other: New returns an error naming any of them the database lacks.
	DB *bun.DB
	// BaseURL is the public URL of the API's prefix, used in links of
	// emails and in the URLs of uploaded files: its path must be Prefix
	// when Prefix is set; without a Prefix it may have a path that a
	// reverse proxy strips (see server.Config.BaseURL). Default
	// DefaultBaseURL followed by Prefix.
	BaseURL string
	// Prefix is the path below which the Server serves the API, "" for the
	// root (see server.Config.Prefix).
	Prefix string
	// Secret signs session tokens and seals the secrets the database
	// keeps (the tracker's tokens, the webhooks' signing secrets): at
	// least MinSecretLength bytes (16 ASCII characters). Empty:
	// sessions are signed by a secret generated once and kept in the
	// database (which keeps hashes of sessions only, so that its copy makes
	// no session), and stored secrets are sealed by the key of
	// SecretFile, kept out of the database.
	Secret string
	// SecretFile is the key file that seals stored tokens when Secret is
	// empty: read, or created with a random key and mode 0600. Default:
	// the SQLite file's path followed by ".key"; on PostgreSQL,
	// DefaultSecretFile in the working directory, with a warning logged at
	// start, as instances that share the database must share the key (set
	// Secret, or one SecretFile, on each). An in-memory SQLite database
	// gets a key of the process's own.
	SecretFile string
	// PreviousSecret is the secret that sealed the stored secrets before
	// Secret changed (the former Secret, or the key of the former
	// SecretFile): New seals every stored secret it opens (the tracker's
	// tokens, the webhooks' signing secrets) again under the current key,
	// after which it opens none and may be dropped. Sessions signed by it
	// end. Empty: none.
	PreviousSecret string
	// SessionTTL is the lifetime of a session. Default 7 days.
	SessionTTL time.Duration
	// Mailer delivers emails, with retries, from the outbox (for example
	// notify.NewSMTPMailer). Nil keeps emails in the outbox, logged.
	Mailer notify.Mailer
	// MailFrom is the sender of emails. Default: the Mailer's, else
	// notify.DefaultFrom.
	MailFrom string
	// Uploads stores uploaded images. Nil: the bucket of BlobURL.
	Uploads uploads.Store
	// BlobURL is the gocloud.dev URL of the upload bucket when Uploads is
	// nil (see uploads.OpenURL). Default: the directory ./data/uploads.
	BlobURL string
	// Analyzer classifies feedback: sentiment with reasoning, serious
	// concerns, moderation. It runs inline on submission and, when it
	// fails or is slow, in a background job. Default: the offline
	// analysis.NewLocal(). An *analysis.OpenAI is wrapped in an
	// analysis.Fallback to the offline model: when the provider fails, the
	// offline model answers in its place, so that serious concerns are
	// detected while it is down (see docs/configuration.md). Wrap another
	// remote Analyzer in an analysis.Fallback likewise.
	Analyzer analysis.Analyzer
	// AnalyzerBreaker is the circuit breaker of the analysis.Fallback that
	// an *analysis.OpenAI Analyzer is wrapped in: after its Failures
	// consecutive failures, the offline model answers at once for its
	// CoolDown before the provider is asked again. The zero Breaker has
	// the defaults (5 failures, 30 s).
	AnalyzerBreaker analysis.Breaker
	// InlineAnalysisTimeout bounds the Analyzer's inline run on a
	// submission, of a feedback item or a form response; past it the item
	// or response is stored as it is and analysed in the background
	// (default feedback.DefaultInlineTimeout).
	InlineAnalysisTimeout time.Duration
	// Summarizer condenses the text answers of forms for their AI
	// analyses and summaries. Default: the offline analysis.NewLocal().
	Summarizer analysis.Summarizer
	// SummaryTimeout is how long a form's analyze or summarize-text
	// request waits for the Summarizer before a background job takes the
	// work over (default forms.DefaultSummaryTimeout).
	SummaryTimeout time.Duration
	// HostUsers makes the users, organizations and roles those of the
	// host program, which authenticates its users itself: it tells who
	// the caller of a request is (an orgs.HostUser: the host's ids of the
	// user and its organization, the user's email, names and role), and
	// feedbackkit creates or updates the account, the organization and the
	// membership to match, on every request (see orgs.Service.Provision).
	// It implies HostAccounts; Authenticator must then be nil.
	HostUsers server.HostUserFunc
	// HostUsersHTTP is HostUsers for a host program that serves
	// feedbackkit with net/http, through App.Handler: it tells who the
	// caller is from the host's *http.Request (what the host's session
	// middleware put in its context), and feedbackkit follows as it does
	// HostUsers. It implies HostAccounts; HostUsers and Authenticator must
	// then be nil. Requests served otherwise than by App.Handler have no
	// caller (500 INTERNAL, with the reason in the log).
	HostUsersHTTP HTTPHostUserFunc
	// NoAPIKeys turns API keys off: /api/api-keys answers 404, and the
	// Authorization header of requests is left to Authenticator or
	// HostUsers (a host program whose authentication reads that header
	// sets it). Default: admins may create keys that programs send as
	// "Authorization: Bearer <key>" (see docs/api-keys.md).
	NoAPIKeys bool
	// HostAccounts turns feedbackkit's own account routes off (login,
	// password reset, invitations, member removal and role changes: see
	// server.Config.HostAccounts), for a host program whose Authenticator
	// or HostUsers owns accounts and roles.
	HostAccounts bool
	// Authenticator tells who the caller of a protected endpoint is, for
	// a host program that gives its users feedbackkit accounts itself: it
	// must return principals of existing members (see
	// server.Authenticator). Default: feedbackkit's session cookie, or
	// HostUsers.
	Authenticator server.Authenticator
	// FeedbackSubscribers are told of new feedback and serious concerns
	// after they are committed (see feedback.Subscriber).
	FeedbackSubscribers []feedback.Subscriber
	// FormSubscribers are told of every accepted form response after it
	// is committed (see forms.Subscriber).
	FormSubscribers []forms.Subscriber
	// ConcernHandlers act on each item that becomes a serious concern, in
	// a background job with retries (see feedback.ConcernHandler), before
	// the tracker's and the webhooks'. A handler that stores a copy of the
	// item's text in the database implements feedback.ItemCopier: it is
	// lent the item lock, to read the item with in the transaction that
	// stores the copy (and adds a delete hook with
	// App.Feedback.AddDeleteHook after New, to delete the copy with the
	// item).
	ConcernHandlers []feedback.ConcernHandler
	// WebhookAllowPrivate lets webhooks target loopback, private,
	// link-local and unspecified addresses (FEEDBACKD_WEBHOOK_ALLOW_PRIVATE),
	// for development and tests. Default: such targets are refused when a
	// webhook is saved and when a delivery connects.
	WebhookAllowPrivate bool
	// WebhookRetrySchedule is the wait before each retry of a failed
	// webhook delivery. Nil: webhooks.DefaultRetrySchedule (about a day).
	WebhookRetrySchedule []time.Duration
	// Tracker is the issue tracker's OAuth client and endpoints
	// (FEEDBACKD_TRACKER_*). Zero: the tracker cannot be connected.
	Tracker integrations.TrackerConfig
	// Stores, when set, may replace or wrap the storage of any domain: it
	// is called with the Bun stores of the database, before the Services
	// are built on them.
	Stores func(*Stores)
	// OIDC configures login through an OpenID Connect identity provider
	// (GET /api/auth/idp). It is off while both OIDC.ClientID and
	// OIDC.ClientSecret are empty; then the idp endpoints answer 404.
	OIDC identity.OIDCConfig
	// TrustedProxies lists the IPs and CIDRs of the reverse proxies whose
	// X-Forwarded-For is believed.
	TrustedProxies []string
	// AllowedOrigins lists the origins (scheme://host[:port]), besides
	// the base URL's and that of the request's own Host, whose pages may
	// send state-changing requests with the session cookie (see
	// server.Server.RefuseCrossSite). It opens no CORS.
	AllowedOrigins []string
	// RateLimitStorage holds rate-limit counters (server.NewRedisStorage to
	// share them between instances). Nil: in memory.
	RateLimitStorage fiber.Storage
	// RateLimits are the limits of login, password reset, submission and
	// upgrade requests (see server.RateLimits); zero fields get
	// server.DefaultRateLimits.
	RateLimits server.RateLimits
	// RequestTimeout bounds the work of one API request; past it, or when
	// the database cannot be reached, the answer is 503 UNAVAILABLE (see
	// server.Config.RequestTimeout). Default server.DefaultRequestTimeout.
	RequestTimeout time.Duration
	// NoPages turns off the respondent pages and the widget's script (see
	// server.Config.NoPages); PagesURL is then required.
	NoPages bool
	// LogRespondentIPs records the client IP in the access log lines of
	// the respondents' requests too (see server.Config.LogRespondentIPs).
	LogRespondentIPs bool
	// NoHSTS keeps the answers from carrying Strict-Transport-Security,
	// sent while BaseURL is https (see server.Config.NoHSTS).
	NoHSTS bool
	// NoDashboard turns off the organizer dashboard (see
	// server.Config.NoDashboard); DashboardURL is then required.
	NoDashboard bool
	// DashboardURL is the public URL of the organizer dashboard, on which
	// the links of emails are built: password resets
	// ({DashboardURL}/reset-password?token=...), invitations
	// (/invite?token=...), notifications and digests (/inbox?room=...,
	// /forms/{id}, /concerns?resolved=false), and where the identity
	// provider's login and the issue tracker's connection end. Default
	// BaseURL; with NoDashboard, the URL of the host's own dashboard,
	// which answers those paths.
	DashboardURL string
	// PagesURL is the public URL of the respondent pages, on which the
	// links of forms and QR codes are built (see server.Config.PagesURL).
	// Default BaseURL.
	PagesURL string
	// Registry receives the Prometheus metrics of the API (requests by
	// route and status, latency), the jobs (by kind and outcome, emails
	// sent and failed, the queue's depth) and the database's connection
	// pool; GET /metrics serves it. Nil: a registry of the App's own, with
	// the Go runtime and process metrics.
	Registry *prometheus.Registry
	// NoMetricsRoute leaves GET /metrics out, for a host program that
	// serves Registry itself (see server.Config.NoMetricsRoute).
	NoMetricsRoute bool
	// MetricsToken, when set, is the bearer token GET /metrics requires;
	// without it the route answers 401 (see server.Config.MetricsToken).
	// New refuses one shorter than server.MinMetricsTokenLength (16 bytes,
	// without the spaces around it).
	MetricsToken string
	// Logger receives the logs of the Server (its access log, and the
	// reasons of 500 answers), the jobs and the Services. Nil:
	// slog.Default(), as New finds it, so that a host program that
	// configures the default logger gets them; to discard them, pass
	// slog.New(slog.DiscardHandler).
	Logger *slog.Logger
	// Now is the clock. Default time.Now.
	Now func() time.Time
	// ChallengeMaxNumber is the difficulty of the proof-of-work
	// challenges of rooms and forms (challenge.Config.MaxNumber). Default
	// challenge.DefaultMaxNumber, chosen for phones (docs/spam.md).
	ChallengeMaxNumber int
	// JobPollInterval is how often the job queue is polled. Default 500ms.
	JobPollInterval time.Duration
	// JobWorkers sets how many jobs of each queue this process works at
	// once (FEEDBACKD_JOB_WORKERS), by queue: "emails" (SMTP deliveries),
	// "webhooks" (deliveries to receivers), "tracker" (tickets),
	// "analysis" (the Analyzer's and the Summarizer's background work) and
	// "default" (the rest: the database's own work). A queue left out gets
	// 5 workers, "default" 10. Each queue waits for one third party only,
	// so that one that hangs holds back no other (see docs/instances.md).
	JobWorkers map[string]int
	// JobRetryPolicy decides when a failed job runs again. Nil: River's
	// exponential backoff.
	JobRetryPolicy river.ClientRetryPolicy
	// JobMiddleware wraps the insertion and the work of every background
	// job (River middleware: tracing, or a test that makes a job fail).
	JobMiddleware []rivertype.Middleware
	// DigestSchedule says when the periods of daily and weekly digests
	// end. Nil: subscriptions.DefaultSchedule (08:00 UTC, weekly on
	// Mondays).
	DigestSchedule *subscriptions.Schedule
	// DigestCheckInterval is how often the digest scheduler runs. Default
	// subscriptions.DefaultDigestCheckInterval.
	DigestCheckInterval time.Duration
	// RetentionPurgeInterval is how often the retention's purge job runs.
	// Default governance.DefaultPurgeInterval.
	RetentionPurgeInterval time.Duration
	// TracerProvider receives the OpenTelemetry spans of the API's
	// requests, of their database queries, of the background jobs (each
	// run in the trace of the request that queued it) and of the calls to
	// the issue tracker; log lines of a request or job then carry trace_id
	// and span_id. Nil: no tracing, at no cost. The App sets no global
	// provider, and leaves the Mailer and Analyzer of Config as they are:
	// trace them with notify.WithSMTPTracerProvider and
	// analysis.OpenAIConfig.TracerProvider. See docs/observability.md.
	TracerProvider trace.TracerProvider
	// Propagator reads the trace context of incoming requests (see
	// server.Config.Propagator). Nil: the W3C traceparent header.
	Propagator propagation.TextMapPropagator
}

// Stores are the storage of every domain Service: each field is the store
// of the App's Service of the same name (App.Rooms is built on Rooms, and
// so on), a Bun store of the database until Config.Stores replaces or
// wraps it. A wrapper embeds the store it wraps and overrides the methods
// it changes (examples/custom); a replacement of Rooms must keep the
// rooms_rooms table (see Migrate).
type Stores struct {
	Notify   notify.Store
	Identity identity.Store
	Orgs     orgs.Store
	Rooms    rooms.Store
	Feedback feedback.Store
	Forms    forms.Store

	Subscriptions subscriptions.Store
	Integrations  integrations.Store
	Idempotency   idempotency.Store
	Challenges    challenge.Store
	APIKeys       apikeys.Store
	Governance    governance.Store
	Audit         audit.Store
	Webhooks      webhooks.Store
}

// withDefaults fills the zero fields of cfg that New needs filled.
func withDefaults(cfg Config) Config {
	if cfg.DatabaseURL == "" {
		cfg.DatabaseURL = DefaultDatabaseURL
	}
	if cfg.BaseURL == "" {
		cfg.BaseURL = DefaultBaseURL + strings.TrimRight(cfg.Prefix, "/")
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	// Lines logged during a request carry its request_id.
	cfg.Logger = slog.New(server.LogHandler(cfg.Logger.Handler()))
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Summarizer == nil {
		cfg.Summarizer = analysis.NewLocal()
	}
	cfg.Analyzer = withFallback(cfg.Analyzer, cfg.AnalyzerBreaker, cfg.Logger)
	return cfg
}

// withFallback returns a, or the offline analysis.Local when a is nil. A
// remote provider (*analysis.OpenAI) is wrapped in an analysis.Fallback to
// the offline model, so that sentiment and serious concerns are told even
// while it fails: a feedback.analyze job, or the serious-concern test,
// that it fails gets the offline model's answer at once, which stands
// (the item's Model says which answered), and while it keeps failing the
// breaker b skips it for a while. Any other Analyzer is the host's to
// wrap.
func withFallback(a analysis.Analyzer, b analysis.Breaker, logger *slog.Logger) analysis.Analyzer {
	switch a.(type) {
	case nil:
		return analysis.NewLocal()
	case *analysis.OpenAI:
		return &analysis.Fallback{Primary: a, Secondary: analysis.NewLocal(), Breaker: b, Logger: logger.With("component", "analysis")}
	}
	return a
}
