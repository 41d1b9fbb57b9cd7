// Package app assembles feedbackkit into one running program. New opens and
// migrates the database, builds every domain Service on its Bun store,
// connects the Services to each other (the organization's room cap, room
// renames and deletions that reach their feedback, emails through the
// outbox), and prepares the background jobs and the HTTP API. Start runs the
// jobs; the API is served by App.Server, standalone (Listen) or mounted
// into a host program's own Fiber app (Mount). Close stops everything.
//
// cmd/feedbackd is one program built on this package; any Go program can be
// another:
//
//	a, err := app.New(ctx, app.Config{DatabaseURL: "sqlite://feedback.db"})
//	if err != nil { ... }
//	defer a.Close(context.Background())
//	if err := a.Start(ctx); err != nil { ... }
//	a.Server.Mount(hostApp) // /api, /healthz, /readyz, /metrics, /uploads, the pages
//
// A host program with users of its own sets Config.HostUsers: feedbackkit
// then gives each of them an account, in the organization and with the
// role the host says, on every request (see docs/embedding.md).
//
// Every extension point is a field of Config with feedbackkit's own
// behaviour as the default: who the caller is (HostUsers, Authenticator),
// the sentiment and concern analyzer, the mailer, the store of uploaded files,
// the logger, subscribers to feedback events, and the storage of each
// domain (Stores, to wrap or replace a Bun store). The Services are fields
// of App, for programs that use them directly from Go without HTTP.
package app

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"slices"
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
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/forms"
	"github.com/feedbackkit/feedbackkit/idempotency"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/integrations"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
	"github.com/feedbackkit/feedbackkit/internal/telemetry"
	"github.com/feedbackkit/feedbackkit/notify"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/rooms"
	"github.com/feedbackkit/feedbackkit/server"
	"github.com/feedbackkit/feedbackkit/subscriptions"
	"github.com/feedbackkit/feedbackkit/uploads"
)

// Defaults of Config.
const (
	DefaultDatabaseURL = "sqlite://feedbackd.db"
	DefaultBaseURL     = "http://localhost:8080"
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
	DB *bun.DB
	// BaseURL is the public URL of the API's prefix, used in links of
	// emails and in the URLs of uploaded files: its path must be Prefix
	// when Prefix is set. Default DefaultBaseURL followed by Prefix.
	BaseURL string
	// Prefix is the path below which the Server serves the API, "" for the
	// root (see server.Config.Prefix).
	Prefix string
	// Secret signs session tokens. Empty: a secret generated once and kept
	// in the database, so that sessions survive restarts.
	Secret string
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
	// analysis.NewLocal().
	Analyzer analysis.Analyzer
	// InlineAnalysisTimeout bounds the Analyzer's inline run on a
	// submission; past it the item is stored as it is and analysed in the
	// background (default feedback.DefaultInlineTimeout).
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
	// a background job with retries (see feedback.ConcernHandler).
	ConcernHandlers []feedback.ConcernHandler
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
	// NoDashboard turns off the organizer dashboard (see
	// server.Config.NoDashboard).
	NoDashboard bool
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
	// Logger receives the logs of the Server, the jobs and the Services.
	// Nil discards them.
	Logger *slog.Logger
	// Now is the clock. Default time.Now.
	Now func() time.Time
	// JobPollInterval is how often the job queue is polled. Default 500ms.
	JobPollInterval time.Duration
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

// Stores are the storage of every domain Service.
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
}

// App is feedbackkit assembled: the database, the Services, the background
// jobs and the HTTP Server. Create it with New.
type App struct {
	// DB is the database of every store.
	DB *bun.DB
	// Uploads stores uploaded images.
	Uploads uploads.Store

	Notify   *notify.Service
	Identity *identity.Service
	Orgs     *orgs.Service
	Rooms    *rooms.Service
	Feedback *feedback.Service
	Forms    *forms.Service

	Subscriptions *subscriptions.Service
	Integrations  *integrations.Service
	// Idempotency remembers the answers of submissions sent with an
	// Idempotency-Key.
	Idempotency *idempotency.Service

	// Server serves the API: a.Server.Listen(ln), or a.Server.Mount(host).
	Server *server.Server

	jobs       *jobs.Client
	jobMetrics *jobMetrics
	started    bool
	closers    []io.Closer // what New opened, closed by Close in reverse
}

