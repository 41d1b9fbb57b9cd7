package forms_test

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/png"
	"maps"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/forms"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/clocktest"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/jobs/jobstest"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/uploads"
)

// member returns the context of a new member of the fixture's
// organization with role user.
func (f *fixture) member(t *testing.T) context.Context {
	t.Helper()
	u, err := f.kit.Identity.JoinOrganization(context.Background(), identity.NewUser{OrgID: f.orgID, Role: feedbackkit.RoleUser,
		Email: "uma@acme.test", Password: "a long enough password", Name: "Uma"})
	if err != nil {
		t.Fatal(err)
	}
	return identity.WithPrincipal(context.Background(), &identity.Principal{UserID: u.ID, OrgID: f.orgID, Role: u.Role})
}

// rival returns the context of the owner of another organization.
func (f *fixture) rival(t *testing.T) context.Context {
	t.Helper()
	org, owner, err := f.kit.Orgs.CreateOrganization(context.Background(), orgs.NewOrganization{
		Name: "Rival", Subdomain: "rival",
		Owner: identity.NewUser{Email: "owner@rival.test", Password: "owner-password", Name: "Rita"},
	})
	if err != nil {
		t.Fatal(err)
	}
	return identity.WithPrincipal(context.Background(), &identity.Principal{UserID: owner.ID, OrgID: org.ID, Role: feedbackkit.RoleOwner})
}

// everyType creates a form with a question of every type: a rating out of
// 4, a required text, an emoji, a multiple-choice options question, an
// image choice and a scale from 0 to 3.
func (f *fixture) everyType(t *testing.T) *forms.Form {
	t.Helper()
	four, zero, three := 4, 0, 3
	form, err := f.kit.Forms.CreateForm(f.ctx, forms.NewForm{Title: "  Every type  ", Description: "All six", Questions: []forms.QuestionInput{
		{Type: forms.Rating, Text: "Rate the talk", Max: &four},
		{Type: forms.Text, Text: " Anything to add? ", Required: true},
		{Type: forms.Emoji, Text: "How do you feel?"},
		{Type: forms.Options, Text: "Which days?", Multiple: true, Options: []forms.OptionInput{{Label: "Mon"}, {Label: "Tue"}, {Label: "Wed"}}},
		{Type: forms.ImageChoice, Text: "Which poster?", Options: []forms.OptionInput{{Label: "Blue"}, {}}},
		{Type: forms.Scale, Text: "How likely?", Min: &zero, Max: &three, MinLabel: "not", MaxLabel: "very"},
	}})
	if err != nil {
		t.Fatal(err)
	}
	return form
}

// pngImage returns a small valid PNG.
func pngImage(t *testing.T) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, 2, 2))); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// exists reports whether the upload key is stored.
func (f *fixture) exists(t *testing.T, key string) bool {
	t.Helper()
	rc, _, err := uploads.Open(context.Background(), f.kit.Uploads, key)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return false
	}
	if err != nil {
		t.Fatal(err)
	}
	rc.Close()
	return true
}

func wantCode(t *testing.T, what string, err error, code feedbackkit.Code) {
	t.Helper()
	if feedbackkit.ErrorCode(err) != code {
		t.Errorf("%s: %v, want %s", what, err, code)
	}
}

// TestCreateFormNormalizes checks what CreateForm stores for a form of
// every question type: trimmed texts, the given and default ranges, new
// ids for questions and options, and the organization's defaults.
func TestCreateFormNormalizes(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		form := f.everyType(t)
		if form.Title != "Every type" || form.Description != "All six" || !form.Active || form.RequireChallenge ||
			form.OrgID != f.orgID || form.Slug == "" || form.MaxResponses != nil || form.OpensAt != nil {
			t.Errorf("form %+v", form)
		}
		q := form.Questions
		if len(q) != 6 || q[0].Max != 4 || q[1].Text != "Anything to add?" || !q[1].Required ||
			q[5].Min != 0 || q[5].Max != 3 || q[5].MinLabel != "not" || len(q[3].Options) != 3 || !q[3].Multiple {
			t.Errorf("questions %+v", q)
		}
		ids := map[string]bool{}
		for _, qq := range q {
			ids[qq.ID] = true
			for _, o := range qq.Options {
				ids[o.ID] = true
			}
		}
		if len(ids) != 6+3+2 || ids[""] {
			t.Errorf("ids %v: want 11 distinct", ids)
		}
		// Defaults: a rating out of 5, a scale from 1 to 10.
		d, err := f.kit.Forms.CreateForm(f.ctx, forms.NewForm{Title: "Defaults", Questions: []forms.QuestionInput{
			{Type: forms.Rating, Text: "Rate"}, {Type: forms.Scale, Text: "Scale"}}})
		if err != nil {
			t.Fatal(err)
		}
		if d.Questions[0].Max != forms.DefaultRating || d.Questions[1].Min != forms.DefaultScaleLo || d.Questions[1].Max != forms.DefaultScaleHi {
			t.Errorf("defaults %+v", d.Questions)
		}
		got, err := f.kit.Forms.FindForm(f.ctx, form.ID)
		if err != nil || !slices.EqualFunc(got.Questions, form.Questions, sameQuestion) {
			t.Errorf("FindForm = %+v, %v; want the created questions", got, err)
		}
	})
}

