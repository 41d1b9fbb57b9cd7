package jobs

// Driver is driver, for the tests that write River's rows as a process
// that died would have left them.
var Driver = driver
