package feedback_test

import (
	"context"
	"fmt"
	"math"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/internal/analysistest"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// texts returns the texts of items, sorted.
func texts(items []*feedback.Item) []string {
	out := []string{}
	for _, it := range items {
		out = append(out, it.Text)
	}
	sort.Strings(out)
	return out
}

func TestSearch(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db, feedback.Config{})
		for _, s := range []string{
			"The projector was broken again",
			"Great projector and clear slides",
			"100% of the slides had typos; 50_50 chance",
			"She said \"NEAR(projector slides)\" * - twice",
			"' OR 1=1 -- was written on the board",
			"Café au lait in the break 😀",
			"Nothing to report",
		} {
			f.submit(s, "neutral")
		}
		search := func(q string) ([]string, error) {
			page, err := f.svc.FindItems(f.admin(), feedback.Filter{Search: q}, feedbackkit.PageRequest{})
			return texts(page.Data), err
		}
		for _, c := range []struct {
			q    string
			want []string
		}{
			{"projector", []string{"Great projector and clear slides", "She said \"NEAR(projector slides)\" * - twice", "The projector was broken again"}},
			{"PROJECTOR broken", []string{"The projector was broken again"}},
			{"projector -broken", []string{"The projector was broken again"}}, // "-" is no operator: every word is required
			{"slides projector", []string{"Great projector and clear slides", "She said \"NEAR(projector slides)\" * - twice"}},
			{"\"board\"", []string{"' OR 1=1 -- was written on the board"}},
			{"café", []string{"Café au lait in the break 😀"}},
			{"break", []string{"Café au lait in the break 😀"}},
			{"typos", []string{"100% of the slides had typos; 50_50 chance"}},
			{"absent", []string{}},
		} {
			got, err := search(c.q)
			if err != nil || fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Errorf("search %q: %q, %v; want %q", c.q, got, err, c.want)
			}
		}
		// Hostile input never fails: it finds what its words find.
		for _, q := range []string{
			"%", "_", "%%", "'", "''", "\"", "\"\"\"", "' OR 1=1 --", "'; DROP TABLE feedback_items; --",
			"NEAR(", "NEAR(a b", "*", "a*", "-", "- -", "^", ":", "col:val", "feedback:projector", "(", ")", "AND", "OR NOT",
			"😀", "🔥💯", "\\", "\\'", "$1", "?", "??", "{}", "[", "<script>", "\u200b", "a\u0301",
			strings.Repeat("x ", 200), strings.Repeat("(", 100), strings.Repeat("\"", feedback.MaxSearchLength),
		} {
			if _, err := search(q); err != nil {
				t.Errorf("search %q: %v", q, err)
			}
		}
		_, err := search(strings.Repeat("x", feedback.MaxSearchLength+1))
		wantCode(t, "search too long", err, feedbackkit.CodeValidationFailed)
		_, err = search("a\x00b")
		wantCode(t, "NUL in search", err, feedbackkit.CodeValidationFailed)
		_, err = search("\xff\xfe")
		wantCode(t, "invalid UTF-8 search", err, feedbackkit.CodeValidationFailed)
		if got, _ := search("' OR 1=1 --"); len(got) != 1 {
			t.Errorf("search ' OR 1=1 -- found %q, want only the item with those words", got)
		}
		if got, _ := search("%"); len(got) != 0 {
			t.Errorf("search %% found %q, want nothing", got)
		}
	})
}