// sameQuestion compares two questions field by field.
func sameQuestion(a, b forms.Question) bool {
	return a.ID == b.ID && a.Type == b.Type && a.Text == b.Text && a.Required == b.Required && a.Min == b.Min &&
		a.Max == b.Max && a.MinLabel == b.MinLabel && a.MaxLabel == b.MaxLabel && a.Multiple == b.Multiple &&
		a.Image == b.Image && slices.Equal(a.Options, b.Options)
}

// TestCreateFormValidation checks that each bad form is refused with
// VALIDATION_FAILED naming its field, and that nothing is stored.
func TestCreateFormValidation(t *testing.T) {
	one, two, eleven, lo, hi := 1, 2, 11, -200, 500
	text := forms.QuestionInput{Type: forms.Text, Text: "Why?"}
	many := make([]forms.QuestionInput, forms.MaxQuestions+1)
	for i := range many {
		many[i] = text
	}
	cases := []struct {
		name  string
		form  forms.NewForm
		field string
	}{
		{"no title", forms.NewForm{Title: "  ", Questions: []forms.QuestionInput{text}}, "title"},
		{"title of two lines", forms.NewForm{Title: "a\nb", Questions: []forms.QuestionInput{text}}, "title"},
		{"long title", forms.NewForm{Title: strings.Repeat("t", forms.MaxTitle+1), Questions: []forms.QuestionInput{text}}, "title"},
		{"long description", forms.NewForm{Title: "T", Description: strings.Repeat("d", forms.MaxDescription+1), Questions: []forms.QuestionInput{text}}, "description"},
		{"no question", forms.NewForm{Title: "T"}, "questions"},
		{"too many questions", forms.NewForm{Title: "T", Questions: many}, "questions"},
		{"unknown type", forms.NewForm{Title: "T", Questions: []forms.QuestionInput{{Type: "slider", Text: "x"}}}, "questions[0].type"},
		{"no text", forms.NewForm{Title: "T", Questions: []forms.QuestionInput{{Type: forms.Text, Text: " "}}}, "questions[0].text"},
		{"long text", forms.NewForm{Title: "T", Questions: []forms.QuestionInput{{Type: forms.Text, Text: strings.Repeat("q", forms.MaxQuestion+1)}}}, "questions[0].text"},
		{"rating of 1", forms.NewForm{Title: "T", Questions: []forms.QuestionInput{text, {Type: forms.Rating, Text: "r", Max: &one}}}, "questions[1].max"},
		{"rating of 11", forms.NewForm{Title: "T", Questions: []forms.QuestionInput{{Type: forms.Rating, Text: "r", Max: &eleven}}}, "questions[0].max"},
		{"rating with min", forms.NewForm{Title: "T", Questions: []forms.QuestionInput{{Type: forms.Rating, Text: "r", Min: &one}}}, "questions[0].min"},
		{"scale upside down", forms.NewForm{Title: "T", Questions: []forms.QuestionInput{{Type: forms.Scale, Text: "s", Min: &two, Max: &one}}}, "questions[0].max"},
		{"scale too wide", forms.NewForm{Title: "T", Questions: []forms.QuestionInput{{Type: forms.Scale, Text: "s", Min: &lo, Max: &hi}}}, "questions[0].max"},
		{"text with options", forms.NewForm{Title: "T", Questions: []forms.QuestionInput{{Type: forms.Text, Text: "x", Options: []forms.OptionInput{{Label: "a"}}}}}, "questions[0].options"},
		{"emoji with max", forms.NewForm{Title: "T", Questions: []forms.QuestionInput{{Type: forms.Emoji, Text: "x", Max: &two}}}, "questions[0].max"},
		{"one option", forms.NewForm{Title: "T", Questions: []forms.QuestionInput{{Type: forms.Options, Text: "x", Options: []forms.OptionInput{{Label: "a"}}}}}, "questions[0].options"},
		{"option without label", forms.NewForm{Title: "T", Questions: []forms.QuestionInput{{Type: forms.Options, Text: "x", Options: []forms.OptionInput{{Label: "a"}, {Label: " "}}}}}, "questions[0].options[1].label"},
		{"image choice without option", forms.NewForm{Title: "T", Questions: []forms.QuestionInput{{Type: forms.ImageChoice, Text: "x"}}}, "questions[0].options"},
		{"questionId of a new form", forms.NewForm{Title: "T", Questions: []forms.QuestionInput{{ID: "q1", Type: forms.Text, Text: "x"}}}, "questions[0].questionId"},
		{"optionId of a new question", forms.NewForm{Title: "T", Questions: []forms.QuestionInput{{Type: forms.Options, Text: "x", Options: []forms.OptionInput{{ID: "o1", Label: "a"}, {Label: "b"}}}}}, "questions[0].options[0].optionId"},
		{"quota of 0", forms.NewForm{Title: "T", Questions: []forms.QuestionInput{text}, MaxResponses: new(int)}, "maxResponses"},
		{"opens after it closes", forms.NewForm{Title: "T", Questions: []forms.QuestionInput{text},
			OpensAt: ptr(time.Date(2026, 3, 2, 0, 0, 0, 0, time.UTC)), ClosesAt: ptr(time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC))}, "opensAt"},
		// In year 10000 and year 0 once in UTC, which neither database keeps.
		{"opens in year 10000", forms.NewForm{Title: "T", Questions: []forms.QuestionInput{text},
			OpensAt: ptr(time.Date(9999, 12, 31, 23, 59, 59, 0, time.FixedZone("-23:59", -(23*3600+59*60))))}, "opensAt"},
		{"closes in year 0", forms.NewForm{Title: "T", Questions: []forms.QuestionInput{text},
			ClosesAt: ptr(time.Date(1, 1, 1, 0, 0, 0, 0, time.FixedZone("+01:00", 3600)))}, "closesAt"},
	}
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		for _, c := range cases {
			_, err := f.kit.Forms.CreateForm(f.ctx, c.form)
			var fe *feedbackkit.Error
			if !errors.As(err, &fe) || fe.Code != feedbackkit.CodeValidationFailed || len(fe.Details) == 0 || fe.Details[0].Field != c.field {
				t.Errorf("%s: %v, want VALIDATION_FAILED on %s", c.name, err, c.field)
			}
		}
		if list, err := f.kit.Forms.ListForms(f.ctx); err != nil || len(list) != 0 {
			t.Errorf("ListForms = %d forms, %v; want none stored", len(list), err)
		}
	})
}

