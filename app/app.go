// Package app assembles feedbackkit into one running program. New opens and
// migrates the database, builds every domain Service on its Bun store,
// connects the Services to each other (the organization's room cap, room
// renames and deletions that reach their feedback, emails through the
// outbox), and prepares the background jobs and the HTTP API. Start runs the
// jobs; the API is served by App.Server, standalone (Listen) or mounted
// into a host program's own Fiber app (Mount), or by App.Handler in a
// net/http host program. Close stops everything.
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
// A host program with users of its own sets Config.HostUsers (or, with
// App.Handler, Config.HostUsersHTTP): feedbackkit then gives each of them
// an account, in the organization and with the role the host says, on
// every request (see docs/embedding.md).
//
// Every extension point is a field of Config with feedbackkit's own
// behaviour as the default: who the caller is (HostUsers, HostUsersHTTP,
// Authenticator), the sentiment and concern analyzer, the mailer, the
// store of uploaded files, the logger, subscribers to feedback events, and
// the storage of each domain (Stores, to wrap or replace a Bun store). The
// Services are fields of App, for programs that use them directly from Go
// without HTTP.
package app

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"embed"
	"errors"
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/riverqueue/river"
	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/apikeys"
	"github.com/feedbackkit/feedbackkit/audit"
	"github.com/feedbackkit/feedbackkit/challenge"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/forms"
	"github.com/feedbackkit/feedbackkit/governance"
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
	"github.com/feedbackkit/feedbackkit/webhooks"
)

