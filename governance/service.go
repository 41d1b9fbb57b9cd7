package governance

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/feedbackkit/feedbackkit/audit"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/uploads"
)

// Feedback deletes feedback items, with the delete hooks: the old ones
// for the retention, all of an organization for its deletion.
// *feedback.Service implements it.
type Feedback interface {
	PurgeItems(ctx context.Context, orgID string, before time.Time, limit int) (int, error)
}

// Forms deletes form responses, with the response delete hooks: the old
// ones for the retention, all of an organization for its deletion.
// *forms.Service implements it.
type Forms interface {
	PurgeResponses(ctx context.Context, orgID string, before time.Time, limit int) (int, error)
}

// Orgs finds organizations. *orgs.Service implements it.
type Orgs interface {
	FindOrganizationByID(ctx context.Context, id string) (*orgs.Organization, error)
	FindOrganizationBySubdomain(ctx context.Context, subdomain string) (*orgs.Organization, error)
}

// Members deletes the accounts removed from an organization that is
// deleted. *identity.Service implements it.
type Members interface {
	DeleteFormerMembers(ctx context.Context, orgID string) (int, error)
}

// Deps are the components a Service works with. All are required but
// Audit.
type Deps struct {
	Feedback Feedback
	Forms    Forms
	Orgs     Orgs
	Members  Members
	// Uploads holds the uploaded files that a deletion deletes.
	Uploads uploads.Store
	// Audit records the changes of retention and privacy notice, in their
	// transaction, and the exports. Optional: without it, nothing is
	// recorded.
	Audit audit.Recorder
}

// Defaults of Config.
const (
	// DefaultPurgeInterval is how often the purge job runs: old data goes
	// within a day, whatever the interval, as long as it is below one.
	DefaultPurgeInterval = time.Hour
	// DefaultBatch is how many rows a purge or a deletion deletes per
	// transaction.
	DefaultBatch = 500
)

// Config configures a Service. The zero value is ready to use.
type Config struct {
	// PurgeInterval is how often the purge job runs (default
	// DefaultPurgeInterval).
	PurgeInterval time.Duration
	// Batch is how many rows a purge or a deletion deletes per
	// transaction (default DefaultBatch): each is short, so that
	// submissions, which wait for them (SQLite has one writer), wait
	// little.
	Batch int
	// Logger logs the purges and files a deletion could not delete
	// (default slog.Default()).
	Logger *slog.Logger
	// Now is the clock (default time.Now).
	Now func() time.Time
}

// Service applies the organizations' retention, and exports and deletes
// an organization's data.
// Make it with NewService: a zero Service panics when used.
type Service struct {
	store Store
	deps  Deps
	cfg   Config
}

// NewService returns the Service of store and deps. It returns an error
// when a dependency is missing or a Config field is negative.
func NewService(store Store, deps Deps, cfg Config) (*Service, error) {
	if store == nil || deps.Feedback == nil || deps.Forms == nil || deps.Orgs == nil || deps.Members == nil || deps.Uploads == nil {
		return nil, errors.New("governance: NewService needs a Store, Deps.Feedback, Deps.Forms, Deps.Orgs, Deps.Members and Deps.Uploads")
	}
	if cfg.PurgeInterval < 0 || cfg.Batch < 0 {
		return nil, errors.New("governance: PurgeInterval and Batch must not be negative")
	}
	if cfg.PurgeInterval == 0 {
		cfg.PurgeInterval = DefaultPurgeInterval
	}
	if cfg.Batch == 0 {
		cfg.Batch = DefaultBatch
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	return &Service{store: store, deps: deps, cfg: cfg}, nil
}

// now is the time of the clock in UTC, at the databases' precision.
func (s *Service) now() time.Time { return s.cfg.Now().UTC().Truncate(time.Microsecond) }
