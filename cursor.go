package feedbackkit

import (
	"context"
	"iter"
	"time"
)

// Cursor marks a place in a list ordered newest first (by creation time,
// then by id, both descending). A Store given a Cursor returns what comes
// after it in that order: what was created before it.
type Cursor struct {
	CreatedAt time.Time
	ID        string
}

// Batches is a list that next reads in batches of at most batch elements,
// in the list's order: next(ctx, nil, batch) gives the first batch,
// next(ctx, &c, batch) the one after the cursor c of the previous batch's
// last element (cursor gives it). The sequence yields each element with a
// nil error; it ends after the first batch shorter than batch, or with the
// first error of next, or ctx's once ctx ends, yielded with a zero
// element. Only one batch is held at a time, so that a list of any length
// is read in bounded memory.
func Batches[T any](ctx context.Context, batch int, next func(ctx context.Context, after *Cursor, limit int) ([]T, error),
	cursor func(T) Cursor) iter.Seq2[T, error] {
	return func(yield func(T, error) bool) {
		var zero T
		var after *Cursor
		for {
			if err := ctx.Err(); err != nil {
				yield(zero, err)
				return
			}
			items, err := next(ctx, after, batch)
			if err != nil {
				yield(zero, err)
				return
			}
			for _, it := range items {
				if !yield(it, nil) {
					return
				}
			}
			if len(items) < batch {
				return
			}
			c := cursor(items[len(items)-1])
			after = &c
		}
	}
}
