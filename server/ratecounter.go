package server

import (
	"context"
	"hash/fnv"
	"log/slog"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/gofiber/fiber/v2"
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
	// storage failed still count once the storage answers again.
	CountRequest(ctx context.Context, key string, window time.Duration, floor int) (count int, left time.Duration, err error)
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
	// to a new window of length length, and returns the window.
	count(key string, length time.Duration, now time.Time) window
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

func (m *memoryCounter) count(key string, length time.Duration, now time.Time) window {
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

// current returns the count of the window of key that runs at now, 0 when
// none does.
func (m *memoryCounter) current(key string, now time.Time) int {
	m.mu.Lock()
	defer m.mu.Unlock()
	if w, ok := m.items[key]; ok && now.Before(w.reset) {
		return w.hits
	}
	return 0
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

// sharedCounter counts in a Config.RateLimitStorage (Redis) that several
// Servers share, and keeps the last count it saw of each key in memory.
// When the storage fails, it logs one warning and counts in memory from
// those last counts; a request never waits for the storage to come back:
// while it is down, a check (a Get) runs in the background at most every
// retry, and counting moves back to the storage once one succeeds (logged).
type sharedCounter struct {
	storage fiber.Storage
	shared  RateCounter // storage, or its Get and Set (storageCounter)
	memory  *memoryCounter
	log     *slog.Logger
	retry   time.Duration
	now     func() time.Time

	mu        sync.Mutex
	down      bool      // the storage failed and no check has succeeded since
	checking  bool      // a check runs
	nextCheck time.Time // when down: the earliest start of the next check
}

func newSharedCounter(storage fiber.Storage, log *slog.Logger, now func() time.Time) *sharedCounter {
	shared, ok := storage.(RateCounter)
	if !ok {
		shared = &storageCounter{storage: storage, now: now}
	}
	return &sharedCounter{storage: storage, shared: shared, memory: newMemoryCounter(), log: log, retry: fallbackRetry, now: now}
}

func (c *sharedCounter) count(key string, length time.Duration, now time.Time) window {
	if c.up(now) {
		n, left, err := c.shared.CountRequest(context.Background(), key, length, c.memory.current(key, now))
		if err == nil {
			w := window{hits: n, reset: now.Add(left)}
			c.memory.remember(key, w)
			return w
		}
		c.failed(err, now)
	}
	return c.memory.count(key, length, now)
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

// failed records that the storage failed with err at now.
func (c *sharedCounter) failed(err error, now time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.down {
		c.log.Warn("rate limits: the shared storage (Redis) failed; counting in this process's memory, from the last counts it saw, until it answers again",
			slog.Any("error", err))
	}
	c.down, c.nextCheck = true, now.Add(c.retry)
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
	hits, reset := 0, now.Add(length)
	raw, err := s.storage.Get(key)
	if err != nil {
		return 0, 0, err
	}
	if h, r, ok := decodeWindow(raw); ok && now.Before(r) {
		hits, reset = h, r
	}
	hits = max(hits, floor) + 1
	// The storage's own expiry only cleans up: the window's end is in the value.
	if err := s.storage.Set(key, encodeWindow(hits, reset), reset.Sub(now)); err != nil {
		return 0, 0, err
	}
	return hits, reset.Sub(now), nil
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
