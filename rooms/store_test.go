package rooms_test

import (
	"context"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// countingStore wraps the Bun store as a host program might: it counts the
// lookups of public rooms, records whether each creation ran in a
// transaction, and leaves everything else to the Bun store.
type countingStore struct {
	*rooms.BunStore

	lookups int
	inTx    []bool
}

func (s *countingStore) FindRoomByCreator(ctx context.Context, orgID, creatorID, key string) (*rooms.Room, error) {
	s.lookups++
	return s.BunStore.FindRoomByCreator(ctx, orgID, creatorID, key)
}

func (s *countingStore) CreateRoom(ctx context.Context, r *rooms.Room) error {
	s.inTx = append(s.inTx, database.InTransaction(ctx))
	return s.BunStore.CreateRoom(ctx, r)
}

// TestServiceOverWrappedStore runs a Service over a store that wraps the
// Bun store: creations reach the wrapper inside the transaction that
// checks the organization's room cap (in orgs), and a burst of public
// submissions costs the store one lookup.
func TestServiceOverWrappedStore(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db, nil, rooms.Config{})
		acme, _ := f.org("acme")
		alice, aliceCtx := f.member(acme, "alice@acme.test", feedbackkit.RoleUser)
		if _, err := f.orgs.SetLimits(context.Background(), acme.Subdomain, orgs.LimitsUpdate{Rooms: ptr(1)}); err != nil {
			t.Fatal(err)
		}
		store := &countingStore{BunStore: rooms.NewBunStore(db)}
		svc := f.service(store, rooms.Deps{Quota: f.orgs, Users: f.identity}, rooms.Config{ResolveTTL: time.Minute})

		room, err := svc.CreateRoom(aliceCtx, rooms.NewRoom{Name: "Lobby"})
		if err != nil {
			t.Fatal(err)
		}
		_, err = svc.CreateRoom(aliceCtx, rooms.NewRoom{Name: "Another"})
		wantCode(t, "over the cap", err, feedbackkit.CodeRoomLimitReached)
		if len(store.inTx) != 1 || !store.inTx[0] {
			t.Errorf("creations seen by the wrapper (in a transaction): %v", store.inTx)
		}
		for range 3 {
			tg, err := svc.ResolveRoom(context.Background(), alice.InstructorID, "LOBBY")
			if err != nil || tg.ID != room.ID {
				t.Fatalf("resolve: %+v %v", tg, err)
			}
		}
		if store.lookups != 1 {
			t.Errorf("%d lookups for three resolutions, want 1", store.lookups)
		}
		// The Service over the Bun store alone reads the same database.
		if got, err := f.rooms.FindRoomByName(aliceCtx, "lobby"); err != nil || got.ID != room.ID {
			t.Errorf("room in the database: %+v %v", got, err)
		}
	})
}

// memStore is a Store without a database, as a host program may write to
// test its own code against a Service: it keeps rooms in a slice. It embeds
// the Store interface, nil, so that a method the tests do not need panics
// if called.
type memStore struct {
	rooms.Store

	rooms []*rooms.Room
}

func (m *memStore) InTx(ctx context.Context, fn func(ctx context.Context) error) error {
	return fn(ctx)
}

func (m *memStore) CreateRoom(ctx context.Context, r *rooms.Room) error {
	if _, err := m.FindRoomByName(ctx, r.OrgID, r.NameKey, rooms.NoLock); err == nil {
		return feedbackkit.Errorf(feedbackkit.CodeAlreadyExists, "a room named %q exists already", r.Name)
	}
	c := *r
	m.rooms = append(m.rooms, &c)
	return nil
}

func (m *memStore) find(match func(r *rooms.Room) bool) (*rooms.Room, error) {
	for _, r := range m.rooms {
		if match(r) {
			c := *r
			return &c, nil
		}
	}
	return nil, feedbackkit.NotFound("room")
}

func (m *memStore) FindRoomByName(_ context.Context, orgID, key string, _ rooms.Lock) (*rooms.Room, error) {
	return m.find(func(r *rooms.Room) bool { return r.OrgID == orgID && r.NameKey == key })
}

func (m *memStore) FindRoomByCreator(_ context.Context, orgID, creatorID, key string) (*rooms.Room, error) {
	return m.find(func(r *rooms.Room) bool { return r.OrgID == orgID && r.CreatorID == creatorID && r.NameKey == key })
}

