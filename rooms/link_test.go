package rooms_test

import (
	"context"
	"testing"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/rooms"
)

func TestPublicLink(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db, nil, rooms.Config{})
		acme, owner := f.org("acme")
		_, otherOwner := f.org("other")
		alice, aliceCtx := f.member(acme, "alice@acme.test", feedbackkit.RoleUser)
		_, bobCtx := f.member(acme, "bob@acme.test", feedbackkit.RoleUser)
		f.create(aliceCtx, "Week 1 & 2? ✨", true)

		for _, ctx := range []context.Context{aliceCtx, owner} {
			l, err := f.rooms.PublicLink(ctx, "week 1 & 2? ✨")
			if err != nil {
				t.Fatal(err)
			}
			if l.InstructorID != alice.InstructorID || l.Name != "Week 1 & 2? ✨" {
				t.Errorf("link %+v", l)
			}
			if want := "/r/" + alice.InstructorID + "/Week%201%20&%202%3F%20%E2%9C%A8"; l.Path() != want {
				t.Errorf("path %q, want %q", l.Path(), want)
			}
			// The link reaches the room.
			if _, err := f.rooms.PublicRoom(context.Background(), l.InstructorID, l.Name); err != nil {
				t.Errorf("public room of the link: %v", err)
			}
		}
		_, err := f.rooms.PublicLink(bobCtx, "Week 1 & 2? ✨")
		wantCode(t, "another user's private room", err, feedbackkit.CodeNotFound)
		_, err = f.rooms.PublicLink(otherOwner, "Week 1 & 2? ✨")
		wantCode(t, "another organization", err, feedbackkit.CodeNotFound)
		_, err = f.rooms.PublicLink(context.Background(), "Week 1 & 2? ✨")
		wantCode(t, "no principal", err, feedbackkit.CodeInvalidToken)

		if err := f.identity.RemoveFromOrganization(context.Background(), acme.ID, alice.ID); err != nil {
			t.Fatal(err)
		}
		_, err = f.rooms.PublicLink(owner, "Week 1 & 2? ✨")
		wantCode(t, "creator gone", err, feedbackkit.CodeNotFound)
	})
}
