package feedback_test

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/uptrace/bun"
	"golang.org/x/sync/errgroup"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// benchItems is the size of the organization of BenchmarkFindItems1M.
const benchItems = 1_000_000

// BenchmarkFindItems1M measures listing queries over one organization
// holding 1,000,000 items in 20 rooms over a year, on PostgreSQL, as an
// admin (who sees every item). Setting the data up takes a few minutes.
// It first checks the plans of the searches within a filter (see
// checkSearchPlans) and fails when one reads more rows than it should.
// Each sub-benchmark reports its p95 latency.
//
//	go test ./feedback -run '^$' -bench FindItems1M -benchtime 200x
func BenchmarkFindItems1M(b *testing.B) {
	sp := seedSampled(b, dbtest.Open(b, "postgres"), benchItems)
	sp.checkSearchPlans(b)
	ctx := context.Background()
	admin := identity.WithPrincipal(ctx, &identity.Principal{UserID: "admin", OrgID: "org-bench", Role: feedbackkit.RoleAdmin})
	days := func(n int) *time.Time { t := sp.now.AddDate(0, 0, -n); return &t }
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
				p, err := sp.svc.FindItems(admin, c.f, c.page)
				if err == nil && len(p.Data) == 0 {
					err = fmt.Errorf("no items for %s", c.name)
				}
				return err
			})
		})
	}
	for _, c := range sp.searchCases() {
		b.Run("search/"+c.name, func(b *testing.B) {
			measure(b, func() error {
				_, _, err := sp.store.FindItems(ctx, c.filter, page)
				return err
			})
		})
	}
	b.Run("trends/30d-daily", func(b *testing.B) {
		measure(b, func() error { _, err := sp.svc.Trends(admin, feedback.Filter{}, feedback.Day); return err })
	})
	b.Run("wordcloud/room", func(b *testing.B) {
		measure(b, func() error { _, err := sp.svc.WordCloud(admin, feedback.Filter{EventType: "Room 2"}, 0); return err })
	})
}

// TestSearchPlans checks the plans of the searches within a filter over
// 50,000 sampled items on each database (see checkSearchPlans).
func TestSearchPlans(t *testing.T) {
	if testing.Short() {
		t.Skip("imports 50,000 items")
	}
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		seedSampled(t, db, 50_000).checkSearchPlans(t)
	})
}

// sampled is an organization of sampled items (seedSampled).
type sampled struct {
	db    *bun.DB
	store *feedback.BunStore
	svc   *feedback.Service
	rooms []*rooms.Room
	now   time.Time
	pages *pageQueries
}

