package feedbackkit

import (
	"fmt"
	"time"
)

// MinYear and MaxYear bound the years, in UTC, of every time a caller gives
// the library to keep or to compare with kept times: PostgreSQL has no year
// 0 and refuses years past its range, and SQLite keeps times as text with
// four-digit years, which a year 10000 breaks on reading.
const (
	MinYear = 1
	MaxYear = 9999
)

// CheckTime returns VALIDATION_FAILED naming field when t, in UTC, falls
// outside the years MinYear to MaxYear (a time of 9999-12-31T23:59:59-23:59
// is in the year 10000 in UTC). A nil t passes.
func CheckTime(field string, t *time.Time) error {
	if t == nil {
		return nil
	}
	if y := t.UTC().Year(); y < MinYear || y > MaxYear {
		return Invalid(field, fmt.Sprintf("must be a date between the years %d and %d in UTC", MinYear, MaxYear))
	}
	return nil
}

// CheckTimeRange checks with CheckTime the bounds of a filter by time,
// which the API names startDate and endDate.
func CheckTimeRange(start, end *time.Time) error {
	if err := CheckTime("startDate", start); err != nil {
		return err
	}
	return CheckTime("endDate", end)
}
