package feedback_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// TestCountsFollowChanges checks the totals and trends, which the BunStore
// reads from per-day counts kept by triggers, against the items counted
// one by one, after imports, submissions, analyses, deletions and a room's
// deletion, for filters whose ranges start and end within days.
func TestCountsFollowChanges(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		store := feedback.NewBunStore(db)
		f := newFixtureOn(t, db, store, feedback.Config{})
		rng := rand.New(rand.NewPCG(1, 2))
		sentiments := []analysis.Sentiment{analysis.Positive, analysis.Neutral, analysis.Negative}
		base := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
		var items []*feedback.Item
		for i := range 300 {
			room, instructor := f.lobby, aliceID
			if i%3 == 0 {
				room, instructor = f.secret, bobID
			}
			items = append(items, &feedback.Item{OrgID: f.acme, RoomID: room.ID, EventType: room.Name, InstructorID: instructor,
				Text: fmt.Sprintf("item %d", i), Sentiment: sentiments[rng.IntN(3)],
				CreatedAt: base.Add(time.Duration(rng.Int64N(int64(6 * 24 * time.Hour)))).Truncate(time.Microsecond)})
		}
		// The other organization's items count for it only.
		items = append(items, &feedback.Item{OrgID: f.other, RoomID: f.theirs.ID, EventType: f.theirs.Name,
			InstructorID: "olga-instructor", Sentiment: analysis.Positive, CreatedAt: base.Add(time.Hour)})
		if err := f.svc.ImportItems(ctx, items); err != nil {
			t.Fatal(err)
		}
		f.clock.Set(base.Add(36 * time.Hour))
		for i := range 5 {
			items = append(items, f.submit(fmt.Sprintf("submitted %d", i), string(sentiments[i%3])))
		}
		// An analysis moves an item to another sentiment; deletions remove
		// items.
		next := map[analysis.Sentiment]analysis.Sentiment{analysis.Positive: analysis.Neutral,
			analysis.Neutral: analysis.Negative, analysis.Negative: analysis.Positive}
		for _, moved := range []*feedback.Item{items[7], items[8], items[len(items)-1]} {
			moved.Sentiment = next[moved.Sentiment]
			if err := store.UpdateAnalysis(ctx, moved); err != nil {
				t.Fatal(err)
			}
		}
		deleted := map[string]bool{}
		var ids []string
		for _, it := range items[10:20] {
			ids = append(ids, it.ID)
			deleted[it.ID] = true
		}
		if n, err := f.svc.DeleteItems(f.admin(), ids); err != nil || n != 10 {
			t.Fatalf("deleted %d, %v", n, err)
		}
		if err := feedback.RenameRoom(f.svc, ctx, f.acme, f.lobby.ID, "Lobby"); err != nil {
			t.Fatal(err)
		}

		at := func(d int, h, m int) *time.Time {
			v := base.AddDate(0, 0, d).Add(time.Duration(h)*time.Hour + time.Duration(m)*time.Minute)
			return &v
		}
		endOfDay := func(d int) *time.Time { v := base.AddDate(0, 0, d+1).Add(-time.Microsecond); return &v }
		filters := []feedback.ItemFilter{
			{},
			{Sentiment: analysis.Negative},
			{RoomID: f.secret.ID},
			{RoomIDs: []string{f.lobby.ID}},
			{InstructorID: aliceID, Sentiment: analysis.Positive},
			{Start: at(1, 0, 0)},
			{Start: at(1, 7, 30)},
			{End: at(4, 13, 0)},
			{End: endOfDay(3)},
			{Start: at(1, 7, 30), End: at(4, 13, 0)},
			{Start: at(2, 1, 0), End: at(2, 22, 0)},
			{Start: at(2, 22, 0), End: at(3, 3, 0)},
			{Start: at(0, 0, 0), End: endOfDay(5), Sentiment: analysis.Neutral},
		}
		check := func(stage string) {
			t.Helper()
			checkCounts(t, stage, store, f.acme, filters, items, deleted)
		}
		check("kept by the triggers")
		if database.IsPostgres(db) {
			// Spread every count over more stripes, as writers on other
			// connections would, keeping the sums.
			if _, err := db.ExecContext(ctx, `INSERT INTO feedback_daily AS d (organization_id, day, room_id, instructor_id, sentiment, stripe, n)
				SELECT k.*, s.stripe, CASE s.stripe WHEN 3 THEN 5 ELSE -5 END
				FROM (SELECT DISTINCT organization_id, day, room_id, instructor_id, sentiment FROM feedback_daily) AS k
				CROSS JOIN (VALUES (3), (6)) AS s (stripe)
				ON CONFLICT (organization_id, day, room_id, instructor_id, sentiment, stripe) DO UPDATE SET n = d.n + excluded.n`); err != nil {
				t.Fatal(err)
			}
			check("striped")
		}
		cutoff := base.AddDate(0, 0, 3)
		if err := store.CompactCounts(ctx, cutoff.Add(5*time.Hour)); err != nil {
			t.Fatal(err)
		}
		check("compacted")
		if database.IsPostgres(db) {
			var folded, kept int
			if err := db.NewSelect().TableExpr("feedback_daily").
				ColumnExpr("count(*) FILTER (WHERE day < ? AND (stripe <> 0 OR n = 0))", cutoff).
				ColumnExpr("count(*) FILTER (WHERE day >= ? AND stripe <> 0)", cutoff).
				Scan(ctx, &folded, &kept); err != nil {
				t.Fatal(err)
			}
			if folded != 0 || kept == 0 {
				t.Errorf("after compaction: %d striped or zero counts before the cutoff (want 0), %d striped after it (want some)", folded, kept)
			}
		}

		// Deleting a room's items takes them out of the counts.
		if err := feedback.DeleteRoom(f.svc, ctx, f.acme, f.secret.ID, ""); err != nil {
			t.Fatal(err)
		}
		got, err := store.CountItems(ctx, feedback.ItemFilter{OrgID: f.acme, RoomID: f.secret.ID})
		if err != nil || got != 0 {
			t.Errorf("deleted room: count %d, %v", got, err)
		}
		got, err = store.CountItems(ctx, feedback.ItemFilter{OrgID: f.other, AllRooms: true})
		if err != nil || got != 1 {
			t.Errorf("other organization: count %d, %v", got, err)
		}
	})
}