func ptr[T any](v T) *T { return &v }

// TestRolesAndOrganizations checks who may do what: a member reads but
// neither changes (FORBIDDEN: another member's form) nor exports anything
// (admins only), an anonymous caller does nothing, and another
// organization's owner finds nothing (NOT_FOUND, as for a missing form).
// The form is the same afterwards; the member creates forms of their own.
func TestRolesAndOrganizations(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		form := f.everyType(t)
		q := form.Questions[0].ID
		title := "Renamed"
		upd := forms.FormUpdate{Title: &title}
		s := f.kit.Forms
		create := func(ctx context.Context) error {
			_, err := s.CreateForm(ctx, forms.NewForm{Title: "T", Questions: []forms.QuestionInput{{Type: forms.Text, Text: "x"}}})
			return err
		}
		creatorOnly := map[string]func(ctx context.Context) error{
			"UpdateForm": func(ctx context.Context) error { _, err := s.UpdateForm(ctx, form.ID, upd); return err },
			"SetActive":  func(ctx context.Context) error { _, err := s.SetActive(ctx, form.ID, false); return err },
			"CloneForm":  func(ctx context.Context) error { _, err := s.CloneForm(ctx, form.ID); return err },
			"SetImage": func(ctx context.Context) error {
				_, err := s.SetImage(ctx, form.ID, q, "", bytes.NewReader(pngImage(t)))
				return err
			},
			"DeleteImage": func(ctx context.Context) error { _, err := s.DeleteImage(ctx, form.ID, q, ""); return err },
			"DeleteForm":  func(ctx context.Context) error { return s.DeleteForm(ctx, form.ID) },
		}
		adminOnly := map[string]func(ctx context.Context) error{
			"ExportResponses": func(ctx context.Context) error {
				_, _, err := s.ExportResponses(ctx, form.ID, forms.ResponseFilter{})
				return err
			},
		}
		everyMember := map[string]func(ctx context.Context) error{
			"FindForm": func(ctx context.Context) error { _, err := s.FindForm(ctx, form.ID); return err },
			"Stats":    func(ctx context.Context) error { _, err := s.Stats(ctx, form.ID); return err },
			"Responses": func(ctx context.Context) error {
				_, err := s.Responses(ctx, form.ID, forms.ResponseFilter{}, feedbackkit.PageRequest{})
				return err
			},
			"Analyses":      func(ctx context.Context) error { _, err := s.Analyses(ctx, form.ID); return err },
			"TextSummaries": func(ctx context.Context) error { _, err := s.TextSummaries(ctx, form.ID); return err },
			"FormCloud":     func(ctx context.Context) error { _, err := s.FormCloud(ctx, form.ID); return err },
		}
		member, rival := f.member(t), f.rival(t)
		for name, call := range creatorOnly {
			wantCode(t, name+" as a member", call(member), feedbackkit.CodeForbidden)
		}
		for name, call := range adminOnly {
			wantCode(t, name+" as a member", call(member), feedbackkit.CodeInsufficientRole)
		}
		maps.Copy(adminOnly, creatorOnly)
		for name, call := range adminOnly {
			wantCode(t, name+" anonymously", call(context.Background()), feedbackkit.CodeInvalidToken)
			wantCode(t, name+" by another organization", call(rival), feedbackkit.CodeNotFound)
		}
		wantCode(t, "CreateForm anonymously", create(context.Background()), feedbackkit.CodeInvalidToken)
		for name, call := range everyMember {
			if err := call(member); err != nil {
				t.Errorf("%s as a member: %v", name, err)
			}
			wantCode(t, name+" anonymously", call(context.Background()), feedbackkit.CodeInvalidToken)
			wantCode(t, name+" by another organization", call(rival), feedbackkit.CodeNotFound)
		}
		if list, err := s.ListForms(rival); err != nil || len(list) != 0 {
			t.Errorf("another organization lists %d forms (%v)", len(list), err)
		}
		got, err := s.FindForm(f.ctx, form.ID)
		if err != nil || got.Title != form.Title || !got.Active || got.Questions[0].Image != "" {
			t.Errorf("the form after refused calls: %+v, %v", got, err)
		}
		if list, _ := s.ListForms(f.ctx); len(list) != 1 {
			t.Errorf("%d forms after refused calls, want 1", len(list))
		}
		if err := create(member); err != nil {
			t.Errorf("CreateForm as a member: %v", err)
		}
	})
}

