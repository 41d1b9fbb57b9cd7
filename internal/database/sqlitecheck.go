package database

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"strings"

	"github.com/uptrace/bun"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// CheckSQLite returns an error naming every setting feedbackkit needs that
// the SQLite database db lacks, for a *bun.DB a program opened itself: a
// busy timeout, WAL, foreign keys and immediate transactions (without
// them, concurrent writers fail with SQLITE_BUSY or leave dangling rows),
// secure deletion and a WAL truncated after each checkpoint (without them,
// deleted rows stay readable in the files), and the feedbackkit_lower function of the "sqlite" driver of
// modernc.org/sqlite, which the triggers call. The settings are those of
// SQLiteDSN, checked on a connection of db's pool (a PRAGMA statement
// that set one on another connection only is not seen).
func CheckSQLite(ctx context.Context, db *bun.DB) error {
	file, err := SQLiteFile(ctx, db)
	if err != nil {
		return fmt.Errorf("database: check the SQLite settings: %w", err)
	}
	memory := file == ""
	conn, err := db.DB.Conn(ctx)
	if err != nil {
		return fmt.Errorf("database: check the SQLite settings: %w", err)
	}
	missing, err := missingPragmas(ctx, conn, memory)
	conn.Close() // before the probe below, which a pool of one would wait for
	if err != nil {
		return fmt.Errorf("database: check the SQLite settings: %w", err)
	}
	// Each connection of an in-memory database is a database of its own,
	// and a pool of one connection never waits for another: neither can
	// show, nor needs, immediate transactions.
	if !memory && db.Stats().MaxOpenConnections != 1 {
		immediate, err := immediateTx(ctx, db)
		if err != nil {
			return fmt.Errorf("database: check the SQLite settings: %w", err)
		}
		if !immediate {
			missing = append(missing, "_txlock=immediate")
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("database: the SQLite database lacks %s: open it with the DSN of app.SQLiteDSN, or with app.OpenDB",
			strings.Join(missing, ", "))
	}
	return nil
}

// missingPragmas returns the settings of SQLiteDSN, and the
// feedbackkit_lower function, that conn lacks; WAL, secure deletion and the
// WAL's size limit are not asked of an in-memory database (memory), which
// has no files to keep deleted rows in.
func missingPragmas(ctx context.Context, conn *sql.Conn, memory bool) (missing []string, err error) {
	var timeout, foreignKeys, secureDelete, journalLimit int
	var journal string
	for _, q := range []struct {
		pragma string
		dst    any
	}{
		{"busy_timeout", &timeout}, {"journal_mode", &journal}, {"foreign_keys", &foreignKeys},
		{"secure_delete", &secureDelete}, {"journal_size_limit", &journalLimit},
	} {
		if err := conn.QueryRowContext(ctx, "PRAGMA "+q.pragma).Scan(q.dst); err != nil {
			return nil, err
		}
	}
	for _, c := range []struct {
		ok      bool
		setting string
	}{
		{timeout > 0, "_pragma=busy_timeout(10000)"},
		{journal == "wal" || memory, "_pragma=journal_mode(WAL)"},
		{foreignKeys == 1, "_pragma=foreign_keys(1)"},
		{secureDelete == 1 || memory, "_pragma=secure_delete(ON)"},
		{journalLimit == 0 || memory, "_pragma=journal_size_limit(0)"},
	} {
		if !c.ok {
			missing = append(missing, c.setting)
		}
	}
	var lowered string
	if err := conn.QueryRowContext(ctx, "SELECT "+sqliteLower+"('Ä')").Scan(&lowered); err != nil || lowered != "ä" {
		missing = append(missing, "the "+sqliteLower+` function (use the "sqlite" driver of modernc.org/sqlite)`)
	}
	return missing, nil
}

// immediateTx reports whether a transaction of db takes the write lock when
// it begins (_txlock=immediate): while one is open, another connection
// that asks for the lock without waiting is refused.
func immediateTx(ctx context.Context, db *bun.DB) (bool, error) {
	tx, err := db.DB.BeginTx(ctx, nil)
	if err != nil {
		return false, err
	}
	defer tx.Rollback()
	conn, err := db.DB.Conn(ctx)
	if err != nil {
		return false, err
	}
	defer conn.Close()
	// The connection's busy timeout changes: it is closed, not reused.
	defer conn.Raw(func(any) error { return driver.ErrBadConn })
	if _, err := conn.ExecContext(ctx, "PRAGMA busy_timeout = 0"); err != nil {
		return false, err
	}
	if _, err := conn.ExecContext(ctx, "BEGIN IMMEDIATE"); err != nil {
		var sqlErr *sqlite.Error
		if errors.As(err, &sqlErr) && sqlErr.Code()&0xff == sqlite3.SQLITE_BUSY {
			return true, nil
		}
		return false, err
	}
	_, err = conn.ExecContext(ctx, "ROLLBACK")
	return false, err
}
