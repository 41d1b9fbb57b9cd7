package rooms

import (
	"time"

	"github.com/feedbackkit/feedbackkit/identity"
)

// DefaultResolveTTL is how long ResolveRoom remembers a room by default.
const DefaultResolveTTL = 2 * time.Second

// PublicKey returns the key under which a public link names a room: the
// instructorId compared as identity.InstructorKey compares it and the room's
// name as rooms compare names (NFC, trimmed, case-folded), so that every
// spelling that reaches one room has one key. ResolveRoom remembers rooms
// under it; the server scopes Idempotency-Keys of submissions by it.
func PublicKey(instructorID, eventName string) string {
	return identity.InstructorKey(instructorID) + "\x00" + nameKey(eventName)
}
