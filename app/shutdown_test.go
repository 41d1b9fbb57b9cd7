package app_test

import (
	"context"
	"log/slog"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// recordHandler keeps the messages of the records at Warn and above.
type recordHandler struct {
	mu   *sync.Mutex
	msgs *[]string
}

func (h recordHandler) Enabled(context.Context, slog.Level) bool { return true }
func (h recordHandler) Handle(_ context.Context, r slog.Record) error {
	if r.Level < slog.LevelWarn {
		return nil
	}
	var b strings.Builder
	b.WriteString(r.Level.String() + " " + r.Message)
	r.Attrs(func(a slog.Attr) bool { b.WriteString(" " + a.String()); return true })
	h.mu.Lock()
	*h.msgs = append(*h.msgs, b.String())
	h.mu.Unlock()
	return nil
}
func (h recordHandler) WithAttrs([]slog.Attr) slog.Handler { return h }
func (h recordHandler) WithGroup(string) slog.Handler      { return h }

func TestCloseRightAfterStartLogsNoError(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		var mu sync.Mutex
		var msgs []string
		for range 3 { // the race is won often, not always
			kit, err := app.New(ctx, app.Config{DB: db, BlobURL: "mem://", SecretFile: filepath.Join(t.TempDir(), "key"), Logger: slog.New(recordHandler{&mu, &msgs})})
			if err != nil {
				t.Fatal(err)
			}
			if err := kit.Start(ctx); err != nil {
				t.Fatal(err)
			}
			if err := kit.Close(ctx); err != nil {
				t.Fatal(err)
			}
		}
		for _, m := range msgs {
			t.Errorf("logged: %s", m)
		}
	})
}
