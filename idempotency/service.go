package idempotency

import (
	"errors"
	"time"

	"github.com/google/uuid"
)

// Config configures a Service. Zero fields get defaults.
type Config struct {
	// Wait is how long a repeat waits for the request holding its key.
	// Default DefaultWait.
	Wait time.Duration
	// Lease is how long a claim may go without an outcome before a repeat
	// takes it over. Default DefaultLease.
	Lease time.Duration
	// Now is the clock. Default time.Now.
	Now func() time.Time
	// NewID returns the IDs reserved for what requests create. Default: a
	// UUIDv7 string, the IDs of feedback items and form responses.
	NewID func() string
}

// Service claims keys and remembers answers.
// Make it with NewService: a zero Service panics when used.
type Service struct {
	store Store
	cfg   Config
}

// NewService returns the Service of store. It calls no other component,
// so it takes no Deps; it returns an error when store is nil.
func NewService(store Store, cfg Config) (*Service, error) {
	if store == nil {
		return nil, errors.New("idempotency: NewService needs a Store")
	}
	if cfg.Wait <= 0 {
		cfg.Wait = DefaultWait
	}
	if cfg.Lease <= 0 {
		cfg.Lease = DefaultLease
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.NewID == nil {
		cfg.NewID = func() string { return uuid.Must(uuid.NewV7()).String() }
	}
	return &Service{store: store, cfg: cfg}, nil
}

// now is the time of the clock in UTC, at the databases' precision
// (microseconds), so that what a write returns equals what a read returns.
func (s *Service) now() time.Time { return s.cfg.Now().UTC().Truncate(time.Microsecond) }
