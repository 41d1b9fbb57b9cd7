package feedback

import (
	"context"
	"sync"
	"time"

	"github.com/uptrace/bun"
)

// Limits of the batching inserter.
const (
	// maxBatch is the most rows one INSERT statement carries.
	maxBatch = 128
	// maxFlushers is the most INSERT statements in flight at once: enough to
	// keep the database's cores busy while the next batch gathers.
	maxFlushers = 4
	// batchTimeout bounds one batch's INSERT, whichever request's context
	// it runs under.
	batchTimeout = 30 * time.Second
)

// batcher turns concurrent single-row inserts of feedback items into
// multi-row INSERT statements: one statement and one commit for all the
// submissions that arrived while the previous statement ran, which is what
// bounds submission throughput. Every caller still returns only once its own
// row is committed, so nothing accepted is lost. No goroutine runs in the
// background: a caller that finds fewer than maxFlushers statements in flight
// flushes the pending rows itself, its own among them, until none are left.
// BunStore.InsertItem uses it outside a transaction.
type batcher struct {
	db *bun.DB

	mu       sync.Mutex
	pending  []*pendingRow
	flushers int
}

// pendingRow is one row waiting for its INSERT, and the answer to its caller.
type pendingRow struct {
	row  *itemRow
	done chan error
}

// insert stores row and returns once it is committed, or with the error
// that kept it out.
func (b *batcher) insert(ctx context.Context, row *itemRow) error {
	p := &pendingRow{row: row, done: make(chan error, 1)}
	b.mu.Lock()
	b.pending = append(b.pending, p)
	flush := b.flushers < maxFlushers
	if flush {
		b.flushers++
	}
	b.mu.Unlock()
	if flush {
		b.flush()
	}
	select {
	case err := <-p.done:
		return err
	case <-ctx.Done():
		// The row may still be committed: a caller that stops waiting does
		// not know, as with any request cut off before its answer.
		return ctx.Err()
	}
}

// flush inserts pending rows, a batch at a time, until none are left.
func (b *batcher) flush() {
	for {
		b.mu.Lock()
		n := min(len(b.pending), maxBatch)
		if n == 0 {
			b.flushers--
			b.mu.Unlock()
			return
		}
		batch := b.pending[:n:n]
		b.pending = b.pending[n:]
		b.mu.Unlock()
		b.write(batch)
	}
}

// write inserts a batch in one statement. When that fails, it inserts the
// rows one by one, so that each caller gets the error of its own row.
func (b *batcher) write(batch []*pendingRow) {
	ctx, cancel := context.WithTimeout(context.Background(), batchTimeout)
	defer cancel()
	rows := make([]*itemRow, len(batch))
	for i, p := range batch {
		rows[i] = p.row
	}
	_, err := b.db.NewInsert().Model(&rows).Exec(ctx)
	if err == nil || len(batch) == 1 {
		for _, p := range batch {
			p.done <- err
		}
		return
	}
	for _, p := range batch {
		_, err := b.db.NewInsert().Model(p.row).Exec(ctx)
		p.done <- err
	}
}