// TestManagedBy checks who may change a form: its creator whatever the
// role, admins and owners; not another user, nor anyone but admins when
// the form names no creator.
func TestManagedBy(t *testing.T) {
	p := func(id string, role feedbackkit.Role) *identity.Principal {
		return &identity.Principal{UserID: id, OrgID: "org", Role: role}
	}
	for _, c := range []struct {
		name    string
		creator string
		p       *identity.Principal
		want    bool
	}{
		{"creator, a user", "uma", p("uma", feedbackkit.RoleUser), true},
		{"another user", "uma", p("ulf", feedbackkit.RoleUser), false},
		{"an admin", "uma", p("ada", feedbackkit.RoleAdmin), true},
		{"the owner", "uma", p("olive", feedbackkit.RoleOwner), true},
		{"a user, no creator", "", p("", feedbackkit.RoleUser), false},
		{"an admin, no creator", "", p("ada", feedbackkit.RoleAdmin), true},
		{"nobody", "uma", nil, false},
	} {
		f := &forms.Form{ID: "f", OrgID: "org", CreatorID: c.creator}
		if got := f.ManagedBy(c.p); got != c.want {
			t.Errorf("%s: ManagedBy = %v, want %v", c.name, got, c.want)
		}
		if err := f.CheckManagedBy(c.p); (err == nil) != c.want || err != nil && feedbackkit.ErrorCode(err) != feedbackkit.CodeForbidden {
			t.Errorf("%s: CheckManagedBy = %v", c.name, err)
		}
	}
}

// TestUpdateFormKeepsIDsAndImages checks that an update keeps the ids and
// images of the questions and options it names, deletes the images of
// those it leaves out once committed, and that a refused update changes
// nothing.
func TestUpdateFormKeepsIDsAndImages(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		form := f.everyType(t)
		s := f.kit.Forms
		rate, poster := form.Questions[0], form.Questions[4]
		form, err := s.SetImage(f.ctx, form.ID, rate.ID, "", bytes.NewReader(pngImage(t)))
		if err != nil {
			t.Fatal(err)
		}
		form, err = s.SetImage(f.ctx, form.ID, poster.ID, poster.Options[1].ID, bytes.NewReader(pngImage(t)))
		if err != nil {
			t.Fatal(err)
		}
		rateImage, optionImage := form.Questions[0].Image, form.Questions[4].Options[1].Image
		if rateImage == "" || optionImage == "" || !f.exists(t, rateImage) || !f.exists(t, optionImage) {
			t.Fatalf("images %q %q not stored", rateImage, optionImage)
		}
		_, err = s.SetImage(f.ctx, form.ID, rate.ID, "", strings.NewReader("not an image"))
		wantCode(t, "SetImage of text", err, feedbackkit.CodeUnsupportedMediaType)
		_, err = s.SetImage(f.ctx, form.ID, rate.ID, "no-such-option", bytes.NewReader(pngImage(t)))
		wantCode(t, "SetImage of a missing option", err, feedbackkit.CodeNotFound)

		// A refused update: an existing question's type cannot change.
		bad := []forms.QuestionInput{{ID: rate.ID, Type: forms.Scale, Text: "Rate"}}
		_, err = s.UpdateForm(f.ctx, form.ID, forms.FormUpdate{Questions: &bad})
		wantCode(t, "changing a question's type", err, feedbackkit.CodeValidationFailed)
		unknown := []forms.QuestionInput{{ID: "not-a-question", Type: forms.Text, Text: "x"}}
		_, err = s.UpdateForm(f.ctx, form.ID, forms.FormUpdate{Questions: &unknown})
		wantCode(t, "an unknown questionId", err, feedbackkit.CodeValidationFailed)
		if got, _ := s.FindForm(f.ctx, form.ID); len(got.Questions) != 6 {
			t.Errorf("a refused update changed the questions: %+v", got.Questions)
		}

		// Keep the rating (renamed) and the poster without its second
		// option, add a text question.
		keep := []forms.QuestionInput{
			{ID: rate.ID, Type: forms.Rating, Text: "Rate it again"},
			{ID: poster.ID, Type: forms.ImageChoice, Text: poster.Text, Options: []forms.OptionInput{{ID: poster.Options[0].ID, Label: "Blue"}}},
			{Type: forms.Text, Text: "New question"},
		}
		updated, err := s.UpdateForm(f.ctx, form.ID, forms.FormUpdate{Questions: &keep})
		if err != nil {
			t.Fatal(err)
		}
		q := updated.Questions
		if len(q) != 3 || q[0].ID != rate.ID || q[0].Text != "Rate it again" || q[0].Image != rateImage ||
			q[1].ID != poster.ID || len(q[1].Options) != 1 || q[1].Options[0].ID != poster.Options[0].ID || q[2].ID == "" {
			t.Errorf("updated questions %+v", q)
		}
		if !f.exists(t, rateImage) || f.exists(t, optionImage) {
			t.Errorf("after the update: kept image stored %v (want true), dropped option's image stored %v (want false)",
				f.exists(t, rateImage), f.exists(t, optionImage))
		}
		if _, err := s.DeleteImage(f.ctx, form.ID, rate.ID, ""); err != nil || f.exists(t, rateImage) {
			t.Errorf("DeleteImage = %v; image still stored %v", err, f.exists(t, rateImage))
		}
		_, err = s.DeleteImage(f.ctx, form.ID, rate.ID, "")
		wantCode(t, "DeleteImage without an image", err, feedbackkit.CodeNotFound)
	})
}