// App is feedbackkit assembled: the database, the Services, the background
// jobs and the HTTP Server. Create it with New.
type App struct {
	// DB is the database of every store.
	DB *bun.DB
	// Uploads stores uploaded images.
	Uploads uploads.Store

	// Notify queues emails in the outbox and delivers them through
	// Config.Mailer; Outbox lists them.
	Notify *notify.Service
	// Identity manages accounts, passwords, sessions and the members of
	// organizations.
	Identity *identity.Service
	// Orgs manages organizations: creation with their owner, plans and
	// limits, invitations, settings, and the host's users (Provision).
	Orgs *orgs.Service
	// Rooms manages the rooms that collect feedback, within the plan's
	// room cap.
	Rooms *rooms.Service
	// Feedback takes submissions, analyses them (sentiment, serious
	// concerns, moderation) and lists, searches and charts them.
	Feedback *feedback.Service
	// Forms manages forms with their questions, takes their responses
	// and sums them up.
	Forms *forms.Service

	// Subscriptions sends the members' notifications and digests of the
	// rooms and forms they follow.
	Subscriptions *subscriptions.Service
	// Integrations connects an organization's issue tracker and files
	// its serious concerns as tickets.
	Integrations *integrations.Service
	// Idempotency remembers the answers of submissions sent with an
	// Idempotency-Key.
	Idempotency *idempotency.Service
	// Challenges gives and checks the proof-of-work challenges of rooms
	// and forms that require them.
	Challenges *challenge.Service
	// APIKeys manages the organizations' API keys.
	APIKeys *apikeys.Service
	// Governance applies the organizations' retention, and exports and
	// deletes an organization's data.
	Governance *governance.Service
	// Audit keeps the organizations' audit logs, which the other Services
	// write to in the transactions of their actions.
	Audit *audit.Service
	// Webhooks manages the organizations' webhooks and delivers their
	// events.
	Webhooks *webhooks.Service

	// Server serves the API: a.Server.Listen(ln), or a.Server.Mount(host).
	Server *server.Server

	jobs       *jobs.Client
	jobMetrics *jobMetrics
	started    bool
	closers    []io.Closer // what New opened, closed by Close in reverse
	// unregisterMetrics takes the App's metrics out of the registry
	// (Config.Registry, which may outlive the App), nil before New
	// registered them.
	unregisterMetrics func()
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
		challenge.Migrate,
		apikeys.Migrate,
		governance.Migrate,
		audit.Migrate,
		webhooks.Migrate,
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
	callers := 0
	for _, set := range []bool{cfg.HostUsers != nil, cfg.HostUsersHTTP != nil, cfg.Authenticator != nil} {
		if set {
			callers++
		}
	}
	if callers > 1 {
		return nil, errors.New("app: set one of HostUsers, HostUsersHTTP and Authenticator, not more")
	}
	if n := len(cfg.Secret); n > 0 && n < MinSecretLength {
		return nil, fmt.Errorf("app: Config.Secret has %d bytes: want at least %d", n, MinSecretLength)
	}
	if n, short := server.ShortMetricsToken(cfg.MetricsToken); short {
		return nil, fmt.Errorf("app: Config.MetricsToken has %d bytes (without the spaces around it): want at least %d", n, server.MinMetricsTokenLength)
	}
	if cfg.NoDashboard && cfg.DashboardURL == "" {
		return nil, errors.New("app: Config.NoDashboard needs Config.DashboardURL, the URL of the host's own dashboard, for the links of emails")
	}
	if cfg.NoPages && cfg.PagesURL == "" {
		return nil, errors.New("app: Config.NoPages needs Config.PagesURL, the URL of the host's own respondent pages, for the links of forms and QR codes")
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
	} else if !database.IsPostgres(a.DB) {
		if err := database.CheckSQLite(ctx, a.DB); err != nil {
			return nil, fmt.Errorf("app: Config.DB: %w", err)
		}
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
	sealing, err := sealingSecret(ctx, cfg, a.DB)
	if err != nil {
		return nil, err
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
		Challenges:    challenge.NewBunStore(a.DB),
		APIKeys:       apikeys.NewBunStore(a.DB),
		Governance:    governance.NewBunStore(a.DB),
		Audit:         audit.NewBunStore(a.DB),
		Webhooks:      webhooks.NewBunStore(a.DB),
	}
	if cfg.Stores != nil {
		cfg.Stores(&stores)
	}
	if err := a.buildServices(cfg, stores, secret, sealing); err != nil {
		return nil, err
	}
	if err := a.resealSecrets(ctx, cfg.Logger, sealing, cfg.PreviousSecret); err != nil {
		return nil, err
	}
	auth := cfg.Authenticator
	switch {
	case cfg.HostUsers != nil:
		auth = server.HostAuth(cfg.HostUsers, a.Orgs)
	case cfg.HostUsersHTTP != nil:
		auth = server.HostAuth(hostUsersHTTP(cfg.HostUsersHTTP), a.Orgs)
	}
	var keys server.APIKeys // an interface nil when keys are off
	if !cfg.NoAPIKeys {
		keys = a.APIKeys
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
		AllowedOrigins:   cfg.AllowedOrigins,
		Logger:           cfg.Logger,
		RateLimitStorage: cfg.RateLimitStorage,
		AccountLimitKey:  deriveKey(secret, "feedbackkit rate-limit accounts"),
		RateLimits:       cfg.RateLimits,
		RequestTimeout:   cfg.RequestTimeout,
		NoPages:          cfg.NoPages,
		LogRespondentIPs: cfg.LogRespondentIPs,
		NoDashboard:      cfg.NoDashboard,
		NoHSTS:           cfg.NoHSTS,
		DashboardURL:     cfg.DashboardURL,
		PagesURL:         cfg.PagesURL,
		HostAccounts:     cfg.HostAccounts || cfg.HostUsers != nil || cfg.HostUsersHTTP != nil,
		Registry:         reg,
		NoMetricsRoute:   cfg.NoMetricsRoute,
		MetricsToken:     cfg.MetricsToken,
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
		Challenges:       a.Challenges,
		APIKeys:          keys,
		Governance:       a.Governance,
		Audit:            a.Audit,
		Webhooks:         a.Webhooks,
	})
	if err != nil {
		return nil, err
	}
	return a, nil
}