// TestConcurrentSubmissionsKeepExactCounts submits from many goroutines at
// once, which the BunStore writes in concurrent batches (on PostgreSQL
// adding to the per-day counts of several stripes), and checks that the
// totals and trends count every item exactly, before and after the counts
// are compacted.
func TestConcurrentSubmissionsKeepExactCounts(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		store := feedback.NewBunStore(db)
		f := newFixtureOn(t, db, store, feedback.Config{})
		sentiments := []string{"positive", "neutral", "negative"}
		const goroutines, each = 16, 8
		var wg sync.WaitGroup
		errs := make(chan error, goroutines*each)
		for g := range goroutines {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := range each {
					_, err := f.svc.Submit(ctx, feedback.Submission{InstructorID: aliceID, EventType: "lobby",
						Text: fmt.Sprintf("comment %d of %d", i, g), Sentiment: sentiments[(g+i)%3]})
					errs <- err
				}
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		items, _, err := store.FindItems(ctx, feedback.ItemFilter{OrgID: f.acme, AllRooms: true}, feedbackkit.PageRequest{Page: 1, Limit: 1000})
		if err != nil || len(items) != goroutines*each {
			t.Fatalf("%d items stored, %v; want %d", len(items), err, goroutines*each)
		}
		filters := []feedback.ItemFilter{{}, {Sentiment: analysis.Negative}, {RoomID: f.lobby.ID}}
		checkCounts(t, "submitted", store, f.acme, filters, items, nil)
		if err := f.svc.CompactCounts(ctx); err != nil {
			t.Fatal(err)
		}
		checkCounts(t, "compacted", store, f.acme, filters, items, nil)
	})
}

