package forms_test

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/forms"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/orgs"
)

// fixture is feedbackkit on one database with an organization whose owner
// acts through ctx, and the events its forms Service told.
type fixture struct {
	kit    *app.App
	ctx    context.Context
	orgID  string
	mu     sync.Mutex
	events []forms.Event
}

// newFixture builds the fixture; configure, when given, changes the
// app.Config first.
func newFixture(t *testing.T, db *bun.DB, configure ...func(*app.Config)) *fixture {
	t.Helper()
	f := &fixture{}
	cfg := app.Config{DB: db, BlobURL: "mem://", Secret: "forms-test-secret-forms-test",
		FormSubscribers: []forms.Subscriber{func(_ context.Context, e forms.Event) {
			f.mu.Lock()
			defer f.mu.Unlock()
			f.events = append(f.events, e)
		}}}
	for _, c := range configure {
		c(&cfg)
	}
	kit, err := app.New(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { kit.Close(context.Background()) })
	org, owner, err := kit.Orgs.CreateOrganization(context.Background(), orgs.NewOrganization{
		Name: "Acme", Subdomain: "acme",
		Owner: identity.NewUser{Email: "owner@acme.test", Password: "owner-password", Name: "Olive", LastName: "Owner"},
	})
	if err != nil {
		t.Fatal(err)
	}
	f.kit, f.orgID = kit, org.ID
	f.ctx = identity.WithPrincipal(context.Background(), &identity.Principal{UserID: owner.ID, OrgID: org.ID, Role: feedbackkit.RoleOwner})
	return f
}

func (f *fixture) form(t *testing.T) *forms.Form {
	t.Helper()
	form, err := f.kit.Forms.CreateForm(f.ctx, forms.NewForm{Title: "Survey", Questions: []forms.QuestionInput{
		{Type: forms.Text, Text: "Anything to add?", Required: true},
	}})
	if err != nil {
		t.Fatal(err)
	}
	return form
}

// TestSubmitRacingDeletion checks that a response is stored whole with its
// form or not at all: submissions racing the form's deletion either
// succeed before it or get NOT_FOUND, and no answer outlives the form.
func TestSubmitRacingDeletion(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		form := f.form(t)
		answers := []forms.Answer{{QuestionID: form.Questions[0].ID, Value: "the room was cold"}}
		// Responses before the race: the form has counts that the
		// deletion and the racing writes both lock.
		for range 3 {
			if _, err := f.kit.Forms.Submit(context.Background(), form.Slug, answers); err != nil {
				t.Fatal(err)
			}
		}
		var wg sync.WaitGroup
		errs := make([]error, 20)
		for i := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, errs[i] = f.kit.Forms.Submit(context.Background(), form.Slug, answers)
			}()
			if i == len(errs)/2 {
				if err := f.kit.Forms.DeleteForm(f.ctx, form.ID); err != nil {
					t.Fatal(err)
				}
			}
		}
		wg.Wait()
		for i, err := range errs {
			if err != nil && feedbackkit.ErrorCode(err) != feedbackkit.CodeNotFound {
				t.Errorf("submission %d: %v", i, err)
			}
		}
		for _, table := range []string{"forms_responses", "forms_answers", "forms_words", "forms_answer_counts", "forms_activity"} {
			if n, err := db.NewSelect().TableExpr(table).Count(context.Background()); err != nil || n != 0 {
				t.Errorf("%s: %d rows (%v) after the form's deletion", table, n, err)
			}
		}
		// Each stored response was announced once; so was nothing else.
		ok := 3
		for _, err := range errs {
			if err == nil {
				ok++
			}
		}
		f.mu.Lock()
		defer f.mu.Unlock()
		if len(f.events) != ok {
			t.Errorf("%d events for %d stored responses", len(f.events), ok)
		}
	})
}

