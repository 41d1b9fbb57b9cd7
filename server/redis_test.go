package server

import (
	"context"
	"crypto/rand"
	"errors"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gofiber/fiber/v2"
	"github.com/redis/go-redis/v9"

	"github.com/feedbackkit/feedbackkit/internal/clocktest"
	"github.com/feedbackkit/feedbackkit/internal/redistest"
)

// countLogs counts the log records of s whose message contains msg.
func countLogs(t *testing.T, s testServer, msg string) int {
	t.Helper()
	n := 0
	for _, l := range s.logs.Records(t) {
		if m, _ := l["msg"].(string); strings.Contains(m, msg) {
			n++
		}
	}
	return n
}

const (
	redisFailed    = "the shared storage (Redis) failed"
	redisRecovered = "the shared storage (Redis) answers again"
	redisSlow      = "the shared storage (Redis) is slow"
)

// waitUntil polls cond until it holds, failing t after 20 seconds. It
// waits for background work; it asserts nothing about speed.
func waitUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(20 * time.Second); !cond(); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("gave up waiting for %s", what)
		}
	}
}

// isDown reports whether c counts in memory for want of its storage.
func (c *sharedCounter) isDown() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.down
}

// TestRateLimitWithRedisDown points the storage at a port nothing listens
// on: the limits still hold, counted in memory, with one warning.
func TestRateLimitWithRedisDown(t *testing.T) {
	t.Parallel()
	st := newRedisStorage(&redis.Options{Addr: "127.0.0.1:" + redistest.FreePort(t)}, redisTimeout)
	defer st.Close()
	s := newTestServer(t, Config{TrustedProxies: []string{"0.0.0.0/32"}, RateLimitStorage: st, AccountLimitKey: testAccountKey}, Deps{})
	for i := range 3 {
		if r := limitedRequest(t, s.App(), "/test/limited", "203.0.113.7"); r.status != 200 {
			t.Fatalf("request %d: status %d %s", i+1, r.status, r.raw)
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
// starts it again, empty, on the same port: counting moves to memory (one
// warning) and goes on from the last counts seen in Redis, and moves back
// to Redis (one notice) once a background check finds it, carrying the
// counts made in memory over. Every key in Redis has the feedbackd:
// prefix.
func TestRateLimitRedisOutageAndRecovery(t *testing.T) {
	t.Parallel()
	port := redistest.FreePort(t)
	stop := redistest.Start(t, port)
	raw := redis.NewClient(&redis.Options{Addr: "127.0.0.1:" + port})
	defer raw.Close()
	ctx := context.Background()

	st, err := NewRedisStorage(ctx, "redis://127.0.0.1:"+port+"/0")
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	clock := &clocktest.Clock{}
	s := newTestServer(t, Config{TrustedProxies: []string{"0.0.0.0/32"}, RateLimitStorage: st, AccountLimitKey: testAccountKey, Now: clock.Now}, Deps{})
	counter := s.limits.(*sharedCounter)
	ask := func(ip string) int { t.Helper(); return limitedRequest(t, s.App(), "/test/limited", ip).status }
	const ip = "203.0.113.1"
	const key = "feedbackd:ratelimit:limited:" + ip

	// A counter of an earlier version ("HITS:RESET") starts again.
	if err := raw.Set(ctx, key, "3:1700000000000", time.Minute).Err(); err != nil {
		t.Fatal(err)
	}
	for i := range 2 {
		if got := ask(ip); got != 200 {
			t.Fatalf("request %d: status %d", i+1, got)
		}
	}
	keys, err := raw.Keys(ctx, "*").Result()
	if err != nil || len(keys) != 1 || keys[0] != key {
		t.Fatalf("keys in Redis: %v, %v", keys, err)
	}
	if v, err := raw.Get(ctx, key).Result(); err != nil || v != "2" {
		t.Fatalf("counter in Redis: %q, %v", v, err)
	}

	// Redis stops: memory goes on from the 2 seen, so one more request of
	// the limit of 3 is admitted, not 3.
	stop()
	if got := ask(ip); got != 200 {
		t.Fatalf("third request with Redis stopped: status %d", got)
	}
	checkRateLimited(t, limitedRequest(t, s.App(), "/test/limited", ip))
	if !counter.isDown() {
		t.Fatal("the counter does not know Redis is down")
	}
	// The background check finds Redis still down.
	clock.Advance(fallbackRetry)
	ask("203.0.113.3")
	waitUntil(t, "the check of Redis", func() bool {
		counter.mu.Lock()
		defer counter.mu.Unlock()
		return !counter.checking
	})
	if !counter.isDown() || countLogs(t, s, redisFailed) != 1 {
		t.Errorf("down %v, %d warnings about Redis during one outage, want 1", counter.isDown(), countLogs(t, s, redisFailed))
	}

	redistest.Start(t, port)
	clock.Advance(fallbackRetry)
	ask("203.0.113.4") // counted in memory; starts the check that finds Redis
	waitUntil(t, "counting in Redis again", func() bool { return !counter.isDown() })
	if n := countLogs(t, s, redisRecovered); n != 1 {
		t.Errorf("%d notices of Redis answering again, want 1", n)
	}
	// The empty Redis takes over the 4 requests counted of the window.
	checkRateLimited(t, limitedRequest(t, s.App(), "/test/limited", ip))
	if v, err := raw.Get(ctx, key).Result(); err != nil || v != "5" {
		t.Errorf("counter in the new Redis: %q, %v; want 5", v, err)
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

// TestRateLimitRedisSlow pauses the writes of a redis-server (CLIENT
// PAUSE WRITE holds every count until CLIENT UNPAUSE): a Redis that is
// alive but slow is not counted around. The requests it does not count in
// time are answered 503 UNAVAILABLE with Retry-After (one warning), none is
// admitted from the Server's memory, and counting goes on in Redis once it
// answers. A Redis that times out for stallLimit without an answer counts
// as down: the Server then counts in memory, as for a Redis that is gone.
func TestRateLimitRedisSlow(t *testing.T) {
	t.Parallel()
	port := redistest.FreePort(t)
	redistest.Start(t, port)
	raw := redis.NewClient(&redis.Options{Addr: "127.0.0.1:" + port})
	defer raw.Close()
	ctx := context.Background()
	// A short timeout: the pause, not the timeout, makes Redis slow. It
	// leaves a loaded machine time to answer from an unpaused Redis: at
	// 50 ms, a run of the package on two busy cores got a 503 after the
	// pause.
	st := newRedisStorage(&redis.Options{Addr: "127.0.0.1:" + port}, time.Second)
	defer st.Close()
	clock := &clocktest.Clock{}
	s := newTestServer(t, Config{TrustedProxies: []string{"0.0.0.0/32"}, RateLimitStorage: st, AccountLimitKey: testAccountKey, Now: clock.Now}, Deps{})
	counter := s.limits.(*sharedCounter)
	const ip = "203.0.113.20"
	for i := range 2 {
		if r := limitedRequest(t, s.App(), "/test/limited", ip); r.status != 200 {
			t.Fatalf("request %d: status %d %s", i+1, r.status, r.raw)
		}
	}

	if err := raw.Do(ctx, "CLIENT", "PAUSE", "600000", "WRITE").Err(); err != nil {
		t.Fatal(err)
	}
	paused := true
	unpause := func() {
		t.Helper()
		if paused {
			paused = false
			if err := raw.Do(ctx, "CLIENT", "UNPAUSE").Err(); err != nil {
				t.Fatal(err)
			}
		}
	}
	defer unpause()
	// The limit is 3: from memory, the Server would admit one more of ip,
	// and 3 of any other IP.
	for _, client := range []string{ip, ip, "203.0.113.21", "203.0.113.21"} {
		r := limitedRequest(t, s.App(), "/test/limited", client)
		if r.status != 503 {
			t.Fatalf("%s with Redis paused: status %d %s, want 503", client, r.status, r.raw)
		}
		checkErrorShape(t, r, "UNAVAILABLE")
		if r.header.Get("Retry-After") != unavailableRetryAfter {
			t.Errorf("Retry-After = %q", r.header.Get("Retry-After"))
		}
	}
	if counter.isDown() || countLogs(t, s, redisFailed) != 0 || countLogs(t, s, redisSlow) != 1 {
		t.Errorf("slow Redis: down %v, %d warnings of failure, %d of slowness; want up, 0 and 1",
			counter.isDown(), countLogs(t, s, redisFailed), countLogs(t, s, redisSlow))
	}

	// Redis answers again: counting goes on there.
	unpause()
	if r := limitedRequest(t, s.App(), "/test/limited", "203.0.113.22"); r.status != 200 {
		t.Fatalf("after the pause: status %d %s", r.status, r.raw)
	}
	if v, err := raw.Get(ctx, "feedbackd:ratelimit:limited:203.0.113.22").Result(); err != nil || v != "1" {
		t.Errorf("counter in Redis after the pause: %q, %v", v, err)
	}

	// Paused again, for longer than stallLimit: Redis counts as down, and
	// memory counts from the last count seen.
	if err := raw.Do(ctx, "CLIENT", "PAUSE", "600000", "WRITE").Err(); err != nil {
		t.Fatal(err)
	}
	paused = true
	if r := limitedRequest(t, s.App(), "/test/limited", "203.0.113.22"); r.status != 503 {
		t.Fatalf("paused again: status %d %s, want 503", r.status, r.raw)
	}
	clock.Advance(stallLimit)
	for i := range 2 {
		if r := limitedRequest(t, s.App(), "/test/limited", "203.0.113.22"); r.status != 200 {
			t.Fatalf("request %d after a stall: status %d %s", i+1, r.status, r.raw)
		}
	}
	checkRateLimited(t, limitedRequest(t, s.App(), "/test/limited", "203.0.113.22"))
	if !counter.isDown() || countLogs(t, s, redisFailed) != 1 {
		t.Errorf("stalled Redis: down %v, %d warnings of failure; want down, 1", counter.isDown(), countLogs(t, s, redisFailed))
	}
}

// gatedStorage is a fiber.Storage in memory, without RateCounter, whose
// calls fail with fail when it is set and wait for gate when it is open.
type gatedStorage struct {
	mu    sync.Mutex
	items map[string][]byte
	fail  error
	gate  chan struct{}
	calls int
}

func (g *gatedStorage) enter() error {
	g.mu.Lock()
	g.calls++
	gate, fail := g.gate, g.fail
	g.mu.Unlock()
	if gate != nil {
		<-gate
	}
	return fail
}

func (g *gatedStorage) set(fail error, gate chan struct{}) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.fail, g.gate = fail, gate
}

func (g *gatedStorage) callCount() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.calls
}

func (g *gatedStorage) Get(key string) ([]byte, error) {
	if err := g.enter(); err != nil {
		return nil, err
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.items[key], nil
}

func (g *gatedStorage) Set(key string, val []byte, _ time.Duration) error {
	if err := g.enter(); err != nil {
		return err
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	g.items[key] = val
	return nil
}

func (g *gatedStorage) Delete(string) error { return nil }
func (g *gatedStorage) Reset() error        { return nil }
func (g *gatedStorage) Close() error        { return nil }

// TestRateLimitStorageDownNeverWaits makes the storage fail, then hang: no
// request waits for it, as the check of the storage runs in the background,
// and counting moves back to it once the check gets an answer. The storage
// has no RateCounter: its Get and Set count.
func TestRateLimitStorageDownNeverWaits(t *testing.T) {
	t.Parallel()
	st := &gatedStorage{items: map[string][]byte{}, fail: errors.New("connection refused")}
	clock := &clocktest.Clock{}
	s := newTestServer(t, Config{TrustedProxies: []string{"0.0.0.0/32"}, RateLimitStorage: st, AccountLimitKey: testAccountKey, Now: clock.Now}, Deps{})
	counter := s.limits.(*sharedCounter)
	if r := limitedRequest(t, s.App(), "/test/limited", "203.0.113.9"); r.status != 200 {
		t.Fatalf("status %d", r.status)
	}
	if !counter.isDown() || st.callCount() != 1 {
		t.Fatalf("down %v after %d calls", counter.isDown(), st.callCount())
	}

	// The storage hangs: after the retry interval, one check starts and
	// hangs, and every request is answered meanwhile, from memory.
	gate := make(chan struct{})
	st.set(nil, gate)
	clock.Advance(fallbackRetry)
	answered := make(chan []int)
	go func() {
		var statuses []int
		for range 10 {
			res, err := s.App().Test(limitedRequestOf("/test/limited", "203.0.113.9"), -1)
			if err != nil {
				break
			}
			res.Body.Close()
			statuses = append(statuses, res.StatusCode)
		}
		answered <- statuses
	}()
	select {
	case statuses := <-answered:
		if want := []int{200, 200, 429, 429, 429, 429, 429, 429, 429, 429}; !slices.Equal(statuses, want) {
			t.Errorf("statuses %v, want %v", statuses, want)
		}
	case <-time.After(30 * time.Second): // a deadlock guard, not a measure of speed
		t.Fatal("requests waited for the hanging storage")
	}
	waitUntil(t, "the check of the storage", func() bool { return st.callCount() >= 2 })
	if n := st.callCount(); n != 2 {
		t.Errorf("the storage was called %d times while down, want 2 (one failure, one check)", n)
	}

	// The check gets its answer: counting moves back to the storage.
	close(gate)
	waitUntil(t, "counting in the storage again", func() bool { return !counter.isDown() })
	if r := limitedRequest(t, s.App(), "/test/limited", "203.0.113.10"); r.status != 200 {
		t.Fatalf("status %d", r.status)
	}
	if v := st.items["ratelimit:limited:203.0.113.10"]; !strings.HasPrefix(string(v), "1:") {
		t.Errorf("counter in the storage: %q", v)
	}
}

// TestSharedCounterPeek reads, with a second Server's counter, the counts
// a first one made in a storage without RateCounter: peek reads without
// counting, and while the storage fails it reads the counter's memory.
func TestSharedCounterPeek(t *testing.T) {
	t.Parallel()
	st := &gatedStorage{items: map[string][]byte{}}
	clock := &clocktest.Clock{}
	a := newSharedCounter(st, slog.New(slog.DiscardHandler), clock.Now)
	b := newSharedCounter(st, slog.New(slog.DiscardHandler), clock.Now)
	if w, err := b.peek("k", clock.Now()); err != nil || w.hits != 0 {
		t.Errorf("peek of no counter = %+v, %v", w, err)
	}
	end := clock.Now().Add(time.Minute)
	for range 3 {
		if _, err := a.count("k", time.Minute, clock.Now()); err != nil {
			t.Fatal(err)
		}
	}
	clock.Advance(10 * time.Second)
	for range 2 {
		// The storage keeps the window's end in milliseconds.
		if w, err := b.peek("k", clock.Now()); err != nil || w.hits != 3 || w.reset.Sub(end).Abs() > time.Second {
			t.Errorf("peek = %+v, %v; want 3 hits until %v", w, err, end)
		}
	}
	if w, err := b.count("k", time.Minute, clock.Now()); err != nil || w.hits != 4 {
		t.Errorf("count after the peeks = %+v, %v; want 4", w, err)
	}
	st.set(errors.New("connection refused"), nil)
	if w, err := b.peek("k", clock.Now()); err != nil || w.hits != 4 || !b.isDown() {
		t.Errorf("peek with the storage failing = %+v, %v, down %v; want 4 from memory", w, err, b.isDown())
	}
	clock.Advance(time.Minute)
	if w, err := b.peek("k", clock.Now()); err != nil || w.hits != 0 {
		t.Errorf("peek after the window = %+v, %v", w, err)
	}
}

// TestStorageCounterKeepsWindowEnd counts many requests in Redis seen as a
// plain fiber.Storage (so through storageCounter's Get and Set), on the
// real clock: every count keeps the window's end that the first one set,
// to the millisecond.
func TestStorageCounterKeepsWindowEnd(t *testing.T) {
	t.Parallel()
	rs, err := NewRedisStorage(t.Context(), "redis://127.0.0.1:6379/0")
	if err != nil {
		redistest.Missing(t, "no Redis at 127.0.0.1:6379: %v", err)
	}
	t.Cleanup(func() { rs.Close() })
	plain := struct{ fiber.Storage }{rs} // hides redisStorage's RateCounter
	c := &storageCounter{storage: plain, now: time.Now}
	key := "test-window-end-" + strings.ToLower(rand.Text())
	t.Cleanup(func() { _ = rs.Delete(key) })
	end := func() time.Time {
		t.Helper()
		raw, err := rs.Get(key)
		_, reset, ok := decodeWindow(raw)
		if err != nil || !ok {
			t.Fatalf("stored window %q, %v", raw, err)
		}
		return reset
	}
	if _, _, err := c.CountRequest(t.Context(), key, time.Hour, 0); err != nil {
		t.Fatal(err)
	}
	first := end()
	const counts = 300
	for i := range counts {
		if _, _, err := c.CountRequest(t.Context(), key, time.Hour, 0); err != nil {
			t.Fatal(err)
		}
		if got := end(); !got.Equal(first) {
			t.Fatalf("count %d moved the window's end from %v to %v", i+2, first, got)
		}
	}
	before := time.Now()
	hits, left, err := c.ReadRequests(t.Context(), key)
	if err != nil || hits != counts+1 || left <= 0 || left > first.Sub(before) {
		t.Errorf("read = %d hits, %v left, %v; want %d hits, at most %v left", hits, left, err, counts+1, first.Sub(before))
	}
}
