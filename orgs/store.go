package orgs

import (
	"context"
	"time"

	"github.com/feedbackkit/feedbackkit"
)

// Store is the storage of organizations, their invitations and settings,
// the waitlist, and the keys of a host program's organizations.
// NewBunStore returns feedbackkit's own; a program may wrap it or provide
// another, whole or one part at a time (the parts are OrganizationStore,
// InvitationStore, SettingsStore, WaitlistStore and HostKeyStore). As every
// Store of the domain packages, it is a feedbackkit.Transactor: its methods
// called with the context that InTx gives take part in that transaction,
// which may be another package's (rooms reserves a room in the transaction
// that creates it).
//
// The Service validates and normalizes values before it stores them
// (subdomains and emails are lower-cased and trimmed, names trimmed) and
// passes the time of each change; the Store compares values exactly.
type Store interface {
	feedbackkit.Transactor
	OrganizationStore
	InvitationStore
	SettingsStore
	WaitlistStore
	HostKeyStore
}

// HostKeyStore links the organizations of a host program that embeds
// feedbackkit (each named by the host's key) to feedbackkit's.
type HostKeyStore interface {
	// FindOrganizationByHostKey returns the organization linked to the
	// host's key, or NOT_FOUND.
	FindOrganizationByHostKey(ctx context.Context, key string) (*Organization, error)
	// LinkHostKey links the organization orgID to the host's key. It
	// returns ALREADY_EXISTS, and leaves the transaction usable, when the
	// key or the organization is linked already.
	LinkHostKey(ctx context.Context, key, orgID string, at time.Time) error
}

// OrganizationStore is the storage of organizations.
type OrganizationStore interface {
	// CreateOrganization stores a new organization, whose ID the Service
	// has set. It returns ALREADY_EXISTS when an organization has its
	// subdomain or ID already.
	CreateOrganization(ctx context.Context, org *Organization) error
	// FindOrganizationByID returns the organization id, or NOT_FOUND.
	FindOrganizationByID(ctx context.Context, id string) (*Organization, error)
	// FindOrganizationBySubdomain returns the organization with the
	// (lower-cased) subdomain, or NOT_FOUND.
	FindOrganizationBySubdomain(ctx context.Context, subdomain string) (*Organization, error)
	// UpdateOrganization sets the non-nil fields of upd on the
	// organization id, and its UpdatedAt to at, and returns the
	// organization as it is afterwards. It returns NOT_FOUND when there is
	// no organization id.
	UpdateOrganization(ctx context.Context, id string, upd OrganizationUpdate, at time.Time) (*Organization, error)
	// CountOrganizations returns how many organizations there are.
	CountOrganizations(ctx context.Context) (int, error)
	// ClaimDemo records, once per database, that EnsureDemo considered
	// creating the demo organization, and reports whether this call
	// recorded it: false when an earlier one had. Within a transaction, a
	// concurrent claim waits for it to end.
	ClaimDemo(ctx context.Context) (bool, error)
	// FindOrganizations returns one page of all the organizations, oldest
	// first (by CreatedAt, then ID), and how many there are.
	FindOrganizations(ctx context.Context, page feedbackkit.PageRequest) ([]*Organization, int, error)
	// LockOrganization returns the organization id and holds a write lock
	// on it until the transaction ctx carries ends, so that the
	// transactions that lock one organization run one after the other. It
	// returns NOT_FOUND when there is no organization id. It must be
	// called within InTx: the BunStore returns an internal error outside a
	// transaction.
	LockOrganization(ctx context.Context, id string) (*Organization, error)
}

// OrganizationUpdate changes some fields of an organization; nil fields
// stay as they are.
type OrganizationUpdate struct {
	Name *string
	Plan *Plan
	// Limits overrides the plan's limits; a cap of 0 means no cap.
	Limits LimitsUpdate
}

