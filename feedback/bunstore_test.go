package feedback_test

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// TestBunStore checks what the Service tests do not reach of the Bun
// store: its errors, its transactions and the analysis round trip.
func TestBunStore(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		if err := feedback.Migrate(ctx, db); err != nil {
			t.Fatal(err)
		}
		s := feedback.NewBunStore(db)
		at := time.Date(2026, 3, 10, 12, 0, 0, 0, time.UTC)
		item := func(id string) *feedback.Item {
			return &feedback.Item{ID: id, OrgID: "org-a", RoomID: "room-1", EventType: "Lobby", InstructorID: "i",
				Source: feedback.SourceRoom, Text: "text " + id, Sentiment: analysis.Neutral, AnalysisPending: true, CreatedAt: at}
		}
		rollBack := errors.New("roll back")

		// A taken ID is refused, batched or in a transaction; a rolled-back
		// item is not stored.
		if err := s.InsertItem(ctx, item("a")); err != nil {
			t.Fatal(err)
		}
		wantCode(t, "batched duplicate", s.InsertItem(ctx, item("a")), feedbackkit.CodeAlreadyExists)
		err := s.InTx(ctx, func(ctx context.Context) error { return s.InsertItem(ctx, item("a")) })
		wantCode(t, "duplicate in a transaction", err, feedbackkit.CodeAlreadyExists)
		err = s.InTx(ctx, func(ctx context.Context) error {
			if err := s.InsertItem(ctx, item("b")); err != nil {
				return err
			}
			return rollBack
		})
		_, ferr := s.FindItem(ctx, "org-a", "b")
		if err != rollBack || feedbackkit.ErrorCode(ferr) != feedbackkit.CodeNotFound {
			t.Errorf("rolled-back insert: %v, then %v", err, ferr)
		}
		_, err = s.FindItem(ctx, "org-b", "a")
		wantCode(t, "another organization's item", err, feedbackkit.CodeNotFound)

		// The analysis round trip, under the row lock.
		if _, err := s.FindItemForUpdate(ctx, "org-a", "a"); err == nil || feedbackkit.ErrorCode(err) != feedbackkit.CodeInternal {
			t.Errorf("lock outside a transaction: %v", err)
		}
		err = s.InTx(ctx, func(ctx context.Context) error {
			it, err := s.FindItemForUpdate(ctx, "org-a", "a")
			if err != nil {
				return err
			}
			it.SetAnalysis(&analysis.Result{Sentiment: analysis.Negative, Confidence: 0.8, Model: "m",
				Concern:    analysis.Concern{IsSerious: true, Reason: "r", Categories: []string{analysis.CategorySafety}, Confidence: 0.7},
				Moderation: analysis.Moderation{Flagged: true, Reasons: []string{analysis.ReasonSpam}}}, at)
			it.AnalysisPending = false
			return s.UpdateAnalysis(ctx, it)
		})
		got, ferr := s.FindItem(ctx, "org-a", "a")
		if err != nil || ferr != nil || got.Sentiment != analysis.Negative || got.AISentiment != analysis.Negative ||
			got.Model != "m" || !got.Concern.IsSerious || got.Concern.Categories[0] != analysis.CategorySafety ||
			!got.Moderation.Flagged || got.AnalysisPending || !got.AnalyzedAt.Equal(at) {
			t.Errorf("after UpdateAnalysis: %+v, %v, %v", got, err, ferr)
		}
		missing := item("missing")
		wantCode(t, "update the analysis of no item", s.UpdateAnalysis(ctx, missing), feedbackkit.CodeNotFound)
		wantCode(t, "resolve no item", s.UpdateResolution(ctx, missing), feedbackkit.CodeNotFound)

		// An import stores all of its items or none.
		err = s.ImportItems(ctx, []*feedback.Item{item("c"), item("a")})
		wantCode(t, "import of a taken ID", err, feedbackkit.CodeAlreadyExists)
		err = s.InTx(ctx, func(ctx context.Context) error {
			if err := s.ImportItems(ctx, []*feedback.Item{item("c"), item("d")}); err != nil {
				return err
			}
			return rollBack
		})
		if err != rollBack {
			t.Errorf("rolled-back import: %v", err)
		}
		all := feedback.ItemFilter{OrgID: "org-a", AllRooms: true}
		if n, err := s.CountItems(ctx, all); err != nil || n != 1 {
			t.Errorf("%d items after failed imports (%v), want 1", n, err)
		}
		if err := s.ImportItems(ctx, []*feedback.Item{item("c"), item("d")}); err != nil {
			t.Fatal(err)
		}
		if n, err := s.CountItems(ctx, all); err != nil || n != 3 {
			t.Errorf("%d items after the import (%v), want 3", n, err)
		}
		// Without AllRooms, the rooms of RoomIDs only: none when it is
		// empty.
		for _, c := range []struct {
			rooms []string
			want  int
		}{{nil, 0}, {[]string{"room-2"}, 0}, {[]string{"room-2", "room-1"}, 3}} {
			if n, err := s.CountItems(ctx, feedback.ItemFilter{OrgID: "org-a", RoomIDs: c.rooms}); err != nil || n != c.want {
				t.Errorf("rooms %v: %d items (%v), want %d", c.rooms, n, err, c.want)
			}
		}
	})
}

