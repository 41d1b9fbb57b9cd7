package subscriptions

import (
	"testing"
	"time"
)

func TestDuePeriods(t *testing.T) {
	at := func(s string) time.Time {
		t.Helper()
		v, err := time.Parse(time.RFC3339, s)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	sundayMidnight := Schedule{Hour: 0, Weekday: time.Sunday}
	for _, tc := range []struct {
		name       string
		sc         Schedule
		f          Frequency
		since, now string
		want       []string // the periods' starts
	}{
		{"before the first end", DefaultSchedule, Daily, "2026-11-23T10:00:00Z", "2026-11-24T07:59:59Z", nil},
		{"at the end", DefaultSchedule, Daily, "2026-11-23T10:00:00Z", "2026-11-24T08:00:00Z", []string{"2026-11-23T08:00:00Z"}},
		{"the day digested already", DefaultSchedule, Daily, "2026-11-24T08:00:00Z", "2026-11-24T20:00:00Z", nil},
		{"two days missed", DefaultSchedule, Daily, "2026-11-24T08:00:00Z", "2026-11-26T09:00:00Z",
			[]string{"2026-11-24T08:00:00Z", "2026-11-25T08:00:00Z"}},
		{"a month missed: the latest 7", DefaultSchedule, Daily, "2026-10-01T00:00:00Z", "2026-11-26T09:00:00Z",
			[]string{"2026-11-19T08:00:00Z", "2026-11-20T08:00:00Z", "2026-11-21T08:00:00Z", "2026-11-22T08:00:00Z",
				"2026-11-23T08:00:00Z", "2026-11-24T08:00:00Z", "2026-11-25T08:00:00Z"}},
		{"weekly, on Monday before 08:00", DefaultSchedule, Weekly, "2026-11-20T10:00:00Z", "2026-11-23T07:00:00Z", nil},
		{"weekly, on Monday after 08:00", DefaultSchedule, Weekly, "2026-11-20T10:00:00Z", "2026-11-23T09:00:00Z",
			[]string{"2026-11-16T08:00:00Z"}},
		{"weekly, digested", DefaultSchedule, Weekly, "2026-11-23T08:00:00Z", "2026-11-29T23:00:00Z", nil},
		{"another schedule, daily", sundayMidnight, Daily, "2026-11-23T10:00:00Z", "2026-11-25T00:00:00Z",
			[]string{"2026-11-23T00:00:00Z", "2026-11-24T00:00:00Z"}},
		{"another schedule, weekly", sundayMidnight, Weekly, "2026-11-20T10:00:00Z", "2026-11-25T00:00:00Z",
			[]string{"2026-11-15T00:00:00Z"}},
	} {
		got := tc.sc.duePeriods(tc.f, at(tc.since), at(tc.now))
		if len(got) != len(tc.want) {
			t.Errorf("%s: %d periods %v, want %v", tc.name, len(got), got, tc.want)
			continue
		}
		for i, p := range got {
			if !p.Start.Equal(at(tc.want[i])) || p.End != p.Start.Add(periodLength(tc.f)) {
				t.Errorf("%s: period %d is %v, want the one starting %s", tc.name, i, p, tc.want[i])
			}
		}
	}
}

func TestScheduleValidate(t *testing.T) {
	for _, sc := range []Schedule{{Hour: -1}, {Hour: 24}, {Hour: 8, Weekday: 7}} {
		if sc.validate() == nil {
			t.Errorf("%+v is valid", sc)
		}
	}
	if err := DefaultSchedule.validate(); err != nil {
		t.Error(err)
	}
}

func TestParseSchedule(t *testing.T) {
	for text, want := range map[string]Schedule{
		"08:00 monday":   DefaultSchedule,
		"8:00":           DefaultSchedule,
		" 17:00  FRI ":   {Hour: 17, Weekday: time.Friday},
		"00:00 sun":      {Hour: 0, Weekday: time.Sunday},
		"23:00 Saturday": {Hour: 23, Weekday: time.Saturday},
	} {
		got, err := ParseSchedule(text)
		if err != nil || got != want {
			t.Errorf("ParseSchedule(%q) = %+v, %v; want %+v", text, got, err, want)
		}
		if again, err := ParseSchedule(got.String()); err != nil || again != got {
			t.Errorf("ParseSchedule(%q) = %+v, %v", got.String(), again, err)
		}
	}
	for _, bad := range []string{"", "8", "08:30", "24:00", "-1:00", "08:00 someday", "08:00 monday extra", "008:00", "x:00"} {
		if _, err := ParseSchedule(bad); err == nil {
			t.Errorf("ParseSchedule(%q): no error", bad)
		}
	}
}
