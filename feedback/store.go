package feedback

import (
	"context"
	"time"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
)

// Store is the storage of feedback items. NewBunStore returns feedbackkit's
// own; a program may wrap it or provide another, whole or one part at a
// time (the parts are ItemStore and QueryStore). As every Store of the
// domain packages, it is a feedbackkit.Transactor: its methods called with
// the context that InTx gives take part in that transaction, which may be
// another package's (rooms renames a room and its items in one) and is the
// one the Service's jobs are queued in.
//
// The Service decides who sees what, validates and normalizes values, and
// passes the time of each change; the Store compares values exactly.
// Except ImportItems, CompactCounts and UpdateStatistics, which serve
// seeding programs and maintenance, every method acts on the items of one
// organization (an item's OrgID, or the orgID or ItemFilter.OrgID
// argument) and ignores those of the others.
type Store interface {
	feedbackkit.Transactor
	ItemStore
	QueryStore
}

// ItemStore stores, reads and changes items one by one, and in bulk by id
// or room.
type ItemStore interface {
	// InsertItem stores a new item, whose ID the Service has set. Within a
	// transaction (InTx) the item commits with it; outside one, it is
	// committed when InsertItem returns nil (the BunStore then joins the
	// items inserted at the same time into one multi-row INSERT). It
	// returns ALREADY_EXISTS when an item has its ID already, and NOT_FOUND
	// when the store links items to rooms and the item's room no longer
	// exists under its RoomID and EventType (renamed or deleted since the
	// Service looked it up).
	InsertItem(ctx context.Context, it *Item) error
	// ImportItems stores many items at once, all or none (the BunStore
	// uses COPY on PostgreSQL outside a transaction). The Service has
	// checked them and set their IDs. It returns ALREADY_EXISTS when an
	// item's ID is taken, and stores none then.
	ImportItems(ctx context.Context, items []*Item) error
	// FindItem returns the item id of the organization orgID, or
	// NOT_FOUND.
	FindItem(ctx context.Context, orgID, id string) (*Item, error)
	// FindItemForUpdate returns the item id of the organization orgID, as
	// FindItem does, and keeps any other transaction from changing it
	// until the transaction ctx carries ends (on PostgreSQL the BunStore
	// locks the row; SQLite runs one writing transaction at a time). It
	// returns NOT_FOUND when there is no such item. It must be called
	// within InTx: the BunStore returns an internal error outside a
	// transaction.
	FindItemForUpdate(ctx context.Context, orgID, id string) (*Item, error)
	// FindItemForKeyShare returns the item id of the organization orgID,
	// as FindItem does, and keeps any other transaction from deleting it
	// until the transaction ctx carries ends, as LockItems does (on
	// PostgreSQL the BunStore locks the row FOR KEY SHARE, which lets it
	// be changed but not deleted; SQLite runs one writing transaction at a
	// time). It returns NOT_FOUND when there is no such item. It must be
	// called within InTx.
	FindItemForKeyShare(ctx context.Context, orgID, id string) (*Item, error)
	// LockItems returns those of the items ids of the organization orgID
	// that exist, and keeps any other transaction from deleting them
	// until the transaction ctx carries ends (on PostgreSQL the BunStore
	// locks the rows FOR KEY SHARE, which lets them be changed but not
	// deleted; SQLite runs one writing transaction at a time). It must be
	// called within InTx.
	LockItems(ctx context.Context, orgID string, ids []string) ([]string, error)
	// UpdateAnalysis stores the analysis of it: Sentiment, AISentiment,
	// Confidence, Model, Reasoning, the verdict of Concern (IsSerious,
	// Reason, Categories, Confidence), Moderation, AnalysisPending and
	// AnalyzedAt. It returns NOT_FOUND when the organization it.OrgID has
	// no item it.ID.
	UpdateAnalysis(ctx context.Context, it *Item) error
	// UpdateResolution stores the resolution of it: Concern.Resolved,
	// Concern.ResolvedAt and Concern.ResolvedBy. It returns NOT_FOUND when
	// the organization it.OrgID has no item it.ID.
	UpdateResolution(ctx context.Context, it *Item) error
	// DeleteItems deletes the items of the organization orgID whose ids
	// are in ids, and returns the ids of those it deleted; unknown ids
	// are ignored.
	DeleteItems(ctx context.Context, orgID string, ids []string) ([]string, error)
	// PurgeItems deletes at most limit of the oldest items of the
	// organization orgID created before before, and returns their ids.
	PurgeItems(ctx context.Context, orgID string, before time.Time, limit int) ([]string, error)
	// RenameRoomItems sets the EventType of the items of the room roomID
	// of the organization orgID to name.
	RenameRoomItems(ctx context.Context, orgID, roomID, name string) error
	// DeleteRoomItems deletes at most limit of the items of the room
	// roomID of the organization orgID, and returns their ids.
	DeleteRoomItems(ctx context.Context, orgID, roomID string, limit int) ([]string, error)
	// CompactCounts folds what the store keeps to count the items of the
	// days before day (midnight UTC) into fewer rows, without changing any
	// count: the BunStore on PostgreSQL folds the stripes of its per-day
	// counts, which concurrent writers add to, into one row. A store with
	// nothing to fold returns nil.
	CompactCounts(ctx context.Context, day time.Time) error
	// UpdateStatistics refreshes what the database knows of the items for
	// planning its queries (ANALYZE), after a large import, and may tidy
	// what the import left in its indexes. A store without such
	// statistics returns nil.
	UpdateStatistics(ctx context.Context) error
}

