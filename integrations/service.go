package integrations

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/riverqueue/river"
	"go.opentelemetry.io/otel/trace"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/audit"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/internal/seal"
	"github.com/feedbackkit/feedbackkit/internal/telemetry"
)

// Config configures a Service.
type Config struct {
	// Secret derives the key that encrypts stored tokens and the OAuth
	// state (FEEDBACKD_SECRET). Required.
	Secret []byte
	// BaseURL is the public URL of the API's prefix: the OAuth redirect
	// URI is BaseURL + "/api/integrations/tracker/callback".
	BaseURL string
	// Tracker is the tracker's OAuth client and endpoints.
	Tracker TrackerConfig
	// Logger receives ticket failures (never a token). Nil discards.
	Logger *slog.Logger
	// Now is the clock (default time.Now).
	Now func() time.Time
	// RetryPolicy is the job client's retry policy (app.Config's
	// JobRetryPolicy), which the retries of tickets follow up to
	// MaxTicketRetryDelay. Nil: River's exponential backoff.
	RetryPolicy river.ClientRetryPolicy
	// TracerProvider makes each request to the tracker a client span.
	// Nil: no spans.
	TracerProvider trace.TracerProvider
}

// Deps are the components a Service works with. All are required.
type Deps struct {
	// Orgs finds organizations (the orgs Service).
	Orgs Orgs
	// Rooms finds rooms and keeps their tracker settings (the rooms
	// Service).
	Rooms Rooms
	// Users finds the members (the identity Service).
	Users Users
	// Queue takes the ticket jobs (register the worker with AddWorkers).
	Queue feedbackkit.Enqueuer
	// Audit records the integrations connected and disconnected in the
	// audit log. Optional: without it, nothing is recorded.
	Audit audit.Recorder
}

// Service manages the integrations of organizations. Its methods but the
// concern handler, the worker and the hooks act for the principal of the
// context (identity.WithPrincipal), within the principal's organization.
// Make it with NewService: a zero Service panics when used.
type Service struct {
	store Store
	deps  Deps
	cfg   Config
	box   *seal.Box
	// lockItem locks the item a ticket copies (see UseItemLock).
	lockItem feedback.ItemLock
}

