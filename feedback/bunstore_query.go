package feedback

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/internal/database"
)

// whereScope adds to q the conditions of f that feedback_items and
// feedback_daily both hold columns for (organization, rooms, instructorId,
// sentiment), on the table aliased alias.
func whereScope(q *bun.SelectQuery, alias string, f ItemFilter) *bun.SelectQuery {
	q = q.Where(alias+".organization_id = ?", f.OrgID)
	if !f.AllRooms {
		if len(f.RoomIDs) == 0 {
			q = q.Where("1 = 0")
		} else {
			q = q.Where(alias+".room_id IN (?)", bun.List(f.RoomIDs))
		}
	}
	if f.RoomID != "" {
		q = q.Where(alias+".room_id = ?", f.RoomID)
	}
	if f.InstructorID != "" {
		q = q.Where(alias+".instructor_id = ?", f.InstructorID)
	}
	if f.Sentiment != "" {
		q = q.Where(alias+".sentiment = ?", string(f.Sentiment))
	}
	return q
}

// selectItems returns a query of the items f selects, from feedback_items
// AS f.
func (s *BunStore) selectItems(ctx context.Context, f ItemFilter) *bun.SelectQuery {
	q := whereScope(s.Conn(ctx).NewSelect().Model((*itemRow)(nil)), "f", f)
	if f.EventType != "" {
		q = q.Where("f.event_type = ?", f.EventType)
	}
	q = s.whereWords(q, f.SearchTokens, f.Sentiment)
	if f.Start != nil {
		q = q.Where("f.created_at >= ?", f.Start.UTC())
	}
	if f.End != nil {
		q = q.Where("f.created_at <= ?", f.End.UTC())
	}
	q = s.whereTags(q, f.Tags)
	if f.SeriousConcern != nil {
		q = q.Where("f.is_concern = ?", *f.SeriousConcern)
	}
	if f.Resolved != nil {
		q = q.Where("f.resolved = ?", *f.Resolved)
	}
	if f.Flagged != nil {
		q = q.Where("f.flagged = ?", *f.Flagged)
	}
	if f.Showable {
		q = q.Where("f.feedback <> ''").Where("f.analysis_pending = ?", false).Where("f.analyzed_at IS NOT NULL")
	}
	return q
}

// whereTags adds to q the condition that the item f carries one of tags,
// compared case-insensitively: both sides lower-cased by the function of
// the database that lower-cases every letter (database.Lower; SQLite's
// lower() would fold ASCII letters only), so that "Ärger" and "ärger" are
// one tag on either database. On PostgreSQL the item's tags in lower case
// are those of the index feedback_items_search_tags_idx, which holds the
// words too.
func (s *BunStore) whereTags(q *bun.SelectQuery, tags []string) *bun.SelectQuery {
	if len(tags) == 0 {
		return q
	}
	if database.IsPostgres(s.DB) {
		lower := make([]string, len(tags))
		args := make([]any, len(tags))
		for i, t := range tags {
			lower[i], args[i] = "lower(?)", t
		}
		return q.Where("feedback_tags_lower(f.tags) && ARRAY["+strings.Join(lower, ", ")+"]::text[]", args...)
	}
	lower := database.Lower(s.DB)
	match := s.DB.NewSelect().ColumnExpr("1").TableExpr("json_each(f.tags) AS t")
	return q.Where("EXISTS (?)", match.WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
		for _, t := range tags {
			q = q.WhereOr(lower+"(t.value) = "+lower+"(?)", t)
		}
		return q
	}))
}

// whereWords adds to q the condition that the item f holds every word of
// tokens (none: no condition), ignoring accents: on PostgreSQL the words
// are folded by feedback_fold, as the texts of search_vector are, to what
// SQLite's full-text tokenizer makes of them on both sides. On SQLite,
// f.seq must be among the rows of the full-text index's matches: with a
// sentiment, those in the index's column of that sentiment.
func (s *BunStore) whereWords(q *bun.SelectQuery, tokens []string, sentiment analysis.Sentiment) *bun.SelectQuery {
	switch {
	case len(tokens) == 0:
		return q
	case database.IsPostgres(s.DB):
		return q.Where("f.search_vector @@ plainto_tsquery('simple', feedback_fold(?))", strings.Join(tokens, " "))
	}
	return q.Where("f.seq IN (SELECT rowid FROM feedback_items_fts WHERE feedback_items_fts MATCH ?)", ftsMatch(tokens, sentiment))
}