// QueryStore reads the sets of items that an ItemFilter selects. Search
// and date buckets are the store's to compute, close to the data: none of
// its methods loads every item of the set.
type QueryStore interface {
	// FindItems returns the items f selects that are on page (which the
	// Service has normalized: Page and Limit at least 1), newest first (by
	// CreatedAt, then ID, both descending), and how many items f selects
	// in all: exactly, or for a search, possibly a lower bound (see
	// Total). A page past the end has no items and the total.
	FindItems(ctx context.Context, f ItemFilter, page feedbackkit.PageRequest) ([]*Item, Total, error)
	// CountItems returns how many items f selects.
	CountItems(ctx context.Context, f ItemFilter) (int, error)
	// CountTrend counts the items f selects per bucket of interval iv
	// (which is Day, Week or Month) and sentiment: one TrendPoint for each
	// bucket holding any item, in any order, whose Date is the start of
	// the bucket at midnight UTC (weeks start on Monday).
	CountTrend(ctx context.Context, f ItemFilter, iv Interval) ([]TrendPoint, error)
	// ScanItems returns at most limit of the items f selects, newest first
	// (as FindItems), starting after the cursor after (from the newest
	// when after is nil), without counting them: the Service walks every
	// item of an export with it, batch after batch.
	ScanItems(ctx context.Context, f ItemFilter, after *feedbackkit.Cursor, limit int) ([]*Item, error)
	// FindTexts returns the non-empty texts of the items f selects,
	// newest first (as FindItems), at most limit of them.
	FindTexts(ctx context.Context, f ItemFilter, limit int) ([]string, error)
}

// Total is the number of items a filter selects, as FindItems counts it.
type Total struct {
	// N is the number of items or, when Capped, a lower bound of it.
	N int
	// Capped reports that N is a lower bound: at least N items match and
	// more may, as counting them all would read every matching item. The
	// BunStore stops a search's count at MaxSearchTotal (or the end of the
	// page asked for, when that is further) and, when it found the page
	// among the newest items of the filter's other conditions, counts the
	// matches among those alone (see findSearchPage).
	Capped bool
}

// ItemFilter selects items of one organization, for a Store. The Service
// builds it from the caller's scope and a Filter it has validated. Its zero
// fields, but for the rooms, select everything; its rooms, unset, select
// nothing.
type ItemFilter struct {
	// OrgID is the organization whose items are selected.
	OrgID string
	// AllRooms selects the items of every room of the organization;
	// otherwise only those of the rooms in RoomIDs (the rooms the caller
	// may see) are, none when RoomIDs is empty.
	AllRooms bool
	RoomIDs  []string
	// RoomID keeps the items of this room.
	RoomID string
	// EventType keeps the items stored with this room name (exactly): the
	// name of a room that no longer exists.
	EventType string
	// InstructorID keeps the items submitted for this instructorId.
	InstructorID string
	// Sentiment keeps the items with this (effective) sentiment.
	Sentiment analysis.Sentiment
	// SearchTokens keeps the items whose text holds every one of these
	// words, as whole words, case-insensitively. They are lower-case runs
	// of letters, digits and combining marks, without any character that
	// a full-text engine could read as syntax.
	SearchTokens []string
	// Start and End bound CreatedAt, both inclusive.
	Start, End *time.Time
	// Tags keeps the items that carry any of these tags, compared
	// case-insensitively; empty does not filter.
	Tags []string
	// SeriousConcern, Resolved and Flagged keep the items whose
	// Concern.IsSerious, Concern.Resolved and Moderation.Flagged have the
	// value they point to.
	SeriousConcern, Resolved, Flagged *bool
	// Showable keeps the items with a text whose analysis is done: with
	// Flagged and SeriousConcern false, those that a screen in front of an
	// audience may show (Service.ShowableItems).
	Showable bool
}