// seedSampled imports n items written by a feedback.Sampler into the
// organization org-bench, in 20 rooms over the year before now, and
// updates the statistics.
func seedSampled(tb testing.TB, db *bun.DB, n int) *sampled {
	ctx := context.Background()
	pages := &pageQueries{}
	db = db.WithQueryHook(pages)
	if err := jobs.Migrate(ctx, db); err != nil {
		tb.Fatal(err)
	}
	if err := feedback.Migrate(ctx, db); err != nil {
		tb.Fatal(err)
	}
	client, err := jobs.New(db, river.NewWorkers(), jobs.Config{})
	if err != nil {
		tb.Fatal(err)
	}
	table := &tableRooms{}
	sp := &sampled{db: db, store: feedback.NewBunStore(db), now: time.Now().UTC(), pages: pages}
	for i := 1; i <= 20; i++ {
		sp.rooms = append(sp.rooms, table.add(&rooms.Room{ID: fmt.Sprintf("room-%02d", i), OrgID: "org-bench",
			Name: fmt.Sprintf("Room %d", i), CreatorID: "owner", Active: true, CustomTags: rooms.CustomTags{Happy: []string{"pace", "slides"}}}, "owner-instructor"))
	}
	if sp.svc, err = feedback.NewService(sp.store, feedback.Deps{Queue: jobs.NewQueue(client), Rooms: table}, feedback.Config{}); err != nil {
		tb.Fatal(err)
	}

	start := time.Now()
	batches := make(chan []*feedback.Item)
	g, gctx := errgroup.WithContext(ctx)
	importers := 1 // SQLite writes one transaction at a time
	if database.IsPostgres(db) {
		importers = 2
	}
	for range importers {
		g.Go(func() error {
			for batch := range batches {
				if err := sp.svc.ImportItems(gctx, batch); err != nil {
					return err
				}
			}
			return nil
		})
	}
	g.Go(func() error {
		defer close(batches)
		return feedback.NewSampler(1).Items(gctx, feedback.SampleSpec{
			Rooms: sp.rooms, InstructorID: "owner-instructor", Count: n,
			From: sp.now.AddDate(-1, 0, 0), To: sp.now, Batch: 20000,
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
		tb.Fatal(err)
	}
	if err := sp.svc.UpdateStatistics(ctx); err != nil {
		tb.Fatal(err)
	}
	tb.Logf("imported %d items in %s", n, time.Since(start).Round(time.Millisecond))
	return sp
}

// searchCase is a search within a filter.
type searchCase struct {
	name   string
	filter feedback.ItemFilter
}

// searchCases returns a rare word, a common word and two common words
// (which few items hold together), each within the negative items, one
// room of twenty, seven days a year ago and a tag; and a common word
// within the positive items, which hold it.
func (sp *sampled) searchCases() []searchCase {
	start, end := sp.now.AddDate(0, 0, -365), sp.now.AddDate(0, 0, -358)
	filters := []searchCase{
		{"negative", feedback.ItemFilter{Sentiment: analysis.Negative}},
		{"room", feedback.ItemFilter{RoomID: sp.rooms[2].ID}},
		{"7-days-a-year-ago", feedback.ItemFilter{Start: &start, End: &end}},
		{"tag", feedback.ItemFilter{Tags: []string{"slides"}}},
	}
	var cases []searchCase
	for _, words := range [][]string{{"harassing"}, {"great"}, {"great", "lecture"}} {
		for _, f := range filters {
			f.filter.SearchTokens = words
			cases = append(cases, searchCase{strings.Join(words, "+") + "/" + f.name, f.filter})
		}
	}
	cases = append(cases, searchCase{"great/positive", feedback.ItemFilter{Sentiment: analysis.Positive, SearchTokens: []string{"great"}}})
	for i := range cases {
		cases[i].filter.OrgID, cases[i].filter.AllRooms = "org-bench", true
	}
	return cases
}

// checkSearchPlans finds the first page of each of searchCases and checks
// the plans of the queries that found it. On PostgreSQL it runs them
// again under EXPLAIN ANALYZE and fails when they read more rows of
// feedback_items than the newest items of the filter that the store reads
// first plus the matches (rows a lossy bitmap rechecks aside): a plan that
// walks every item of the filter for a few matches, or reads every item
// holding the words to keep those of the filter, reads many more; and
// when the newest items of a tag are not read from feedback_item_tags. On
// SQLite, where no plan tells the rows it read, it fails when the newest
// items are not read from an index (of a tag, from feedback_item_tags),
// or their matches not from the full-text index between their first and
// last rowids, or when the matches are not looked up from the full-text
// index (within the column of the filter's sentiment), or from the items
// of the filter's range of days.
func (sp *sampled) checkSearchPlans(tb testing.TB) {
	ctx := context.Background()
	page := feedbackkit.PageRequest{Page: 1, Limit: 20}
	for _, c := range sp.searchCases() {
		// The matches of the other conditions bound the rows of a tag's:
		// the planner may intersect them with the index of the tags or
		// keep those with the tag.
		counted := c.filter
		counted.Tags = nil
		matches, err := sp.store.CountItems(ctx, counted)
		if err != nil {
			tb.Fatal(err)
		}
		queries := sp.pages.record(func() {
			if _, _, err := sp.store.FindItems(ctx, c.filter, page); err != nil {
				tb.Fatal(err)
			}
		})
		if database.IsPostgres(sp.db) {
			read := 0
			for _, q := range queries {
				read += sp.rowsRead(tb, q)
			}
			if limit := feedback.WalkRows + matches + 2*page.Limit; read > limit {
				tb.Errorf("%s: the page's queries read %d rows, want %d at most (%d matches):\n%s", c.name, read, limit, matches, strings.Join(queries, "\n"))
			}
			if len(c.filter.Tags) > 0 && !strings.Contains(queries[0], "FROM feedback_item_tags AS g") {
				tb.Errorf("%s: the walk does not read the newest items of the tag:\n%s", c.name, queries[0])
			}
			continue
		}
		for _, q := range queries {
			plan := dbtest.Plan(tb, sp.db, q)
			var ok bool
			if strings.Contains(q, fmt.Sprintf("LIMIT %d)", feedback.WalkRows)) {
				// The newest items of an index of the filter or the tag, and
				// the words' matches between their first and last rowids.
				walk := strings.Contains(plan, "USING INDEX feedback_items_org_") || strings.Contains(plan, "USING COVERING INDEX feedback_items_org_")
				if len(c.filter.Tags) > 0 {
					walk = strings.Contains(plan, "SEARCH g USING PRIMARY KEY (organization_id=? AND tag=?)")
				}
				ok = walk && regexp.MustCompile(`SCAN feedback_items_fts VIRTUAL TABLE INDEX 0:M\d+><`).MatchString(plan)
			} else {
				ok = strings.Contains(plan, "SEARCH f USING INTEGER PRIMARY KEY") ||
					(c.filter.Start != nil && strings.Contains(plan, "created_at>? AND created_at<?"))
			}
			if !ok || (c.filter.Sentiment != "" && !strings.Contains(q, string(c.filter.Sentiment)+" : (")) {
				tb.Errorf("%s: the plan neither reads the newest items from an index and their matches between their rowids, nor looks the matches up (in the column of their sentiment), or the items of a range of days:\n%s\n%s", c.name, q, plan)
			}
		}
	}
}

// rowsRead returns the rows of feedback_items that q reads on PostgreSQL,
// as EXPLAIN ANALYZE counts them: those its scans return and those their
// filters remove.
func (sp *sampled) rowsRead(tb testing.TB, q string) int {
	var out string
	if err := sp.db.NewRaw("EXPLAIN (ANALYZE, FORMAT JSON) "+q).Scan(context.Background(), &out); err != nil {
		tb.Fatal(err)
	}
	var plans []struct{ Plan planNode }
	if err := json.Unmarshal([]byte(out), &plans); err != nil {
		tb.Fatal(err)
	}
	return plans[0].Plan.rowsRead()
}

// planNode is a node of a PostgreSQL plan in JSON.
type planNode struct {
	Type        string     `json:"Node Type"`
	Relation    string     `json:"Relation Name"`
	Rows        float64    `json:"Actual Rows"`
	Loops       float64    `json:"Actual Loops"`
	Removed     float64    `json:"Rows Removed by Filter"`
	HeapFetches float64    `json:"Heap Fetches"`
	Plans       []planNode `json:"Plans"`
}

// rowsRead sums the rows of feedback_items that n and its children read:
// of an index-only scan, those it fetched from the table.
func (n planNode) rowsRead() int {
	read := 0
	switch {
	case n.Relation != "feedback_items":
	case n.Type == "Index Only Scan":
		read = int(n.HeapFetches)
	default:
		read = int((n.Rows + n.Removed) * n.Loops)
	}
	for _, c := range n.Plans {
		read += c.rowsRead()
	}
	return read
}

// pageQueries records the queries that find the ids of a page (those
// that sort and limit them), while record runs.
type pageQueries struct {
	mu      sync.Mutex
	on      bool
	queries []string
}

// record runs fn and returns the queries of pages that it ran.
func (p *pageQueries) record(fn func()) []string {
	p.mu.Lock()
	p.on, p.queries = true, nil
	p.mu.Unlock()
	fn()
	p.mu.Lock()
	defer p.mu.Unlock()
	p.on = false
	return p.queries
}

func (p *pageQueries) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context { return ctx }

func (p *pageQueries) AfterQuery(_ context.Context, e *bun.QueryEvent) {
	p.mu.Lock()
	defer p.mu.Unlock()
	// The walk of a search or a lookup of its matches (see
	// BunStore.findSearchPage), not the fetch of the rows of their ids.
	if p.on && strings.Contains(e.Query, "f.id DESC LIMIT") {
		p.queries = append(p.queries, e.Query)
	}
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
