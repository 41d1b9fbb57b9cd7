package feedback

import (
	"context"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"

	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// The rows of feedback_item_tags written before the tags were lower-cased
// for every letter on SQLite are written anew by the migration that made
// it so: a search by one tag, which reads them, finds the items stored
// before.
func TestMigrateLowerCasesStoredTags(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		if err := database.Migrate(ctx, db, "feedback", dbtest.MigrationsBefore(t, migrations, "20261129230000_feedback_tags_unicode.tx.up.sql")); err != nil {
			t.Fatal(err)
		}
		store := NewBunStore(db)
		at := time.Date(2026, 3, 10, 12, 0, 0, 0, time.UTC)
		if err := store.ImportItems(ctx, []*Item{{ID: "item-1", OrgID: "org", RoomID: "room", EventType: "Room", InstructorID: "ada",
			Text: "before", Sentiment: analysis.Neutral, Tags: []string{"Ärger", "ärger", "Other"}, CreatedAt: at}}); err != nil {
			t.Fatal(err)
		}
		if err := Migrate(ctx, db); err != nil {
			t.Fatal(err)
		}
		var tags []string
		if err := db.NewSelect().TableExpr("feedback_item_tags").Column("tag").Where("item_id = ?", "item-1").
			OrderExpr("tag").Scan(ctx, &tags); err != nil {
			t.Fatal(err)
		}
		if len(tags) != 2 || tags[0] != "other" || tags[1] != "ärger" {
			t.Errorf("the stored item's rows of feedback_item_tags hold %q, want [other ärger]", tags)
		}
		if _, err := db.NewDelete().TableExpr("feedback_items").Where("id = ?", "item-1").Exec(ctx); err != nil {
			t.Fatal(err)
		}
		if n, err := db.NewSelect().TableExpr("feedback_item_tags").Count(ctx); err != nil || n != 0 {
			t.Errorf("after the item's deletion %d rows of feedback_item_tags are left (%v)", n, err)
		}
	})
}

// The items stored before searches ignored accents on PostgreSQL are
// found by words without their accents after the migration that made it
// so (it computes search_vector anew), within a room and a sentiment too,
// which other indexes serve.
func TestMigrateFoldsStoredTexts(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		if err := database.Migrate(ctx, db, "feedback", dbtest.MigrationsBefore(t, migrations, "20261130120000_feedback_search_accents.tx.up.sql")); err != nil {
			t.Fatal(err)
		}
		store := NewBunStore(db)
		at := time.Date(2026, 3, 10, 12, 0, 0, 0, time.UTC)
		if err := store.ImportItems(ctx, []*Item{{ID: "item-1", OrgID: "org", RoomID: "room", EventType: "Room", InstructorID: "ada",
			Text: "Die Universität ist toll", Sentiment: analysis.Positive, Tags: []string{"Campus"}, CreatedAt: at}}); err != nil {
			t.Fatal(err)
		}
		if err := Migrate(ctx, db); err != nil {
			t.Fatal(err)
		}
		for _, f := range []ItemFilter{
			{OrgID: "org", AllRooms: true, SearchTokens: []string{"universitat"}},
			{OrgID: "org", AllRooms: true, RoomID: "room", SearchTokens: []string{"universitat"}},
			{OrgID: "org", AllRooms: true, Sentiment: analysis.Positive, SearchTokens: []string{"universitat"}},
			{OrgID: "org", AllRooms: true, Tags: []string{"campus"}, SearchTokens: []string{"universitat"}},
		} {
			items, _, err := store.FindItems(ctx, f, feedbackkit.PageRequest{Page: 1, Limit: 10})
			if err != nil || len(items) != 1 {
				t.Errorf("%+v: %d items, %v; want the stored one", f, len(items), err)
			}
		}
	})
}
