package feedback

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// TestBatcherCommitsEveryRowOnce sends many concurrent inserts, one of them
// a duplicate that the database refuses: every other row is committed
// exactly once, and only the duplicate's caller gets an error.
func TestBatcherCommitsEveryRowOnce(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		if err := Migrate(ctx, db); err != nil {
			t.Fatal(err)
		}
		b := &batcher{db: db}
		row := func(id string) *itemRow {
			return rowFromItem(&Item{ID: id, OrgID: "org", RoomID: "room", EventType: "Lobby", InstructorID: "i",
				Source: SourceRoom, Text: "text " + id, Sentiment: "neutral", CreatedAt: time.Now().UTC()})
		}
		if err := b.insert(ctx, row("dup")); err != nil {
			t.Fatal(err)
		}
		const n = 300
		errs := make([]error, n)
		var wg sync.WaitGroup
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				id := fmt.Sprintf("item-%d", i)
				if i == n/2 {
					id = "dup"
				}
				errs[i] = b.insert(ctx, row(id))
			}()
		}
		wg.Wait()
		for i, err := range errs {
			if (err != nil) != (i == n/2) {
				t.Errorf("insert %d: %v", i, err)
			}
		}
		count, err := db.NewSelect().Table("feedback_items").Count(ctx)
		if err != nil || count != n {
			t.Errorf("%d rows (%v), want %d: the %d new ones and the first dup", count, err, n, n-1)
		}
		if b.flushers != 0 || len(b.pending) != 0 {
			t.Errorf("batcher left %d flushers and %d pending rows", b.flushers, len(b.pending))
		}
	})
}
