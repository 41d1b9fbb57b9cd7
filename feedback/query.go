package feedback

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/database"
)

// Filter selects items of the caller's organization. Zero fields select
// everything.
type Filter struct {
	// Sentiment keeps items with this (effective) sentiment.
	Sentiment analysis.Sentiment
	// EventType keeps items of the room with this name (compared
	// case-insensitively).
	EventType string
	// InstructorID keeps items submitted for this instructorId.
	InstructorID string
	// Search keeps items whose text contains every word of Search (whole
	// words, case-insensitively; at most MaxSearchLength characters). A
	// search without any word matches nothing.
	Search string
	// Start and End bound the creation time, both inclusive.
	Start, End *time.Time
}

// validate returns VALIDATION_FAILED for an invalid field of f.
func (f Filter) validate() error {
	if f.Sentiment != "" && !f.Sentiment.Valid() {
		return feedbackkit.Invalid("sentiment", "must be positive, neutral or negative")
	}
	if err := checkString("eventType", f.EventType, 200); err != nil {
		return err
	}
	if err := checkString("instructorId", f.InstructorID, 200); err != nil {
		return err
	}
	if err := checkString("search", f.Search, MaxSearchLength); err != nil {
		return err
	}
	if f.Start != nil && f.End != nil && f.End.Before(*f.Start) {
		return feedbackkit.Invalid("endDate", "must not be before startDate")
	}
	return nil
}

// scope is what the caller may see: the organization, and unless all, only
// the rooms in roomIDs.
type scope struct {
	orgID   string
	userID  string
	all     bool
	roomIDs []string
}

// scopeOf returns the caller's scope: admins and owners see every item of
// the organization, users the items of the rooms visible to them. It
// returns INVALID_TOKEN without a principal.
func (s *Service) scopeOf(ctx context.Context) (*scope, error) {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return nil, err
	}
	sc := &scope{orgID: p.OrgID, userID: p.UserID}
	if p.Role.AtLeast(feedbackkit.RoleAdmin) {
		sc.all = true
		return sc, nil
	}
	if !p.Role.Valid() {
		return sc, nil // sees nothing: fail closed
	}
	if sc.roomIDs, err = s.rooms.VisibleRoomIDs(ctx); err != nil {
		return nil, err
	}
	return sc, nil
}

// empty reports whether the scope holds no item at all.
func (sc *scope) empty() bool { return !sc.all && len(sc.roomIDs) == 0 }

// apply restricts q to the scope.
func (sc *scope) apply(q *bun.SelectQuery) *bun.SelectQuery {
	q = q.Where("f.organization_id = ?", sc.orgID)
	if !sc.all {
		q = q.Where("f.room_id IN (?)", bun.In(sc.roomIDs))
	}
	return q
}

// sees reports whether the scope includes it.
func (sc *scope) sees(it *Item) bool {
	if it.OrgID != sc.orgID {
		return false
	}
	if sc.all {
		return true
	}
	for _, id := range sc.roomIDs {
		if id == it.RoomID {
			return true
		}
	}
	return false
}

// query is a prepared filter: the scope and the conditions of a Filter,
// resolved against the database.
type query struct {
	sc      *scope
	f       Filter
	roomID  string   // the room of f.EventType, "" when it names none
	tokens  []string // the words of f.Search
	nothing bool     // the filter matches no item
	pg      bool     // the database is PostgreSQL
}

// prepare validates f and resolves what it needs: the caller's scope and
// the room of f.EventType.
func (s *Service) prepare(ctx context.Context, f Filter) (*query, error) {
	if err := f.validate(); err != nil {
		return nil, err
	}
	sc, err := s.scopeOf(ctx)
	if err != nil {
		return nil, err
	}
	q := &query{sc: sc, f: f, nothing: sc.empty(), pg: database.IsPostgres(s.db)}
	if f.Search != "" {
		q.tokens = searchTokens(f.Search)
		if len(q.tokens) == 0 {
			q.nothing = true
		}
	}
	if name := trimSpace(f.EventType); name != "" && !q.nothing {
		room, err := s.rooms.FindRoomByName(ctx, name)
		switch {
		case err == nil:
			q.roomID = room.ID
		case feedbackkit.ErrorCode(err) != feedbackkit.CodeNotFound:
			return nil, err
		}
	}
	return q, nil
}

