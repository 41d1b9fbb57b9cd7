package demo

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestLocalURL(t *testing.T) {
	for addr, want := range map[string]string{
		":3000":          "http://localhost:3000",
		"127.0.0.1:8081": "http://127.0.0.1:8081",
		"[::1]:3000":     "http://[::1]:3000",
	} {
		if got := LocalURL(addr); got != want {
			t.Errorf("LocalURL(%q) = %q, want %q", addr, got, want)
		}
	}
}

// TestDatabase keeps the user's database, and puts the default one in a
// temporary directory that remove removes.
func TestDatabase(t *testing.T) {
	if url, remove, err := Database("postgres://db/x", "t"); err != nil || url != "postgres://db/x" {
		t.Errorf("the user's database: %q, %v", url, err)
	} else {
		remove()
	}
	url, remove, err := Database("", "t")
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Dir(strings.TrimPrefix(url, "sqlite://"))
	if !strings.HasPrefix(dir, os.TempDir()) {
		t.Errorf("default database %q outside %s", url, os.TempDir())
	}
	if _, err := os.Stat(dir); err != nil {
		t.Fatal(err)
	}
	remove()
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Errorf("%s left behind: %v", dir, err)
	}
}
