package dbtest

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/internal/database"
)

// Schema is a schema that tests can have databases of made already (see
// Migrated): Migrate makes it on an empty database, and Name tells it from
// the test process's other schemas, so that two schemas have two names.
type Schema struct {
	Name    string
	Migrate func(context.Context, *bun.DB) error
}

// Migrated returns a fresh database of the named dialect holding s's
// schema, closed and removed when t ends: a copy of a template database
// that s.Migrate made once per test process and dialect (on PostgreSQL,
// CREATE DATABASE ... TEMPLATE; on SQLite, a copy of the file), which
// saves each test running every migration. Tests of migrations themselves
// want Open's empty databases instead. The test binary's TestMain must run
// its tests through Main, which removes the templates at the end.
func Migrated(t testing.TB, dialect string, s Schema) *bun.DB {
	t.Helper()
	return openURL(t, MigratedURL(t, dialect, s))
}

// MigratedURL returns the URL of a fresh database of the named dialect
// holding s's schema, as Migrated does, for tests that open it themselves.
func MigratedURL(t testing.TB, dialect string, s Schema) string {
	t.Helper()
	if !inMain.Load() {
		t.Fatal("dbtest: Migrated needs the package's TestMain to run its tests through dbtest.Main, which removes the template databases")
	}
	if s.Name == "" || s.Migrate == nil {
		t.Fatal("dbtest: a Schema needs a Name and a Migrate function")
	}
	var admin string
	switch dialect {
	case "sqlite":
	case "postgres":
		admin = postgresServer(t)
	default:
		t.Fatalf("dbtest: unknown dialect %q", dialect)
	}
	tpl := templateOf(t, dialect, s)
	tpl.once.Do(func() { tpl.err = tpl.make(admin, s) })
	if tpl.err != nil {
		t.Fatalf("dbtest: the template of schema %s on %s: %v", s.Name, dialect, tpl.err)
	}
	if dialect == "postgres" {
		return postgresCopy(t, admin, tpl.name)
	}
	path := filepath.Join(t.TempDir(), "test.db")
	if err := os.WriteFile(path, tpl.file, 0o600); err != nil {
		t.Fatalf("dbtest: copy the template of schema %s: %v", s.Name, err)
	}
	return "sqlite://" + path
}

// Main runs the tests of m and then removes the template databases that
// Migrated made, and returns the exit code for os.Exit: a TestMain that
// lets its tests use Migrated ends with os.Exit(dbtest.Main(m)). A
// template it cannot remove is written to stderr and fails the run.
func Main(m *testing.M) int {
	inMain.Store(true)
	code := m.Run()
	inMain.Store(false)
	if err := removeTemplates(); err != nil {
		fmt.Fprintf(os.Stderr, "dbtest: %v\n", err)
		if code == 0 {
			code = 1
		}
	}
	return code
}

// inMain is true while Main runs the tests.
var inMain atomic.Bool

// template is the template database of a schema on a dialect, made once
// (by the first test asking for it) and removed by Main.
type template struct {
	dialect string
	migrate uintptr // s.Migrate's code, to catch two schemas of one name
	once    sync.Once
	err     error
	name    string // PostgreSQL: the template database's name
	admin   string // PostgreSQL: the URL of the server's administrative database
	dir     string // SQLite: the directory of the template's file
	file    []byte // SQLite: the contents of the template's file
}

var templates = struct {
	sync.Mutex
	m map[string]*template
}{m: map[string]*template{}}

// templateOf returns the template of s on dialect, failing t when another
// schema of the same name was asked for before.
func templateOf(t testing.TB, dialect string, s Schema) *template {
	t.Helper()
	code := reflect.ValueOf(s.Migrate).Pointer()
	templates.Lock()
	defer templates.Unlock()
	tpl := templates.m[dialect+"/"+s.Name]
	if tpl == nil {
		tpl = &template{dialect: dialect, migrate: code}
		templates.m[dialect+"/"+s.Name] = tpl
	}
	if tpl.migrate != code {
		t.Fatalf("dbtest: two schemas are named %q, with different Migrate functions: name them apart", s.Name)
	}
	return tpl
}

// templateTimeout bounds the making of a template: an empty database and
// every migration of a schema.
const templateTimeout = 2 * time.Minute

// make creates the template database and runs s.Migrate on it.
func (tpl *template) make(admin string, s Schema) error {
	ctx, cancel := context.WithTimeout(context.Background(), templateTimeout)
	defer cancel()
	if tpl.dialect == "postgres" {
		return tpl.makePostgres(ctx, admin, s)
	}
	return tpl.makeSQLite(ctx, s)
}

// makePostgres creates the template as a database of its own on the
// server of admin. Its name is random, as test binaries of several
// packages and several go test runs may make templates at once on one
// server, and starts with fktest_, as the databases of tests do.
func (tpl *template) makePostgres(ctx context.Context, admin string, s Schema) error {
	name := "fktest_tpl_" + randomHex(6) + "_" + identifier(s.Name)
	if err := adminExec(ctx, admin, "CREATE DATABASE "+name); err != nil {
		return fmt.Errorf("create database: %w", err)
	}
	// Main removes it from now on, even when migrating fails.
	tpl.name, tpl.admin = name, admin
	u, err := databaseURL(admin, name)
	if err != nil {
		return err
	}
	db, err := database.Open(ctx, u)
	if err != nil {
		return err
	}
	err = s.Migrate(ctx, db)
	// A database with a connection open cannot be a template: closing db
	// closes them all (CREATE DATABASE waits a few seconds for their
	// server processes to end).
	return errors.Join(err, db.Close())
}

// makeSQLite migrates a file in a directory of its own, checkpoints its
// write-ahead log into it, and keeps its contents to copy.
func (tpl *template) makeSQLite(ctx context.Context, s Schema) error {
	dir, err := os.MkdirTemp("", "fktest_tpl_*")
	if err != nil {
		return err
	}
	tpl.dir = dir
	path := filepath.Join(dir, "template.db")
	db, err := database.Open(ctx, "sqlite://"+path)
	if err != nil {
		return err
	}
	err = s.Migrate(ctx, db)
	if err == nil {
		_, err = db.ExecContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)")
	}
	if err := errors.Join(err, db.Close()); err != nil {
		return err
	}
	if wal, err := os.Stat(path + "-wal"); err == nil && wal.Size() > 0 {
		return fmt.Errorf("%s-wal kept %d bytes after the checkpoint", path, wal.Size())
	}
	tpl.file, err = os.ReadFile(path)
	return err
}

// removeTemplates drops the template databases made so far and deletes
// the templates' files.
func removeTemplates() error {
	templates.Lock()
	defer templates.Unlock()
	var errs []error
	for key, tpl := range templates.m {
		if tpl.name != "" {
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			if err := adminExec(ctx, tpl.admin, "DROP DATABASE IF EXISTS "+tpl.name+" WITH (FORCE)"); err != nil {
				errs = append(errs, fmt.Errorf("drop the template database %s: %w", tpl.name, err))
			}
			cancel()
		}
		if tpl.dir != "" {
			if err := os.RemoveAll(tpl.dir); err != nil {
				errs = append(errs, err)
			}
		}
		delete(templates.m, key)
	}
	return errors.Join(errs...)
}

// identifier returns name in the letters a database's name may hold
// unquoted, at most 20 of them.
func identifier(name string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(name) {
		if b.Len() == 20 {
			break
		}
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	return b.String()
}
