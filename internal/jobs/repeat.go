package jobs

import (
	"cmp"
	"context"
	"log/slog"
	"slices"
	"sync"
	"time"
)

// repeatWindow is the first window in which repeats of one of River's
// warnings or errors are counted instead of logged (see repeatHandler);
// the windows that follow double, up to maxRepeatWindow.
var repeatWindow = time.Minute

const maxRepeatWindow = time.Hour

// repeatHandler passes River's warnings and errors on once per message
// and counts their repeats: while the database is down, River's producers,
// elector and maintenance services report every failed poll (hundreds of
// errors a minute), and one record per message says as much. A message
// whose repeats were counted is logged again when its window ends, once,
// with the last repeat's attributes and "repeated", their number; the
// window then doubles, up to maxRepeatWindow. A window without a repeat
// ends it, with an Info record saying the message stopped (the database
// is back). The records of one job (those with a job_id: an attempt that
// failed) are each passed on.
//
// When the client stops, its windows end at once (repeats.stop): nothing
// is logged later by a timer, and until the client starts again each
// record is passed on.
type repeatHandler struct {
	slog.Handler
	r *repeats
}

// repeats is the state that a repeatHandler shares with those of its
// WithAttrs and WithGroup.
type repeats struct {
	mu       sync.Mutex
	window   time.Duration // the first window of a message
	messages map[string]*repeat
	stopped  bool           // by stop, until start: records are passed on
	ending   sync.WaitGroup // the calls of endWindow logging a record
}

// repeat is a message of repeatHandler in its window.
type repeat struct {
	window   time.Duration
	started  time.Time    // the window's
	handler  slog.Handler // of the last record
	last     slog.Record  // the last repeat, to log at the window's end
	repeated int          // in this window
	total    int          // since the first record
	timer    *time.Timer
}

func newRepeatHandler(h slog.Handler, window time.Duration) repeatHandler {
	return repeatHandler{h, &repeats{window: window, messages: map[string]*repeat{}}}
}

func (h repeatHandler) Handle(ctx context.Context, r slog.Record) error {
	if aboutJob(r) || r.Level < slog.LevelWarn {
		return h.Handler.Handle(ctx, r)
	}
	h.r.mu.Lock()
	if h.r.stopped {
		h.r.mu.Unlock()
		return h.Handler.Handle(ctx, r)
	}
	if m, ok := h.r.messages[r.Message]; ok {
		m.handler, m.last = h.Handler, r.Clone()
		m.repeated++
		m.total++
		h.r.mu.Unlock()
		return nil
	}
	h.r.messages[r.Message] = &repeat{
		window:  h.r.window,
		started: time.Now(),
		handler: h.Handler,
		timer:   time.AfterFunc(h.r.window, func() { h.r.endWindow(r.Message) }),
	}
	h.r.mu.Unlock()
	return h.Handler.Handle(ctx, r)
}

// endWindow ends the window of message: it logs the repeats counted in
// it and starts a window twice as long, or, without repeats, forgets the
// message, saying it stopped if it was repeated. It does nothing for a
// message that stop forgot already.
func (rs *repeats) endWindow(message string) {
	rs.mu.Lock()
	m, ok := rs.messages[message]
	if !ok {
		rs.mu.Unlock()
		return
	}
	rs.ending.Add(1) // under the lock, so that stop waits for this call
	defer rs.ending.Done()
	handler := m.handler // Handle changes it under the lock
	var out slog.Record
	switch {
	case m.repeated > 0:
		out = m.summary(m.window)
		m.window = min(2*m.window, maxRepeatWindow)
		m.started = time.Now()
		m.timer.Reset(m.window)
	case m.total > 0:
		out = slog.NewRecord(time.Now(), slog.LevelInfo, "stopped: "+message, 0)
		out.AddAttrs(slog.Int("repeated", m.total))
		fallthrough
	default:
		m.timer.Stop() // when the test ends a window
		delete(rs.messages, message)
	}
	rs.mu.Unlock()
	if out.Message != "" {
		logTo(handler, out)
	}
}

// summary returns the record that logs the repeats of m counted within
// the time given, and starts counting again.
func (m *repeat) summary(within time.Duration) slog.Record {
	out := m.last
	out.AddAttrs(slog.Int("repeated", m.repeated), slog.Duration("within", within))
	m.repeated = 0
	return out
}

// stop ends every window at once, for the client's stop: it stops the
// timers, logs the repeats counted so far (within the part of their
// window that passed), waits for the windows that were ending, and has
// Handle pass each record on until start. Once it returns, nothing is
// logged but what River logs.
func (rs *repeats) stop() {
	type pending struct {
		handler slog.Handler
		record  slog.Record
	}
	var outs []pending
	rs.mu.Lock()
	rs.stopped = true
	for message, m := range rs.messages {
		m.timer.Stop()
		if m.repeated > 0 {
			outs = append(outs, pending{m.handler, m.summary(time.Since(m.started).Round(time.Millisecond))})
		}
		delete(rs.messages, message)
	}
	rs.mu.Unlock()
	rs.ending.Wait()
	slices.SortFunc(outs, func(a, b pending) int { return cmp.Compare(a.record.Message, b.record.Message) })
	for _, o := range outs {
		logTo(o.handler, o.record)
	}
}

// start has Handle count repeats again, for the client's start.
func (rs *repeats) start() {
	rs.mu.Lock()
	rs.stopped = false
	rs.mu.Unlock()
}

// logTo passes r to h, which Handle was given, outside the context of a
// record River logged.
func logTo(h slog.Handler, r slog.Record) {
	if h.Enabled(context.Background(), r.Level) {
		_ = h.Handle(context.Background(), r)
	}
}

func (h repeatHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	return repeatHandler{h.Handler.WithAttrs(attrs), h.r}
}

func (h repeatHandler) WithGroup(name string) slog.Handler {
	return repeatHandler{h.Handler.WithGroup(name), h.r}
}

// aboutJob reports whether r is a record of River about a job (it has a
// job_id).
func aboutJob(r slog.Record) bool {
	found := false
	r.Attrs(func(a slog.Attr) bool {
		found = a.Key == "job_id" && a.Value.Kind() == slog.KindInt64
		return !found
	})
	return found
}
