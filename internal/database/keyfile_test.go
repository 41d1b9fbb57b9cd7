package database_test

import (
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/feedbackkit/feedbackkit/internal/database"
)

func TestKeyFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "feedbackd.db.key")
	keys := make([]string, 4)
	var wg sync.WaitGroup
	for i := range keys {
		wg.Go(func() {
			var err error
			if keys[i], err = database.KeyFile(path); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	for _, k := range keys[1:] {
		if k != keys[0] || len(k) != 64 {
			t.Fatalf("keys %q: want one key of 64 hex digits", keys)
		}
	}
	info, err := os.Stat(path)
	if err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("key file: %v %v, want mode 0600", info.Mode(), err)
	}
	if again, err := database.KeyFile(path); err != nil || again != keys[0] {
		t.Errorf("read again: %q %v", again, err)
	}
	if left, _ := filepath.Glob(path + ".new-*"); len(left) != 0 {
		t.Errorf("files left behind: %v", left)
	}

	if err := os.Chmod(path, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := database.KeyFile(path); err == nil {
		t.Error("a key file others may read is used")
	}
	short := filepath.Join(t.TempDir(), "short.key")
	if err := os.WriteFile(short, []byte("too short\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := database.KeyFile(short); err == nil {
		t.Error("a key of 9 characters is used")
	}
	if _, err := database.KeyFile(filepath.Join(t.TempDir(), "missing", "x.key")); err == nil {
		t.Error("a key file in a missing directory: no error")
	}
}
