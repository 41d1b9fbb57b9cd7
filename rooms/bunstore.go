package rooms

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

// Migrate creates or updates the table of the rooms package (rooms_rooms),
// which BunStore uses. It needs the tables of orgs (rooms refer to their
// organization).
func Migrate(ctx context.Context, db *bun.DB) error {
	return database.Migrate(ctx, db, "rooms", migrations)
}

// BunStore is feedbackkit's Store: rooms in the rooms_rooms table (see
// Migrate) of a PostgreSQL or SQLite database, through Bun. Its methods run
// in the transaction the context carries, if any.
type BunStore struct {
	database.Store // InTx, and Conn for the statements
}

var _ Store = (*BunStore)(nil)

// NewBunStore returns the Store of rooms in db.
func NewBunStore(db *bun.DB) *BunStore { return &BunStore{Store: database.Store{DB: db}} }

// roomRow is the Bun model of the rooms_rooms table.
type roomRow struct {
	bun.BaseModel `bun:"table:rooms_rooms"`
	roomColumns
}

// roomColumns are the columns of rooms_rooms: the fields of Room, in the
// same order with the same types, so that either converts to the other (a
// field added to Room without its column here does not compile).
type roomColumns struct {
	ID                    string                `bun:"id,pk"`
	OrgID                 string                `bun:"organization_id"`
	CreatorID             string                `bun:"creator_id"`
	Name                  string                `bun:"name"`
	NameKey               string                `bun:"name_key"`
	Active                bool                  `bun:"active"`
	IsPrivate             bool                  `bun:"is_private"`
	Order                 int                   `bun:"display_order"`
	Folder                string                `bun:"folder,nullzero"`
	RequireChallenge      bool                  `bun:"require_challenge"`
	FeedbackCustomization FeedbackCustomization `bun:"feedback_customization"`
	CustomTags            CustomTags            `bun:"custom_tags"`
	TrackerProjectKey     string                `bun:"tracker_project_key"`
	TrackerEpicKey        string                `bun:"tracker_epic_key"`
	TrackerCreateTickets  bool                  `bun:"tracker_create_tickets"`
	CreatorInstructorID   string                `bun:"-"` // not stored: PublicRoom sets it
	CreatedAt             time.Time             `bun:"created_at"`
	UpdatedAt             time.Time             `bun:"updated_at"`
}

// rowOf returns the row of r.
func rowOf(r *Room) *roomRow {
	return &roomRow{roomColumns: roomColumns(*r)}
}

// room returns the Room of the row.
func (row *roomRow) room() *Room {
	r := Room(row.roomColumns)
	return &r
}

// roomsOf returns the Rooms of rows.
func roomsOf(rows []roomRow) []*Room {
	out := make([]*Room, len(rows))
	for i := range rows {
		out[i] = rows[i].room()
	}
	return out
}

// nameTaken translates a unique violation on the room name into
// ALREADY_EXISTS; it returns other errors, and nil, as they are.
func nameTaken(err error, name string) error {
	if database.IsUniqueViolation(err) {
		return feedbackkit.Errorf(feedbackkit.CodeAlreadyExists, "a room named %q exists already", name)
	}
	return err
}

// selectRooms selects into model the rooms of the organization orgID,
// locked for the rest of the transaction as lock says on PostgreSQL
// (SQLite transactions lock the whole database for writing from their
// start).
func (s *BunStore) selectRooms(ctx context.Context, model any, orgID string, lock Lock) *bun.SelectQuery {
	q := s.Conn(ctx).NewSelect().Model(model).Where("organization_id = ?", orgID)
	if !database.IsPostgres(s.DB) {
		return q
	}
	switch lock {
	case LockKey:
		q = q.For("KEY SHARE")
	case LockUpdate:
		q = q.For("UPDATE")
	}
	return q
}

// selectVisible selects into model the rooms of the organization orgID
// that v includes, in display order.
func (s *BunStore) selectVisible(ctx context.Context, model any, orgID string, v Visibility) *bun.SelectQuery {
	q := s.selectRooms(ctx, model, orgID, NoLock)
	switch {
	case v.AllPrivate:
	case v.CreatorID == "":
		q = q.Where("NOT is_private")
	default:
		q = q.WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
			return q.Where("NOT is_private").WhereOr("creator_id = ?", v.CreatorID)
		})
	}
	return q.Order("display_order", "created_at", "id")
}

// findRoom returns the room the query q selects, or NOT_FOUND.
func findRoom(ctx context.Context, q *bun.SelectQuery, row *roomRow) (*Room, error) {
	if err := q.Scan(ctx); err != nil {
		return nil, database.Translate(err, "room")
	}
	return row.room(), nil
}

// CreateRoom implements Store.
func (s *BunStore) CreateRoom(ctx context.Context, r *Room) error {
	_, err := s.Conn(ctx).NewInsert().Model(rowOf(r)).Exec(ctx)
	return nameTaken(err, r.Name)
}

