package main

import (
	"context"
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBusyAddr starts feedbackd on an address in use: it fails at once,
// naming FEEDBACKD_ADDR, before it opens (and creates) the database.
func TestBusyAddr(t *testing.T) {
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	cfg := testConfig(t, "sqlite")
	cfg.Addr = busy.Addr().String()
	m := NewMain(cfg, io.Discard)
	err = m.Run(context.Background())
	m.Close()
	if err == nil || !strings.Contains(err.Error(), "FEEDBACKD_ADDR (--addr) "+cfg.Addr) {
		t.Errorf("Run on a busy address: %v, want an error naming FEEDBACKD_ADDR", err)
	}
	path := filepath.FromSlash(strings.TrimPrefix(cfg.DatabaseURL, "sqlite://"))
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Errorf("the database %s was opened (%v) before the address was bound", path, err)
	}
}
