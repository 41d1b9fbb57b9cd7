package forms

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
	"gocloud.dev/blob/memblob"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/uploads"
)

// benchResponses is the size of the form of BenchmarkStats100k.
const benchResponses = 100_000

// BenchmarkStats100k measures Stats, Analytics and FormCloud of a form
// with 100,000 responses (a rating, a text, an options and a scale
// question, all answered) on PostgreSQL, and reports each one's p95.
// Setting the data up takes about half a minute.
//
//	go test ./forms -run '^$' -bench Stats100k -benchtime 200x
func BenchmarkStats100k(b *testing.B) {
	db := dbtest.Open(b, "postgres")
	ctx := context.Background()
	for _, m := range []func(context.Context, *bun.DB) error{database.MigrateCore, orgs.Migrate, Migrate} {
		if err := m(ctx, db); err != nil {
			b.Fatal(err)
		}
	}
	if _, err := db.NewRaw("INSERT INTO orgs_organizations (id, name, subdomain, plan, created_at, updated_at) VALUES ('org-bench', 'Bench', 'bench', 'business', now(), now())").Exec(ctx); err != nil {
		b.Fatal(err)
	}
	store := NewBunStore(db)
	// Stats calls none of the dependencies.
	svc, err := NewService(store, Deps{Quota: noQuota{}, Uploads: uploads.NewBucket(memblob.OpenBucket(nil)), Queue: noQueue{}}, Config{})
	if err != nil {
		b.Fatal(err)
	}
	questions, err := buildQuestions([]QuestionInput{
		{Type: Rating, Text: "How was it?", Required: true},
		{Type: Text, Text: "Why?"},
		{Type: Options, Text: "Best part", Multiple: true, Options: []OptionInput{{Label: "Talks"}, {Label: "Labs"}, {Label: "Quiz"}}},
		{Type: Scale, Text: "Difficulty"},
	}, nil)
	if err != nil {
		b.Fatal(err)
	}
	now := time.Now().UTC()
	form := &Form{ID: uuid.Must(uuid.NewV7()).String(), OrgID: "org-bench", CreatorID: "owner", Title: "Bench", Slug: "bench",
		Active: true, Questions: questions, CreatedAt: now, UpdatedAt: now}
	if err := store.CreateForm(ctx, form); err != nil {
		b.Fatal(err)
	}
	texts := []string{"The labs were great", "Too fast, slides unreadable", "Projector broken again", "Loved the quiz", "ok"}
	start := time.Now()
	for i := 0; i < benchResponses; i += 1000 {
		batch := make([]*newResponse, 0, 1000)
		for k := i; k < i+1000; k++ {
			opts := []string{questions[2].Options[k%3].ID}
			if k%4 == 0 {
				opts = append(opts, questions[2].Options[(k+1)%3].ID)
			}
			r := &Response{ID: uuid.Must(uuid.NewV7()).String(), FormID: form.ID, OrgID: form.OrgID, Complete: true,
				Sentiment: "neutral", CreatedAt: now.Add(-time.Duration(benchResponses-k) * time.Minute),
				Answers: []Answer{{questions[0].ID, float64(1 + k%5)}, {questions[1].ID, texts[k%len(texts)]},
					{questions[2].ID, opts}, {questions[3].ID, float64(1 + k%10)}}}
			answers, err := answerRows(r)
			if err != nil {
				b.Fatal(err)
			}
			batch = append(batch, &newResponse{response: &responseRow{ID: r.ID, FormID: r.FormID, OrgID: r.OrgID,
				Complete: true, Sentiment: "neutral", CreatedAt: r.CreatedAt}, answers: answers, words: wordRows(r.ID, cloudWords(r.Answers))})
		}
		if err := store.writeResponses(ctx, batch); err != nil {
			b.Fatal(err)
		}
	}
	if _, err := db.NewRaw("ANALYZE").Exec(ctx); err != nil {
		b.Fatal(err)
	}
	b.Logf("%d responses stored in %s", benchResponses, time.Since(start).Round(time.Second))

	asAdmin := identity.WithPrincipal(ctx, &identity.Principal{UserID: "owner", OrgID: "org-bench", Role: feedbackkit.RoleAdmin})
	for name, fn := range map[string]func() error{
		"stats":     func() error { _, err := svc.Stats(asAdmin, form.ID); return err },
		"analytics": func() error { _, err := svc.Analytics(asAdmin); return err },
		"formcloud": func() error { _, err := svc.FormCloud(asAdmin, ""); return err },
		"responses": func() error {
			_, err := svc.Responses(asAdmin, form.ID, ResponseFilter{}, feedbackkit.PageRequest{Page: 50})
			return err
		},
	} {
		b.Run(name, func(b *testing.B) {
			lat := make([]time.Duration, 0, b.N)
			for b.Loop() {
				t0 := time.Now()
				if err := fn(); err != nil {
					b.Fatal(err)
				}
				lat = append(lat, time.Since(t0))
			}
			slices.Sort(lat)
			b.ReportMetric(float64(lat[len(lat)*95/100].Microseconds())/1000, "p95-ms")
		})
	}
}

// noQuota and noQueue are dependencies that a benchmark never calls: a
// call panics.
type (
	noQuota struct{ Quota }
	noQueue struct{ feedbackkit.Enqueuer }
)
