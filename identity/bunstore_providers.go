package identity

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/database"
)

// providerSubjectRow is the Bun model of the identity_provider_subjects
// table: which account an identity provider's person (its issuer and
// subject) logs into.
type providerSubjectRow struct {
	bun.BaseModel `bun:"table:identity_provider_subjects"`

	Issuer    string    `bun:"issuer,pk"`
	Subject   string    `bun:"subject,pk"`
	UserID    string    `bun:"user_id"`
	CreatedAt time.Time `bun:"created_at"`
}

// FindUserByProviderSubject implements Store.
func (s *BunStore) FindUserByProviderSubject(ctx context.Context, issuer, subject string) (*User, error) {
	return s.findUser(ctx, "user", func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.Where("id = (?)", s.Conn(ctx).NewSelect().Model((*providerSubjectRow)(nil)).
			Column("user_id").Where("issuer = ?", issuer).Where("subject = ?", subject))
	})
}

// LinkProviderSubject implements Store.
func (s *BunStore) LinkProviderSubject(ctx context.Context, issuer, subject, userID string, at time.Time) error {
	return database.InsertNew(ctx, s.Conn(ctx), &providerSubjectRow{Issuer: issuer, Subject: subject, UserID: userID, CreatedAt: at.UTC()},
		feedbackkit.Errorf(feedbackkit.CodeAlreadyExists, "the provider's subject or the account is linked already"))
}