// NewService returns a Service keeping integrations in store and working
// with deps. It returns an error when a dependency is missing or
// cfg.Secret is shorter than 16 bytes.
func NewService(store Store, deps Deps, cfg Config) (*Service, error) {
	if store == nil || deps.Orgs == nil || deps.Rooms == nil || deps.Users == nil || deps.Queue == nil {
		return nil, errors.New("integrations: NewService needs a Store, Deps.Orgs, Deps.Rooms, Deps.Users and Deps.Queue")
	}
	if len(cfg.Secret) < 16 {
		return nil, errors.New("integrations: a secret of at least 16 bytes is required")
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.RetryPolicy == nil {
		cfg.RetryPolicy = &river.DefaultClientRetryPolicy{}
	}
	cfg.BaseURL = strings.TrimRight(cfg.BaseURL, "/")
	t := &cfg.Tracker
	t.AuthURL = orDefault(t.AuthURL, DefaultTrackerAuthURL)
	t.TokenURL = orDefault(t.TokenURL, DefaultTrackerTokenURL)
	t.APIURL = strings.TrimRight(orDefault(t.APIURL, DefaultTrackerAPIURL), "/")
	if t.HTTPClient == nil {
		t.HTTPClient = &http.Client{Timeout: 20 * time.Second}
	}
	t.HTTPClient = telemetry.Client(t.HTTPClient, cfg.TracerProvider)
	return &Service{store: store, deps: deps, cfg: cfg, box: newSealer(cfg.Secret)}, nil
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// now is the time of the clock in UTC, at the databases' precision
// (microseconds), so that what a write returns equals what a read returns.
func (s *Service) now() time.Time { return s.cfg.Now().UTC().Truncate(time.Microsecond) }

// newID returns the id of a new record.
func newID() string { return uuid.Must(uuid.NewV7()).String() }

// AddWorkers registers the worker of the integrations.create_ticket job.
func (s *Service) AddWorkers(workers *river.Workers) {
	river.AddWorker(workers, &ticketWorker{s: s})
}

// MaxNameLength is the longest integration name, in characters.
const MaxNameLength = 100

// NewIntegration describes an integration to create.
type NewIntegration struct {
	Type   Type
	Name   string
	Config SettingsPatch
}

// SettingsPatch changes some of the tracker configuration; nil fields stay.
type SettingsPatch struct {
	ProjectKey         *string
	IssueType          *string
	AutoCreate         *bool
	AllowedProjectKeys []string // nil: unchanged; empty: none
}

// MaxAllowedProjects bounds TrackerSettings.AllowedProjectKeys.
const MaxAllowedProjects = 100

// apply returns cur changed by p, or VALIDATION_FAILED naming the field
// (under prefix) of a bad value.
func (p SettingsPatch) apply(cur TrackerSettings, prefix string) (TrackerSettings, error) {
	if p.ProjectKey != nil {
		key := strings.TrimSpace(*p.ProjectKey)
		if key != "" && !projectKeyRE.MatchString(key) {
			return cur, feedbackkit.Invalid(prefix+"projectKey", "must be a project key such as OPS (capital letters, digits and _)")
		}
		cur.ProjectKey = key
	}
	if p.IssueType != nil {
		it := strings.TrimSpace(*p.IssueType)
		if it == "" {
			it = DefaultIssueType
		}
		if err := feedbackkit.CheckName(prefix+"issueType", it, MaxNameLength); err != nil {
			return cur, err
		}
		cur.IssueType = it
	}
	if p.AutoCreate != nil {
		cur.AutoCreate = *p.AutoCreate
	}
	if p.AllowedProjectKeys != nil {
		keys, err := cleanProjectKeys(prefix+"allowedProjectKeys", p.AllowedProjectKeys)
		if err != nil {
			return cur, err
		}
		cur.AllowedProjectKeys = keys
	}
	if cur.IssueType == "" {
		cur.IssueType = DefaultIssueType
	}
	return cur, nil
}

// Jira's keys: a project key is a capital letter then capitals, digits or
// underscores; an issue key is a project key, a hyphen and a number.
var (
	projectKeyRE = regexp.MustCompile(`^[A-Z][A-Z0-9_]{0,99}$`)
	issueKeyRE   = regexp.MustCompile(`^[A-Z][A-Z0-9_]{0,99}-[1-9][0-9]{0,17}$`)
)

// cleanProjectKeys returns keys trimmed and de-duplicated, or
// VALIDATION_FAILED naming field for more than MaxAllowedProjects keys or
// one that is not a project key.
func cleanProjectKeys(field string, keys []string) ([]string, error) {
	if len(keys) > MaxAllowedProjects {
		return nil, feedbackkit.Invalid(field, fmt.Sprintf("must have at most %d project keys", MaxAllowedProjects))
	}
	out := make([]string, 0, len(keys))
	for _, k := range keys {
		k = strings.TrimSpace(k)
		if !projectKeyRE.MatchString(k) {
			return nil, feedbackkit.Invalid(field, "must be project keys such as OPS (capital letters, digits and _)")
		}
		if !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	return out, nil
}

// cleanName trims and checks an integration's name.
func cleanName(name string) (string, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		return "", feedbackkit.Invalid("name", "is required")
	}
	return name, feedbackkit.CheckName("name", name, MaxNameLength)
}

// CreateIntegration creates an enabled, not yet connected integration of
// the caller's organization. It returns INVALID_TOKEN without a principal,
// INSUFFICIENT_ROLE below admin, ENTITLEMENT_REQUIRED, VALIDATION_FAILED
// for an unknown type, a bad name or configuration, and ALREADY_EXISTS
// when the organization has an integration of that type.
func (s *Service) CreateIntegration(ctx context.Context, ni NewIntegration) (*Integration, error) {
	p, err := s.entitledAdmin(ctx)
	if err != nil {
		return nil, err
	}
	if ni.Type != TypeTracker {
		return nil, feedbackkit.Invalid("type", "must be tracker")
	}
	name, err := cleanName(ni.Name)
	if err != nil {
		return nil, err
	}
	cfg, err := ni.Config.apply(TrackerSettings{}, "config.")
	if err != nil {
		return nil, err
	}
	now := s.now()
	in := &Integration{ID: newID(), OrgID: p.OrgID, Type: ni.Type, Name: name, Enabled: true,
		Status: StatusNotConnected, Config: cfg, CreatedBy: p.UserID, CreatedAt: now, UpdatedAt: now}
	if err := s.store.CreateIntegration(ctx, in); err != nil {
		return nil, err
	}
	return in, nil
}

// Integrations returns the integrations of the caller's organization,
// oldest first. It returns INVALID_TOKEN without a principal and
// INSUFFICIENT_ROLE below admin.
func (s *Service) Integrations(ctx context.Context) ([]*Integration, error) {
	p, err := admin(ctx)
	if err != nil {
		return nil, err
	}
	return s.store.FindIntegrations(ctx, p.OrgID)
}

// FindIntegration returns the integration id of the caller's
// organization. It returns INVALID_TOKEN without a principal,
// INSUFFICIENT_ROLE below admin and NOT_FOUND.
func (s *Service) FindIntegration(ctx context.Context, id string) (*Integration, error) {
	p, err := admin(ctx)
	if err != nil {
		return nil, err
	}
	return s.store.FindIntegration(ctx, p.OrgID, id)
}

// IntegrationUpdate changes some of an integration; nil fields stay.
type IntegrationUpdate struct {
	Name   *string
	Config SettingsPatch
}

// UpdateIntegration changes the integration id of the caller's
// organization by upd. It returns the errors of FindIntegration,
// ENTITLEMENT_REQUIRED, and VALIDATION_FAILED for a bad name or
// configuration.
func (s *Service) UpdateIntegration(ctx context.Context, id string, upd IntegrationUpdate) (*Integration, error) {
	return s.change(ctx, id, func(in *Integration) error {
		if upd.Name != nil {
			name, err := cleanName(*upd.Name)
			if err != nil {
				return err
			}
			in.Name = name
		}
		cfg, err := upd.Config.apply(in.Config, "config.")
		in.Config = cfg
		return err
	})
}

// SetEnabled enables or disables the integration id of the caller's
// organization: a disabled integration creates no tickets. It returns the
// errors of FindIntegration and ENTITLEMENT_REQUIRED.
func (s *Service) SetEnabled(ctx context.Context, id string, enabled bool) (*Integration, error) {
	return s.change(ctx, id, func(in *Integration) error {
		in.Enabled = enabled
		return nil
	})
}

// change applies fn to the integration id of the entitled admin's
// organization and stores it.
func (s *Service) change(ctx context.Context, id string, fn func(*Integration) error) (*Integration, error) {
	p, err := s.entitledAdmin(ctx)
	if err != nil {
		return nil, err
	}
	var in *Integration
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		if in, err = s.store.FindIntegration(ctx, p.OrgID, id); err != nil {
			return err
		}
		if err := fn(in); err != nil {
			return err
		}
		in.UpdatedAt = s.now()
		return s.store.UpdateIntegration(ctx, in)
	})
	if err != nil {
		return nil, err
	}
	return in, nil
}

