package forms_test

import (
	"context"
	"testing"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/forms"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// TestTrap: a trapped response gets SubmitWithID's errors, and nothing
// when SubmitWithID would accept it; nothing is stored or told.
func TestTrap(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		form := f.form(t)
		closed := f.form(t)
		off := false
		if _, err := f.kit.Forms.UpdateForm(f.ctx, closed.ID, forms.FormUpdate{Active: &off}); err != nil {
			t.Fatal(err)
		}
		ctx := context.Background()
		answer := func(form *forms.Form, v any) []forms.Answer {
			return []forms.Answer{{QuestionID: form.Questions[0].ID, Value: v}}
		}
		for _, c := range []struct {
			what    string
			slug    string
			answers []forms.Answer
			code    feedbackkit.Code
		}{
			{"unknown form", "no-such-form", nil, feedbackkit.CodeNotFound},
			{"inactive form", closed.Slug, answer(closed, "x"), feedbackkit.CodeFormInactive},
			{"required answer missing", form.Slug, nil, feedbackkit.CodeValidationFailed},
			{"answer of the wrong type", form.Slug, answer(form, 5), feedbackkit.CodeValidationFailed},
			{"accepted", form.Slug, answer(form, "Buy cheap pills"), ""},
		} {
			if err := f.kit.Forms.Trap(ctx, "", c.slug, "", c.answers); feedbackkit.ErrorCode(err) != c.code {
				t.Errorf("%s: %v, want %q", c.what, err, c.code)
			}
		}
		if n, err := db.NewSelect().Table("forms_responses").Count(ctx); err != nil || n != 0 {
			t.Errorf("%d responses stored (%v)", n, err)
		}
		f.mu.Lock()
		defer f.mu.Unlock()
		if len(f.events) != 0 {
			t.Errorf("subscribers told %+v", f.events)
		}
	})
}