// ftsMatch is the SQLite FTS5 MATCH expression of items holding every word
// of tokens: with a sentiment, in the index's column of that sentiment.
func ftsMatch(tokens []string, sentiment analysis.Sentiment) string {
	match := fts5Query(tokens)
	if sentiment.Valid() {
		match = string(sentiment) + " : (" + match + ")"
	}
	return match
}

// fts5Query is the SQLite FTS5 MATCH expression of tokens: each token as a
// quoted string (an FTS5 string cannot hold an operator), all required.
func fts5Query(tokens []string) string {
	var b strings.Builder
	for i, t := range tokens {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteByte('"')
		b.WriteString(strings.ReplaceAll(t, `"`, `""`))
		b.WriteByte('"')
	}
	return b.String()
}

// FindItems implements QueryStore. The page's rows are found first by
// their ids alone, which the index on the organization and creation time
// holds, so that the rows skipped before a deep page are not read (the
// page of a search is found as findSearchPage tells, with its total when
// the query that found it could count it). It counts the items only when
// the page does not tell their number (a partial page that is not past
// the end gives it): from the per-day counts when the filter allows (see
// countDaily), else by counting rows, up to MaxSearchTotal or the end of
// the page for a search.
func (s *BunStore) FindItems(ctx context.Context, f ItemFilter, page feedbackkit.PageRequest) ([]*Item, Total, error) {
	if page.Offset() == feedbackkit.MaxOffset {
		// Far past any end (and past what OFFSET takes): count only.
		total, err := s.pageTotal(ctx, f, page)
		return []*Item{}, total, err
	}
	var rows []itemRow
	var counted *Total
	var err error
	if len(f.SearchTokens) == 0 {
		rows, err = s.pageRows(ctx, s.listIDs(ctx, f, page))
	} else {
		rows, counted, err = s.findSearchPage(ctx, f, page)
	}
	if err != nil {
		return nil, Total{}, fmt.Errorf("feedback: list: %w", err)
	}
	total := Total{N: page.Offset() + len(rows)}
	switch {
	case counted != nil:
		total = *counted
	case len(rows) == page.Limit || (len(rows) == 0 && page.Offset() > 0):
		if total, err = s.pageTotal(ctx, f, page); err != nil {
			return nil, Total{}, err
		}
	}
	if len(rows) > 0 {
		// A total counted by another statement than the page's, after
		// items that arrived since the page may have pushed matches out
		// of the newest, is never below the page.
		total.N = max(total.N, page.Offset()+len(rows))
	}
	items := make([]*Item, len(rows))
	for i := range rows {
		items[i] = rows[i].item()
	}
	return items, total, nil
}

// listIDs returns the query of the ids of the page of a list without
// words. A list of one tag (with no other condition of an index, see
// walksTag) reads them from feedback_item_tags in time order: walking the
// newest items of the organization for those holding a tag that only
// older items hold read 600,000 items (3.7 s) at a million.
func (s *BunStore) listIDs(ctx context.Context, f ItemFilter, page feedbackkit.PageRequest) *bun.SelectQuery {
	if !walksTag(f) {
		return newestIDs(s.selectItems(ctx, f), page)
	}
	return whereTag(s.selectItems(ctx, walkRest(f)).ColumnExpr("f.id").
		Join("JOIN feedback_item_tags AS g ON g.item_id = f.id"), f).
		OrderExpr("g.created_at DESC, g.item_id DESC").Limit(int64(page.Limit)).Offset(int64(page.Offset()))
}

// walkRows is how many of the newest items of a search's other conditions
// findSearchPage reads, at most, before it looks the matches up
// (BunStore.walkRows, which tests lower).
const walkRows = 2000

