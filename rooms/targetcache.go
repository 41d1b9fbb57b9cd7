package rooms

import "time"

// DefaultTargetTTL is how long ResolveTarget remembers a room by default.
const DefaultTargetTTL = 2 * time.Second

// targetKey is the key of a room in the cache of ResolveTarget.
func targetKey(instructorID, eventName string) string {
	return instructorID + "\x00" + nameKey(eventName)
}
