// Package redistest runs real redis-server processes for tests, each on its
// own port of the loopback interface, so tests never share keys. Tests that
// need Redis are skipped without it, unless FEEDBACKKIT_REQUIRE_REDIS=1
// (CI) makes that a failure.
package redistest

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
)

// FreePort returns a TCP port of the loopback interface that nothing
// listens on.
func FreePort(t testing.TB) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	_, port, _ := net.SplitHostPort(ln.Addr().String())
	ln.Close()
	return port
}

// Missing skips t, which needs Redis, saying why, or fails it when
// FEEDBACKKIT_REQUIRE_REDIS=1.
func Missing(t testing.TB, format string, args ...any) {
	t.Helper()
	why := fmt.Sprintf(format, args...)
	if os.Getenv("FEEDBACKKIT_REQUIRE_REDIS") == "1" {
		t.Fatalf("%s, and FEEDBACKKIT_REQUIRE_REDIS=1", why)
	}
	t.Skip(why + " (FEEDBACKKIT_REQUIRE_REDIS=1 makes this a failure)")
}

// Start runs a redis-server on port of 127.0.0.1, keeping nothing on disk,
// until stop is called or the test ends. Without a redis-server binary, it
// calls Missing.
func Start(t testing.TB, port string) (stop func()) {
	t.Helper()
	bin, err := exec.LookPath("redis-server")
	if err != nil {
		Missing(t, "redis-server is not installed: this test needs it (apt-get install redis-server)")
	}
	cmd := exec.Command(bin, "--port", port, "--bind", "127.0.0.1", "--save", "", "--appendonly", "no")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	stopped := false
	stop = func() {
		if !stopped {
			stopped = true
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
		}
	}
	t.Cleanup(stop)
	client := redis.NewClient(&redis.Options{Addr: "127.0.0.1:" + port})
	defer client.Close()
	for deadline := time.Now().Add(10 * time.Second); client.Ping(context.Background()).Err() != nil; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			stop()
			t.Fatal("redis-server did not start")
		}
	}
	return stop
}