// TestSubmitInACallersTransaction checks that a response submitted within
// a transaction that rolls back is neither stored nor announced.
func TestSubmitInACallersTransaction(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		form := f.form(t)
		answers := []forms.Answer{{QuestionID: form.Questions[0].ID, Value: "great talk"}}
		boom := errors.New("boom")
		store := forms.NewBunStore(db)
		err := store.InTx(context.Background(), func(ctx context.Context) error {
			if _, err := f.kit.Forms.Submit(ctx, form.Slug, answers); err != nil {
				return err
			}
			return boom
		})
		if !errors.Is(err, boom) {
			t.Fatalf("InTx = %v", err)
		}
		if n, _ := db.NewSelect().TableExpr("forms_responses").Count(context.Background()); n != 0 {
			t.Errorf("%d responses stored by a rolled-back transaction", n)
		}
		if _, err := f.kit.Forms.Submit(context.Background(), form.Slug, answers); err != nil {
			t.Fatal(err)
		}
		f.mu.Lock()
		defer f.mu.Unlock()
		if len(f.events) != 1 || f.events[0].Response.Sentiment != "positive" {
			t.Errorf("events %+v", f.events)
		}
	})
}

// TestInsertResponseOfAMissingForm checks the Store's answer for a form
// that is gone.
func TestInsertResponseOfAMissingForm(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		newFixture(t, db)
		store := forms.NewBunStore(db)
		err := store.InsertResponse(context.Background(), &forms.Response{
			ID: "01a20000-0000-7000-8000-000000000000", FormID: "01a20000-0000-7000-8000-000000000001", OrgID: "x",
			Answers: []forms.Answer{{QuestionID: "q", Value: "text"}},
		}, []string{"text"})
		if feedbackkit.ErrorCode(err) != feedbackkit.CodeNotFound {
			t.Errorf("InsertResponse = %v, want NOT_FOUND", err)
		}
	})
}

// TestConcurrentSubmissionsKeepExactCounts checks the counts behind Stats
// and Analytics under concurrent submissions, which the Bun store writes in
// batches.
func TestConcurrentSubmissionsKeepExactCounts(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		form, err := f.kit.Forms.CreateForm(f.ctx, forms.NewForm{Title: "Counts", Questions: []forms.QuestionInput{
			{Type: forms.Rating, Text: "Rate", Required: true},
			{Type: forms.Options, Text: "Pick", Multiple: true, Options: []forms.OptionInput{{Label: "A"}, {Label: "B"}}},
		}})
		if err != nil {
			t.Fatal(err)
		}
		rate, pick := form.Questions[0], form.Questions[1]
		const n = 100
		var wg sync.WaitGroup
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				answers := []forms.Answer{{QuestionID: rate.ID, Value: 1 + i%5}}
				if i%2 == 0 {
					answers = append(answers, forms.Answer{QuestionID: pick.ID, Value: []string{pick.Options[0].ID, pick.Options[1].ID}})
				}
				if _, err := f.kit.Forms.Submit(context.Background(), form.Slug, answers); err != nil {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		st, err := f.kit.Forms.Stats(f.ctx, form.ID)
		if err != nil {
			t.Fatal(err)
		}
		if st.Responses != n || st.Questions[0].Responses != n || *st.Questions[0].Average != 3 || st.Questions[1].Responses != n/2 {
			t.Errorf("stats %+v", st)
		}
		for _, d := range st.Questions[0].Distribution {
			if d.Count != n/5 {
				t.Errorf("rating %d given %d times, want %d", d.Value, d.Count, n/5)
			}
		}
		for _, o := range st.Questions[1].Options {
			if o.Count != n/2 {
				t.Errorf("option %s picked %d times, want %d", o.Label, o.Count, n/2)
			}
		}
		an, err := f.kit.Forms.Analytics(f.ctx)
		if err != nil {
			t.Fatal(err)
		}
		if an.Responses != n || an.CompletionRate != 0.5 {
			t.Errorf("analytics %+v", an)
		}
	})
}

