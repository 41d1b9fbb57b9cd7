package apikeys

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

// Migrate creates or updates the table of the package (apikeys_keys),
// which BunStore uses. It needs the tables of orgs (a key belongs to its
// organization and goes with it).
func Migrate(ctx context.Context, db *bun.DB) error {
	return database.Migrate(ctx, db, "apikeys", migrations)
}

// BunStore is feedbackkit's Store: keys in the apikeys_keys table (see
// Migrate) of a PostgreSQL or SQLite database, through Bun. Its methods
// run in the transaction the context carries, if any.
type BunStore struct {
	database.Store // Conn for the statements
}

var _ Store = (*BunStore)(nil)

// NewBunStore returns the Store of keys in db.
func NewBunStore(db *bun.DB) *BunStore {
	return &BunStore{Store: database.Store{DB: db}}
}

// keyRow is the Bun model of the apikeys_keys table.
type keyRow struct {
	bun.BaseModel `bun:"table:apikeys_keys"`

	ID         string     `bun:"id,pk"`
	OrgID      string     `bun:"organization_id"`
	Name       string     `bun:"name"`
	Prefix     string     `bun:"prefix"`
	Hash       string     `bun:"hash"`
	Scopes     []Scope    `bun:"scopes,type:json"`
	CreatedBy  string     `bun:"created_by"`
	CreatedAt  time.Time  `bun:"created_at"`
	ExpiresAt  *time.Time `bun:"expires_at"`
	LastUsedAt *time.Time `bun:"last_used_at"`
}

func (row *keyRow) key() *Key {
	return &Key{ID: row.ID, OrgID: row.OrgID, Name: row.Name, Prefix: row.Prefix, Hash: row.Hash,
		Scopes: row.Scopes, CreatedBy: row.CreatedBy, CreatedAt: row.CreatedAt.UTC(),
		ExpiresAt: utc(row.ExpiresAt), LastUsedAt: utc(row.LastUsedAt)}
}

// utc returns t in UTC, nil for nil.
func utc(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}

// Insert implements Store.
func (s *BunStore) Insert(ctx context.Context, k *Key) error {
	row := &keyRow{ID: k.ID, OrgID: k.OrgID, Name: k.Name, Prefix: k.Prefix, Hash: k.Hash,
		Scopes: k.Scopes, CreatedBy: k.CreatedBy, CreatedAt: k.CreatedAt.UTC(),
		ExpiresAt: utc(k.ExpiresAt), LastUsedAt: utc(k.LastUsedAt)}
	_, err := s.Conn(ctx).NewInsert().Model(row).Exec(ctx)
	return err
}

// Keys implements Store.
func (s *BunStore) Keys(ctx context.Context, orgID string) ([]*Key, error) {
	var rows []keyRow
	err := s.Conn(ctx).NewSelect().Model(&rows).Where("organization_id = ?", orgID).
		Order("created_at", "id").Scan(ctx)
	if err != nil {
		return nil, err
	}
	keys := make([]*Key, len(rows))
	for i := range rows {
		keys[i] = rows[i].key()
	}
	return keys, nil
}

// FindByHash implements Store.
func (s *BunStore) FindByHash(ctx context.Context, hash string) (*Key, error) {
	var row keyRow
	if err := s.Conn(ctx).NewSelect().Model(&row).Where("hash = ?", hash).Scan(ctx); err != nil {
		return nil, database.Translate(err, "API key")
	}
	return row.key(), nil
}

// Delete implements Store.
func (s *BunStore) Delete(ctx context.Context, orgID, id string) error {
	res, err := s.Conn(ctx).NewDelete().Model((*keyRow)(nil)).
		Where("organization_id = ?", orgID).Where("id = ?", id).Exec(ctx)
	return database.Affected(res, err, feedbackkit.NotFound("API key"))
}

// DeleteCreatedBy implements Store.
func (s *BunStore) DeleteCreatedBy(ctx context.Context, orgID, userID string) error {
	_, err := s.Conn(ctx).NewDelete().Model((*keyRow)(nil)).
		Where("organization_id = ?", orgID).Where("created_by = ?", userID).Exec(ctx)
	return err
}

// Touch implements Store.
func (s *BunStore) Touch(ctx context.Context, id string, at, before time.Time) error {
	_, err := s.Conn(ctx).NewUpdate().Model((*keyRow)(nil)).
		Set("last_used_at = ?", at.UTC()).
		Where("id = ?", id).
		WhereGroup(" AND ", func(q *bun.UpdateQuery) *bun.UpdateQuery {
			return q.Where("last_used_at IS NULL").WhereOr("last_used_at < ?", before.UTC())
		}).
		Exec(ctx)
	return err
}
