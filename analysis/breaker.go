package analysis

import (
	"sync"
	"time"
)

// The defaults of a Breaker.
const (
	// DefaultBreakerFailures is how many consecutive failures of a
	// Fallback's Primary open its circuit by default.
	DefaultBreakerFailures = 5
	// DefaultBreakerCoolDown is how long an open circuit skips Primary by
	// default.
	DefaultBreakerCoolDown = 30 * time.Second
)

// Breaker configures the circuit breaker of a Fallback: after Failures
// consecutive failures of Primary (errors, or no answer within its own
// timeout), the circuit opens and Secondary answers every call at once,
// without asking Primary, for CoolDown. Then one call probes Primary
// (half-open; the calls meanwhile get Secondary at once): its success
// closes the circuit, its failure opens it for another CoolDown. So a
// provider that is down costs one timeout per CoolDown instead of one per
// call, and is asked again by itself once it is back. A call whose
// context ends before Primary answers tells nothing of Primary and counts
// neither way: so a provider that hangs opens the circuit only when its
// own timeout is shorter than the callers' contexts (a caller whose
// context ends first never counts a failure). The zero Breaker has the
// defaults.
type Breaker struct {
	// Failures is how many consecutive failures open the circuit (default
	// DefaultBreakerFailures); a negative number never opens it.
	Failures int
	// CoolDown is how long the circuit stays open (default
	// DefaultBreakerCoolDown).
	CoolDown time.Duration
	// Now is the clock (default time.Now).
	Now func() time.Time
}

// circuit is the state of a Fallback's circuit breaker.
type circuit struct {
	mu        sync.Mutex
	failures  int       // consecutive failures of Primary
	openUntil time.Time // zero: closed
	probing   bool      // a call is probing Primary (half-open)
}

// outcome is what a call that asked Primary learnt of it.
type outcome int

const (
	succeeded outcome = iota
	failed
	unknown // the caller's context ended first
)

// withDefaults returns b with its zero fields set to the defaults.
func (b Breaker) withDefaults() Breaker {
	if b.Failures == 0 {
		b.Failures = DefaultBreakerFailures
	}
	if b.CoolDown <= 0 {
		b.CoolDown = DefaultBreakerCoolDown
	}
	if b.Now == nil {
		b.Now = time.Now
	}
	return b
}

// allow reports whether a call may ask Primary now under the breaker b;
// probe is true for the one call that probes a half-open circuit.
func (c *circuit) allow(b Breaker) (ok, probe bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	switch {
	case c.openUntil.IsZero():
		return true, false
	case b.Now().Before(c.openUntil) || c.probing:
		return false, false
	}
	c.probing = true
	return true, true
}

// done records the outcome of a call that allow let ask Primary, and
// reports whether it opened the circuit.
func (c *circuit) done(b Breaker, probe bool, o outcome) (opened bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if probe {
		c.probing = false
	}
	switch o {
	case succeeded:
		c.failures, c.openUntil = 0, time.Time{}
	case failed:
		c.failures++
		if b.Failures > 0 && (probe || c.failures >= b.Failures) {
			opened = c.openUntil.IsZero() || probe
			c.openUntil = b.Now().Add(b.CoolDown)
		}
	}
	return opened
}