// findSearchPage returns the rows of the page of a search, in two steps,
// and its total when the step that found the page counted it. It first
// reads the newest s.walkRows items of the filter's other conditions, in
// the order of an index on them (the organization with the room,
// sentiment or creation time, or a tag: see walkNewest), and keeps those
// holding the words: when these hold the page, as they do for words that
// many of the filter's items hold, or are all the items of the filter, the
// page is found, and walkTotal makes its total of the items read and the
// matches among them. Otherwise the
// filter's items seldom hold the words, so their matches are few: they
// are looked up, all of them, in the full-text index (on PostgreSQL,
// within the room, the sentiment and the days of the filter: see the
// migration feedback_search_filters), sorted and, on PostgreSQL, counted.
// Each step reads a bounded number of rows, where a single plan chosen
// from estimates does not: a planner that assumes the words and the
// filter independent walks every negative item looking for a word of
// positive ones, and one that looks the matches up reads every item
// holding a common word.
func (s *BunStore) findSearchPage(ctx context.Context, f ItemFilter, page feedbackkit.PageRequest) ([]itemRow, *Total, error) {
	if page.Offset()+page.Limit <= s.walkRows {
		found, err := s.pageIDs(ctx, s.walkMatches(ctx, f), page)
		if err != nil {
			return nil, nil, err
		}
		// The page is found when the walk holds it, or read every item
		// of the filter (so that its matches are all there are).
		if len(found) == page.Limit || (len(found) > 0 && found[0].Walked < s.walkRows) {
			total, err := s.walkTotal(ctx, f, page, found[0])
			if err != nil {
				return nil, nil, err
			}
			rows, err := s.rowsOf(ctx, found)
			return rows, &total, err
		}
	}
	matches := s.selectItems(ctx, f)
	if !database.IsPostgres(s.DB) {
		// Counting with the page would count every match, where pageTotal
		// stops at MaxSearchTotal.
		rows, err := s.pageRows(ctx, newestIDs(matches, page))
		return rows, nil, err
	}
	matches = matches.ColumnExpr("f.id, f.created_at")
	// Materialized, the matches are looked up, sorted and counted: given
	// the query's order and limit, the planner could walk an index instead.
	sorted := s.Conn(ctx).NewSelect().WithQuery(bun.NewWithQuery("m", matches).Materialized()).TableExpr("m AS f")
	found, err := s.pageIDs(ctx, sorted, page)
	if err != nil || len(found) == 0 {
		return nil, nil, err
	}
	total := cappedTotal(found[0].Matched, page)
	rows, err := s.rowsOf(ctx, found)
	return rows, &total, err
}

// pageID is the id of an item of a page of a search, with the counts of
// the query that found it: the matches, and the items that the first step
// of findSearchPage read.
type pageID struct {
	ID      string `bun:"id"`
	Matched int    `bun:"matched"`
	Walked  int    `bun:"walked"`
}

// pageIDs returns the ids of the page of the matches q selects (rows
// aliased f), newest first, each with their number.
func (s *BunStore) pageIDs(ctx context.Context, q *bun.SelectQuery, page feedbackkit.PageRequest) ([]pageID, error) {
	var found []pageID
	err := newestIDs(q, page).ColumnExpr("count(*) OVER () AS matched").Scan(ctx, &found)
	return found, err
}

// rowsOf returns the rows of the items of ids, in their order.
func (s *BunStore) rowsOf(ctx context.Context, ids []pageID) ([]itemRow, error) {
	list := make([]string, len(ids))
	for i, id := range ids {
		list[i] = id.ID
	}
	var rows []itemRow
	err := s.Conn(ctx).NewSelect().Model(&rows).ColumnExpr(itemColumns).Where("f.id IN (?)", bun.List(list)).
		OrderExpr("f.created_at DESC, f.id DESC").Scan(ctx)
	return rows, err
}

