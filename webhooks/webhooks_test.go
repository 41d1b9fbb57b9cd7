package webhooks_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/clocktest"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/jobs/jobstest"
	"github.com/feedbackkit/feedbackkit/internal/logtest"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/rooms"
	"github.com/feedbackkit/feedbackkit/webhooks"
)

// TestSignStandardWebhooksVector checks Sign against the test vector of
// the Standard Webhooks libraries, and that their verifier accepts each
// of two signatures.
func TestSignStandardWebhooksVector(t *testing.T) {
	const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
	got, err := webhooks.Sign([]string{secret}, "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, []byte(`{"test": 2432232314}`))
	if err != nil || got != "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=" {
		t.Fatalf("Sign = %q, %v", got, err)
	}
	other := "whsec_" + strings.Repeat("QUJD", 11) // base64 of "ABC" x 11
	now := time.Now().Unix()
	body := []byte(`{"type":"feedback.created"}`)
	both, err := webhooks.Sign([]string{other, secret}, "delivery-1", now, body)
	if err != nil || strings.Count(both, "v1,") != 2 || strings.Count(both, " ") != 1 {
		t.Fatalf("two secrets: %q, %v", both, err)
	}
	h := http.Header{}
	h.Set("webhook-id", "delivery-1")
	h.Set("webhook-timestamp", fmt.Sprint(now))
	h.Set("webhook-signature", both)
	for _, s := range []string{secret, other} {
		wh, err := standardwebhooks.NewWebhook(s)
		if err != nil {
			t.Fatal(err)
		}
		if err := wh.Verify(body, h); err != nil {
			t.Errorf("secret %s: %v", s, err)
		}
		if err := wh.Verify([]byte(`{"type":"feedback.created "}`), h); err == nil {
			t.Errorf("secret %s verifies another body", s)
		}
	}
	if _, err := webhooks.Sign([]string{"whsec_%%%"}, "x", now, body); err == nil {
		t.Error("a secret that is not base64 signs")
	}
}

// stack is feedbackd on db: an App with its jobs running.
type stack struct {
	kit    *app.App
	owner  context.Context // acts as the owner of org
	org    *orgs.Organization
	user   *identity.User
	closed bool // by stop
}

// newStack starts an App on db; with org nil it creates an organization
// with an owner and a room "Lobby", else it joins org's stack (another
// instance on the same database).
func newStack(t *testing.T, db *bun.DB, allowPrivate bool, join *stack) *stack {
	t.Helper()
	return newLoggedStack(t, db, allowPrivate, join, nil)
}

// newLoggedStack is newStack whose App logs to logger (nil discards).
func newLoggedStack(t *testing.T, db *bun.DB, allowPrivate bool, join *stack, logger *slog.Logger) *stack {
	t.Helper()
	return startStack(t, join, app.Config{DB: db, WebhookAllowPrivate: allowPrivate, Logger: logger})
}

// testSecret is the FEEDBACKD_SECRET of the tests' stacks.
const testSecret = "webhooks-test-secret-0123456789"

// startStack is newStack with the App of cfg, to which it adds the test's
// secret, an in-memory blob store, quick job polling and retries.
func startStack(t *testing.T, join *stack, cfg app.Config) *stack {
	t.Helper()
	s := makeStack(t, join, cfg)
	s.start(t)
	return s
}

// start starts the App of s.
func (s *stack) start(t *testing.T) {
	t.Helper()
	if err := s.kit.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// stop closes the App of s, unless stop closed it already: it runs when
// the test ends.
func (s *stack) stop(t *testing.T) {
	if s.closed {
		return
	}
	s.closed = true
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := s.kit.Close(ctx); err != nil {
		t.Errorf("close: %v", err)
	}
}

// makeStack is startStack with the App not started: it queues jobs, but
// works none until start. The App is closed when t ends.
func makeStack(t *testing.T, join *stack, cfg app.Config) *stack {
	t.Helper()
	ctx := context.Background()
	retries := make([]time.Duration, 20)
	for i := range retries {
		retries[i] = jobstest.RetryDelay
	}
	cfg.BlobURL, cfg.Secret, cfg.JobPollInterval, cfg.WebhookRetrySchedule = "mem://", testSecret, jobstest.PollInterval, retries
	kit, err := app.New(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	s := &stack{kit: kit}
	t.Cleanup(func() { s.stop(t) })
	if join != nil {
		s.org, s.user, s.owner = join.org, join.user, join.owner
		return s
	}
	s.org, s.user, err = kit.Orgs.CreateOrganization(ctx, orgs.NewOrganization{Name: "Acme", Subdomain: "acme",
		Owner: identity.NewUser{Email: "ada@acme.example", Password: "correct horse battery"}})
	if err != nil {
		t.Fatal(err)
	}
	s.owner = identity.WithPrincipal(ctx, &identity.Principal{UserID: s.user.ID, OrgID: s.org.ID, Role: feedbackkit.RoleOwner})
	if _, err := kit.Rooms.CreateRoom(s.owner, rooms.NewRoom{Name: "Lobby"}); err != nil {
		t.Fatal(err)
	}
	return s
}

// submit stores a feedback item in the Lobby.
func (s *stack) submit(t *testing.T, text string) string {
	t.Helper()
	it, err := s.kit.Feedback.Submit(context.Background(), feedback.Submission{InstructorID: s.user.InstructorID, EventType: "Lobby", Text: text, Sentiment: "positive"})
	if err != nil {
		t.Fatal(err)
	}
	return it.ID
}

// counter is a receiver that counts the successful requests of each
// webhook-id, answering 503 while down.
type counter struct {
	mu       sync.Mutex
	down     bool
	secret   string
	ok       map[string]int    // successful requests by webhook-id
	subjects map[string]string // webhook-id -> the item's id
	failed   int
	bad      []string
}

func (c *counter) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	c.mu.Lock()
	defer c.mu.Unlock()
	if wh, err := standardwebhooks.NewWebhook(c.secret); err != nil || wh.Verify(body, r.Header) != nil {
		c.bad = append(c.bad, r.Header.Get("webhook-id"))
	}
	if c.down {
		c.failed++
		w.WriteHeader(http.StatusServiceUnavailable)
		return
	}
	var b struct {
		Data struct {
			ID string `json:"_id"`
		} `json:"data"`
	}
	json.Unmarshal(body, &b)
	id := r.Header.Get("webhook-id")
	c.ok[id]++
	c.subjects[id] = b.Data.ID
}

func (c *counter) setDown(down bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.down = down
}

// listen starts a counter and a webhook of s's organization that sends
// it events, and returns both.
func listen(t *testing.T, s *stack, events ...webhooks.EventType) (*counter, *webhooks.Webhook) {
	t.Helper()
	c := &counter{ok: map[string]int{}, subjects: map[string]string{}}
	srv := httptest.NewServer(c)
	t.Cleanup(srv.Close)
	wh, secret, err := s.kit.Webhooks.Create(s.owner, webhooks.NewWebhook{URL: srv.URL, Events: events})
	if err != nil {
		t.Fatal(err)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.secret = secret
	return c, wh
}

// expectOnce checks that every request was signed, and that each of
// subjects (the ids of items or responses) was delivered once and nothing
// else was. It returns how many attempts failed.
func (c *counter) expectOnce(t *testing.T, subjects map[string]bool) int {
	t.Helper()
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.bad) != 0 {
		t.Errorf("bad signatures: %v", c.bad)
	}
	got := map[string]int{}
	for id, n := range c.ok {
		if n != 1 {
			t.Errorf("delivery %s received %d times", id, n)
		}
		got[c.subjects[id]]++
	}
	for subject := range subjects {
		if got[subject] != 1 {
			t.Errorf("%s delivered %d times, want once", subject, got[subject])
		}
	}
	if len(got) != len(subjects) {
		t.Errorf("delivered %v, want %v", got, subjects)
	}
	return c.failed
}

// TestTwoInstancesDeliverEachEventOnce runs two feedbackd instances on one
// database, each with its job client: every event reaches a healthy
// receiver once; events queued while the receiver is down are all
// delivered, once, when it is back.
func TestTwoInstancesDeliverEachEventOnce(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		a := newStack(t, db, true, nil)
		b := newStack(t, db, true, a)
		rcv, wh := listen(t, a, webhooks.EventFeedbackCreated)

		items := map[string]bool{}
		for i := range 20 {
			s := a
			if i%2 == 1 {
				s = b
			}
			items[s.submit(t, fmt.Sprintf("healthy %d", i))] = true
		}
		jobstest.WaitIdle(t, db)

		rcv.setDown(true)
		for i := range 10 {
			items[a.submit(t, fmt.Sprintf("while down %d", i))] = true
		}
		// Wait until every delivery has failed at least twice.
		deadline := time.Now().Add(30 * time.Second)
		for {
			p, err := a.kit.Webhooks.Deliveries(a.owner, wh.ID, feedbackkit.PageRequest{Limit: 100})
			if err != nil {
				t.Fatal(err)
			}
			retried := 0
			for _, d := range p.Data {
				if d.Status == webhooks.DeliveryPending && d.Attempts >= 2 {
					retried++
				}
			}
			if retried == 10 {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("the deliveries were not retried: %d of 10", retried)
			}
			time.Sleep(jobstest.PollInterval)
		}
		rcv.setDown(false)
		jobstest.WaitIdle(t, db)
		if failed := rcv.expectOnce(t, items); failed < 20 {
			t.Errorf("%d failed attempts, want at least 20", failed)
		}
	})
}

