package jobs

import (
	"context"
	"log/slog"
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
}

// repeat is a message of repeatHandler in its window.
type repeat struct {
	window   time.Duration
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
	if _, ok := jobID(r); ok || r.Level < slog.LevelWarn {
		return h.Handler.Handle(ctx, r)
	}
	h.r.mu.Lock()
	if m, ok := h.r.messages[r.Message]; ok {
		m.handler, m.last = h.Handler, r.Clone()
		m.repeated++
		m.total++
		h.r.mu.Unlock()
		return nil
	}
	h.r.messages[r.Message] = &repeat{
		window:  h.r.window,
		handler: h.Handler,
		timer:   time.AfterFunc(h.r.window, func() { h.r.endWindow(r.Message) }),
	}
	h.r.mu.Unlock()
	return h.Handler.Handle(ctx, r)
}

// endWindow ends the window of message: it logs the repeats counted in
// it and starts a window twice as long, or, without repeats, forgets the
// message, saying it stopped if it was repeated.
func (rs *repeats) endWindow(message string) {
	rs.mu.Lock()
	m := rs.messages[message]
	handler := m.handler // Handle changes it under the lock
	var out slog.Record
	switch {
	case m.repeated > 0:
		out = m.last
		out.AddAttrs(slog.Int("repeated", m.repeated), slog.Duration("within", m.window))
		m.repeated = 0
		m.window = min(2*m.window, maxRepeatWindow)
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
	if out.Message != "" && handler.Enabled(context.Background(), out.Level) {
		_ = handler.Handle(context.Background(), out)
	}
}

func (h repeatHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	return repeatHandler{h.Handler.WithAttrs(attrs), h.r}
}

func (h repeatHandler) WithGroup(name string) slog.Handler {
	return repeatHandler{h.Handler.WithGroup(name), h.r}
}
