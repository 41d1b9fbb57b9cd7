package app_test

import (
	"context"
	"database/sql"
	"maps"
	"sort"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/audit"
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

// TestMigrateRecordsEarlierRemovals migrates a database in which members
// were removed before accounts recorded the organization they were removed
// from: Migrate takes it from the audit log, so that the organization's
// deletion takes those accounts along, and leaves accounts it has no record
// of as they are.
func TestMigrateRecordsEarlierRemovals(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		for _, m := range []func(context.Context, *bun.DB) error{
			database.MigrateCore, jobs.Migrate, notify.Migrate, orgs.Migrate, identity.Migrate, audit.Migrate,
		} {
			if err := m(ctx, db); err != nil {
				t.Fatal(err)
			}
		}
		at := time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC)
		must := func(_ sql.Result, err error) {
			t.Helper()
			if err != nil {
				t.Fatal(err)
			}
		}
		for _, id := range []string{"a", "b"} {
			must(db.ExecContext(ctx, "INSERT INTO orgs_organizations (id, name, subdomain, plan, created_at, updated_at) VALUES (?, ?, ?, 'free', ?, ?)",
				id, id, id, at, at))
		}
		user := func(id string, orgID any) {
			t.Helper()
			must(db.ExecContext(ctx, `INSERT INTO identity_users (id, organization_id, role, email, password_hash, name, last_name, instructor_id, profile_picture, tags, created_at, updated_at)
				VALUES (?, ?, 'user', ?, '', ?, '', ?, '', '[]', ?, ?)`, id, orgID, id+"@example.com", id, id, at, at))
		}
		removal := func(entryID, orgID, userID string, when time.Time) {
			t.Helper()
			must(db.ExecContext(ctx, `INSERT INTO audit_entries (id, organization_id, action, actor_type, actor_id, actor_email, target_type, target_id, details, ip, created_at)
				VALUES (?, ?, 'member.removed', 'user', 'owner', 'owner@example.com', 'member', ?, '{}', '', ?)`, entryID, orgID, userID, when))
		}
		user("removed", nil)
		removal("e1", "a", "removed", at)
		user("moved-on", nil) // removed from a, joined b, removed from b
		removal("e2", "a", "moved-on", at)
		removal("e3", "b", "moved-on", at.Add(time.Hour))
		user("member", "a") // removed once, then joined a again
		removal("e4", "a", "member", at)
		user("unknown", nil) // no removal on record

		if err := app.Migrate(ctx, db); err != nil {
			t.Fatal(err)
		}
		var rows []struct {
			ID          string         `bun:"id"`
			RemovedFrom sql.NullString `bun:"removed_from"`
		}
		if err := db.NewSelect().Table("identity_users").Column("id", "removed_from").Scan(ctx, &rows); err != nil {
			t.Fatal(err)
		}
		got := map[string]string{}
		for _, r := range rows {
			got[r.ID] = r.RemovedFrom.String
		}
		want := map[string]string{"removed": "a", "moved-on": "b", "member": "", "unknown": ""}
		if !maps.Equal(got, want) {
			t.Errorf("removed_from after Migrate: %v, want %v", got, want)
		}
		// The deletion of a now takes its former member along.
		if n, err := identity.NewBunStore(db).DeleteFormerMembers(ctx, "a"); err != nil || n != 1 {
			t.Errorf("DeleteFormerMembers(a) = %d, %v; want 1", n, err)
		}
	})
}
