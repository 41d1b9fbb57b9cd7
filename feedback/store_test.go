package feedback_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// countingStore wraps the Bun store as a host program might (for
// metrics): it counts the items inserted, and those inserted in a
// transaction, and leaves everything to the Bun store.
type countingStore struct {
	*feedback.BunStore

	inserts, inTx atomic.Int32
}

func (s *countingStore) InsertItem(ctx context.Context, it *feedback.Item) error {
	s.inserts.Add(1)
	if database.InTransaction(ctx) {
		s.inTx.Add(1)
	}
	return s.BunStore.InsertItem(ctx, it)
}

// TestServiceOverWrappedStore submits through a Service whose store wraps
// the Bun store: the wrapper sees both insertions, the serious concern's
// in the transaction that queues its job, and the items reach the
// database.
func TestServiceOverWrappedStore(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		store := &countingStore{BunStore: feedback.NewBunStore(db)}
		f := newFixtureOn(t, db, store, feedback.Config{})
		f.submit("Great lecture, very clear and helpful!", "")
		f.submit("I will kill you after class tomorrow", "")
		if n, tx := store.inserts.Load(), store.inTx.Load(); n != 2 || tx != 1 {
			t.Errorf("the wrapper saw %d insertions, %d in a transaction; want 2 and 1", n, tx)
		}
		page, err := f.svc.FindItems(f.admin(), feedback.Filter{}, feedbackkit.PageRequest{})
		if err != nil || page.Total != 2 || f.count() != 2 {
			t.Errorf("listed %d items (%v), %d in the database", page.Total, err, f.count())
		}
	})
}

// memStore is a Store without a database, as a host program may write to
// test its own code against a Service: it keeps items in a slice, and InTx
// drops the items fn inserted when fn fails. It embeds the Store
// interface, nil, so that a method the tests do not need panics if called.
type memStore struct {
	feedback.Store

	mu    sync.Mutex
	items []*feedback.Item
	inTx  []bool // for each item, whether it was inserted within InTx
}

// inTxKey marks the context of memStore.InTx.
type inTxKey struct{}

func (m *memStore) InTx(ctx context.Context, fn func(ctx context.Context) error) error {
	m.mu.Lock()
	n := len(m.items)
	m.mu.Unlock()
	if err := fn(context.WithValue(ctx, inTxKey{}, true)); err != nil {
		m.mu.Lock()
		m.items, m.inTx = m.items[:n], m.inTx[:n]
		m.mu.Unlock()
		return err
	}
	return nil
}

func (m *memStore) InsertItem(ctx context.Context, it *feedback.Item) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	c := *it
	m.items = append(m.items, &c)
	m.inTx = append(m.inTx, ctx.Value(inTxKey{}) != nil)
	return nil
}

// FindItems implements the organization and rooms of f, and pages of one
// page.
func (m *memStore) FindItems(_ context.Context, f feedback.ItemFilter, _ feedbackkit.PageRequest) ([]*feedback.Item, feedback.Total, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []*feedback.Item
	for _, it := range slices.Backward(m.items) {
		if it.OrgID == f.OrgID && (f.AllRooms || slices.Contains(f.RoomIDs, it.RoomID)) {
			c := *it
			out = append(out, &c)
		}
	}
	return out, feedback.Total{N: len(out)}, nil
}

// jobQueue is an Enqueuer that records the kinds of the jobs, or fails
// with err.
type jobQueue struct {
	kinds []string
	err   error
}

func (q *jobQueue) Enqueue(_ context.Context, args river.JobArgs, _ *river.InsertOpts) error {
	if q.err != nil {
		return q.err
	}
	q.kinds = append(q.kinds, args.Kind())
	return nil
}

// keywords is a custom Analyzer: a text that mentions "unsafe" is a
// negative serious concern, any other text is positive. With fail set, it
// fails.
type keywords struct{ fail bool }

func (k keywords) Analyze(_ context.Context, text string) (*analysis.Result, error) {
	if k.fail {
		return nil, errors.New("keywords unavailable")
	}
	res := &analysis.Result{Sentiment: analysis.Positive, Confidence: 1, Model: "keywords"}
	if strings.Contains(strings.ToLower(text), "unsafe") {
		res.Sentiment = analysis.Negative
		res.Concern = analysis.Concern{IsSerious: true, Reason: "a hazard", Categories: []string{analysis.CategorySafety}, Confidence: 1}
	}
	return res, nil
}

