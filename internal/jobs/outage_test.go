package jobs_test

import (
	"context"
	"io"
	"log/slog"
	"net"
	"net/url"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
)

// proxy forwards TCP connections to a server until refuse: it then closes
// its connections, and each connection it accepts at once, counting them.
type proxy struct {
	ln      net.Listener
	mu      sync.Mutex
	down    bool
	conns   []net.Conn
	refused atomic.Int32
}

func newProxy(t *testing.T, target string) *proxy {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &proxy{ln: ln}
	t.Cleanup(func() { ln.Close(); p.refuse() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			p.mu.Lock()
			if p.down {
				p.mu.Unlock()
				c.Close()
				p.refused.Add(1)
				continue
			}
			s, err := net.Dial("tcp", target)
			if err != nil {
				p.mu.Unlock()
				c.Close()
				continue
			}
			p.conns = append(p.conns, c, s)
			p.mu.Unlock()
			go func() { io.Copy(s, c); s.Close() }()
			go func() { io.Copy(c, s); c.Close() }()
		}
	}()
	return p
}

func (p *proxy) refuse() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.down = true
	for _, c := range p.conns {
		c.Close()
	}
}

// warnings is a slog.Handler that counts the records at Warn and above
// by message, those that report repeats (with "repeated") under the
// message followed by " (repeated)".
type warnings struct {
	mu *sync.Mutex
	n  map[string]int
}

func (w warnings) Enabled(context.Context, slog.Level) bool { return true }
func (w warnings) Handle(_ context.Context, r slog.Record) error {
	if r.Level < slog.LevelWarn {
		return nil
	}
	key := r.Message
	r.Attrs(func(a slog.Attr) bool {
		if a.Key == "repeated" {
			key += " (repeated)"
		}
		return true
	})
	w.mu.Lock()
	w.n[key]++
	w.mu.Unlock()
	return nil
}
func (w warnings) WithAttrs([]slog.Attr) slog.Handler { return w }
func (w warnings) WithGroup(string) slog.Handler      { return w }

// startCounting migrates db and starts a client of it, polling every
// 10 ms, whose warnings and errors the returned warnings count.
func startCounting(t *testing.T, db *bun.DB) (*jobs.Client, warnings) {
	t.Helper()
	ctx := context.Background()
	if err := jobs.Migrate(ctx, db); err != nil {
		t.Fatal(err)
	}
	logged := warnings{mu: &sync.Mutex{}, n: map[string]int{}}
	workers := river.NewWorkers()
	river.AddWorker(workers, &sleepWorker{})
	client, err := jobs.New(db, workers, jobs.Config{Logger: slog.New(logged), PollInterval: 10 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if err := client.Start(ctx); err != nil {
		t.Fatal(err)
	}
	return client, logged
}

// TestDatabaseOutageLogsEachErrorOnce cuts River off its PostgreSQL
// database: its producers, elector and maintenance services fail every
// poll, and each of their messages is logged once however often they
// fail.
func TestDatabaseOutageLogsEachErrorOnce(t *testing.T) {
	jobs.SetRepeatWindow(t, time.Hour) // the test's outage is in one window
	u, err := url.Parse(dbtest.URL(t, "postgres"))
	if err != nil {
		t.Fatal(err)
	}
	p := newProxy(t, u.Host)
	u.Host = p.ln.Addr().String()
	ctx := context.Background()
	db, err := database.Open(ctx, u.String())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	client, logged := startCounting(t, db)
	defer func() {
		stopCtx, cancel := context.WithTimeout(ctx, time.Second)
		defer cancel()
		client.StopAndCancel(stopCtx)
	}()
	p.refuse()
	for p.refused.Load() < 200 { // River tried to reach the database 200 times
		time.Sleep(10 * time.Millisecond)
	}
	logged.mu.Lock()
	defer logged.mu.Unlock()
	if len(logged.n) == 0 {
		t.Error("nothing logged while the database refused connections")
	}
	for msg, n := range logged.n {
		if n > 1 {
			t.Errorf("%q logged %d times, want once", msg, n)
		}
	}
}