func TestFilters(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db, feedback.Config{})
		ctx := context.Background()
		day := func(d int) time.Time { return time.Date(2026, 3, d, 9, 30, 0, 0, time.UTC) }
		add := func(d int, instructor, room, text, sentiment string) {
			f.clock.Set(day(d))
			if _, err := f.svc.Submit(ctx, feedback.Submission{InstructorID: instructor, EventType: room, Text: text, Sentiment: sentiment}); err != nil {
				t.Fatal(err)
			}
		}
		add(1, aliceID, "lobby", "one", "positive")
		add(2, aliceID, "lobby", "two", "negative")
		add(3, bobID, "secret", "three", "positive")
		add(4, bobID, "secret", "four", "neutral")
		add(5, aliceID, "lobby", "five", "positive")
		ptr := func(t time.Time) *time.Time { return &t }
		for _, c := range []struct {
			what string
			f    feedback.Filter
			want string
		}{
			{"all", feedback.Filter{}, "five four three two one"},
			{"sentiment", feedback.Filter{Sentiment: analysis.Positive}, "five three one"},
			{"room, any case", feedback.Filter{EventType: "SECRET"}, "four three"},
			{"unknown room", feedback.Filter{EventType: "Nowhere"}, ""},
			{"instructor", feedback.Filter{InstructorID: aliceID}, "five two one"},
			{"from", feedback.Filter{Start: ptr(day(3))}, "five four three"},
			{"until (inclusive)", feedback.Filter{End: ptr(day(2))}, "two one"},
			{"range", feedback.Filter{Start: ptr(day(2)), End: ptr(day(4))}, "four three two"},
			{"combined", feedback.Filter{Sentiment: analysis.Positive, EventType: "lobby", Start: ptr(day(2)), Search: "five"}, "five"},
		} {
			page, err := f.svc.FindItems(f.admin(), c.f, feedbackkit.PageRequest{})
			var got []string
			for _, it := range page.Data {
				got = append(got, it.Text)
			}
			if err != nil || strings.Join(got, " ") != c.want || page.Total != len(got) {
				t.Errorf("%s: %q (total %d), %v; want %q", c.what, got, page.Total, err, c.want)
			}
		}
		_, err := f.svc.FindItems(f.admin(), feedback.Filter{Start: ptr(day(4)), End: ptr(day(2))}, feedbackkit.PageRequest{})
		wantCode(t, "end before start", err, feedbackkit.CodeValidationFailed)
		// Year 10000 once in UTC, which neither database keeps.
		_, err = f.svc.FindItems(f.admin(), feedback.Filter{End: ptr(time.Date(9999, 12, 31, 23, 0, 0, 0, time.FixedZone("-02:00", -7200)))}, feedbackkit.PageRequest{})
		wantCode(t, "end in year 10000", err, feedbackkit.CodeValidationFailed)
		_, err = f.svc.FindItems(f.admin(), feedback.Filter{Sentiment: "happy"}, feedbackkit.PageRequest{})
		wantCode(t, "bad sentiment", err, feedbackkit.CodeValidationFailed)

		// Pagination: 5 items by 2.
		for _, c := range []struct{ page, n, pages int }{{1, 2, 3}, {2, 2, 3}, {3, 1, 3}, {4, 0, 3}} {
			page, err := f.svc.FindItems(f.admin(), feedback.Filter{}, feedbackkit.PageRequest{Page: c.page, Limit: 2})
			if err != nil || len(page.Data) != c.n || page.Total != 5 || page.TotalPages != c.pages || page.Page != c.page || page.Limit != 2 {
				t.Errorf("page %d: %d items, %+v, %v", c.page, len(page.Data), page, err)
			}
		}
		_, err = f.svc.FindItems(f.admin(), feedback.Filter{}, feedbackkit.PageRequest{Page: -1})
		wantCode(t, "page -1", err, feedbackkit.CodeValidationFailed)
		if page, err := f.svc.FindItems(f.admin(), feedback.Filter{}, feedbackkit.PageRequest{Page: math.MaxInt, Limit: 2}); err != nil || len(page.Data) != 0 || page.Total != 5 {
			t.Errorf("page MaxInt: %d items of %d, %v; want none of 5", len(page.Data), page.Total, err)
		}
	})
}