// TestSubmitChecksAnswers checks the answers Submit refuses, with a detail
// per bad answer, and what it stores of good ones: float64 numbers, option
// ids as lists, trimmed texts, empty optional answers left out, and
// whether the response is complete.
func TestSubmitChecksAnswers(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		form := f.everyType(t)
		q := form.Questions
		days, poster := q[3].Options, q[4].Options
		text := forms.Answer{QuestionID: q[1].ID, Value: "fine"}
		cases := []struct {
			name    string
			answers []forms.Answer
			fields  []string
		}{
			{"nothing", nil, []string{"responses[" + q[1].ID + "]"}},
			{"empty required text", []forms.Answer{{QuestionID: q[1].ID, Value: "   "}}, []string{"responses[" + q[1].ID + "]"}},
			{"unknown question", []forms.Answer{text, {QuestionID: "nope", Value: 1}}, []string{"responses[1].questionId"}},
			{"answered twice", []forms.Answer{text, {QuestionID: q[1].ID, Value: "again"}}, []string{"responses[1].questionId"}},
			{"rating above max", []forms.Answer{text, {QuestionID: q[0].ID, Value: 5}}, []string{"responses[" + q[0].ID + "]"}},
			{"rating not whole", []forms.Answer{text, {QuestionID: q[0].ID, Value: 2.5}}, []string{"responses[" + q[0].ID + "]"}},
			{"rating as text", []forms.Answer{text, {QuestionID: q[0].ID, Value: "3"}}, []string{"responses[" + q[0].ID + "]"}},
			{"emoji of 0", []forms.Answer{text, {QuestionID: q[2].ID, Value: 0}}, []string{"responses[" + q[2].ID + "]"}},
			{"scale below min", []forms.Answer{text, {QuestionID: q[5].ID, Value: -1}}, []string{"responses[" + q[5].ID + "]"}},
			{"text as number", []forms.Answer{{QuestionID: q[1].ID, Value: 3}}, []string{"responses[" + q[1].ID + "]"}},
			{"long text", []forms.Answer{{QuestionID: q[1].ID, Value: strings.Repeat("x", forms.MaxTextAnswer+1)}}, []string{"responses[" + q[1].ID + "]"}},
			{"another question's option", []forms.Answer{text, {QuestionID: q[3].ID, Value: poster[0].ID}}, []string{"responses[" + q[3].ID + "]"}},
			{"an option twice", []forms.Answer{text, {QuestionID: q[3].ID, Value: []string{days[0].ID, days[0].ID}}}, []string{"responses[" + q[3].ID + "]"}},
			{"two options of a single choice", []forms.Answer{text, {QuestionID: q[4].ID, Value: []string{poster[0].ID, poster[1].ID}}}, []string{"responses[" + q[4].ID + "]"}},
			{"no option", []forms.Answer{text, {QuestionID: q[3].ID, Value: []any{}}}, []string{"responses[" + q[3].ID + "]"}},
			{"two bad answers", []forms.Answer{{QuestionID: q[0].ID, Value: 9}, {QuestionID: q[5].ID, Value: 9}},
				[]string{"responses[" + q[0].ID + "]", "responses[" + q[1].ID + "]", "responses[" + q[5].ID + "]"}},
		}
		for _, c := range cases {
			_, err := f.kit.Forms.Submit(context.Background(), form.Slug, c.answers)
			var fe *feedbackkit.Error
			if !errors.As(err, &fe) || fe.Code != feedbackkit.CodeValidationFailed {
				t.Errorf("%s: %v, want VALIDATION_FAILED", c.name, err)
				continue
			}
			var fields []string
			for _, d := range fe.Details {
				fields = append(fields, d.Field)
			}
			slices.Sort(fields)
			want := slices.Sorted(slices.Values(c.fields))
			if !slices.Equal(fields, want) {
				t.Errorf("%s: details on %v, want %v", c.name, fields, want)
			}
		}
		if st, _ := f.kit.Forms.Stats(f.ctx, form.ID); st.Responses != 0 {
			t.Fatalf("%d responses stored by refused submissions", st.Responses)
		}

		// Answers in another order, with Go integer types, a single option
		// id as a string, an empty optional text left out.
		r, err := f.kit.Forms.Submit(context.Background(), form.Slug, []forms.Answer{
			{QuestionID: q[5].ID, Value: int64(0)},
			{QuestionID: q[1].ID, Value: "  the slides were great  "},
			{QuestionID: q[0].ID, Value: uint8(4)},
			{QuestionID: q[4].ID, Value: poster[1].ID},
			{QuestionID: q[3].ID, Value: []any{days[2].ID, days[0].ID}},
		})
		if err != nil {
			t.Fatal(err)
		}
		want := []forms.Answer{
			{QuestionID: q[0].ID, Value: 4.0},
			{QuestionID: q[1].ID, Value: "the slides were great"},
			{QuestionID: q[3].ID, Value: []string{days[2].ID, days[0].ID}},
			{QuestionID: q[4].ID, Value: []string{poster[1].ID}},
			{QuestionID: q[5].ID, Value: 0.0},
		}
		if r.Complete || r.Sentiment != analysis.Positive || !sameAnswers(r.Answers, want) {
			t.Errorf("response %+v, want answers %+v, incomplete, positive", r, want)
		}
		page, err := f.kit.Forms.Responses(f.ctx, form.ID, forms.ResponseFilter{}, feedbackkit.PageRequest{})
		if err != nil || len(page.Data) != 1 || !sameAnswers(page.Data[0].Answers, want) {
			t.Errorf("stored %+v (%v), want answers %+v", page.Data, err, want)
		}
		all := append(want[:2:2], forms.Answer{QuestionID: q[2].ID, Value: 5})
		all = append(all, want[2:]...)
		r, err = f.kit.Forms.Submit(context.Background(), form.Slug, all)
		if err != nil || !r.Complete {
			t.Errorf("a response to every question: %+v, %v; want complete", r, err)
		}
	})
}