// walkNewest returns the query of the newest s.walkRows items of f's
// conditions other than its words and tags, in the order of an index on
// them (the organization with the room, sentiment or creation time), with
// what walkMatches checks of them; or, when f walks its tag (walksTag),
// the newest s.walkRows items holding the tag, in the order of the index
// of feedback_item_tags.
func (s *BunStore) walkNewest(ctx context.Context, f ItemFilter) *bun.SelectQuery {
	var items *bun.SelectQuery
	if walksTag(f) {
		ids := s.tagged(ctx, f).ColumnExpr("g.item_id").OrderExpr("g.created_at DESC, g.item_id DESC").Limit(int64(s.walkRows))
		items = s.Conn(ctx).NewSelect().TableExpr("feedback_items AS f").ColumnExpr("f.sentiment").
			Where("f.id IN (?)", ids)
	} else {
		// The tags, which no index of feedback_items holds in time order,
		// are kept with the words: the newest items are those of the
		// conditions of an index.
		items = s.selectItems(ctx, walkRest(f)).ColumnExpr("f.tags").
			OrderExpr("f.created_at DESC, f.id DESC").Limit(int64(s.walkRows))
	}
	items = items.ColumnExpr("f.id, f.created_at")
	if database.IsPostgres(s.DB) {
		return items.ColumnExpr("f.search_vector")
	}
	return items.ColumnExpr("f.seq")
}

// walkedCount returns the query of the number of items walkNewest reads,
// from an index alone: the walk's, which the order by creation time leads
// the planner to (without it, it may scan the table); ties need no order.
func (s *BunStore) walkedCount(ctx context.Context, f ItemFilter) *bun.SelectQuery {
	var q *bun.SelectQuery
	if walksTag(f) {
		q = s.tagged(ctx, f).OrderExpr("g.created_at DESC")
	} else {
		q = s.selectItems(ctx, walkRest(f)).OrderExpr("f.created_at DESC")
	}
	return s.Conn(ctx).NewSelect().TableExpr("(?) AS n", q.ColumnExpr("1").Limit(int64(s.walkRows))).ColumnExpr("count(*)")
}

// tagged returns the query of the rows of feedback_item_tags of f's
// (first) tag, aliased g.
func (s *BunStore) tagged(ctx context.Context, f ItemFilter) *bun.SelectQuery {
	return whereTag(s.Conn(ctx).NewSelect().TableExpr("feedback_item_tags AS g"), f)
}

// whereTag adds to q the condition that the row g of feedback_item_tags
// is one of f's organization and (first) tag, in lower case as the
// triggers store it.
func whereTag(q *bun.SelectQuery, f ItemFilter) *bun.SelectQuery {
	return q.Where("g.organization_id = ?", f.OrgID).Where("g.tag = "+database.Lower(q.DB())+"(?)", f.Tags[0])
}

// walkRest returns f without its words and tags: the conditions of the
// items that walkNewest reads when it does not walk a tag.
func walkRest(f ItemFilter) ItemFilter {
	f.SearchTokens, f.Tags = nil, nil
	return f
}

// walksTag reports whether a search within f walks the newest items of its
// tag (see walkNewest): f has one tag, and no condition but the sentiment,
// which walkMatches checks, has an index of its own that the walk could
// take instead.
func walksTag(f ItemFilter) bool {
	return len(f.Tags) == 1 && f.AllRooms && f.RoomID == "" && f.EventType == "" && f.InstructorID == "" &&
		f.Start == nil && f.End == nil && f.SeriousConcern == nil && f.Resolved == nil && f.Flagged == nil && !f.Showable
}

