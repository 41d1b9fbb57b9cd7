package feedback

import (
	"context"
	"fmt"
	"time"

	"github.com/feedbackkit/feedbackkit"
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

// Trends counts the items matching f that the caller may see per bucket
// of interval iv ("" means Day) and sentiment, over [f.Start, f.End]: by
// default the last DefaultTrendDays days up to now (without f.End, the
// current bucket counts all its items, also those committed meanwhile). Every bucket of the
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
	openEnd := f.End == nil
	if openEnd {
		f.End = &now
	}
	if f.Start == nil {
		start := iv.start(f.End.AddDate(0, 0, -DefaultTrendDays))
		if start.After(*f.End) {
			start = iv.start(*f.End)
		}
		f.Start = &start
	}
	sel, none, err := s.prepare(ctx, f)
	if err != nil {
		return nil, err
	}
	if openEnd {
		// Up to now is all there is: the store may count today whole (from
		// its per-day counts) instead of up to this instant.
		sel.End = nil
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
	if none {
		return points, nil
	}
	counts, err := s.store.CountTrend(ctx, sel, iv)
	if err != nil {
		return nil, err
	}
	for _, c := range counts {
		i, ok := index[c.Date.UTC().Format(time.DateOnly)]
		if !ok {
			// Only possible when the clock and the filter disagree by a
			// bucket boundary; such buckets are outside the range.
			continue
		}
		c.Date = points[i].Date
		points[i] = c
	}
	return points, nil
}
