package jobs

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"
)

// lines is a slog.Handler that keeps each record as one line: its level,
// message and attributes.
type lines struct {
	mu    *sync.Mutex
	lines *[]string
	attrs []slog.Attr
}

func newLines() lines { return lines{mu: &sync.Mutex{}, lines: new([]string)} }

func (l lines) Enabled(context.Context, slog.Level) bool { return true }

func (l lines) Handle(_ context.Context, r slog.Record) error {
	var b strings.Builder
	b.WriteString(r.Level.String() + " " + r.Message)
	for _, a := range l.attrs {
		b.WriteString(" " + a.String())
	}
	r.Attrs(func(a slog.Attr) bool { b.WriteString(" " + a.String()); return true })
	l.mu.Lock()
	*l.lines = append(*l.lines, b.String())
	l.mu.Unlock()
	return nil
}

func (l lines) WithAttrs(attrs []slog.Attr) slog.Handler {
	l.attrs = append(l.attrs[:len(l.attrs):len(l.attrs)], attrs...)
	return l
}

func (l lines) WithGroup(string) slog.Handler { return l }

// take returns the lines kept since the last take.
func (l lines) take() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := *l.lines
	*l.lines = nil
	return out
}

func TestRepeatHandler(t *testing.T) {
	base := newLines()
	h := newRepeatHandler(base, time.Hour) // no window ends but those the test ends
	log := slog.New(h).With("component", "jobs")
	for i := range 5 {
		log.Error("producer: Error fetching jobs", "err", fmt.Sprint("refused ", i))
	}
	log.Warn("elector: Error attempting to elect", "err", "refused")
	for i := range 3 {
		log.Warn("jobexecutor.JobExecutor: Job errored; retrying", "job_id", i)
	}
	log.Info("routine")
	want := []string{
		"ERROR producer: Error fetching jobs component=jobs err=refused 0",
		"WARN elector: Error attempting to elect component=jobs err=refused",
		"WARN jobexecutor.JobExecutor: Job errored; retrying component=jobs job_id=0",
		"WARN jobexecutor.JobExecutor: Job errored; retrying component=jobs job_id=1",
		"WARN jobexecutor.JobExecutor: Job errored; retrying component=jobs job_id=2",
		"INFO routine component=jobs",
	}
	check := func(step string, want []string) {
		t.Helper()
		if got := base.take(); strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s: logged\n%s\nwant\n%s", step, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
	check("repeats", want)

	h.r.endWindow("producer: Error fetching jobs")
	h.r.endWindow("elector: Error attempting to elect")
	check("first windows' end", []string{
		"ERROR producer: Error fetching jobs component=jobs err=refused 4 repeated=4 within=1h0m0s",
	})
	log.Error("producer: Error fetching jobs", "err", "refused 5")
	h.r.endWindow("producer: Error fetching jobs")
	check("second window's end", []string{
		"ERROR producer: Error fetching jobs component=jobs err=refused 5 repeated=1 within=1h0m0s",
	})
	h.r.endWindow("producer: Error fetching jobs")
	check("a window without repeats", []string{
		"INFO stopped: producer: Error fetching jobs component=jobs repeated=5",
	})
	log.Error("producer: Error fetching jobs", "err", "refused again")
	log.Warn("elector: Error attempting to elect", "err", "refused again")
	check("after the end", []string{
		"ERROR producer: Error fetching jobs component=jobs err=refused again",
		"WARN elector: Error attempting to elect component=jobs err=refused again",
	})
}

// TestRepeatHandlerConcurrentEnd ends a window while repeats of its
// message arrive through another handler of the same state (run with
// -race: endWindow reads the handler that Handle replaces).
func TestRepeatHandlerConcurrentEnd(t *testing.T) {
	h := newRepeatHandler(newLines(), time.Hour)
	log, other := slog.New(h), slog.New(h).With("component", "jobs")
	log.Error("producer: Error fetching jobs")
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for range 100 {
			other.Error("producer: Error fetching jobs")
		}
	}()
	for range 100 {
		h.r.endWindow("producer: Error fetching jobs")
		log.Error("producer: Error fetching jobs")
	}
	wg.Wait()
}

// TestRepeatHandlerStop ends every window at the client's stop: the
// repeats counted are logged at once, a timer that fires afterwards logs
// nothing, and the records that follow are each passed on until start.
func TestRepeatHandlerStop(t *testing.T) {
	base := newLines()
	h := newRepeatHandler(base, time.Hour)
	log := slog.New(h)
	for i := range 3 {
		log.Error("producer: Error fetching jobs", "err", fmt.Sprint("refused ", i))
	}
	log.Warn("elector: Error attempting to elect")
	h.r.stop()
	got := base.take()
	if len(got) != 3 || !strings.HasPrefix(got[2], "ERROR producer: Error fetching jobs err=refused 2 repeated=2 within=") {
		t.Errorf("logged by the stop:\n%s\nwant the two records, then the repeats of the producer's", strings.Join(got, "\n"))
	}
	h.r.endWindow("producer: Error fetching jobs") // a timer that fired as the stop began
	log.Error("producer: Error fetching jobs", "err", "refused 3")
	log.Error("producer: Error fetching jobs", "err", "refused 4")
	h.r.start()
	log.Error("producer: Error fetching jobs", "err", "refused 5")
	log.Error("producer: Error fetching jobs", "err", "refused 6")
	want := []string{
		"ERROR producer: Error fetching jobs err=refused 3",
		"ERROR producer: Error fetching jobs err=refused 4",
		"ERROR producer: Error fetching jobs err=refused 5",
	}
	if got := base.take(); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("logged after the stop:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	h.r.stop()
}
