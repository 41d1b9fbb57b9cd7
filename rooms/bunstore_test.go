package rooms_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// TestBunStore checks the Store contract of BunStore on each dialect:
// every field reads back, names are unique per organization, lists follow
// the Visibility in display order, and a room of one organization is out
// of reach of every method called with another's id.
func TestBunStore(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		f := newFixture(t, db, nil, rooms.Config{})
		acme, _ := f.org("acme")
		rival, _ := f.org("rival")
		store := rooms.NewBunStore(db)
		at := time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)
		room := func(org *orgs.Organization, id, key, creator string, private bool) *rooms.Room {
			t.Helper()
			r := &rooms.Room{
				ID: id, OrgID: org.ID, CreatorID: creator, Name: key, NameKey: key, Active: true, IsPrivate: private,
				FeedbackCustomization: orgs.DefaultRoomCustomization(),
				CustomTags:            rooms.CustomTags{Happy: []string{"pace"}, Neutral: []string{}, Sad: []string{}},
				CreatedAt:             at, UpdatedAt: at,
			}
			if private {
				r.Folder = "folder-" + id
			}
			if err := store.CreateRoom(ctx, r); err != nil {
				t.Fatalf("create %s: %v", id, err)
			}
			return r
		}
		if n, err := store.MaxRoomOrder(ctx, acme.ID); err != nil || n != -1 {
			t.Errorf("max order without rooms: %d %v", n, err)
		}
		lobby := room(acme, "r1", "lobby", "alice", false)
		room(acme, "r2", "alice's", "alice", true)
		room(acme, "r3", "bob's", "bob", true)
		room(rival, "r4", "lobby", "olga", false)

		wantCode(t, "same name", store.CreateRoom(ctx, &rooms.Room{ID: "r5", OrgID: acme.ID, NameKey: "lobby"}), feedbackkit.CodeAlreadyExists)
		got, err := store.FindRoomByName(ctx, acme.ID, "lobby", rooms.NoLock)
		if err != nil || got.ID != "r1" || got.CreatorID != "alice" || got.FeedbackCustomization != lobby.FeedbackCustomization ||
			!slices.Equal(got.CustomTags.Happy, []string{"pace"}) || got.CustomTags.Sad == nil || !got.CreatedAt.Equal(at) || got.Folder != "" {
			t.Errorf("read back %+v %v", got, err)
		}
		if got, err := store.FindRoomByName(ctx, acme.ID, "alice's", rooms.NoLock); err != nil || got.Folder != "folder-r2" || !got.IsPrivate {
			t.Errorf("read back %+v %v", got, err)
		}

		// UpdateRoom changes the fields it lists, not the tracker settings.
		lobby.Name, lobby.NameKey, lobby.Active, lobby.UpdatedAt = "Hall", "hall", false, at.Add(time.Hour)
		lobby.TrackerProjectKey = "KEY"
		if err := store.UpdateRoom(ctx, acme.ID, lobby); err != nil {
			t.Fatal(err)
		}
		if got, err := store.FindRoomByCreator(ctx, acme.ID, "alice", "hall"); err != nil || got.Active || got.Name != "Hall" ||
			got.TrackerProjectKey != "" || !got.UpdatedAt.Equal(at.Add(time.Hour)) {
			t.Errorf("after update %+v %v", got, err)
		}
		lobby.NameKey = "alice's"
		wantCode(t, "rename to a taken name", store.UpdateRoom(ctx, acme.ID, lobby), feedbackkit.CodeAlreadyExists)
		lobby.NameKey = "hall"

		visible := func(v rooms.Visibility) []string {
			t.Helper()
			rs, err := store.FindRooms(ctx, acme.ID, v, rooms.RoomFilter{})
			if err != nil {
				t.Fatal(err)
			}
			ids, err := store.FindRoomIDs(ctx, acme.ID, v)
			if err != nil {
				t.Fatal(err)
			}
			var fromRooms []string
			for _, r := range rs {
				if !v.Includes(r) {
					t.Errorf("%+v returned %s, which it does not include", v, r.ID)
				}
				fromRooms = append(fromRooms, r.ID)
			}
			if !slices.Equal(fromRooms, ids) {
				t.Errorf("%+v: rooms %v, ids %v", v, fromRooms, ids)
			}
			return ids
		}
		if err := store.SetRoomOrder(ctx, acme.ID, []string{"r3", "r2", "r1"}, at); err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			v    rooms.Visibility
			want []string
		}{
			{rooms.Visibility{}, []string{"r1"}},
			{rooms.Visibility{CreatorID: "alice"}, []string{"r2", "r1"}},
			{rooms.Visibility{CreatorID: "bob", AllPrivate: true}, []string{"r3", "r2", "r1"}},
		} {
			if got := visible(c.v); !slices.Equal(got, c.want) {
				t.Errorf("%+v: %v, want %v", c.v, got, c.want)
			}
		}
		if rs, err := store.FindRooms(ctx, acme.ID, rooms.Visibility{AllPrivate: true}, rooms.RoomFilter{Active: ptr(false)}); err != nil ||
			len(rs) != 1 || rs[0].ID != "r1" {
			t.Errorf("inactive rooms: %v %v", rs, err)
		}
		wantCode(t, "reorder with an unknown id", store.SetRoomOrder(ctx, acme.ID, []string{"r1", "nope"}, at), feedbackkit.CodeNotFound)
		if got := visible(rooms.Visibility{AllPrivate: true}); !slices.Equal(got, []string{"r3", "r2", "r1"}) {
			t.Errorf("a refused reorder changed the order: %v", got)
		}
		if n, err := store.MaxRoomOrder(ctx, acme.ID); err != nil || n != 2 {
			t.Errorf("max order %d %v, want 2", n, err)
		}

		// The rival organization reaches none of acme's rooms.
		_, err = store.FindRoomByName(ctx, rival.ID, "hall", rooms.NoLock)
		wantCode(t, "find by name", err, feedbackkit.CodeNotFound)
		_, err = store.FindRoomByCreator(ctx, rival.ID, "alice", "hall")
		wantCode(t, "find by creator", err, feedbackkit.CodeNotFound)
		if rs, err := store.FindRoomsByID(ctx, rival.ID, []string{"r1", "r4"}, rooms.NoLock); err != nil || len(rs) != 1 || rs[0].ID != "r4" {
			t.Errorf("find by id: %v %v", rs, err)
		}
		wantCode(t, "update", store.UpdateRoom(ctx, rival.ID, lobby), feedbackkit.CodeNotFound)
		wantCode(t, "reorder", store.SetRoomOrder(ctx, rival.ID, []string{"r1"}, at), feedbackkit.CodeNotFound)
		wantCode(t, "delete", store.DeleteRoom(ctx, rival.ID, "r1"), feedbackkit.CodeNotFound)
		if n, err := store.CountRooms(ctx, rival.ID); err != nil || n != 1 {
			t.Errorf("rival count %d %v, want 1", n, err)
		}

		if err := store.DeleteRoom(ctx, acme.ID, "r1"); err != nil {
			t.Fatal(err)
		}
		wantCode(t, "delete twice", store.DeleteRoom(ctx, acme.ID, "r1"), feedbackkit.CodeNotFound)
		if n, err := store.CountRooms(ctx, acme.ID); err != nil || n != 2 {
			t.Errorf("count after deletion %d %v, want 2", n, err)
		}
	})
}
