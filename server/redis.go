package server

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"time"

	"github.com/gofiber/fiber/v2"
	"github.com/redis/go-redis/v9"
)

// RedisKeyPrefix starts every key that feedbackd writes to Redis, so that
// it can share a Redis database with other programs.
const RedisKeyPrefix = "feedbackd:"

// redisTimeout bounds one command of the Redis storage, from the wait for
// a pooled connection to its answer. A rate-limit count waits that long for
// a Redis that is slow but alive (a loaded machine, a burst that grows the
// connection pool), then its request is refused rather than counted in
// memory (see sharedCounter): only a Redis that cannot be reached, or that
// has answered nothing for stallLimit, is counted around. It is long enough
// for a machine under heavy load, and short beside a request's timeout.
const redisTimeout = 5 * time.Second

// NewRedisStorage connects to the Redis server of rawURL
// (redis://[user:password@]host:port[/db], rediss:// for TLS) and returns
// it as a fiber.Storage for Config.RateLimitStorage, which is also a
// RateCounter: every key is prefixed with RedisKeyPrefix, and every command
// times out after 5 s, without retries (a count that times out is answered
// 503 UNAVAILABLE; while Redis cannot be reached, a Server counts in memory
// until it answers again: see Config.RateLimitStorage). It fails when the URL
// does not parse or the server does not answer a ping within 5 s and ctx,
// so that a wrong address is noticed at start (and a start that is
// cancelled stops waiting). Close the storage when done.
func NewRedisStorage(ctx context.Context, rawURL string) (fiber.Storage, error) {
	shown := "(unparsable URL)"
	if u, err := url.Parse(rawURL); err == nil {
		shown = u.Redacted()
	}
	opts, err := redis.ParseURL(rawURL)
	if err != nil {
		return nil, fmt.Errorf("server: redis URL %s: %w", shown, err)
	}
	st := newRedisStorage(opts, redisTimeout)
	ctx, cancel := context.WithTimeout(ctx, st.timeout)
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
	client  *redis.Client
	timeout time.Duration // of one command
}

var _ fiber.Storage = (*redisStorage)(nil)

// newRedisStorage returns the storage of opts whose commands time out after
// timeout, with no retries, without connecting.
func newRedisStorage(opts *redis.Options, timeout time.Duration) *redisStorage {
	opts.DialTimeout = timeout
	opts.ReadTimeout = timeout
	opts.WriteTimeout = timeout
	opts.PoolTimeout = timeout
	opts.ContextTimeoutEnabled = true // the context of a command bounds it all
	// No retries of commands nor of dials: a Server answers or counts in
	// memory instead, and checks Redis again in the background.
	opts.MaxRetries = -1
	opts.DialerRetries = 1
	return &redisStorage{client: redis.NewClient(opts), timeout: timeout}
}

// countScript is CountRequest in Redis, run atomically: KEYS[1] is the
// counter, ARGV[1] the window in milliseconds, ARGV[2] the floor. The
// window ends when the key expires. A value that is not a number (the
// "HITS:RESET" counters of earlier versions) counts as 0.
var countScript = redis.NewScript(`
local n = tonumber(redis.call('GET', KEYS[1])) or 0
local floor = tonumber(ARGV[2])
if n < floor then n = floor end
n = n + 1
local ttl = redis.call('PTTL', KEYS[1])
if ttl <= 0 then ttl = tonumber(ARGV[1]) end
redis.call('SET', KEYS[1], n, 'PX', ttl)
return {n, ttl}
`)

// readScript is ReadRequests in Redis: the count of KEYS[1] and the
// milliseconds left of its window, read at once; 0 and 0 without a window.
var readScript = redis.NewScript(`
local ttl = redis.call('PTTL', KEYS[1])
if ttl <= 0 then return {0, 0} end
return {tonumber(redis.call('GET', KEYS[1])) or 0, ttl}
`)

var (
	_ RateCounter = (*redisStorage)(nil)
	_ RateReader  = (*redisStorage)(nil)
)

// CountRequest implements RateCounter with one script run in Redis, so
// that the count of every instance is exact. Waiting too long for a
// connection of the pool is a timeout too (a burst on a slow machine).
func (r *redisStorage) CountRequest(ctx context.Context, key string, window time.Duration, floor int) (int, time.Duration, error) {
	return r.runCounter(ctx, countScript, key, window.Milliseconds(), floor)
}

// ReadRequests implements RateReader with one script run in Redis.
func (r *redisStorage) ReadRequests(ctx context.Context, key string) (int, time.Duration, error) {
	return r.runCounter(ctx, readScript, key)
}

// runCounter runs script, which answers a count and the milliseconds left
// of its window, on the counter key.
func (r *redisStorage) runCounter(ctx context.Context, script *redis.Script, key string, args ...any) (int, time.Duration, error) {
	ctx, cancel := context.WithTimeout(ctx, r.timeout)
	defer cancel()
	res, err := script.Run(ctx, r.client, []string{RedisKeyPrefix + key}, args...).Int64Slice()
	if errors.Is(err, redis.ErrPoolTimeout) {
		err = fmt.Errorf("%w: %w", context.DeadlineExceeded, err)
	}
	if err != nil {
		return 0, 0, err
	}
	if len(res) != 2 {
		return 0, 0, fmt.Errorf("server: redis rate-limit script answered %v", res)
	}
	return int(res[0]), time.Duration(res[1]) * time.Millisecond, nil
}

// ctx bounds one command.
func (r *redisStorage) ctx() (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), r.timeout)
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
