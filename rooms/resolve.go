package rooms

import "time"

// DefaultResolveTTL is how long ResolveRoom remembers a room by default.
const DefaultResolveTTL = 2 * time.Second

// resolveKey is the key of a room in the memory of ResolveRoom.
func resolveKey(instructorID, eventName string) string {
	return instructorID + "\x00" + nameKey(eventName)
}