func TestTrends(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db, feedback.Config{})
		at := func(ts string, sentiment string) {
			tm, err := time.Parse(time.RFC3339Nano, ts)
			if err != nil {
				t.Fatal(err)
			}
			f.clock.Set(tm)
			f.submit("", sentiment)
		}
		// 2026-03-02 is a Monday.
		at("2026-03-02T00:00:00Z", "positive")
		at("2026-03-02T23:59:59.999999Z", "negative")
		at("2026-03-04T10:00:00+05:00", "positive") // 05:00 UTC
		at("2026-03-08T23:30:00Z", "neutral")       // Sunday: still the week of the 2nd
		at("2026-03-09T00:00:01Z", "positive")      // next Monday
		at("2026-04-01T12:00:00Z", "negative")
		f.clock.Set(time.Date(2026, 4, 2, 8, 0, 0, 0, time.UTC))

		start := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
		end := time.Date(2026, 4, 1, 23, 59, 59, 0, time.UTC)
		trend := func(iv feedback.Interval) []feedback.TrendPoint {
			t.Helper()
			pts, err := f.svc.Trends(f.admin(), feedback.Filter{Start: &start, End: &end}, iv)
			if err != nil {
				t.Fatal(err)
			}
			return pts
		}
		days := trend(feedback.Day)
		if len(days) != 32 {
			t.Fatalf("%d day buckets, want 32", len(days))
		}
		want := map[string][4]int{ // positive, neutral, negative, total
			"2026-03-02": {1, 0, 1, 2}, "2026-03-04": {1, 0, 0, 1}, "2026-03-08": {0, 1, 0, 1},
			"2026-03-09": {1, 0, 0, 1}, "2026-04-01": {0, 0, 1, 1},
		}
		sum := 0
		for _, p := range days {
			w := want[p.Date.Format(time.DateOnly)]
			if got := [4]int{p.Positive, p.Neutral, p.Negative, p.Total}; got != w {
				t.Errorf("day %s: %v, want %v", p.Date.Format(time.DateOnly), got, w)
			}
			sum += p.Total
		}
		if sum != 6 || days[0].Date != start {
			t.Errorf("day buckets sum to %d from %s", sum, days[0].Date)
		}
		weeks := trend(feedback.Week)
		var got []string
		for _, p := range weeks {
			got = append(got, fmt.Sprintf("%s:%d/%d/%d", p.Date.Format(time.DateOnly), p.Positive, p.Neutral, p.Negative))
		}
		if w := "2026-02-23:0/0/0 2026-03-02:2/1/1 2026-03-09:1/0/0 2026-03-16:0/0/0 2026-03-23:0/0/0 2026-03-30:0/0/1"; strings.Join(got, " ") != w {
			t.Errorf("weeks %s, want %s", strings.Join(got, " "), w)
		}
		months := trend(feedback.Month)
		if len(months) != 2 || months[0].Total != 5 || months[1].Total != 1 || months[1].Date != time.Date(2026, 4, 1, 0, 0, 0, 0, time.UTC) {
			t.Errorf("months %+v", months)
		}
		// Filters apply; the default range is the last 30 days.
		pos := feedback.Filter{Sentiment: analysis.Positive, Start: &start, End: &end}
		pts, err := f.svc.Trends(f.admin(), pos, feedback.Month)
		if err != nil || pts[0].Total != 3 || pts[0].Negative != 0 {
			t.Errorf("positive months %+v, %v", pts, err)
		}
		pts, err = f.svc.Trends(f.admin(), feedback.Filter{}, "")
		if err != nil || len(pts) != 31 || pts[len(pts)-1].Date != time.Date(2026, 4, 2, 0, 0, 0, 0, time.UTC) {
			t.Fatalf("default trend: %d buckets, %v", len(pts), err)
		}
		sum = 0
		for _, p := range pts {
			sum += p.Total
		}
		if sum != 4 { // buckets from 2026-03-03: the items of the 4th, 8th, 9th and April 1st
			t.Errorf("default trend sums to %d, want 4", sum)
		}
		_, err = f.svc.Trends(f.admin(), feedback.Filter{}, "hour")
		wantCode(t, "bad interval", err, feedbackkit.CodeValidationFailed)
		long := time.Date(1990, 1, 1, 0, 0, 0, 0, time.UTC)
		_, err = f.svc.Trends(f.admin(), feedback.Filter{Start: &long}, feedback.Day)
		wantCode(t, "too many buckets", err, feedbackkit.CodeValidationFailed)
		_, err = f.svc.Trends(f.admin(), feedback.Filter{Start: new(time.Date(0, 12, 31, 0, 0, 0, 0, time.UTC))}, feedback.Month)
		wantCode(t, "a start in year 0", err, feedbackkit.CodeValidationFailed)
		if _, err = f.svc.Trends(f.admin(), feedback.Filter{Start: &long}, feedback.Month); err != nil {
			t.Errorf("36 years of months: %v", err)
		}
	})
}

