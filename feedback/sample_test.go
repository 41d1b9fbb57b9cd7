package feedback_test

import (
	"context"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// TestSamplerTimes checks that the Sampler's items come in time order,
// within [From, To), spread uniformly: about as many in each tenth of the
// span.
func TestSamplerTimes(t *testing.T) {
	from := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	to := from.AddDate(0, 0, 100)
	const n = 50_000
	var tenths [10]int
	last, count := from, 0
	err := feedback.NewSampler(7).Items(context.Background(), feedback.SampleSpec{
		Rooms: []*rooms.Room{{ID: "r", OrgID: "o", Name: "Room"}}, Count: n, From: from, To: to, Batch: 999,
	}, func(items []*feedback.Item) error {
		for _, it := range items {
			if it.CreatedAt.Before(last) || !it.CreatedAt.Before(to) {
				t.Fatalf("item %d at %s after %s, want in order before %s", count, it.CreatedAt, last, to)
			}
			last = it.CreatedAt
			tenths[int(10*it.CreatedAt.Sub(from)/to.Sub(from))]++
			count++
		}
		return nil
	})
	if err != nil || count != n {
		t.Fatalf("%d items, %v", count, err)
	}
	for i, c := range tenths {
		if c < n/10*9/10 || c > n/10*11/10 {
			t.Errorf("%d items in tenth %d of the span, want about %d", c, i, n/10)
		}
	}
}
