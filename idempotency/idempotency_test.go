package idempotency_test

import (
	"context"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/idempotency"
	"github.com/feedbackkit/feedbackkit/internal/clocktest"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// newServices returns two Services on one migrated database, as two
// instances have, with a short wait and the clock.
func newServices(t *testing.T, db *bun.DB, clock *clocktest.Clock) (*idempotency.Service, *idempotency.Service) {
	t.Helper()
	if err := idempotency.Migrate(context.Background(), db); err != nil {
		t.Fatal(err)
	}
	cfg := idempotency.Config{Wait: 200 * time.Millisecond, Lease: time.Minute, Now: clock.Now}
	return newService(t, db, cfg), newService(t, db, cfg)
}

// newService returns a Service on db, or fails t.
func newService(t *testing.T, db *bun.DB, cfg idempotency.Config) *idempotency.Service {
	t.Helper()
	svc, err := idempotency.NewService(idempotency.NewBunStore(db), cfg)
	if err != nil {
		t.Fatal(err)
	}
	return svc
}

// beginKey begins key in the room i1/Lobby on s with the fingerprint f,
// or fails t.
func beginKey(t *testing.T, s *idempotency.Service, key string) *idempotency.Claim {
	t.Helper()
	c, err := s.Begin(context.Background(), idempotency.Request{Route: "feedback", Target: "i1/Lobby", Key: key, Fingerprint: "f"})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func wantCode(t *testing.T, err error, code feedbackkit.Code) {
	t.Helper()
	if got := feedbackkit.ErrorCode(err); got != code {
		t.Fatalf("error %v (%s), want %s", err, got, code)
	}
}

func TestKeys(t *testing.T) {
	t.Parallel()
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		a, b := newServices(t, db, &clocktest.Clock{})
		req := idempotency.Request{Route: "feedback", Target: "i1/Lobby", Key: "key-1", Fingerprint: "f1"}

		first, err := a.Begin(ctx, req)
		if err != nil || first.Replay != nil || first.ResourceID == "" {
			t.Fatalf("Begin = %+v, %v", first, err)
		}
		// While the first runs, a repeat waits, then gets IN_PROGRESS.
		_, err = b.Begin(ctx, req)
		wantCode(t, err, feedbackkit.CodeInProgress)
		// Another body with the key: refused, running or not.
		other := req
		other.Fingerprint = "f2"
		_, err = b.Begin(ctx, other)
		wantCode(t, err, feedbackkit.CodeIdempotencyMismatch)

		answer := idempotency.Answer{Status: 201, Header: map[string]string{"Content-Type": "application/json"},
			Body: []byte(`{"_id":"` + first.ResourceID + `"}`)}
		if err := a.Complete(ctx, first, answer); err != nil {
			t.Fatal(err)
		}
		for _, s := range []*idempotency.Service{a, b} {
			c, err := s.Begin(ctx, req)
			if err != nil || c.Replay == nil || !reflect.DeepEqual(*c.Replay, answer) {
				t.Fatalf("repeat: %+v, %v; want the answer %+v", c, err, answer)
			}
		}
		_, err = b.Begin(ctx, other)
		wantCode(t, err, feedbackkit.CodeIdempotencyMismatch)

		// Keys are scoped by route and target.
		for _, r := range []idempotency.Request{
			{Route: "widget", Target: req.Target, Key: req.Key, Fingerprint: "f2"},
			{Route: req.Route, Target: "i1/Hall", Key: req.Key, Fingerprint: "f2"},
		} {
			c, err := a.Begin(ctx, r)
			if err != nil || c.Replay != nil || c.ResourceID == first.ResourceID {
				t.Errorf("%+v: %+v, %v; want a claim of its own", r, c, err)
			}
		}

		for _, key := range []string{"", "tab\there", "é", strings.Repeat("a", 256)} {
			r := req
			r.Key = key
			_, err := a.Begin(ctx, r)
			wantCode(t, err, feedbackkit.CodeValidationFailed)
		}
		long := req
		long.Key = strings.Repeat("~", 255)
		if c, err := a.Begin(ctx, long); err != nil || c.ResourceID == "" {
			t.Errorf("a key of 255 characters: %+v, %v", c, err)
		}
	})
}

