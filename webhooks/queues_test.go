package webhooks_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/notify"
	"github.com/feedbackkit/feedbackkit/notify/smtptest"
	"github.com/feedbackkit/feedbackkit/webhooks"
)

// TestHangingReceiverDelaysNoEmail checks that deliveries to a receiver
// that never answers take only the workers of the webhooks queue: with
// every one of them waiting for it, and more deliveries queued than all
// the workers of the process, a password reset (a job of the default
// queue, then one of the emails queue) still reaches the mail server.
// hangingReceiver starts a webhook receiver that answers a request only
// once release is called or the request is cancelled; arrived, buffered
// for n, receives each request. Call release before the App that delivers
// to it closes (t.Cleanup after the App's), so that its deliveries return.
func hangingReceiver(t *testing.T, n int) (receiver *httptest.Server, arrived <-chan struct{}, release func()) {
	t.Helper()
	arrivals := make(chan struct{}, n)
	released := make(chan struct{})
	receiver = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		arrivals <- struct{}{}
		select {
		case <-released:
		case <-r.Context().Done():
		}
	}))
	t.Cleanup(receiver.Close)
	return receiver, arrivals, func() { close(released) }
}

func TestHangingReceiverDelaysNoEmail(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		const webhookWorkers = 2
		smtp := smtptest.NewServer(t)
		mailer, err := notify.NewSMTPMailer(smtp.URL(), "")
		if err != nil {
			t.Fatal(err)
		}
		receiver, arrived, release := hangingReceiver(t, 100)
		s := startStack(t, nil, app.Config{DB: db, WebhookAllowPrivate: true, Mailer: mailer,
			JobWorkers: map[string]int{"webhooks": webhookWorkers}})
		t.Cleanup(release) // before the App closes: its deliveries return
		if _, _, err := s.kit.Webhooks.Create(s.owner, webhooks.NewWebhook{URL: receiver.URL,
			Events: []webhooks.EventType{webhooks.EventFeedbackCreated}}); err != nil {
			t.Fatal(err)
		}
		const deliveries = 12 // more than the workers of the default queue
		for range deliveries {
			s.submit(t, "the receiver hangs")
		}
		for range webhookWorkers {
			select {
			case <-arrived:
			case <-time.After(30 * time.Second):
				t.Fatal("the deliveries did not reach the receiver")
			}
		}

		if err := s.kit.Identity.ForgotPassword(context.Background(), s.user.Email); err != nil {
			t.Fatal(err)
		}
		smtp.WaitFor(t, s.user.Email, 30*time.Second)
		var running int
		if err := db.NewRaw("SELECT count(*) FROM river_job WHERE kind = ? AND state = 'running'",
			webhooks.DeliverArgs{}.Kind()).Scan(context.Background(), &running); err != nil {
			t.Fatal(err)
		}
		if running > webhookWorkers {
			t.Errorf("%d deliveries run at once, want at most the %d workers of the webhooks queue", running, webhookWorkers)
		}
	})
}