// buildServices builds the job client and every Service on stores (secret
// signs, sealing seals), and
// connects them: the Services that queue background work register their
// workers, feedback follows its rooms' renames and deletions, and
// subscriptions go with their rooms, forms and members.
func (a *App) buildServices(cfg Config, stores Stores, secret, sealing string) error {
	workers := river.NewWorkers()
	var err error
	a.jobs, err = jobs.New(a.DB, workers, jobs.Config{
		Logger:       cfg.Logger.With("component", "jobs"),
		PollInterval: cfg.JobPollInterval,
		Workers:      cfg.JobWorkers,
		RetryPolicy:  cfg.JobRetryPolicy,
		Middleware:   cfg.JobMiddleware,

		TracerProvider: cfg.TracerProvider,
	})
	if err != nil {
		return err
	}
	queue := jobs.NewQueue(a.jobs)
	if a.Notify, err = notify.NewService(stores.Notify, notify.Deps{Mailer: cfg.Mailer, Queue: queue}, notify.Config{
		From:   cfg.MailFrom,
		Logger: cfg.Logger.With("component", "mail"),
		Now:    cfg.Now,
	}); err != nil {
		return err
	}
	a.Notify.AddWorkers(workers)
	a.Notify.AddPeriodicJobs(a.jobs.PeriodicJobs())
	if a.Identity, err = identity.NewService(stores.Identity, identity.Deps{Mailer: a.Notify, Uploads: a.Uploads, Queue: queue}, identity.Config{
		Secret:       []byte(secret),
		SessionTTL:   cfg.SessionTTL,
		BaseURL:      cfg.BaseURL,
		DashboardURL: cfg.DashboardURL,
		Now:          cfg.Now,
	}); err != nil {
		return err
	}
	a.Identity.AddWorkers(workers)
	if a.Audit, err = audit.NewService(stores.Audit, audit.Deps{Users: a.Identity}, audit.Config{Now: cfg.Now}); err != nil {
		return err
	}
	a.Audit.AddWorkers(workers)
	a.Audit.AddPeriodicJobs(a.jobs.PeriodicJobs())
	if a.Orgs, err = orgs.NewService(stores.Orgs, orgs.Deps{Users: a.Identity, Mailer: a.Notify, Uploads: a.Uploads, Audit: a.Audit}, orgs.Config{
		BaseURL:      cfg.BaseURL,
		DashboardURL: cfg.DashboardURL,
		Now:          cfg.Now,
	}); err != nil {
		return err
	}
	if a.Rooms, err = rooms.NewService(stores.Rooms, rooms.Deps{Quota: a.Orgs, Users: a.Identity, Defaults: a.Orgs, Audit: a.Audit}, rooms.Config{
		Now: cfg.Now,
	}); err != nil {
		return err
	}
	if a.Integrations, err = integrations.NewService(stores.Integrations, integrations.Deps{
		Orgs: a.Orgs, Rooms: a.Rooms, Users: a.Identity, Queue: queue, Audit: a.Audit,
	}, integrations.Config{
		Secret:  []byte(sealing),
		BaseURL: cfg.BaseURL,
		Tracker: cfg.Tracker,
		Logger:  cfg.Logger.With("component", "integrations"),
		Now:     cfg.Now,

		RetryPolicy:    cfg.JobRetryPolicy,
		TracerProvider: cfg.TracerProvider,
	}); err != nil {
		return err
	}
	a.Integrations.AddWorkers(workers)
	if a.Challenges, err = challenge.NewService(stores.Challenges, challenge.Deps{}, challenge.Config{
		Key: deriveKey(secret, "feedbackkit challenge"), MaxNumber: cfg.ChallengeMaxNumber, Now: cfg.Now,
	}); err != nil {
		return err
	}
	a.Challenges.AddWorkers(workers)
	a.Challenges.AddPeriodicJobs(a.jobs.PeriodicJobs())
	if a.Webhooks, err = webhooks.NewService(stores.Webhooks, webhooks.Deps{Queue: queue, Audit: a.Audit}, webhooks.Config{
		Secret:        []byte(sealing),
		AllowPrivate:  cfg.WebhookAllowPrivate,
		RetrySchedule: cfg.WebhookRetrySchedule,
		Logger:        cfg.Logger.With("component", "webhooks"),
		Now:           cfg.Now,
	}); err != nil {
		return err
	}
	a.Webhooks.AddWorkers(workers)
	a.Webhooks.AddPeriodicJobs(a.jobs.PeriodicJobs())
	if a.Feedback, err = feedback.NewService(stores.Feedback, feedback.Deps{
		Queue: queue, Rooms: a.Rooms, OrgTags: a.Orgs, Users: a.Identity, Audit: a.Audit,
	}, feedback.Config{
		Analyzer:        cfg.Analyzer,
		InlineTimeout:   cfg.InlineAnalysisTimeout,
		ConcernHandlers: append(slices.Clone(cfg.ConcernHandlers), a.Integrations, a.Webhooks),
		Challenges:      a.Challenges,
		Subscribers:     cfg.FeedbackSubscribers,
		Logger:          cfg.Logger.With("component", "feedback"),
		Now:             cfg.Now,
	}); err != nil {
		return err
	}
	a.Feedback.AddWorkers(workers)
	a.Feedback.AddPeriodicJobs(a.jobs.PeriodicJobs())
	a.Feedback.AddItemHook(a.Webhooks)
	if a.Forms, err = forms.NewService(stores.Forms, forms.Deps{Quota: a.Orgs, Uploads: a.Uploads, Queue: queue, Audit: a.Audit}, forms.Config{
		Challenges:       a.Challenges,
		RequireChallenge: a.Orgs.RequireChallenge,
		Analyzer:         cfg.Analyzer,
		SentimentTimeout: cfg.InlineAnalysisTimeout,
		Summarizer:       cfg.Summarizer,
		SummaryTimeout:   cfg.SummaryTimeout,
		Subscribers:      cfg.FormSubscribers,
		Logger:           cfg.Logger.With("component", "forms"),
		Now:              cfg.Now,
	}); err != nil {
		return err
	}
	a.Forms.AddWorkers(workers)
	a.Forms.AddResponseHook(a.Webhooks)
	a.Orgs.AddUsageCounter(orgs.Rooms, a.Rooms.CountRooms)
	a.Orgs.AddUsageCounter(orgs.Forms, a.Forms.CountForms)
	a.Feedback.FollowRooms(a.Rooms)
	if a.Subscriptions, err = subscriptions.NewService(stores.Subscriptions, subscriptions.Deps{
		Rooms: a.Rooms, Forms: a.Forms, Feedback: a.Feedback,
		Users: a.Identity, Orgs: a.Orgs, Mailer: a.Notify, Queue: queue,
	}, subscriptions.Config{
		Secret:              []byte(secret),
		BaseURL:             cfg.BaseURL,
		DashboardURL:        cfg.DashboardURL,
		Schedule:            cfg.DigestSchedule,
		DigestCheckInterval: cfg.DigestCheckInterval,
		Logger:              cfg.Logger.With("component", "subscriptions"),
		Now:                 cfg.Now,
	}); err != nil {
		return err
	}
	a.Subscriptions.AddWorkers(workers)
	a.Subscriptions.AddPeriodicJobs(a.jobs.PeriodicJobs())
	if a.Idempotency, err = idempotency.NewService(stores.Idempotency, idempotency.Config{Now: cfg.Now}); err != nil {
		return err
	}
	a.Idempotency.AddWorkers(workers)
	a.Idempotency.AddPeriodicJobs(a.jobs.PeriodicJobs())
	a.forgetDeletedItems()
	a.lendItemLock(cfg.ConcernHandlers)
	a.Feedback.AddItemHook(a.Subscriptions)
	a.Forms.AddResponseHook(a.Subscriptions)
	a.Subscriptions.FollowRooms(a.Rooms)
	a.Subscriptions.FollowForms(a.Forms)
	a.Subscriptions.FollowMembers(a.Orgs)
	if a.APIKeys, err = apikeys.NewService(stores.APIKeys, apikeys.Deps{Users: a.Identity, Audit: a.Audit}, apikeys.Config{Now: cfg.Now}); err != nil {
		return err
	}
	a.APIKeys.FollowMembers(a.Orgs)
	if a.Governance, err = governance.NewService(stores.Governance, governance.Deps{
		Feedback: a.Feedback, Forms: a.Forms, Orgs: a.Orgs, Members: a.Identity,
		Uploads: a.Uploads, Audit: a.Audit,
	}, governance.Config{
		PurgeInterval: cfg.RetentionPurgeInterval,
		Logger:        cfg.Logger.With("component", "governance"),
		Now:           cfg.Now,
	}); err != nil {
		return err
	}
	a.Governance.AddWorkers(workers)
	a.Governance.AddPeriodicJobs(a.jobs.PeriodicJobs())
	return nil
}