// TestWaitForTheFirst completes a claim while a repeat waits for it: the
// repeat gets the answer.
func TestWaitForTheFirst(t *testing.T) {
	t.Parallel()
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		if err := idempotency.Migrate(ctx, db); err != nil {
			t.Fatal(err)
		}
		a := newService(t, db, idempotency.Config{})
		req := idempotency.Request{Route: "form", Target: "survey", Key: "k", Fingerprint: "f"}
		first, err := a.Begin(ctx, req)
		if err != nil {
			t.Fatal(err)
		}
		done := make(chan *idempotency.Claim)
		go func() {
			c, err := a.Begin(ctx, req)
			if err != nil {
				t.Error(err)
			}
			done <- c
		}()
		answer := idempotency.Answer{Status: 201, Body: []byte("{}")}
		if err := a.Complete(ctx, first, answer); err != nil {
			t.Fatal(err)
		}
		if c := <-done; c == nil || c.Replay == nil || c.Replay.Status != 201 {
			t.Errorf("the waiting repeat got %+v", c)
		}
	})
}

// TestReleaseAbandonLease gives claims up: a released key runs anew under
// a new ID; an abandoned claim, or one whose lease expired, is taken over
// under the same ID, and its first owner can no longer release it.
func TestReleaseAbandonLease(t *testing.T) {
	t.Parallel()
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		clock := &clocktest.Clock{}
		a, b := newServices(t, db, clock)
		req := idempotency.Request{Route: "feedback", Target: "i1/Lobby", Key: "k", Fingerprint: "f"}

		first, _ := a.Begin(ctx, req)
		if err := a.Release(ctx, first); err != nil {
			t.Fatal(err)
		}
		second, err := b.Begin(ctx, req)
		if err != nil || second.Replay != nil || second.ResourceID == first.ResourceID {
			t.Fatalf("after Release: %+v, %v; want a new claim", second, err)
		}

		if err := b.Abandon(ctx, second); err != nil {
			t.Fatal(err)
		}
		third, err := a.Begin(ctx, req)
		if err != nil || third.Replay != nil || third.ResourceID != second.ResourceID {
			t.Fatalf("after Abandon: %+v, %v; want a claim on %s", third, err, second.ResourceID)
		}
		// The abandoned claim no longer owns the key.
		if err := b.Release(ctx, second); err != nil {
			t.Fatal(err)
		}
		_, err = b.Begin(ctx, req)
		wantCode(t, err, feedbackkit.CodeInProgress)

		// The claim's process dies: once its lease expires, a repeat
		// takes it over.
		clock.Advance(time.Minute)
		fourth, err := b.Begin(ctx, req)
		if err != nil || fourth.Replay != nil || fourth.ResourceID != second.ResourceID {
			t.Fatalf("after the lease: %+v, %v; want a claim on %s", fourth, err, second.ResourceID)
		}
		// Any of them completes it: the others' answers are the same.
		if err := a.Complete(ctx, third, idempotency.Answer{Status: 201, Body: []byte("third")}); err != nil {
			t.Fatal(err)
		}
		if err := b.Complete(ctx, fourth, idempotency.Answer{Status: 201, Body: []byte("fourth")}); err != nil {
			t.Fatal(err)
		}
		if c, err := a.Begin(ctx, req); err != nil || c.Replay == nil || string(c.Replay.Body) != "third" {
			t.Errorf("replay: %+v, %v; want the first completion", c, err)
		}
	})
}

// TestRetention forgets keys after a day, and Purge deletes them.
func TestRetention(t *testing.T) {
	t.Parallel()
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		clock := &clocktest.Clock{}
		a, _ := newServices(t, db, clock)
		req := idempotency.Request{Route: "feedback", Target: "i1/Lobby", Key: "k", Fingerprint: "f"}
		first, _ := a.Begin(ctx, req)
		if err := a.Complete(ctx, first, idempotency.Answer{Status: 201}); err != nil {
			t.Fatal(err)
		}
		other, _ := a.Begin(ctx, idempotency.Request{Route: "feedback", Target: "i1/Lobby", Key: "other", Fingerprint: "f"})
		if other == nil {
			t.Fatal("no claim")
		}
		clock.Advance(idempotency.Retention - time.Second)
		if c, err := a.Begin(ctx, req); err != nil || c.Replay == nil {
			t.Fatalf("within a day: %+v, %v; want the replay", c, err)
		}
		if n, err := a.Purge(ctx); err != nil || n != 0 {
			t.Errorf("Purge within a day = %d, %v", n, err)
		}
		clock.Advance(2 * time.Second)
		c, err := a.Begin(ctx, req)
		if err != nil || c.Replay != nil || c.ResourceID == first.ResourceID {
			t.Fatalf("after a day: %+v, %v; want a new claim", c, err)
		}
		clock.Advance(idempotency.Retention + time.Second)
		if n, err := a.Purge(ctx); err != nil || n != 1 {
			t.Errorf("Purge = %d, %v; want 1 (the new claim)", n, err)
		}
	})
}