// TestConnectionTimeCheck saves a webhook whose host name resolves to
// loopback (as a name may, once saved, through DNS): the connection is
// refused although nothing checked the name since.
func TestConnectionTimeCheck(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		s := newStack(t, db, false, nil)
		var hits atomic.Int32
		srv := httptest.NewServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { hits.Add(1) }))
		t.Cleanup(srv.Close)
		port := srv.URL[strings.LastIndex(srv.URL, ":"):]
		if _, _, err := s.kit.Webhooks.Create(s.owner, webhooks.NewWebhook{URL: "http://localhost" + port, Events: webhooks.Events, Format: webhooks.FormatSlack}); feedbackkit.ErrorCode(err) != feedbackkit.CodeValidationFailed {
			t.Fatalf("creation of a loopback target: %v", err)
		}
		now := time.Now().UTC()
		w := &webhooks.Webhook{ID: "w1", OrgID: s.org.ID, URL: "http://localhost" + port + "/hook", Events: webhooks.Events,
			Format: webhooks.FormatSlack, Enabled: true, CreatedBy: s.user.ID, CreatedAt: now, UpdatedAt: now}
		if err := webhooks.NewBunStore(db).InsertWebhook(context.Background(), w); err != nil {
			t.Fatal(err)
		}
		res, err := s.kit.Webhooks.Test(s.owner, "w1")
		if err != nil {
			t.Fatal(err)
		}
		if res.Delivered || res.ResponseStatus != nil || !strings.Contains(res.Error, "refused") || hits.Load() != 0 {
			t.Errorf("test of a loopback target: %+v, %d requests", res, hits.Load())
		}
		// Events are refused the same way, and retried until given up.
		s.submit(t, "to a loopback target")
		jobstest.WaitIdle(t, db)
		if n := hits.Load(); n != 0 {
			t.Errorf("the receiver got %d requests", n)
		}
	})
}

