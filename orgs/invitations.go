package orgs

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/audit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/token"
	"github.com/feedbackkit/feedbackkit/notify"
)

// InvitationStatus is the state of an invitation.
type InvitationStatus string

// The states of an invitation. A pending invitation whose links have all
// expired is dead: it is listed nowhere, holds no seat, and the email may be
// invited again.
const (
	InvitationPending   InvitationStatus = "pending"
	InvitationAccepted  InvitationStatus = "accepted"
	InvitationCancelled InvitationStatus = "cancelled"
)

// Invitation asks someone, by email, to join an organization with a role.
// Each (re)sending mails a new link; every link works until its own expiry,
// as long as the invitation is pending.
type Invitation struct {
	ID          string
	OrgID       string
	Email       string
	Role        feedbackkit.Role
	Status      InvitationStatus
	InvitedBy   string // the id of the user who sent it
	CreatedAt   time.Time
	UpdatedAt   time.Time
	ExpiresAt   time.Time // when its last link expires
	AcceptedAt  *time.Time
	CancelledAt *time.Time
}

// Invite invites email into the caller's organization with role (user or
// admin) and mails the invitee a link to {DashboardURL}/invite?token=..., which
// works for the invitation TTL (7 days by default). The invitation takes a
// seat until it is accepted, cancelled or expired. It returns
// VALIDATION_FAILED for a bad email or role, INSUFFICIENT_ROLE for a caller
// below admin or an admin inviting an admin, ALREADY_MEMBER when the email
// is a member of the organization, INVITATION_PENDING when it has a pending
// invitation, and SEAT_LIMIT_REACHED when members plus pending invitations
// fill the plan's seats. Concurrent invitations never exceed the cap.
func (s *Service) Invite(ctx context.Context, email string, role feedbackkit.Role) (*Invitation, error) {
	p, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin)
	if err != nil {
		return nil, err
	}
	email, err = identity.NormalizeEmail(email)
	if err != nil {
		return nil, err
	}
	if role != feedbackkit.RoleUser && role != feedbackkit.RoleAdmin {
		return nil, feedbackkit.Invalid("role", "must be user or admin")
	}
	if err := mayInvite(p, role); err != nil {
		return nil, err
	}
	now := s.now()
	inv := &Invitation{
		ID:        uuid.Must(uuid.NewV7()).String(),
		OrgID:     p.OrgID,
		Email:     email,
		Role:      role,
		Status:    InvitationPending,
		InvitedBy: p.UserID,
		CreatedAt: now,
		UpdatedAt: now,
		ExpiresAt: now.Add(s.cfg.InvitationTTL),
	}
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		// The lock serializes the invitations of the organization: the
		// checks below and the seat count cannot race.
		org, err := s.store.LockOrganization(ctx, p.OrgID)
		if err != nil {
			return err
		}
		_, err = s.deps.Users.FindMemberByEmail(ctx, org.ID, email)
		switch feedbackkit.ErrorCode(err) {
		case "":
			return feedbackkit.Errorf(feedbackkit.CodeAlreadyMember, "%s is a member of the organization already", email)
		case feedbackkit.CodeNotFound:
		default:
			return err
		}
		pending, err := s.store.CountInvitations(ctx, org.ID, InvitationFilter{LiveAt: now, Email: email})
		if err != nil {
			return err
		}
		if pending > 0 {
			return feedbackkit.Errorf(feedbackkit.CodeInvitationPending, "%s has a pending invitation already", email)
		}
		err = checkCap(ctx, org, Seats, func(ctx context.Context) (int, error) {
			return s.seatsUsed(ctx, org.ID)
		})
		if err != nil {
			return err
		}
		if err := s.store.CreateInvitation(ctx, inv); err != nil {
			return err
		}
		if err := audit.Record(ctx, s.deps.Audit, audit.Entry{
			OrgID: org.ID, Action: audit.ActionInvitationCreated, TargetType: audit.TargetInvitation, TargetID: inv.ID,
			Details: map[string]any{"email": inv.Email, "role": inv.Role},
		}); err != nil {
			return err
		}
		return s.sendInvitation(ctx, org, inv, p.UserID)
	})
	if err != nil {
		return nil, err
	}
	return inv, nil
}