func TestWordCloud(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db, feedback.Config{MaxWordCloudTexts: 3})
		f.submit("The projector is broken", "")
		f.submit("Projector broken; the slides are fine", "")
		f.submit("", "positive")
		f.submit("Slides slides SLIDES! It's the teacher's 2nd time, don't worry", "")
		f.submit("Projector projector", "") // newest first: the first text is beyond MaxWordCloudTexts
		wc, err := f.svc.WordCloud(f.admin(), feedback.Filter{}, 0)
		if err != nil {
			t.Fatal(err)
		}
		if len(wc.Texts) != 3 || wc.Texts[0] != "Projector projector" {
			t.Errorf("texts %q", wc.Texts)
		}
		var got []string
		for _, w := range wc.Words {
			got = append(got, fmt.Sprintf("%s:%d", w.Word, w.Count))
		}
		if w := "slides:4 projector:3 2nd:1 broken:1 fine:1 teacher:1 time:1 worry:1"; strings.Join(got, " ") != w {
			t.Errorf("words %s, want %s", strings.Join(got, " "), w)
		}
		wc, err = f.svc.WordCloud(f.admin(), feedback.Filter{Search: "%"}, 0)
		if err != nil || len(wc.Texts) != 0 || len(wc.Words) != 0 {
			t.Errorf("empty cloud %+v, %v", wc, err)
		}
	})
}

func TestDeleteAndRoomHooks(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db, feedback.Config{})
		ctx := context.Background()
		a := f.submit("projector one", "")
		b := f.submit("projector two", "")
		c, _ := f.svc.Submit(ctx, feedback.Submission{InstructorID: bobID, EventType: "secret", Text: "projector three"})
		theirs, err := f.svc.Submit(ctx, feedback.Submission{InstructorID: "olga-instructor", EventType: "lobby", Text: "projector four"})
		if err != nil {
			t.Fatal(err)
		}
		_, err = f.svc.DeleteItems(f.as("bob", f.acme, feedbackkit.RoleUser), []string{a.ID})
		wantCode(t, "user deletes", err, feedbackkit.CodeInsufficientRole)
		_, err = f.svc.DeleteItems(f.admin(), nil)
		wantCode(t, "no ids", err, feedbackkit.CodeValidationFailed)
		_, err = f.svc.DeleteItems(f.admin(), make([]string, feedback.MaxDeleteIDs+1))
		wantCode(t, "too many ids", err, feedbackkit.CodeValidationFailed)
		_, err = f.svc.DeleteItems(f.admin(), []string{a.ID, ""})
		wantCode(t, "empty id", err, feedbackkit.CodeValidationFailed)
		n, err := f.svc.DeleteItems(f.admin(), []string{a.ID, theirs.ID, "missing", a.ID})
		if err != nil || n != 1 {
			t.Errorf("delete: %d, %v; want 1", n, err)
		}
		if _, err := f.svc.FindItem(f.as("olga", f.other, feedbackkit.RoleOwner), theirs.ID); err != nil {
			t.Errorf("another org's item was touched: %v", err)
		}
		// The search index follows deletions.
		page, _ := f.svc.FindItems(f.admin(), feedback.Filter{Search: "projector"}, feedbackkit.PageRequest{})
		if fmt.Sprint(texts(page.Data)) != "[projector three projector two]" {
			t.Errorf("after delete, search finds %q", texts(page.Data))
		}

		// Renaming in a transaction that rolls back changes nothing.
		err = database.InTx(ctx, db, func(ctx context.Context) error {
			if err := feedback.RenameRoom(f.svc, ctx, f.acme, f.lobby.ID, "Hall"); err != nil {
				return err
			}
			return fmt.Errorf("rolled back")
		})
		if err == nil || f.item(b.ID).EventType != "Lobby" {
			t.Errorf("rolled-back rename: %v, %q", err, f.item(b.ID).EventType)
		}
		err = database.InTx(ctx, db, func(ctx context.Context) error {
			return feedback.RenameRoom(f.svc, ctx, f.acme, f.lobby.ID, "Hall")
		})
		if err != nil || f.item(b.ID).EventType != "Hall" || f.item(c.ID).EventType != "Secret" {
			t.Errorf("rename: %v, %q, %q", err, f.item(b.ID).EventType, f.item(c.ID).EventType)
		}
		if it, _ := f.svc.FindItem(f.as("olga", f.other, feedbackkit.RoleOwner), theirs.ID); it.EventType != "Lobby" {
			t.Errorf("another org's room renamed: %q", it.EventType)
		}
		err = database.InTx(ctx, db, func(ctx context.Context) error {
			return feedback.DeleteRoom(f.svc, ctx, f.acme, f.secret.ID, "Secret")
		})
		if _, ferr := f.svc.FindItem(f.admin(), c.ID); err != nil || feedbackkit.ErrorCode(ferr) != feedbackkit.CodeNotFound {
			t.Errorf("delete room: %v, item: %v", err, ferr)
		}
		page, _ = f.svc.FindItems(f.admin(), feedback.Filter{Search: "projector"}, feedbackkit.PageRequest{})
		if fmt.Sprint(texts(page.Data)) != "[projector two]" {
			t.Errorf("after room deletion, search finds %q", texts(page.Data))
		}
	})
}

