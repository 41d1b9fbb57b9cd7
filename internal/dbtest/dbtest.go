// Package dbtest gives each test a fresh database on every dialect that is
// available: SQLite always, PostgreSQL from FEEDBACKKIT_TEST_POSTGRES_URL or,
// when that is unset, the local server at LocalPostgresURL when it answers,
// else a container started through Docker when a Docker daemon answers.
// Without PostgreSQL its tests are skipped with a message (also written to
// the terminal, as go test hides skips without -v), unless
// FEEDBACKKIT_REQUIRE_POSTGRES=1 turns the skip into a failure.
package dbtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"github.com/ory/dockertest/v3"
	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/internal/database"
)

// Dialects names the dialects Run runs a test on.
var Dialects = []string{"sqlite", "postgres"}

// Run runs fn as a subtest per dialect, each with its own fresh, empty
// database that is removed when the subtest ends.
func Run(t *testing.T, fn func(t *testing.T, db *bun.DB)) {
	t.Helper()
	for _, d := range Dialects {
		t.Run(d, func(t *testing.T) {
			fn(t, Open(t, d))
		})
	}
}

// Open returns a fresh, empty database of the named dialect ("sqlite" or
// "postgres"), closed and removed when t ends.
func Open(t testing.TB, dialect string) *bun.DB {
	t.Helper()
	switch dialect {
	case "sqlite", "postgres":
	default:
		t.Fatalf("dbtest: unknown dialect %q", dialect)
	}
	return openURL(t, URL(t, dialect))
}

