package identity

import (
	"context"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// Accounts whose instructorIds collide only by case, as they could before
// ids were compared in any case, keep them by age: the migration renames
// the younger ones instead of failing.
func TestMigrateRenamesInstructorIDsThatCollideByCase(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		if err := database.Migrate(ctx, db, "identity", dbtest.MigrationsBefore(t, migrations, "20261129230000_instructor_key.tx.up.sql")); err != nil {
			t.Fatal(err)
		}
		at := time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC)
		ids := map[string]string{"u1": "jzbcposq", "u2": "JZBCPOSQ", "u3": "JzbcPosq", "u4": "other"}
		for i, id := range []string{"u2", "u1", "u3", "u4"} { // u2 is the oldest
			u := &User{ID: id, Role: feedbackkit.RoleOwner, Email: id + "@example.com", InstructorID: ids[id],
				CreatedAt: at.Add(time.Duration(i) * time.Hour), UpdatedAt: at}
			if _, err := db.NewInsert().Model(rowFromUser(u)).Exec(ctx); err != nil {
				t.Fatal(err)
			}
		}
		if err := Migrate(ctx, db); err != nil {
			t.Fatal(err)
		}
		store := NewBunStore(db)
		want := map[string]string{"u1": "u-u1", "u2": "JZBCPOSQ", "u3": "u-u3", "u4": "other"}
		for id, instructorID := range want {
			if u, err := store.FindUserByID(ctx, id); err != nil || u.InstructorID != instructorID {
				t.Errorf("after the migration %s has %v (%v), want instructorId %q", id, u, err, instructorID)
			}
		}
		if u, err := store.FindUserByInstructorID(ctx, "jzbcposq"); err != nil || u.ID != "u2" {
			t.Errorf("jzbcposq names %v (%v), want the oldest, u2", u, err)
		}
		err := store.CreateUser(ctx, &User{ID: "u5", Role: feedbackkit.RoleUser, Email: "u5@example.com",
			InstructorID: "OTHER", CreatedAt: at, UpdatedAt: at})
		if feedbackkit.ErrorCode(err) != feedbackkit.CodeAlreadyExists {
			t.Errorf("CreateUser with OTHER after other: %v, want ALREADY_EXISTS", err)
		}
	})
}
