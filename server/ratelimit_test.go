package server

import (
	"context"
	"crypto/rand"
	"errors"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit/internal/redistest"
)

// limitedRequest asks /test/limited as the client ip behind a trusted proxy.
func limitedRequest(t *testing.T, app *fiber.App, path, ip string) response {
	t.Helper()
	return do(t, app, limitedRequestOf(path, ip))
}

// limitedRequestOf is the request of limitedRequest.
func limitedRequestOf(path, ip string) *http.Request {
	req := httptest.NewRequest("GET", path, nil)
	req.Header.Set("X-Forwarded-For", ip)
	return req
}

func checkRateLimited(t *testing.T, r response) {
	t.Helper()
	if r.status != 429 {
		t.Fatalf("status %d, want 429; body %s", r.status, r.raw)
	}
	checkErrorShape(t, r, "RATE_LIMITED")
	secs, err := strconv.Atoi(r.header.Get("Retry-After"))
	if err != nil || secs < 1 || secs > 60 {
		t.Errorf("Retry-After = %q, want 1..60 seconds", r.header.Get("Retry-After"))
	}
}

func TestRateLimit(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{TrustedProxies: []string{"0.0.0.0/32"}}, Deps{})
	app := s.App()

	for i := range 3 {
		if r := limitedRequest(t, app, "/test/limited", "203.0.113.1"); r.status != 200 {
			t.Fatalf("request %d: status %d %s", i+1, r.status, r.raw)
		}
	}
	checkRateLimited(t, limitedRequest(t, app, "/test/limited", "203.0.113.1"))
	checkRateLimited(t, limitedRequest(t, app, "/test/limited", "203.0.113.1"))

	// Another client IP has its own count.
	if r := limitedRequest(t, app, "/test/limited", "203.0.113.2"); r.status != 200 {
		t.Errorf("other IP: status %d %s", r.status, r.raw)
	}
	// Another limit has its own count.
	if r := limitedRequest(t, app, "/test/other-limited", "203.0.113.1"); r.status != 200 {
		t.Errorf("other limit: status %d %s", r.status, r.raw)
	}

	// Limits are per Server instance with the in-memory storage.
	s2 := newTestServer(t, Config{TrustedProxies: []string{"0.0.0.0/32"}}, Deps{})
	if r := limitedRequest(t, s2.App(), "/test/limited", "203.0.113.1"); r.status != 200 {
		t.Errorf("second server: status %d %s", r.status, r.raw)
	}
}

func TestRateLimitIgnoresSpoofedHeader(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{}, Deps{}) // no trusted proxy: the peer counts
	for i := range 3 {
		if r := limitedRequest(t, s.App(), "/test/limited", "203.0.113."+strconv.Itoa(i)); r.status != 200 {
			t.Fatalf("request %d: status %d", i+1, r.status)
		}
	}
	checkRateLimited(t, limitedRequest(t, s.App(), "/test/limited", "203.0.113.99"))
}

// TestRateLimitRedis counts on the Redis at 127.0.0.1:6379 from two
// Servers, each with its own connections, as two instances do: requests
// sent to both in turn share one limit, and a burst of concurrent requests
// to both admits exactly the limit.
func TestRateLimitRedis(t *testing.T) {
	t.Parallel()
	name := "test-" + strings.ToLower(rand.Text())
	var apps []*fiber.App
	for range 2 {
		storage, err := NewRedisStorage(t.Context(), "redis://127.0.0.1:6379/0")
		if err != nil {
			redistest.Missing(t, "no Redis at 127.0.0.1:6379: %v", err)
		}
		t.Cleanup(func() { storage.Close() })
		s := newTestServer(t, Config{TrustedProxies: []string{"0.0.0.0/32"}, RateLimitStorage: storage, AccountLimitKey: testAccountKey}, Deps{})
		s.test.Get("/shared", s.rateLimit(name, 3, time.Minute), func(c *fiber.Ctx) error {
			return c.JSON(fiber.Map{"ok": true})
		})
		s.test.Get("/burst", s.rateLimit(name+"-burst", 10, time.Minute), func(c *fiber.Ctx) error {
			return c.JSON(fiber.Map{"ok": true})
		})
		apps = append(apps, s.App())
		t.Cleanup(func() {
			for _, k := range []string{name + ":203.0.113.50", name + ":203.0.113.51", name + "-burst:203.0.113.52"} {
				_ = storage.Delete("ratelimit:" + k)
			}
		})
	}

	const ip = "203.0.113.50"
	for i, app := range []*fiber.App{apps[0], apps[1], apps[0]} {
		if r := limitedRequest(t, app, "/test/shared", ip); r.status != 200 {
			t.Fatalf("request %d: status %d %s", i+1, r.status, r.raw)
		}
	}
	// The fourth request, on either instance, is over the shared limit.
	checkRateLimited(t, limitedRequest(t, apps[1], "/test/shared", ip))
	checkRateLimited(t, limitedRequest(t, apps[0], "/test/shared", ip))
	if r := limitedRequest(t, apps[1], "/test/shared", "203.0.113.51"); r.status != 200 {
		t.Errorf("other IP: status %d", r.status)
	}

	// 60 requests at once, half to each instance, against a limit of 10.
	statuses := make(chan int, 60)
	var wg sync.WaitGroup
	for i := range 60 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res, err := apps[i%2].Test(limitedRequestOf("/test/burst", "203.0.113.52"), -1)
			if err != nil {
				t.Error(err)
				return
			}
			res.Body.Close()
			statuses <- res.StatusCode
		}()
	}
	wg.Wait()
	close(statuses)
	count := map[int]int{}
	for st := range statuses {
		count[st]++
	}
	if count[200] != 10 || count[429] != 50 {
		t.Errorf("burst of 60 against a limit of 10: %v, want 10 admitted and 50 limited", count)
	}
}