// forgetDeletedItems has every deletion of feedback items (of items, of a
// room, the retention's purge) delete in its transaction what the other
// Services keep of the items' text: their tickets, emails, webhook
// deliveries and replayable answers; and every deletion of form responses
// (of their form, the retention's purge) what they keep of the answers:
// digests, webhook deliveries and replayable answers. A package that
// comes to keep a copy of an item's text or a response's answers adds its
// hook here, and, when a job of its own makes the copy, takes the item
// lock too (see lendItemLock).
func (a *App) forgetDeletedItems() {
	a.Feedback.AddDeleteHook(a.Integrations.ForgetItems)
	a.Feedback.AddDeleteHook(a.Notify.ForgetItems)
	a.Feedback.AddDeleteHook(a.Webhooks.ForgetItems)
	a.Feedback.AddDeleteHook(a.Idempotency.Forget)
	a.Forms.AddResponseDeleteHook(a.Notify.ForgetItems)
	a.Forms.AddResponseDeleteHook(a.Webhooks.ForgetResponses)
	a.Forms.AddResponseDeleteHook(a.Idempotency.Forget)
}

// lendItemLock lends the lock of feedback items to the Services whose
// jobs copy an item's text (the tracker's tickets, the concern_flagged
// deliveries, the instant emails) and to the handlers of
// Config.ConcernHandlers that ask for it (feedback.ItemCopier), so that
// each copy is stored with the item locked: a deletion of the item comes
// first (nothing is stored) or deletes the copy with it.
func (a *App) lendItemLock(handlers []feedback.ConcernHandler) {
	a.Feedback.LendItemLock(a.Integrations, a.Webhooks, a.Subscriptions)
	for _, h := range handlers {
		if c, ok := h.(feedback.ItemCopier); ok {
			a.Feedback.LendItemLock(c)
		}
	}
}

