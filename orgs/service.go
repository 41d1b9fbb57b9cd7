package orgs

import (
	"cmp"
	"context"
	"errors"
	"strings"
	"time"

	"github.com/feedbackkit/feedbackkit/audit"
	"github.com/feedbackkit/feedbackkit/uploads"
)

// DefaultInvitationTTL is how long an invitation link works.
const DefaultInvitationTTL = 7 * 24 * time.Hour

// Deps are the components a Service works with. All are required but
// Audit.
type Deps struct {
	// Users creates and finds the accounts of members (the identity
	// Service).
	Users Users
	// Mailer sends the invitation and upgrade request emails.
	Mailer Mailer
	// Uploads keeps the organizations' logos.
	Uploads uploads.Store
	// Audit records role changes and removals of members, invitations
	// created and cancelled, settings changes and ownership transfers in
	// the audit log, in the transaction of each. Optional: without it,
	// nothing is recorded.
	Audit audit.Recorder
}

// Config configures a Service. The zero value is ready to use.
type Config struct {
	// BaseURL is the public URL of the API's prefix (default
	// http://localhost:8080), the default of DashboardURL.
	BaseURL string
	// DashboardURL is the public URL of the dashboard, whose page
	// {DashboardURL}/invite?token=... the invitation emails link to
	// (default BaseURL): the URL of a host's own pages where the Server
	// serves no dashboard.
	DashboardURL string
	// InvitationTTL is how long an invitation link works (default
	// DefaultInvitationTTL).
	InvitationTTL time.Duration
	// Now is the clock (default time.Now).
	Now func() time.Time
}

// Service manages organizations.
// Make it with NewService: a zero Service panics when used.
type Service struct {
	store    Store
	deps     Deps
	cfg      Config
	onRemove []RemoveHook
	usage    map[Resource]Counter // see AddUsageCounter
}

// NewService returns a Service keeping organizations in store (see
// NewBunStore), creating their owners and members, sending emails and
// keeping logos through deps. It returns an error when a dependency is
// missing or cfg.InvitationTTL is negative.
func NewService(store Store, deps Deps, cfg Config) (*Service, error) {
	if store == nil || deps.Users == nil || deps.Mailer == nil || deps.Uploads == nil {
		return nil, errors.New("orgs: NewService needs a Store, Deps.Users, Deps.Mailer and Deps.Uploads")
	}
	if cfg.InvitationTTL < 0 {
		return nil, errors.New("orgs: InvitationTTL must not be negative")
	}
	if cfg.InvitationTTL == 0 {
		cfg.InvitationTTL = DefaultInvitationTTL
	}
	if cfg.BaseURL == "" {
		cfg.BaseURL = "http://localhost:8080"
	}
	cfg.BaseURL = strings.TrimRight(cfg.BaseURL, "/")
	cfg.DashboardURL = strings.TrimRight(cmp.Or(cfg.DashboardURL, cfg.BaseURL), "/")
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	return &Service{store: store, deps: deps, cfg: cfg}, nil
}

// now is the time of the clock in UTC, at the databases' precision
// (microseconds), so that what a write returns equals what a read returns.
func (s *Service) now() time.Time { return s.cfg.Now().UTC().Truncate(time.Microsecond) }

// RemoveHook runs inside the transaction that takes a member out of an
// organization (ctx carries it), before the account leaves; an error
// rolls the removal back. The subscriptions package uses it to delete the
// member's subscriptions.
type RemoveHook func(ctx context.Context, orgID, userID string) error

// AddRemoveHook adds h to the hooks run when a member is removed. Add
// hooks while wiring, before the Service is used: it is not safe to add
// them concurrently with calls.
func (s *Service) AddRemoveHook(h RemoveHook) { s.onRemove = append(s.onRemove, h) }
