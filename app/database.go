package app

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

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

// IsPostgresURL reports whether databaseURL names a PostgreSQL database
// (postgres:// or postgresql://).
func IsPostgresURL(databaseURL string) bool {
	return database.IsPostgresURL(databaseURL)
}

// IsSQLiteURL reports whether databaseURL names a SQLite database
// (sqlite://PATH or file:PATH).
func IsSQLiteURL(databaseURL string) bool {
	return database.IsSQLiteURL(databaseURL)
}

// SQLiteFile returns the file of the SQLite database that databaseURL
// names, "" for another database or one in memory.
func SQLiteFile(databaseURL string) string {
	if !database.IsSQLiteURL(databaseURL) {
		return ""
	}
	file, query, _ := strings.Cut(database.SQLitePath(databaseURL), "?")
	if file == ":memory:" || strings.Contains(query, "mode=memory") {
		return ""
	}
	return file
}

// ErrNoDatabase is the error of CheckDatabase when the database is not
// there: errors.Is(err, ErrNoDatabase).
var ErrNoDatabase = errors.New("no feedbackkit database")

// noDatabase is an ErrNoDatabase that says where CheckDatabase looked.
type noDatabase string

func (e noDatabase) Error() string      { return string(e) }
func (noDatabase) Is(target error) bool { return target == ErrNoDatabase }

// CheckDatabase checks, without creating anything, that databaseURL names
// a database Migrate has run on: New opens and migrates whatever it is
// given, and on a mistyped SQLite path creates an empty database there.
// A program that works on an existing database only (an administration
// tool, a second process beside the server) calls CheckDatabase first. The
// error wraps ErrNoDatabase when the SQLite file does not exist or the
// database holds no feedbackkit tables; another error is one of opening or
// reading the database.
func CheckDatabase(ctx context.Context, databaseURL string) error {
	if file := SQLiteFile(databaseURL); file != "" {
		if _, err := os.Stat(file); errors.Is(err, fs.ErrNotExist) {
			if abs, err := filepath.Abs(file); err == nil {
				file = abs
			}
			return noDatabase("no database at " + file)
		}
	}
	db, err := database.Open(ctx, databaseURL)
	if err != nil {
		return err
	}
	defer db.Close()
	ok, err := Migrated(ctx, db)
	if err != nil {
		return fmt.Errorf("app: read the database: %w", err)
	}
	if !ok {
		return noDatabase("no feedbackkit database at " + database.Redact(databaseURL) + " (it has no feedbackkit tables)")
	}
	return nil
}

// Migrated reports whether Migrate has run on db: whether it holds a
// feedbackkit database rather than none or another program's.
func Migrated(ctx context.Context, db bun.IDB) (bool, error) {
	return database.Migrated(ctx, db)
}

// AppliedMigrations returns the migrations Migrate applied to db, each as
// "PACKAGE NUMBER" (the number that starts the migration file's name) or
// "river VERSION" (the job queue's), in table then application order;
// none on an empty database. Tables of other tools in a shared database
// are left out. Compared before and after Migrate, they are what it
// applied (feedbackd migrate prints them so).
func AppliedMigrations(ctx context.Context, db bun.IDB) ([]string, error) {
	return database.AppliedMigrations(ctx, db)
}