// Discarded counts what DiscardDeliveries discarded: the jobs cancelled
// of each kind, and the analyses made quiet.
type Discarded struct {
	Emails   int `json:"emails"`
	Webhooks int `json:"webhooks"`
	// Concerns counts the feedback.serious_concern jobs: the webhooks,
	// tickets and Config.ConcernHandlers of items flagged already.
	Concerns int `json:"concerns"`
	Tickets  int `json:"tickets"`
	// PasswordResets counts the requests whose reset email was not
	// written yet; Subscriptions the instant emails to subscribers of new
	// feedback not written yet.
	PasswordResets int `json:"password_resets"`
	Subscriptions  int `json:"subscriptions"`
	// QuietAnalyses counts the analyses still to be made that were kept
	// but made quiet (see feedback.AnalyzeArgs).
	QuietAnalyses int `json:"quiet_analyses"`
}

// DiscardDeliveries cancels the jobs that would reach outside the machine
// what the database had queued, for a copy that must not send it, such as
// a restored backup (see docs/backup-and-upgrade.md), and returns how many
// of each kind it cancelled. It takes the jobs still to be worked (queued,
// scheduled, waiting for a retry, or left running) of the email and
// webhook deliveries, the serious concerns' follow-up (their webhooks,
// tickets and Config.ConcernHandlers), the tracker's tickets, the password
// reset requests and the instant emails to subscribers. Each email
// becomes notify.StatusFailed, each pending webhook delivery
// webhooks.DeliveryFailed, and each pending ticket
// integrations.TicketSkipped, as discarded, in the transaction that
// cancels its job. The analyses still to be made stay, made quiet: their
// verdicts are stored, but an item they flag notifies no one (see
// feedback.AnalyzeArgs). The other jobs stay: digests (which the copy's
// schedule would queue again) and the copy's upkeep. Run it before Start,
// with no App running the jobs of the database (see JobsRunning): a job
// that a running App is working has its context cancelled by that App
// within a few seconds (River polls for cancellations), and is cancelled
// once its attempt ends, unless the attempt succeeds first.
func (a *App) DiscardDeliveries(ctx context.Context) (Discarded, error) {
	var d Discarded
	q := jobs.NewQueue(a.jobs)
	err := errors.Join(
		discard(ctx, q, &d.QuietAnalyses, func(ctx context.Context, args feedback.AnalyzeArgs) error {
			if args.Quiet {
				return jobs.ErrKeep
			}
			args.Quiet = true
			return q.Enqueue(ctx, args, nil)
		}),
		discard(ctx, q, &d.Concerns, func(context.Context, feedback.SeriousConcernArgs) error { return nil }),
		discard(ctx, q, &d.Tickets, func(ctx context.Context, args integrations.CreateTicketArgs) error {
			return a.Integrations.Discard(ctx, args.OrgID, args.TicketID)
		}),
		discard(ctx, q, &d.PasswordResets, func(context.Context, identity.PasswordResetArgs) error { return nil }),
		discard(ctx, q, &d.Subscriptions, func(context.Context, subscriptions.ItemArgs) error { return nil }),
		discard(ctx, q, &d.Subscriptions, func(context.Context, subscriptions.InstantArgs) error { return nil }),
		discard(ctx, q, &d.Emails, func(ctx context.Context, args notify.DeliverEmailArgs) error {
			return a.Notify.Discard(ctx, args.EmailID)
		}),
		discard(ctx, q, &d.Webhooks, func(ctx context.Context, args webhooks.DeliverArgs) error {
			return a.Webhooks.Discard(ctx, args.OrgID, args.DeliveryID)
		}),
	)
	return d, err
}

