package rooms

import (
	"context"
	"time"

	"github.com/feedbackkit/feedbackkit"
)

// Lock says how a Store's read keeps the rooms it returns locked, within
// a transaction, until the transaction ends. SQLite transactions lock the
// whole database for writing from their start: the modes matter on
// PostgreSQL.
type Lock int

// The locks of a Store's read.
const (
	// NoLock reads the rooms without locking them.
	NoLock Lock = iota
	// LockKey keeps the rooms from being deleted, and from being changed
	// by the Service, whose changes read them with LockUpdate first; rows
	// that refer to them, such as feedback items, may still be written
	// (FOR KEY SHARE).
	LockKey
	// LockUpdate keeps the rooms from any concurrent change or lock (FOR
	// UPDATE).
	LockUpdate
)

// Store is the storage of rooms. NewBunStore returns feedbackkit's own; a
// program may wrap it (caching, metrics) or provide another that keeps
// rooms elsewhere. As every Store of the domain packages, it is a
// feedbackkit.Transactor: its methods called with the context that InTx
// gives take part in that transaction, which may be another package's (a
// room is created in the transaction in which orgs checks the room cap).
//
// Every method works within one organization: it takes the organization's
// id (CreateRoom takes it from Room.OrgID) and never reads or changes a
// room of another. The Service validates rooms and decides who may see and
// change them; it passes names as their keys (see Room.NameKey) and the
// time of each change, and the Store compares values exactly. Methods that
// look up or change one room return NOT_FOUND (feedbackkit.NotFound) when
// the organization has no such room.
type Store interface {
	feedbackkit.Transactor

	// CreateRoom stores the new room r. It returns ALREADY_EXISTS when the
	// organization r.OrgID has a room with r.NameKey already, or a room
	// with r.ID exists.
	CreateRoom(ctx context.Context, r *Room) error
	// UpdateRoom stores the name, name key, active state, privacy, folder,
	// requireChallenge, customization, custom tags and update time of r in the room r.ID of
	// the organization orgID; the other fields stay as they are. It returns
	// ALREADY_EXISTS when another room of the organization has r.NameKey,
	// NOT_FOUND when the organization has no room r.ID.
	UpdateRoom(ctx context.Context, orgID string, r *Room) error
	// UpdateRoomTracker stores the tracker settings and update time of r
	// in the room r.ID of the organization orgID; the other fields stay as
	// they are. It returns NOT_FOUND when the organization has no room r.ID.
	UpdateRoomTracker(ctx context.Context, orgID string, r *Room) error
	// DeleteRoom deletes the room id of the organization orgID, or returns
	// NOT_FOUND.
	DeleteRoom(ctx context.Context, orgID, id string) error
	// SetRoomOrder gives the rooms ids of the organization orgID the
	// display orders 0, 1, 2, ... in that sequence, and the update time at.
	// It returns NOT_FOUND, changing nothing, when one of ids is not a room
	// of the organization.
	SetRoomOrder(ctx context.Context, orgID string, ids []string, at time.Time) error

	// LockRooms locks every room of the organization orgID as LockUpdate
	// does, in the order of their ids, until the transaction ctx carries
	// ends: what is read of them afterwards, such as their display order,
	// stays true until then (MoveRoom reads the order, then writes it).
	LockRooms(ctx context.Context, orgID string) error
	// FindRoomByName returns the room of the organization orgID whose
	// NameKey is key, or NOT_FOUND. In a transaction, the room stays
	// locked as lock says until the transaction ends.
	FindRoomByName(ctx context.Context, orgID, key string, lock Lock) (*Room, error)
	// FindRoomsByID returns the rooms of the organization orgID among ids,
	// in no particular order: ids that are not a room of the organization
	// are left out. In a transaction, the rooms stay locked as lock says
	// until the transaction ends.
	FindRoomsByID(ctx context.Context, orgID string, ids []string, lock Lock) ([]*Room, error)
	// FindRoomByCreator returns the room of the organization orgID created
	// by the user creatorID whose NameKey is key, or NOT_FOUND.
	FindRoomByCreator(ctx context.Context, orgID, creatorID, key string) (*Room, error)
	// FindRooms returns the rooms of the organization orgID that v
	// includes and filter selects, in display order: by Order, then
	// CreatedAt, then ID. None is an empty list.
	FindRooms(ctx context.Context, orgID string, v Visibility, filter RoomFilter) ([]*Room, error)
	// FindRoomIDs returns the ids of the rooms of the organization orgID
	// that v includes, in display order (see FindRooms). None is an empty
	// list.
	FindRoomIDs(ctx context.Context, orgID string, v Visibility) ([]string, error)
	// CountRooms returns how many rooms the organization orgID has,
	// whatever their state.
	CountRooms(ctx context.Context, orgID string) (int, error)
	// MaxRoomOrder returns the greatest Order of the rooms of the
	// organization orgID, or -1 when it has none.
	MaxRoomOrder(ctx context.Context, orgID string) (int, error)
}

// Visibility says which rooms of an organization Store.FindRooms and
// Store.FindRoomIDs return: the public rooms, and the private rooms that
// CreatorID created, or every private room with AllPrivate. The zero
// Visibility includes the public rooms only.
type Visibility struct {
	// CreatorID, when not "", includes the private rooms this user created.
	CreatorID string
	// AllPrivate includes every private room.
	AllPrivate bool
}

// Includes reports whether v includes r.
func (v Visibility) Includes(r *Room) bool {
	return !r.IsPrivate || v.AllPrivate || (v.CreatorID != "" && r.CreatorID == v.CreatorID)
}