func TestTestConcern(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		down := &analysistest.Flaky{Failures: 1 << 30}
		f := newFixture(t, db, feedback.Config{Analyzer: &analysis.Fallback{Primary: down, Secondary: analysis.NewLocal()}})
		c, err := f.svc.TestConcern(f.admin(), "I will kill you after class tomorrow")
		if err != nil || !c.IsSerious || !contains(c.Categories, analysis.CategoryThreats) || c.Reason == "" {
			t.Errorf("threat (provider down, offline fallback): %+v, %v", c, err)
		}
		c, err = f.svc.TestConcern(f.admin(), "Great lecture, thanks")
		if err != nil || c.IsSerious || c.Categories == nil {
			t.Errorf("praise: %+v, %v", c, err)
		}
		_, err = f.svc.TestConcern(f.as("bob", f.acme, feedbackkit.RoleUser), "x")
		wantCode(t, "user", err, feedbackkit.CodeInsufficientRole)
		_, err = f.svc.TestConcern(f.admin(), "  ")
		wantCode(t, "empty", err, feedbackkit.CodeValidationFailed)
		_, err = f.svc.TestConcern(f.admin(), strings.Repeat("a", feedback.MaxTextLength+1))
		wantCode(t, "too long", err, feedbackkit.CodeValidationFailed)
		if n := f.count(); n != 0 {
			t.Errorf("the test stored %d items", n)
		}
	})
}

