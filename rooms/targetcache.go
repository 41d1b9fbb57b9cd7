package rooms

import (
	"sync"
	"time"
)

// DefaultTargetTTL is how long ResolveTarget remembers a room by default.
const DefaultTargetTTL = 2 * time.Second

// maxCachedTargets bounds the memory of the cache: when it is full, it
// starts over.
const maxCachedTargets = 10000

// targetCache remembers, for a short time, the rooms that public
// submissions resolved, so that a burst of submissions into a room costs one
// lookup instead of one per submission. This Service's own changes to rooms
// clear it at once; other processes' changes (another instance renaming or
// closing a room) and changes of a creator's instructorId or membership take
// effect within the TTL. Rooms that were not found are not remembered.
type targetCache struct {
	ttl time.Duration

	mu      sync.Mutex
	entries map[string]cachedTarget
}

type cachedTarget struct {
	target  Target
	expires time.Time
}

func targetKey(instructorID, eventName string) string {
	return instructorID + "\x00" + nameKey(eventName)
}

// get returns the remembered room of key, if it has not expired.
func (c *targetCache) get(key string, now time.Time) (*Target, bool) {
	if c.ttl <= 0 {
		return nil, false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.entries[key]
	if !ok || now.After(e.expires) {
		return nil, false
	}
	t := e.target
	return &t, true
}

// put remembers t under key until the TTL passes.
func (c *targetCache) put(key string, t *Target, now time.Time) {
	if c.ttl <= 0 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.entries == nil || len(c.entries) >= maxCachedTargets {
		c.entries = make(map[string]cachedTarget)
	}
	c.entries[key] = cachedTarget{target: *t, expires: now.Add(c.ttl)}
}

// clear forgets every room.
func (c *targetCache) clear() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.entries = nil
}
