package main

import (
	"context"
	"strings"
	"testing"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// TestMigrateBesideAnotherToolsTable migrates a database shared with
// another tool whose migrations table (golang-migrate's, Rails',
// dbmate's) has no name column: migrate leaves it alone and lists the
// project's own migrations.
func TestMigrateBesideAnotherToolsTable(t *testing.T) {
	for _, d := range dbtest.Dialects {
		t.Run(d, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			cfg := testConfig(t, d)
			db, err := app.OpenDB(ctx, cfg.DatabaseURL)
			if err != nil {
				t.Fatal(err)
			}
			_, err = db.ExecContext(ctx, "CREATE TABLE schema_migrations (version BIGINT NOT NULL PRIMARY KEY)")
			db.Close()
			if err != nil {
				t.Fatal(err)
			}
			out, err := cli(t, cfg, "migrate")
			if err != nil || !strings.Contains(out, "\n  identity 20261121000100\n") || strings.Contains(out, "schema") {
				t.Fatalf("migrate: %q %v", out, err)
			}
			if out, err := cli(t, cfg, "migrate"); err != nil || !strings.HasPrefix(out, "no migration to apply") {
				t.Fatalf("migrate again: %q %v", out, err)
			}
		})
	}
}

// TestMigrationsCount checks the singular and plural of migrate's output.
func TestMigrationsCount(t *testing.T) {
	for n, want := range map[int]string{0: "0 migrations", 1: "1 migration", 2: "2 migrations"} {
		if got := migrations(n); got != want {
			t.Errorf("migrations(%d) = %q, want %q", n, got, want)
		}
	}
}
