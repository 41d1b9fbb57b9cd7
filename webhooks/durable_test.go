package webhooks_test

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"regexp"
	"sync/atomic"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/forms"
	"github.com/feedbackkit/feedbackkit/internal/clocktest"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/jobs/jobstest"
	"github.com/feedbackkit/feedbackkit/webhooks"
)

// crashCode is the exit status of the process TestCrashAfterCommitHelper
// runs, when it dies where it was meant to.
const crashCode = 3

// The variables that make TestCrashAfterCommitHelper run: the database,
// what to submit ("feedback" or "form"), and to where (an instructor's
// Lobby, or a form's slug).
const (
	crashDatabaseVar = "FEEDBACKKIT_CRASH_DATABASE"
	crashSubmitVar   = "FEEDBACKKIT_CRASH_SUBMIT"
	crashTargetVar   = "FEEDBACKKIT_CRASH_TARGET"
)

// TestCrashAfterCommitHelper is the feedbackd instance that
// TestEventsSurviveACrashAfterCommit kills: it submits one item or one
// response and exits, with crashCode, from the first Subscriber told of
// it, right after the commit and before anything else runs after it
// (where the webhooks used to queue these events). It is skipped unless
// that test runs it.
func TestCrashAfterCommitHelper(t *testing.T) {
	dbURL := os.Getenv(crashDatabaseVar)
	if dbURL == "" {
		t.Skip("run by TestEventsSurviveACrashAfterCommit")
	}
	die := func(id string) {
		os.Stdout.WriteString("committed " + id + "\n")
		os.Exit(crashCode)
	}
	ctx := context.Background()
	kit, err := app.New(ctx, app.Config{DatabaseURL: dbURL, BlobURL: "mem://", Secret: testSecret, WebhookAllowPrivate: true,
		FeedbackSubscribers: []feedback.Subscriber{func(_ context.Context, e feedback.Event) { die(e.Item.ID) }},
		FormSubscribers:     []forms.Subscriber{func(_ context.Context, e forms.Event) { die(e.Response.ID) }},
	})
	if err != nil {
		t.Fatal(err)
	}
	target := os.Getenv(crashTargetVar)
	switch os.Getenv(crashSubmitVar) {
	case "feedback":
		_, err = kit.Feedback.Submit(ctx, feedback.Submission{InstructorID: target, EventType: "Lobby", Text: "sent just before the crash", Sentiment: "positive"})
	case "form":
		var f *forms.Form
		if f, err = kit.Forms.PublicForm(ctx, target); err == nil {
			_, err = kit.Forms.Submit(ctx, target, []forms.Answer{{QuestionID: f.Questions[0].ID, Value: "sent just before the crash"}})
		}
	}
	t.Fatalf("the submission returned (%v) instead of crashing after its commit", err)
}

// TestEventsSurviveACrashAfterCommit kills an instance right after it has
// committed a feedback item, then a form response: the healthy instance
// delivers both events, each once, as the deliveries were committed with
// the submissions.
func TestEventsSurviveACrashAfterCommit(t *testing.T) {
	for _, d := range dbtest.Dialects {
		t.Run(d, func(t *testing.T) {
			dbURL := dbtest.URL(t, d)
			db, err := database.Open(context.Background(), dbURL)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { db.Close() })
			healthy := newStack(t, db, true, nil)
			rcv, _ := listen(t, healthy, webhooks.EventFeedbackCreated, webhooks.EventFormResponseCreated)
			form, err := healthy.kit.Forms.CreateForm(healthy.owner, forms.NewForm{Title: "Exit survey",
				Questions: []forms.QuestionInput{{Type: forms.Text, Text: "Anything else?"}}})
			if err != nil {
				t.Fatal(err)
			}

			subjects := map[string]bool{
				crash(t, dbURL, "feedback", healthy.user.InstructorID): true,
				crash(t, dbURL, "form", form.Slug):                     true,
			}
			jobstest.WaitIdle(t, db)
			rcv.expectOnce(t, subjects)
		})
	}
}

// committedRE finds what TestCrashAfterCommitHelper committed.
var committedRE = regexp.MustCompile(`(?m)^committed (\S+)$`)

// crash runs TestCrashAfterCommitHelper on the database dbURL, submitting
// what to target, checks that it died after the commit, and returns the
// id of what it committed.
func crash(t *testing.T, dbURL, what, target string) string {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestCrashAfterCommitHelper$", "-test.count=1")
	cmd.Env = append(os.Environ(), crashDatabaseVar+"="+dbURL, crashSubmitVar+"="+what, crashTargetVar+"="+target)
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	m := committedRE.FindSubmatch(out)
	if !errors.As(err, &exit) || exit.ExitCode() != crashCode || m == nil {
		t.Fatalf("the %s instance did not crash after its commit (%v):\n%s", what, err, out)
	}
	return string(m[1])
}

// countingStore is a Store that counts the reads of an organization's
// webhooks.
type countingStore struct {
	webhooks.Store
	reads atomic.Int64
}

func (s *countingStore) FindWebhooks(ctx context.Context, orgID string) ([]*webhooks.Webhook, error) {
	s.reads.Add(1)
	return s.Store.FindWebhooks(ctx, orgID)
}

// countedStack starts a stack on db, joining join when not nil, whose
// clock stands still at clock and whose webhooks' Store is counted by
// store.
func countedStack(t *testing.T, db *bun.DB, join *stack, clock *clocktest.Fixed, store *countingStore) *stack {
	t.Helper()
	return startStack(t, join, app.Config{DB: db, WebhookAllowPrivate: true, Now: clock.Now, Stores: func(s *app.Stores) {
		store.Store = s.Webhooks
		s.Webhooks = store
	}})
}

// TestWebhooksReadOncePerOrganization submits to an organization without
// webhooks: its webhooks are read once, not per submission. A webhook
// created through one instance hears of that instance's next submission,
// and of another instance's once that instance's memory of the
// organization has expired (2 s).
func TestWebhooksReadOncePerOrganization(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		clockA, clockB := clocktest.NewFixed(time.Now()), clocktest.NewFixed(time.Now())
		storeA, storeB := &countingStore{}, &countingStore{}
		a := countedStack(t, db, nil, clockA, storeA)
		b := countedStack(t, db, a, clockB, storeB)
		for i := range 5 {
			a.submit(t, "before any webhook")
			if i < 2 {
				b.submit(t, "before any webhook")
			}
		}
		if na, nb := storeA.reads.Load(), storeB.reads.Load(); na != 1 || nb != 1 {
			t.Fatalf("the submissions read the webhooks %d and %d times, want once per instance", na, nb)
		}

		rcv, _ := listen(t, a, webhooks.EventFeedbackCreated)
		want := map[string]bool{a.submit(t, "through the instance that made the webhook"): true}
		clockB.Set(clockB.Now().Add(2*time.Second + time.Millisecond))
		want[b.submit(t, "through the other instance, 2 s later")] = true
		jobstest.WaitIdle(t, db)
		rcv.expectOnce(t, want)
	})
}