func (m *memStore) CountRooms(_ context.Context, orgID string) (int, error) {
	n := 0
	for _, r := range m.rooms {
		if r.OrgID == orgID {
			n++
		}
	}
	return n, nil
}

func (m *memStore) MaxRoomOrder(_ context.Context, orgID string) (int, error) {
	last := -1
	for _, r := range m.rooms {
		if r.OrgID == orgID {
			last = max(last, r.Order)
		}
	}
	return last, nil
}

// capQuota is a Quota capping every organization at max rooms.
type capQuota struct{ max int }

func (q capQuota) Reserve(ctx context.Context, _ string, _ orgs.Resource, used func(ctx context.Context) (int, error)) error {
	n, err := used(ctx)
	if err != nil {
		return err
	}
	if n >= q.max {
		return feedbackkit.Errorf(feedbackkit.CodeRoomLimitReached, "at most %d rooms", q.max)
	}
	return nil
}

// userTable is a Users over a list of accounts.
type userTable []*identity.User

func (t userTable) FindUserByInstructorID(_ context.Context, id string) (*identity.User, error) {
	for _, u := range t {
		if identity.InstructorKey(u.InstructorID) == identity.InstructorKey(id) {
			return u, nil
		}
	}
	return nil, feedbackkit.NotFound("user")
}

func (t userTable) FindUserByID(_ context.Context, id string) (*identity.User, error) {
	for _, u := range t {
		if u.ID == id {
			return u, nil
		}
	}
	return nil, feedbackkit.NotFound("user")
}

// TestServiceWithoutDatabase runs the rules of the Service (names, the
// cap, display order, privacy, public links) over memStore, capQuota and
// userTable: no database at all.
func TestServiceWithoutDatabase(t *testing.T) {
	alice := &identity.User{ID: "u-alice", OrgID: "org-1", Role: feedbackkit.RoleUser, InstructorID: "alice-1"}
	store := &memStore{}
	svc, err := rooms.NewService(store, rooms.Deps{Quota: capQuota{max: 3}, Users: userTable{alice}}, rooms.Config{})
	if err != nil {
		t.Fatal(err)
	}
	principal := func(userID string, role feedbackkit.Role) context.Context {
		return identity.WithPrincipal(context.Background(), &identity.Principal{UserID: userID, OrgID: "org-1", Role: role})
	}
	aliceCtx := principal(alice.ID, alice.Role)

	lobby, err := svc.CreateRoom(aliceCtx, rooms.NewRoom{Name: " Lobby "})
	if err != nil {
		t.Fatal(err)
	}
	secret, err := svc.CreateRoom(aliceCtx, rooms.NewRoom{Name: "Secret", IsPrivate: true})
	if err != nil {
		t.Fatal(err)
	}
	if lobby.Name != "Lobby" || lobby.Order != 0 || secret.Order != 1 || !secret.IsPrivate || lobby.CreatorID != alice.ID {
		t.Errorf("created %+v and %+v", lobby, secret)
	}
	_, err = svc.CreateRoom(aliceCtx, rooms.NewRoom{Name: "LOBBY"})
	wantCode(t, "same name", err, feedbackkit.CodeAlreadyExists)
	_, err = svc.CreateRoom(aliceCtx, rooms.NewRoom{Name: "a/b"})
	wantCode(t, "bad name", err, feedbackkit.CodeValidationFailed)
	if _, err := svc.CreateRoom(aliceCtx, rooms.NewRoom{Name: "Third"}); err != nil {
		t.Fatal(err)
	}
	_, err = svc.CreateRoom(aliceCtx, rooms.NewRoom{Name: "Fourth"})
	wantCode(t, "over the cap", err, feedbackkit.CodeRoomLimitReached)

	_, err = svc.FindRoomByName(principal("u-bob", feedbackkit.RoleUser), "secret")
	wantCode(t, "another user's private room", err, feedbackkit.CodeNotFound)
	if r, err := svc.FindRoomByName(principal("u-admin", feedbackkit.RoleAdmin), "SECRET"); err != nil || r.ID != secret.ID {
		t.Errorf("admin finds the private room: %+v %v", r, err)
	}
	tg, err := svc.ResolveRoom(context.Background(), "alice-1", "lobby")
	if err != nil || tg.ID != lobby.ID || tg.OrgID != "org-1" || !tg.Active {
		t.Errorf("public target: %+v %v", tg, err)
	}
	_, err = svc.ResolveRoom(context.Background(), "nobody", "lobby")
	wantCode(t, "unknown instructor", err, feedbackkit.CodeNotFound)
}
