package orgs

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
)

// WaitlistEntry is someone waiting to be let in: an email, and optionally a
// name and the organization they speak for.
type WaitlistEntry struct {
	ID           string
	Email        string
	Name         string
	Organization string
	CreatedAt    time.Time
}

// JoinWaitlist puts an email on the waitlist, for anyone. Joining again with
// the same email (compared case-insensitively) succeeds and keeps the first
// entry, so that the answer tells nothing about who is on the list. It
// returns VALIDATION_FAILED for a bad email, or a name or organization over
// MaxNameLength characters or with control characters.
func (s *Service) JoinWaitlist(ctx context.Context, email, name, organization string) (*WaitlistEntry, error) {
	email, err := identity.NormalizeEmail(email)
	if err != nil {
		return nil, err
	}
	if name, err = cleanName("name", name, 0, MaxNameLength); err != nil {
		return nil, err
	}
	if organization, err = cleanName("organization", organization, 0, MaxNameLength); err != nil {
		return nil, err
	}
	e := &WaitlistEntry{
		ID:           uuid.Must(uuid.NewV7()).String(),
		Email:        email,
		Name:         name,
		Organization: organization,
		CreatedAt:    s.now(),
	}
	err = s.store.CreateWaitlistEntry(ctx, e)
	if err != nil && feedbackkit.ErrorCode(err) != feedbackkit.CodeAlreadyExists {
		return nil, err
	}
	return e, nil
}

// Waitlist returns the waitlist, oldest entry first. It is meant for the
// operators of the service (the admin commands), not for organizations.
func (s *Service) Waitlist(ctx context.Context) ([]*WaitlistEntry, error) {
	return s.store.FindWaitlistEntries(ctx)
}
