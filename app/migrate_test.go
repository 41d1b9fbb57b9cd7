package app_test

import (
	"context"
	"sort"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
	"github.com/feedbackkit/feedbackkit/notify"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// TestMigrateLinksItemsToRooms migrates a database whose feedback holds
// what races left before items were linked to rooms (an item under its
// room's old name, an item of a deleted room): Migrate repairs both, and
// from then on the database itself keeps every item with its room.
func TestMigrateLinksItemsToRooms(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		for _, m := range []func(context.Context, *bun.DB) error{
			database.MigrateCore, jobs.Migrate, notify.Migrate, orgs.Migrate, identity.Migrate, rooms.Migrate, feedback.Migrate,
		} {
			if err := m(ctx, db); err != nil {
				t.Fatal(err)
			}
		}
		now := time.Date(2026, 11, 23, 9, 0, 0, 0, time.UTC)
		exec := func(query string, args ...any) error {
			_, err := db.ExecContext(ctx, query, args...)
			return err
		}
		must := func(err error) {
			t.Helper()
			if err != nil {
				t.Fatal(err)
			}
		}
		must(exec("INSERT INTO orgs_organizations (id, name, subdomain, plan, created_at, updated_at) VALUES ('o', 'O', 'o', 'free', ?, ?)", now, now))
		must(exec(`INSERT INTO rooms_rooms (id, organization_id, creator_id, name, name_key, feedback_customization, custom_tags, created_at, updated_at)
			VALUES ('r', 'o', 'u', 'Hall', 'hall', '{}', '{}', ?, ?)`, now, now))
		item := func(id, roomID, eventType string) error {
			return exec(`INSERT INTO feedback_items (id, organization_id, room_id, event_type, instructor_id, sentiment, created_at)
				VALUES (?, 'o', ?, ?, 'i', 'neutral', ?)`, id, roomID, eventType, now)
		}
		must(item("current", "r", "Hall"))
		must(item("stale-name", "r", "Lobby"))
		must(item("orphan", "gone", "Gone"))

		must(app.Migrate(ctx, db))
		names := func() map[string]string {
			var rows []struct {
				ID        string `bun:"id"`
				EventType string `bun:"event_type"`
			}
			must(db.NewSelect().Table("feedback_items").Column("id", "event_type").Scan(ctx, &rows))
			out := map[string]string{}
			for _, r := range rows {
				out[r.ID] = r.EventType
			}
			return out
		}
		if got := names(); len(got) != 2 || got["current"] != "Hall" || got["stale-name"] != "Hall" {
			t.Fatalf("items after Migrate: %v, want current and stale-name in Hall", got)
		}

		// The database now refuses items without their room, or under another name.
		if err := item("new-orphan", "gone", "Gone"); !database.IsForeignKeyViolation(err) {
			t.Errorf("orphan insert: %v, want a foreign key violation", err)
		}
		if err := item("old-name", "r", "Lobby"); !database.IsForeignKeyViolation(err) {
			t.Errorf("insert under an old name: %v, want a foreign key violation", err)
		}
		// A rename reaches the items; a deletion takes them along.
		must(exec("UPDATE rooms_rooms SET name = 'Aula', name_key = 'aula' WHERE id = 'r'"))
		if got := names(); got["current"] != "Aula" || got["stale-name"] != "Aula" {
			t.Errorf("items after the rename: %v", got)
		}
		must(exec("DELETE FROM rooms_rooms WHERE id = 'r'"))
		if got := names(); len(got) != 0 {
			ids := make([]string, 0, len(got))
			for id := range got {
				ids = append(ids, id)
			}
			sort.Strings(ids)
			t.Errorf("items left after the room's deletion: %v", ids)
		}
		// Migrating again changes nothing.
		must(app.Migrate(ctx, db))
	})
}
