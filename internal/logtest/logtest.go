// Package logtest holds what tests need to read what a program logged.
package logtest

import (
	"bufio"
	"bytes"
	"encoding/json"
	"sync"
	"testing"
)

// Buffer is a bytes.Buffer safe for the concurrent writes of a logger
// (an slog handler's writer): the zero value is ready to use.
type Buffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

// Write appends p.
func (b *Buffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

// String returns what was written so far.
func (b *Buffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// Records returns the JSON log records written so far, one a line; a line
// that is not a JSON object fails t.
func (b *Buffer) Records(t testing.TB) []map[string]any {
	t.Helper()
	return JSONLines(t, []byte(b.String()))
}

// JSONLines returns the JSON objects of data, one a line (JSON log
// records, an NDJSON download); a line that is not a JSON object fails t.
func JSONLines(t testing.TB, data []byte) []map[string]any {
	t.Helper()
	var out []map[string]any
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var m map[string]any
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatalf("line %q: %v", sc.Text(), err)
		}
		out = append(out, m)
	}
	return out
}