// sameAnswers compares answers, their values as stored (float64, string
// or []string).
func sameAnswers(a, b []forms.Answer) bool {
	return slices.EqualFunc(a, b, func(x, y forms.Answer) bool {
		if x.QuestionID != y.QuestionID {
			return false
		}
		xs, xok := x.Value.([]string)
		ys, yok := y.Value.([]string)
		if xok || yok {
			return slices.Equal(xs, ys)
		}
		return x.Value == y.Value
	})
}

// TestScheduleAndQuota checks the window and the quota of a form against
// the Service's clock: FORM_CLOSED before it opens, from when it closes
// and once the quota is reached, FORM_INACTIVE first for an inactive form,
// and an update that clears them.
func TestScheduleAndQuota(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		start := time.Date(2026, 5, 1, 9, 0, 0, 0, time.UTC)
		c := clocktest.NewFixed(start)
		f := newFixture(t, db, func(cfg *app.Config) { cfg.Now = c.Now })
		s := f.kit.Forms
		form := f.form(t)
		answers := []forms.Answer{{QuestionID: form.Questions[0].ID, Value: "hello"}}
		opens, closes := ptr(start.Add(time.Hour)), ptr(start.Add(2*time.Hour))
		two := ptr(2)
		form, err := s.UpdateForm(f.ctx, form.ID, forms.FormUpdate{OpensAt: &opens, ClosesAt: &closes, MaxResponses: &two})
		if err != nil {
			t.Fatal(err)
		}
		if !form.Closed(start) || form.Closed(start.Add(time.Hour)) {
			t.Errorf("Closed before opening %v, at opening %v", form.Closed(start), form.Closed(start.Add(time.Hour)))
		}
		_, err = s.Submit(context.Background(), form.Slug, answers)
		wantCode(t, "before it opens", err, feedbackkit.CodeFormClosed)

		c.Set(start.Add(time.Hour))
		for i := range 2 {
			if _, err := s.Submit(context.Background(), form.Slug, answers); err != nil {
				t.Fatalf("response %d within the window: %v", i, err)
			}
		}
		_, err = s.Submit(context.Background(), form.Slug, answers)
		wantCode(t, "past the quota", err, feedbackkit.CodeFormClosed)
		if got, _ := s.FindForm(f.ctx, form.ID); got.Received != 2 {
			t.Errorf("Received = %d, want 2", got.Received)
		}

		// No quota: open again until closesAt, not at it.
		var none *int
		if _, err := s.UpdateForm(f.ctx, form.ID, forms.FormUpdate{MaxResponses: &none}); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Submit(context.Background(), form.Slug, answers); err != nil {
			t.Errorf("without a quota: %v", err)
		}
		c.Set(*closes)
		_, err = s.Submit(context.Background(), form.Slug, answers)
		wantCode(t, "at closesAt", err, feedbackkit.CodeFormClosed)
		if _, err := s.SetActive(f.ctx, form.ID, false); err != nil {
			t.Fatal(err)
		}
		_, err = s.Submit(context.Background(), form.Slug, answers)
		wantCode(t, "inactive and closed", err, feedbackkit.CodeFormInactive)
		// Activating does not reopen the window; clearing it does.
		if _, err := s.SetActive(f.ctx, form.ID, true); err != nil {
			t.Fatal(err)
		}
		_, err = s.Submit(context.Background(), form.Slug, answers)
		wantCode(t, "active again, still closed", err, feedbackkit.CodeFormClosed)
		var never *time.Time
		form, err = s.UpdateForm(f.ctx, form.ID, forms.FormUpdate{OpensAt: &never, ClosesAt: &never})
		if err != nil || form.OpensAt != nil || form.ClosesAt != nil {
			t.Fatalf("clearing the window: %+v, %v", form, err)
		}
		if _, err := s.Submit(context.Background(), form.Slug, answers); err != nil {
			t.Errorf("after clearing the window: %v", err)
		}
		// An update is checked against the window as it would be.
		late := ptr(start.Add(48 * time.Hour))
		if _, err := s.UpdateForm(f.ctx, form.ID, forms.FormUpdate{OpensAt: &late}); err != nil {
			t.Fatal(err)
		}
		early := ptr(start)
		_, err = s.UpdateForm(f.ctx, form.ID, forms.FormUpdate{ClosesAt: &early})
		wantCode(t, "a closesAt before the opensAt", err, feedbackkit.CodeValidationFailed)
	})
}

