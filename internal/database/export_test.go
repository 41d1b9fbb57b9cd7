package database

// Pending returns how many values wait for a write of b, for the tests of
// coalescing.
func Pending[T any](b *Batcher[T]) int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return len(b.pending)
}
