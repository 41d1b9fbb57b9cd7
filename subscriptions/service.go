package subscriptions

import (
	"cmp"
	"errors"
	"log/slog"
	"strings"
	"time"

	"github.com/riverqueue/river"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
	"github.com/feedbackkit/feedbackkit/internal/ttlcache"
)

// Deps are the components a Service works with. All are required.
type Deps struct {
	// Rooms finds the rooms the caller may see (the rooms Service).
	Rooms Rooms
	// Forms finds the forms of the caller's organization and reads their
	// responses for digests (the forms Service).
	Forms Forms
	// Feedback reads the feedback of rooms for digests and instant emails
	// (the feedback Service).
	Feedback RoomFeedback
	// Users finds the members subscriptions belong to (the identity
	// Service).
	Users Users
	// Orgs finds the organizations, for the emails (the orgs Service).
	Orgs Orgs
	// Mailer sends the notifications and digests (the notify Service).
	Mailer Mailer
	// Queue takes the jobs of notifications and digests (register the
	// workers with AddWorkers).
	Queue feedbackkit.Enqueuer
}

// Config configures a Service. Secret is required; the other fields have
// defaults.
type Config struct {
	// Secret signs the one-click unsubscribe links: at least 16 bytes.
	Secret []byte
	// BaseURL is the public URL of the API's prefix, for the unsubscribe
	// links (default http://localhost:8080).
	BaseURL string
	// DashboardURL is the public URL of the dashboard, whose pages the
	// emails link to: {DashboardURL}/inbox?room=...#item-..., /forms/{id}
	// and /concerns?resolved=false (default BaseURL): the URL of a host's
	// own pages where the Server serves no dashboard.
	DashboardURL string
	// Schedule says when the periods of digests end (default
	// DefaultSchedule).
	Schedule *Schedule
	// DigestCheckInterval is how often the scheduler looks for periods
	// that ended (default DefaultDigestCheckInterval): a digest is queued
	// within it of the end of its period.
	DigestCheckInterval time.Duration
	// Logger receives the failures to queue a notification (default:
	// discarded).
	Logger *slog.Logger
	// Now is the clock (default time.Now).
	Now func() time.Time
}

// Service manages the subscriptions of the members of organizations and
// emails them. Its methods but the hooks act for the principal of the
// context (identity.WithPrincipal), on the principal's own subscriptions.
// Make it with NewService: a zero Service panics when used.
type Service struct {
	store Store
	deps  Deps
	cfg   Config
	// watched remembers, per organization, the targets that have instant
	// subscribers (see instantTargets), so that a submission costs no
	// query, and one to a target nobody watches no job.
	watched ttlcache.Cache[[]Target]
	// lockItem locks the items an email shows (see UseItemLock).
	lockItem feedback.ItemLock
}

// NewService returns a Service keeping subscriptions in store (NewBunStore
// gives feedbackkit's own), checking their targets and emailing their
// subscribers through deps. It returns an error when a dependency is
// missing, cfg.Secret is shorter than 16 bytes or cfg.Schedule is invalid.
func NewService(store Store, deps Deps, cfg Config) (*Service, error) {
	if store == nil || deps.Rooms == nil || deps.Forms == nil || deps.Feedback == nil ||
		deps.Users == nil || deps.Orgs == nil || deps.Mailer == nil || deps.Queue == nil {
		return nil, errors.New("subscriptions: NewService needs a Store and every field of Deps")
	}
	if len(cfg.Secret) < 16 {
		return nil, errors.New("subscriptions: a secret of at least 16 bytes is required")
	}
	if cfg.BaseURL == "" {
		cfg.BaseURL = "http://localhost:8080"
	}
	cfg.BaseURL = strings.TrimRight(cfg.BaseURL, "/")
	cfg.DashboardURL = strings.TrimRight(cmp.Or(cfg.DashboardURL, cfg.BaseURL), "/")
	if cfg.Schedule == nil {
		cfg.Schedule = &DefaultSchedule
	}
	if err := cfg.Schedule.validate(); err != nil {
		return nil, err
	}
	if cfg.DigestCheckInterval <= 0 {
		cfg.DigestCheckInterval = DefaultDigestCheckInterval
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	return &Service{store: store, deps: deps, cfg: cfg, watched: ttlcache.Cache[[]Target]{TTL: watchedTTL}}, nil
}

// now is the time of the clock in UTC, at the databases' precision
// (microseconds), so that what a write returns equals what a read returns.
func (s *Service) now() time.Time { return s.cfg.Now().UTC().Truncate(time.Microsecond) }

// AddWorkers registers the workers of the notification and digest jobs in
// workers. Call it before the jobs client starts.
func (s *Service) AddWorkers(workers *river.Workers) {
	river.AddWorker(workers, &itemWorker{s: s})
	river.AddWorker(workers, &instantWorker{s: s})
	river.AddWorker(workers, &scheduleWorker{s: s})
	river.AddWorker(workers, &digestWorker{s: s})
}

// AddPeriodicJobs adds the digest scheduler (ScheduleDigestsArgs, every
// Config.DigestCheckInterval) to periodic, the job client's periodic jobs.
// Without it, daily and weekly digests go out only when QueueDigests is
// called.
func (s *Service) AddPeriodicJobs(periodic *river.PeriodicJobBundle) {
	jobs.Every(periodic, s.cfg.DigestCheckInterval, ScheduleDigestsArgs{})
}