// migrations link the tables of several packages: feedback items to their
// rooms.
//
//go:embed migrations/*.sql
var migrations embed.FS

// Migrate creates or updates the tables of every package in db, in
// dependency order, then links them: a feedback item references its room
// by organization, id and name (a foreign key on PostgreSQL, triggers on
// SQLite), so that renaming a room renames its items, deleting it deletes
// them, and an item whose room is gone cannot be stored. A Stores
// function that replaces the rooms store must therefore keep the
// rooms_rooms table. New runs Migrate; a program may run it alone
// (feedbackd migrate). Several processes may migrate one database at once.
func Migrate(ctx context.Context, db *bun.DB) error {
	for _, m := range []func(context.Context, *bun.DB) error{
		database.MigrateCore,
		jobs.Migrate,
		notify.Migrate,
		orgs.Migrate,
		identity.Migrate,
		rooms.Migrate,
		feedback.Migrate,
		forms.Migrate,
		subscriptions.Migrate,
		integrations.Migrate,
		idempotency.Migrate,
	} {
		if err := m(ctx, db); err != nil {
			return err
		}
	}
	return database.Migrate(ctx, db, "app", migrations)
}

// New opens and migrates the database, builds every Service and the
// Server. The background jobs do not run until Start: a program that only
// administers the database (creates organizations, seeds data) needs no
// Start, and the jobs it queues are worked by a running server. On error,
// whatever New opened is closed again.
func New(ctx context.Context, cfg Config) (_ *App, err error) {
	if cfg.HostUsers != nil && cfg.Authenticator != nil {
		return nil, errors.New("app: set HostUsers or Authenticator, not both")
	}
	cfg = withDefaults(cfg)
	a := &App{}
	defer func() {
		if err != nil {
			a.closeAll()
		}
	}()
	if a.DB = cfg.DB; a.DB == nil {
		if a.DB, err = database.Open(ctx, cfg.DatabaseURL); err != nil {
			return nil, err
		}
		a.closers = append(a.closers, a.DB)
	}
	if cfg.TracerProvider != nil {
		a.DB = telemetry.TraceQueries(a.DB, cfg.TracerProvider)
	}
	if err := Migrate(ctx, a.DB); err != nil {
		return nil, err
	}
	secret := cfg.Secret
	if secret == "" {
		if secret, err = database.Secret(ctx, a.DB); err != nil {
			return nil, fmt.Errorf("app: load the generated secret: %w", err)
		}
	}
	if a.Uploads = cfg.Uploads; a.Uploads == nil {
		bucket, err := uploads.OpenURL(ctx, cfg.BlobURL)
		if err != nil {
			return nil, err
		}
		a.Uploads = bucket
		a.closers = append(a.closers, bucket)
	}
	stores := Stores{
		Notify:   notify.NewBunStore(a.DB),
		Identity: identity.NewBunStore(a.DB),
		Orgs:     orgs.NewBunStore(a.DB),
		Rooms:    rooms.NewBunStore(a.DB),
		Feedback: feedback.NewBunStore(a.DB),
		Forms:    forms.NewBunStore(a.DB),

		Subscriptions: subscriptions.NewBunStore(a.DB),
		Integrations:  integrations.NewBunStore(a.DB),
		Idempotency:   idempotency.NewBunStore(a.DB),
	}
	if cfg.Stores != nil {
		cfg.Stores(&stores)
	}
	if err := a.buildServices(cfg, stores, secret); err != nil {
		return nil, err
	}
	auth := cfg.Authenticator
	if cfg.HostUsers != nil {
		auth = server.HostAuth(cfg.HostUsers, a.Orgs)
	}
	var idp server.IdentityProvider // an interface nil unless configured
	if cfg.OIDC.ClientID != "" || cfg.OIDC.ClientSecret != "" {
		if idp, err = identity.NewOIDC(a.Identity, a.Orgs, cfg.OIDC); err != nil {
			return nil, err
		}
	}
	reg := cfg.Registry
	if reg == nil {
		reg = server.NewRegistry()
	}
	if err := a.registerMetrics(reg, cfg.Logger); err != nil {
		return nil, fmt.Errorf("app: register metrics: %w", err)
	}
	a.Server, err = server.New(server.Config{
		BaseURL:          cfg.BaseURL,
		Prefix:           cfg.Prefix,
		TrustedProxies:   cfg.TrustedProxies,
		Logger:           cfg.Logger,
		RateLimitStorage: cfg.RateLimitStorage,
		RateLimits:       cfg.RateLimits,
		RequestTimeout:   cfg.RequestTimeout,
		NoPages:          cfg.NoPages,
		NoDashboard:      cfg.NoDashboard,
		PagesURL:         cfg.PagesURL,
		HostAccounts:     cfg.HostAccounts || cfg.HostUsers != nil,
		Registry:         reg,
		Now:              cfg.Now,
		TracerProvider:   cfg.TracerProvider,
		Propagator:       cfg.Propagator,
	}, server.Deps{
		DB:       a.DB,
		Auth:     auth,
		Identity: a.Identity,
		Orgs:     a.Orgs,
		Uploads:  a.Uploads,
		Rooms:    a.Rooms,
		Feedback: a.Feedback,
		Forms:    a.Forms,

		Subscriptions:    a.Subscriptions,
		IdentityProvider: idp,
		Integrations:     a.Integrations,
		Idempotency:      a.Idempotency,
	})
	if err != nil {
		return nil, err
	}
	return a, nil
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
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	// Lines logged during a request carry its request_id.
	cfg.Logger = slog.New(server.LogHandler(cfg.Logger.Handler()))
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Analyzer == nil || cfg.Summarizer == nil {
		local := analysis.NewLocal()
		if cfg.Analyzer == nil {
			cfg.Analyzer = local
		}
		if cfg.Summarizer == nil {
			cfg.Summarizer = local
		}
	}
	return cfg
}

