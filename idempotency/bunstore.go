package idempotency

import (
	"context"
	"embed"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/internal/database"
)

//go:embed migrations/*.sql
var migrations embed.FS

// Migrate creates or updates the table of the package (idempotency_keys),
// which BunStore uses.
func Migrate(ctx context.Context, db *bun.DB) error {
	return database.Migrate(ctx, db, "idempotency", migrations)
}

// BunStore is the Store of a Bun database (PostgreSQL or SQLite), in the
// idempotency_keys table that Migrate creates.
type BunStore struct {
	database.Store // Conn for the statements
}

var _ Store = (*BunStore)(nil)

// NewBunStore returns the Store of db.
func NewBunStore(db *bun.DB) *BunStore {
	return &BunStore{Store: database.Store{DB: db}}
}

// keyRow is the Bun model of the idempotency_keys table. Status 0 means
// the request has no answer yet.
type keyRow struct {
	bun.BaseModel `bun:"table:idempotency_keys"`

	ID          string            `bun:"id,pk"`
	Route       string            `bun:"route"`
	Fingerprint string            `bun:"fingerprint"`
	ResourceID  string            `bun:"resource_id"`
	Owner       string            `bun:"owner"`
	LeaseUntil  time.Time         `bun:"lease_until"`
	Status      int               `bun:"status"`
	Header      map[string]string `bun:"header,type:json"`
	Body        []byte            `bun:"body"`
	CreatedAt   time.Time         `bun:"created_at"`
}

// Insert implements Store.
func (s *BunStore) Insert(ctx context.Context, rec *Record) (bool, error) {
	row := &keyRow{ID: rec.ID, Route: rec.Route, Fingerprint: rec.Fingerprint, ResourceID: rec.ResourceID,
		Owner: rec.Owner, LeaseUntil: rec.LeaseUntil.UTC(), CreatedAt: rec.CreatedAt.UTC()}
	res, err := s.Conn(ctx).NewInsert().Model(row).On("CONFLICT (id) DO NOTHING").Exec(ctx)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// Find implements Store.
func (s *BunStore) Find(ctx context.Context, id string) (*Record, error) {
	var row keyRow
	if err := s.Conn(ctx).NewSelect().Model(&row).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, database.Translate(err, "idempotency key")
	}
	rec := &Record{ID: row.ID, Route: row.Route, Fingerprint: row.Fingerprint, ResourceID: row.ResourceID,
		Owner: row.Owner, LeaseUntil: row.LeaseUntil, CreatedAt: row.CreatedAt}
	if row.Status != 0 {
		rec.Answer = &Answer{Status: row.Status, Header: row.Header, Body: row.Body}
	}
	return rec, nil
}

// TakeOver implements Store.
func (s *BunStore) TakeOver(ctx context.Context, id, prev, owner string, until time.Time) (bool, error) {
	res, err := s.Conn(ctx).NewUpdate().Model((*keyRow)(nil)).
		Set("owner = ?", owner).
		Set("lease_until = ?", until.UTC()).
		Where("id = ?", id).Where("owner = ?", prev).Where("status = 0").
		Exec(ctx)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// Complete implements Store.
func (s *BunStore) Complete(ctx context.Context, id string, a Answer) error {
	row := &keyRow{Status: a.Status, Header: a.Header, Body: a.Body}
	_, err := s.Conn(ctx).NewUpdate().Model(row).Column("status", "header", "body").
		Where("id = ?", id).Where("status = 0").
		Exec(ctx)
	return err
}

// Expire implements Store.
func (s *BunStore) Expire(ctx context.Context, id, owner string, now time.Time) error {
	_, err := s.Conn(ctx).NewUpdate().Model((*keyRow)(nil)).
		Set("lease_until = ?", now.UTC()).
		Where("id = ?", id).Where("owner = ?", owner).Where("status = 0").
		Exec(ctx)
	return err
}

// Delete implements Store.
func (s *BunStore) Delete(ctx context.Context, id, owner string) error {
	_, err := s.Conn(ctx).NewDelete().Model((*keyRow)(nil)).
		Where("id = ?", id).Where("owner = ?", owner).Where("status = 0").
		Exec(ctx)
	return err
}

// DeleteCreatedBefore implements Store.
func (s *BunStore) DeleteCreatedBefore(ctx context.Context, t time.Time) (int, error) {
	res, err := s.Conn(ctx).NewDelete().Model((*keyRow)(nil)).Where("created_at < ?", t.UTC()).Exec(ctx)
	if err != nil {
		return 0, err
	}
	n, err := res.RowsAffected()
	return int(n), err
}

// DeleteResources implements Store.
func (s *BunStore) DeleteResources(ctx context.Context, ids []string) error {
	if len(ids) == 0 {
		return nil
	}
	_, err := s.Conn(ctx).NewDelete().Model((*keyRow)(nil)).Where("resource_id IN (?)", bun.List(ids)).Exec(ctx)
	return err
}