// TestForget forgets the keys of deleted resources, answered or still
// running: a repeat runs anew; other keys are replayed still.
func TestForget(t *testing.T) {
	t.Parallel()
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		a, _ := newServices(t, db, &clocktest.Clock{})
		gone, running, kept := beginKey(t, a, "gone"), beginKey(t, a, "running"), beginKey(t, a, "kept")
		for _, c := range []*idempotency.Claim{gone, kept} {
			if err := a.Complete(ctx, c, idempotency.Answer{Status: 201, Body: []byte(`{"feedback":"text"}`)}); err != nil {
				t.Fatal(err)
			}
		}
		if err := a.Forget(ctx, "org", []string{gone.ResourceID, running.ResourceID, "unknown"}); err != nil {
			t.Fatal(err)
		}
		if c := beginKey(t, a, "gone"); c.Replay != nil || c.ResourceID == gone.ResourceID {
			t.Errorf("a forgotten key: %+v, want a new claim", c)
		}
		if c := beginKey(t, a, "running"); c.Replay != nil || c.ResourceID == running.ResourceID {
			t.Errorf("a forgotten running key: %+v, want a new claim", c)
		}
		if c := beginKey(t, a, "kept"); c.Replay == nil || string(c.Replay.Body) != `{"feedback":"text"}` {
			t.Errorf("another key: %+v, want its replay", c)
		}
	})
}

// TestReleaseAfterTakeOver gives up claims that took a key over while the
// request they took it from may still create under its ID (it ran past
// its lease): the key is kept with that ID, so that the first request's
// answer is replayed once it completes and a repeat before that creates
// under the same ID, whatever order the requests end in.
func TestReleaseAfterTakeOver(t *testing.T) {
	t.Parallel()
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		clock := &clocktest.Clock{}
		a, b := newServices(t, db, clock)
		do := func(err error) {
			t.Helper()
			if err != nil {
				t.Fatal(err)
			}
		}
		// first begins the key on a and lets its lease expire; b takes it
		// over under the same ID.
		takeOver := func(key string) (first, second *idempotency.Claim) {
			t.Helper()
			first = beginKey(t, a, key)
			clock.Advance(time.Minute)
			second = beginKey(t, b, key)
			if second.Replay != nil || second.ResourceID != first.ResourceID {
				t.Fatalf("%s: the takeover got %+v, want a claim on %s", key, second, first.ResourceID)
			}
			return first, second
		}
		wantClaimOn := func(key, id string) *idempotency.Claim {
			t.Helper()
			c := beginKey(t, b, key)
			if c.Replay != nil || c.ResourceID != id {
				t.Fatalf("%s: %+v, want a claim on %s", key, c, id)
			}
			return c
		}
		wantReplay := func(key, body string) {
			t.Helper()
			if c := beginKey(t, b, key); c.Replay == nil || string(c.Replay.Body) != body {
				t.Fatalf("%s: %+v, want the replay of %q", key, c, body)
			}
		}

		// The takeover is refused (429) while the first still runs: a
		// repeat takes the key over again at once, under the same ID, is
		// refused too; then the first commits and completes: its answer
		// is replayed.
		first, second := takeOver("refused")
		do(b.Release(ctx, second))
		do(b.Release(ctx, wantClaimOn("refused", first.ResourceID)))
		do(a.Complete(ctx, first, idempotency.Answer{Status: 201, Body: []byte("first")}))
		wantReplay("refused", "first")

		// The first completes while the takeover runs, which is refused
		// afterwards: the answer stays.
		first, second = takeOver("completed")
		do(a.Complete(ctx, first, idempotency.Answer{Status: 201, Body: []byte("first")}))
		do(b.Release(ctx, second))
		wantReplay("completed", "first")

		// The first fails after the takeover: the takeover still holds
		// the key, and its answer is replayed.
		first, second = takeOver("first failed")
		do(a.Release(ctx, first))
		do(a.Abandon(ctx, first))
		_, err := a.Begin(ctx, idempotency.Request{Route: "feedback", Target: "i1/Lobby", Key: "first failed", Fingerprint: "f"})
		wantCode(t, err, feedbackkit.CodeInProgress)
		do(b.Complete(ctx, second, idempotency.Answer{Status: 201, Body: []byte("second")}))
		wantReplay("first failed", "second")

		// Both fail, the takeover first: a repeat runs under the same ID.
		first, second = takeOver("both failed")
		do(b.Release(ctx, second))
		do(a.Release(ctx, first))
		wantClaimOn("both failed", first.ResourceID)

		// Without a takeover, a claim past its lease that created nothing
		// still forgets the key.
		alone := beginKey(t, a, "alone")
		clock.Advance(time.Minute)
		do(a.Release(ctx, alone))
		if c := beginKey(t, b, "alone"); c.Replay != nil || c.ResourceID == alone.ResourceID {
			t.Errorf("after the release of a lone claim: %+v, want a new claim", c)
		}
	})
}
