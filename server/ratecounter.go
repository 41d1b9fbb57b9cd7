package server

import (
	"context"
	"errors"
	"hash/fnv"
	"log/slog"
	"net"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
)

// RateCounter is implemented by a Config.RateLimitStorage that counts
// requests atomically, so that Servers sharing it admit exactly a limit's
// Max requests in a window between them, as the storage of NewRedisStorage
// does. A storage without it is counted with its Get and Set: exact within
// one Server, while Servers counting the same key at the same instant may
// admit a few requests more.
type RateCounter interface {
	// CountRequest adds one to the counter of key and returns the new
	// count and the time left until the counter's window ends. A missing
	// or ended counter starts a window of length window with this request.
	// The count returned is at least floor+1: a Server passes what it has
	// counted of the window itself, so that requests it counted while the
	// storage failed still count once the storage answers again. An error
	// that is a timeout (a net.Error whose Timeout is true, such as
	// context.DeadlineExceeded) says that the storage is slow, not gone:
	// see sharedCounter.
	CountRequest(ctx context.Context, key string, window time.Duration, floor int) (count int, left time.Duration, err error)
}

// RateReader is implemented by a RateCounter that also reads a counter
// without adding to it, as the storage of NewRedisStorage does: a Server
// reads a counter to refuse a request before the work that it would count
// (a client's failed API key authentications, see RateLimits). Servers
// sharing a RateCounter without it read the last count that each of them
// saw itself.
type RateReader interface {
	// ReadRequests returns the count of key and the time left until the
	// counter's window ends, 0 and 0 when no window runs. An error that
	// is a timeout says that the storage is slow, as CountRequest's.
	ReadRequests(ctx context.Context, key string) (count int, left time.Duration, err error)
}

// window is a rate-limit counter: the requests counted in a window, and
// when the window ends.
type window struct {
	hits  int
	reset time.Time
}

// counter is the rate-limit counting of a Server (take): memoryCounter
// without a Config.RateLimitStorage, sharedCounter with one.
type counter interface {
	// count adds one request to the window of key that runs at now, or
	// to a new window of length length, and returns the window; an error
	// (503 UNAVAILABLE) when the request cannot be counted.
	count(key string, length time.Duration, now time.Time) (window, error)
	// peek returns the window of key that runs at now without adding to
	// it (a zero window when none runs); an error (503 UNAVAILABLE) when
	// it cannot be read.
	peek(key string, now time.Time) (window, error)
}

// memoryCounter counts in the memory of the process. Ended windows are
// dropped when counted again, and swept at most once per sweepInterval.
type memoryCounter struct {
	mu        sync.Mutex
	items     map[string]window
	lastSweep time.Time
}

const sweepInterval = time.Minute

func newMemoryCounter() *memoryCounter {
	return &memoryCounter{items: make(map[string]window)}
}

func (m *memoryCounter) count(key string, length time.Duration, now time.Time) (window, error) {
	return m.add(key, length, now), nil
}

// add is count, which never fails.
func (m *memoryCounter) add(key string, length time.Duration, now time.Time) window {
	m.mu.Lock()
	defer m.mu.Unlock()
	w := m.items[key]
	if !now.Before(w.reset) {
		w = window{reset: now.Add(length)}
	}
	w.hits++
	m.items[key] = w
	if now.Sub(m.lastSweep) >= sweepInterval {
		m.lastSweep = now
		for k, v := range m.items {
			if !now.Before(v.reset) {
				delete(m.items, k)
			}
		}
	}
	return w
}

func (m *memoryCounter) peek(key string, now time.Time) (window, error) {
	return m.read(key, now), nil
}

// read is peek, which never fails.
func (m *memoryCounter) read(key string, now time.Time) window {
	m.mu.Lock()
	defer m.mu.Unlock()
	if w, ok := m.items[key]; ok && now.Before(w.reset) {
		return w
	}
	return window{}
}

// remember sets the window of key to w, the count of the shared storage.
func (m *memoryCounter) remember(key string, w window) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.items[key] = w
}

// fallbackRetry is how often a sharedCounter checks, in the background,
// whether its failed storage answers again.
const fallbackRetry = 5 * time.Second

// stallLimit is how long a sharedCounter's storage may time out without a
// single answer before it counts as failed: a storage that hangs (a paused
// process, a network that drops packets) is down too.
const stallLimit = 5 * time.Second

