package app_test

import (
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// TestKeyFileLocations starts Apps without a secret: the key that seals
// stored tokens goes to a file next to the SQLite file, or on PostgreSQL to
// one in the working directory, with a warning; a key file others may
// read stops the start.
func TestKeyFileLocations(t *testing.T) {
	ctx := context.Background()
	t.Chdir(t.TempDir()) // DefaultSecretFile lands in a directory of the test's

	sqlite := filepath.Join(t.TempDir(), "feedbackd.db")
	var mu sync.Mutex
	var warnings []string
	logger := slog.New(recordHandler{&mu, &warnings})
	kit, err := app.New(ctx, app.Config{DatabaseURL: "sqlite://" + sqlite, BlobURL: "mem://", Logger: logger})
	if err != nil {
		t.Fatal(err)
	}
	if err := kit.Close(ctx); err != nil {
		t.Fatal(err)
	}
	if info, err := os.Stat(sqlite + ".key"); err != nil || info.Mode().Perm() != 0o600 {
		t.Errorf("SQLite's key file: %v %v, want %s with mode 0600", info, err, sqlite+".key")
	}
	if len(warnings) != 0 {
		t.Errorf("warnings on SQLite: %q", warnings)
	}

	kit, err = app.New(ctx, app.Config{DB: dbtest.Open(t, "postgres"), BlobURL: "mem://", Logger: logger})
	if err != nil {
		t.Fatal(err)
	}
	if err := kit.Close(ctx); err != nil {
		t.Fatal(err)
	}
	if info, err := os.Stat(app.DefaultSecretFile); err != nil || info.Mode().Perm() != 0o600 {
		t.Errorf("PostgreSQL's key file: %v %v, want %s in the working directory with mode 0600", info, err, app.DefaultSecretFile)
	}
	if len(warnings) != 1 || !strings.Contains(warnings[0], "FEEDBACKD_SECRET") || !strings.Contains(warnings[0], app.DefaultSecretFile) {
		t.Errorf("warnings on PostgreSQL: %q, want one about FEEDBACKD_SECRET and the key file", warnings)
	}

	// With a secret, no key file and no warning.
	warnings = nil
	other := filepath.Join(t.TempDir(), "other.key")
	kit, err = app.New(ctx, app.Config{DB: dbtest.Open(t, "postgres"), BlobURL: "mem://", Logger: logger,
		Secret: "a-secret-of-enough-characters", SecretFile: other})
	if err != nil {
		t.Fatal(err)
	}
	if err := kit.Close(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(other); !os.IsNotExist(err) || len(warnings) != 0 {
		t.Errorf("with a secret: key file %v, warnings %q", err, warnings)
	}

	if err := os.Chmod(sqlite+".key", 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := app.New(ctx, app.Config{DatabaseURL: "sqlite://" + sqlite, BlobURL: "mem://"}); err == nil || !strings.Contains(err.Error(), "chmod 600") {
		t.Errorf("a key file others may read: %v, want an error that says what to do", err)
	}
}
