package database

import (
	"context"
	"crypto/rand"
	"database/sql"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/uptrace/bun"
)

//go:embed migrations/*.sql
var migrations embed.FS

// MigrateCore creates the tables this package itself keeps (instance-wide
// metadata such as the generated secret).
func MigrateCore(ctx context.Context, db *bun.DB) error {
	return Migrate(ctx, db, "feedbackkit", migrations)
}

// Migrated reports whether MigrateCore has run on db: whether it holds a
// feedbackkit database rather than none or another program's.
func Migrated(ctx context.Context, db bun.IDB) (bool, error) {
	query := "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'feedbackkit_meta'"
	if IsPostgres(db) {
		query = "SELECT count(*) FROM pg_catalog.pg_tables WHERE tablename = 'feedbackkit_meta' AND schemaname = ANY (current_schemas(false))"
	}
	var n int
	err := db.NewRaw(query).Scan(ctx, &n)
	return n > 0, err
}

// Secret returns the instance secret kept in the database, generating and
// storing a random one the first time. Concurrent first calls agree on one.
func Secret(ctx context.Context, db bun.IDB) (string, error) {
	buf := make([]byte, 32)
	if _, err := rand.Read(buf); err != nil {
		return "", err
	}
	if _, err := db.NewRaw(
		"INSERT INTO feedbackkit_meta (key, value) VALUES ('secret', ?) ON CONFLICT (key) DO NOTHING",
		hex.EncodeToString(buf),
	).Exec(ctx); err != nil {
		return "", err
	}
	var secret string
	err := db.NewRaw("SELECT value FROM feedbackkit_meta WHERE key = 'secret'").Scan(ctx, &secret)
	return secret, err
}

// Claim records the key in the instance's metadata, once per database,
// and reports whether this call recorded it: false when an earlier call
// (of any process) had. Within a transaction, a concurrent claim of the
// same key waits for it to end.
func Claim(ctx context.Context, db bun.IDB, key string) (bool, error) {
	res, err := db.NewRaw("INSERT INTO feedbackkit_meta (key, value) VALUES (?, '') ON CONFLICT (key) DO NOTHING", key).Exec(ctx)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// StoredSecret returns the instance secret kept in the database, "" when
// there is none (Secret was never called on it).
func StoredSecret(ctx context.Context, db bun.IDB) (string, error) {
	var secret string
	err := db.NewRaw("SELECT value FROM feedbackkit_meta WHERE key = 'secret'").Scan(ctx, &secret)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	return secret, err
}

// SQLiteFile returns the file of the main database of a SQLite db, "" for
// an in-memory database.
func SQLiteFile(ctx context.Context, db bun.IDB) (string, error) {
	var rows []struct {
		Seq  int    `bun:"seq"`
		Name string `bun:"name"`
		File string `bun:"file"`
	}
	if err := db.NewRaw("PRAGMA database_list").Scan(ctx, &rows); err != nil {
		return "", err
	}
	for _, r := range rows {
		if r.Name == "main" {
			return r.File, nil
		}
	}
	return "", nil
}

// AppliedMigrations returns the migrations applied to db, each as "PACKAGE
// NUMBER" (from the PACKAGE_migrations tables of Migrate: the number that
// starts the file's name) or "river VERSION"
// (the job queue's own), in table then application order; none on an
// empty database. A PACKAGE_migrations table counts only beside the
// PACKAGE_migration_locks table Migrate creates with it, so another tool's
// table of a shared database (golang-migrate's schema_migrations) is left
// alone.
func AppliedMigrations(ctx context.Context, db bun.IDB) ([]string, error) {
	query := `SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`
	if IsPostgres(db) {
		query = `SELECT tablename FROM pg_catalog.pg_tables WHERE schemaname = ANY (current_schemas(false)) ORDER BY tablename`
	}
	var all []string
	if err := db.NewRaw(query).Scan(ctx, &all); err != nil {
		return nil, err
	}
	var tables []string
	for _, table := range all {
		pkg, ok := strings.CutSuffix(table, "_migrations")
		if table == "river_migration" || ok && slices.Contains(all, pkg+"_migration_locks") {
			tables = append(tables, table)
		}
	}
	var applied []string
	for _, table := range tables {
		// Bun keeps the number that starts a file's name (NNN of NNN_name.tx.up.sql).
		pkg, query := strings.TrimSuffix(table, "_migrations"), "SELECT name FROM ? ORDER BY name"
		if table == "river_migration" {
			pkg, query = "river", "SELECT CAST(version AS TEXT) FROM ? ORDER BY version"
		}
		var names []string
		if err := db.NewRaw(query, bun.Ident(table)).Scan(ctx, &names); err != nil {
			return nil, fmt.Errorf("read %s: %w", table, err)
		}
		for _, n := range names {
			applied = append(applied, pkg+" "+n)
		}
	}
	return applied, nil
}
