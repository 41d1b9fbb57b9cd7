// Package identity manages accounts, password hashing, sessions and
// password resets.
//
// A session is a signed JWT, carried in the auth_token cookie, bound to a
// row in the database: logging out, resetting or changing a password and
// leaving an organization revoke it at once. Role and organization are read
// on every request, so that role changes take effect immediately.
package identity

import (
	"context"
	"embed"
	"io/fs"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/database"
)

// User is an account. It belongs to at most one organization, in which it
// has a role.
type User struct {
	bun.BaseModel `bun:"table:identity_users"`

	ID             string           `bun:"id,pk" json:"_id"`
	OrgID          string           `bun:"organization_id,nullzero" json:"organization"`
	Role           feedbackkit.Role `bun:"role" json:"role"`
	Email          string           `bun:"email" json:"email"`
	PasswordHash   string           `bun:"password_hash" json:"-"`
	Name           string           `bun:"name" json:"name"`
	LastName       string           `bun:"last_name" json:"lastName"`
	InstructorID   string           `bun:"instructor_id" json:"instructorId"`
	ProfilePicture string           `bun:"profile_picture" json:"profilePicture"` // blob key, "" for none
	Tags           []string         `bun:"tags" json:"-"`
	CreatedAt      time.Time        `bun:"created_at" json:"createdAt"`
	UpdatedAt      time.Time        `bun:"updated_at" json:"updatedAt"`
}

// session is the server-side half of a session token.
type session struct {
	bun.BaseModel `bun:"table:identity_sessions"`

	ID        string     `bun:"id,pk"`
	UserID    string     `bun:"user_id"`
	CreatedAt time.Time  `bun:"created_at"`
	ExpiresAt time.Time  `bun:"expires_at"`
	RevokedAt *time.Time `bun:"revoked_at"`
}

// passwordReset is a single-use reset token, stored as its SHA-256 hash.
type passwordReset struct {
	bun.BaseModel `bun:"table:identity_password_resets"`

	TokenHash string     `bun:"token_hash,pk"`
	UserID    string     `bun:"user_id"`
	CreatedAt time.Time  `bun:"created_at"`
	ExpiresAt time.Time  `bun:"expires_at"`
	UsedAt    *time.Time `bun:"used_at"`
}

//go:embed migrations/*.sql
var migrations embed.FS

// Migrate creates or updates the tables of the identity package.
func Migrate(ctx context.Context, db *bun.DB) error {
	sub, err := fs.Sub(migrations, "migrations")
	if err != nil {
		return err
	}
	return database.Migrate(ctx, db, "identity", sub)
}