// TestLongWordsInAnswers checks that an answer of one very long "word"
// (which no index could hold) is stored and left out of the formcloud.
func TestLongWordsInAnswers(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		form := f.form(t)
		long := strings.Repeat("a", forms.MaxTextAnswer-len(" projector"))
		if _, err := f.kit.Forms.Submit(context.Background(), form.Slug, []forms.Answer{{QuestionID: form.Questions[0].ID, Value: long + " projector"}}); err != nil {
			t.Fatal(err)
		}
		words, err := f.kit.Forms.FormCloud(f.ctx, "")
		if err != nil || len(words) != 1 || words[0].Word != "projector" {
			t.Errorf("formcloud %v (%v)", words, err)
		}
	})
}

// TestFormCloudWithoutProfanity stores profane words among the most
// frequent ones, as responses stored before CloudWords left them out hold
// them: the formcloud leaves them out and still reports
// MaxFormCloudWords words.
func TestFormCloudWithoutProfanity(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		form := f.form(t)
		var text []string
		for i := range forms.MaxFormCloudWords + 5 {
			text = append(text, "word"+string(rune('a'+i/26))+string(rune('a'+i%26)))
		}
		r, err := f.kit.Forms.Submit(context.Background(), form.Slug, []forms.Answer{{QuestionID: form.Questions[0].ID, Value: strings.Join(text, " ")}})
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range []string{"fuck", "shit"} {
			if _, err := db.NewRaw("INSERT INTO forms_words (response_id, word, n) VALUES (?, ?, 5)", r.ID, w).Exec(context.Background()); err != nil {
				t.Fatal(err)
			}
		}
		words, err := f.kit.Forms.FormCloud(f.ctx, "")
		if err != nil || len(words) != forms.MaxFormCloudWords {
			t.Fatalf("formcloud of %d words (%v), want %d", len(words), err, forms.MaxFormCloudWords)
		}
		for _, w := range words {
			if analysis.IsProfane(w.Word) || !strings.HasPrefix(w.Word, "word") {
				t.Errorf("formcloud holds %q", w.Word)
			}
		}
	})
}

// TestSubmitWithID submits under a reserved ID twice: the response is
// stored once, and both return it, even after the form was deactivated.
// The ID of another form's response is refused.
func TestSubmitWithID(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		form := f.form(t)
		answers := []forms.Answer{{QuestionID: form.Questions[0].ID, Value: "once"}}
		first, err := f.kit.Forms.SubmitWithID(context.Background(), "reserved-1", form.Slug, "", answers)
		if err != nil || first.ID != "reserved-1" {
			t.Fatalf("SubmitWithID = %+v, %v", first, err)
		}
		off := false
		if _, err := f.kit.Forms.UpdateForm(f.ctx, form.ID, forms.FormUpdate{Active: &off}); err != nil {
			t.Fatal(err)
		}
		again, err := f.kit.Forms.SubmitWithID(context.Background(), "reserved-1", form.Slug, "", answers)
		if err != nil || again.ID != first.ID || !again.CreatedAt.Equal(first.CreatedAt) || !reflect.DeepEqual(again.Answers, first.Answers) {
			t.Fatalf("repeat = %+v, %v; want %+v", again, err, first)
		}
		n, err := db.NewSelect().Table("forms_responses").Count(context.Background())
		if err != nil || n != 1 {
			t.Errorf("%d responses stored, %v; want 1", n, err)
		}
		other := f.form(t)
		_, err = f.kit.Forms.SubmitWithID(context.Background(), "reserved-1", other.Slug, "",
			[]forms.Answer{{QuestionID: other.Questions[0].ID, Value: "x"}})
		if feedbackkit.ErrorCode(err) != feedbackkit.CodeAlreadyExists {
			t.Errorf("the ID of another form's response: %v, want ALREADY_EXISTS", err)
		}
	})
}
