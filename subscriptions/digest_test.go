package subscriptions_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/forms"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/jobs/jobstest"
	"github.com/feedbackkit/feedbackkit/notify"
	"github.com/feedbackkit/feedbackkit/subscriptions"
)

// afterRead runs, once, a deletion right after a store read returned the
// item or response whose text holds marked: the moment between a digest's
// reading of its items and its storing of the email.
type afterRead struct {
	mu     sync.Mutex
	marked string
	del    func(ctx context.Context, id string, created time.Time) error
}

// seen runs the deletion when text holds the mark, the first time only.
func (a *afterRead) seen(ctx context.Context, text, id string, created time.Time) error {
	a.mu.Lock()
	hit := a.marked != "" && strings.Contains(text, a.marked)
	if hit {
		a.marked = ""
	}
	a.mu.Unlock()
	if !hit {
		return nil
	}
	return a.del(ctx, id, created)
}

// itemsRead is a feedback Store whose FindItems calls hook.seen.
type itemsRead struct {
	feedback.Store
	hook *afterRead
}

func (s *itemsRead) FindItems(ctx context.Context, f feedback.ItemFilter, page feedbackkit.PageRequest) ([]*feedback.Item, feedback.Total, error) {
	items, n, err := s.Store.FindItems(ctx, f, page)
	for _, it := range items {
		if err == nil {
			err = s.hook.seen(ctx, it.Text, it.ID, it.CreatedAt)
		}
	}
	return items, n, err
}

// responsesRead is a forms Store whose FindResponses calls hook.seen.
type responsesRead struct {
	forms.Store
	hook *afterRead
}

func (s *responsesRead) FindResponses(ctx context.Context, orgID, formID string, f forms.ResponseFilter, page feedbackkit.PageRequest) ([]*forms.Response, int, error) {
	resps, n, err := s.Store.FindResponses(ctx, orgID, formID, f, page)
	for _, r := range resps {
		if err == nil {
			err = s.hook.seen(ctx, strings.Join(r.TextAnswers(), " "), r.ID, r.CreatedAt)
		}
	}
	return resps, n, err
}

// TestDigestLeavesOutItemsDeletedMeanwhile checks that an item or form
// response deleted after the digest job read it, before the email was
// stored, is neither listed nor counted in the digest, and that no email
// of the outbox holds its text; the others are listed.
func TestDigestLeavesOutItemsDeletedMeanwhile(t *testing.T) {
	const (
		marked = "deleted while its digest was written"
		kept   = "A clear and lively session"
	)
	for _, tc := range []struct {
		name string
		// form: the subscription is to the survey, else to the lobby.
		form bool
		// del deletes the item or response id, created at created.
		del func(f *fixture, ctx context.Context, id string, created time.Time) error
		// want is what the digest of the kept item alone counts.
		want string
	}{
		{
			name: "deleted item",
			del: func(f *fixture, _ context.Context, id string, _ time.Time) error {
				_, err := f.kit.Feedback.DeleteItems(f.owner, []string{id})
				return err
			},
			want: "0 negative, 1 neutral, 0 positive.",
		},
		{
			name: "purged response",
			form: true,
			del: func(f *fixture, ctx context.Context, _ string, created time.Time) error {
				// The marked response is the organization's oldest.
				n, err := f.kit.Forms.PurgeResponses(ctx, f.survey.OrgID, created.Add(time.Microsecond), 1)
				if err == nil && n != 1 {
					err = fmt.Errorf("purged %d responses, want the marked one", n)
				}
				return err
			},
			// The kept response's text reads as positive.
			want: "0 negative, 0 neutral, 1 positive.",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dbtest.Run(t, func(t *testing.T, db *bun.DB) {
				var f *fixture
				hook := &afterRead{marked: marked, del: func(ctx context.Context, id string, created time.Time) error {
					return tc.del(f, ctx, id, created)
				}}
				f = newFixture(t, db, func(cfg *app.Config) {
					cfg.Stores = func(st *app.Stores) {
						st.Feedback = &itemsRead{Store: st.Feedback, hook: hook}
						st.Forms = &responsesRead{Store: st.Forms, hook: hook}
					}
				})
				target := roomTarget(f.lobby)
				if tc.form {
					target = subscriptions.Target{Type: subscriptions.Form, ID: f.survey.ID}
				}
				if _, _, err := f.kit.Subscriptions.Subscribe(f.alice, target,
					subscriptions.Settings{Frequency: subscriptions.Daily}); err != nil {
					t.Fatal(err)
				}
				for _, text := range []string{"Far too fast, " + marked, kept} {
					var err error
					if tc.form {
						_, err = f.kit.Forms.Submit(context.Background(), f.survey.Slug,
							[]forms.Answer{{QuestionID: f.survey.Questions[0].ID, Value: text}})
					} else {
						_, err = f.kit.Feedback.Submit(context.Background(), feedback.Submission{
							InstructorID: f.ownerInstructorID, EventType: "Lobby", Text: text, Sentiment: "neutral"})
					}
					if err != nil {
						t.Fatal(err)
					}
				}
				if _, err := f.kit.Subscriptions.QueueDigestsAt(context.Background(), nextDailyEnd(time.Now())); err != nil {
					t.Fatal(err)
				}
				jobstest.WaitIdle(t, db)
				if hook.marked != "" {
					t.Fatal("the digest never read the marked item")
				}
				all, err := f.kit.Notify.Outbox(context.Background(), notify.OutboxFilter{})
				if err != nil {
					t.Fatal(err)
				}
				var digests []*notify.Email
				for _, e := range all {
					if strings.Contains(e.Text, "Far too fast") || strings.Contains(e.HTML, "Far too fast") {
						t.Errorf("the email %q to %s holds the deleted text", e.Subject, e.To)
					}
					if e.To == f.aliceEmail && strings.Contains(e.Subject, "digest") {
						digests = append(digests, e)
					}
				}
				switch {
				case len(digests) != 1:
					t.Errorf("alice got %d digests, want one", len(digests))
				case !strings.Contains(digests[0].Text, kept) || !strings.Contains(digests[0].Text, tc.want) ||
					!strings.Contains(digests[0].Subject, ": 1 new"):
					t.Errorf("the digest: %s\n%s\nwant the kept item alone, counted %q", digests[0].Subject, digests[0].Text, tc.want)
				}
			})
		})
	}
}

// nextDailyEnd returns the end of the daily period (08:00 UTC, the
// default schedule) that t is in.
func nextDailyEnd(t time.Time) time.Time {
	t = t.UTC()
	end := time.Date(t.Year(), t.Month(), t.Day(), 8, 0, 0, 0, time.UTC)
	if !end.After(t) {
		end = end.AddDate(0, 0, 1)
	}
	return end
}
