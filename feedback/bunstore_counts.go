package feedback

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/internal/database"
)

// MaxSearchTotal is how many items a search counts at least before it
// stops: a page of a search whose items are more has a Total that is
// Capped. Counting every item that holds a common word would read them
// all.
const MaxSearchTotal = 1000

// daily reports whether the per-day counts of the feedback_daily table can
// count the items f selects: f filters on nothing but what they are kept
// by (rooms, instructorId, sentiment, time).
func daily(f ItemFilter) bool {
	return len(f.SearchTokens) == 0 && f.EventType == "" && len(f.Tags) == 0 &&
		f.SeriousConcern == nil && f.Resolved == nil && f.Flagged == nil && !f.Showable
}

// daySplit is a time range [Start, End] split into the whole UTC days the
// per-day counts answer, [from, to) (nil: unbounded), and the parts of at
// most two days that they do not, which rows answer.
type daySplit struct {
	from, to *time.Time
	none     bool // no whole day: the parts are all of the range
	parts    [][2]*time.Time
}

// splitDays splits [start, end] (nil: unbounded) for the per-day counts.
func splitDays(start, end *time.Time) daySplit {
	var d daySplit
	if start != nil {
		from := Day.start(*start)
		if !from.Equal(start.UTC()) {
			from = from.AddDate(0, 0, 1)
		}
		d.from = &from
	}
	if end != nil {
		to := Day.start(end.Add(time.Microsecond))
		d.to = &to
	}
	if d.from != nil && d.to != nil && !d.from.Before(*d.to) {
		return daySplit{none: true, parts: [][2]*time.Time{{start, end}}}
	}
	if d.from != nil && start.Before(*d.from) {
		hi := d.from.Add(-time.Microsecond)
		d.parts = append(d.parts, [2]*time.Time{start, &hi})
	}
	if d.to != nil && !end.Before(*d.to) {
		d.parts = append(d.parts, [2]*time.Time{d.to, end})
	}
	return d
}

// selectDaily returns a query of the per-day counts, from feedback_daily AS
// d, of the items f selects on the whole days [from, to) of split.
func (s *BunStore) selectDaily(ctx context.Context, f ItemFilter, split daySplit) *bun.SelectQuery {
	q := whereScope(s.Conn(ctx).NewSelect().TableExpr("feedback_daily AS d"), "d", f)
	if split.from != nil {
		q = q.Where("d.day >= ?", split.from.Format(time.DateOnly))
	}
	if split.to != nil {
		q = q.Where("d.day < ?", split.to.Format(time.DateOnly))
	}
	return q
}

// withRange returns f over [lo, hi] instead of its own range.
func withRange(f ItemFilter, lo, hi *time.Time) ItemFilter {
	f.Start, f.End = lo, hi
	return f
}

// countDaily counts the items f selects, which daily accepts: the per-day
// counts of its whole days and the rows of its partial days.
func (s *BunStore) countDaily(ctx context.Context, f ItemFilter) (int, error) {
	split := splitDays(f.Start, f.End)
	total := 0
	if !split.none {
		var n int
		if err := s.selectDaily(ctx, f, split).ColumnExpr("coalesce(sum(d.n), 0)").Scan(ctx, &n); err != nil {
			return 0, fmt.Errorf("feedback: count: %w", err)
		}
		total = n
	}
	for _, p := range split.parts {
		n, err := s.countRows(ctx, withRange(f, p[0], p[1]))
		if err != nil {
			return 0, err
		}
		total += n
	}
	return total, nil
}

// countRows counts the rows of the items f selects.
func (s *BunStore) countRows(ctx context.Context, f ItemFilter) (int, error) {
	n, err := s.selectItems(ctx, f).Count(ctx)
	if err != nil {
		return 0, fmt.Errorf("feedback: count: %w", err)
	}
	return int(n), nil
}

// countUpTo counts the items f selects up to limit: it returns limit when
// there are more.
func (s *BunStore) countUpTo(ctx context.Context, f ItemFilter, limit int) (int, error) {
	var n int
	err := s.Conn(ctx).NewSelect().
		TableExpr("(?) AS m", s.selectItems(ctx, f).ColumnExpr("1").Limit(int64(limit))).
		ColumnExpr("count(*)").Scan(ctx, &n)
	if err != nil {
		return 0, fmt.Errorf("feedback: count: %w", err)
	}
	return n, nil
}