// checkCounts compares the totals and day-by-day trends of the store for
// each of filters (on the organization orgID) with the items that are not
// deleted, counted one by one.
func checkCounts(t *testing.T, stage string, store *feedback.BunStore, orgID string, filters []feedback.ItemFilter, items []*feedback.Item, deleted map[string]bool) {
	t.Helper()
	ctx := context.Background()
	for i, sel := range filters {
		sel.OrgID = orgID
		sel.AllRooms = sel.RoomIDs == nil
		want, wantDays := 0, map[string][3]int{}
		for _, it := range items {
			if deleted[it.ID] || !matches(sel, it) {
				continue
			}
			want++
			d := wantDays[it.CreatedAt.UTC().Format(time.DateOnly)]
			d[sentimentIndex(it.Sentiment)]++
			wantDays[it.CreatedAt.UTC().Format(time.DateOnly)] = d
		}
		got, err := store.CountItems(ctx, sel)
		if err != nil || got != want {
			t.Errorf("%s: filter %d: count %d, %v; want %d", stage, i, got, err, want)
		}
		points, err := store.CountTrend(ctx, sel, feedback.Day)
		if err != nil {
			t.Fatal(err)
		}
		gotDays := map[string][3]int{}
		for _, p := range points {
			if p.Total != p.Positive+p.Neutral+p.Negative {
				t.Errorf("%s: filter %d: point %+v", stage, i, p)
			}
			if p.Total > 0 {
				gotDays[p.Date.Format(time.DateOnly)] = [3]int{p.Positive, p.Neutral, p.Negative}
			}
		}
		if fmt.Sprint(gotDays) != fmt.Sprint(wantDays) {
			t.Errorf("%s: filter %d: days %v, want %v", stage, i, gotDays, wantDays)
		}
	}
}

// matches reports whether sel, whose fields are those TestCountsFollowChanges
// sets, selects it.
func matches(sel feedback.ItemFilter, it *feedback.Item) bool {
	switch {
	case it.OrgID != sel.OrgID,
		!sel.AllRooms && !contains(sel.RoomIDs, it.RoomID),
		sel.RoomID != "" && it.RoomID != sel.RoomID,
		sel.InstructorID != "" && it.InstructorID != sel.InstructorID,
		sel.Sentiment != "" && it.Sentiment != sel.Sentiment,
		sel.Start != nil && it.CreatedAt.Before(*sel.Start),
		sel.End != nil && it.CreatedAt.After(*sel.End):
		return false
	}
	return true
}

// sentimentIndex orders sentiments as TrendPoint does.
func sentimentIndex(s analysis.Sentiment) int {
	switch s {
	case analysis.Positive:
		return 0
	case analysis.Neutral:
		return 1
	}
	return 2
}

