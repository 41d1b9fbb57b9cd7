// Package database opens the *bun.DB that every feedbackkit package shares,
// runs per-package migrations on PostgreSQL and SQLite, and translates driver
// errors into feedbackkit errors.
package database

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
	"github.com/uptrace/bun/dialect/pgdialect"
	"github.com/uptrace/bun/dialect/sqlitedialect"
	_ "modernc.org/sqlite" // registers the "sqlite" database/sql driver
)

// Open connects to the database named by rawURL and checks that it answers.
//
// postgres:// and postgresql:// URLs select PostgreSQL through pgx.
// sqlite://PATH and file:PATH select SQLite with WAL, a busy timeout, foreign
// keys and immediate transactions, so that concurrent writers wait for each
// other instead of failing.
func Open(ctx context.Context, rawURL string) (*bun.DB, error) {
	var db *bun.DB
	switch {
	case IsPostgresURL(rawURL):
		cfg, err := pgx.ParseConfig(rawURL)
		if err != nil {
			return nil, fmt.Errorf("database: parse %s: %w", Redact(rawURL), err)
		}
		// Bun writes argument values into the SQL text itself, so every
		// statement is new to the server: the simple protocol sends it in one
		// round trip instead of preparing (and caching) each one first.
		cfg.DefaultQueryExecMode = pgx.QueryExecModeSimpleProtocol
		// JIT compilation pays for long analytical queries, not for the
		// short ones of a service: at ten million items the planner's
		// estimated cost of a search within a filter passes jit_above_cost,
		// and compiling took 400 ms of a query that ran in 2 (see
		// docs/performance.md). Each new connection turns it off with a
		// SET, not a startup parameter, which poolers such as PgBouncer
		// refuse; a URL that sets jit (&jit=on, or options=-c jit=on, or
		// PGOPTIONS) keeps its own.
		var opts []stdlib.OptionOpenDB
		if _, set := cfg.RuntimeParams["jit"]; !set && !strings.Contains(cfg.RuntimeParams["options"], "jit") {
			opts = append(opts, stdlib.OptionAfterConnect(func(ctx context.Context, conn *pgx.Conn) error {
				_, err := conn.Exec(ctx, "SET jit = off")
				return err
			}))
		}
		sqldb := stdlib.OpenDB(*cfg, opts...)
		sqldb.SetMaxOpenConns(32)
		sqldb.SetMaxIdleConns(32)
		db = bun.NewDB(sqldb, pgdialect.New())
	case IsSQLiteURL(rawURL):
		path := SQLitePath(rawURL)
		if path == "" {
			return nil, fmt.Errorf("database: %q names no file", rawURL)
		}
		sqldb, err := sql.Open("sqlite", SQLiteDSN(path))
		if err != nil {
			return nil, fmt.Errorf("database: open %s: %w", path, err)
		}
		db = bun.NewDB(sqldb, sqlitedialect.New())
	default:
		return nil, fmt.Errorf("database: unsupported URL %q (want postgres://... or sqlite://PATH)", Redact(rawURL))
	}
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("database: connect to %s: %w", Redact(rawURL), err)
	}
	return db, nil
}

// IsPostgresURL reports whether rawURL names a PostgreSQL database
// (postgres:// or postgresql://).
func IsPostgresURL(rawURL string) bool {
	return strings.HasPrefix(rawURL, "postgres://") || strings.HasPrefix(rawURL, "postgresql://")
}

// IsSQLiteURL reports whether rawURL names a SQLite database (sqlite://PATH
// or file:PATH).
func IsSQLiteURL(rawURL string) bool {
	return strings.HasPrefix(rawURL, "sqlite://") || strings.HasPrefix(rawURL, "file:")
}

// SQLitePath returns the path of a SQLite URL as Open passes it to the
// driver, query string included.
func SQLitePath(rawURL string) string {
	return strings.TrimPrefix(strings.TrimPrefix(rawURL, "sqlite://"), "file:")
}

// SQLiteDSN adds the settings feedbackkit relies on to a SQLite path, for
// the "sqlite" driver of modernc.org/sqlite: a busy timeout, WAL, NORMAL
// synchronous writes, foreign keys, secure deletion, a WAL truncated after
// each checkpoint (journal_size_limit 0) and immediate transactions. A
// path that already has a query string keeps it.
func SQLiteDSN(path string) string {
	sep := "?"
	if strings.Contains(path, "?") {
		sep = "&"
	}
	return "file:" + path + sep + strings.Join([]string{
		"_pragma=busy_timeout(10000)",
		"_pragma=journal_mode(WAL)",
		"_pragma=synchronous(NORMAL)",
		"_pragma=foreign_keys(1)",
		"_pragma=secure_delete(ON)",     // deleted rows are zeroed, free pages included (docs/governance.md)
		"_pragma=journal_size_limit(0)", // and so are their former images in the WAL, truncated after each checkpoint
		"_txlock=immediate",
	}, "&")
}

// Redact hides the password of a database URL in messages.
func Redact(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil || u.User == nil {
		return rawURL
	}
	return u.Redacted()
}

// IsPostgres reports whether db talks to PostgreSQL (otherwise it is SQLite).
func IsPostgres(db bun.IDB) bool {
	return db.Dialect().Name() == dialect.PG
}
