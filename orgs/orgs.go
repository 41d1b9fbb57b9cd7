// Package orgs manages organizations: their subdomain, plan, limits and
// entitlements, their members' roles, invitations, settings, tags and
// branding, and the waitlist.
//
// A Service holds the business rules: it validates input, decides who may
// do what from the identity.Principal in the context, enforces the plan's
// caps and sends the emails. It keeps its data in a Store, the seam a host
// program plugs into: NewBunStore returns feedbackkit's own, on the tables
// Migrate creates in PostgreSQL or SQLite, and a program may wrap it
// (caching, metrics) or replace it, whole or one part at a time
// (OrganizationStore, InvitationStore, SettingsStore, WaitlistStore,
// HostKeyStore), or
// give a Service a fake Store in its tests, without a database.
//
// Transactions travel in the context.Context: the Service runs the store
// calls that must commit together in Store.InTx, and the calls made with
// the context InTx gives, to this package's Store or to another package's
// (identity creates the owner of a new organization), take part in that
// transaction. Reserve works the other way: another package (rooms) calls
// it in its own transaction, and it locks the organization there so that
// concurrent creations never exceed the organization's caps.
package orgs

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"regexp"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/notify"
)

// Organization is a tenant: everything else belongs to exactly one.
type Organization struct {
	ID        string `json:"_id"`
	Name      string `json:"name"`
	Subdomain string `json:"subdomain"`
	Plan      Plan   `json:"plan"`
	// Overrides of the plan's limits; nil keeps the plan's, 0 means no cap.
	SeatLimit    *int      `json:"-"`
	RoomLimit    *int      `json:"-"`
	FormLimit    *int      `json:"-"`
	Integrations *bool     `json:"-"`
	CreatedAt    time.Time `json:"createdAt"`
	UpdatedAt    time.Time `json:"updatedAt"`
}

// Users is the identity side of organizations: it creates accounts, opens
// their sessions and manages their membership. *identity.Service implements
// it. Every method takes part in the transaction ctx carries, if any.
type Users interface {
	CreateUser(ctx context.Context, nu identity.NewUser) (*identity.User, error)
	JoinOrganization(ctx context.Context, nu identity.NewUser) (*identity.User, error)
	OpenSession(ctx context.Context, u *identity.User) (*identity.LoginResult, error)
	ListMembers(ctx context.Context, orgID string) ([]*identity.User, error)
	CountMembers(ctx context.Context, orgID string) (int, error)
	FindMember(ctx context.Context, orgID, userID string) (*identity.User, error)
	FindMemberByEmail(ctx context.Context, orgID, email string) (*identity.User, error)
	FindOwner(ctx context.Context, orgID string) (*identity.User, error)
	FindUserBySubject(ctx context.Context, subject string) (*identity.User, error)
	LinkAccount(ctx context.Context, ext identity.ExternalAccount) (*identity.User, error)
	FindUserByID(ctx context.Context, id string) (*identity.User, error)
	SetRole(ctx context.Context, orgID, userID string, role feedbackkit.Role) (*identity.User, error)
	RemoveFromOrganization(ctx context.Context, orgID, userID string) error
}

var _ Users = (*identity.Service)(nil)

// Mailer sends an email rendered from a template, committed with the
// transaction ctx carries, if any. *notify.Service implements it.
type Mailer interface {
	Send(ctx context.Context, to, template string, data any) (*notify.Email, error)
}

// NewOrganization describes an organization to create with its owner.
type NewOrganization struct {
	// Name is the organization's name: 1 to MaxNameLength characters once
	// trimmed, without control characters.
	Name string
	// Subdomain is the organization's unique key, 1 to 63 lowercase
	// letters, digits or inner hyphens (stored in lower case).
	Subdomain string
	// Plan is the organization's plan. Default PlanFree.
	Plan Plan
	// Owner is the account created with the organization. Its OrgID and
	// Role are set by CreateOrganization (the new organization's id,
	// RoleOwner): what they hold is not used.
	Owner identity.NewUser
}

// Limits of the texts of an organization, in characters.
const (
	MaxNameLength   = 100  // the organization's name, and the names on the waitlist
	MaxReasonLength = 1000 // the reason of an upgrade request
)

var subdomainPattern = regexp.MustCompile(`^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$`)