// errCountTimeout is the answer to a request that the shared storage could
// not count in time.
var errCountTimeout = feedbackkit.Errorf(feedbackkit.CodeUnavailable,
	"the rate-limit counters (Redis) did not answer in time; retry later")

// sharedCounter counts in a Config.RateLimitStorage (Redis) that several
// Servers share, and keeps the last count it saw of each key in memory.
//
// The storage is the only exact count of a limit over the Servers, so a
// storage that is slow but alive is waited for (up to its commands'
// timeout), and a request whose count times out is refused with 503
// UNAVAILABLE, not counted in memory: each Server counting alone would
// admit up to the limit once per Server. That is failing closed for a
// request, while the storage answers other requests.
//
// A storage that is gone fails open, within bounds: when a command fails
// otherwise than by timing out (a refused or broken connection, an error
// answer), or when the storage has timed out for stallLimit without a
// single answer, the counter logs one warning and counts in memory from
// the last counts it saw; a request never waits for the storage to come
// back: while it is down, a check (a Get) runs in the background at most
// every retry, and counting moves back to the storage once one succeeds
// (logged).
type sharedCounter struct {
	storage fiber.Storage
	shared  RateCounter // storage, or its Get and Set (storageCounter)
	reader  RateReader  // shared, nil when it cannot read: memory is read then
	memory  *memoryCounter
	log     *slog.Logger
	retry   time.Duration
	now     func() time.Time

	mu        sync.Mutex
	down      bool      // the storage failed and no check has succeeded since
	checking  bool      // a check runs
	nextCheck time.Time // when down: the earliest start of the next check
	slowSince time.Time // when up: the first timeout since the last answer, zero when none
}

func newSharedCounter(storage fiber.Storage, log *slog.Logger, now func() time.Time) *sharedCounter {
	shared, ok := storage.(RateCounter)
	if !ok {
		shared = &storageCounter{storage: storage, now: now}
	}
	reader, _ := shared.(RateReader)
	return &sharedCounter{storage: storage, shared: shared, reader: reader, memory: newMemoryCounter(), log: log, retry: fallbackRetry, now: now}
}

func (c *sharedCounter) count(key string, length time.Duration, now time.Time) (window, error) {
	w, ok, err := c.ask(now, func(ctx context.Context) (int, time.Duration, error) {
		return c.shared.CountRequest(ctx, key, length, c.memory.read(key, now).hits)
	})
	if err != nil {
		return window{}, err
	}
	if !ok {
		return c.memory.add(key, length, now), nil
	}
	c.memory.remember(key, w)
	return w, nil
}

// peek reads the storage's window of key, or, when the storage's counter
// cannot read or the storage is down, the last this Server saw or counted
// itself: the larger of both, as the next count starts from it.
func (c *sharedCounter) peek(key string, now time.Time) (window, error) {
	mine := c.memory.read(key, now)
	if c.reader == nil {
		return mine, nil
	}
	w, ok, err := c.ask(now, func(ctx context.Context) (int, time.Duration, error) {
		return c.reader.ReadRequests(ctx, key)
	})
	if err != nil {
		return window{}, err
	}
	if ok && w.hits > mine.hits {
		return w, nil
	}
	return mine, nil
}

// ask runs command, of the storage, at now when the storage is up, and
// returns the window it answers (ok). A timeout of a storage that is slow
// is errCountTimeout; any other failure marks the storage down. Without an
// answer (ok false, no error) the caller uses its memory.
func (c *sharedCounter) ask(now time.Time, command func(context.Context) (int, time.Duration, error)) (w window, ok bool, err error) {
	if !c.up(now) {
		return window{}, false, nil
	}
	n, left, err := command(context.Background())
	if err == nil {
		c.answered()
		return window{hits: n, reset: now.Add(left)}, true, nil
	}
	if c.slow(err, now) {
		return window{}, false, errCountTimeout
	}
	c.failed(err, now)
	return window{}, false, nil
}

// up reports whether the storage counts. While it does not, up starts a
// check in the background when none runs and retry has passed since the
// last one.
func (c *sharedCounter) up(now time.Time) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.down {
		return true
	}
	if !c.checking && !now.Before(c.nextCheck) {
		c.checking = true
		go c.check()
	}
	return false
}

