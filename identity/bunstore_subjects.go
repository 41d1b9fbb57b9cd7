package identity

import (
	"context"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/database"
)

// subjectRow is the Bun model of the identity_subjects table: which
// account a host program's user (its subject) has.
type subjectRow struct {
	bun.BaseModel `bun:"table:identity_subjects"`

	Subject   string    `bun:"subject,pk"`
	UserID    string    `bun:"user_id"`
	CreatedAt time.Time `bun:"created_at"`
}

// FindUserBySubject implements Store.
func (s *BunStore) FindUserBySubject(ctx context.Context, subject string) (*User, error) {
	return s.findUser(ctx, "user", func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.Where("id = (?)", s.Conn(ctx).NewSelect().Model((*subjectRow)(nil)).
			Column("user_id").Where("subject = ?", subject))
	})
}

// LinkSubject implements Store.
func (s *BunStore) LinkSubject(ctx context.Context, subject, userID string, at time.Time) error {
	return database.InsertNew(ctx, s.Conn(ctx), &subjectRow{Subject: subject, UserID: userID, CreatedAt: at.UTC()},
		feedbackkit.Errorf(feedbackkit.CodeAlreadyExists, "the subject or the account is linked already"))
}

// SetEmail implements Store.
func (s *BunStore) SetEmail(ctx context.Context, userID, email string, at time.Time) error {
	err := s.updateUser(ctx, at, func(q *bun.UpdateQuery) *bun.UpdateQuery {
		return q.Set("email = ?", email).Where("id = ?", userID)
	})
	if database.IsUniqueViolation(err) && strings.Contains(err.Error(), "email") {
		return feedbackkit.Errorf(feedbackkit.CodeEmailInUse, "an account with this email exists already")
	}
	return database.Translate(err, "user")
}
