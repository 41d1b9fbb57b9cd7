package challenge

import (
	"errors"
	"time"
)

// Deps are the components a Service works with. A Service needs none but
// its Store; the type is there so that NewService has the shape of every
// Service of feedbackkit, and so that one can be added without breaking
// callers.
type Deps struct{}

// Config configures a Service.
type Config struct {
	// Key signs the challenges; every instance needs the same (app
	// derives it from the server's secret). Required.
	Key []byte
	// MaxNumber is the difficulty (default DefaultMaxNumber).
	MaxNumber int
	// TTL is how long a challenge is valid (default DefaultTTL).
	TTL time.Duration
	// Now is the clock (default time.Now).
	Now func() time.Time
}

// Service gives challenges and verifies their solutions.
// Make it with NewService: a zero Service panics when used.
type Service struct {
	store Store
	deps  Deps
	cfg   Config
}

// NewService returns the Service that records the challenges used in
// store. It returns an error without a store or a Config.Key.
func NewService(store Store, deps Deps, cfg Config) (*Service, error) {
	if store == nil || len(cfg.Key) == 0 {
		return nil, errors.New("challenge: NewService needs a Store and Config.Key")
	}
	if cfg.MaxNumber <= 0 {
		cfg.MaxNumber = DefaultMaxNumber
	}
	if cfg.TTL <= 0 {
		cfg.TTL = DefaultTTL
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	return &Service{store: store, deps: deps, cfg: cfg}, nil
}
