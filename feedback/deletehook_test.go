package feedback_test

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// deletions records what the delete hooks were told, by organization.
type deletions map[string][]string

func (d deletions) hook(_ context.Context, orgID string, ids []string) error {
	d[orgID] = append(d[orgID], ids...)
	return nil
}

// TestDeleteHooks deletes items by their ids, with their room and by the
// retention's purge: each deletion tells every delete hook the ids it
// deleted, those only, and a failing hook rolls the deletion back.
func TestDeleteHooks(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		f := newFixture(t, db, feedback.Config{})
		told, also := deletions{}, deletions{}
		var failing error
		f.svc.AddDeleteHook(told.hook)
		f.svc.AddDeleteHook(func(ctx context.Context, orgID string, ids []string) error {
			if failing != nil {
				return failing
			}
			return also.hook(ctx, orgID, ids)
		})
		check := func(what string, want ...string) {
			t.Helper()
			got := told[f.acme]
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) || len(told) > 1 || !slices.Equal(also[f.acme], told[f.acme]) {
				t.Errorf("%s: the hooks were told %v and %v, want %v", what, told, also, want)
			}
			clear(told)
			clear(also)
		}

		a, b := f.submit("first", ""), f.submit("second", "")
		if n, err := f.svc.DeleteItems(f.admin(), []string{a.ID, "missing"}); err != nil || n != 1 {
			t.Fatalf("DeleteItems = %d, %v", n, err)
		}
		check("DeleteItems", a.ID)
		if n, err := f.svc.DeleteItems(f.admin(), []string{a.ID}); err != nil || n != 0 {
			t.Fatalf("DeleteItems again = %d, %v", n, err)
		}
		check("DeleteItems of nothing")

		secret, err := f.svc.Submit(ctx, feedback.Submission{InstructorID: bobID, EventType: "Secret", Text: "hidden"})
		if err != nil {
			t.Fatal(err)
		}
		if err := feedback.DeleteRoom(f.svc, ctx, f.acme, f.secret.ID, "Secret"); err != nil {
			t.Fatal(err)
		}
		check("DeleteRoom", secret.ID)

		if n, err := f.svc.PurgeItems(ctx, f.acme, f.clock.Now().Add(time.Hour), 10); err != nil || n != 1 {
			t.Fatalf("PurgeItems = %d, %v", n, err)
		}
		check("PurgeItems", b.ID)

		// A failing hook keeps the items.
		c := f.submit("third", "")
		failing = errors.New("the disk is on fire")
		if n, err := f.svc.PurgeItems(ctx, f.acme, f.clock.Now().Add(time.Hour), 10); !errors.Is(err, failing) || n != 0 {
			t.Errorf("PurgeItems with a failing hook = %d, %v; want its error", n, err)
		}
		if n, err := f.svc.DeleteItems(f.admin(), []string{c.ID}); !errors.Is(err, failing) || n != 0 {
			t.Errorf("DeleteItems with a failing hook = %d, %v; want its error", n, err)
		}
		f.item(c.ID) // still there
	})
}
