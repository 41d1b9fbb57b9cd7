package subscriptions_test

import (
	"testing"

	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/subscriptions"
)

func TestQualifies(t *testing.T) {
	all := []analysis.Sentiment{analysis.Negative, analysis.Neutral, analysis.Positive, ""}
	for _, tc := range []struct {
		min  analysis.Sentiment
		want []bool // for each of all
	}{
		{"", []bool{true, true, true, true}},
		{analysis.Negative, []bool{true, false, false, false}},
		{analysis.Neutral, []bool{true, true, false, false}},
		{analysis.Positive, []bool{true, true, true, false}},
	} {
		sub := &subscriptions.Subscription{MinSentiment: tc.min}
		for i, s := range all {
			if got := sub.Qualifies(s); got != tc.want[i] {
				t.Errorf("minSentiment %q, item %q: Qualifies = %v, want %v", tc.min, s, got, tc.want[i])
			}
		}
	}
}
