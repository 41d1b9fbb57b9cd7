// Package clocktest gives tests a clock they can move forward: it runs with
// real time, shifted by what the test advanced it, so that expiries (of
// sessions, reset links, invitations) can be reached without waiting.
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
