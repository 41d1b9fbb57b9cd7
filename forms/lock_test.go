package forms_test

import (
	"context"
	"slices"
	"testing"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/forms"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// TestLockResponses checks what a digest's transaction finds of the
// responses it lists: those that exist, of the form and organization
// given; none once the form is deleted; and an error outside a
// transaction.
func TestLockResponses(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		form, other := f.form(t), f.form(t)
		submit := func(form *forms.Form) string {
			r, err := f.kit.Forms.Submit(context.Background(), form.Slug, []forms.Answer{{QuestionID: form.Questions[0].ID, Value: "cold"}})
			if err != nil {
				t.Fatal(err)
			}
			return r.ID
		}
		a, b, elsewhere := submit(form), submit(form), submit(other)
		ids := []string{b, "unknown", elsewhere, a}
		store := forms.NewBunStore(db)
		lock := func(orgID, formID string) []string {
			t.Helper()
			var found []string
			if err := store.InTx(context.Background(), func(ctx context.Context) error {
				var err error
				found, err = f.kit.Forms.LockResponses(ctx, orgID, formID, ids)
				return err
			}); err != nil {
				t.Fatal(err)
			}
			return found
		}
		if got, want := lock(f.orgID, form.ID), []string{a, b}; !slices.Equal(got, slices.Sorted(slices.Values(want))) {
			t.Errorf("LockResponses = %v, want %v", got, want)
		}
		if got := lock("another-org", form.ID); len(got) != 0 {
			t.Errorf("LockResponses of another organization = %v, want none", got)
		}
		if _, err := f.kit.Forms.LockResponses(context.Background(), f.orgID, form.ID, ids); err == nil {
			t.Error("LockResponses outside a transaction: no error")
		}
		if err := f.kit.Forms.DeleteForm(f.ctx, form.ID); err != nil {
			t.Fatal(err)
		}
		if got := lock(f.orgID, form.ID); len(got) != 0 {
			t.Errorf("LockResponses of a deleted form = %v, want none", got)
		}
	})
}
