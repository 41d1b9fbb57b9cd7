package ttlcache

import (
	"testing"
	"time"
)

func TestCache(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	c := Cache[int]{TTL: 2 * time.Second}
	if _, ok := c.Get("a", now); ok {
		t.Fatal("empty cache has a")
	}
	c.PutIf(c.Generation(), "a", 1, now)
	if v, ok := c.Get("a", now.Add(2*time.Second)); !ok || v != 1 {
		t.Errorf("Get at the TTL = %d %v, want 1 true", v, ok)
	}
	if _, ok := c.Get("a", now.Add(2*time.Second+1)); ok {
		t.Error("a outlives its TTL")
	}
	c.PutIf(c.Generation(), "b", 2, now)
	c.Clear()
	if _, ok := c.Get("b", now); ok {
		t.Error("b survives Clear")
	}
	for i := range maxEntries + 1 {
		c.PutIf(c.Generation(), string(rune(i)), i, now)
	}
	if n := len(c.entries); n != 1 {
		t.Errorf("%d entries after overflowing, want 1 (the cache starts over)", n)
	}
	gen := c.Generation()
	c.Clear()
	c.PutIf(gen, "stale", 1, now)
	if _, ok := c.Get("stale", now); ok {
		t.Error("a value read before a Clear is remembered")
	}
	off := Cache[int]{}
	off.PutIf(0, "a", 1, now)
	if _, ok := off.Get("a", now); ok {
		t.Error("a cache without TTL remembers")
	}
}