// walkMatches returns the query, over the items of walkNewest (as the
// common table expression w), of those that hold f's words and tags (and
// its sentiment, when walkNewest walked a tag), as rows aliased f, with
// the number of items walked (walked). That number is counted from an
// index (walkedCount), so that w is read once: read twice, PostgreSQL
// would materialize it (7 ms of the 17 of a walk of a tag at a million
// items).
func (s *BunStore) walkMatches(ctx context.Context, f ItemFilter) *bun.SelectQuery {
	q := s.Conn(ctx).NewSelect().With("w", s.walkNewest(ctx, f)).TableExpr("w AS f").
		ColumnExpr("(?) AS walked", s.walkedCount(ctx, f))
	if walksTag(f) {
		if f.Sentiment != "" {
			q = q.Where("f.sentiment = ?", string(f.Sentiment))
		}
	} else {
		q = s.whereTags(q, f.Tags)
	}
	if database.IsPostgres(s.DB) {
		return s.whereWords(q, f.SearchTokens, f.Sentiment)
	}
	// The full-text index's matches between the walked items' first and
	// last rowids, which the items of the filter's newest days hold
	// (items arrive in time order), not every item holding the words.
	return q.Where("f.seq IN (SELECT rowid FROM feedback_items_fts WHERE feedback_items_fts MATCH ? "+
		"AND rowid BETWEEN (SELECT min(seq) FROM w) AND (SELECT max(seq) FROM w))", ftsMatch(f.SearchTokens, f.Sentiment))
}

// walkTotal makes the total of a search whose page the first step of
// findSearchPage found from the counts of that step (walk), where
// counting every match of a common word within a filter reads them all,
// however few of them the filter's items hold. It is exact when the
// filter holds fewer items than walkRows, and otherwise a lower bound
// (Capped), as it is past MaxSearchTotal or the end of the page asked
// for. When those items hold no match past the page, they tell nothing
// of the older ones: the matches are counted as pageTotal does, so that
// the total never ends the list at a page behind which more items match.
func (s *BunStore) walkTotal(ctx context.Context, f ItemFilter, page feedbackkit.PageRequest, walk pageID) (Total, error) {
	switch {
	case walk.Matched > searchLimit(page) || walk.Walked < s.walkRows:
		return cappedTotal(walk.Matched, page), nil
	case walk.Matched <= page.Offset()+page.Limit:
		return s.pageTotal(ctx, f, page)
	}
	return Total{N: walk.Matched, Capped: true}, nil
}

// newestIDs returns the query of the ids of the page of the items q
// selects from the rows aliased f (with their id and created_at), newest
// first.
func newestIDs(q *bun.SelectQuery, page feedbackkit.PageRequest) *bun.SelectQuery {
	return q.ColumnExpr("f.id").OrderExpr("f.created_at DESC, f.id DESC").
		Limit(int64(page.Limit)).Offset(int64(page.Offset()))
}

// pageRows returns the rows of the ids that the query ids selects, newest
// first.
func (s *BunStore) pageRows(ctx context.Context, ids *bun.SelectQuery) ([]itemRow, error) {
	var rows []itemRow
	err := s.Conn(ctx).NewSelect().Model(&rows).ColumnExpr(itemColumns).
		Join("JOIN (?) AS p ON p.id = f.id", ids).
		OrderExpr("f.created_at DESC, f.id DESC").
		Scan(ctx)
	return rows, err
}

// pageTotal counts the items f selects for FindItems.
func (s *BunStore) pageTotal(ctx context.Context, f ItemFilter, page feedbackkit.PageRequest) (Total, error) {
	if len(f.SearchTokens) == 0 {
		n, err := s.CountItems(ctx, f)
		return Total{N: n}, err
	}
	n, err := s.countUpTo(ctx, f, searchLimit(page)+1)
	return cappedTotal(n, page), err
}

// searchLimit is how far the total of a search's page is counted:
// MaxSearchTotal, or the end of the page when that is further.
func searchLimit(page feedbackkit.PageRequest) int {
	return max(MaxSearchTotal, page.Offset()+page.Limit)
}

// cappedTotal is the total of a search of n matches, counted at least up
// to searchLimit: past it, that limit, Capped.
func cappedTotal(n int, page feedbackkit.PageRequest) Total {
	if limit := searchLimit(page); n > limit {
		return Total{N: limit, Capped: true}
	}
	return Total{N: n}
}

