package jobs

import (
	"testing"
	"time"
)

// SetRepeatWindow sets the first window of the repeats of River's
// warnings and errors until t ends.
func SetRepeatWindow(t testing.TB, d time.Duration) {
	old := repeatWindow
	repeatWindow = d
	t.Cleanup(func() { repeatWindow = old })
}

// Repeats returns how many of River's messages have a window open in c's
// log (each with a timer), and how many repeats of them are counted.
func Repeats(c *Client) (windows, counted int) {
	c.repeats.mu.Lock()
	defer c.repeats.mu.Unlock()
	for _, m := range c.repeats.messages {
		counted += m.repeated
	}
	return len(c.repeats.messages), counted
}
