// Package clocktest gives tests clocks. Clock runs with real time, shifted
// by what the test advanced it, so that expiries (of sessions, reset
// links, invitations) can be reached without waiting; Fixed stands still
// where the test sets it.
package clocktest

import (
	"sync"
	"time"
)

// Clock is real time plus an offset. The zero value tells the real time.
// It is safe for concurrent use.
type Clock struct {
	mu     sync.Mutex
	offset time.Duration
}

// Now returns the real time shifted by everything Advance added.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return time.Now().Add(c.offset)
}

// Advance moves the clock forward by d.
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.offset += d
}

// Fixed is a clock that stands still at the time it was last set, for
// tests that check exact boundaries. It is safe for concurrent use.
type Fixed struct {
	mu sync.Mutex
	t  time.Time
}

// NewFixed returns a Fixed clock at t.
func NewFixed(t time.Time) *Fixed { return &Fixed{t: t} }

// Now returns the time last set.
func (c *Fixed) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

// Set moves the clock to t.
func (c *Fixed) Set(t time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = t
}
