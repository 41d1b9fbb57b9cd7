package database_test

import (
	"bytes"
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/feedbackkit/feedbackkit/internal/database"
)

// TestSQLiteDeletedRowsLeaveNoTrace checks that a deleted row is readable
// neither in the database file nor in its WAL once a checkpoint has run:
// secure deletion zeroes it in the file, and the WAL, truncated when it
// starts over after the checkpoint, keeps none of the frames of the
// transaction that wrote it (docs/governance.md).
func TestSQLiteDeletedRowsLeaveNoTrace(t *testing.T) {
	path := filepath.Join(t.TempDir(), "trace.db")
	db, err := sql.Open("sqlite", database.SQLiteDSN(path))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1) // so that the checkpoints meet no reader
	ctx := context.Background()
	const secret = "secret-feedback-text-0193"
	exec := func(query string, args ...any) {
		t.Helper()
		if _, err := db.ExecContext(ctx, query, args...); err != nil {
			t.Fatalf("%s: %v", query, err)
		}
	}
	exec("CREATE TABLE notes (body TEXT NOT NULL)")
	// The secret comes after enough rows for its frame to lie past the
	// few frames the deletion writes when the WAL starts over.
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	for range 200 {
		if _, err := tx.ExecContext(ctx, "INSERT INTO notes (body) VALUES (?)", strings.Repeat("p", 200)); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := tx.ExecContext(ctx, "INSERT INTO notes (body) VALUES (?)", secret); err != nil {
		t.Fatal(err)
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	exec("PRAGMA wal_checkpoint")
	exec("DELETE FROM notes WHERE body = ?", secret)
	exec("PRAGMA wal_checkpoint")
	for _, file := range []string{path, path + "-wal"} {
		content, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if bytes.Contains(content, []byte(secret)) {
			t.Errorf("%s keeps the deleted row", filepath.Base(file))
		}
	}
}
