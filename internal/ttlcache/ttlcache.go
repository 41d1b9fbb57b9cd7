// Package ttlcache remembers values for a short time: the rooms and forms
// that public submissions look up, so that a burst of submissions costs one
// database lookup instead of one per submission.
package ttlcache

import (
	"sync"
	"time"
)

// maxEntries bounds the memory of a Cache: when it is full, it starts over.
const maxEntries = 10000

// Cache maps keys to values that expire TTL after they were put. A Cache
// with a TTL of zero or less remembers nothing. The zero value remembers
// nothing; it is safe for concurrent use.
type Cache[V any] struct {
	TTL time.Duration

	mu      sync.Mutex
	entries map[string]entry[V]
	gen     uint64 // counts the Clears
}

type entry[V any] struct {
	v       V
	expires time.Time
}

// Get returns the value of key, unless it is missing or expired at now.
func (c *Cache[V]) Get(key string, now time.Time) (V, bool) {
	var zero V
	if c.TTL <= 0 {
		return zero, false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.entries[key]
	if !ok || now.After(e.expires) {
		return zero, false
	}
	return e.v, true
}

// Generation returns a token for PutIf: take it before reading the value
// that will be put.
func (c *Cache[V]) Generation() uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.gen
}

// PutIf remembers v under key until TTL after now, unless the cache was
// cleared since gen was taken (see Generation): a value read before a
// change that cleared the cache is stale and must not be remembered.
func (c *Cache[V]) PutIf(gen uint64, key string, v V, now time.Time) {
	if c.TTL <= 0 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen != c.gen {
		return
	}
	if c.entries == nil || len(c.entries) >= maxEntries {
		c.entries = make(map[string]entry[V])
	}
	c.entries[key] = entry[V]{v: v, expires: now.Add(c.TTL)}
}

// Clear forgets every value.
func (c *Cache[V]) Clear() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.entries = nil
	c.gen++
}