// apply adds the conditions of q to sel, which selects from feedback_items
// AS f.
func (q *query) apply(sel *bun.SelectQuery) *bun.SelectQuery {
	sel = q.sc.apply(sel)
	f := q.f
	if f.Sentiment != "" {
		sel = sel.Where("f.sentiment = ?", string(f.Sentiment))
	}
	if name := trimSpace(f.EventType); name != "" {
		if q.roomID != "" {
			sel = sel.Where("f.room_id = ?", q.roomID)
		} else {
			// No room has this name (any more): items keep the name they
			// were stored with.
			sel = sel.Where("f.event_type = ?", name)
		}
	}
	if id := trimSpace(f.InstructorID); id != "" {
		sel = sel.Where("f.instructor_id = ?", id)
	}
	if len(q.tokens) > 0 {
		if q.pg {
			sel = sel.Where("f.search_vector @@ plainto_tsquery('simple', ?)", strings.Join(q.tokens, " "))
		} else {
			sel = sel.Where("f.seq IN (SELECT rowid FROM feedback_items_fts WHERE feedback_items_fts MATCH ?)", fts5Query(q.tokens))
		}
	}
	if f.Start != nil {
		sel = sel.Where("f.created_at >= ?", f.Start.UTC())
	}
	if f.End != nil {
		sel = sel.Where("f.created_at <= ?", f.End.UTC())
	}
	return sel
}

// maxOffset bounds the offset of a page query.
const maxOffset = 1 << 40

// list returns one page of the items selected by where, which must
// restrict them to a scope, newest first, with their total count. When
// nothing is true, the page is empty without a query.
func (s *Service) list(ctx context.Context, page feedbackkit.PageRequest, nothing bool,
	where func(*bun.SelectQuery) *bun.SelectQuery) (feedbackkit.Page[*Item], error) {
	page, err := page.Normalize()
	if err != nil {
		return feedbackkit.Page[*Item]{}, err
	}
	if nothing {
		return feedbackkit.NewPage([]*Item{}, 0, page), nil
	}
	base := func() *bun.SelectQuery {
		return where(s.db.NewSelect().Model((*itemRow)(nil)))
	}
	var rows []itemRow
	if page.Page-1 > maxOffset/page.Limit {
		// Far past any end (and past what OFFSET takes): count only.
		total, err := base().Count(ctx)
		if err != nil {
			return feedbackkit.Page[*Item]{}, fmt.Errorf("feedback: count: %w", err)
		}
		return feedbackkit.NewPage([]*Item{}, int(total), page), nil
	}
	err = base().ColumnExpr(itemColumns).
		OrderExpr("f.created_at DESC, f.id DESC").
		Limit(int64(page.Limit)).Offset(int64(page.Offset())).
		Scan(ctx, &rows)
	if err != nil {
		return feedbackkit.Page[*Item]{}, fmt.Errorf("feedback: list: %w", err)
	}
	// A partial page that is not past the end gives the total without
	// counting.
	total := int64(page.Offset() + len(rows))
	if len(rows) == page.Limit || (len(rows) == 0 && page.Offset() > 0) {
		if total, err = base().Count(ctx); err != nil {
			return feedbackkit.Page[*Item]{}, fmt.Errorf("feedback: count: %w", err)
		}
	}
	items := make([]*Item, len(rows))
	for i := range rows {
		items[i] = rows[i].item()
	}
	return feedbackkit.NewPage(items, int(total), page), nil
}

// FindItems returns one page of the items matching f that the caller may
// see, newest first. It returns INVALID_TOKEN without a principal and
// VALIDATION_FAILED for an invalid filter or page.
func (s *Service) FindItems(ctx context.Context, f Filter, page feedbackkit.PageRequest) (feedbackkit.Page[*Item], error) {
	q, err := s.prepare(ctx, f)
	if err != nil {
		return feedbackkit.Page[*Item]{}, err
	}
	return s.list(ctx, page, q.nothing, q.apply)
}

// FindItem returns the item id if the caller may see it. It returns
// INVALID_TOKEN without a principal and NOT_FOUND for an item that does
// not exist, belongs to another organization or to a room the caller may
// not see.
func (s *Service) FindItem(ctx context.Context, id string) (*Item, error) {
	sc, err := s.scopeOf(ctx)
	if err != nil {
		return nil, err
	}
	return s.findVisible(ctx, sc, id)
}

func (s *Service) findVisible(ctx context.Context, sc *scope, id string) (*Item, error) {
	if checkString("id", id, 200) != nil {
		return nil, feedbackkit.NotFound("feedback")
	}
	it, err := findItem(ctx, s.db, sc.orgID, id)
	if err != nil {
		return nil, err
	}
	if !sc.sees(it) {
		return nil, feedbackkit.NotFound("feedback")
	}
	return it, nil
}
