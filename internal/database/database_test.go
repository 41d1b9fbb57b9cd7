package database_test

import (
	"context"
	"database/sql"
	"errors"
	"net/url"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

func TestOpenRejectsUnknownURLs(t *testing.T) {
	for _, u := range []string{"mysql://x", "", "sqlite://", "postgres://user:hunter2@127.0.0.1:1/x?connect_timeout=1"} {
		db, err := database.Open(context.Background(), u)
		if err == nil {
			db.Close()
			t.Errorf("Open(%q) succeeded", u)
			continue
		}
		if strings.Contains(err.Error(), "hunter2") {
			t.Errorf("Open(%q) error shows the password: %v", u, err)
		}
	}
}

// TestPostgresJITOff checks that PostgreSQL connections run without JIT
// compilation, unless the URL asks for it.
func TestPostgresJITOff(t *testing.T) {
	u := dbtest.URL(t, "postgres")
	withJIT := func(key, value string) string {
		parsed, err := url.Parse(u)
		if err != nil {
			t.Fatal(err)
		}
		q := parsed.Query()
		q.Set(key, value)
		parsed.RawQuery = strings.ReplaceAll(q.Encode(), "+", "%20") // pgx reads no + as a space
		return parsed.String()
	}
	ctx := context.Background()
	for _, c := range []struct{ url, want string }{{u, "off"}, {withJIT("jit", "on"), "on"}, {withJIT("options", "-c jit=on"), "on"}} {
		db, err := database.Open(ctx, c.url)
		if err != nil {
			t.Fatal(err)
		}
		var got string
		if err := db.NewRaw("SHOW jit").Scan(ctx, &got); err != nil || got != c.want {
			t.Errorf("jit = %q (%v), want %q", got, err, c.want)
		}
		db.Close()
	}
}

func TestSQLitePragmas(t *testing.T) {
	db := dbtest.Open(t, "sqlite")
	ctx := context.Background()
	for pragma, want := range map[string]string{"foreign_keys": "1", "journal_mode": "wal", "busy_timeout": "10000", "secure_delete": "1", "journal_size_limit": "0"} {
		var got string
		if err := db.NewRaw("PRAGMA "+pragma).Scan(ctx, &got); err != nil || got != want {
			t.Errorf("PRAGMA %s = %q (%v), want %q", pragma, got, err, want)
		}
	}
}

var testMigrations = fstest.MapFS{
	"migrations/20260101000000_things.tx.up.sql": {Data: []byte(`
CREATE TABLE things (
	id TEXT PRIMARY KEY,
	made_at {{.Timestamp}} NOT NULL,
	doc {{.JSON}} NOT NULL
);
--bun:split
CREATE UNIQUE INDEX things_made_idx ON things (made_at);
`)},
	"migrations/20260102000000_more.tx.up.sql": {Data: []byte(`ALTER TABLE things ADD COLUMN note TEXT NOT NULL DEFAULT ''`)},
}

func TestMigrateAndTranslate(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		// Concurrent migrations (several instances starting at once) apply each file once.
		var wg sync.WaitGroup
		errs := make([]error, 4)
		for i := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				errs[i] = database.Migrate(ctx, db, "test", testMigrations)
			}()
		}
		wg.Wait()
		if err := errors.Join(errs...); err != nil {
			t.Fatal(err)
		}
		var applied int
		if err := db.NewRaw("SELECT count(*) FROM test_migrations").Scan(ctx, &applied); err != nil || applied != 2 {
			t.Fatalf("%d migrations recorded (%v), want 2", applied, err)
		}

		insert := func(id string) error {
			_, err := db.NewRaw("INSERT INTO things (id, made_at, doc, note) VALUES (?, '2026-01-01 00:00:00', '{}', 'n')", id).Exec(ctx)
			return err
		}
		if err := insert("a"); err != nil {
			t.Fatal(err)
		}
		err := database.Translate(insert("a"), "thing")
		if feedbackkit.ErrorCode(err) != feedbackkit.CodeAlreadyExists {
			t.Errorf("duplicate key: %v, want ALREADY_EXISTS", err)
		}
		err = database.Translate(db.NewRaw("SELECT id FROM things WHERE id = 'zz'").Scan(ctx, new(string)), "thing")
		if feedbackkit.ErrorCode(err) != feedbackkit.CodeNotFound || !strings.Contains(err.Error(), "thing not found") {
			t.Errorf("no rows: %v, want NOT_FOUND", err)
		}
		if err := database.Translate(sql.ErrConnDone, "thing"); !errors.Is(err, sql.ErrConnDone) {
			t.Errorf("other errors must pass through, got %v", err)
		}

		// Affected: a statement that must change a row.
		none := feedbackkit.NotFound("thing")
		res, err := db.NewRaw("UPDATE things SET note = 'm' WHERE id = 'a'").Exec(ctx)
		if err := database.Affected(res, err, none); err != nil {
			t.Errorf("changed row: %v", err)
		}
		res, err = db.NewRaw("UPDATE things SET note = 'm' WHERE id = 'zz'").Exec(ctx)
		if err := database.Affected(res, err, none); err != none {
			t.Errorf("no row changed: %v, want %v", err, none)
		}
		res, err = db.NewRaw("UPDATE no_such_table SET note = 'm'").Exec(ctx)
		if err := database.Affected(res, err, none); err == nil || err == none {
			t.Errorf("failed statement: %v, want its error", err)
		}
	})
}

func TestSecretIsGeneratedOnce(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		if err := database.MigrateCore(ctx, db); err != nil {
			t.Fatal(err)
		}
		secrets := make([]string, 4)
		var wg sync.WaitGroup
		for i := range secrets {
			wg.Add(1)
			go func() {
				defer wg.Done()
				s, err := database.Secret(ctx, db)
				if err != nil {
					t.Error(err)
				}
				secrets[i] = s
			}()
		}
		wg.Wait()
		for _, s := range secrets {
			if len(s) != 64 || s != secrets[0] {
				t.Fatalf("secrets differ or are short: %q", secrets)
			}
		}
	})
}
