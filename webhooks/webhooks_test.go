package webhooks_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
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
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/jobs/jobstest"
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
	kit   *app.App
	owner context.Context // acts as the owner of org
	org   *orgs.Organization
	user  *identity.User
}

// newStack starts an App on db; with org nil it creates an organization
// with an owner and a room "Lobby", else it joins org's stack (another
// instance on the same database).
func newStack(t *testing.T, db *bun.DB, allowPrivate bool, join *stack) *stack {
	t.Helper()
	ctx := context.Background()
	retries := make([]time.Duration, 20)
	for i := range retries {
		retries[i] = jobstest.RetryDelay
	}
	kit, err := app.New(ctx, app.Config{DB: db, BlobURL: "mem://", Secret: "webhooks-test-secret-0123456789",
		JobPollInterval: jobstest.PollInterval, WebhookAllowPrivate: allowPrivate, WebhookRetrySchedule: retries})
	if err != nil {
		t.Fatal(err)
	}
	if err := kit.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if err := kit.Close(ctx); err != nil {
			t.Errorf("close: %v", err)
		}
	})
	s := &stack{kit: kit}
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

// TestTwoInstancesDeliverEachEventOnce runs two feedbackd instances on one
// database, each with its job client: every event reaches a healthy
// receiver once; events queued while the receiver is down are all
// delivered, once, when it is back.
func TestTwoInstancesDeliverEachEventOnce(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		a := newStack(t, db, true, nil)
		b := newStack(t, db, true, a)
		rcv := &counter{ok: map[string]int{}, subjects: map[string]string{}}
		srv := httptest.NewServer(rcv)
		t.Cleanup(srv.Close)
		wh, secret, err := a.kit.Webhooks.Create(a.owner, webhooks.NewWebhook{URL: srv.URL, Events: []webhooks.EventType{webhooks.EventFeedbackCreated}})
		if err != nil {
			t.Fatal(err)
		}
		rcv.mu.Lock()
		rcv.secret = secret
		rcv.mu.Unlock()

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

		rcv.mu.Lock()
		defer rcv.mu.Unlock()
		if len(rcv.bad) != 0 {
			t.Errorf("bad signatures: %v", rcv.bad)
		}
		got := map[string]int{}
		for id, n := range rcv.ok {
			if n != 1 {
				t.Errorf("delivery %s received %d times", id, n)
			}
			got[rcv.subjects[id]]++
		}
		for item := range items {
			if got[item] != 1 {
				t.Errorf("item %s delivered %d times", item, got[item])
			}
		}
		if len(got) != len(items) || rcv.failed < 20 {
			t.Errorf("%d items delivered of %d; %d failed attempts", len(got), len(items), rcv.failed)
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