func TestTagsFilter(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db, feedback.Config{})
		ctx := context.Background()
		for _, s := range []struct {
			text string
			tags []string
		}{{"fast talk", []string{"pace"}}, {"tiny font", []string{"slides"}}, {"both at once", []string{"Pace", "Slides"}}, {"no tags", nil}} {
			if _, err := f.svc.Submit(ctx, feedback.Submission{InstructorID: aliceID, EventType: "lobby", Text: s.text, Tags: s.tags}); err != nil {
				t.Fatal(err)
			}
		}
		for _, c := range []struct {
			tags []string
			want []string
		}{
			{[]string{"pace"}, []string{"both at once", "fast talk"}},
			{[]string{"SLIDES"}, []string{"both at once", "tiny font"}},
			{[]string{"pace", "slides"}, []string{"both at once", "fast talk", "tiny font"}},
			{[]string{"absent"}, []string{}},
			{[]string{"'; DROP TABLE feedback_items; --", "%"}, []string{}},
			{nil, []string{"both at once", "fast talk", "no tags", "tiny font"}},
		} {
			page, err := f.svc.FindItems(f.admin(), feedback.Filter{Tags: c.tags}, feedbackkit.PageRequest{})
			if got := texts(page.Data); err != nil || fmt.Sprint(got) != fmt.Sprint(c.want) || page.Total != len(c.want) {
				t.Errorf("tags %q: %q (total %d), %v; want %q", c.tags, got, page.Total, err, c.want)
			}
			points, err := f.svc.Trends(f.admin(), feedback.Filter{Tags: c.tags}, feedback.Day)
			if n := sumTotals(points); err != nil || n != len(c.want) {
				t.Errorf("tags %q: trend total %d, %v; want %d", c.tags, n, err, len(c.want))
			}
		}
		// A list of one tag reads its items in time order from the tags'
		// table, and counts them there: its pages follow each other, and
		// another organization's items of the same tag do not count.
		theirs := &feedback.Item{OrgID: f.other, RoomID: f.theirs.ID, EventType: f.theirs.Name, InstructorID: "olga-instructor",
			Text: "theirs", Sentiment: analysis.Neutral, Tags: []string{"pace"}, CreatedAt: f.clock.Now()}
		if err := f.svc.ImportItems(ctx, []*feedback.Item{theirs}); err != nil {
			t.Fatal(err)
		}
		for n, want := range []string{"both at once", "fast talk"} {
			page, err := f.svc.FindItems(f.admin(), feedback.Filter{Tags: []string{"PACE"}}, feedbackkit.PageRequest{Page: n + 1, Limit: 1})
			if got := texts(page.Data); err != nil || fmt.Sprint(got) != fmt.Sprint([]string{want}) || page.Total != 2 {
				t.Errorf("tag pace, page %d of 1 item: %q (total %d), %v; want %q", n+1, got, page.Total, err, want)
			}
		}
		wc, err := f.svc.WordCloud(f.admin(), feedback.Filter{Tags: []string{"slides"}}, 0)
		if err != nil || fmt.Sprint(wc.Texts) != "[both at once tiny font]" {
			t.Errorf("word cloud of a tag: %q, %v", wc.Texts, err)
		}
		_, err = f.svc.FindItems(f.admin(), feedback.Filter{Tags: []string{"ok", " "}}, feedbackkit.PageRequest{})
		wantCode(t, "empty tag", err, feedbackkit.CodeValidationFailed)
		_, err = f.svc.FindItems(f.admin(), feedback.Filter{Tags: []string{strings.Repeat("x", feedbackkit.MaxTagLength+1)}}, feedbackkit.PageRequest{})
		wantCode(t, "long tag", err, feedbackkit.CodeValidationFailed)
	})
}

// sumTotals is the number of items of a trend.
func sumTotals(points []feedback.TrendPoint) int {
	n := 0
	for _, p := range points {
		n += p.Total
	}
	return n
}

func TestWordCloudWords(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db, feedback.Config{})
		f.submit("alpha beta gamma delta alpha beta alpha", "")
		for _, c := range []struct {
			words int
			want  string
		}{{1, "[alpha]"}, {2, "[alpha beta]"}, {0, "[alpha beta delta gamma]"}, {feedback.MaxWordCloudWords, "[alpha beta delta gamma]"}} {
			wc, err := f.svc.WordCloud(f.admin(), feedback.Filter{}, c.words)
			var got []string
			if wc != nil {
				for _, w := range wc.Words {
					got = append(got, w.Word)
				}
			}
			if err != nil || fmt.Sprint(got) != c.want {
				t.Errorf("%d words: %q, %v; want %s", c.words, got, err, c.want)
			}
		}
		for _, n := range []int{-1, feedback.MaxWordCloudWords + 1} {
			_, err := f.svc.WordCloud(f.admin(), feedback.Filter{}, n)
			wantCode(t, fmt.Sprint(n, " words"), err, feedbackkit.CodeValidationFailed)
		}
	})
}