// TestSearchTotalIsCapped checks that a search matching more than
// MaxSearchTotal items stops counting there and says so, while its pages,
// and totals of fewer items, stay exact.
func TestSearchTotalIsCapped(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db, feedback.Config{})
		n := feedback.MaxSearchTotal + 5
		var items []*feedback.Item
		base := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
		for i := range n {
			s := analysis.Positive
			if i%100 == 0 {
				s = analysis.Negative
			}
			items = append(items, &feedback.Item{OrgID: f.acme, RoomID: f.lobby.ID, EventType: f.lobby.Name, InstructorID: aliceID,
				Text: fmt.Sprintf("great session %d", i), Sentiment: s, CreatedAt: base.Add(time.Duration(i) * time.Minute)})
		}
		if err := f.svc.ImportItems(context.Background(), items); err != nil {
			t.Fatal(err)
		}
		find := func(fl feedback.Filter, page int) feedbackkit.Page[*feedback.Item] {
			t.Helper()
			p, err := f.svc.FindItems(f.admin(), fl, feedbackkit.PageRequest{Page: page, Limit: 20})
			if err != nil {
				t.Fatal(err)
			}
			return p
		}
		great := feedback.Filter{Search: "great"}
		for _, c := range []struct {
			name   string
			f      feedback.Filter
			page   int
			total  int
			capped bool
			items  int
		}{
			{"first page", great, 1, feedback.MaxSearchTotal, true, 20},
			{"page before the cap", great, 49, feedback.MaxSearchTotal, true, 20},
			{"page past the cap", great, 51, n, false, 5},
			{"page past the end", great, 60, n, false, 0},
			{"fewer matches", feedback.Filter{Search: "great", Sentiment: analysis.Negative}, 1, 11, false, 11},
			{"no search", feedback.Filter{}, 1, n, false, 20},
		} {
			p := find(c.f, c.page)
			if p.Total != c.total || p.TotalCapped != c.capped || len(p.Data) != c.items {
				t.Errorf("%s: total %d capped %v, %d items; want %d %v %d", c.name, p.Total, p.TotalCapped, len(p.Data), c.total, c.capped, c.items)
			}
		}
		if p := find(great, 1); p.TotalPages != feedback.MaxSearchTotal/20 || p.Data[0].Text != fmt.Sprintf("great session %d", n-1) {
			t.Errorf("first page: %d pages, first %q", p.TotalPages, p.Data[0].Text)
		}
		// Deep pages keep the order.
		if p := find(great, 50); p.Data[0].Text != fmt.Sprintf("great session %d", n-1-49*20) {
			t.Errorf("page 50 starts with %q", p.Data[0].Text)
		}
		// The same totals when the matches are looked up, not walked (on
		// PostgreSQL counted by the query of the page).
		looking := feedback.NewBunStore(db)
		feedback.SetWalkRows(looking, 0)
		for _, c := range []struct {
			page, total int
			capped      bool
			sentiment   analysis.Sentiment
		}{{1, feedback.MaxSearchTotal, true, ""}, {3, feedback.MaxSearchTotal, true, ""}, {51, n, false, ""}, {60, n, false, ""}, {1, 11, false, analysis.Negative}} {
			filter := feedback.ItemFilter{OrgID: f.acme, AllRooms: true, SearchTokens: []string{"great"}, Sentiment: c.sentiment}
			_, total, err := looking.FindItems(context.Background(), filter, feedbackkit.PageRequest{Page: c.page, Limit: 20})
			if err != nil || total != (feedback.Total{N: c.total, Capped: c.capped}) {
				t.Errorf("looked up, page %d %s: total %+v, %v; want %d capped %v", c.page, c.sentiment, total, err, c.total, c.capped)
			}
		}
	})
}

