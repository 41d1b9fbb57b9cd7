package server

import (
	"crypto/rand"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/gofiber/fiber/v2"
)

// limitedRequest asks /test/limited as the client ip behind a trusted proxy.
func limitedRequest(t *testing.T, app *fiber.App, path, ip string) response {
	t.Helper()
	req := httptest.NewRequest("GET", path, nil)
	req.Header.Set("X-Forwarded-For", ip)
	return do(t, app, req)
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

func TestRateLimitRedis(t *testing.T) {
	t.Parallel()
	storage, err := NewRedisStorage("redis://127.0.0.1:6379/0")
	if err != nil {
		t.Skipf("no Redis at 127.0.0.1:6379: %v", err)
	}
	defer storage.Close()

	name := "test-" + strings.ToLower(rand.Text())
	const ip = "203.0.113.50"
	t.Cleanup(func() { _ = storage.Delete("ratelimit:" + name + ":" + ip) })

	cfg := Config{TrustedProxies: []string{"0.0.0.0/32"}, RateLimitStorage: storage}
	var apps []*fiber.App
	for range 2 {
		s := newTestServer(t, cfg, Deps{})
		s.test.Get("/shared", s.rateLimit(name, 3, time.Minute), func(c *fiber.Ctx) error {
			return c.JSON(fiber.Map{"ok": true})
		})
		apps = append(apps, s.App())
	}

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
	t.Cleanup(func() { _ = storage.Delete("ratelimit:" + name + ":203.0.113.51") })
}

func TestNewRedisStorageErrors(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ url, want string }{
		{"http://127.0.0.1:6379", "redis URL"},
		{"redis://:hunter2@127.0.0.1:1/0", "does not answer"},
		{"::not a url", "redis URL"},
	} {
		s, err := NewRedisStorage(tc.url)
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
}

func TestMemoryStorage(t *testing.T) {
	t.Parallel()
	m := newMemoryStorage()
	if v, err := m.Get("k"); v != nil || err != nil {
		t.Fatalf("Get(missing) = %q, %v", v, err)
	}
	val := []byte("v1")
	m.Set("k", val, time.Minute)
	val[0] = 'X' // the storage keeps its own copy
	if v, _ := m.Get("k"); string(v) != "v1" {
		t.Errorf("Get = %q, want v1", v)
	}
	m.Set("short", []byte("v"), time.Millisecond)
	m.Set("forever", []byte("v"), 0)
	time.Sleep(5 * time.Millisecond)
	if v, _ := m.Get("short"); v != nil {
		t.Errorf("expired entry returned %q", v)
	}
	if v, _ := m.Get("forever"); string(v) != "v" {
		t.Errorf("entry without expiry = %q", v)
	}
	m.Delete("k")
	if v, _ := m.Get("k"); v != nil {
		t.Errorf("deleted entry returned %q", v)
	}
	m.Reset()
	if v, _ := m.Get("forever"); v != nil {
		t.Errorf("entry survived Reset: %q", v)
	}
	// The sweep drops expired entries nobody reads again.
	m.Set("stale", []byte("v"), time.Millisecond)
	time.Sleep(5 * time.Millisecond)
	m.mu.Lock()
	m.lastSweep = time.Now().Add(-2 * sweepInterval)
	m.mu.Unlock()
	m.Set("fresh", []byte("v"), time.Minute)
	m.mu.Lock()
	_, stale := m.items["stale"]
	m.mu.Unlock()
	if stale {
		t.Error("sweep kept an expired entry")
	}
	if err := m.Close(); err != nil {
		t.Error(err)
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
	for _, bad := range []string{"login", "logins=5/1m", "login=5", "login=0/1m", "login=5/-1m", "login=x/1m", "login=5/1 minute"} {
		if _, err := ParseRateLimits(bad); err == nil {
			t.Errorf("ParseRateLimits(%q): no error", bad)
		}
	}
}