// trendDaily adds to c the counts, per bucket of iv and sentiment, of the
// items f selects, which daily accepts: from the per-day counts of its
// whole days and from the rows of its partial days.
func (s *BunStore) trendDaily(ctx context.Context, f ItemFilter, iv Interval, c *trendCounter) error {
	split := splitDays(f.Start, f.End)
	if !split.none {
		// Days are summed in SQL and put in buckets here: a year holds 365
		// days, whatever the number of rooms.
		var rows []struct {
			Day       time.Time `bun:"day"`
			Sentiment string    `bun:"sentiment"`
			N         int       `bun:"n"`
		}
		err := s.selectDaily(ctx, f, split).
			ColumnExpr(dayColumn(database.IsPostgres(s.DB))+" AS day").
			ColumnExpr("d.sentiment AS sentiment").
			ColumnExpr("sum(d.n) AS n").
			GroupExpr("d.day").
			GroupExpr("d.sentiment").
			Scan(ctx, &rows)
		if err != nil {
			return fmt.Errorf("feedback: trends: %w", err)
		}
		buckets := make([]trendRow, len(rows))
		for i, r := range rows {
			buckets[i] = trendRow{Bucket: iv.start(r.Day).Format(time.DateOnly), Sentiment: r.Sentiment, N: r.N}
		}
		if err := c.add(buckets); err != nil {
			return err
		}
	}
	for _, p := range split.parts {
		if err := s.trendRows(ctx, withRange(f, p[0], p[1]), iv, c); err != nil {
			return err
		}
	}
	return nil
}

// dayColumn is the day of feedback_daily AS d as a value that scans into a
// time.Time at midnight UTC, on PostgreSQL (pg) or SQLite.
func dayColumn(pg bool) string {
	if pg {
		return "d.day::timestamp AT TIME ZONE 'UTC'"
	}
	return "d.day"
}

// CompactCounts implements ItemStore. On PostgreSQL, where every
// transaction adds to the per-day counts of its own stripe (see the
// migration feedback_daily_stripes), it moves the counts of the other
// stripes of the days before day into stripe 0, and deletes the counts of
// those days that are zero. Rows are locked in key order, the order the
// writers lock them in. SQLite keeps no stripes: it returns nil.
func (s *BunStore) CompactCounts(ctx context.Context, day time.Time) error {
	if !database.IsPostgres(s.DB) {
		return nil
	}
	before := Day.start(day).Format(time.DateOnly)
	_, err := s.Conn(ctx).ExecContext(ctx, `WITH folded AS (
	DELETE FROM feedback_daily AS d USING (
		SELECT organization_id, day, room_id, instructor_id, sentiment, stripe FROM feedback_daily
		WHERE stripe <> 0 AND day < ?
		ORDER BY organization_id, day, room_id, instructor_id, sentiment, stripe FOR UPDATE
	) AS l
	WHERE (d.organization_id, d.day, d.room_id, d.instructor_id, d.sentiment, d.stripe)
		= (l.organization_id, l.day, l.room_id, l.instructor_id, l.sentiment, l.stripe)
	RETURNING d.organization_id, d.day, d.room_id, d.instructor_id, d.sentiment, d.n
)
INSERT INTO feedback_daily AS d (organization_id, day, room_id, instructor_id, sentiment, stripe, n)
SELECT organization_id, day, room_id, instructor_id, sentiment, 0, sum(n) FROM folded
GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
ON CONFLICT (organization_id, day, room_id, instructor_id, sentiment, stripe) DO UPDATE SET n = d.n + excluded.n`, before)
	if err != nil {
		return fmt.Errorf("feedback: compact counts: %w", err)
	}
	if _, err := s.Conn(ctx).ExecContext(ctx, "DELETE FROM feedback_daily WHERE stripe = 0 AND n = 0 AND day < ?", before); err != nil {
		return fmt.Errorf("feedback: compact counts: %w", err)
	}
	return nil
}
