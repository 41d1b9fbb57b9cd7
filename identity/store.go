package identity

import (
	"context"
	"time"

	"github.com/feedbackkit/feedbackkit"
)

// Store is the storage of accounts, sessions and password resets.
// NewBunStore returns feedbackkit's own; a program may wrap it or provide
// another (see app.Config.Stores). As every Store of the domain packages,
// it is a feedbackkit.Transactor: its methods called with the context that
// InTx gives take part in that transaction, which may be another package's
// (orgs creates an organization and its owner in one).
//
// The Service validates and normalizes values before it stores them
// (emails are lower-cased and trimmed, names trimmed) and passes the time
// of each change; the Store compares values exactly, but instructor ids by
// their InstructorKey, which it keeps unique. Methods that look up
// or change one account, session or token return NOT_FOUND
// (feedbackkit.NotFound) when there is none in the state they require.
type Store interface {
	feedbackkit.Transactor

	// CreateUser stores a new account. It returns EMAIL_IN_USE when an
	// account has u.Email already, ALREADY_EXISTS when one has u.ID or an
	// instructor id of the same InstructorKey as u.InstructorID.
	CreateUser(ctx context.Context, u *User) error
	// FindUserByID returns the account id, or NOT_FOUND.
	FindUserByID(ctx context.Context, id string) (*User, error)
	// FindUserByEmail returns the account with the (lower-cased) email, or
	// NOT_FOUND.
	FindUserByEmail(ctx context.Context, email string) (*User, error)
	// FindUserByInstructorID returns the account whose instructor id has
	// the InstructorKey key, or NOT_FOUND.
	FindUserByInstructorID(ctx context.Context, key string) (*User, error)
	// InstructorIDRetired reports whether id, compared exactly, is an
	// instructor id that the migration to ids unique in any case took
	// away from an account (see Service.FindUserByInstructorID).
	InstructorIDRetired(ctx context.Context, id string) (bool, error)
	// FindUserBySubject returns the account linked to a host program's
	// user subject, or NOT_FOUND.
	FindUserBySubject(ctx context.Context, subject string) (*User, error)
	// LinkSubject links the account userID to a host program's user
	// subject. It returns ALREADY_EXISTS, and leaves the transaction
	// usable, when the subject or the account is linked already.
	LinkSubject(ctx context.Context, subject, userID string, at time.Time) error
	// FindUserByProviderSubject returns the account linked to the subject
	// of an identity provider's issuer, or NOT_FOUND.
	FindUserByProviderSubject(ctx context.Context, issuer, subject string) (*User, error)
	// LinkProviderSubject links the account userID to the subject of an
	// identity provider's issuer. It returns ALREADY_EXISTS, and leaves
	// the transaction usable, when the subject or the account is linked
	// to that issuer already.
	LinkProviderSubject(ctx context.Context, issuer, subject, userID string, at time.Time) error
	// SetEmail sets the (lower-cased) email of the account userID. It
	// returns EMAIL_IN_USE when another account has it, NOT_FOUND when
	// there is no account userID.
	SetEmail(ctx context.Context, userID, email string, at time.Time) error

	// ListMembers returns the accounts of the organization orgID, oldest
	// first (by CreatedAt, then ID); none is an empty list.
	ListMembers(ctx context.Context, orgID string) ([]*User, error)
	// CountMembers returns how many accounts belong to the organization.
	CountMembers(ctx context.Context, orgID string) (int, error)
	// FindMember returns the account userID when it belongs to the
	// organization orgID, or NOT_FOUND.
	FindMember(ctx context.Context, orgID, userID string) (*User, error)
	// FindMemberByEmail returns the account of the organization orgID with
	// the (lower-cased) email, or NOT_FOUND.
	FindMemberByEmail(ctx context.Context, orgID, email string) (*User, error)
	// FindOwner returns the oldest account with the owner role in the
	// organization orgID, or NOT_FOUND.
	FindOwner(ctx context.Context, orgID string) (*User, error)
	// SetRole gives the account userID of the organization orgID the role,
	// or returns NOT_FOUND when it is not a member.
	SetRole(ctx context.Context, orgID, userID string, role feedbackkit.Role, at time.Time) error
	// RemoveFromOrganization leaves the account userID of the organization
	// orgID without an organization, with the user role, remembering that
	// it was removed from orgID (see DeleteFormerMembers), or returns
	// NOT_FOUND when it is not a member. It does not revoke sessions.
	RemoveFromOrganization(ctx context.Context, orgID, userID string, at time.Time) error
	// DeleteFormerMembers deletes the accounts removed from the
	// organization orgID that have joined no organization since, with
	// their sessions, password resets and linked identities, and returns
	// how many.
	DeleteFormerMembers(ctx context.Context, orgID string) (int, error)
	// JoinOrganization moves the account u.ID, which must have no
	// organization, into u.OrgID with u.Role, u.PasswordHash, u.Name and
	// u.LastName. It returns NOT_FOUND when no account u.ID is without an
	// organization (it joined one in the meantime). It does not revoke
	// sessions.
	JoinOrganization(ctx context.Context, u *User, at time.Time) error

	// UpdateProfile sets the non-nil fields of upd on the account userID
	// (the Service has checked and trimmed them). It returns
	// ALREADY_EXISTS when another account has an instructor id of the same
	// InstructorKey, NOT_FOUND when there is no account userID.
	UpdateProfile(ctx context.Context, userID string, upd ProfileUpdate, at time.Time) error
	// SetPasswordHash replaces the password hash of the account userID.
	SetPasswordHash(ctx context.Context, userID, hash string, at time.Time) error
	// SetTags replaces the personal tags of the account userID.
	SetTags(ctx context.Context, userID string, tags []string, at time.Time) error
	// SetSystemAdmin grants (on) or takes away the system admin right of
	// the account userID, or returns NOT_FOUND.
	SetSystemAdmin(ctx context.Context, userID string, on bool, at time.Time) error
	// SetProfilePicture sets the blob key of the profile picture of the
	// account userID.
	SetProfilePicture(ctx context.Context, userID, key string, at time.Time) error

	// CreateSession stores a new session.
	CreateSession(ctx context.Context, s *Session) error
	// FindActivePrincipal returns who the session sessionID stands for:
	// its user, with the user's current organization and role, and the
	// session id. It returns NOT_FOUND when the session is unknown,
	// revoked or expired at now, or its user has no organization.
	// Authenticate calls it on every authenticated request.
	FindActivePrincipal(ctx context.Context, sessionID string, now time.Time) (*Principal, error)
	// RevokeSession revokes the session sessionID unless it is revoked
	// already. An unknown session is not an error.
	RevokeSession(ctx context.Context, sessionID string, at time.Time) error
	// RevokeSessions revokes every session of the account userID not
	// revoked yet, except the session keep (none when keep is "").
	RevokeSessions(ctx context.Context, userID, keep string, at time.Time) error

	// CreatePasswordReset stores a new reset token.
	CreatePasswordReset(ctx context.Context, r *PasswordReset) error
	// FindPasswordReset returns the account's id of the reset token with
	// tokenHash when it is unused and not expired at at; otherwise
	// NOT_FOUND. It changes nothing (ConsumePasswordReset uses the token).
	FindPasswordReset(ctx context.Context, tokenHash string, at time.Time) (userID string, err error)
	// ConsumePasswordReset marks the reset token with tokenHash used at
	// at, and returns its account's id, when it is unused and not expired
	// at at; otherwise NOT_FOUND. It is atomic: of two concurrent calls
	// with one token, one at most succeeds.
	ConsumePasswordReset(ctx context.Context, tokenHash string, at time.Time) (userID string, err error)
	// DeletePasswordResets deletes every reset token of the account
	// userID, used or not: a new password voids the links sent before.
	DeletePasswordResets(ctx context.Context, userID string) error
}
