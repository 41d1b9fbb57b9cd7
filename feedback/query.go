package feedback

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/identity"
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
	// Tags keeps items that carry any of these tags (compared
	// case-insensitively); nil or empty does not filter. They are cleaned
	// as feedbackkit.CleanTags cleans tags.
	Tags []string
}

// validate returns VALIDATION_FAILED for an invalid field of f.
func (f Filter) validate() error {
	if f.Sentiment != "" && !f.Sentiment.Valid() {
		return feedbackkit.Invalid("sentiment", "must be positive, neutral or negative")
	}
	if err := feedbackkit.CheckString("eventType", f.EventType, 200); err != nil {
		return err
	}
	if err := feedbackkit.CheckString("instructorId", f.InstructorID, 200); err != nil {
		return err
	}
	if err := feedbackkit.CheckString("search", f.Search, MaxSearchLength); err != nil {
		return err
	}
	if len(f.Tags) > 0 {
		if _, err := feedbackkit.CleanTags("tags", f.Tags); err != nil {
			return err
		}
	}
	if err := feedbackkit.CheckTimeRange(f.Start, f.End); err != nil {
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
	if sc.roomIDs, err = s.deps.Rooms.VisibleRoomIDs(ctx); err != nil {
		return nil, err
	}
	return sc, nil
}

// empty reports whether the scope holds no item at all.
func (sc *scope) empty() bool { return !sc.all && len(sc.roomIDs) == 0 }

// filter returns the ItemFilter of the items of the scope.
func (sc *scope) filter() ItemFilter {
	return ItemFilter{OrgID: sc.orgID, AllRooms: sc.all, RoomIDs: sc.roomIDs}
}

// sees reports whether the scope includes it.
func (sc *scope) sees(it *Item) bool {
	return it.OrgID == sc.orgID && (sc.all || slices.Contains(sc.roomIDs, it.RoomID))
}

// prepare validates f and returns the ItemFilter of the items matching it
// that the caller may see, resolving the room of f.EventType. none reports
// that no item matches: the caller sees no room, or the search has no
// word.
func (s *Service) prepare(ctx context.Context, f Filter) (sel ItemFilter, none bool, err error) {
	if err := f.validate(); err != nil {
		return ItemFilter{}, false, err
	}
	sc, err := s.scopeOf(ctx)
	if err != nil {
		return ItemFilter{}, false, err
	}
	sel = sc.filter()
	sel.Sentiment = f.Sentiment
	sel.InstructorID = trimSpace(f.InstructorID)
	sel.Start, sel.End = f.Start, f.End
	if len(f.Tags) > 0 {
		sel.Tags, _ = feedbackkit.CleanTags("tags", f.Tags) // validated above
	}
	if f.Search != "" {
		if sel.SearchTokens = searchTokens(f.Search); len(sel.SearchTokens) == 0 {
			return sel, true, nil
		}
	}
	if sc.empty() {
		return sel, true, nil
	}
	if name := trimSpace(f.EventType); name != "" {
		room, err := s.deps.Rooms.FindRoomByName(ctx, name)
		switch {
		case err == nil:
			sel.RoomID = room.ID
		case feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound:
			// No room has this name (any more): items keep the name they
			// were stored with.
			sel.EventType = name
		default:
			return ItemFilter{}, false, err
		}
	}
	return sel, false, nil
}

// list returns one page of the items sel selects, newest first, with their
// total count, capped for a search of many items (see Total). When none is
// true, the page is empty without a query.
func (s *Service) list(ctx context.Context, page feedbackkit.PageRequest, none bool, sel ItemFilter) (feedbackkit.Page[*Item], error) {
	page, err := page.Normalize()
	if err != nil {
		return feedbackkit.Page[*Item]{}, err
	}
	if none {
		return feedbackkit.NewPage([]*Item{}, 0, page), nil
	}
	items, total, err := s.store.FindItems(ctx, sel, page)
	if err != nil {
		return feedbackkit.Page[*Item]{}, err
	}
	p := feedbackkit.NewPage(items, total.N, page)
	p.TotalCapped = total.Capped
	return p, nil
}

// FindItems returns one page of the items matching f that the caller may
// see, newest first. The total of a search that matches many items may be
// a lower bound, which the page's TotalCapped tells. It returns INVALID_TOKEN without a principal and
// VALIDATION_FAILED for an invalid filter or page.
func (s *Service) FindItems(ctx context.Context, f Filter, page feedbackkit.PageRequest) (feedbackkit.Page[*Item], error) {
	sel, none, err := s.prepare(ctx, f)
	if err != nil {
		return feedbackkit.Page[*Item]{}, err
	}
	return s.list(ctx, page, none, sel)
}

// ShowableItems returns the newest items matching f that the caller may
// see and that a screen in front of an audience may show (the dashboard's
// live view), at most limit of them, newest first, without counting them:
// items with a text, analysed, neither flagged by the moderation nor a
// serious concern. It returns INVALID_TOKEN without a principal and
// VALIDATION_FAILED for an invalid filter or a limit outside 1 to
// feedbackkit.MaxPageLimit.
func (s *Service) ShowableItems(ctx context.Context, f Filter, limit int) ([]*Item, error) {
	if limit < 1 || limit > feedbackkit.MaxPageLimit {
		return nil, feedbackkit.Invalid("limit", fmt.Sprintf("must be 1 to %d", feedbackkit.MaxPageLimit))
	}
	sel, none, err := s.prepare(ctx, f)
	if err != nil {
		return nil, err
	}
	if none {
		return []*Item{}, nil
	}
	sel.Showable, sel.Flagged, sel.SeriousConcern = true, ptr(false), ptr(false)
	return s.store.ScanItems(ctx, sel, nil, limit)
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

// findVisible returns the item id if the scope includes it, else
// NOT_FOUND.
func (s *Service) findVisible(ctx context.Context, sc *scope, id string) (*Item, error) {
	if feedbackkit.CheckString("id", id, 200) != nil {
		return nil, feedbackkit.NotFound("feedback")
	}
	it, err := s.store.FindItem(ctx, sc.orgID, id)
	if err != nil {
		return nil, err
	}
	if !sc.sees(it) {
		return nil, feedbackkit.NotFound("feedback")
	}
	return it, nil
}
