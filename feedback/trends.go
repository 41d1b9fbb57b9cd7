package feedback

import (
	"context"
	"fmt"
	"time"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
)

// Interval is the width of a trend bucket.
type Interval string

// The trend intervals. Weeks start on Monday; all buckets are in UTC.
const (
	Day   Interval = "day"
	Week  Interval = "week"
	Month Interval = "month"
)

// DefaultTrendDays is the range of a trend without dates: the last 30 days.
const DefaultTrendDays = 30

// MaxTrendBuckets bounds the buckets of one trend (ten years of days).
const MaxTrendBuckets = 3660

// TrendPoint counts the items of one bucket per sentiment.
type TrendPoint struct {
	// Date is the start of the bucket, at midnight UTC.
	Date     time.Time
	Positive int
	Neutral  int
	Negative int
	Total    int
}

// start returns the start of the bucket of interval iv holding t (UTC).
func (iv Interval) start(t time.Time) time.Time {
	t = t.UTC()
	day := time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC)
	switch iv {
	case Week:
		return day.AddDate(0, 0, -((int(day.Weekday()) + 6) % 7))
	case Month:
		return time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, time.UTC)
	}
	return day
}

// next returns the start of the bucket after the one starting at t.
func (iv Interval) next(t time.Time) time.Time {
	switch iv {
	case Week:
		return t.AddDate(0, 0, 7)
	case Month:
		return t.AddDate(0, 1, 0)
	}
	return t.AddDate(0, 0, 1)
}

// bucketExpr is the SQL expression of the bucket of f.created_at, as a
// YYYY-MM-DD string, on each dialect.
func (iv Interval) bucketExpr(pg bool) string {
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

// Trends counts the items matching f that the caller may see per bucket
// of interval iv ("" means Day) and sentiment, over [f.Start, f.End]: by
// default the last DefaultTrendDays days up to now. Every bucket of the
// range is present, empty ones with zeros. It returns INVALID_TOKEN
// without a principal and VALIDATION_FAILED for an invalid filter or
// interval, or a range of more than MaxTrendBuckets buckets.
func (s *Service) Trends(ctx context.Context, f Filter, iv Interval) ([]TrendPoint, error) {
	switch iv {
	case "":
		iv = Day
	case Day, Week, Month:
	default:
		return nil, feedbackkit.Invalid("interval", "must be day, week or month")
	}
	now := s.now()
	if f.End == nil {
		f.End = &now
	}
	if f.Start == nil {
		start := iv.start(f.End.AddDate(0, 0, -DefaultTrendDays))
		if start.After(*f.End) {
			start = iv.start(*f.End)
		}
		f.Start = &start
	}
	q, err := s.prepare(ctx, f)
	if err != nil {
		return nil, err
	}
	first, last := iv.start(*f.Start), iv.start(*f.End)
	var points []TrendPoint
	index := map[string]int{}
	for b := first; !b.After(last); b = iv.next(b) {
		if len(points) == MaxTrendBuckets {
			return nil, feedbackkit.Invalid("startDate", fmt.Sprintf("the range holds more than %d buckets of a %s", MaxTrendBuckets, iv))
		}
		index[b.Format(time.DateOnly)] = len(points)
		points = append(points, TrendPoint{Date: b})
	}
	if q.nothing {
		return points, nil
	}
	var rows []struct {
		Bucket    string `bun:"bucket"`
		Sentiment string `bun:"sentiment"`
		N         int    `bun:"n"`
	}
	bucket := iv.bucketExpr(q.pg)
	sel := q.apply(s.db.NewSelect().Model((*itemRow)(nil))).
		ColumnExpr(bucket + " AS bucket").
		ColumnExpr("f.sentiment AS sentiment").
		ColumnExpr("count(*) AS n").
		GroupExpr(bucket).
		GroupExpr("f.sentiment")
	if err := sel.Scan(ctx, &rows); err != nil {
		return nil, fmt.Errorf("feedback: trends: %w", err)
	}
	for _, r := range rows {
		i, ok := index[r.Bucket]
		if !ok {
			// Only possible when the clock and the filter disagree by a
			// bucket boundary; such rows are outside the range.
			continue
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
