package rooms_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// moveProbe follows a MoveRoom through pausingStore, which finds it in the
// move's context.
type moveProbe struct {
	begun   chan struct{} // closed as the move asks for its transaction
	read    chan struct{} // closed once the move has read the order
	release chan struct{} // the move goes on from its read once closed
}

func newMoveProbe() *moveProbe {
	return &moveProbe{begun: make(chan struct{}), read: make(chan struct{}), release: make(chan struct{})}
}

type moveProbeKey struct{}

// pausingStore wraps the Bun store to report, and hold, the moves whose
// context carries a moveProbe.
type pausingStore struct{ *rooms.BunStore }

func (s pausingStore) InTx(ctx context.Context, fn func(ctx context.Context) error) error {
	if p, ok := ctx.Value(moveProbeKey{}).(*moveProbe); ok && !database.InTransaction(ctx) {
		close(p.begun)
	}
	return s.BunStore.InTx(ctx, fn)
}

func (s pausingStore) FindRooms(ctx context.Context, orgID string, v rooms.Visibility, filter rooms.RoomFilter) ([]*rooms.Room, error) {
	list, err := s.BunStore.FindRooms(ctx, orgID, v, filter)
	if p, ok := ctx.Value(moveProbeKey{}).(*moveProbe); ok {
		close(p.read)
		<-p.release
	}
	return list, err
}

// closed reports whether c is closed.
func closed(c chan struct{}) bool {
	select {
	case <-c:
		return true
	default:
		return false
	}
}

// waits returns a func that reports whether the move of p waits for
// another transaction: on PostgreSQL, whether a transaction of db waits
// for a lock; on SQLite, whose transactions hold the database from their
// start, whether the move asked for its transaction.
func waits(t *testing.T, db *bun.DB, p *moveProbe) func() bool {
	if !database.IsPostgres(db) {
		return func() bool { return closed(p.begun) }
	}
	return func() bool {
		var n int
		err := db.NewRaw("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'").
			Scan(context.Background(), &n)
		if err != nil {
			t.Error(err)
			return true
		}
		return n > 0
	}
}

// TestConcurrentMovesTakeTurns holds a move between its read of the order
// and its write while a second move starts: the second must not read the
// order before the first has written it (it waits, for the lock of the
// rooms on PostgreSQL, for the database on SQLite), so that the result
// shows both moves. Had the second read the order first, its write would
// undo the first move.
func TestConcurrentMovesTakeTurns(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db, nil, rooms.Config{})
		_, owner := f.org("acme")
		f.create(owner, "A", false)
		b, c := f.create(owner, "B", false), f.create(owner, "C", false)
		svc := f.service(pausingStore{rooms.NewBunStore(db)}, rooms.Deps{Quota: f.orgs, Users: f.identity}, rooms.Config{})

		first, second := newMoveProbe(), newMoveProbe()
		close(second.release)
		errs := make(chan error, 2)
		move := func(p *moveProbe, id string) {
			_, err := svc.MoveRoom(context.WithValue(owner, moveProbeKey{}, p), id, false)
			errs <- err
		}
		go move(first, b.ID) // B A C
		<-first.read
		waiting := waits(t, db, second)
		go move(second, c.ID) // then B C A
		for deadline := time.Now().Add(30 * time.Second); !waiting() && !closed(second.read); {
			if time.Now().After(deadline) {
				t.Error("the second move neither read the order nor waited")
				break
			}
			time.Sleep(10 * time.Millisecond)
		}
		close(first.release)
		for range 2 {
			if err := <-errs; err != nil {
				t.Fatal(err)
			}
		}
		list, _, err := svc.FindRooms(owner, rooms.RoomFilter{})
		if err != nil {
			t.Fatal(err)
		}
		if got := names(list); !slices.Equal(got, []string{"B", "C", "A"}) {
			t.Errorf("order after moving B up, then C up: %v, want [B C A]", got)
		}
	})
}
