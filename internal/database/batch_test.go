package database_test

import (
	"context"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// waitPending waits until n values wait for a write of b (their callers
// have all called Write), failing t after 20 seconds.
func waitPending[T any](t *testing.T, b *database.Batcher[T], n int) {
	t.Helper()
	for deadline := time.Now().Add(20 * time.Second); database.Pending(b) < n; runtime.Gosched() {
		if time.Now().After(deadline) {
			t.Fatalf("%d values pending, want %d", database.Pending(b), n)
		}
	}
}

// TestBatcherCommitsEveryValueOnce sends many concurrent writes, one of
// them a duplicate that the database refuses, while a first write is held
// back: every other row is committed exactly once, only the duplicate's
// caller gets an error, and the values that waited were written in
// batches of at most 128, the one with the duplicate again value by value.
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
		writes, dupBatch := 0, 0
		held, holding := make(chan struct{}), make(chan struct{})
		b := database.NewBatcher(func(ctx context.Context, batch []*row) error {
			if batch[0].ID == "first" {
				close(holding)
				<-held
			}
			mu.Lock()
			writes++
			for _, r := range batch {
				if r.ID == "dup" && len(batch) > 1 {
					dupBatch = len(batch)
				}
			}
			mu.Unlock()
			_, err := db.NewInsert().Model(&batch).Exec(ctx)
			return err
		})
		if err := b.Write(ctx, &row{ID: "dup"}); err != nil {
			t.Fatal(err)
		}
		writes = 0
		firstDone := make(chan error)
		go func() { firstDone <- b.Write(ctx, &row{ID: "first"}) }()
		<-holding // the first write holds the others back until held closes
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
		waitPending(t, b, n)
		close(held)
		wg.Wait()
		if err := <-firstDone; err != nil {
			t.Fatal(err)
		}
		for i, err := range errs {
			if (err != nil) != (i == n/2) {
				t.Errorf("write %d: %v", i, err)
			}
		}
		count, err := db.NewSelect().Table("batched").Count(ctx)
		if err != nil || count != n+1 {
			t.Errorf("%d rows (%v), want %d: the %d new ones, first and the first dup", count, err, n+1, n-1)
		}
		// first, then 300 values in batches of 128, 128 and 44, the one
		// with the duplicate failing and written again value by value.
		// Which batch holds the duplicate depends on the order in which
		// the goroutines reached the Batcher.
		if dupBatch != 128 && dupBatch != 44 {
			t.Errorf("the duplicate was written in a batch of %d, want 128 or 44", dupBatch)
		}
		if want := 1 + 3 + dupBatch; writes != want {
			t.Errorf("%d rows in %d writes, want %d", n+1, writes, want)
		}
	})
}

// TestBatcherWritesOneAtATime sends many concurrent values to a Batcher
// while its first write is held back: every value is written, by writes
// that never overlap and that coalesce the values that waited into
// batches of at most 128.
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
	waitPending(t, b, n)
	close(release)
	wg.Wait()
	if most != 1 || len(written) != n+1 {
		t.Errorf("%d writes at most in flight, %d values written; want 1, %d", most, len(written), n+1)
	}
	// The first value alone, then the 200 that waited: 128 and 72.
	if writes != 3 {
		t.Errorf("%d values in %d writes, want 3", n+1, writes)
	}
}

// TestBatcherRunsDeadlockVictimsAgain has a write of a Batcher deadlock on
// PostgreSQL with a transaction of the test (each holds the row the other
// asks for next: the write locks row 2 then row 1, the test row 1 then
// row 2). PostgreSQL aborts the write, which waited first and so detects
// the deadlock first (deadlock_timeout); the Batcher runs it again once the
// test's transaction has committed, and its caller gets no error: the
// value is written once, after the test's.
func TestBatcherRunsDeadlockVictimsAgain(t *testing.T) {
	db := dbtest.Open(t, "postgres")
	ctx := context.Background()
	for _, stmt := range []string{
		"CREATE TABLE locked (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)",
		"INSERT INTO locked (id, n) VALUES (1, 0), (2, 0)",
	} {
		if _, err := db.ExecContext(ctx, stmt); err != nil {
			t.Fatal(err)
		}
	}
	other, err := db.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Rollback()
	if _, err := other.ExecContext(ctx, "UPDATE locked SET n = n + 10 WHERE id = 1"); err != nil {
		t.Fatal(err)
	}
	var attempts atomic.Int32
	pids := make(chan int, 1)
	b := database.NewBatcher(func(ctx context.Context, batch []int) error {
		attempt := attempts.Add(1)
		return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if _, err := tx.ExecContext(ctx, "UPDATE locked SET n = n + ? WHERE id = 2", len(batch)); err != nil {
				return err
			}
			if attempt == 1 {
				var pid int
				if err := tx.QueryRowContext(ctx, "SELECT pg_backend_pid()").Scan(&pid); err != nil {
					return err
				}
				pids <- pid
			}
			_, err := tx.ExecContext(ctx, "UPDATE locked SET n = n + ? WHERE id = 1", len(batch))
			return err
		})
	})
	written := make(chan error, 1)
	go func() { written <- b.Write(ctx, 1) }()
	var pid int
	select {
	case pid = <-pids:
	case err := <-written:
		t.Fatalf("the write ended before it locked row 2: %v", err)
	case <-time.After(20 * time.Second):
		t.Fatal("the write did not lock row 2")
	}
	// The write waits for row 1 before the test asks for row 2.
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		var waiting int
		if err := db.NewRaw("SELECT count(*) FROM pg_stat_activity WHERE pid = ? AND wait_event_type = 'Lock'", pid).
			Scan(ctx, &waiting); err != nil {
			t.Fatal(err)
		}
		if waiting == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the write does not wait for row 1")
		}
	}
	if _, err := other.ExecContext(ctx, "UPDATE locked SET n = n + 10 WHERE id = 2"); err != nil {
		t.Fatalf("the test's transaction, not the write, was aborted: %v", err)
	}
	if err := other.Commit(); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-written:
		if err != nil {
			t.Fatalf("the write: %v", err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("the write did not end")
	}
	if n := attempts.Load(); n != 2 {
		t.Errorf("the write ran %d times, want 2 (a deadlock, then a success)", n)
	}
	var counts []int
	if err := db.NewRaw("SELECT n FROM locked ORDER BY id").Scan(ctx, &counts); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(counts, []int{11, 11}) {
		t.Errorf("rows hold %v, want [11 11]: the test's 10 and the write's 1, once", counts)
	}
}