// TestSearchPageSteps checks the pages of searches that the store finds by
// reading the newest items of the other conditions first (see
// BunStore.findSearchPage) against those that looking up every match
// finds: first and deep pages, two words, words rare among the items a
// filter selects, a room, a range of days, tags, and rare words, which are
// looked up after the newest items did not hold a page of them.
func TestSearchPageSteps(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		const walk = 100
		walks := &queryLog{match: fmt.Sprintf("LIMIT %d)", walk)}
		lookups := &queryLog{match: "f.id DESC LIMIT 20", except: `WITH "w"`}
		db = db.WithQueryHook(walks).WithQueryHook(lookups)
		walking := feedback.NewBunStore(db)
		feedback.SetWalkRows(walking, walk)
		f := newFixtureOn(t, db, walking, feedback.Config{})
		base := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
		var items []*feedback.Item
		for i := range 1005 {
			s, text, room := analysis.Positive, fmt.Sprintf("great session %d", i), f.lobby
			if i%100 == 0 {
				s = analysis.Negative
			}
			if i%3 == 0 {
				text = fmt.Sprintf("a quiet morning %d", i)
			}
			if i%300 == 1 {
				text = "the projector broke"
			}
			if i%10 == 0 {
				room = f.secret
			}
			var tags []string
			if i%7 == 0 {
				tags = []string{"pace"}
			}
			items = append(items, &feedback.Item{OrgID: f.acme, RoomID: room.ID, EventType: room.Name, InstructorID: aliceID,
				Text: text, Sentiment: s, Tags: tags, CreatedAt: base.Add(time.Duration(i*7%1005) * time.Minute)})
		}
		if err := f.svc.ImportItems(ctx, items); err != nil {
			t.Fatal(err)
		}
		looking := feedback.NewBunStore(db)
		feedback.SetWalkRows(looking, 0) // never reads the newest items first
		at := func(minutes int) *time.Time { t := base.Add(time.Duration(minutes) * time.Minute); return &t }
		for _, c := range []struct {
			name          string
			filter        feedback.ItemFilter
			page          int
			walked, found bool // whether the newest items were read, and held the page
			all           bool // whether those were all the items of the filter
		}{
			{"first page", feedback.ItemFilter{SearchTokens: []string{"great"}}, 1, true, true, false},
			{"page 3", feedback.ItemFilter{SearchTokens: []string{"great"}}, 3, true, true, false},
			{"two words", feedback.ItemFilter{SearchTokens: []string{"great", "session"}, Sentiment: analysis.Positive}, 2, true, true, false},
			{"deep page", feedback.ItemFilter{SearchTokens: []string{"great"}}, 30, false, false, false},
			// The negative items are fewer than the walk reads (11).
			{"rare among the filtered", feedback.ItemFilter{SearchTokens: []string{"great"}, Sentiment: analysis.Negative}, 1, true, true, true},
			{"room", feedback.ItemFilter{SearchTokens: []string{"quiet"}, RoomID: f.secret.ID}, 1, true, true, false},
			// The room's negative items are fewer than the walk reads: the
			// walk's 4 matches are all there are.
			{"room and sentiment", feedback.ItemFilter{SearchTokens: []string{"quiet"}, RoomID: f.secret.ID, Sentiment: analysis.Negative}, 1, true, true, true},
			{"days", feedback.ItemFilter{SearchTokens: []string{"great"}, Start: at(200), End: at(24*60 + 300)}, 1, true, true, false},
			{"rare words in days", feedback.ItemFilter{SearchTokens: []string{"projector"}, Start: at(200), End: at(24*60 + 300)}, 1, true, false, false},
			{"rare words", feedback.ItemFilter{SearchTokens: []string{"projector"}}, 1, true, false, false},
			// One tag: the walk reads the newest items holding it.
			{"tag", feedback.ItemFilter{SearchTokens: []string{"great"}, Tags: []string{"Pace"}}, 1, true, true, false},
			{"tag and sentiment", feedback.ItemFilter{SearchTokens: []string{"great"}, Tags: []string{"PACE"}, Sentiment: analysis.Positive}, 2, true, true, false},
			{"rare words in a tag", feedback.ItemFilter{SearchTokens: []string{"projector"}, Tags: []string{"pace"}}, 1, true, false, false},
			// Two tags, or a tag and a room: the walk reads the newest
			// items of the other conditions, and checks the tags.
			{"tags and page 2", feedback.ItemFilter{SearchTokens: []string{"quiet"}, Tags: []string{"pace", "slides"}}, 2, true, false, false},
			{"tag and room", feedback.ItemFilter{SearchTokens: []string{"great"}, Tags: []string{"pace"}, RoomID: f.lobby.ID}, 1, true, false, false},
		} {
			c.filter.OrgID, c.filter.AllRooms = f.acme, true
			page := feedbackkit.PageRequest{Page: c.page, Limit: 20}
			walked, looked := walks.count(), lookups.count()
			got, gotTotal, err := walking.FindItems(ctx, c.filter, page)
			if err != nil {
				t.Fatal(err)
			}
			walked, looked = walks.count()-walked, lookups.count()-looked
			if (walked > 0) != c.walked || (looked > 0) == c.found {
				t.Errorf("%s: %d walks and %d lookups, want walked %v and found %v", c.name, walked, looked, c.walked, c.found)
			}
			want, wantTotal, err := looking.FindItems(ctx, c.filter, page)
			if err != nil {
				t.Fatal(err)
			}
			if len(want) == 0 || fmt.Sprint(ids(got)) != fmt.Sprint(ids(want)) {
				t.Errorf("%s: %v, want %v", c.name, ids(got), ids(want))
			}
			// A page found among the newest items is counted among them: a
			// lower bound, unless they were all the filter's items.
			if c.found && !c.all && (!gotTotal.Capped || gotTotal.N < page.Offset()+page.Limit || gotTotal.N > wantTotal.N) {
				t.Errorf("%s: total %+v, want a lower bound of %+v", c.name, gotTotal, wantTotal)
			}
			if (!c.found || c.all) && gotTotal != wantTotal {
				t.Errorf("%s: total %+v, want %+v", c.name, gotTotal, wantTotal)
			}
		}
	})
}

