package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/app"
)

// adminCommandLines are the admin commands other than migrate, each with
// its required flags.
var adminCommandLines = [][]string{
	{"org", "create", "--name", "Acme", "--subdomain", "acme", "--owner-email", "boss@acme.test", "--owner-password", "long enough secret"},
	{"org", "set-plan", "--subdomain", "acme", "--plan", "team"},
	{"org", "set-limits", "--subdomain", "acme", "--seats", "3"},
	{"org", "export", "--subdomain", "acme"},
	{"org", "delete", "--subdomain", "acme", "--yes"},
	{"user", "system-admin", "--email", "boss@acme.test", "--grant"},
	{"mail", "list"},
	{"jobs", "discard", "--yes"},
	{"digests", "run"},
	{"seed", "--subdomain", "acme"},
	{"bench", "--no-seed"},
}

// TestAdminCommandsNeedADatabase runs every admin command on a SQLite
// file that does not exist and on an empty PostgreSQL database: each
// fails, naming the database and FEEDBACKD_DATABASE_URL, and creates
// nothing (no database, key file nor upload directory), while migrate
// creates the database they then work on, and fail again without its key
// file.
func TestAdminCommandsNeedADatabase(t *testing.T) {
	dir := t.TempDir()
	missing := Config{
		DatabaseURL: "sqlite://" + filepath.Join(dir, "feedbackd.db"),
		BlobURL:     "file://" + filepath.Join(dir, "uploads"),
	}
	for _, args := range adminCommandLines {
		_, err := cli(t, missing, args...)
		if err == nil || !strings.Contains(err.Error(), "no database at "+filepath.Join(dir, "feedbackd.db")) ||
			!strings.Contains(err.Error(), "FEEDBACKD_DATABASE_URL") {
			t.Errorf("%s on a missing database: %v", strings.Join(args, " "), err)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) > 0 {
		t.Errorf("the admin commands created %v", entries)
	}
	if out, err := cli(t, missing, "migrate"); err != nil || !strings.HasPrefix(out, "applied ") {
		t.Fatalf("migrate: %s %v", out, err)
	}
	if out, err := cli(t, missing, "mail", "list", "--json"); err != nil || strings.TrimSpace(out) != "[]" {
		t.Errorf("mail list after migrate: %q %v", out, err)
	}
	// Without the SQLite database's key file, which seals its stored
	// secrets, the commands fail as they do without the database.
	keyFile := filepath.Join(dir, "feedbackd.db.key")
	if err := os.Rename(keyFile, keyFile+".moved"); err != nil {
		t.Fatal(err)
	}
	if _, err := cli(t, missing, "mail", "list"); err == nil || !strings.Contains(err.Error(), "no key file at "+keyFile) {
		t.Errorf("mail list without the key file: %v", err)
	}
	if _, err := os.Stat(keyFile); err == nil {
		t.Error("mail list created the key file")
	}

	empty := testConfig(t, "postgres")
	if _, err := cli(t, empty, "mail", "list"); err == nil || !strings.Contains(err.Error(), "no feedbackkit database") ||
		!strings.Contains(err.Error(), "FEEDBACKD_DATABASE_URL") {
		t.Errorf("mail list on an empty PostgreSQL database: %v", err)
	}
	db, err := app.OpenDB(context.Background(), empty.DatabaseURL)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if migrated, err := app.Migrated(context.Background(), db); err != nil || migrated {
		t.Errorf("mail list migrated the empty database: %v %v", migrated, err)
	}
	if _, err := os.Stat(empty.SecretFile); err == nil {
		t.Error("mail list created the key file of the empty database")
	}
}

// TestAdminCommandInAnotherDirectory runs `feedbackd mail list` as a
// newcomer does from a directory other than the server's, with no
// environment: it fails saying where it looked, and leaves the directory
// empty; `feedbackd org create` without flags names the flags it needs.
func TestAdminCommandInAnotherDirectory(t *testing.T) {
	dir := t.TempDir()
	feedbackd := func(args ...string) (string, error) {
		cmd := exec.Command(os.Args[0], args...)
		cmd.Dir = dir
		cmd.Env = []string{"FEEDBACKD_RUN_MAIN=1", "PATH=" + os.Getenv("PATH")}
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		err := cmd.Run()
		return out.String(), err
	}
	out, err := feedbackd("mail", "list")
	if err == nil || !strings.Contains(out, "feedbackd: no database at "+filepath.Join(dir, "feedbackd.db")+
		": run feedbackd from the server's directory, set FEEDBACKD_DATABASE_URL to the server's, or run feedbackd migrate to create one there") {
		t.Errorf("mail list in another directory: %v\n%s", err, out)
	}
	out, err = feedbackd("org", "create")
	if err == nil || !strings.Contains(out, "org create: the flags --name, --owner-email, --owner-password, --subdomain are required") {
		t.Errorf("org create without flags: %v\n%s", err, out)
	}
	out, err = feedbackd("org", "create", "--subdomain", "acme", "--owner-email", "boss@acme.test", "--owner-password", "long enough secret")
	if err == nil || !strings.Contains(out, "org create: the flag --name is required") {
		t.Errorf("org create without --name: %v\n%s", err, out)
	}
	if entries, _ := os.ReadDir(dir); len(entries) > 0 {
		t.Errorf("the admin commands created %v", entries)
	}
}

// TestEveryAdminCommandIsChecked keeps adminCommandLines complete: every
// command but serve, migrate and analyze (which opens no database) is in it.
func TestEveryAdminCommandIsChecked(t *testing.T) {
	for _, c := range commands {
		name := strings.Join(c, " ")
		if name == "serve" || name == "migrate" || c[0] == "analyze" {
			continue
		}
		found := false
		for _, args := range adminCommandLines {
			found = found || strings.HasPrefix(strings.Join(args, " "), name)
		}
		if !found {
			t.Errorf("%s is not in adminCommandLines", name)
		}
	}
}

// TestStartErrorsNameTheSettings starts feedbackd with settings it
// refuses: each error names the variables and flags to set, before
// anything is created, and no stop is logged of a server that never ran.
func TestStartErrorsNameTheSettings(t *testing.T) {
	for _, c := range []struct {
		env  map[string]string
		want []string
	}{
		{map[string]string{"FEEDBACKD_NO_PAGES": "1"}, []string{"FEEDBACKD_NO_PAGES (--no-pages) needs FEEDBACKD_PAGES_URL (--pages-url)"}},
		{map[string]string{"FEEDBACKD_NO_DASHBOARD": "1"}, []string{"FEEDBACKD_NO_DASHBOARD (--no-dashboard) needs FEEDBACKD_DASHBOARD_URL (--dashboard-url)"}},
		{map[string]string{"FEEDBACKD_SECRET": "short secret"}, []string{"FEEDBACKD_SECRET (--secret) has 12 bytes: want at least 16"}},
		{map[string]string{"FEEDBACKD_METRICS_TOKEN": " short token "}, []string{"FEEDBACKD_METRICS_TOKEN (--metrics-token) has 11 bytes (without the spaces around it): want at least 16"}},
		{map[string]string{"FEEDBACKD_DATABASE_URL": "mysql://x"}, []string{`FEEDBACKD_DATABASE_URL (--database-url) "mysql://x": want postgres://... or sqlite://PATH`}},
	} {
		dir := t.TempDir()
		env := map[string]string{
			"FEEDBACKD_DATABASE_URL": "sqlite://" + filepath.Join(dir, "feedbackd.db"),
			"FEEDBACKD_BLOB_URL":     "file://" + filepath.Join(dir, "uploads"),
			"FEEDBACKD_ADDR":         "127.0.0.1:0",
		}
		for k, v := range c.env {
			env[k] = v
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		var stderr bytes.Buffer
		err := run(ctx, nil, func(k string) string { return env[k] }, strings.NewReader(""), &stderr, &stderr)
		cancel()
		for _, want := range c.want {
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("%v: %v, want %q", c.env, err, want)
			}
		}
		if strings.Contains(stderr.String(), "feedbackd stopped") {
			t.Errorf("%v: a stop is logged of a server that never ran:\n%s", c.env, stderr.String())
		}
		if entries, _ := os.ReadDir(dir); len(entries) > 0 {
			t.Errorf("%v: the refused start created %v", c.env, entries)
		}
	}
}