// DeleteIntegration deletes the integration id of the caller's
// organization with its stored tokens and its tickets' records (the
// tickets stay in the tracker). It needs no entitlement, so that an
// organization whose plan lost integrations can remove them. It returns
// INVALID_TOKEN without a principal, INSUFFICIENT_ROLE below admin and
// NOT_FOUND.
func (s *Service) DeleteIntegration(ctx context.Context, id string) error {
	p, err := admin(ctx)
	if err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		in, err := s.store.FindIntegration(ctx, p.OrgID, id)
		if err != nil {
			return err
		}
		if err := s.store.DeleteIntegration(ctx, p.OrgID, id); err != nil {
			return err
		}
		return audit.Record(ctx, s.deps.Audit, audit.Entry{
			OrgID: p.OrgID, Action: audit.ActionIntegrationDisconnected, TargetType: audit.TargetIntegration, TargetID: id,
			Details: map[string]any{"type": in.Type, "name": in.Name},
		})
	})
}

// ConfigureTracker sets the project, issue type and automatic creation of
// the organization's tracker integration. It returns INVALID_TOKEN without
// a principal, INSUFFICIENT_ROLE below admin, ENTITLEMENT_REQUIRED,
// VALIDATION_FAILED for a bad value and NOT_FOUND when the organization
// has no tracker integration.
func (s *Service) ConfigureTracker(ctx context.Context, patch SettingsPatch) (*Integration, error) {
	if patch.ProjectKey == nil || strings.TrimSpace(*patch.ProjectKey) == "" {
		return nil, feedbackkit.Invalid("projectKey", "is required")
	}
	p, err := s.entitledAdmin(ctx)
	if err != nil {
		return nil, err
	}
	in, err := s.store.FindIntegrationByType(ctx, p.OrgID, TypeTracker)
	if err != nil {
		return nil, err
	}
	return s.change(ctx, in.ID, func(in *Integration) error {
		cfg, err := patch.apply(in.Config, "")
		in.Config = cfg
		return err
	})
}

