// Package orgs manages organizations: their subdomain, plan, limits and
// entitlements, their members' roles, invitations, settings, tags and
// branding, and the waitlist.
package orgs

import (
	"context"
	"crypto/rand"
	"embed"
	"encoding/base64"
	"io/fs"
	"regexp"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
	"gocloud.dev/blob"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/notify"
)

// Organization is a tenant: everything else belongs to exactly one.
type Organization struct {
	bun.BaseModel `bun:"table:orgs_organizations"`

	ID        string `bun:"id,pk" json:"_id"`
	Name      string `bun:"name" json:"name"`
	Subdomain string `bun:"subdomain" json:"subdomain"`
	Plan      Plan   `bun:"plan" json:"plan"`
	// Overrides of the plan's limits; nil keeps the plan's, 0 means no cap.
	SeatLimit    *int      `bun:"seat_limit" json:"-"`
	RoomLimit    *int      `bun:"room_limit" json:"-"`
	FormLimit    *int      `bun:"form_limit" json:"-"`
	Integrations *bool     `bun:"integrations" json:"-"`
	CreatedAt    time.Time `bun:"created_at" json:"createdAt"`
	UpdatedAt    time.Time `bun:"updated_at" json:"updatedAt"`
}

//go:embed migrations/*.sql
var migrations embed.FS

// Migrate creates or updates the tables of the orgs package.
func Migrate(ctx context.Context, db *bun.DB) error {
	sub, err := fs.Sub(migrations, "migrations")
	if err != nil {
		return err
	}
	return database.Migrate(ctx, db, "orgs", sub)
}

// Users is the identity side of organizations: it creates accounts, opens
// their sessions and manages their membership. *identity.Service implements
// it. Every method works within db, which may be a transaction.
type Users interface {
	CreateUser(ctx context.Context, db bun.IDB, nu identity.NewUser) (*identity.User, error)
	JoinOrganization(ctx context.Context, db bun.IDB, nu identity.NewUser) (*identity.User, error)
	OpenSession(ctx context.Context, db bun.IDB, u *identity.User) (*identity.LoginResult, error)
	ListMembers(ctx context.Context, db bun.IDB, orgID string) ([]*identity.User, error)
	CountMembers(ctx context.Context, db bun.IDB, orgID string) (int, error)
	FindMember(ctx context.Context, db bun.IDB, orgID, userID string) (*identity.User, error)
	FindMemberByEmail(ctx context.Context, db bun.IDB, orgID, email string) (*identity.User, error)
	FindOwner(ctx context.Context, db bun.IDB, orgID string) (*identity.User, error)
	SetRole(ctx context.Context, db bun.IDB, orgID, userID string, role feedbackkit.Role) (*identity.User, error)
	RemoveFromOrganization(ctx context.Context, db bun.IDB, orgID, userID string) error
}

var _ Users = (*identity.Service)(nil)

// Mailer sends an email rendered from a template, committed with tx.
// *notify.Service implements it.
type Mailer interface {
	Send(ctx context.Context, tx bun.Tx, to, template string, data any) (*notify.Email, error)
}

// DefaultInvitationTTL is how long an invitation link works.
const DefaultInvitationTTL = 7 * 24 * time.Hour

// Service manages organizations.
type Service struct {
	db            *bun.DB
	users         Users
	now           func() time.Time
	mail          Mailer
	bucket        *blob.Bucket
	baseURL       string
	invitationTTL time.Duration
}

// Option configures a Service.
type Option func(*Service)

// WithMailer sends the invitation and upgrade request emails through m.
// Without it, sending them fails with an internal error.
func WithMailer(m Mailer) Option { return func(s *Service) { s.mail = m } }

// WithUploads stores organization logos in bucket. Without it, uploading a
// logo fails with an internal error.
func WithUploads(bucket *blob.Bucket) Option { return func(s *Service) { s.bucket = bucket } }

// WithBaseURL prefixes the links in emails with baseURL (default
// http://localhost:8080).
func WithBaseURL(baseURL string) Option {
	return func(s *Service) { s.baseURL = strings.TrimRight(baseURL, "/") }
}

// WithInvitationTTL sets how long an invitation link works (default
// DefaultInvitationTTL).
func WithInvitationTTL(d time.Duration) Option { return func(s *Service) { s.invitationTTL = d } }

// NewService returns a Service storing organizations in db and creating
// their owners through users. now is the clock (nil: time.Now).
func NewService(db *bun.DB, users Users, now func() time.Time, opts ...Option) *Service {
	if now == nil {
		now = time.Now
	}
	s := &Service{db: db, users: users, now: now, baseURL: "http://localhost:8080", invitationTTL: DefaultInvitationTTL}
	for _, opt := range opts {
		opt(s)
	}
	if s.baseURL == "" {
		s.baseURL = "http://localhost:8080"
	}
	if s.invitationTTL <= 0 {
		s.invitationTTL = DefaultInvitationTTL
	}
	return s
}