// openURL opens the test database of u, closed when t ends.
func openURL(t testing.TB, u string) *bun.DB {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	db, err := database.Open(ctx, u)
	if err != nil {
		t.Fatalf("dbtest: %v", err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// URL returns the URL of a fresh, empty database of the named dialect, for
// tests that open it themselves (such as a binary under test).
func URL(t testing.TB, dialect string) string {
	t.Helper()
	if dialect == "postgres" {
		return postgresDatabase(t)
	}
	return "sqlite://" + filepath.Join(t.TempDir(), "test.db")
}

// postgresDatabase creates an empty database on the test server and
// returns its URL; it is dropped when t ends.
func postgresDatabase(t testing.TB) string {
	t.Helper()
	return postgresCopy(t, postgresServer(t), "")
}

// postgresCopy creates a database on the server of admin, a copy of the
// database template (template1, PostgreSQL's default, when ""), and
// returns its URL; it is dropped when t ends.
func postgresCopy(t testing.TB, admin, template string) string {
	t.Helper()
	ctx := context.Background()
	name := "fktest_" + randomHex(8)
	create := "CREATE DATABASE " + name
	if template != "" {
		create += " TEMPLATE " + template
	}
	if err := adminExec(ctx, admin, create); err != nil {
		t.Fatalf("dbtest: create database: %v", err)
	}
	t.Cleanup(func() {
		if err := adminExec(ctx, admin, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)"); err != nil {
			t.Errorf("dbtest: drop database: %v", err)
		}
	})
	u, err := databaseURL(admin, name)
	if err != nil {
		t.Fatalf("dbtest: %v", err)
	}
	return u
}

// databaseURL returns the URL of the database name on the server of admin.
func databaseURL(admin, name string) (string, error) {
	u, err := url.Parse(admin)
	if err != nil {
		return "", err
	}
	u.Path = "/" + name
	return u.String(), nil
}

// adminExec runs the statement query on the database of admin, through a
// connection of its own.
func adminExec(ctx context.Context, admin, query string) error {
	db, err := database.Open(ctx, admin)
	if err != nil {
		return err
	}
	defer db.Close()
	_, err = db.ExecContext(ctx, query)
	return err
}

var (
	serverOnce sync.Once
	serverURL  string
	serverWhy  string
)

// postgresServer returns the URL of an administrative database on the test
// PostgreSQL server, or skips (or fails) t when there is none.
func postgresServer(t testing.TB) string {
	t.Helper()
	serverOnce.Do(func() {
		if u := os.Getenv("FEEDBACKKIT_TEST_POSTGRES_URL"); u != "" {
			serverURL = u
			return
		}
		if answers(LocalPostgresURL) {
			serverURL = LocalPostgresURL
			return
		}
		serverURL, serverWhy = startContainer()
	})
	if serverURL == "" {
		msg := "PostgreSQL tests skipped: FEEDBACKKIT_TEST_POSTGRES_URL is unset, no server answers at " +
			LocalPostgresURL + ", and " + serverWhy
		if os.Getenv("FEEDBACKKIT_REQUIRE_POSTGRES") == "1" {
			t.Fatal(msg + " (FEEDBACKKIT_REQUIRE_POSTGRES=1)")
		}
		noticeSkip(msg)
		t.Skip(msg)
	}
	return serverURL
}

// LocalPostgresURL is the PostgreSQL server the tests use when
// FEEDBACKKIT_TEST_POSTGRES_URL is unset and it answers: the default local
// server with trust authentication.
const LocalPostgresURL = "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable"

// answers reports whether the PostgreSQL server of u accepts a connection
// within two seconds.
func answers(u string) bool {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	db, err := database.Open(ctx, u)
	if err != nil {
		return false
	}
	return db.Close() == nil
}

// noticeSkip tells the person running `go test ./...` that PostgreSQL
// tests were skipped, which go test hides without -v: it writes msg to the
// terminal, once per go test run (the parent process of every test binary
// of the run), and nowhere when there is no terminal.
func noticeSkip(msg string) {
	marker := filepath.Join(os.TempDir(), fmt.Sprintf("feedbackkit-pg-skip-%d", os.Getppid()))
	f, err := os.OpenFile(marker, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
	if err != nil {
		return // told already in this run
	}
	f.Close()
	tty, err := os.OpenFile("/dev/tty", os.O_WRONLY, 0)
	if err != nil {
		return
	}
	defer tty.Close()
	fmt.Fprintf(tty, "feedbackkit: %s; run with -v to see each skip\n", msg)
}

// startContainer starts PostgreSQL in Docker. The container removes itself
// after ten minutes, as nothing else outlives the test process to do it.
func startContainer() (string, string) {
	pool, err := dockertest.NewPool("")
	if err != nil {
		return "", "no Docker daemon answers: " + err.Error()
	}
	if err := pool.Client.Ping(); err != nil {
		return "", "no Docker daemon answers: " + err.Error()
	}
	res, err := pool.Run("postgres", "16-alpine", []string{"POSTGRES_HOST_AUTH_METHOD=trust"})
	if err != nil {
		return "", "starting a PostgreSQL container failed: " + err.Error()
	}
	_ = res.Expire(600)
	u := fmt.Sprintf("postgres://postgres@%s/postgres?sslmode=disable", res.GetHostPort("5432/tcp"))
	pool.MaxWait = time.Minute
	if err := pool.Retry(func() error {
		db, err := database.Open(context.Background(), u)
		if err != nil {
			return err
		}
		return db.Close()
	}); err != nil {
		return "", "the PostgreSQL container did not answer: " + err.Error()
	}
	return u, ""
}

func randomHex(n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic(err)
	}
	return hex.EncodeToString(b)
}

// MigrationsBefore returns the files of the directory migrations/ of fsys
// (a package's embedded migrations) whose names sort before last: the
// schema a migration named last finds, so that a test can store rows in
// it, run the package's Migrate, and see what the migration made of them.
func MigrationsBefore(t testing.TB, fsys fs.FS, last string) fs.FS {
	t.Helper()
	files, err := fs.ReadDir(fsys, "migrations")
	if err != nil {
		t.Fatal(err)
	}
	before := fstest.MapFS{}
	for _, f := range files {
		if f.Name() >= last {
			break
		}
		data, err := fs.ReadFile(fsys, "migrations/"+f.Name())
		if err != nil {
			t.Fatal(err)
		}
		before["migrations/"+f.Name()] = &fstest.MapFile{Data: data}
	}
	return before
}
