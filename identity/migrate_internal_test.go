package identity

import (
	"context"
	"testing"
	"time"

	"github.com/uptrace/bun"
	"gocloud.dev/blob/memblob"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/notify"
	"github.com/feedbackkit/feedbackkit/uploads"
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
		svc := newMigratedService(t, db)
		// Links in the kept spelling or in a case never stored reach the
		// account that kept the id.
		for link, userID := range map[string]string{"JZBCPOSQ": "u2", "jzbCPOSQ": "u2", "other": "u4", "OTHER": "u4"} {
			if u, err := svc.FindUserByInstructorID(ctx, link); err != nil || u.ID != userID {
				t.Errorf("link %q names %v (%v), want %s", link, u, err, userID)
			}
		}
		// The spellings taken away were u1's and u3's links: they must not
		// reach u2, which answers to their key.
		for _, link := range []string{"jzbcposq", "JzbcPosq"} {
			if u, err := svc.FindUserByInstructorID(ctx, link); feedbackkit.ErrorCode(err) != feedbackkit.CodeNotFound {
				t.Errorf("retired link %q names %v (%v), want NOT_FOUND", link, u, err)
			}
		}
		// Nobody may take a retired spelling again, which would give its
		// old links a new owner, even once its key is free (u2 moves on).
		if _, err := svc.UpdateProfile(WithPrincipal(ctx, &Principal{UserID: "u2", Role: feedbackkit.RoleOwner}),
			ProfileUpdate{InstructorID: ptr("moved-on")}); err != nil {
			t.Fatal(err)
		}
		_, err := svc.UpdateProfile(WithPrincipal(ctx, &Principal{UserID: "u4", Role: feedbackkit.RoleOwner}),
			ProfileUpdate{InstructorID: ptr("JzbcPosq")})
		if feedbackkit.ErrorCode(err) != feedbackkit.CodeAlreadyExists {
			t.Errorf("taking the retired JzbcPosq: %v, want ALREADY_EXISTS", err)
		}
		err = store.CreateUser(ctx, &User{ID: "u5", Role: feedbackkit.RoleUser, Email: "u5@example.com",
			InstructorID: "OTHER", CreatedAt: at, UpdatedAt: at})
		if feedbackkit.ErrorCode(err) != feedbackkit.CodeAlreadyExists {
			t.Errorf("CreateUser with OTHER after other: %v, want ALREADY_EXISTS", err)
		}
	})
}

// newMigratedService returns a Service on db, migrated already.
func newMigratedService(t *testing.T, db *bun.DB) *Service {
	t.Helper()
	mail, err := notify.NewService(notify.NewBunStore(db), notify.Deps{}, notify.Config{})
	if err != nil {
		t.Fatal(err)
	}
	svc, err := NewService(NewBunStore(db), Deps{Mailer: mail, Uploads: uploads.NewBucket(memblob.OpenBucket(nil))},
		Config{Secret: []byte("migrate-internal-test-secret")})
	if err != nil {
		t.Fatal(err)
	}
	return svc
}
