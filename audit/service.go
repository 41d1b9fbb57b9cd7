package audit

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"

	"github.com/feedbackkit/feedbackkit/identity"
)

// Deps are the components a Service works with.
type Deps struct {
	// Users finds the accounts of the actors, whose emails the entries
	// keep (the identity Service). Required.
	Users Users
}

// Config configures a Service. Zero fields get defaults.
type Config struct {
	// Retention is how long entries are kept. Default DefaultRetention.
	Retention time.Duration
	// Now is the clock. Default time.Now.
	Now func() time.Time
}

// Users finds the accounts actors act as. *identity.Service implements it.
type Users interface {
	FindUserByID(ctx context.Context, id string) (*identity.User, error)
}

// Service records and lists the audit log of organizations.
// Make it with NewService: a zero Service panics when used.
type Service struct {
	store Store
	deps  Deps
	cfg   Config
}

// NewService returns the Service of the audit log in store, naming actors
// by the accounts deps.Users finds. It returns an error when a required
// dependency is missing.
func NewService(store Store, deps Deps, cfg Config) (*Service, error) {
	if store == nil || deps.Users == nil {
		return nil, errors.New("audit: NewService needs a Store and Deps.Users")
	}
	if cfg.Retention <= 0 {
		cfg.Retention = DefaultRetention
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	return &Service{store: store, deps: deps, cfg: cfg}, nil
}

// now is the time of the clock in UTC, at the databases' precision
// (microseconds).
func (s *Service) now() time.Time { return s.cfg.Now().UTC().Truncate(time.Microsecond) }

// newID returns the id of a new entry: a UUIDv7, which sorts by time.
func newID() string { return uuid.Must(uuid.NewV7()).String() }
