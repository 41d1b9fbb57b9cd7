package webhooks

import (
	"errors"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/google/uuid"
	"github.com/riverqueue/river"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/audit"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
	"github.com/feedbackkit/feedbackkit/internal/seal"
	"github.com/feedbackkit/feedbackkit/internal/ttlcache"
)

// DefaultTimeout is how long a receiver has to answer a delivery.
const DefaultTimeout = 10 * time.Second

// DefaultRetrySchedule is the wait before each retry of a failed delivery:
// the first within seconds, the last about a day after the event; a
// delivery that fails them all is given up.
var DefaultRetrySchedule = []time.Duration{
	5 * time.Second, 5 * time.Minute, 30 * time.Minute, 2 * time.Hour, 5 * time.Hour, 10 * time.Hour, 10 * time.Hour,
}

// Deps are the components a Service works with.
type Deps struct {
	// Queue takes the delivery jobs (register the worker with AddWorkers).
	// Required.
	Queue feedbackkit.Enqueuer
	// Audit records the webhooks created, changed (updated or given a new
	// secret) and deleted in the audit log, in the transaction of each.
	// Optional: without it, nothing is recorded.
	Audit audit.Recorder
}

// Config configures a Service.
type Config struct {
	// Secret derives the key that seals the signing secrets in the Store
	// (FEEDBACKD_SECRET), at least 16 bytes. Required.
	Secret []byte
	// AllowPrivate lets webhooks target addresses that are not public
	// unicast: loopback, private, link-local, shared, reserved...
	// (FEEDBACKD_WEBHOOK_ALLOW_PRIVATE=1), for development and tests.
	// Default: refused.
	AllowPrivate bool
	// Resolver resolves the host of a URL when a webhook is saved.
	// Default net.DefaultResolver. Connections resolve with the system's
	// resolver and are checked on the address they go to.
	Resolver Resolver
	// Timeout is how long a receiver has to answer. Default
	// DefaultTimeout.
	Timeout time.Duration
	// RetrySchedule is the wait before each retry of a failed delivery.
	// Default DefaultRetrySchedule.
	RetrySchedule []time.Duration
	// Logger receives failed deliveries. Nil discards.
	Logger *slog.Logger
	// Now is the clock. Default time.Now.
	Now func() time.Time
}

// Service manages the webhooks of organizations and delivers their events.
// Its management methods act for the principal of the context
// (identity.WithPrincipal), within the principal's organization.
// Make it with NewService: a zero Service panics when used.
type Service struct {
	store  Store
	deps   Deps
	cfg    Config
	box    *seal.Box
	guard  guard
	client *http.Client
	// listened remembers, per organization, the events its enabled
	// webhooks list (see listens).
	listened ttlcache.Cache[[]EventType]
	// lockItem locks the item a concern_flagged delivery copies (see
	// UseItemLock).
	lockItem feedback.ItemLock
}

// NewService returns the Service of the webhooks in store, queueing their
// deliveries on deps.Queue. It returns an error when a dependency is
// missing, cfg.Secret is shorter than 16 bytes, or a retry delay is not
// positive.
func NewService(store Store, deps Deps, cfg Config) (*Service, error) {
	if store == nil || deps.Queue == nil {
		return nil, errors.New("webhooks: NewService needs a Store and Deps.Queue")
	}
	if len(cfg.Secret) < 16 {
		return nil, errors.New("webhooks: a secret of at least 16 bytes is required")
	}
	if cfg.Resolver == nil {
		cfg.Resolver = net.DefaultResolver
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = DefaultTimeout
	}
	if cfg.RetrySchedule == nil {
		cfg.RetrySchedule = DefaultRetrySchedule
	}
	for _, d := range cfg.RetrySchedule {
		if d <= 0 {
			return nil, errors.New("webhooks: the delays of RetrySchedule must be positive")
		}
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	g := guard{allowPrivate: cfg.AllowPrivate, resolver: cfg.Resolver}
	return &Service{
		store:  store,
		deps:   deps,
		cfg:    cfg,
		box:    seal.New(cfg.Secret, sealInfo),
		guard:  g,
		client: g.client(cfg.Timeout),

		listened: ttlcache.Cache[[]EventType]{TTL: listenTTL},
	}, nil
}

// AddWorkers registers the workers of the webhooks.deliver,
// webhooks.prune and webhooks.settle jobs.
func (s *Service) AddWorkers(workers *river.Workers) {
	river.AddWorker(workers, &deliverWorker{s: s})
	jobs.AddPurge[PruneArgs](workers, s.Prune)
	jobs.AddPurge[SettleArgs](workers, s.Settle)
}

// now is the time of the clock in UTC, at the databases' precision.
func (s *Service) now() time.Time { return s.cfg.Now().UTC().Truncate(time.Microsecond) }

// newID returns the id of a new record.
func newID() string { return uuid.Must(uuid.NewV7()).String() }
