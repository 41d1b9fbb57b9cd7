package webhooks_test

import (
	"context"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/internal/clocktest"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/jobs/jobstest"
	"github.com/feedbackkit/feedbackkit/internal/seal"
	"github.com/feedbackkit/feedbackkit/webhooks"
)

// readHookStore is a Store that runs afterRead, once, right after the
// first read of an organization's webhooks within a transaction.
type readHookStore struct {
	webhooks.Store
	afterRead func(ctx context.Context)
}

func (s *readHookStore) FindWebhooks(ctx context.Context, orgID string) ([]*webhooks.Webhook, error) {
	hooks, err := s.Store.FindWebhooks(ctx, orgID)
	if f := s.afterRead; err == nil && f != nil && database.InTransaction(ctx) {
		s.afterRead = nil
		f(ctx)
	}
	return hooks, err
}

// TestWebhookDeletedDuringASubmission deletes one of two webhooks right
// after the submission's transaction has read them, before it stores
// their deliveries: the submission succeeds, the other webhook receives
// the event and the deleted one gets no delivery. On PostgreSQL the
// deletion commits from another connection; on SQLite, whose transactions
// write one at a time, it can only happen within the submission's
// transaction.
func TestWebhookDeletedDuringASubmission(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		store := &readHookStore{}
		s := startStack(t, nil, app.Config{DB: db, WebhookAllowPrivate: true, Stores: func(st *app.Stores) {
			store.Store = st.Webhooks
			st.Webhooks = store
		}})
		kept, _ := listen(t, s, webhooks.EventFeedbackCreated)
		_, gone := listen(t, s, webhooks.EventFeedbackCreated)
		deleted := false
		store.afterRead = func(ctx context.Context) {
			var err error
			if database.IsPostgres(db) {
				err = s.kit.Webhooks.Delete(s.owner, gone.ID)
			} else {
				err = store.Store.DeleteWebhook(ctx, gone.OrgID, gone.ID)
			}
			if err != nil {
				t.Errorf("delete the webhook: %v", err)
			}
			deleted = true
		}
		id := s.submit(t, "while a webhook is deleted")
		if !deleted {
			t.Fatal("the submission read no webhook within its transaction")
		}
		jobstest.WaitIdle(t, db)
		kept.expectOnce(t, map[string]bool{id: true})
		n, err := db.NewSelect().Table("webhooks_deliveries").Where("webhook_id = ?", gone.ID).Count(context.Background())
		if err != nil || n != 0 {
			t.Errorf("the deleted webhook has %d deliveries, %v", n, err)
		}
	})
}

// TestChangesInACallersTransaction creates, disables, enables and deletes
// a webhook, each in a transaction of the caller: until it commits,
// another submission still finds the events listed as they were, and
// right after it, this instance finds them changed (its clock stands
// still, so nothing expires meanwhile).
func TestChangesInACallersTransaction(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		s := startStack(t, nil, app.Config{DB: db, WebhookAllowPrivate: true, Now: clocktest.NewFixed(time.Now()).Now})
		ctx := context.Background()
		var hook *webhooks.Webhook
		off, on := false, true
		steps := []struct {
			name          string
			change        func(tx context.Context) error
			before, after bool
		}{
			{"create", func(tx context.Context) (err error) {
				hook, _, err = s.kit.Webhooks.Create(tx, webhooks.NewWebhook{URL: "http://127.0.0.1:9/hook", Events: []webhooks.EventType{webhooks.EventFeedbackCreated}})
				return err
			}, false, true},
			{"disable", func(tx context.Context) error {
				_, err := s.kit.Webhooks.Update(tx, hook.ID, webhooks.Update{Enabled: &off})
				return err
			}, true, false},
			{"enable", func(tx context.Context) error {
				_, err := s.kit.Webhooks.Update(tx, hook.ID, webhooks.Update{Enabled: &on})
				return err
			}, false, true},
			{"delete", func(tx context.Context) error { return s.kit.Webhooks.Delete(tx, hook.ID) }, true, false},
		}
		for _, step := range steps {
			err := database.InTx(s.owner, db, func(tx context.Context) error {
				if err := step.change(tx); err != nil {
					return err
				}
				if got := s.kit.Webhooks.WantsItems(ctx, s.org.ID); got != step.before {
					t.Errorf("%s, before the commit: WantsItems = %v, want %v", step.name, got, step.before)
				}
				return nil
			})
			if err != nil {
				t.Fatalf("%s: %v", step.name, err)
			}
			if got := s.kit.Webhooks.WantsItems(ctx, s.org.ID); got != step.after {
				t.Errorf("%s, after the commit: WantsItems = %v, want %v", step.name, got, step.after)
			}
		}
	})
}

// TestResealKeepsAReplacedSecretNoKeyOpens seals a webhook's secret under
// one former key and the secret its rotation replaced under another: a
// reseal given only the first seals the current secret again and leaves
// the replaced one as it is, which a reseal given the second key then
// recovers.
func TestResealKeepsAReplacedSecretNoKeyOpens(t *testing.T) {
	const info, purpose = "feedbackkit webhooks v1", "webhook secret"
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		s := newStack(t, db, true, nil)
		hook, _, err := s.kit.Webhooks.Create(s.owner, webhooks.NewWebhook{URL: "http://127.0.0.1:9/hook", Events: webhooks.Events})
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := s.kit.Webhooks.RotateSecret(s.owner, hook.ID); err != nil {
			t.Fatal(err)
		}
		current := seal.New([]byte(testSecret), info)
		read := func() (secret, previous string) {
			t.Helper()
			err := db.NewSelect().Table("webhooks_webhooks").Column("sealed_secret", "sealed_previous").
				Where("id = ?", hook.ID).Scan(ctx, &secret, &previous)
			if err != nil {
				t.Fatal(err)
			}
			return secret, previous
		}
		open := func(sealed string) string {
			t.Helper()
			plain, err := current.Open(purpose, sealed)
			if err != nil {
				t.Fatalf("the current key does not open %q: %v", sealed, err)
			}
			return string(plain)
		}
		secret, previous := read()
		plainSecret, plainPrevious := open(secret), open(previous)
		formerA, formerB := []byte("the-former-key-a-0123456789"), []byte("the-former-key-b-0123456789")
		underB := seal.New(formerB, info).Seal(purpose, []byte(plainPrevious))
		if _, err := db.NewUpdate().Table("webhooks_webhooks").
			Set("sealed_secret = ?", seal.New(formerA, info).Seal(purpose, []byte(plainSecret))).
			Set("sealed_previous = ?", underB).Where("id = ?", hook.ID).Exec(ctx); err != nil {
			t.Fatal(err)
		}

		if n, err := s.kit.Webhooks.Reseal(ctx, formerA); err != nil || n != 1 {
			t.Fatalf("Reseal with the first key = %d, %v; want 1", n, err)
		}
		secret, previous = read()
		if open(secret) != plainSecret || previous != underB {
			t.Fatalf("after the first reseal: the secret opens %v, the replaced one is %q, want %q", open(secret) == plainSecret, previous, underB)
		}
		if n, err := s.kit.Webhooks.Reseal(ctx, formerB); err != nil || n != 1 {
			t.Fatalf("Reseal with the second key = %d, %v; want 1", n, err)
		}
		if secret, previous = read(); open(secret) != plainSecret || open(previous) != plainPrevious {
			t.Error("after the second reseal, the secrets are not the webhook's under the current key")
		}
	})
}