// buildServices builds the job client and every Service on stores, and
// connects them: the Services that queue background work register their
// workers, feedback follows its rooms' renames and deletions, and
// subscriptions go with their rooms, forms and members.
func (a *App) buildServices(cfg Config, stores Stores, secret string) error {
	workers := river.NewWorkers()
	var err error
	a.jobs, err = jobs.New(a.DB, workers, jobs.Config{
		Logger:       cfg.Logger.With("component", "jobs"),
		PollInterval: cfg.JobPollInterval,
		RetryPolicy:  cfg.JobRetryPolicy,
		Middleware:   cfg.JobMiddleware,

		TracerProvider: cfg.TracerProvider,
	})
	if err != nil {
		return err
	}
	queue := jobs.NewQueue(a.jobs)
	a.Notify = notify.NewService(stores.Notify, queue, cfg.Mailer, notify.Config{
		From:   cfg.MailFrom,
		Logger: cfg.Logger.With("component", "mail"),
		Now:    cfg.Now,
	})
	a.Notify.AddWorkers(workers)
	a.Identity, err = identity.NewService(stores.Identity, a.Notify, a.Uploads, identity.Config{
		Secret:     []byte(secret),
		SessionTTL: cfg.SessionTTL,
		BaseURL:    cfg.BaseURL,
		Now:        cfg.Now,
		Queue:      queue,
	})
	if err != nil {
		return err
	}
	a.Identity.AddWorkers(workers)
	a.Orgs = orgs.NewService(stores.Orgs, a.Identity, cfg.Now,
		orgs.WithMailer(a.Notify), orgs.WithUploads(a.Uploads), orgs.WithBaseURL(cfg.BaseURL))
	a.Rooms = rooms.NewService(stores.Rooms, a.Orgs, a.Identity, rooms.Config{Defaults: a.Orgs, Now: cfg.Now})
	a.Integrations = integrations.NewService(stores.Integrations, a.Orgs, a.Rooms, a.Identity, queue, integrations.Config{
		Secret:  []byte(secret),
		BaseURL: cfg.BaseURL,
		Tracker: cfg.Tracker,
		Logger:  cfg.Logger.With("component", "integrations"),
		Now:     cfg.Now,

		RetryPolicy:    cfg.JobRetryPolicy,
		TracerProvider: cfg.TracerProvider,
	})
	a.Integrations.AddWorkers(workers)
	a.Feedback = feedback.NewService(stores.Feedback, queue, feedback.RoomsOf(a.Rooms), feedback.Config{
		Analyzer:        cfg.Analyzer,
		InlineTimeout:   cfg.InlineAnalysisTimeout,
		OrgTags:         a.Orgs,
		Users:           a.Identity,
		ConcernHandlers: append(slices.Clone(cfg.ConcernHandlers), a.Integrations),
		// a.Subscriptions is built below, before any event is told.
		Subscribers: append(slices.Clone(cfg.FeedbackSubscribers), func(ctx context.Context, e feedback.Event) {
			a.Subscriptions.NotifyFeedback(ctx, e)
		}),
		Logger: cfg.Logger.With("component", "feedback"),
		Now:    cfg.Now,
	})
	a.Feedback.AddWorkers(workers)
	a.Feedback.AddPeriodicJobs(a.jobs.PeriodicJobs())
	a.Forms = forms.NewService(stores.Forms, a.Orgs, a.Uploads, queue, forms.Config{
		Analyzer:       cfg.Analyzer,
		Summarizer:     cfg.Summarizer,
		SummaryTimeout: cfg.SummaryTimeout,
		Subscribers: append(slices.Clone(cfg.FormSubscribers), func(ctx context.Context, e forms.Event) {
			a.Subscriptions.NotifyFormResponse(ctx, e)
		}),
		Logger: cfg.Logger.With("component", "forms"),
		Now:    cfg.Now,
	})
	a.Forms.AddWorkers(workers)
	a.Rooms.AddRenameHook(a.Feedback.RenameRoom)
	a.Rooms.AddDeleteHook(a.Feedback.DeleteRoom)
	a.Subscriptions = subscriptions.NewService(stores.Subscriptions, a.Rooms, a.Forms, subscriptions.Config{Now: cfg.Now})
	a.Subscriptions.EnableDelivery(subscriptions.Delivery{
		Secret:  []byte(secret),
		BaseURL: cfg.BaseURL,
		Users:   a.Identity,
		Orgs:    a.Orgs,
		Mailer:  a.Notify,
		Queue:   queue,
		Logger:  cfg.Logger.With("component", "subscriptions"),

		Feedback:            a.Feedback,
		Forms:               a.Forms,
		Periodic:            a.jobs.PeriodicJobs(),
		Schedule:            cfg.DigestSchedule,
		DigestCheckInterval: cfg.DigestCheckInterval,
	}, workers)
	a.Idempotency = idempotency.NewService(stores.Idempotency, idempotency.Config{Now: cfg.Now})
	a.Idempotency.AddWorkers(workers)
	a.Idempotency.AddPeriodicJobs(a.jobs.PeriodicJobs())
	a.Rooms.AddDeleteHook(a.Subscriptions.DeleteRoom)
	a.Forms.AddDeleteHook(a.Subscriptions.DeleteForm)
	a.Orgs.AddRemoveHook(a.Subscriptions.RemoveMember)
	return nil
}