// TestPrune keeps the pending deliveries and the recent ones.
func TestPrune(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		s := newStack(t, db, true, nil)
		srv := httptest.NewServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) {}))
		t.Cleanup(srv.Close)
		wh, _, err := s.kit.Webhooks.Create(s.owner, webhooks.NewWebhook{URL: srv.URL, Events: webhooks.Events})
		if err != nil {
			t.Fatal(err)
		}
		store := webhooks.NewBunStore(db)
		old := time.Now().Add(-webhooks.DeliveryRetention - time.Hour)
		for i, st := range []webhooks.DeliveryStatus{webhooks.DeliveryDelivered, webhooks.DeliveryFailed, webhooks.DeliveryPending} {
			d := &webhooks.Delivery{ID: fmt.Sprint("old-", i), OrgID: s.org.ID, WebhookID: wh.ID, EventKey: fmt.Sprint("k", i),
				Type: webhooks.EventFeedbackCreated, Payload: []byte("{}"), Status: st, CreatedAt: old}
			if err := store.InsertDelivery(context.Background(), d); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := s.kit.Webhooks.Test(s.owner, wh.ID); err != nil { // a recent delivery
			t.Fatal(err)
		}
		n, err := s.kit.Webhooks.Prune(context.Background())
		if err != nil || n != 2 {
			t.Fatalf("Prune = %d, %v; want the 2 old finished deliveries", n, err)
		}
		p, err := s.kit.Webhooks.Deliveries(s.owner, wh.ID, feedbackkit.PageRequest{})
		if err != nil || p.Total != 2 {
			t.Fatalf("left %d deliveries, %v", p.Total, err)
		}
	})
}

