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

// Cache maps keys to values that expire TTL after they were loaded. A
// Cache with a TTL of zero or less remembers nothing. The zero value
// remembers nothing; it is safe for concurrent use.
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

// Load returns the value of key: the remembered one, unless missing or
// expired at now(), else what load returns, remembered until TTL after
// the now() before load ran (a value is never served longer than TTL
// after it was read, however long the read took) — unless the cache was
// cleared while load ran, since a value read before a change that cleared
// the cache is stale. An error of load is returned and nothing is
// remembered. Concurrent misses of one key each run load.
func (c *Cache[V]) Load(key string, now func() time.Time, load func() (V, error)) (V, error) {
	c.mu.Lock()
	e, ok := c.entries[key]
	gen := c.gen
	c.mu.Unlock()
	start := now()
	if ok && !start.After(e.expires) {
		return e.v, nil
	}
	v, err := load()
	if err != nil || c.TTL <= 0 {
		return v, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen != c.gen {
		return v, nil
	}
	if c.entries == nil || len(c.entries) >= maxEntries {
		c.entries = make(map[string]entry[V])
	}
	c.entries[key] = entry[V]{v: v, expires: start.Add(c.TTL)}
	return v, nil
}

// Clear forgets every value.
func (c *Cache[V]) Clear() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.entries = nil
	c.gen++
}
