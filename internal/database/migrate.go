package database

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"time"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"
)

// Dialect is the template data of migration files: the column types and
// switches that differ between PostgreSQL and SQLite. A migration file writes
// `created_at {{.Timestamp}} NOT NULL` or `{{if .PG}}...{{else}}...{{end}}`.
type Dialect struct {
	PG        bool
	Timestamp string
	JSON      string
	Bytes     string
	Lower     string // the function lower-casing every letter (see Lower)
}

// DialectOf returns the migration template data for db.
func DialectOf(db bun.IDB) Dialect {
	if IsPostgres(db) {
		return Dialect{PG: true, Timestamp: "TIMESTAMPTZ", JSON: "JSONB", Bytes: "BYTEA", Lower: Lower(db)}
	}
	return Dialect{Timestamp: "TIMESTAMP", JSON: "TEXT", Bytes: "BLOB", Lower: Lower(db)}
}

// Migrate applies the migrations of the directory migrations/ of fsys (a
// package's embedded files) that have not run yet, in name order. Files
// follow Bun's naming (NNN_name.tx.up.sql runs in a transaction) and are Go
// templates over Dialect. A package's applied migrations are recorded in the
// table NAME_migrations, so packages migrate independently. Concurrent
// callers (several instances starting at once) wait for each other.
func Migrate(ctx context.Context, db *bun.DB, name string, fsys fs.FS) error {
	dir, err := fs.Sub(fsys, "migrations")
	if err != nil {
		return fmt.Errorf("migrate %s: %w", name, err)
	}
	set := migrate.NewMigrations()
	if err := set.Discover(dir); err != nil {
		return fmt.Errorf("migrate %s: %w", name, err)
	}
	m := migrate.NewMigrator(db, set,
		migrate.WithTableName(name+"_migrations"),
		migrate.WithLocksTableName(name+"_migration_locks"),
		migrate.WithMarkAppliedOnSuccess(true),
		migrate.WithTemplateData(DialectOf(db)),
	)
	return Serialize(ctx, db, "migrate-"+name, func() error {
		return run(ctx, m, name)
	})
}

func run(ctx context.Context, m *migrate.Migrator, name string) error {
	if err := m.Init(ctx); err != nil {
		return fmt.Errorf("migrate %s: init: %w", name, err)
	}
	if err := lock(ctx, m); err != nil {
		return fmt.Errorf("migrate %s: %w", name, err)
	}
	defer m.Unlock(context.WithoutCancel(ctx))
	if _, err := m.Migrate(ctx); err != nil {
		return fmt.Errorf("migrate %s: %w", name, err)
	}
	return nil
}

// Serialize runs fn while holding the lock named name, so that processes
// sharing the database (several instances starting at once) run it one at a
// time. On PostgreSQL the lock is a session-level advisory lock; schema
// changes on SQLite are serialized by its write lock and busy timeout.
func Serialize(ctx context.Context, db *bun.DB, name string, fn func() error) error {
	if !IsPostgres(db) {
		return fn()
	}
	conn, err := db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	key := "feedbackkit-" + name
	if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock(hashtext(?))", key); err != nil {
		return fmt.Errorf("lock %s: %w", name, err)
	}
	defer conn.ExecContext(context.WithoutCancel(ctx), "SELECT pg_advisory_unlock(hashtext(?))", key)
	return fn()
}

// lock takes the migration lock, waiting while another process holds it.
func lock(ctx context.Context, m *migrate.Migrator) error {
	deadline := time.Now().Add(time.Minute)
	for {
		err := m.Lock(ctx)
		if err == nil {
			return nil
		}
		if time.Now().After(deadline) {
			return errors.Join(errors.New("migrations stayed locked for a minute"), err)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(200 * time.Millisecond):
		}
	}
}