// discard cancels the jobs of kind T with jobs.Cancel and fn, and adds
// how many to *n.
func discard[T river.JobArgs](ctx context.Context, q *jobs.Queue, n *int, fn func(ctx context.Context, args T) error) error {
	c, err := jobs.Cancel(ctx, q, fn)
	*n += c
	if err != nil {
		var kind T
		return fmt.Errorf("app: discard the %s jobs: %w", kind.Kind(), err)
	}
	return nil
}

// JobsRunning reports whether an App of this process or another has
// Started on the database and runs the background jobs now (a server is
// live on it), by the lease of River's elected leader: within about 15
// seconds after a process died it still reports true. DiscardDeliveries
// must not run then: it would cancel the live service's emails, webhook
// deliveries and tickets.
func (a *App) JobsRunning(ctx context.Context) (bool, error) {
	return a.jobs.Running(ctx)
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

// Close stops the background jobs, takes the App's metrics out of the
// registry (so that a scrape of Config.Registry no longer reads the closed
// database, and another App may register in it) and closes what New
// opened (the database of DatabaseURL, the bucket of BlobURL), all within
// ctx's deadline: the
// running jobs may finish during the first three quarters of the time left
// (see stopJobs); those still running then are cancelled (River runs them
// again, without counting the attempt) and given the last quarter to return, and Close reports that
// they had to be cancelled. A ctx without a deadline lets them finish
// until it is cancelled, and Close then returns at once. The repeats of
// the job queue's errors that were being counted are logged by then, so
// that nothing of the jobs is logged once Close returned (but by a job
// that did not return). It does not stop the Server: a program that
// serves it calls a.Server.Shutdown first.
// Close of a nil App (what New returned with an error) does nothing.
func (a *App) Close(ctx context.Context) error {
	if a == nil {
		return nil
	}
	var errs []error
	if a.started {
		errs = append(errs, a.stopJobs(ctx))
		a.jobMetrics.close()
		a.started = false
	}
	errs = append(errs, a.closeAll())
	return errors.Join(errs...)
}

// stopJobs stops the background jobs within ctx. The running jobs may
// finish until three quarters of the time left to ctx's deadline have
// passed (until ctx ends, without a deadline); those still running then
// are cancelled, and waited for until ctx ends. A job that returns on
// being cancelled (with its context's error) is made available again at
// once by River, without counting the attempt.
func (a *App) stopJobs(ctx context.Context) error {
	graceful := ctx
	if deadline, ok := ctx.Deadline(); ok {
		var cancel context.CancelFunc
		graceful, cancel = context.WithDeadline(ctx, deadline.Add(-time.Until(deadline)/4))
		defer cancel()
	}
	err := a.jobs.Stop(graceful)
	if err == nil {
		return nil
	}
	err = fmt.Errorf("app: background jobs still running at the stop were cancelled: %w", err)
	if cerr := a.jobs.StopAndCancel(ctx); cerr != nil {
		return errors.Join(err, fmt.Errorf("app: cancelled jobs had not returned when Close's context ended: %w", cerr))
	}
	return err
}

// closeAll takes the App's metrics and the Server's out of the registry,
// then closes what New opened, last opened first.
func (a *App) closeAll() error {
	if a.Server != nil {
		a.Server.UnregisterMetrics()
	}
	if a.unregisterMetrics != nil {
		a.unregisterMetrics()
	}
	var errs []error
	for i := len(a.closers) - 1; i >= 0; i-- {
		errs = append(errs, a.closers[i].Close())
	}
	a.closers = nil
	return errors.Join(errs...)
}

// deriveKey derives from secret, the secret that signs sessions (which
// every instance shares), the key of the use named purpose, so that no two
// uses share one: the signatures of proof-of-work challenges, the
// rate-limit keys of accounts.
func deriveKey(secret, purpose string) []byte {
	m := hmac.New(sha256.New, []byte(secret))
	m.Write([]byte(purpose))
	return m.Sum(nil)
}