func TestNewRedisStorageErrors(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ url, want string }{
		{"http://127.0.0.1:6379", "redis URL"},
		{"redis://:hunter2@127.0.0.1:1/0", "does not answer"},
		{"::not a url", "redis URL"},
	} {
		s, err := NewRedisStorage(t.Context(), tc.url)
		if err == nil {
			s.Close()
			t.Errorf("%q: no error", tc.url)
			continue
		}
		if !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %q, want it to mention %q", tc.url, err, tc.want)
		}
		if strings.Contains(err.Error(), "hunter2") {
			t.Errorf("%q: error leaks the password: %q", tc.url, err)
		}
	}
	// A start that is cancelled stops waiting for the ping.
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	if s, err := NewRedisStorage(ctx, "redis://127.0.0.1:6379/0"); !errors.Is(err, context.Canceled) {
		if err == nil {
			s.Close()
		}
		t.Errorf("with a cancelled context: %v, want context.Canceled", err)
	}
}

func TestMemoryCounter(t *testing.T) {
	t.Parallel()
	m := newMemoryCounter()
	now := time.Now()
	for i := range 3 {
		if w := m.add("k", time.Minute, now); w.hits != i+1 || !w.reset.Equal(now.Add(time.Minute)) {
			t.Fatalf("count %d = %+v", i+1, w)
		}
	}
	if w := m.read("k", now.Add(59*time.Second)); w.hits != 3 || !w.reset.Equal(now.Add(time.Minute)) {
		t.Errorf("read = %+v, want 3 hits", w)
	}
	// The window ends: counting starts again, in a new window.
	later := now.Add(time.Minute)
	if w := m.read("k", later); w.hits != 0 {
		t.Errorf("read after the window = %+v", w)
	}
	if w := m.add("k", time.Minute, later); w.hits != 1 || !w.reset.Equal(later.Add(time.Minute)) {
		t.Errorf("count in a new window = %+v", w)
	}
	// A remembered count (from the shared storage) goes on in memory.
	m.remember("seen", window{hits: 7, reset: now.Add(time.Second)})
	if w := m.add("seen", time.Minute, now); w.hits != 8 {
		t.Errorf("count after remember = %+v, want 8", w)
	}
	// The sweep drops ended windows nobody counts again.
	m.add("stale", time.Millisecond, now)
	m.add("fresh", time.Minute, now.Add(2*sweepInterval))
	m.mu.Lock()
	_, stale := m.items["stale"]
	m.mu.Unlock()
	if stale {
		t.Error("sweep kept an ended window")
	}
}

func TestParseRateLimits(t *testing.T) {
	t.Parallel()
	got, err := ParseRateLimits(" login=5/10m, submit=off,reset-emails=1/24h ,")
	if err != nil {
		t.Fatal(err)
	}
	want := RateLimits{Login: RateLimit{5, 10 * time.Minute}, Submit: RateLimit{Max: -1}, ResetEmails: RateLimit{1, 24 * time.Hour}}
	if got != want {
		t.Errorf("ParseRateLimits = %+v, want %+v", got, want)
	}
	full := got.withDefaults()
	if full.Login != want.Login || full.Submit.String() != "off" || full.LoginIP != DefaultRateLimits.LoginIP || full.RequestUpgrade != DefaultRateLimits.RequestUpgrade {
		t.Errorf("withDefaults = %+v", full)
	}
	if got, err := ParseRateLimits(""); err != nil || got != (RateLimits{}) {
		t.Errorf(`ParseRateLimits("") = %+v, %v`, got, err)
	}
	got, err = ParseRateLimits("form-submit=40/15m,widget-submit=off")
	if err != nil || got.FormSubmit != (RateLimit{40, 15 * time.Minute}) || !got.WidgetSubmit.off() {
		t.Errorf("ParseRateLimits(form-submit, widget-submit) = %+v, %v", got, err)
	}
	if d := (RateLimits{}).withDefaults(); d.FormSubmit != (RateLimit{10, 15 * time.Minute}) || d.WidgetSubmit != (RateLimit{10, 15 * time.Minute}) {
		t.Errorf("default form and widget limits %+v", d)
	}
	for _, bad := range []string{"login", "logins=5/1m", "login=5", "login=0/1m", "login=5/-1m", "login=x/1m", "login=5/1 minute"} {
		if _, err := ParseRateLimits(bad); err == nil {
			t.Errorf("ParseRateLimits(%q): no error", bad)
		}
	}
}
