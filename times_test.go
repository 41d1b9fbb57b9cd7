package feedbackkit_test

import (
	"errors"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit"
)

func TestCheckTime(t *testing.T) {
	behind := time.FixedZone("-23:59", -(23*3600 + 59*60))
	ahead := time.FixedZone("+01:00", 3600)
	for _, tc := range []struct {
		at time.Time
		ok bool
	}{
		{time.Date(1, 1, 1, 0, 0, 0, 0, time.UTC), true},
		{time.Date(9999, 12, 31, 23, 59, 59, 999999999, time.UTC), true},
		{time.Date(9999, 12, 31, 0, 0, 0, 0, behind), true},
		{time.Date(9999, 12, 31, 23, 59, 59, 0, behind), false}, // 10000-01-01 in UTC
		{time.Date(1, 1, 1, 0, 0, 0, 0, ahead), false},          // 0000-12-31 in UTC
		{time.Date(0, 1, 1, 0, 0, 0, 0, time.UTC), false},
		{time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC), false},
	} {
		err := feedbackkit.CheckTime("closesAt", &tc.at)
		var fe *feedbackkit.Error
		if tc.ok != (err == nil) || !tc.ok && (!errors.As(err, &fe) || fe.Code != feedbackkit.CodeValidationFailed ||
			fe.Details[0].Field != "closesAt" || fe.Details[0].Message != "must be a date between the years 1 and 9999 in UTC") {
			t.Errorf("CheckTime(%s) = %v", tc.at, err)
		}
	}
	if err := feedbackkit.CheckTime("closesAt", nil); err != nil {
		t.Errorf("CheckTime(nil) = %v", err)
	}
	zero, fine := time.Time{}.AddDate(-1, 0, 0), time.Now()
	for _, tc := range []struct {
		start, end *time.Time
		field      string
	}{{&zero, &fine, "startDate"}, {&fine, &zero, "endDate"}, {nil, &zero, "endDate"}} {
		var fe *feedbackkit.Error
		if err := feedbackkit.CheckTimeRange(tc.start, tc.end); !errors.As(err, &fe) || fe.Details[0].Field != tc.field {
			t.Errorf("CheckTimeRange: %v, want %s", err, tc.field)
		}
	}
	if err := feedbackkit.CheckTimeRange(nil, &fine); err != nil {
		t.Errorf("CheckTimeRange(nil, now) = %v", err)
	}
}
