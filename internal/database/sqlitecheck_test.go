package database_test

import (
	"context"
	"database/sql"
	"path/filepath"
	"testing"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect/sqlitedialect"

	"github.com/feedbackkit/feedbackkit/internal/database"
)

// TestCheckSQLite accepts the databases that need no more than they have:
// one opened with SQLiteDSN; an in-memory one, which has no WAL and whose
// connections do not share it, without WAL and immediate transactions;
// and a pool of one connection, which never waits for another, without
// immediate transactions.
func TestCheckSQLite(t *testing.T) {
	const pragmas = "_pragma=busy_timeout(10000)&_pragma=foreign_keys(1)"
	for _, c := range []struct {
		name, dsn string
		maxConns  int
	}{
		{"SQLiteDSN", database.SQLiteDSN(filepath.Join(t.TempDir(), "a.db")), 0},
		{"in memory", "file::memory:?" + pragmas, 0},
		{"one connection", "file:" + filepath.Join(t.TempDir(), "b.db") +
			"?_pragma=journal_mode(WAL)&_pragma=secure_delete(ON)&_pragma=journal_size_limit(0)&" + pragmas, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			sqldb, err := sql.Open("sqlite", c.dsn)
			if err != nil {
				t.Fatal(err)
			}
			sqldb.SetMaxOpenConns(c.maxConns)
			db := bun.NewDB(sqldb, sqlitedialect.New())
			defer db.Close()
			if err := database.CheckSQLite(context.Background(), db); err != nil {
				t.Error(err)
			}
		})
	}
}