// sendInvitation stores a new link of inv, valid until inv.ExpiresAt, and
// mails it in the transaction ctx carries, naming the member inviterID as
// the inviter.
func (s *Service) sendInvitation(ctx context.Context, org *Organization, inv *Invitation, inviterID string) error {
	secret := token.New()
	link := &InvitationLink{
		TokenHash:    token.Hash(secret),
		InvitationID: inv.ID,
		CreatedAt:    s.now(),
		ExpiresAt:    inv.ExpiresAt,
	}
	if err := s.store.CreateInvitationLink(ctx, link); err != nil {
		return err
	}
	inviter := ""
	if u, err := s.deps.Users.FindMember(ctx, org.ID, inviterID); err == nil {
		inviter = strings.TrimSpace(u.Name + " " + u.LastName)
	} else if feedbackkit.ErrorCode(err) != feedbackkit.CodeNotFound {
		return err
	}
	_, err := s.deps.Mailer.Send(ctx, inv.Email, notify.TemplateInvitation, notify.Invitation{
		OrganizationName: org.Name,
		InviterName:      inviter,
		Role:             string(inv.Role),
		AcceptURL:        s.cfg.DashboardURL + "/invite?token=" + secret,
		ExpiresIn:        formatTTL(s.cfg.InvitationTTL),
	})
	return err
}

// PendingInvitations returns the pending, unexpired invitations of the
// caller's organization, oldest first. It requires the admin role:
// INVALID_TOKEN for an anonymous caller, INSUFFICIENT_ROLE below admin.
func (s *Service) PendingInvitations(ctx context.Context) ([]*Invitation, error) {
	p, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin)
	if err != nil {
		return nil, err
	}
	return s.store.FindInvitations(ctx, p.OrgID, InvitationFilter{LiveAt: s.now()})
}

// mayInvite returns INSUFFICIENT_ROLE when p may not invite, resend or
// cancel an invitation to role: an admin's invitations are the owner's
// alone.
func mayInvite(p *identity.Principal, role feedbackkit.Role) error {
	if role == feedbackkit.RoleAdmin && p.Role != feedbackkit.RoleOwner {
		return feedbackkit.Errorf(feedbackkit.CodeInsufficientRole, "only the owner may invite an admin")
	}
	return nil
}

// ResendInvitation mails the pending invitation id of the caller's
// organization again, with a new link valid for the invitation TTL from
// now; the links sent before keep working until they expire. It returns
// INSUFFICIENT_ROLE below admin, or for an admin's invitation unless the
// caller is the owner (as Invite), and NOT_FOUND when the caller's
// organization has no such pending, unexpired invitation.
func (s *Service) ResendInvitation(ctx context.Context, id string) (*Invitation, error) {
	p, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin)
	if err != nil {
		return nil, err
	}
	now := s.now()
	var inv *Invitation
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		org, err := s.store.LockOrganization(ctx, p.OrgID)
		if err != nil {
			return err
		}
		inv, err = s.store.UpdateInvitation(ctx, org.ID, id, InvitationUpdate{ExpiresAt: new(now.Add(s.cfg.InvitationTTL))}, now)
		if err != nil {
			return err
		}
		if err := mayInvite(p, inv.Role); err != nil {
			return err // rolls the update back
		}
		return s.sendInvitation(ctx, org, inv, p.UserID)
	})
	if err != nil {
		return nil, err
	}
	return inv, nil
}

// CancelInvitation cancels the pending invitation id of the caller's
// organization: its links stop working at once and its seat is freed. It
// returns INSUFFICIENT_ROLE below admin, or for an admin's invitation
// unless the caller is the owner (as Invite), and NOT_FOUND when the caller's
// organization has no such pending, unexpired invitation.
func (s *Service) CancelInvitation(ctx context.Context, id string) error {
	p, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin)
	if err != nil {
		return err
	}
	now := s.now()
	return s.store.InTx(ctx, func(ctx context.Context) error {
		inv, err := s.store.UpdateInvitation(ctx, p.OrgID, id, InvitationUpdate{Status: new(InvitationCancelled), CancelledAt: &now}, now)
		if err != nil {
			return err
		}
		if err := mayInvite(p, inv.Role); err != nil {
			return err // rolls the cancellation back
		}
		return audit.Record(ctx, s.deps.Audit, audit.Entry{
			OrgID: p.OrgID, Action: audit.ActionInvitationCancelled, TargetType: audit.TargetInvitation, TargetID: id,
			Details: map[string]any{"email": inv.Email, "role": inv.Role},
		})
	})
}

// InvitationDetails is what an invitation link shows before it is accepted.
type InvitationDetails struct {
	Email        string
	Role         feedbackkit.Role
	ExpiresAt    time.Time // when this link expires
	Organization *Organization
}