// UpdateRoom implements Store.
func (s *BunStore) UpdateRoom(ctx context.Context, orgID string, r *Room) error {
	res, err := s.Conn(ctx).NewUpdate().Model(rowOf(r)).
		Column("name", "name_key", "active", "is_private", "folder", "require_challenge",
			"feedback_customization", "custom_tags", "updated_at").
		Where("id = ?", r.ID).
		Where("organization_id = ?", orgID).
		Exec(ctx)
	return database.Affected(res, nameTaken(err, r.Name), errNoRoom())
}

// DeleteRoom implements Store.
func (s *BunStore) DeleteRoom(ctx context.Context, orgID, id string) error {
	res, err := s.Conn(ctx).NewDelete().Model((*roomRow)(nil)).
		Where("id = ?", id).
		Where("organization_id = ?", orgID).
		Exec(ctx)
	return database.Affected(res, err, errNoRoom())
}

// SetRoomOrder implements Store, in a transaction of its own unless ctx
// carries one.
func (s *BunStore) SetRoomOrder(ctx context.Context, orgID string, ids []string, at time.Time) error {
	return s.InTx(ctx, func(ctx context.Context) error {
		for i, id := range ids {
			res, err := s.Conn(ctx).NewUpdate().Model((*roomRow)(nil)).
				Set("display_order = ?", i).
				Set("updated_at = ?", at).
				Where("id = ?", id).
				Where("organization_id = ?", orgID).
				Exec(ctx)
			if err := database.Affected(res, err, errNoRoom()); err != nil {
				return err
			}
		}
		return nil
	})
}

// LockRooms implements Store.
func (s *BunStore) LockRooms(ctx context.Context, orgID string) error {
	var ids []string
	return s.selectRooms(ctx, (*roomRow)(nil), orgID, LockUpdate).Column("id").Order("id").Scan(ctx, &ids)
}

// FindRoomByName implements Store.
func (s *BunStore) FindRoomByName(ctx context.Context, orgID, key string, lock Lock) (*Room, error) {
	row := new(roomRow)
	return findRoom(ctx, s.selectRooms(ctx, row, orgID, lock).Where("name_key = ?", key), row)
}

// FindRoomsByID implements Store.
func (s *BunStore) FindRoomsByID(ctx context.Context, orgID string, ids []string, lock Lock) ([]*Room, error) {
	rows := []roomRow{}
	if len(ids) > 0 {
		// In the order of the ids, as LockRooms: two transactions that lock
		// rooms of the organization take them in the same order.
		q := s.selectRooms(ctx, &rows, orgID, lock).Where("id IN (?)", bun.List(ids)).Order("id")
		if err := q.Scan(ctx); err != nil {
			return nil, err
		}
	}
	return roomsOf(rows), nil
}

// FindRoomByCreator implements Store.
func (s *BunStore) FindRoomByCreator(ctx context.Context, orgID, creatorID, key string) (*Room, error) {
	row := new(roomRow)
	q := s.selectRooms(ctx, row, orgID, NoLock).
		Where("creator_id = ?", creatorID).
		Where("name_key = ?", key)
	return findRoom(ctx, q, row)
}

// FindRooms implements Store.
func (s *BunStore) FindRooms(ctx context.Context, orgID string, v Visibility, filter RoomFilter) ([]*Room, error) {
	rows := []roomRow{}
	q := s.selectVisible(ctx, &rows, orgID, v)
	if filter.Active != nil {
		q = q.Where("active = ?", *filter.Active)
	}
	switch {
	case filter.Folder == nil:
	case *filter.Folder == "":
		q = q.Where("folder IS NULL")
	default:
		q = q.Where("folder = ?", *filter.Folder)
	}
	if err := q.Scan(ctx); err != nil {
		return nil, err
	}
	return roomsOf(rows), nil
}

// FindRoomIDs implements Store.
func (s *BunStore) FindRoomIDs(ctx context.Context, orgID string, v Visibility) ([]string, error) {
	ids := []string{}
	if err := s.selectVisible(ctx, (*roomRow)(nil), orgID, v).Column("id").Scan(ctx, &ids); err != nil {
		return nil, err
	}
	return ids, nil
}

// CountRooms implements Store.
func (s *BunStore) CountRooms(ctx context.Context, orgID string) (int, error) {
	n, err := s.selectRooms(ctx, (*roomRow)(nil), orgID, NoLock).Count(ctx)
	return int(n), err
}

// MaxRoomOrder implements Store.
func (s *BunStore) MaxRoomOrder(ctx context.Context, orgID string) (int, error) {
	var last *int
	if err := s.selectRooms(ctx, (*roomRow)(nil), orgID, NoLock).
		ColumnExpr("MAX(display_order)").Scan(ctx, &last); err != nil {
		return 0, err
	}
	if last == nil {
		return -1, nil
	}
	return *last, nil
}
