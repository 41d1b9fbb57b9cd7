package main

import (
	"context"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/webhooks"
)

// TestReceiver registers the receiver as a webhook of a real feedbackkit
// and sends it a test event: the signature verifies and the event is
// handled once; a request with a wrong signature is refused.
func TestReceiver(t *testing.T) {
	ctx := context.Background()
	kit, err := app.New(ctx, app.Config{DatabaseURL: "sqlite://" + filepath.Join(t.TempDir(), "db"), BlobURL: "mem://",
		WebhookAllowPrivate: true})
	if err != nil {
		t.Fatal(err)
	}
	defer kit.Close(ctx)
	org, owner, err := kit.Orgs.CreateOrganization(ctx, orgs.NewOrganization{Name: "Acme", Subdomain: "acme",
		Owner: identity.NewUser{Email: "ada@acme.example", Password: "correct horse battery"}})
	if err != nil {
		t.Fatal(err)
	}
	asOwner := identity.WithPrincipal(ctx, &identity.Principal{UserID: owner.ID, OrgID: org.ID, Role: feedbackkit.RoleOwner})

	var mu sync.Mutex
	var got []event
	// The receiver needs the secret, which the webhook's creation gives.
	var handler atomic.Pointer[receiver]
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { handler.Load().ServeHTTP(w, r) }))
	defer srv.Close()
	wh, secret, err := kit.Webhooks.Create(asOwner, webhooks.NewWebhook{URL: srv.URL, Events: webhooks.Events})
	if err != nil {
		t.Fatal(err)
	}
	rc, err := newReceiver(secret, func(e event) {
		mu.Lock()
		defer mu.Unlock()
		got = append(got, e)
	})
	if err != nil {
		t.Fatal(err)
	}
	handler.Store(rc)

	res, err := kit.Webhooks.Test(asOwner, wh.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !res.Delivered || *res.ResponseStatus != http.StatusNoContent {
		t.Fatalf("test send: %+v", res)
	}
	if len(got) != 1 || got[0].Type != "webhook.test" || !strings.Contains(string(got[0].Data), wh.ID) {
		t.Fatalf("handled %+v", got)
	}

	forged := httptest.NewRequest("POST", "/", strings.NewReader(`{"type":"feedback.created"}`))
	forged.Header.Set("webhook-id", "x")
	forged.Header.Set("webhook-timestamp", "1700000000")
	forged.Header.Set("webhook-signature", "v1,AAAA")
	rec := httptest.NewRecorder()
	rc.ServeHTTP(rec, forged)
	if rec.Code != http.StatusUnauthorized || len(got) != 1 {
		t.Errorf("a forged request: %d, %d events handled", rec.Code, len(got))
	}
	if _, err := newReceiver("", nil); err == nil {
		t.Error("a receiver without a secret")
	}
}