// FindInvitationByToken returns the invitation of a link's token, for
// anyone holding the link. It returns NOT_FOUND when the token is unknown
// or expired, or its invitation was accepted or cancelled.
func (s *Service) FindInvitationByToken(ctx context.Context, token string) (*InvitationDetails, error) {
	inv, link, err := s.findByToken(ctx, token)
	if err != nil {
		return nil, err
	}
	org, err := s.FindOrganizationByID(ctx, inv.OrgID)
	if err != nil {
		return nil, err
	}
	return &InvitationDetails{Email: inv.Email, Role: inv.Role, ExpiresAt: link.ExpiresAt, Organization: org}, nil
}

// findByToken returns the pending invitation of a working link, and the
// link, or NOT_FOUND.
func (s *Service) findByToken(ctx context.Context, linkToken string) (*Invitation, *InvitationLink, error) {
	if linkToken == "" {
		return nil, nil, errNoInvitation()
	}
	inv, link, err := s.store.FindInvitationByTokenHash(ctx, token.Hash(linkToken), s.now())
	if err != nil {
		return nil, nil, noInvitation(err)
	}
	return inv, link, nil
}

// errNoInvitation is the NOT_FOUND of a link that does not work.
func errNoInvitation() error {
	return feedbackkit.Errorf(feedbackkit.CodeNotFound, "the invitation is invalid, expired, cancelled or accepted already")
}

// noInvitation turns the NOT_FOUND of a link's invitation into
// errNoInvitation, so that a missing link and a link of an invitation no
// longer pending get the same answer; it returns other errors as they are.
func noInvitation(err error) error {
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return errNoInvitation()
	}
	return err
}

// Acceptance is the answer to an invitation: the link's token and the new
// account's name and password.
type Acceptance struct {
	Token    string
	Name     string
	LastName string
	Password string
}

// AcceptInvitation accepts the invitation of a link: it creates the
// invitee's account in the invitation's organization with its role (or
// moves there an account of the email that belongs to no organization),
// marks the invitation accepted, so that none of its links works any more,
// and opens a session. It returns VALIDATION_FAILED for a missing token or
// name or a bad password, NOT_FOUND for a link that does not work (unknown,
// expired, cancelled, accepted), and EMAIL_IN_USE when the email's account
// belongs to an organization.
func (s *Service) AcceptInvitation(ctx context.Context, a Acceptance) (*identity.LoginResult, error) {
	if a.Token == "" {
		return nil, feedbackkit.Invalid("token", "is required")
	}
	if strings.TrimSpace(a.Name) == "" {
		return nil, feedbackkit.Invalid("name", "is required")
	}
	if err := identity.ValidatePassword("password", a.Password); err != nil {
		return nil, err
	}
	var login *identity.LoginResult
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		inv, _, err := s.findByToken(ctx, a.Token)
		if err != nil {
			return err
		}
		login, err = s.accept(ctx, inv, identity.NewUser{Password: a.Password, Name: a.Name, LastName: a.LastName})
		return err
	})
	if err != nil {
		return nil, err
	}
	return login, nil
}

// accept accepts the pending invitation inv, in the transaction ctx
// carries: it marks it accepted, gives its email an account in its
// organization with its role and nu's password and names (see
// Users.JoinOrganization), and opens a session.
func (s *Service) accept(ctx context.Context, inv *Invitation, nu identity.NewUser) (*identity.LoginResult, error) {
	// Taking the organization's lock keeps seat counts of concurrent
	// invitations exact while the invitation becomes a member.
	if _, err := s.store.LockOrganization(ctx, inv.OrgID); err != nil {
		return nil, err
	}
	now := s.now()
	accepted := InvitationUpdate{Status: new(InvitationAccepted), AcceptedAt: &now}
	if _, err := s.store.UpdateInvitation(ctx, inv.OrgID, inv.ID, accepted, now); err != nil {
		return nil, noInvitation(err)
	}
	nu.OrgID, nu.Role, nu.Email = inv.OrgID, inv.Role, inv.Email
	u, err := s.deps.Users.JoinOrganization(ctx, nu)
	if err != nil {
		return nil, err
	}
	return s.deps.Users.OpenSession(ctx, u)
}

// formatTTL writes a lifetime for an email: "7 days", "1 day", "12 hours".
func formatTTL(d time.Duration) string {
	day := 24 * time.Hour
	switch {
	case d%day == 0 && d == day:
		return "1 day"
	case d%day == 0:
		return fmt.Sprintf("%d days", d/day)
	case d == time.Hour:
		return "1 hour"
	case d%time.Hour == 0:
		return fmt.Sprintf("%d hours", d/time.Hour)
	}
	return fmt.Sprintf("%d minutes", d/time.Minute)
}