// TestSearchFollowsSentiment checks that a search within a sentiment finds
// an item by its current sentiment and text, after an analysis changes its
// sentiment, and no more after its deletion (on SQLite the full-text index
// keeps each text in the column of its sentiment; on PostgreSQL a partial
// index per sentiment holds it).
func TestSearchFollowsSentiment(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		if err := feedback.Migrate(ctx, db); err != nil {
			t.Fatal(err)
		}
		s := feedback.NewBunStore(db)
		it := &feedback.Item{ID: "a", OrgID: "org-a", RoomID: "room-1", EventType: "Lobby", InstructorID: "i",
			Source: feedback.SourceRoom, Text: "The projector was great", Sentiment: analysis.Positive,
			CreatedAt: time.Date(2026, 3, 10, 12, 0, 0, 0, time.UTC)}
		if err := s.InsertItem(ctx, it); err != nil {
			t.Fatal(err)
		}
		check := func(stage string, want map[analysis.Sentiment]int) {
			t.Helper()
			for _, sentiment := range []analysis.Sentiment{"", analysis.Positive, analysis.Neutral, analysis.Negative} {
				f := feedback.ItemFilter{OrgID: "org-a", AllRooms: true, Sentiment: sentiment, SearchTokens: []string{"projector", "great"}}
				items, _, err := s.FindItems(ctx, f, feedbackkit.PageRequest{Page: 1, Limit: 20})
				if err != nil {
					t.Fatal(err)
				}
				if n := want[sentiment]; len(items) != n {
					t.Errorf("%s: %d items of sentiment %q, want %d", stage, len(items), sentiment, n)
				}
			}
		}
		check("inserted", map[analysis.Sentiment]int{"": 1, analysis.Positive: 1})
		it.Sentiment = analysis.Negative
		if err := s.UpdateAnalysis(ctx, it); err != nil {
			t.Fatal(err)
		}
		check("analysed", map[analysis.Sentiment]int{"": 1, analysis.Negative: 1})
		if ids, err := s.DeleteItems(ctx, "org-a", []string{"a", "none"}); err != nil || !slices.Equal(ids, []string{"a"}) {
			t.Fatal(ids, err)
		}
		check("deleted", nil)
	})
}

// TestSearchIndexHasNoPendingList checks that PostgreSQL's full-text and
// tags indexes take new entries directly (see the migrations
// feedback_search_fastupdate, feedback_search_filters and
// feedback_item_tags).
func TestSearchIndexHasNoPendingList(t *testing.T) {
	db := dbtest.Open(t, "postgres")
	if err := feedback.Migrate(context.Background(), db); err != nil {
		t.Fatal(err)
	}
	var indexes []struct {
		Name    string   `bun:"relname"`
		Options []string `bun:"options,array"`
	}
	if err := db.NewRaw(`SELECT c.relname, coalesce(c.reloptions, '{}') AS options FROM pg_class c
		JOIN pg_index i ON i.indexrelid = c.oid JOIN pg_am a ON a.oid = c.relam
		WHERE i.indrelid = 'feedback_items'::regclass AND a.amname = 'gin' ORDER BY 1`).Scan(context.Background(), &indexes); err != nil {
		t.Fatal(err)
	}
	if len(indexes) != 5 {
		t.Errorf("GIN indexes %+v, want the full-text index of every item, those of each sentiment and that of the words and tags", indexes)
	}
	for _, ix := range indexes {
		if !slices.Contains(ix.Options, "fastupdate=off") {
			t.Errorf("%s options %v, want fastupdate=off", ix.Name, ix.Options)
		}
	}
}