// TrackerProjects lists the projects of the site the organization's
// tracker integration is connected to. It returns INVALID_TOKEN without a
// principal, INSUFFICIENT_ROLE below admin, NOT_FOUND without a tracker
// integration, NOT_CONNECTED when it has no working connection and
// UNAVAILABLE when the tracker cannot be reached or fails.
func (s *Service) TrackerProjects(ctx context.Context) ([]Project, error) {
	p, err := admin(ctx)
	if err != nil {
		return nil, err
	}
	in, err := s.store.FindIntegrationByType(ctx, p.OrgID, TypeTracker)
	if err != nil {
		return nil, err
	}
	token, err := s.accessToken(ctx, in)
	if err != nil {
		return nil, err
	}
	projects, err := s.projects(ctx, in, token)
	var te *trackerError
	if errors.As(err, &te) {
		return nil, feedbackkit.Errorf(feedbackkit.CodeUnavailable, "%s", te.Error())
	}
	return projects, err
}

// Stats are the counts of an integration's work.
type Stats struct {
	// EventsProcessed counts the serious concerns that called for a
	// ticket.
	EventsProcessed int
	// TicketsCreated counts the tickets created in the tracker.
	TicketsCreated int
	// Pending counts the tickets still to create (being retried).
	Pending int
	// Skipped counts the tickets given up because the integration was
	// disabled before they were created.
	Skipped int
	// Errors counts the failed attempts to create tickets.
	Errors int
}

// Stats returns the counts of the integration id of the caller's
// organization. It returns the errors of FindIntegration.
func (s *Service) Stats(ctx context.Context, id string) (*Stats, error) {
	in, err := s.FindIntegration(ctx, id)
	if err != nil {
		return nil, err
	}
	return s.store.TicketStats(ctx, in.OrgID, in.ID)
}

// Tickets returns one page of the tickets of the integration id of the
// caller's organization, newest first. It returns the errors of
// FindIntegration and VALIDATION_FAILED for a bad page.
func (s *Service) Tickets(ctx context.Context, id string, page feedbackkit.PageRequest) (feedbackkit.Page[*Ticket], error) {
	page, err := page.Normalize()
	if err != nil {
		return feedbackkit.Page[*Ticket]{}, err
	}
	in, err := s.FindIntegration(ctx, id)
	if err != nil {
		return feedbackkit.Page[*Ticket]{}, err
	}
	list, total, err := s.store.FindTickets(ctx, in.OrgID, in.ID, page)
	if err != nil {
		return feedbackkit.Page[*Ticket]{}, err
	}
	return feedbackkit.NewPage(list, total, page), nil
}
