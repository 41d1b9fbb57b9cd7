package rooms

import (
	"time"

	"github.com/feedbackkit/feedbackkit/identity"
)

// DefaultResolveTTL is how long ResolveRoom remembers a room by default.
const DefaultResolveTTL = 2 * time.Second

// resolveKey is the key of a room in the memory of ResolveRoom.
func resolveKey(instructorID, eventName string) string {
	return identity.InstructorKey(instructorID) + "\x00" + nameKey(eventName)
}