// NewOrganization describes an organization to create with its owner.
type NewOrganization struct {
	Name      string
	Subdomain string
	Plan      Plan // default PlanFree
	Owner     identity.NewUser
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
	name, err := cleanText("name", no.Name, 1, MaxNameLength)
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
	now := s.now().UTC()
	org := &Organization{
		ID:        uuid.Must(uuid.NewV7()).String(),
		Name:      name,
		Subdomain: sub,
		Plan:      no.Plan,
		CreatedAt: now,
		UpdatedAt: now,
	}
	var owner *identity.User
	err = s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewInsert().Model(org).Exec(ctx); err != nil {
			if database.IsUniqueViolation(err) {
				return feedbackkit.Errorf(feedbackkit.CodeAlreadyExists, "the subdomain %q is taken", sub)
			}
			return err
		}
		no.Owner.OrgID = org.ID
		no.Owner.Role = feedbackkit.RoleOwner
		var err error
		owner, err = s.users.CreateUser(ctx, tx, no.Owner)
		return err
	})
	if err != nil {
		return nil, nil, err
	}
	return org, owner, nil
}

// FindOrganizationByID returns the organization with id, or NOT_FOUND.
func (s *Service) FindOrganizationByID(ctx context.Context, id string) (*Organization, error) {
	return findOrganization(ctx, s.db, id, false)
}

// FindOrganizationBySubdomain returns the organization with the subdomain
// (compared case-insensitively), or NOT_FOUND.
func (s *Service) FindOrganizationBySubdomain(ctx context.Context, subdomain string) (*Organization, error) {
	org := new(Organization)
	err := s.db.NewSelect().Model(org).Where("subdomain = ?", strings.ToLower(strings.TrimSpace(subdomain))).Scan(ctx)
	return org, database.Translate(err, "organization")
}

// SetPlan changes the plan of the organization with the subdomain. The
// overrides set with SetLimits stay in force. It returns VALIDATION_FAILED
// for an unknown plan and NOT_FOUND for an unknown subdomain.
func (s *Service) SetPlan(ctx context.Context, subdomain string, plan Plan) (*Organization, error) {
	if _, err := ParsePlan(string(plan)); err != nil {
		return nil, err
	}
	return s.update(ctx, subdomain, func(q *bun.UpdateQuery) *bun.UpdateQuery {
		return q.Set("plan = ?", plan)
	})
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
	return s.update(ctx, subdomain, func(q *bun.UpdateQuery) *bun.UpdateQuery {
		if upd.Seats != nil {
			q = q.Set("seat_limit = ?", *upd.Seats)
		}
		if upd.Rooms != nil {
			q = q.Set("room_limit = ?", *upd.Rooms)
		}
		if upd.Forms != nil {
			q = q.Set("form_limit = ?", *upd.Forms)
		}
		if upd.Integrations != nil {
			q = q.Set("integrations = ?", *upd.Integrations)
		}
		return q
	})
}

// update applies set to the organization with the subdomain and returns it
// as it is afterwards.
func (s *Service) update(ctx context.Context, subdomain string, set func(*bun.UpdateQuery) *bun.UpdateQuery) (*Organization, error) {
	org, err := s.FindOrganizationBySubdomain(ctx, subdomain)
	if err != nil {
		return nil, err
	}
	q := s.db.NewUpdate().Model((*Organization)(nil)).Where("id = ?", org.ID).Set("updated_at = ?", s.now().UTC())
	if _, err := set(q).Exec(ctx); err != nil {
		return nil, err
	}
	return s.FindOrganizationByID(ctx, org.ID)
}

// Demo is the organization created on first start, with its owner's
// credentials.
type Demo struct {
	Organization *Organization
	Email        string
	Password     string
}

// The demo organization of CONTRACT.md.
const (
	DemoSubdomain = "demo"
	DemoEmail     = "owner@demo.local"
)

// EnsureDemo creates the demo organization, with an owner whose password
// is generated, when no organization exists. It returns nil when there was
// one already.
func (s *Service) EnsureDemo(ctx context.Context) (*Demo, error) {
	n, err := s.db.NewSelect().Model((*Organization)(nil)).Count(ctx)
	if err != nil || n > 0 {
		return nil, err
	}
	buf := make([]byte, 12)
	if _, err := rand.Read(buf); err != nil {
		return nil, err
	}
	password := base64.RawURLEncoding.EncodeToString(buf)
	org, _, err := s.CreateOrganization(ctx, NewOrganization{
		Name:      "Demo",
		Subdomain: DemoSubdomain,
		Owner:     identity.NewUser{Email: DemoEmail, Password: password, Name: "Demo", LastName: "Owner"},
	})
	if err != nil {
		if feedbackkit.ErrorCode(err) == feedbackkit.CodeAlreadyExists {
			return nil, nil // another instance created it at the same time
		}
		return nil, err
	}
	return &Demo{Organization: org, Email: DemoEmail, Password: password}, nil
}
