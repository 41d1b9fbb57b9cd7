package dbtest

import (
	"context"
	"os"
	"sync/atomic"
	"testing"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/internal/database"
)

func TestMain(m *testing.M) {
	os.Exit(Main(m))
}

// tableSchema returns a schema of one table, named table, and the count
// of its migrations run.
func tableSchema(table string) (Schema, *atomic.Int32) {
	runs := &atomic.Int32{}
	return Schema{Name: table, Migrate: func(ctx context.Context, db *bun.DB) error {
		runs.Add(1)
		_, err := db.ExecContext(ctx, "CREATE TABLE "+table+" (n INTEGER)")
		return err
	}}, runs
}

// tables returns the names of the tables of db.
func tables(t *testing.T, db *bun.DB) []string {
	t.Helper()
	query := "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"
	if database.IsPostgres(db) {
		query = "SELECT tablename FROM pg_catalog.pg_tables WHERE schemaname = 'public' ORDER BY tablename"
	}
	var names []string
	if err := db.NewRaw(query).Scan(context.Background(), &names); err != nil {
		t.Fatal(err)
	}
	return names
}

// TestMigrated gets three databases of one schema and one of another, on
// each dialect: the schema is migrated once, each database holds its
// schema's tables, and a row stored in one copy is in no other.
func TestMigrated(t *testing.T) {
	for _, d := range Dialects {
		t.Run(d, func(t *testing.T) {
			one, runs := tableSchema("one_" + d)
			two, _ := tableSchema("two_" + d)
			ctx := context.Background()
			var copies []*bun.DB
			for range 3 {
				db := Migrated(t, d, one)
				if got := tables(t, db); len(got) != 1 || got[0] != "one_"+d {
					t.Fatalf("tables %v, want one_%s", got, d)
				}
				copies = append(copies, db)
			}
			if n := runs.Load(); n != 1 {
				t.Errorf("the schema was migrated %d times, want once", n)
			}
			if _, err := copies[0].ExecContext(ctx, "INSERT INTO one_"+d+" (n) VALUES (1)"); err != nil {
				t.Fatal(err)
			}
			for i, db := range copies {
				n, err := db.NewSelect().Table("one_" + d).Count(ctx)
				if err != nil {
					t.Fatal(err)
				}
				if want := map[bool]int64{true: 1}[i == 0]; n != want {
					t.Errorf("copy %d holds %d rows, want %d", i, n, want)
				}
			}
			if got := tables(t, Migrated(t, d, two)); len(got) != 1 || got[0] != "two_"+d {
				t.Errorf("the other schema's tables: %v, want two_%s", got, d)
			}
		})
	}
}

// TestRemoveTemplates checks that removeTemplates, which Main runs after
// the tests, drops the templates' databases and deletes their files.
func TestRemoveTemplates(t *testing.T) {
	schema, _ := tableSchema("removed")
	for _, d := range Dialects {
		Migrated(t, d, schema)
	}
	templates.Lock()
	pg, lite := templates.m["postgres/removed"], templates.m["sqlite/removed"]
	templates.Unlock()
	if _, err := os.Stat(lite.dir); err != nil {
		t.Fatalf("the SQLite template's directory: %v", err)
	}
	admin := Open(t, "postgres")
	exists := func() bool {
		n, err := admin.NewSelect().Table("pg_database").Where("datname = ?", pg.name).Count(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		return n == 1
	}
	if !exists() {
		t.Fatalf("no database %s", pg.name)
	}
	if err := removeTemplates(); err != nil {
		t.Fatal(err)
	}
	if exists() {
		t.Errorf("the template database %s is left", pg.name)
	}
	if _, err := os.Stat(lite.dir); !os.IsNotExist(err) {
		t.Errorf("the SQLite template's directory %s: %v, want it gone", lite.dir, err)
	}
}