// CountItems implements QueryStore: from the per-day counts when the
// filter allows (see countDaily), the items of one tag from their rows of
// feedback_item_tags, which its primary key counts, else by counting
// rows.
func (s *BunStore) CountItems(ctx context.Context, f ItemFilter) (int, error) {
	switch {
	case daily(f):
		return s.countDaily(ctx, f)
	case len(f.SearchTokens) == 0 && f.Sentiment == "" && walksTag(f):
		var n int
		if err := s.tagged(ctx, f).ColumnExpr("count(*)").Scan(ctx, &n); err != nil {
			return 0, fmt.Errorf("feedback: count: %w", err)
		}
		return n, nil
	}
	return s.countRows(ctx, f)
}

// CountTrend implements QueryStore: from the per-day counts when the
// filter allows (see trendDaily), else by grouping rows.
func (s *BunStore) CountTrend(ctx context.Context, f ItemFilter, iv Interval) ([]TrendPoint, error) {
	c := &trendCounter{index: map[string]int{}}
	var err error
	if daily(f) {
		err = s.trendDaily(ctx, f, iv, c)
	} else {
		err = s.trendRows(ctx, f, iv, c)
	}
	return c.points, err
}

// trendRow is a count of items of one bucket and sentiment.
type trendRow struct {
	Bucket    string `bun:"bucket"`
	Sentiment string `bun:"sentiment"`
	N         int    `bun:"n"`
}

// trendRows adds to c the counts, per bucket of iv and sentiment, of the
// rows of the items f selects.
func (s *BunStore) trendRows(ctx context.Context, f ItemFilter, iv Interval, c *trendCounter) error {
	var rows []trendRow
	bucket := bucketExpr(iv, database.IsPostgres(s.DB))
	err := s.selectItems(ctx, f).
		ColumnExpr(bucket+" AS bucket").
		ColumnExpr("f.sentiment AS sentiment").
		ColumnExpr("count(*) AS n").
		GroupExpr(bucket).
		GroupExpr("f.sentiment").
		Scan(ctx, &rows)
	if err != nil {
		return fmt.Errorf("feedback: trends: %w", err)
	}
	return c.add(rows)
}

// trendCounter sums counts into one TrendPoint per bucket.
type trendCounter struct {
	points []TrendPoint
	index  map[string]int // bucket -> index in points
}

// add adds rows to the points of their buckets.
func (c *trendCounter) add(rows []trendRow) error {
	for _, r := range rows {
		i, ok := c.index[r.Bucket]
		if !ok {
			date, err := time.Parse(time.DateOnly, r.Bucket)
			if err != nil {
				return fmt.Errorf("feedback: trends: bucket %q: %w", r.Bucket, err)
			}
			i = len(c.points)
			c.index[r.Bucket] = i
			c.points = append(c.points, TrendPoint{Date: date})
		}
		p := &c.points[i]
		switch analysis.Sentiment(r.Sentiment) {
		case analysis.Positive:
			p.Positive += r.N
		case analysis.Neutral:
			p.Neutral += r.N
		case analysis.Negative:
			p.Negative += r.N
		}
		p.Total += r.N
	}
	return nil
}

// bucketExpr is the SQL expression of the bucket of interval iv holding
// f.created_at, as a YYYY-MM-DD string, on PostgreSQL (pg) or SQLite.
func bucketExpr(iv Interval, pg bool) string {
	if pg {
		return fmt.Sprintf("to_char(date_trunc('%s', f.created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD')", iv)
	}
	switch iv {
	case Week:
		return "date(f.created_at, 'weekday 0', '-6 days')"
	case Month:
		return "strftime('%Y-%m-01', f.created_at)"
	}
	return "date(f.created_at)"
}

// FindTexts implements QueryStore.
func (s *BunStore) FindTexts(ctx context.Context, f ItemFilter, limit int) ([]string, error) {
	texts := []string{}
	err := s.selectItems(ctx, f).
		ColumnExpr("f.feedback").
		Where("f.feedback <> ''").
		OrderExpr("f.created_at DESC, f.id DESC").
		Limit(int64(limit)).
		Scan(ctx, &texts)
	if err != nil {
		return nil, fmt.Errorf("feedback: word cloud: %w", err)
	}
	return texts, nil
}
