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

// maxOffset bounds the offset of a page query.
const maxOffset = 1 << 40

// selectItems returns a query of the items f selects, from feedback_items
// AS f.
func (s *BunStore) selectItems(ctx context.Context, f ItemFilter) *bun.SelectQuery {
	q := s.Conn(ctx).NewSelect().Model((*itemRow)(nil)).
		Where("f.organization_id = ?", f.OrgID)
	if !f.AllRooms {
		if len(f.RoomIDs) == 0 {
			q = q.Where("1 = 0")
		} else {
			q = q.Where("f.room_id IN (?)", bun.List(f.RoomIDs))
		}
	}
	if f.RoomID != "" {
		q = q.Where("f.room_id = ?", f.RoomID)
	}
	if f.EventType != "" {
		q = q.Where("f.event_type = ?", f.EventType)
	}
	if f.InstructorID != "" {
		q = q.Where("f.instructor_id = ?", f.InstructorID)
	}
	if f.Sentiment != "" {
		q = q.Where("f.sentiment = ?", string(f.Sentiment))
	}
	if len(f.SearchTokens) > 0 {
		if database.IsPostgres(s.DB) {
			q = q.Where("f.search_vector @@ plainto_tsquery('simple', ?)", strings.Join(f.SearchTokens, " "))
		} else {
			q = q.Where("f.seq IN (SELECT rowid FROM feedback_items_fts WHERE feedback_items_fts MATCH ?)", fts5Query(f.SearchTokens))
		}
	}
	if f.Start != nil {
		q = q.Where("f.created_at >= ?", f.Start.UTC())
	}
	if f.End != nil {
		q = q.Where("f.created_at <= ?", f.End.UTC())
	}
	if f.SeriousConcern != nil {
		q = q.Where("f.is_concern = ?", *f.SeriousConcern)
	}
	if f.Resolved != nil {
		q = q.Where("f.resolved = ?", *f.Resolved)
	}
	if f.Flagged != nil {
		q = q.Where("f.flagged = ?", *f.Flagged)
	}
	return q
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

// FindItems implements QueryStore. It counts the items only when the page
// does not tell their number: a partial page that is not past the end
// gives it.
func (s *BunStore) FindItems(ctx context.Context, f ItemFilter, page feedbackkit.PageRequest) ([]*Item, int, error) {
	if page.Page-1 > maxOffset/page.Limit {
		// Far past any end (and past what OFFSET takes): count only.
		total, err := s.CountItems(ctx, f)
		return []*Item{}, total, err
	}
	var rows []itemRow
	err := s.selectItems(ctx, f).ColumnExpr(itemColumns).
		OrderExpr("f.created_at DESC, f.id DESC").
		Limit(int64(page.Limit)).Offset(int64(page.Offset())).
		Scan(ctx, &rows)
	if err != nil {
		return nil, 0, fmt.Errorf("feedback: list: %w", err)
	}
	total := page.Offset() + len(rows)
	if len(rows) == page.Limit || (len(rows) == 0 && page.Offset() > 0) {
		if total, err = s.CountItems(ctx, f); err != nil {
			return nil, 0, err
		}
	}
	items := make([]*Item, len(rows))
	for i := range rows {
		items[i] = rows[i].item()
	}
	return items, total, nil
}

// CountItems implements QueryStore.
func (s *BunStore) CountItems(ctx context.Context, f ItemFilter) (int, error) {
	n, err := s.selectItems(ctx, f).Count(ctx)
	if err != nil {
		return 0, fmt.Errorf("feedback: count: %w", err)
	}
	return int(n), nil
}

// CountTrend implements QueryStore, grouping by a date expression of the
// dialect.
func (s *BunStore) CountTrend(ctx context.Context, f ItemFilter, iv Interval) ([]TrendPoint, error) {
	var rows []struct {
		Bucket    string `bun:"bucket"`
		Sentiment string `bun:"sentiment"`
		N         int    `bun:"n"`
	}
	bucket := bucketExpr(iv, database.IsPostgres(s.DB))
	err := s.selectItems(ctx, f).
		ColumnExpr(bucket+" AS bucket").
		ColumnExpr("f.sentiment AS sentiment").
		ColumnExpr("count(*) AS n").
		GroupExpr(bucket).
		GroupExpr("f.sentiment").
		Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("feedback: trends: %w", err)
	}
	var points []TrendPoint
	index := map[string]int{}
	for _, r := range rows {
		i, ok := index[r.Bucket]
		if !ok {
			date, err := time.Parse(time.DateOnly, r.Bucket)
			if err != nil {
				return nil, fmt.Errorf("feedback: trends: bucket %q: %w", r.Bucket, err)
			}
			i = len(points)
			index[r.Bucket] = i
			points = append(points, TrendPoint{Date: date})
		}
		p := &points[i]
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
	return points, nil
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
