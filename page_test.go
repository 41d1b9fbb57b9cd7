package feedbackkit_test

import (
	"math"
	"testing"

	"github.com/feedbackkit/feedbackkit"
)

// TestPageOffset: the offset of a page far past any end stops at
// MaxOffset instead of wrapping around to an earlier page.
func TestPageOffset(t *testing.T) {
	for _, tc := range []struct {
		page feedbackkit.PageRequest
		want int
	}{
		{feedbackkit.PageRequest{Page: 1, Limit: 20}, 0},
		{feedbackkit.PageRequest{Page: 3, Limit: 100}, 200},
		{feedbackkit.PageRequest{Page: feedbackkit.MaxOffset/100 + 1, Limit: 100}, feedbackkit.MaxOffset / 100 * 100},
		{feedbackkit.PageRequest{Page: feedbackkit.MaxOffset/100 + 2, Limit: 100}, feedbackkit.MaxOffset},
		{feedbackkit.PageRequest{Page: math.MaxInt, Limit: 100}, feedbackkit.MaxOffset},
		{feedbackkit.PageRequest{Page: math.MaxInt, Limit: 1}, feedbackkit.MaxOffset},
		{feedbackkit.PageRequest{}, 0},
	} {
		if got := tc.page.Offset(); got != tc.want {
			t.Errorf("%+v.Offset() = %d, want %d", tc.page, got, tc.want)
		}
	}
}