// InvitationStore is the storage of invitations and their links. Except
// FindInvitationByTokenHash, whose link stands for its organization, and
// FindLiveInvitationsByEmail, whose email an identity provider has
// verified, its methods act on the invitations of one organization, orgID,
// and ignore those of the others.
type InvitationStore interface {
	// CreateInvitation stores a new invitation of inv.OrgID, whose ID the
	// Service has set. It returns ALREADY_EXISTS when an invitation has
	// its ID already.
	CreateInvitation(ctx context.Context, inv *Invitation) error
	// CreateInvitationLink stores a new link of the invitation
	// link.InvitationID. It returns ALREADY_EXISTS when a link has its
	// TokenHash already.
	CreateInvitationLink(ctx context.Context, link *InvitationLink) error
	// FindInvitations returns the invitations of the organization orgID
	// that filter selects, oldest first (by CreatedAt, then ID); none is
	// an empty list.
	FindInvitations(ctx context.Context, orgID string, filter InvitationFilter) ([]*Invitation, error)
	// CountInvitations returns how many invitations of the organization
	// orgID filter selects.
	CountInvitations(ctx context.Context, orgID string, filter InvitationFilter) (int, error)
	// FindInvitationByTokenHash returns the pending invitation of the link
	// whose token has the SHA-256 hash tokenHash (see InvitationLink), and
	// the link, when the link has not expired at now. It returns NOT_FOUND
	// otherwise: an unknown or expired link, or an invitation no longer
	// pending.
	FindInvitationByTokenHash(ctx context.Context, tokenHash string, now time.Time) (*Invitation, *InvitationLink, error)
	// FindLiveInvitationsByEmail returns the invitations of the
	// (lower-cased) email, in every organization, that are live at now
	// (pending, expiring after now), newest first (by CreatedAt, then ID);
	// none is an empty list.
	FindLiveInvitationsByEmail(ctx context.Context, email string, now time.Time) ([]*Invitation, error)
	// UpdateInvitation sets the non-nil fields of upd on the invitation id
	// of the organization orgID, and its UpdatedAt to at, when that
	// invitation is live at at (pending, expiring after at), and returns
	// it as it is afterwards. It returns NOT_FOUND when the organization
	// has no such live invitation.
	UpdateInvitation(ctx context.Context, orgID, id string, upd InvitationUpdate, at time.Time) (*Invitation, error)
}

// InvitationLink is one link of an invitation. Only the SHA-256 hash of its
// token is stored, hex-encoded: the token itself is in the email alone.
type InvitationLink struct {
	TokenHash    string
	InvitationID string
	CreatedAt    time.Time
	ExpiresAt    time.Time
}

// InvitationFilter selects the live invitations of an organization at a
// time: those pending whose ExpiresAt is after it.
type InvitationFilter struct {
	// LiveAt is the time at which the invitations must be live.
	LiveAt time.Time
	// Email keeps the invitations of that (lower-cased) email; "" keeps
	// them all.
	Email string
}

// InvitationUpdate changes some fields of an invitation; nil fields stay as
// they are.
type InvitationUpdate struct {
	Status      *InvitationStatus
	ExpiresAt   *time.Time
	AcceptedAt  *time.Time
	CancelledAt *time.Time
}

// SettingsStore is the storage of the settings of organizations.
type SettingsStore interface {
	// FindSettings returns the stored settings of the organization orgID,
	// or NOT_FOUND when none are stored (the organization has the default
	// ones). Fields of Preferences that the stored data lacks (settings
	// stored by an older version) have their default values.
	FindSettings(ctx context.Context, orgID string) (*StoredSettings, error)
	// SaveSettings stores st as the settings of the organization st.OrgID,
	// replacing those stored before.
	SaveSettings(ctx context.Context, st *StoredSettings) error
}

// StoredSettings is what a SettingsStore keeps of the settings of an
// organization; the rest of Settings comes from the Organization.
type StoredSettings struct {
	OrgID       string
	Preferences Preferences
	// Logo is the blob key of the logo, "" for none.
	Logo                  string
	OnboardingCompletedAt *time.Time
	UpdatedAt             time.Time
}

// WaitlistStore is the storage of the waitlist.
type WaitlistStore interface {
	// CreateWaitlistEntry stores a new entry, whose ID the Service has
	// set. It returns ALREADY_EXISTS, and keeps the entry there is, when
	// the (lower-cased) email is on the waitlist already.
	CreateWaitlistEntry(ctx context.Context, e *WaitlistEntry) error
	// FindWaitlistEntries returns the whole waitlist, oldest entry first
	// (by CreatedAt, then ID); none is an empty list.
	FindWaitlistEntries(ctx context.Context) ([]*WaitlistEntry, error)
}
