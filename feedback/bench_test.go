package feedback_test

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"golang.org/x/sync/errgroup"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// benchItems is the size of the organization of BenchmarkFindItems1M.
const benchItems = 1_000_000

// BenchmarkFindItems1M measures listing queries over one organization
// holding 1,000,000 items in 20 rooms over a year, on PostgreSQL, as an
// admin (who sees every item). Setting the data up takes about a minute.
// Each sub-benchmark reports its p95 latency.
//
//	go test ./feedback -run '^$' -bench FindItems1M -benchtime 200x
func BenchmarkFindItems1M(b *testing.B) {
	db := dbtest.Open(b, "postgres")
	ctx := context.Background()
	if err := jobs.Migrate(ctx, db); err != nil {
		b.Fatal(err)
	}
	if err := feedback.Migrate(ctx, db); err != nil {
		b.Fatal(err)
	}
	client, err := jobs.New(db, river.NewWorkers(), jobs.Config{})
	if err != nil {
		b.Fatal(err)
	}
	table := &tableRooms{}
	var list []*rooms.Room
	for i := 1; i <= 20; i++ {
		list = append(list, table.add(&rooms.Room{ID: fmt.Sprintf("room-%02d", i), OrgID: "org-bench",
			Name: fmt.Sprintf("Room %d", i), CreatorID: "owner", Active: true, CustomTags: rooms.CustomTags{Happy: []string{"pace", "slides"}}}, "owner-instructor"))
	}
	svc, err := feedback.NewService(feedback.NewBunStore(db), feedback.Deps{Queue: jobs.NewQueue(client), Rooms: table}, feedback.Config{})
	if err != nil {
		b.Fatal(err)
	}

	now := time.Now().UTC()
	start := time.Now()
	batches := make(chan []*feedback.Item)
	g, gctx := errgroup.WithContext(ctx)
	for range 2 {
		g.Go(func() error {
			for batch := range batches {
				if err := svc.ImportItems(gctx, batch); err != nil {
					return err
				}
			}
			return nil
		})
	}
	g.Go(func() error {
		defer close(batches)
		return feedback.NewSampler(1).Items(gctx, feedback.SampleSpec{
			Rooms: list, InstructorID: "owner-instructor", Count: benchItems,
			From: now.AddDate(-1, 0, 0), To: now, Batch: 20000,
		}, func(batch []*feedback.Item) error {
			select {
			case batches <- batch:
				return nil
			case <-gctx.Done():
				return gctx.Err()
			}
		})
	})
	if err := g.Wait(); err != nil {
		b.Fatal(err)
	}
	if err := svc.UpdateStatistics(ctx); err != nil {
		b.Fatal(err)
	}
	b.Logf("imported %d items in %s", benchItems, time.Since(start).Round(time.Millisecond))

	admin := identity.WithPrincipal(ctx, &identity.Principal{UserID: "admin", OrgID: "org-bench", Role: feedbackkit.RoleAdmin})
	days := func(n int) *time.Time { t := now.AddDate(0, 0, -n); return &t }
	page := feedbackkit.PageRequest{Page: 1, Limit: 20}
	for _, c := range []struct {
		name string
		f    feedback.Filter
		page feedbackkit.PageRequest
	}{
		{"search+room+sentiment+90d", feedback.Filter{Search: "projector broken", EventType: "room 3", Sentiment: analysis.Negative, Start: days(90)}, page},
		{"common-word+sentiment+30d", feedback.Filter{Search: "lecture", Sentiment: analysis.Negative, Start: days(30)}, page},
		{"search-only", feedback.Filter{Search: "projector broken"}, page},
		{"search-page-5", feedback.Filter{Search: "projector broken"}, feedbackkit.PageRequest{Page: 5, Limit: 20}},
		{"room+sentiment", feedback.Filter{EventType: "Room 7", Sentiment: analysis.Positive}, page},
		{"unfiltered", feedback.Filter{}, page},
	} {
		b.Run("page/"+c.name, func(b *testing.B) {
			measure(b, func() error {
				p, err := svc.FindItems(admin, c.f, c.page)
				if err == nil && len(p.Data) == 0 {
					err = fmt.Errorf("no items for %s", c.name)
				}
				return err
			})
		})
	}
	b.Run("trends/30d-daily", func(b *testing.B) {
		measure(b, func() error { _, err := svc.Trends(admin, feedback.Filter{}, feedback.Day); return err })
	})
	b.Run("wordcloud/room", func(b *testing.B) {
		measure(b, func() error { _, err := svc.WordCloud(admin, feedback.Filter{EventType: "Room 2"}, 0); return err })
	})
}

// measure runs fn b.N times and reports the p50 and p95 latencies.
func measure(b *testing.B, fn func() error) {
	b.Helper()
	lat := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for range b.N {
		t0 := time.Now()
		if err := fn(); err != nil {
			b.Fatal(err)
		}
		lat = append(lat, time.Since(t0))
	}
	b.StopTimer()
	slices.Sort(lat)
	b.ReportMetric(float64(lat[len(lat)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(lat[len(lat)*95/100].Microseconds())/1000, "p95-ms")
}