// TestServiceWithoutDatabase runs a Service over memStore, a table of
// rooms and a recording queue, with a custom analyser: Submit analyses
// inline with it, stores, queues the jobs and tells the subscribers.
func TestServiceWithoutDatabase(t *testing.T) {
	store, queue, table, ev := &memStore{}, &jobQueue{}, &tableRooms{}, &events{}
	room := table.add(&rooms.Room{ID: "room-lab", OrgID: "org-acme", Name: "Chemistry lab", Active: true}, "ada-instructor")
	now := time.Date(2026, 3, 10, 12, 0, 0, 0, time.UTC)
	cfg := feedback.Config{Analyzer: keywords{}, Subscribers: []feedback.Subscriber{ev.subscriber}, Now: func() time.Time { return now }}
	svc, err := feedback.NewService(store, feedback.Deps{Queue: queue, Rooms: table}, cfg)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	submit := func(svc *feedback.Service, text, sentiment string) (*feedback.Item, error) {
		return svc.Submit(ctx, feedback.Submission{InstructorID: "ada-instructor", EventType: "chemistry LAB", Text: text, Sentiment: sentiment})
	}

	praise, err := submit(svc, "A great session", "")
	if err != nil || praise.Model != "keywords" || praise.Sentiment != analysis.Positive || praise.AnalysisPending ||
		praise.RoomID != room.ID || praise.EventType != "Chemistry lab" || !praise.CreatedAt.Equal(now) {
		t.Fatalf("praise: %+v, %v", praise, err)
	}
	hazard, err := submit(svc, "The fume hood is unsafe", "")
	if err != nil || !hazard.Concern.IsSerious || hazard.Sentiment != analysis.Negative {
		t.Fatalf("hazard: %+v, %v", hazard, err)
	}
	if fmt.Sprint(store.inTx) != "[false true]" || fmt.Sprint(queue.kinds) != "[feedback.serious_concern]" {
		t.Errorf("inserted within InTx: %v; jobs %v", store.inTx, queue.kinds)
	}
	told := []string{"feedback.item_created A great session", "feedback.item_created The fume hood is unsafe",
		"feedback.concern_flagged The fume hood is unsafe"}
	if got := ev.seen(); fmt.Sprint(got) != fmt.Sprint(told) {
		t.Errorf("events %q, want %q", got, told)
	}
	admin := identity.WithPrincipal(ctx, &identity.Principal{UserID: "ada", OrgID: "org-acme", Role: feedbackkit.RoleAdmin})
	page, err := svc.FindItems(admin, feedback.Filter{}, feedbackkit.PageRequest{})
	if err != nil || page.Total != 2 || page.Data[0].ID != hazard.ID || page.Data[1].ID != praise.ID {
		t.Errorf("items: %+v, %v", page, err)
	}

	// A submission whose job cannot be queued fails, is not stored and
	// tells of nothing.
	queue.err = errors.New("queue down")
	if _, err := submit(svc, "Another unsafe hood", ""); err == nil || len(store.items) != 2 {
		t.Errorf("with the queue down: %v, %d items", err, len(store.items))
	}
	queue.err = nil
	if got := ev.seen(); len(got) != len(told) {
		t.Errorf("events after a failed submission: %q", got)
	}

	// When the analyser fails, the item waits for the analyze job with
	// the respondent's sentiment, and the concern test fails.
	cfg.Analyzer = keywords{fail: true}
	down, err := feedback.NewService(store, feedback.Deps{Queue: queue, Rooms: table}, cfg)
	if err != nil {
		t.Fatal(err)
	}
	it, err := submit(down, "The fume hood is unsafe", "negative")
	if err != nil || !it.AnalysisPending || it.Sentiment != analysis.Negative || it.AISentiment != "" || it.Concern.IsSerious {
		t.Errorf("with the analyser down: %+v, %v", it, err)
	}
	if fmt.Sprint(queue.kinds) != "[feedback.serious_concern feedback.analyze]" {
		t.Errorf("jobs %v", queue.kinds)
	}
	_, err = down.TestConcern(admin, "The fume hood is unsafe")
	wantCode(t, "concern test with the analyser down", err, feedbackkit.CodeUnavailable)
}
