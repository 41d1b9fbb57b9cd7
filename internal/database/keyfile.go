package database

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// minKeyLength is the least number of characters a key file must hold.
const minKeyLength = 32

// KeyFile returns the key kept in the file at path, creating the file with
// a new random key (32 bytes, hex-encoded), readable and writable by its
// owner only (0600), when there is none. Two processes creating it at once
// agree on one key. It returns an error for a key shorter than 32
// characters, and for a file that others than its owner may read.
func KeyFile(path string) (string, error) {
	if _, err := os.Stat(path); err == nil {
		return readKeyFile(path)
	}
	buf := make([]byte, 32)
	if _, err := rand.Read(buf); err != nil {
		return "", err
	}
	// The key is written to a file of its own (CreateTemp makes it 0600),
	// then linked into place, which fails when the file exists: a reader
	// never sees half a key.
	tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".new-*")
	if err != nil {
		return "", fmt.Errorf("database: create the key file %s: %w", path, err)
	}
	defer os.Remove(tmp.Name())
	_, err = tmp.WriteString(hex.EncodeToString(buf) + "\n")
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		if err = os.Link(tmp.Name(), path); errors.Is(err, fs.ErrExist) {
			err = nil
		}
	}
	if err != nil {
		return "", fmt.Errorf("database: create the key file %s: %w", path, err)
	}
	return readKeyFile(path)
}

// readKeyFile reads the key of an existing key file.
func readKeyFile(path string) (string, error) {
	info, err := os.Stat(path)
	if err != nil {
		return "", fmt.Errorf("database: read the key file: %w", err)
	}
	if info.Mode().Perm()&0o077 != 0 {
		return "", fmt.Errorf("database: the key file %s may be read by others than its owner (mode %v): chmod 600 it", path, info.Mode().Perm())
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("database: read the key file: %w", err)
	}
	key := strings.TrimSpace(string(data))
	if len(key) < minKeyLength {
		return "", fmt.Errorf("database: the key file %s holds fewer than %d characters", path, minKeyLength)
	}
	return key, nil
}
