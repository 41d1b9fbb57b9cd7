package server

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/feedbackkit/feedbackkit/internal/redistest"
)

// countLogs counts the log records of s whose message contains msg.
func countLogs(t *testing.T, s testServer, msg string) int {
	t.Helper()
	n := 0
	for _, l := range s.logs.logLines(t) {
		if m, _ := l["msg"].(string); strings.Contains(m, msg) {
			n++
		}
	}
	return n
}

const (
	redisFailed    = "the shared storage (Redis) failed"
	redisRecovered = "the shared storage (Redis) answers again"
)

// TestRateLimitWithRedisDown points the storage at a port nothing listens
// on: the limits still hold, counted in memory, with one warning, and no
// request waits for Redis longer than its short timeouts.
func TestRateLimitWithRedisDown(t *testing.T) {
	t.Parallel()
	st := newRedisStorage(&redis.Options{Addr: "127.0.0.1:" + redistest.FreePort(t)})
	defer st.Close()
	s := newTestServer(t, Config{TrustedProxies: []string{"0.0.0.0/32"}, RateLimitStorage: st}, Deps{})
	for i := range 3 {
		start := time.Now()
		if r := limitedRequest(t, s.App(), "/test/limited", "203.0.113.7"); r.status != 200 {
			t.Fatalf("request %d: status %d %s", i+1, r.status, r.raw)
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Errorf("request %d took %v with Redis down", i+1, d)
		}
	}
	checkRateLimited(t, limitedRequest(t, s.App(), "/test/limited", "203.0.113.7"))
	if r := limitedRequest(t, s.App(), "/test/limited", "203.0.113.8"); r.status != 200 {
		t.Errorf("other IP: status %d", r.status)
	}
	if n := countLogs(t, s, redisFailed); n != 1 {
		t.Errorf("%d warnings about Redis, want 1", n)
	}
}

// TestRateLimitRedisOutageAndRecovery runs a redis-server, stops it and
// starts it again on the same port: counting moves to memory (one warning)
// and back to Redis (one notice), every request is answered, and every key
// in Redis has the feedbackd: prefix.
func TestRateLimitRedisOutageAndRecovery(t *testing.T) {
	t.Parallel()
	port := redistest.FreePort(t)
	stop := redistest.Start(t, port)
	raw := redis.NewClient(&redis.Options{Addr: "127.0.0.1:" + port})
	defer raw.Close()
	ctx := context.Background()

	st, err := NewRedisStorage("redis://127.0.0.1:" + port + "/0")
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	s := newTestServer(t, Config{TrustedProxies: []string{"0.0.0.0/32"}, RateLimitStorage: st}, Deps{})
	s.limits.(*fallbackStorage).retry = 100 * time.Millisecond

	ask := func(ip string) int { return limitedRequest(t, s.App(), "/test/limited", ip).status }
	if got := ask("203.0.113.1"); got != 200 {
		t.Fatalf("status %d", got)
	}
	keys, err := raw.Keys(ctx, "*").Result()
	if err != nil || len(keys) != 1 || keys[0] != "feedbackd:ratelimit:limited:203.0.113.1" {
		t.Fatalf("keys in Redis: %v, %v", keys, err)
	}

	stop()
	for i := range 3 {
		if got := ask("203.0.113.2"); got != 200 {
			t.Fatalf("request %d with Redis stopped: status %d", i+1, got)
		}
	}
	checkRateLimited(t, limitedRequest(t, s.App(), "/test/limited", "203.0.113.2"))
	time.Sleep(150 * time.Millisecond) // past the retry: the next request tries Redis again, which still fails
	ask("203.0.113.3")
	if n := countLogs(t, s, redisFailed); n != 1 {
		t.Errorf("%d warnings about Redis during one outage, want 1", n)
	}

	redistest.Start(t, port)
	time.Sleep(150 * time.Millisecond)
	if got := ask("203.0.113.4"); got != 200 {
		t.Fatalf("after Redis came back: status %d", got)
	}
	if n := countLogs(t, s, redisRecovered); n != 1 {
		t.Errorf("%d notices of Redis answering again, want 1", n)
	}
	if v, err := raw.Get(ctx, "feedbackd:ratelimit:limited:203.0.113.4").Result(); err != nil || !strings.HasPrefix(v, "1:") {
		t.Errorf("counter in the new Redis: %q, %v", v, err)
	}
	// Reset removes feedbackd's keys only.
	if err := raw.Set(ctx, "someone-else", "x", 0).Err(); err != nil {
		t.Fatal(err)
	}
	if err := st.Reset(); err != nil {
		t.Fatal(err)
	}
	if keys, _ := raw.Keys(ctx, "*").Result(); len(keys) != 1 || keys[0] != "someone-else" {
		t.Errorf("keys after Reset: %v", keys)
	}
}
