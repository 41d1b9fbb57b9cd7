package app

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/internal/database"
)

// OpenDB opens the database of databaseURL as New does for
// Config.DatabaseURL (postgres://... or sqlite://PATH), with the settings
// feedbackkit needs, and checks that it answers: for a program that shares
// the database with feedbackkit and passes it as Config.DB. The program
// closes it.
func OpenDB(ctx context.Context, databaseURL string) (*bun.DB, error) {
	return database.Open(ctx, databaseURL)
}

// SQLiteDSN returns the data source name of the SQLite file path with the
// settings feedbackkit needs, for a program that opens the database itself
// with the "sqlite" driver of modernc.org/sqlite (which this package
// registers feedbackkit's SQL functions with) and passes it as Config.DB:
//
//	sqldb, err := sql.Open("sqlite", app.SQLiteDSN("feedback.db"))
//	...
//	db := bun.NewDB(sqldb, sqlitedialect.New())
//
// The settings are a busy timeout, WAL, NORMAL synchronous writes, foreign
// keys and immediate transactions (_txlock=immediate), so that concurrent
// writers wait for each other instead of failing, and secure deletion with
// a WAL truncated after each checkpoint (secure_delete ON,
// journal_size_limit 0), so that deleted rows do not stay readable in the
// files (docs/governance.md). New refuses a SQLite
// Config.DB that lacks one of them, except NORMAL synchronous writes (the
// default, FULL, is slower and as safe).
func SQLiteDSN(path string) string {
	return database.SQLiteDSN(path)
}
