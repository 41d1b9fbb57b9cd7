// Package passwordcost holds the cost of the argon2id password hashes that
// the identity package makes. Programs keep the default, OWASP's minimum (19
// MiB, 2 passes, 1 lane). A test binary that creates and logs in accounts
// by the hundred, where hashing would be most of its CPU time, calls Lower
// in its TestMain: every hash records its own parameters, so hashes of
// either cost verify alike, and the identity package's own tests keep the
// default.
package passwordcost

// Params are argon2id parameters.
type Params struct {
	Time      uint32 // passes over the memory
	MemoryKiB uint32
	Threads   uint8
}

// current is the cost of new hashes: OWASP's minimum, until Lower.
var current = Params{Time: 2, MemoryKiB: 19 * 1024, Threads: 1}

// Current returns the cost of new hashes.
func Current() Params { return current }

// Lower makes new hashes as cheap as argon2id allows (one pass over 8
// KiB), for tests. Call it before any hashing (in TestMain, before m.Run),
// as it is not synchronized.
func Lower() { current = Params{Time: 1, MemoryKiB: 8, Threads: 1} }
