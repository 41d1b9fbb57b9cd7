package subscriptions

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Schedule says when the periods of digests end, in UTC: every day at
// Hour:00 (daily digests) and every Weekday at Hour:00 (weekly digests).
// A digest covers the items created in the period that ends when it is
// sent: the 24 hours, or the 7 days, before.
type Schedule struct {
	Hour    int // 0..23
	Weekday time.Weekday
}

// DefaultSchedule ends daily periods at 08:00 UTC and weekly ones on
// Mondays at 08:00 UTC.
var DefaultSchedule = Schedule{Hour: 8, Weekday: time.Monday}

// ParseSchedule reads a Schedule written "HH:00 WEEKDAY" in UTC, such as
// "08:00 monday" (the default) or "17:00 fri": the hour of daily digests
// and of weekly ones, and the day of weekly ones (an English day name or
// its first three letters, Monday when left out).
func ParseSchedule(text string) (Schedule, error) {
	fields := strings.Fields(strings.ToLower(text))
	bad := fmt.Errorf("subscriptions: digest schedule %q: want HH:00 and a weekday, such as \"08:00 monday\"", text)
	if len(fields) == 0 || len(fields) > 2 {
		return Schedule{}, bad
	}
	hour, minutes, ok := strings.Cut(fields[0], ":")
	h, err := strconv.Atoi(hour)
	if !ok || minutes != "00" || err != nil || len(hour) > 2 {
		return Schedule{}, bad
	}
	sc := Schedule{Hour: h, Weekday: time.Monday}
	if len(fields) == 2 {
		found := false
		for d := time.Sunday; d <= time.Saturday; d++ {
			name := strings.ToLower(d.String())
			if fields[1] == name || fields[1] == name[:3] {
				sc.Weekday, found = d, true
			}
		}
		if !found {
			return Schedule{}, bad
		}
	}
	if sc.validate() != nil {
		return Schedule{}, bad
	}
	return sc, nil
}

// String formats sc as ParseSchedule reads it: "08:00 monday".
func (sc Schedule) String() string {
	return fmt.Sprintf("%02d:00 %s", sc.Hour, strings.ToLower(sc.Weekday.String()))
}

// validate returns an error for an hour outside 0..23 or an unknown
// weekday.
func (sc Schedule) validate() error {
	if sc.Hour < 0 || sc.Hour > 23 || sc.Weekday < time.Sunday || sc.Weekday > time.Saturday {
		return fmt.Errorf("subscriptions: invalid digest schedule %+v", sc)
	}
	return nil
}

// Period is the span of one digest: the items created at or after Start
// and before End.
type Period struct {
	Start, End time.Time
}

// periodLength is the length of the periods of frequency f (Daily or
// Weekly).
func periodLength(f Frequency) time.Duration {
	if f == Weekly {
		return 7 * 24 * time.Hour
	}
	return 24 * time.Hour
}

// periodOf returns the period of frequency f that starts at start.
func periodOf(f Frequency, start time.Time) Period {
	start = start.UTC()
	return Period{Start: start, End: start.Add(periodLength(f))}
}

// lastEnd returns the latest end of a period of frequency f (Daily or
// Weekly) at or before t.
func (sc Schedule) lastEnd(f Frequency, t time.Time) time.Time {
	t = t.UTC()
	end := time.Date(t.Year(), t.Month(), t.Day(), sc.Hour, 0, 0, 0, time.UTC)
	if end.After(t) {
		end = end.AddDate(0, 0, -1)
	}
	if f == Weekly {
		end = end.AddDate(0, 0, -((int(end.Weekday()) - int(sc.Weekday) + 7) % 7))
	}
	return end
}

// maxCatchUp bounds the periods of one subscription that a scheduler run
// queues: after a longer downtime, only the latest maxCatchUp periods get
// their digest.
const maxCatchUp = 7

// duePeriods returns the periods of frequency f that ended after since and
// at or before now, oldest first, at most the latest maxCatchUp of them.
func (sc Schedule) duePeriods(f Frequency, since, now time.Time) []Period {
	var out []Period
	length := periodLength(f)
	for end := sc.lastEnd(f, now); end.After(since) && len(out) < maxCatchUp; end = end.Add(-length) {
		out = append(out, Period{Start: end.Add(-length), End: end})
	}
	slices.Reverse(out)
	return out
}
