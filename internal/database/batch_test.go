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

// TestBatcherWritesOneAtATime sends many concurrent values to a Batcher
// while its first write is held back: every value is written, by writes
// that never overlap.
func TestBatcherWritesOneAtATime(t *testing.T) {
	var (
		mu                     sync.Mutex
		inFlight, most, writes int
		written                = map[int]bool{}
		release                = make(chan struct{})
		first                  = make(chan struct{})
	)
	b := database.NewBatcher(func(_ context.Context, batch []int) error {
		mu.Lock()
		inFlight++
		most = max(most, inFlight)
		writes++
		for _, v := range batch {
			written[v] = true
		}
		if writes == 1 {
			close(first)
		}
		mu.Unlock()
		<-release
		mu.Lock()
		inFlight--
		mu.Unlock()
		return nil
	})
	ctx := context.Background()
	const n = 200
	var wg sync.WaitGroup
	wg.Add(1)
	go func() { defer wg.Done(); b.Write(ctx, -1) }()
	<-first // the first write holds the others back until release
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := b.Write(ctx, i); err != nil {
				t.Error(err)
			}
		}()
	}
	close(release)
	wg.Wait()
	if most != 1 || len(written) != n+1 {
		t.Errorf("%d writes at most in flight, %d values written; want 1, %d", most, len(written), n+1)
	}
	t.Logf("%d values in %d writes", n+1, writes)
}