// TestSearchTotalAmongNewest checks the total of a search whose page the
// newest items of the filter hold: the matches among those items, a lower
// bound when the filter holds more items, exact when it holds no more.
func TestSearchTotalAmongNewest(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		store := feedback.NewBunStore(db)
		feedback.SetWalkRows(store, 100)
		f := newFixtureOn(t, db, store, feedback.Config{})
		base := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
		var items []*feedback.Item
		for i := range 300 {
			// Every other item holds "great" and every fifth "projector"
			// (20 of the newest 100); the secret room has the newest 60
			// items, the lobby the 240 before them.
			text, room := fmt.Sprintf("a quiet morning %d", i), f.lobby
			if i%2 == 0 {
				text = fmt.Sprintf("great session %d", i)
			}
			if i%5 == 0 {
				text += " projector"
			}
			if i >= 240 {
				room = f.secret
			}
			items = append(items, &feedback.Item{OrgID: f.acme, RoomID: room.ID, EventType: room.Name, InstructorID: aliceID,
				Text: text, Sentiment: analysis.Positive, CreatedAt: base.Add(time.Duration(i) * time.Minute)})
		}
		if err := f.svc.ImportItems(ctx, items); err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			name string
			word string
			room string
			page int
			want feedback.Total
		}{
			{"more items than the walk", "great", "", 1, feedback.Total{N: 50, Capped: true}},
			{"page 2 of them", "great", "", 2, feedback.Total{N: 50, Capped: true}},
			{"a room of fewer items", "great", f.secret.ID, 1, feedback.Total{N: 30}},
			// The newest items hold the page and no match past it: the
			// matches are counted, lest the list end at this page.
			{"no match past the page", "projector", "", 1, feedback.Total{N: 60}},
		} {
			filter := feedback.ItemFilter{OrgID: f.acme, AllRooms: true, RoomID: c.room, SearchTokens: []string{c.word}}
			got, total, err := store.FindItems(ctx, filter, feedbackkit.PageRequest{Page: c.page, Limit: 20})
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != 20 || total != c.want {
				t.Errorf("%s: %d items, total %+v; want 20, %+v", c.name, len(got), total, c.want)
			}
		}
	})
}

// queryLog counts the queries that contain match, and not except.
type queryLog struct {
	match, except string
	mu            sync.Mutex
	n             int
}

func (l *queryLog) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context { return ctx }

func (l *queryLog) AfterQuery(_ context.Context, e *bun.QueryEvent) {
	if strings.Contains(e.Query, l.match) && (l.except == "" || !strings.Contains(e.Query, l.except)) {
		l.mu.Lock()
		l.n++
		l.mu.Unlock()
	}
}

func (l *queryLog) count() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.n
}

