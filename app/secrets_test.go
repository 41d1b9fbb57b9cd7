package app_test

import (
	"context"
	"errors"
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
	// The warning names the setting as an embedding program sets it (it
	// said "FEEDBACKD_SECRET is not set", which app never reads), and as
	// feedbackd's operators set it.
	want := "WARN no secret is set (app.Config.Secret, which feedbackd reads from FEEDBACKD_SECRET): the tokens stored in PostgreSQL are sealed with the key of a file in the working directory; set the secret (the same on every instance) or keep that file key_file=" + app.DefaultSecretFile
	if len(warnings) != 1 || warnings[0] != want {
		t.Errorf("warnings on PostgreSQL: %q, want %q", warnings, want)
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

// TestKeyFile covers the rule of the key file's default path: the
// configured file first, DefaultSecretFile on PostgreSQL, the SQLite file
// followed by .key, none in memory; the SQLite file is asked for only when
// needed, and an error finding it is returned.
func TestKeyFile(t *testing.T) {
	unasked := func() (string, error) {
		t.Error("KeyFile asked for the SQLite file it does not need")
		return "", nil
	}
	file := func(name string) func() (string, error) {
		return func() (string, error) { return name, nil }
	}
	failed := errors.New("no PRAGMA")
	for _, c := range []struct {
		name       string
		secretFile string
		postgres   bool
		sqliteFile func() (string, error)
		want       string
		err        error
	}{
		{"configured on SQLite", "/etc/feedbackd/key", false, unasked, "/etc/feedbackd/key", nil},
		{"configured on PostgreSQL", "/etc/feedbackd/key", true, unasked, "/etc/feedbackd/key", nil},
		{"PostgreSQL", "", true, unasked, app.DefaultSecretFile, nil},
		{"SQLite file", "", false, file("/srv/feedbackd.db"), "/srv/feedbackd.db.key", nil},
		{"SQLite in memory", "", false, file(""), "", nil},
		{"SQLite file unknown", "", false, func() (string, error) { return "", failed }, "", failed},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := app.KeyFile(c.secretFile, c.postgres, c.sqliteFile)
			if got != c.want || !errors.Is(err, c.err) {
				t.Errorf("KeyFile(%q, %v) = %q, %v; want %q, %v", c.secretFile, c.postgres, got, err, c.want, c.err)
			}
		})
	}
}
