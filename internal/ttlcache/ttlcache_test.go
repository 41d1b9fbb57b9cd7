package ttlcache

import (
	"errors"
	"testing"
	"time"
)

func TestCache(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	at := func(d time.Duration) func() time.Time { return func() time.Time { return now.Add(d) } }
	loads := 0
	value := func(v int) func() (int, error) {
		return func() (int, error) { loads++; return v, nil }
	}
	c := Cache[int]{TTL: 2 * time.Second}
	if v, err := c.Load("a", at(0), value(1)); err != nil || v != 1 || loads != 1 {
		t.Fatalf("first Load = %d %v after %d loads, want 1 nil after 1", v, err, loads)
	}
	if v, _ := c.Load("a", at(2*time.Second), value(9)); v != 1 || loads != 1 {
		t.Errorf("Load at the TTL = %d after %d loads, want the remembered 1", v, loads)
	}
	if v, _ := c.Load("a", at(2*time.Second+1), value(2)); v != 2 || loads != 2 {
		t.Error("a outlives its TTL")
	}
	c.Load("b", at(0), value(3))
	c.Clear()
	if v, _ := c.Load("b", at(0), value(4)); v != 4 {
		t.Error("b survives Clear")
	}
	for i := range maxEntries + 1 {
		c.Load(string(rune(i)), at(0), value(i))
	}
	if n := len(c.entries); n != 1 {
		t.Errorf("%d entries after overflowing, want 1 (the cache starts over)", n)
	}
	// A value loaded while a change clears the cache is stale.
	c.Load("stale", at(0), func() (int, error) { c.Clear(); return 5, nil })
	if v, _ := c.Load("stale", at(0), value(6)); v != 6 {
		t.Error("a value read before a Clear is remembered")
	}
	boom := errors.New("boom")
	if _, err := c.Load("err", at(0), func() (int, error) { return 0, boom }); !errors.Is(err, boom) {
		t.Errorf("Load = %v, want boom", err)
	}
	if v, _ := c.Load("err", at(0), value(7)); v != 7 {
		t.Error("a failed load is remembered")
	}
	off := Cache[int]{}
	off.Load("a", at(0), value(1))
	if v, _ := off.Load("a", at(0), value(8)); v != 8 {
		t.Error("a cache without TTL remembers")
	}
}

// TestCacheSlowLoad checks that a value expires TTL after its read began,
// not after a slow read ended.
func TestCacheSlowLoad(t *testing.T) {
	clock := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	now := func() time.Time { return clock }
	c := Cache[int]{TTL: 2 * time.Second}
	c.Load("a", now, func() (int, error) {
		clock = clock.Add(1500 * time.Millisecond) // the query takes 1.5 s
		return 1, nil
	})
	clock = clock.Add(time.Second) // 2.5 s after the read began
	if v, _ := c.Load("a", now, func() (int, error) { return 2, nil }); v != 2 {
		t.Errorf("Load 2.5 s after a read began = the value of that read, want a new read (TTL 2 s)")
	}
}
