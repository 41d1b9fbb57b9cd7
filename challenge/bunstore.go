package challenge

import (
	"context"
	"embed"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/database"
)

//go:embed migrations/*.sql
var migrations embed.FS

// Migrate creates or updates the table of the package (challenge_used),
// which BunStore uses.
func Migrate(ctx context.Context, db *bun.DB) error {
	return database.Migrate(ctx, db, "challenge", migrations)
}

// BunStore is the Store of a Bun database (PostgreSQL or SQLite), in the
// challenge_used table that Migrate creates. Concurrent Uses are written
// together, a batch per statement (database.Batcher).
type BunStore struct {
	database.Store
	inserts *database.Batcher[*usedRow]
}

var _ Store = (*BunStore)(nil)

// NewBunStore returns the Store of db.
func NewBunStore(db *bun.DB) *BunStore {
	s := &BunStore{Store: database.Store{DB: db}}
	s.inserts = database.NewBatcher(func(ctx context.Context, batch []*usedRow) error {
		_, err := s.DB.NewInsert().Model(&batch).Exec(ctx)
		return err
	})
	return s
}

// usedRow is the Bun model of challenge_used.
type usedRow struct {
	bun.BaseModel `bun:"table:challenge_used"`
	Challenge     string    `bun:"challenge,pk"`
	ExpiresAt     time.Time `bun:"expires_at"`
}

// Use implements Store. A batch that holds a used challenge fails as a
// whole and is written again row by row, so that only that challenge's
// caller gets ALREADY_EXISTS.
func (s *BunStore) Use(ctx context.Context, challenge string, expires time.Time) error {
	err := s.inserts.Write(ctx, &usedRow{Challenge: challenge, ExpiresAt: expires.UTC()})
	if database.IsUniqueViolation(err) {
		return feedbackkit.Errorf(feedbackkit.CodeAlreadyExists, "challenge used already")
	}
	return err
}

// DeleteExpired implements Store.
func (s *BunStore) DeleteExpired(ctx context.Context, t time.Time) (int, error) {
	res, err := s.Conn(ctx).NewDelete().Model((*usedRow)(nil)).Where("expires_at < ?", t.UTC()).Exec(ctx)
	if err != nil {
		return 0, err
	}
	n, err := res.RowsAffected()
	return int(n), err
}