// TestItemRoundTrip stores an item with every field set, and one with every
// optional field empty, by each way the store writes items (a batched
// submission, an insert in a transaction, an import outside and inside a
// transaction: on PostgreSQL, arrays, Bun, COPY and Bun again), and reads
// each back unchanged.
func TestItemRoundTrip(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		if err := feedback.Migrate(ctx, db); err != nil {
			t.Fatal(err)
		}
		s := feedback.NewBunStore(db)
		at := time.Date(2026, 3, 10, 12, 0, 0, 123000, time.UTC)
		later := at.Add(time.Hour)
		full := func(id string) *feedback.Item {
			return &feedback.Item{ID: id, OrgID: "org-a", RoomID: "room-1", EventType: "Lobby", InstructorID: "i",
				Source: feedback.SourceWidget, PageURL: "https://example.com/page?q='x'", Text: "it's \"great\", 10% 👍",
				Tags: []string{"audio", "späť"}, Sentiment: analysis.Negative, RespondentSentiment: analysis.Negative,
				AISentiment: analysis.Positive, Confidence: 0.625, Model: "some-model",
				Reasoning: analysis.Reasoning{Summary: "mixed", Signals: []analysis.Signal{{Text: "great", Weight: 1.5}}},
				Concern: feedback.Concern{IsSerious: true, Reason: "r", Categories: []string{analysis.CategorySafety},
					Confidence: 0.75, Resolved: true, ResolvedAt: &later, ResolvedBy: "user-1"},
				Moderation: analysis.Moderation{Flagged: true, Reasons: []string{analysis.ReasonSpam}},
				AnalyzedAt: &at, CreatedAt: at}
		}
		bare := func(id string) *feedback.Item {
			return &feedback.Item{ID: id, OrgID: "org-a", RoomID: "room-1", EventType: "Lobby", InstructorID: "i",
				Source: feedback.SourceRoom, Sentiment: analysis.Neutral, AnalysisPending: true, CreatedAt: at}
		}
		writes := []struct {
			name  string
			write func(*feedback.Item) error
		}{
			{"batched", func(it *feedback.Item) error { return s.InsertItem(ctx, it) }},
			{"in a transaction", func(it *feedback.Item) error {
				return s.InTx(ctx, func(ctx context.Context) error { return s.InsertItem(ctx, it) })
			}},
			{"imported", func(it *feedback.Item) error { return s.ImportItems(ctx, []*feedback.Item{it}) }},
			{"imported in a transaction", func(it *feedback.Item) error {
				return s.InTx(ctx, func(ctx context.Context) error { return s.ImportItems(ctx, []*feedback.Item{it}) })
			}},
		}
		for i, w := range writes {
			for _, want := range []*feedback.Item{full(fmt.Sprint("full-", i)), bare(fmt.Sprint("bare-", i))} {
				if err := w.write(want); err != nil {
					t.Fatalf("%s %s: %v", w.name, want.ID, err)
				}
				got, err := s.FindItem(ctx, "org-a", want.ID)
				if err != nil {
					t.Fatalf("%s %s: %v", w.name, want.ID, err)
				}
				// Empty lists come back empty, not nil.
				for _, l := range []*[]string{&want.Tags, &want.Concern.Categories, &want.Moderation.Reasons} {
					if *l == nil {
						*l = []string{}
					}
				}
				if want.Reasoning.Signals == nil {
					want.Reasoning.Signals = []analysis.Signal{}
				}
				if !reflect.DeepEqual(got, want) {
					t.Errorf("%s: stored\n%+v\nread back\n%+v", w.name, want, got)
				}
			}
		}
	})
}