// TestCloneForm checks that a copy has its own ids, slug and copies of
// the images, with the settings of the original and no response, and
// that the organization's form cap holds for copies, leaving no copied
// image behind.
func TestCloneForm(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		s := f.kit.Forms
		form := f.everyType(t)
		form, err := s.SetImage(f.ctx, form.ID, form.Questions[4].ID, form.Questions[4].Options[0].ID, bytes.NewReader(pngImage(t)))
		if err != nil {
			t.Fatal(err)
		}
		ten, closes := ptr(10), ptr(time.Date(2030, 1, 1, 0, 0, 0, 0, time.UTC))
		on := true
		if form, err = s.UpdateForm(f.ctx, form.ID, forms.FormUpdate{MaxResponses: &ten, ClosesAt: &closes, RequireChallenge: &on}); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Submit(context.Background(), form.Slug, []forms.Answer{{QuestionID: form.Questions[1].ID, Value: "x"}}); feedbackkit.ErrorCode(err) != feedbackkit.CodeChallengeFailed {
			t.Fatalf("a submission without a proof of work: %v", err)
		}
		off := false
		if form, err = s.UpdateForm(f.ctx, form.ID, forms.FormUpdate{RequireChallenge: &off}); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Submit(context.Background(), form.Slug, []forms.Answer{{QuestionID: form.Questions[1].ID, Value: "x"}}); err != nil {
			t.Fatal(err)
		}
		copied, err := s.CloneForm(f.ctx, form.ID)
		if err != nil {
			t.Fatal(err)
		}
		if copied.ID == form.ID || copied.Slug == form.Slug || copied.Title != "Every type (copy)" || copied.Description != form.Description ||
			*copied.MaxResponses != 10 || !copied.ClosesAt.Equal(*closes) || copied.Received != 0 || len(copied.Questions) != 6 {
			t.Errorf("copy %+v", copied)
		}
		for i, q := range copied.Questions {
			o := form.Questions[i]
			if q.ID == o.ID || q.Type != o.Type || q.Text != o.Text || len(q.Options) != len(o.Options) {
				t.Errorf("question %d copied as %+v from %+v", i, q, o)
			}
		}
		img, orig := copied.Questions[4].Options[0].Image, form.Questions[4].Options[0].Image
		if img == "" || img == orig || !f.exists(t, img) {
			t.Errorf("copied image %q (original %q)", img, orig)
		}
		if err := s.DeleteForm(f.ctx, form.ID); err != nil {
			t.Fatal(err)
		}
		if f.exists(t, orig) || !f.exists(t, img) {
			t.Errorf("after deleting the original: its image stored %v (want false), the copy's %v (want true)", f.exists(t, orig), f.exists(t, img))
		}
		// The free plan's cap is three forms: the copy and two more.
		if _, err := s.CloneForm(f.ctx, copied.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := s.CloneForm(f.ctx, copied.ID); err != nil {
			t.Fatal(err)
		}
		_, err = s.CloneForm(f.ctx, copied.ID)
		wantCode(t, "a copy past the cap", err, feedbackkit.CodeFormLimitReached)
		if list, _ := s.ListForms(f.ctx); len(list) != 3 {
			t.Errorf("%d forms, want the cap of 3", len(list))
		}
		if keys := f.formImages(t); len(keys) != 3 {
			t.Errorf("%d images stored for three forms of one image each: %v", len(keys), keys)
		}
	})
}

// formImages lists the keys of the stored form images.
func (f *fixture) formImages(t *testing.T) []string {
	t.Helper()
	var keys []string
	list, err := f.kit.Forms.ListForms(f.ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, form := range list {
		for _, q := range form.Questions {
			for _, o := range q.Options {
				if o.Image != "" && f.exists(t, o.Image) {
					keys = append(keys, o.Image)
				}
			}
		}
	}
	return keys
}

// TestResponsesPagesAndFilters checks the pages of a form's responses,
// newest first, and their filters by time and sentiment.
func TestResponsesPagesAndFilters(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		start := time.Date(2026, 5, 1, 9, 0, 0, 0, time.UTC)
		c := clocktest.NewFixed(start)
		f := newFixture(t, db, func(cfg *app.Config) { cfg.Now = c.Now })
		form := f.form(t)
		texts := []string{"great and helpful", "terrible and boring", "the room is on floor two", "wonderful, loved it", "awful sound"}
		var ids []string
		for i, text := range texts {
			c.Set(start.Add(time.Duration(i) * time.Hour))
			r, err := f.kit.Forms.Submit(context.Background(), form.Slug, []forms.Answer{{QuestionID: form.Questions[0].ID, Value: text}})
			if err != nil {
				t.Fatal(err)
			}
			ids = append(ids, r.ID)
		}
		list := func(filter forms.ResponseFilter, page, limit int) ([]string, int) {
			t.Helper()
			p, err := f.kit.Forms.Responses(f.ctx, form.ID, filter, feedbackkit.PageRequest{Page: page, Limit: limit})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, r := range p.Data {
				got = append(got, r.ID)
			}
			return got, p.Total
		}
		if got, total := list(forms.ResponseFilter{}, 1, 2); total != 5 || !slices.Equal(got, []string{ids[4], ids[3]}) {
			t.Errorf("page 1: %v of %d", got, total)
		}
		if got, _ := list(forms.ResponseFilter{}, 3, 2); !slices.Equal(got, []string{ids[0]}) {
			t.Errorf("page 3: %v", got)
		}
		if got, total := list(forms.ResponseFilter{Sentiments: []analysis.Sentiment{analysis.Negative}}, 1, 10); total != 2 || !slices.Equal(got, []string{ids[4], ids[1]}) {
			t.Errorf("negative: %v of %d", got, total)
		}
		from, to := start.Add(time.Hour), start.Add(3*time.Hour)
		if got, total := list(forms.ResponseFilter{Start: &from, End: &to}, 1, 10); total != 3 || !slices.Equal(got, []string{ids[3], ids[2], ids[1]}) {
			t.Errorf("from the second to the fourth hour, both inclusive: %v of %d", got, total)
		}
		_, err := f.kit.Forms.Responses(f.ctx, form.ID, forms.ResponseFilter{Start: &to, End: &from}, feedbackkit.PageRequest{})
		wantCode(t, "an end before the start", err, feedbackkit.CodeValidationFailed)
		_, err = f.kit.Forms.Responses(f.ctx, form.ID, forms.ResponseFilter{}, feedbackkit.PageRequest{Page: -1})
		wantCode(t, "page -1", err, feedbackkit.CodeValidationFailed)
		yearZero := time.Date(0, 12, 31, 0, 0, 0, 0, time.UTC)
		_, err = f.kit.Forms.Responses(f.ctx, form.ID, forms.ResponseFilter{Start: &yearZero}, feedbackkit.PageRequest{})
		wantCode(t, "a start in year 0", err, feedbackkit.CodeValidationFailed)
		if got, total := list(forms.ResponseFilter{}, math.MaxInt, 2); total != 5 || len(got) != 0 {
			t.Errorf("page MaxInt: %v of %d, want none of 5", got, total)
		}
		// The export reads the same responses, newest first.
		_, rows, err := f.kit.Forms.ExportResponses(f.ctx, form.ID, forms.ResponseFilter{Start: &from, End: &to})
		if err != nil {
			t.Fatal(err)
		}
		var exported []string
		for r, err := range rows {
			if err != nil {
				t.Fatal(err)
			}
			exported = append(exported, r.ID)
		}
		if !slices.Equal(exported, []string{ids[3], ids[2], ids[1]}) {
			t.Errorf("exported %v", exported)
		}
	})
}

