package database

import (
	"context"
	"sync"
	"time"
)

// Limits of a Batcher.
const (
	// maxBatch is the most values one write of a Batcher carries.
	maxBatch = 128
	// maxFlushers is the most writes of a Batcher from NewBatcher in
	// flight at once: enough to keep the database's cores busy while the
	// next batch gathers.
	maxFlushers = 4
	// batchTimeout bounds one write, whichever caller's context it runs
	// for.
	batchTimeout = 30 * time.Second
)

// Batcher turns concurrent writes of single values into batch writes: one
// statement (or transaction) and one commit for all the values that arrived
// while the previous write ran, which is what bounds the throughput of
// submissions. Every caller still returns only once its own value is
// committed, so nothing acknowledged is lost, or when its context ends. A
// caller that finds fewer writes in flight than the Batcher allows starts a
// goroutine that writes the pending values, its own among them, until none
// are left; no goroutine runs while nothing is pending.
type Batcher[T any] struct {
	write       func(ctx context.Context, batch []T) error
	maxFlushers int

	mu       sync.Mutex
	pending  []*pending[T]
	flushers int
}

// pending is one value waiting for its write, and the answer to its caller.
type pending[T any] struct {
	v    T
	done chan error
}

// NewBatcher returns a Batcher that stores values with write, which must
// store the whole batch or nothing (one statement, or a transaction). When
// a batch fails, write is called again for each of its values alone, so
// that each caller gets the error of its own value.
func NewBatcher[T any](write func(ctx context.Context, batch []T) error) *Batcher[T] {
	return &Batcher[T]{write: write, maxFlushers: maxFlushers}
}

// NewSerialBatcher returns a Batcher as NewBatcher does, whose writes run
// one at a time: for values whose every write updates the same rows (counts
// that a trigger keeps), where concurrent writes would only wait for each
// other's row locks until they commit. The values arriving meanwhile make
// the next batch.
func NewSerialBatcher[T any](write func(ctx context.Context, batch []T) error) *Batcher[T] {
	return &Batcher[T]{write: write, maxFlushers: 1}
}

// Write stores v with the values of concurrent calls and returns once it
// is committed, or with the error that kept it out. When ctx ends first,
// Write returns ctx's error, and v may still be committed: a caller that
// stops waiting does not know, as with any request cut off before its
// answer.
func (b *Batcher[T]) Write(ctx context.Context, v T) error {
	p := &pending[T]{v: v, done: make(chan error, 1)}
	b.mu.Lock()
	b.pending = append(b.pending, p)
	flush := b.flushers < b.maxFlushers
	if flush {
		b.flushers++
	}
	b.mu.Unlock()
	if flush {
		go b.flush()
	}
	select {
	case err := <-p.done:
		return err
	case <-ctx.Done():
		return ctx.Err()
	}
}

// flush writes pending values, a batch at a time, until none are left.
func (b *Batcher[T]) flush() {
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
		b.writeBatch(batch)
	}
}

// writeBatch writes a batch at once and, when that fails, value by value.
func (b *Batcher[T]) writeBatch(batch []*pending[T]) {
	ctx, cancel := context.WithTimeout(context.Background(), batchTimeout)
	defer cancel()
	values := make([]T, len(batch))
	for i, p := range batch {
		values[i] = p.v
	}
	err := b.write(ctx, values)
	if err == nil || len(batch) == 1 {
		for _, p := range batch {
			p.done <- err
		}
		return
	}
	for _, p := range batch {
		p.done <- b.write(ctx, []T{p.v})
	}
}