// TestUpdateStatisticsMergesSearchIndex checks that on SQLite
// UpdateStatistics merges the segments that imports leave in the
// full-text index: a merge step (FTS5's 'merge') finds work before and
// none after, and the index still finds every item.
func TestUpdateStatisticsMergesSearchIndex(t *testing.T) {
	db := dbtest.Open(t, "sqlite")
	ctx := context.Background()
	store := feedback.NewBunStore(db)
	f := newFixtureOn(t, db, store, feedback.Config{})
	const n = 40
	for i := range n {
		// Each import is a transaction, and a segment of the index.
		if err := f.svc.ImportItems(ctx, []*feedback.Item{{OrgID: f.acme, RoomID: f.lobby.ID, EventType: f.lobby.Name,
			InstructorID: aliceID, Text: fmt.Sprintf("projector item%d", i), Sentiment: analysis.Neutral,
			CreatedAt: time.Date(2026, 3, 1, 0, 0, i, 0, time.UTC)}}); err != nil {
			t.Fatal(err)
		}
	}
	// mergeWork reports whether a merge step finds work, in a transaction
	// rolled back, so that it leaves the index as it was.
	mergeWork := func() bool {
		t.Helper()
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer tx.Rollback()
		merged, err := feedback.SearchMergeStep(ctx, tx)
		if err != nil {
			t.Fatal(err)
		}
		return merged
	}
	if !mergeWork() {
		t.Fatalf("after %d imports a merge step found nothing to merge: nothing to test", n)
	}
	if err := store.UpdateStatistics(ctx); err != nil {
		t.Fatal(err)
	}
	if mergeWork() {
		t.Errorf("after UpdateStatistics a merge step still found segments to merge")
	}
	if _, err := db.ExecContext(ctx, "INSERT INTO feedback_items_fts(feedback_items_fts) VALUES('integrity-check')"); err != nil {
		t.Fatalf("integrity-check: %v", err)
	}
	var found int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM feedback_items_fts WHERE feedback_items_fts MATCH 'projector'").Scan(&found); err != nil {
		t.Fatal(err)
	}
	if found != n {
		t.Errorf("the index finds %d items, want %d", found, n)
	}
}

// TestFindItemForKeyShareLetsChangesThrough checks, on PostgreSQL (a
// SQLite transaction locks the whole database from its start), that the
// lock of FindItemForKeyShare holds off a deletion, whose FOR UPDATE
// conflicts with it, but not a change of the item (FOR NO KEY UPDATE, as
// the analysis and a resolution take), unlike FindItemForUpdate's.
func TestFindItemForKeyShareLetsChangesThrough(t *testing.T) {
	db := dbtest.Open(t, "postgres")
	ctx := context.Background()
	if err := feedback.Migrate(ctx, db); err != nil {
		t.Fatal(err)
	}
	s := feedback.NewBunStore(db)
	it := &feedback.Item{ID: "a", OrgID: "org-a", RoomID: "room-1", EventType: "Lobby", InstructorID: "i",
		Source: feedback.SourceRoom, Text: "text", Sentiment: analysis.Neutral, CreatedAt: time.Now()}
	if err := s.InsertItem(ctx, it); err != nil {
		t.Fatal(err)
	}
	for name, find := range map[string]func(context.Context, string, string) (*feedback.Item, error){
		"FindItemForKeyShare": s.FindItemForKeyShare, "FindItemForUpdate": s.FindItemForUpdate,
	} {
		wantFree := map[string]bool{"UPDATE": false, "NO KEY UPDATE": name == "FindItemForKeyShare"}
		err := s.InTx(ctx, func(ctx context.Context) error {
			if _, err := find(ctx, "org-a", "a"); err != nil {
				return err
			}
			other, err := db.BeginTx(context.Background(), nil)
			if err != nil {
				return err
			}
			defer other.Rollback()
			for lock, want := range wantFree {
				_, err := other.ExecContext(context.Background(), "SAVEPOINT probe; SELECT id FROM feedback_items WHERE id = 'a' FOR "+lock+" NOWAIT")
				if free := err == nil; free != want {
					t.Errorf("%s, then FOR %s NOWAIT: %v, want free %v", name, lock, err, want)
				}
				if _, err := other.ExecContext(context.Background(), "ROLLBACK TO SAVEPOINT probe"); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.FindItemForKeyShare(ctx, "org-a", "a"); feedbackkit.ErrorCode(err) != feedbackkit.CodeInternal {
		t.Errorf("FindItemForKeyShare outside a transaction: %v", err)
	}
}
