package server

import (
	"context"
	"fmt"
	"net/url"
	"sync"
	"time"

	"github.com/gofiber/fiber/v2"
	"github.com/gofiber/fiber/v2/middleware/limiter"
	redisstorage "github.com/gofiber/storage/redis/v3"
	"github.com/redis/go-redis/v9"

	"github.com/feedbackkit/feedbackkit"
)

// redisPingTimeout bounds the connection check of NewRedisStorage.
const redisPingTimeout = 5 * time.Second

// rateLimit returns a handler that admits at most max requests per window
// from one client IP (clientIP) to the routes it guards, counted under name:
// give each limited endpoint its own name ("waitlist", "widget-submit", ...).
// Counters live in Config.RateLimitStorage, else in the memory of the Server.
// Above the limit it answers 429 RATE_LIMITED with a Retry-After header (in
// seconds).
func (s *Server) rateLimit(name string, max int, window time.Duration) fiber.Handler {
	return limiter.New(limiter.Config{
		Max:        max,
		Expiration: window,
		Storage:    s.limits,
		KeyGenerator: func(c *fiber.Ctx) string {
			return name + ":" + s.clientIP(c)
		},
		LimitReached: func(c *fiber.Ctx) error {
			// The limiter has set Retry-After.
			return feedbackkit.Errorf(feedbackkit.CodeRateLimited, "too many requests, retry in %s seconds", c.GetRespHeader(fiber.HeaderRetryAfter))
		},
	})
}

// NewRedisStorage connects to the Redis server of rawURL
// (redis://[user:password@]host:port[/db], rediss:// for TLS) and returns
// it as a fiber.Storage for Config.RateLimitStorage. It fails when the URL
// does not parse or the server does not answer a ping. Close the storage
// when done.
func NewRedisStorage(rawURL string) (fiber.Storage, error) {
	shown := "(unparsable URL)"
	if u, err := url.Parse(rawURL); err == nil {
		shown = u.Redacted()
	}
	opts, err := redis.ParseURL(rawURL)
	if err != nil {
		return nil, fmt.Errorf("server: redis URL %s: %w", shown, err)
	}
	client := redis.NewClient(opts)
	ctx, cancel := context.WithTimeout(context.Background(), redisPingTimeout)
	defer cancel()
	if err := client.Ping(ctx).Err(); err != nil {
		_ = client.Close()
		return nil, fmt.Errorf("server: redis %s does not answer: %w", shown, err)
	}
	return redisstorage.NewFromConnection(client), nil
}

// memoryStorage is the in-process fiber.Storage of rate-limit counters: one
// per Server, shared by all its limiters. Expired entries are dropped when
// read, and swept at most once per sweepInterval on writes.
type memoryStorage struct {
	mu        sync.Mutex
	items     map[string]memoryItem
	lastSweep time.Time
}

type memoryItem struct {
	val []byte
	exp time.Time // zero: no expiry
}

const sweepInterval = time.Minute

var _ fiber.Storage = (*memoryStorage)(nil)

func newMemoryStorage() *memoryStorage {
	return &memoryStorage{items: make(map[string]memoryItem), lastSweep: time.Now()}
}

// Get returns the value of key, or nil when it is missing or expired.
func (m *memoryStorage) Get(key string) ([]byte, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	it, ok := m.items[key]
	if !ok {
		return nil, nil
	}
	if !it.exp.IsZero() && !time.Now().Before(it.exp) {
		delete(m.items, key)
		return nil, nil
	}
	return append([]byte(nil), it.val...), nil
}

// Set stores val under key for exp (0: no expiry).
func (m *memoryStorage) Set(key string, val []byte, exp time.Duration) error {
	if key == "" || len(val) == 0 {
		return nil
	}
	now := time.Now()
	it := memoryItem{val: append([]byte(nil), val...)}
	if exp > 0 {
		it.exp = now.Add(exp)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.items[key] = it
	if now.Sub(m.lastSweep) >= sweepInterval {
		m.lastSweep = now
		for k, v := range m.items {
			if !v.exp.IsZero() && !now.Before(v.exp) {
				delete(m.items, k)
			}
		}
	}
	return nil
}

// Delete removes key.
func (m *memoryStorage) Delete(key string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.items, key)
	return nil
}

// Reset removes every key.
func (m *memoryStorage) Reset() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.items = make(map[string]memoryItem)
	return nil
}

// Close does nothing: there is nothing to release.
func (m *memoryStorage) Close() error { return nil }