// Start runs the background jobs (analysis, emails, serious concerns,
// digests) until Close, and returns once they run. Only Close stops them:
// cancelling ctx after Start returns does not, and ctx's values (a
// tracer's, a logger's) are those of the jobs' context. Several Apps on one
// PostgreSQL database share the work.
func (a *App) Start(ctx context.Context) error {
	if err := a.jobs.Start(context.WithoutCancel(ctx)); err != nil {
		return fmt.Errorf("app: start background jobs: %w", err)
	}
	a.jobMetrics.start(a.jobs)
	a.started = true
	return nil
}

// Close stops the background jobs, letting running ones finish until ctx
// ends; jobs still running then are cancelled (River retries them later)
// and Close reports that ctx ended. Then it closes what New opened (the
// database of DatabaseURL, the bucket of BlobURL). It does not stop the
// Server: a program that serves it calls a.Server.Shutdown first.
func (a *App) Close(ctx context.Context) error {
	var errs []error
	if a.started {
		if err := a.jobs.Stop(ctx); err != nil {
			errs = append(errs, fmt.Errorf("app: jobs still running when Close's context ended: %w", err))
			cancelCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
			if err := a.jobs.StopAndCancel(cancelCtx); err != nil {
				errs = append(errs, fmt.Errorf("app: cancel running jobs: %w", err))
			}
			cancel()
		}
		a.jobMetrics.close()
		a.started = false
	}
	errs = append(errs, a.closeAll())
	return errors.Join(errs...)
}

// closeAll closes what New opened, last opened first.
func (a *App) closeAll() error {
	var errs []error
	for i := len(a.closers) - 1; i >= 0; i-- {
		errs = append(errs, a.closers[i].Close())
	}
	a.closers = nil
	return errors.Join(errs...)
}
