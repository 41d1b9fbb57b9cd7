package app_test

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/sqlitedialect"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// TestHostOpenedDB runs 200 concurrent submissions through a database the
// host opened itself, with sql.Open and SQLiteDSN on SQLite and with
// OpenDB on PostgreSQL: none fails.
func TestHostOpenedDB(t *testing.T) {
	for _, dialect := range dbtest.Dialects {
		t.Run(dialect, func(t *testing.T) {
			ctx := context.Background()
			var db *bun.DB
			if dialect == "sqlite" {
				sqldb, err := sql.Open("sqlite", app.SQLiteDSN(filepath.Join(t.TempDir(), "host.db")))
				if err != nil {
					t.Fatal(err)
				}
				db = bun.NewDB(sqldb, sqlitedialect.New())
			} else {
				var err error
				if db, err = app.OpenDB(ctx, dbtest.URL(t, dialect)); err != nil {
					t.Fatal(err)
				}
			}
			defer db.Close()
			kit, err := app.New(ctx, app.Config{DB: db, BlobURL: "mem://", SecretFile: filepath.Join(t.TempDir(), "key")})
			if err != nil {
				t.Fatal(err)
			}
			defer kit.Close(ctx)
			owner, _ := acmeWithLobby(t, kit)
			errs := make(chan error, 200)
			var wg sync.WaitGroup
			for i := range cap(errs) {
				wg.Go(func() {
					_, err := kit.Feedback.Submit(ctx, feedback.Submission{
						InstructorID: owner.InstructorID, EventType: "Lobby", Text: fmt.Sprintf("comment %d", i),
					})
					errs <- err
				})
			}
			wg.Wait()
			close(errs)
			for err := range errs {
				if err != nil {
					t.Error(err)
				}
			}
		})
	}
}

// TestSQLiteDBSettings refuses, at New, a SQLite database opened without a
// setting of SQLiteDSN, and names the setting; Close of the nil App New
// returns then does nothing.
func TestSQLiteDBSettings(t *testing.T) {
	settings := []string{
		"_pragma=busy_timeout(10000)",
		"_pragma=journal_mode(WAL)",
		"_pragma=foreign_keys(1)",
		"_pragma=secure_delete(ON)",
		"_pragma=journal_size_limit(0)",
		"_txlock=immediate",
	}
	for _, missing := range settings {
		t.Run(missing, func(t *testing.T) {
			var kept []string
			for _, s := range settings {
				if s != missing {
					kept = append(kept, s)
				}
			}
			path := filepath.Join(t.TempDir(), "host.db")
			sqldb, err := sql.Open("sqlite", "file:"+path+"?"+strings.Join(kept, "&"))
			if err != nil {
				t.Fatal(err)
			}
			db := bun.NewDB(sqldb, sqlitedialect.New())
			defer db.Close()
			kit, err := app.New(context.Background(), app.Config{DB: db, BlobURL: "mem://"})
			if err == nil || !strings.Contains(err.Error(), missing) || strings.Contains(err.Error(), kept[0]) {
				t.Errorf("New = %v, want an error naming %s only", err, missing)
			}
			// The App New returns with an error is nil, and closing it
			// does nothing.
			if err := kit.Close(context.Background()); err != nil {
				t.Errorf("Close of a nil App: %v", err)
			}
		})
	}
}

// TestCheckDatabase refuses, creating nothing, a SQLite file that does not
// exist and a database without feedbackkit's tables, and accepts one that
// Migrate has run on, whose migrations AppliedMigrations lists.
func TestCheckDatabase(t *testing.T) {
	ctx := context.Background()
	missing := filepath.Join(t.TempDir(), "typo.db")
	if err := app.CheckDatabase(ctx, "sqlite://"+missing); !errors.Is(err, app.ErrNoDatabase) || !strings.Contains(err.Error(), "no database at "+missing) {
		t.Errorf("a missing SQLite file: %v", err)
	}
	if _, err := os.Stat(missing); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("CheckDatabase created %s: %v", missing, err)
	}
	for _, dialect := range dbtest.Dialects {
		t.Run(dialect, func(t *testing.T) {
			url := dbtest.URL(t, dialect)
			db, err := app.OpenDB(ctx, url)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			if err := app.CheckDatabase(ctx, url); !errors.Is(err, app.ErrNoDatabase) || !strings.Contains(err.Error(), "no feedbackkit tables") {
				t.Errorf("an empty database: %v", err)
			}
			if applied, err := app.AppliedMigrations(ctx, db); err != nil || len(applied) != 0 {
				t.Errorf("migrations of an empty database: %v %v", applied, err)
			}
			if err := app.Migrate(ctx, db); err != nil {
				t.Fatal(err)
			}
			if err := app.CheckDatabase(ctx, url); err != nil {
				t.Errorf("a migrated database: %v", err)
			}
			if ok, err := app.Migrated(ctx, db); err != nil || !ok {
				t.Errorf("Migrated after Migrate: %v %v", ok, err)
			}
			applied, err := app.AppliedMigrations(ctx, db)
			if err != nil || !slices.Contains(applied, "app 20261123000000") || !slices.ContainsFunc(applied, func(m string) bool { return strings.HasPrefix(m, "river ") }) {
				t.Errorf("migrations after Migrate: %v %v", applied, err)
			}
		})
	}
}

func TestSQLiteFile(t *testing.T) {
	for url, want := range map[string]string{
		"sqlite://data/feedback.db":                "data/feedback.db",
		"file:feedback.db?_pragma=foreign_keys(1)": "feedback.db",
		"sqlite://:memory:":                        "",
		"file:x?mode=memory&cache=shared":          "",
		"postgres://db/feedback":                   "",
	} {
		if got := app.SQLiteFile(url); got != want {
			t.Errorf("SQLiteFile(%q) = %q, want %q", url, got, want)
		}
	}
}
