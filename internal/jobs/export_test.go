package jobs

import (
	"testing"
	"time"
)

// Driver is driver, for the tests that write River's rows as a process
// that died would have left them.
var Driver = driver

// SetRepeatWindow sets the first window of the repeats of River's
// warnings and errors until t ends.
func SetRepeatWindow(t testing.TB, d time.Duration) {
	old := repeatWindow
	repeatWindow = d
	t.Cleanup(func() { repeatWindow = old })
}