// TestFailureKeepsTheURLSecret delivers to a chat URL whose path is a
// token and that answers nothing: neither the logs, the test's answer nor
// the deliveries log show the path.
func TestFailureKeepsTheURLSecret(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		var logs logtest.Buffer
		s := newLoggedStack(t, db, true, nil, slog.New(slog.NewTextHandler(&logs, nil)))
		srv := httptest.NewServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) {}))
		srv.Close() // nothing listens: every connection is refused
		const token = "T0SECRET/B0SECRET/xoxTokenThatMustNotLeak"
		wh, _, err := s.kit.Webhooks.Create(s.owner, webhooks.NewWebhook{URL: srv.URL + "/services/" + token,
			Events: webhooks.Events, Format: webhooks.FormatSlack})
		if err != nil {
			t.Fatal(err)
		}
		res, err := s.kit.Webhooks.Test(s.owner, wh.ID)
		if err != nil {
			t.Fatal(err)
		}
		if res.Delivered || !strings.Contains(res.Error, "no answer") || strings.Contains(res.Error, "SECRET") {
			t.Errorf("test result: %+v", res)
		}
		s.submit(t, "to a receiver that is down")
		jobstest.WaitIdle(t, db)
		page, err := s.kit.Webhooks.Deliveries(s.owner, wh.ID, feedbackkit.PageRequest{})
		if err != nil {
			t.Fatal(err)
		}
		if len(page.Data) == 0 {
			t.Fatal("no delivery")
		}
		for _, d := range page.Data {
			if d.Error == "" || strings.Contains(d.Error, "SECRET") || strings.Contains(d.Error, "/services/") {
				t.Errorf("delivery error %q", d.Error)
			}
		}
		if out := logs.String(); !strings.Contains(out, "delivery failed") || strings.Contains(out, "SECRET") || strings.Contains(out, "/services/") {
			t.Errorf("logs show the URL or no failure:\n%s", out)
		}
	})
}

// TestConcurrentRotationsKeepBothSecrets rotates a webhook's secret twice
// at once: the second rotation keeps the first one's secret as the one
// that signs beside it, so that a test delivery verifies with both.
func TestConcurrentRotationsKeepBothSecrets(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		s := newStack(t, db, true, nil)
		var mu sync.Mutex
		var got []string
		var bodies [][]byte
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			b, _ := io.ReadAll(r.Body)
			mu.Lock()
			defer mu.Unlock()
			got = append(got, r.Header.Get("webhook-signature"), r.Header.Get("webhook-id"), r.Header.Get("webhook-timestamp"))
			bodies = append(bodies, b)
		}))
		t.Cleanup(srv.Close)
		wh, _, err := s.kit.Webhooks.Create(s.owner, webhooks.NewWebhook{URL: srv.URL, Events: webhooks.Events})
		if err != nil {
			t.Fatal(err)
		}
		secrets := make([]string, 2)
		var wg sync.WaitGroup
		for i := range secrets {
			wg.Go(func() {
				_, secret, err := s.kit.Webhooks.RotateSecret(s.owner, wh.ID)
				if err != nil {
					t.Error(err)
				}
				secrets[i] = secret
			})
		}
		wg.Wait()
		if res, err := s.kit.Webhooks.Test(s.owner, wh.ID); err != nil || !res.Delivered {
			t.Fatalf("test: %+v %v", res, err)
		}
		h := http.Header{}
		h.Set("webhook-signature", got[0])
		h.Set("webhook-id", got[1])
		h.Set("webhook-timestamp", got[2])
		for _, secret := range secrets {
			v, err := standardwebhooks.NewWebhook(secret)
			if err != nil {
				t.Fatal(err)
			}
			if err := v.Verify(bodies[0], h); err != nil {
				t.Errorf("a secret a rotation returned does not sign: %v", err)
			}
		}
	})
}

// TestRedirectIsNotFollowed answers a delivery with 302 to another
// receiver: the redirect is a failure and nothing reaches the other.
func TestRedirectIsNotFollowed(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		s := newStack(t, db, true, nil)
		var hits atomic.Int32
		elsewhere := httptest.NewServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { hits.Add(1) }))
		t.Cleanup(elsewhere.Close)
		srv := httptest.NewServer(http.RedirectHandler(elsewhere.URL+"/moved", http.StatusFound))
		t.Cleanup(srv.Close)
		wh, _, err := s.kit.Webhooks.Create(s.owner, webhooks.NewWebhook{URL: srv.URL, Events: webhooks.Events})
		if err != nil {
			t.Fatal(err)
		}
		res, err := s.kit.Webhooks.Test(s.owner, wh.ID)
		if err != nil {
			t.Fatal(err)
		}
		if res.Delivered || res.ResponseStatus == nil || *res.ResponseStatus != http.StatusFound || hits.Load() != 0 {
			t.Errorf("a 302: %+v, %d requests elsewhere", res, hits.Load())
		}
	})
}

