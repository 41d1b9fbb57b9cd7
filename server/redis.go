package server

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"sync"
	"time"

	"github.com/gofiber/fiber/v2"
	"github.com/redis/go-redis/v9"
)

// RedisKeyPrefix starts every key that feedbackd writes to Redis, so that
// it can share a Redis database with other programs.
const RedisKeyPrefix = "feedbackd:"

// Timeouts of the Redis storage: a rate-limit check must not hold a request
// up for long when Redis is slow or gone.
const (
	redisPingTimeout = 2 * time.Second        // the connection check of NewRedisStorage
	redisDialTimeout = 250 * time.Millisecond // a new connection
	redisIOTimeout   = 250 * time.Millisecond // one command's read or write
)

// NewRedisStorage connects to the Redis server of rawURL
// (redis://[user:password@]host:port[/db], rediss:// for TLS) and returns
// it as a fiber.Storage for Config.RateLimitStorage: every key is prefixed
// with RedisKeyPrefix, and every command times out after 250 ms (a Server
// then counts in memory until Redis answers again). It fails when the URL
// does not parse or the server does not answer a ping, so that a wrong
// address is noticed at start. Close the storage when done.
func NewRedisStorage(rawURL string) (fiber.Storage, error) {
	shown := "(unparsable URL)"
	if u, err := url.Parse(rawURL); err == nil {
		shown = u.Redacted()
	}
	opts, err := redis.ParseURL(rawURL)
	if err != nil {
		return nil, fmt.Errorf("server: redis URL %s: %w", shown, err)
	}
	st := newRedisStorage(opts)
	ctx, cancel := context.WithTimeout(context.Background(), redisPingTimeout)
	defer cancel()
	if err := st.client.Ping(ctx).Err(); err != nil {
		_ = st.Close()
		return nil, fmt.Errorf("server: redis %s does not answer: %w", shown, err)
	}
	return st, nil
}

// redisStorage is a fiber.Storage in Redis, its keys prefixed with
// RedisKeyPrefix.
type redisStorage struct {
	client *redis.Client
}

var _ fiber.Storage = (*redisStorage)(nil)

// newRedisStorage returns the storage of opts with the short timeouts of a
// rate-limit check and no retries, without connecting.
func newRedisStorage(opts *redis.Options) *redisStorage {
	opts.DialTimeout = redisDialTimeout
	opts.ReadTimeout = redisIOTimeout
	opts.WriteTimeout = redisIOTimeout
	opts.PoolTimeout = redisIOTimeout
	opts.MaxRetries = -1 // no retries: the Server falls back to memory instead
	return &redisStorage{client: redis.NewClient(opts)}
}

// ctx bounds one command.
func (r *redisStorage) ctx() (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), redisDialTimeout+redisIOTimeout)
}

// Get returns the value of key, or nil when it is missing.
func (r *redisStorage) Get(key string) ([]byte, error) {
	ctx, cancel := r.ctx()
	defer cancel()
	v, err := r.client.Get(ctx, RedisKeyPrefix+key).Bytes()
	if errors.Is(err, redis.Nil) {
		return nil, nil
	}
	return v, err
}

// Set stores val under key for exp (0: no expiry).
func (r *redisStorage) Set(key string, val []byte, exp time.Duration) error {
	if key == "" || len(val) == 0 {
		return nil
	}
	ctx, cancel := r.ctx()
	defer cancel()
	return r.client.Set(ctx, RedisKeyPrefix+key, val, exp).Err()
}

// Delete removes key.
func (r *redisStorage) Delete(key string) error {
	ctx, cancel := r.ctx()
	defer cancel()
	return r.client.Del(ctx, RedisKeyPrefix+key).Err()
}

// Reset removes every key of feedbackd (those with RedisKeyPrefix), and
// nothing else of the database.
func (r *redisStorage) Reset() error {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	iter := r.client.Scan(ctx, 0, RedisKeyPrefix+"*", 1000).Iterator()
	var batch []string
	for iter.Next(ctx) {
		batch = append(batch, iter.Val())
		if len(batch) == 1000 {
			if err := r.client.Del(ctx, batch...).Err(); err != nil {
				return err
			}
			batch = batch[:0]
		}
	}
	if err := iter.Err(); err != nil {
		return err
	}
	if len(batch) > 0 {
		return r.client.Del(ctx, batch...).Err()
	}
	return nil
}

// Close closes the connections to Redis.
func (r *redisStorage) Close() error { return r.client.Close() }

// fallbackRetry is how long a fallbackStorage counts in memory after its
// primary storage failed, before it tries the primary again.
const fallbackRetry = 5 * time.Second

// fallbackStorage is the rate-limit storage of a Server given a
// Config.RateLimitStorage (Redis): when a command of the primary storage
// fails, it logs one warning and serves from memory, trying the primary
// again every retry, and logs when the primary answers again. Rate limits
// thus keep working, per instance, while Redis is down.
type fallbackStorage struct {
	primary fiber.Storage
	memory  *memoryStorage
	log     *slog.Logger
	retry   time.Duration
	now     func() time.Time

	mu      sync.Mutex
	down    bool      // the primary failed and has not answered since
	nextTry time.Time // when down: when to try the primary again
}

var _ fiber.Storage = (*fallbackStorage)(nil)

func newFallbackStorage(primary fiber.Storage, log *slog.Logger) *fallbackStorage {
	return &fallbackStorage{primary: primary, memory: newMemoryStorage(), log: log, retry: fallbackRetry, now: time.Now}
}

// usePrimary reports whether the next command goes to the primary storage.
func (f *fallbackStorage) usePrimary() bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return !f.down || !f.now().Before(f.nextTry)
}

// result records the outcome of a command of the primary storage.
func (f *fallbackStorage) result(err error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	switch {
	case err != nil:
		if !f.down {
			f.log.Warn("rate limits: the shared storage (Redis) failed; counting in this process's memory until it answers again",
				slog.Any("error", err))
		}
		f.down, f.nextTry = true, f.now().Add(f.retry)
	case f.down:
		f.down = false
		f.log.Info("rate limits: the shared storage (Redis) answers again; counting there")
	}
}

// Get returns the value of key from the primary storage, else from memory.
func (f *fallbackStorage) Get(key string) ([]byte, error) {
	if f.usePrimary() {
		v, err := f.primary.Get(key)
		f.result(err)
		if err == nil {
			return v, nil
		}
	}
	return f.memory.Get(key)
}

// Set stores val under key in the primary storage, else in memory.
func (f *fallbackStorage) Set(key string, val []byte, exp time.Duration) error {
	if f.usePrimary() {
		err := f.primary.Set(key, val, exp)
		f.result(err)
		if err == nil {
			return nil
		}
	}
	return f.memory.Set(key, val, exp)
}

// Delete removes key from both storages.
func (f *fallbackStorage) Delete(key string) error {
	_ = f.memory.Delete(key)
	if !f.usePrimary() {
		return nil
	}
	err := f.primary.Delete(key)
	f.result(err)
	return err
}

// Reset removes every key from both storages.
func (f *fallbackStorage) Reset() error {
	_ = f.memory.Reset()
	return f.primary.Reset()
}

// Close closes nothing: the primary storage belongs to whoever made it.
func (f *fallbackStorage) Close() error { return nil }