// TestItemTagsFollowChanges checks that feedback_item_tags holds a row per
// item and tag in lower case, with the item's organization and creation
// time, whatever changed the items: imports and submissions, deletions
// (of items, and of a room's items by the Service), and updates of an
// item's tags, creation time or organization (which no Service makes, but
// a host program's own SQL may). Deletions that cascade from a room's or
// an organization's row fire the same delete triggers.
func TestItemTagsFollowChanges(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		f := newFixture(t, db, feedback.Config{})
		base := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
		var items []*feedback.Item
		for i := range 40 {
			room := f.lobby
			if i%4 == 0 {
				room = f.secret
			}
			var tags []string
			switch i % 3 {
			case 0:
				tags = []string{"Pace"}
			case 1:
				tags = []string{"pace", "PACE", "Slides"}
			}
			items = append(items, &feedback.Item{OrgID: f.acme, RoomID: room.ID, EventType: room.Name, InstructorID: aliceID,
				Text: fmt.Sprintf("item %d", i), Sentiment: analysis.Neutral, Tags: tags, CreatedAt: base.Add(time.Duration(i) * time.Minute)})
		}
		if err := f.svc.ImportItems(ctx, items); err != nil {
			t.Fatal(err)
		}
		if _, err := f.svc.Submit(ctx, feedback.Submission{InstructorID: aliceID, EventType: "lobby", Text: "submitted", Tags: []string{"Slides"}}); err != nil {
			t.Fatal(err)
		}
		check := func(stage string, want int) {
			t.Helper()
			var kept []struct {
				ID    string `bun:"id"`
				OrgID string `bun:"organization_id"`
				Tags  string `bun:"tags"`
			}
			if err := db.NewSelect().TableExpr("feedback_items").ColumnExpr("id, organization_id, CAST(tags AS TEXT) AS tags").Scan(ctx, &kept); err != nil {
				t.Fatal(err)
			}
			var expected []string
			for _, it := range kept {
				var tags []string
				if err := json.Unmarshal([]byte(it.Tags), &tags); err != nil {
					t.Fatal(err)
				}
				for _, tag := range tags {
					if row := it.OrgID + " " + strings.ToLower(tag) + " " + it.ID; !slices.Contains(expected, row) {
						expected = append(expected, row)
					}
				}
			}
			var got []string
			if err := db.NewSelect().TableExpr("feedback_item_tags").ColumnExpr("organization_id || ' ' || tag || ' ' || item_id").Scan(ctx, &got); err != nil {
				t.Fatal(err)
			}
			slices.Sort(expected)
			slices.Sort(got)
			if !slices.Equal(got, expected) || len(got) != want {
				t.Errorf("%s: %d rows %q, want %d: %q", stage, len(got), got, want, expected)
			}
			stale, err := db.NewSelect().TableExpr("feedback_item_tags AS g").
				Where("NOT EXISTS (SELECT 1 FROM feedback_items AS f WHERE f.id = g.item_id AND f.organization_id = g.organization_id AND f.created_at = g.created_at)").
				Count(ctx)
			if err != nil || stale != 0 {
				t.Errorf("%s: %d rows whose organization or creation time is not their item's, %v", stage, stale, err)
			}
		}
		// 14 items tagged Pace, 13 pace and Slides (once each), the submission Slides.
		check("imported and submitted", 14+2*13+1)
		var ids []string
		for _, it := range items[:6] {
			ids = append(ids, it.ID)
		}
		if n, err := f.svc.DeleteItems(f.admin(), ids); err != nil || n != 6 {
			t.Fatalf("deleted %d, %v", n, err)
		}
		check("deleted", 14+2*13+1-2-2*2)
		for _, u := range []struct {
			set string
			arg any
			id  string
		}{
			{"tags = ?", `["Noise", "noise", "Pace"]`, items[10].ID}, // pace and Slides before
			{"tags = ?", `[]`, items[12].ID},                         // Pace before
			{"created_at = ?", base.AddDate(0, 1, 0), items[13].ID},
			{"organization_id = ?", f.other, items[15].ID},
		} {
			if _, err := db.NewUpdate().Table("feedback_items").Set(u.set, u.arg).Where("id = ?", u.id).Exec(ctx); err != nil {
				t.Fatal(err)
			}
		}
		check("updated", 14+2*13+1-2-2*2-1)
		if err := feedback.DeleteRoom(f.svc, ctx, f.acme, f.secret.ID, ""); err != nil {
			t.Fatal(err)
		}
		// The secret room holds items 8, 12, ... 36 of those left: 24 and
		// 36 tagged Pace, 16 and 28 pace and Slides.
		check("room deleted", 14+2*13+1-2-2*2-1-2-2*2)
	})
}