// TestRotatedSecretStopsSigningAfterADay rotates a webhook's secret: the
// replaced secret signs beside the new one for RotationOverlap, and no
// longer after.
func TestRotatedSecretStopsSigningAfterADay(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		clock := &clocktest.Clock{}
		s := startStack(t, nil, app.Config{DB: db, WebhookAllowPrivate: true, Now: clock.Now})
		var mu sync.Mutex
		var last http.Header
		var body []byte
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			b, _ := io.ReadAll(r.Body)
			mu.Lock()
			defer mu.Unlock()
			last, body = r.Header.Clone(), b
		}))
		t.Cleanup(srv.Close)
		wh, _, err := s.kit.Webhooks.Create(s.owner, webhooks.NewWebhook{URL: srv.URL, Events: webhooks.Events})
		if err != nil {
			t.Fatal(err)
		}
		_, secret, err := s.kit.Webhooks.RotateSecret(s.owner, wh.ID)
		if err != nil {
			t.Fatal(err)
		}
		signatures := func() string {
			t.Helper()
			if res, err := s.kit.Webhooks.Test(s.owner, wh.ID); err != nil || !res.Delivered {
				t.Fatalf("test: %+v %v", res, err)
			}
			mu.Lock()
			defer mu.Unlock()
			ts, err := strconv.ParseInt(last.Get("webhook-timestamp"), 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			mine, err := webhooks.Sign([]string{secret}, last.Get("webhook-id"), ts, body)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Contains(strings.Fields(last.Get("webhook-signature")), mine) {
				t.Errorf("the new secret does not sign: %q", last.Get("webhook-signature"))
			}
			return last.Get("webhook-signature")
		}
		if sig := signatures(); strings.Count(sig, "v1,") != 2 {
			t.Errorf("within the overlap: %q, want two signatures", sig)
		}
		clock.Advance(webhooks.RotationOverlap + time.Second)
		if sig := signatures(); strings.Count(sig, "v1,") != 1 {
			t.Errorf("after the overlap: %q, want the new secret's only", sig)
		}
	})
}

// TestDeliveryInterruptedByDiscard discards the deliveries while one is
// under way to a receiver that does not answer (feedbackd jobs discard
// --force on a running instance): the instance interrupts the delivery,
// which it logs as the cancellation of its job, not as a stop, and the
// delivery stays discarded.
func TestDeliveryInterruptedByDiscard(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		receiver, arrived, release := hangingReceiver(t, 10)
		var logs logtest.Buffer
		s := newLoggedStack(t, db, true, nil, slog.New(slog.NewTextHandler(&logs, nil)))
		t.Cleanup(release) // before the App closes
		wh, _, err := s.kit.Webhooks.Create(s.owner, webhooks.NewWebhook{URL: receiver.URL,
			Events: []webhooks.EventType{webhooks.EventFeedbackCreated}})
		if err != nil {
			t.Fatal(err)
		}
		s.submit(t, "the receiver hangs")
		select {
		case <-arrived:
		case <-time.After(30 * time.Second):
			t.Fatal("the delivery did not reach the receiver")
		}
		d, err := s.kit.DiscardDeliveries(context.Background())
		if err != nil || d.Webhooks != 1 {
			t.Fatalf("discarded %+v (%v), want the delivery under way", d, err)
		}
		jobstest.WaitIdle(t, db)
		if n := strings.Count(logs.String(), "webhooks: delivery interrupted by the cancellation of its job, not retried"); n != 1 ||
			strings.Contains(logs.String(), "by the stop") {
			t.Errorf("%d warnings of the interrupted delivery, want 1 and none of a stop:\n%s", n, logs.String())
		}
		p, err := s.kit.Webhooks.Deliveries(s.owner, wh.ID, feedbackkit.PageRequest{})
		if err != nil {
			t.Fatal(err)
		}
		if len(p.Data) != 1 || p.Data[0].Status != webhooks.DeliveryFailed || p.Data[0].Error != webhooks.Discarded {
			t.Errorf("deliveries after the discard: %+v, want the one discarded", p.Data)
		}
	})
}