// answered records that the storage answered a count.
func (c *sharedCounter) answered() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.slowSince = time.Time{}
}

// slow reports whether err, of a count that started at now, says that the
// storage is slow but alive: a timeout, while the storage has answered
// within stallLimit of it.
func (c *sharedCounter) slow(err error, now time.Time) bool {
	var ne net.Error
	if !errors.As(err, &ne) || !ne.Timeout() {
		return false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.slowSince.IsZero() {
		c.slowSince = now
		c.log.Warn("rate limits: the shared storage (Redis) is slow; the requests it does not count in time are answered 503",
			slog.Any("error", err))
	}
	return now.Sub(c.slowSince) < stallLimit
}

// failed records that the storage failed with err at now.
func (c *sharedCounter) failed(err error, now time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.down {
		c.log.Warn("rate limits: the shared storage (Redis) failed; counting in this process's memory, from the last counts it saw, until it answers again",
			slog.Any("error", err))
	}
	c.down, c.nextCheck, c.slowSince = true, now.Add(c.retry), time.Time{}
}

// check asks the storage for a key and, when it answers, moves counting
// back to it.
func (c *sharedCounter) check() {
	_, err := c.storage.Get("ratelimit:check")
	c.mu.Lock()
	defer c.mu.Unlock()
	c.checking = false
	if err != nil {
		c.nextCheck = c.now().Add(c.retry)
		return
	}
	c.down = false
	c.log.Info("rate limits: the shared storage (Redis) answers again; counting there")
}

// limitStripes is the number of locks that a storageCounter spreads its
// keys over: two requests wait for each other only when their keys share
// a lock.
const limitStripes = 64

// storageCounter is the RateCounter of a storage that is not one: a Get and
// a Set per request, serialized per key within the process. Counters are
// stored as "HITS:RESET_UNIX_MILLI".
type storageCounter struct {
	storage fiber.Storage
	now     func() time.Time
	stripes [limitStripes]sync.Mutex
}

func (s *storageCounter) CountRequest(_ context.Context, key string, length time.Duration, floor int) (int, time.Duration, error) {
	h := fnv.New32a()
	h.Write([]byte(key))
	mu := &s.stripes[h.Sum32()%limitStripes]
	mu.Lock()
	defer mu.Unlock()
	now := s.now()
	hits, reset, err := s.read(key, now)
	if err != nil {
		return 0, 0, err
	}
	if hits == 0 {
		reset = now.Add(length)
	}
	hits = max(hits, floor) + 1
	// The storage's own expiry only cleans up: the window's end is in the value.
	if err := s.storage.Set(key, encodeWindow(hits, reset), reset.Sub(now)); err != nil {
		return 0, 0, err
	}
	return hits, reset.Sub(now), nil
}

// ReadRequests implements RateReader with a Get.
func (s *storageCounter) ReadRequests(_ context.Context, key string) (int, time.Duration, error) {
	now := s.now()
	hits, reset, err := s.read(key, now)
	if err != nil || hits == 0 {
		return 0, 0, err
	}
	return hits, reset.Sub(now), nil
}

// read returns the hits of key's window at now and the window's end as
// stored, or no hits when there is no window or it ended. A count keeps
// that end as it is: an end recomputed from the time left would move
// earlier with every count, by the time between two clock readings and
// the storage's rounding to milliseconds.
func (s *storageCounter) read(key string, now time.Time) (int, time.Time, error) {
	raw, err := s.storage.Get(key)
	if err != nil {
		return 0, time.Time{}, err
	}
	if hits, reset, ok := decodeWindow(raw); ok && now.Before(reset) {
		return hits, reset, nil
	}
	return 0, time.Time{}, nil
}

func encodeWindow(hits int, reset time.Time) []byte {
	return []byte(strconv.Itoa(hits) + ":" + strconv.FormatInt(reset.UnixMilli(), 10))
}

func decodeWindow(raw []byte) (int, time.Time, bool) {
	h, r, ok := strings.Cut(string(raw), ":")
	hits, err1 := strconv.Atoi(h)
	ms, err2 := strconv.ParseInt(r, 10, 64)
	if !ok || err1 != nil || err2 != nil {
		return 0, time.Time{}, false
	}
	return hits, time.UnixMilli(ms), true
}
