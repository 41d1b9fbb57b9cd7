package audit

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

// Migrate creates or updates the table of the package (audit_entries),
// which BunStore uses. It needs the tables of orgs (an entry belongs to its
// organization and goes with it).
func Migrate(ctx context.Context, db *bun.DB) error {
	return database.Migrate(ctx, db, "audit", migrations)
}

// BunStore is feedbackkit's Store: entries in the audit_entries table (see
// Migrate) of a PostgreSQL or SQLite database, through Bun. Its methods
// run in the transaction the context carries, if any.
type BunStore struct {
	database.Store // Conn for the statements
}

var _ Store = (*BunStore)(nil)

// NewBunStore returns the Store of the audit log in db.
func NewBunStore(db *bun.DB) *BunStore {
	return &BunStore{Store: database.Store{DB: db}}
}

// entryRow is the Bun model of the audit_entries table.
type entryRow struct {
	bun.BaseModel `bun:"table:audit_entries"`

	ID         string         `bun:"id,pk"`
	OrgID      string         `bun:"organization_id"`
	Action     string         `bun:"action"`
	ActorType  ActorType      `bun:"actor_type"`
	ActorID    string         `bun:"actor_id"`
	ActorEmail string         `bun:"actor_email"`
	TargetType string         `bun:"target_type"`
	TargetID   string         `bun:"target_id"`
	Details    map[string]any `bun:"details,type:json"`
	IP         string         `bun:"ip"`
	CreatedAt  time.Time      `bun:"created_at"`
}

// Insert implements Store.
func (s *BunStore) Insert(ctx context.Context, e *Entry) error {
	details := e.Details
	if details == nil {
		details = map[string]any{}
	}
	row := &entryRow{ID: e.ID, OrgID: e.OrgID, Action: e.Action, ActorType: e.ActorType, ActorID: e.ActorID,
		ActorEmail: e.ActorEmail, TargetType: e.TargetType, TargetID: e.TargetID, Details: details,
		IP: e.IP, CreatedAt: e.CreatedAt.UTC()}
	_, err := s.Conn(ctx).NewInsert().Model(row).Exec(ctx)
	return err
}

// Entries implements Store.
func (s *BunStore) Entries(ctx context.Context, orgID string, f Filter, page feedbackkit.PageRequest) ([]*Entry, int, error) {
	var rows []entryRow
	q := s.Conn(ctx).NewSelect().Model(&rows).Where("organization_id = ?", orgID)
	if f.Action != "" {
		q = q.Where("action = ?", f.Action)
	}
	if f.ActorID != "" {
		q = q.Where("actor_id = ?", f.ActorID)
	}
	if f.Start != nil {
		q = q.Where("created_at >= ?", f.Start.UTC())
	}
	if f.End != nil {
		q = q.Where("created_at <= ?", f.End.UTC())
	}
	total, err := q.OrderExpr("created_at DESC, id DESC").Limit(int64(page.Limit)).Offset(int64(page.Offset())).ScanAndCount(ctx)
	if err != nil {
		return nil, 0, err
	}
	return entriesOf(rows), int(total), nil
}

// ScanEntries implements Store, along the index on the organization and
// the creation time, from the cursor on.
func (s *BunStore) ScanEntries(ctx context.Context, orgID string, after *feedbackkit.Cursor, limit int) ([]*Entry, error) {
	var rows []entryRow
	q := s.Conn(ctx).NewSelect().Model(&rows).Where("organization_id = ?", orgID)
	if after != nil {
		q = q.Where("(created_at, id) < (?, ?)", after.CreatedAt.UTC(), after.ID)
	}
	if err := q.OrderExpr("created_at DESC, id DESC").Limit(int64(limit)).Scan(ctx); err != nil {
		return nil, err
	}
	return entriesOf(rows), nil
}

// entriesOf returns the entries of rows, in their order.
func entriesOf(rows []entryRow) []*Entry {
	entries := make([]*Entry, len(rows))
	for i, r := range rows {
		entries[i] = &Entry{ID: r.ID, OrgID: r.OrgID, Action: r.Action, ActorType: r.ActorType, ActorID: r.ActorID,
			ActorEmail: r.ActorEmail, TargetType: r.TargetType, TargetID: r.TargetID, Details: r.Details,
			IP: r.IP, CreatedAt: r.CreatedAt.UTC()}
	}
	return entries
}

// DeleteCreatedBefore implements Store.
func (s *BunStore) DeleteCreatedBefore(ctx context.Context, t time.Time, limit int) (int, error) {
	db := s.Conn(ctx)
	oldest := db.NewSelect().Model((*entryRow)(nil)).Column("id").
		Where("created_at < ?", t.UTC()).Order("created_at").Limit(int64(limit))
	res, err := db.NewDelete().Model((*entryRow)(nil)).Where("id IN (?)", oldest).Exec(ctx)
	if err != nil {
		return 0, err
	}
	n, err := res.RowsAffected()
	return int(n), err
}
