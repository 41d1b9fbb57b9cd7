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
	// batchTimeout bounds one write, whichever caller's context it runs
	// for.
	batchTimeout = 30 * time.Second
)

// Batcher turns concurrent writes of single values into batch writes: one
// statement (or transaction) and one commit for all the values that arrived
// while the previous write ran, which is what bounds the throughput of
// submissions. Every caller still returns only once its own value is
// committed, so nothing acknowledged is lost, or when its context ends.
//
// Its writes run one at a time: the caller that finds none in flight
// starts a goroutine that writes the pending values, its own among them,
// until none are left, and no goroutine runs while nothing is pending. One
// write at a time makes the batches as large as the load allows, and so
// the fewest statements, triggers and commits per value: measured with
// feedbackd bench on PostgreSQL (2 cores, a million items), one write at a
// time took 4,400-4,700 submissions/s at 32 connections where four at once
// took 3,300-3,400, and at 8 connections 2,300-2,700/s against
// 1,900-2,200. On SQLite, which runs one writing transaction at a time, a
// second write would only wait for the first.
type Batcher[T any] struct {
	write func(ctx context.Context, batch []T) error

	mu       sync.Mutex
	pending  []*pending[T]
	flushing bool
}

// pending is one value waiting for its write, and the answer to its caller.
type pending[T any] struct {
	v    T
	done chan error
}

// NewBatcher returns a Batcher that stores values with write, which must
// store the whole batch or nothing (one statement, or a transaction). A
// write that PostgreSQL aborts as a deadlock victim or a serialization
// failure is run again, as InTx runs a transaction again (up to txAttempts
// times in all). When a batch fails, write is called again for each of its
// values alone, so that each caller gets the error of its own value.
func NewBatcher[T any](write func(ctx context.Context, batch []T) error) *Batcher[T] {
	return &Batcher[T]{write: write}
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
	flush := !b.flushing
	b.flushing = true
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
			b.flushing = false
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
	err := retry(func() error { return b.write(ctx, values) })
	if err == nil || len(batch) == 1 {
		for _, p := range batch {
			p.done <- err
		}
		return
	}
	for _, p := range batch {
		p.done <- retry(func() error { return b.write(ctx, []T{p.v}) })
	}
}