// slowSummarizer answers once released, or when its context ends.
type slowSummarizer struct {
	analysis.Summarizer
	release chan struct{}
}

func (s *slowSummarizer) Summarize(ctx context.Context, texts []string) (*analysis.Summary, error) {
	select {
	case <-s.release:
		return s.Summarizer.Summarize(ctx, texts)
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// TestSlowAnalysisCompletesInAJob checks that an analysis or a text
// summary the Summarizer does not give in time is stored pending, and
// completed by the job once the Summarizer answers.
func TestSlowAnalysisCompletesInAJob(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		slow := &slowSummarizer{Summarizer: analysis.NewLocal(), release: make(chan struct{})}
		f := newFixture(t, db, func(cfg *app.Config) {
			cfg.Summarizer, cfg.SummaryTimeout = slow, 10*time.Millisecond
			cfg.JobPollInterval, cfg.JobRetryPolicy = jobstest.PollInterval, jobstest.FixedRetry(jobstest.RetryDelay)
		})
		form := f.everyType(t)
		for _, text := range []string{"the projector was broken", "great speaker, the projector was broken"} {
			if _, err := f.kit.Forms.Submit(context.Background(), form.Slug, []forms.Answer{{QuestionID: form.Questions[1].ID, Value: text}}); err != nil {
				t.Fatal(err)
			}
		}
		a, err := f.kit.Forms.Analyze(f.ctx, form.ID)
		if err != nil || a.Status != forms.StatusPending {
			t.Fatalf("Analyze = %+v, %v; want pending", a, err)
		}
		ts, err := f.kit.Forms.SummarizeText(f.ctx, form.ID, form.Questions[1].ID)
		if err != nil || ts.Status != forms.StatusPending {
			t.Fatalf("SummarizeText = %+v, %v; want pending", ts, err)
		}
		_, err = f.kit.Forms.SummarizeText(f.ctx, form.ID, form.Questions[0].ID)
		wantCode(t, "a summary of a rating question", err, feedbackkit.CodeValidationFailed)
		close(slow.release)
		if err := f.kit.Start(context.Background()); err != nil {
			t.Fatal(err)
		}
		jobstest.WaitIdle(t, db)
		analyses, err := f.kit.Forms.Analyses(f.ctx, form.ID)
		if err != nil || len(analyses) != 1 || analyses[0].ID != a.ID || analyses[0].Status != forms.StatusDone ||
			analyses[0].Texts != 2 || analyses[0].Responses != 2 || analyses[0].Summary == "" {
			t.Errorf("analyses %+v, %v; want the pending one done over 2 texts", analyses, err)
		}
		summaries, err := f.kit.Forms.TextSummaries(f.ctx, form.ID)
		if err != nil || len(summaries) != 1 || summaries[0].ID != ts.ID || summaries[0].Status != forms.StatusDone || summaries[0].Texts != 2 {
			t.Errorf("text summaries %+v, %v; want the pending one done over 2 texts", summaries, err)
		}
		words, err := f.kit.Forms.FormCloud(f.ctx, form.ID)
		if err != nil || len(words) != 4 || words[0] != (analysis.WordCount{Word: "broken", Count: 2}) || words[1] != (analysis.WordCount{Word: "projector", Count: 2}) {
			t.Errorf("form cloud %v, %v; want broken and projector twice, then great and speaker", words, err)
		}
	})
}
