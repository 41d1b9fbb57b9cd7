package database_test

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// TestBatcherCommitsEveryValueOnce sends many concurrent writes, one of
// them a duplicate that the database refuses: every other row is committed
// exactly once, and only the duplicate's caller gets an error.
func TestBatcherCommitsEveryValueOnce(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		if _, err := db.NewRaw("CREATE TABLE batched (id TEXT PRIMARY KEY)").Exec(ctx); err != nil {
			t.Fatal(err)
		}
		type row struct {
			bun.BaseModel `bun:"table:batched"`
			ID            string `bun:"id,pk"`
		}
		var mu sync.Mutex
		writes := 0
		b := database.NewBatcher(func(ctx context.Context, batch []*row) error {
			mu.Lock()
			writes++
			mu.Unlock()
			_, err := db.NewInsert().Model(&batch).Exec(ctx)
			return err
		})
		if err := b.Write(ctx, &row{ID: "dup"}); err != nil {
			t.Fatal(err)
		}
		const n = 300
		errs := make([]error, n)
		var wg sync.WaitGroup
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				id := fmt.Sprintf("row-%d", i)
				if i == n/2 {
					id = "dup"
				}
				errs[i] = b.Write(ctx, &row{ID: id})
			}()
		}
		wg.Wait()
		for i, err := range errs {
			if (err != nil) != (i == n/2) {
				t.Errorf("write %d: %v", i, err)
			}
		}
		count, err := db.NewSelect().Table("batched").Count(ctx)
		if err != nil || count != n {
			t.Errorf("%d rows (%v), want %d: the %d new ones and the first dup", count, err, n, n-1)
		}
		t.Logf("%d rows in %d writes", n, writes)
	})
}