// CreateOrganization creates an organization and its owner in one
// transaction. It returns VALIDATION_FAILED for a bad name (empty once
// trimmed, over MaxNameLength characters, with control characters),
// subdomain, plan or owner, ALREADY_EXISTS for a taken subdomain and EMAIL_IN_USE for a
// taken owner email.
func (s *Service) CreateOrganization(ctx context.Context, no NewOrganization) (*Organization, *identity.User, error) {
	name, err := cleanName("name", no.Name, 1, MaxNameLength)
	if err != nil {
		return nil, nil, err
	}
	sub := strings.ToLower(strings.TrimSpace(no.Subdomain))
	if !subdomainPattern.MatchString(sub) {
		return nil, nil, feedbackkit.Invalid("subdomain", "must be 1 to 63 lowercase letters, digits or inner hyphens")
	}
	if no.Plan == "" {
		no.Plan = PlanFree
	}
	if _, err := ParsePlan(string(no.Plan)); err != nil {
		return nil, nil, err
	}
	now := s.now()
	org := &Organization{
		ID:        uuid.Must(uuid.NewV7()).String(),
		Name:      name,
		Subdomain: sub,
		Plan:      no.Plan,
		CreatedAt: now,
		UpdatedAt: now,
	}
	var owner *identity.User
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.CreateOrganization(ctx, org); err != nil {
			if feedbackkit.ErrorCode(err) == feedbackkit.CodeAlreadyExists {
				return feedbackkit.Errorf(feedbackkit.CodeAlreadyExists, "the subdomain %q is taken", sub)
			}
			return err
		}
		no.Owner.OrgID = org.ID
		no.Owner.Role = feedbackkit.RoleOwner
		var err error
		owner, err = s.deps.Users.CreateUser(ctx, no.Owner)
		return err
	})
	if err != nil {
		return nil, nil, err
	}
	return org, owner, nil
}

// FindOrganizationByID returns the organization with id, or NOT_FOUND.
func (s *Service) FindOrganizationByID(ctx context.Context, id string) (*Organization, error) {
	return s.store.FindOrganizationByID(ctx, id)
}

// FindOrganizationBySubdomain returns the organization with the subdomain
// (compared case-insensitively), or NOT_FOUND.
func (s *Service) FindOrganizationBySubdomain(ctx context.Context, subdomain string) (*Organization, error) {
	return s.store.FindOrganizationBySubdomain(ctx, strings.ToLower(strings.TrimSpace(subdomain)))
}

// SetPlan changes the plan of the organization with the subdomain. The
// overrides set with SetLimits stay in force. It returns VALIDATION_FAILED
// for an unknown plan and NOT_FOUND for an unknown subdomain.
func (s *Service) SetPlan(ctx context.Context, subdomain string, plan Plan) (*Organization, error) {
	if _, err := ParsePlan(string(plan)); err != nil {
		return nil, err
	}
	return s.update(ctx, subdomain, OrganizationUpdate{Plan: &plan})
}

// LimitsUpdate overrides some of an organization's limits; nil fields stay
// as they are. A cap of 0 means no cap.
type LimitsUpdate struct {
	Seats        *int
	Rooms        *int
	Forms        *int
	Integrations *bool
}

// SetLimits overrides limits of the organization with the subdomain. It
// returns VALIDATION_FAILED for a negative cap and NOT_FOUND for an unknown
// subdomain.
func (s *Service) SetLimits(ctx context.Context, subdomain string, upd LimitsUpdate) (*Organization, error) {
	for field, v := range map[string]*int{"seats": upd.Seats, "rooms": upd.Rooms, "forms": upd.Forms} {
		if v != nil && *v < 0 {
			return nil, feedbackkit.Invalid(field, "must be 0 (no cap) or more")
		}
	}
	return s.update(ctx, subdomain, OrganizationUpdate{Limits: upd})
}

// update applies upd to the organization with the subdomain and returns it
// as it is afterwards.
func (s *Service) update(ctx context.Context, subdomain string, upd OrganizationUpdate) (*Organization, error) {
	org, err := s.FindOrganizationBySubdomain(ctx, subdomain)
	if err != nil {
		return nil, err
	}
	return s.store.UpdateOrganization(ctx, org.ID, upd, s.now())
}

// Demo is the organization created on first start, with its owner's
// credentials.
type Demo struct {
	Organization *Organization
	Email        string
	Password     string
}

// The demo organization that feedbackd creates on first start.
const (
	DemoSubdomain = "demo"
	DemoEmail     = "owner@demo.local"
)

// EnsureDemo creates the demo organization, with an owner whose password
// is generated, on the first call on a database (feedbackd's first start)
// when no organization exists. It returns nil when it created nothing:
// there was an organization at the first call, or an earlier call (of
// any process) or SkipDemo came first. A database whose organizations
// were all deleted does not get the demo back.
func (s *Service) EnsureDemo(ctx context.Context) (*Demo, error) {
	buf := make([]byte, 12)
	if _, err := rand.Read(buf); err != nil {
		return nil, err
	}
	password := base64.RawURLEncoding.EncodeToString(buf)
	var demo *Demo
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		first, err := s.store.ClaimDemo(ctx)
		if err != nil || !first {
			return err
		}
		n, err := s.store.CountOrganizations(ctx)
		if err != nil || n > 0 {
			return err
		}
		org, _, err := s.CreateOrganization(ctx, NewOrganization{
			Name:      "Demo",
			Subdomain: DemoSubdomain,
			Owner:     identity.NewUser{Email: DemoEmail, Password: password, Name: "Demo", LastName: "Owner"},
		})
		if err != nil {
			return err
		}
		demo = &Demo{Organization: org, Email: DemoEmail, Password: password}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return demo, nil
}

// SkipDemo records that the database will have no demo organization:
// EnsureDemo then creates none (feedbackd's first start with
// FEEDBACKD_NO_DEMO=1, after which no start is the first).
func (s *Service) SkipDemo(ctx context.Context) error {
	_, err := s.store.ClaimDemo(ctx)
	return err
}
