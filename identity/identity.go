// Package identity manages accounts, password hashing, sessions,
// password resets and login through an OpenID Connect identity provider
// (OIDC).
//
// A session is a signed JWT, carried in the auth_token cookie, bound to a
// stored session by a random secret whose hash only is stored: logging out, resetting or changing a password and
// leaving an organization revoke it at once. Role and organization are read
// on every request, so that role changes take effect immediately.
//
// The Service holds the rules (validation, password hashing, who may do
// what) and keeps its data in a Store, the seam a host program may wrap
// (caching, metrics) or replace, or fake in its tests without a database:
// BunStore (NewBunStore) is feedbackkit's own, on the tables Migrate creates
// in PostgreSQL or SQLite. Transactions travel in the context.Context (see
// feedbackkit.Transactor): the orgs package creates an organization's owner
// with CreateUser inside its own transaction, and both commit together.
package identity

import (
	"time"

	"github.com/feedbackkit/feedbackkit"
)

// User is an account. It belongs to at most one organization, in which it
// has a role.
type User struct {
	ID             string           `json:"_id"`
	OrgID          string           `json:"organization"` // "" for none
	Role           feedbackkit.Role `json:"role"`
	Email          string           `json:"email"` // normalized (NormalizeEmail)
	PasswordHash   string           `json:"-"`     // "" for an account without a password
	Name           string           `json:"name"`
	LastName       string           `json:"lastName"`
	InstructorID   string           `json:"instructorId"`
	ProfilePicture string           `json:"profilePicture"` // blob key, "" for none
	Tags           []string         `json:"-"`
	// SystemAdmin grants cross-organization access: listing the
	// organizations and acting in any of them with the owner's rights.
	// Only SetSystemAdmin changes it (the command line, never the API).
	SystemAdmin bool      `json:"-"`
	CreatedAt   time.Time `json:"createdAt"`
	UpdatedAt   time.Time `json:"updatedAt"`
}

// Session is the stored half of a session token. The token carries a
// random secret, and ID is its SHA-256 (hex), so that the stored sessions
// make no token. A session is live until it expires or is revoked.
type Session struct {
	ID        string
	UserID    string
	CreatedAt time.Time
	ExpiresAt time.Time
	RevokedAt *time.Time // nil while the session is not revoked
}

// PasswordReset is a single-use password reset token, stored as the
// SHA-256 hash of the token the reset email carries.
type PasswordReset struct {
	TokenHash string
	UserID    string
	CreatedAt time.Time
	ExpiresAt time.Time
	UsedAt    *time.Time // nil until the token is used
}
