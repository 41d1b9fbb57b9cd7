package apikeys

import (
	"errors"
	"time"

	"github.com/feedbackkit/feedbackkit/audit"
)

// Deps are the components a Service works with.
type Deps struct {
	// Users finds the accounts keys act as (the identity Service).
	// Required.
	Users Users
	// Audit records the keys created and revoked in the audit log, in the
	// transaction of each. Optional: without it, nothing is recorded.
	Audit audit.Recorder
}

// Config configures a Service.
type Config struct {
	// Now is the clock. Default time.Now.
	Now func() time.Time
}

// Service manages the API keys of organizations and tells who the caller
// of a key is.
// Make it with NewService: a zero Service panics when used.
type Service struct {
	store Store
	deps  Deps
	cfg   Config
}

// NewService returns the Service of the keys in store, acting as the
// accounts deps.Users finds. It returns an error when a required
// dependency is missing.
func NewService(store Store, deps Deps, cfg Config) (*Service, error) {
	if store == nil || deps.Users == nil {
		return nil, errors.New("apikeys: NewService needs a Store and Deps.Users")
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	return &Service{store: store, deps: deps, cfg: cfg}, nil
}

func (s *Service) now() time.Time { return s.cfg.Now().UTC().Truncate(time.Microsecond) }
