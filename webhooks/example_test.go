package webhooks_test

import (
	"context"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/webhooks"
)

// Example registers a webhook for new feedback and sends it a test event.
// The receiver checks the signature with the secret Create returned, as
// every receiver must. Real events are delivered by the background jobs
// that App.Start runs.
func Example() {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "webhooks-example")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	// The receiver is on this machine: a real server refuses loopback and
	// private targets unless WebhookAllowPrivate is set.
	kit, err := app.New(ctx, app.Config{DatabaseURL: "sqlite://" + filepath.Join(dir, "example.db"), BlobURL: "mem://",
		WebhookAllowPrivate: true})
	if err != nil {
		log.Fatal(err)
	}
	defer kit.Close(ctx)
	org, owner, err := kit.Orgs.CreateOrganization(ctx, orgs.NewOrganization{Name: "Acme", Subdomain: "acme",
		Owner: identity.NewUser{Email: "ada@acme.example", Password: "correct horse battery"}})
	if err != nil {
		log.Fatal(err)
	}
	asOwner := identity.WithPrincipal(ctx, &identity.Principal{UserID: owner.ID, OrgID: org.ID, Role: feedbackkit.RoleOwner})

	var secret string
	receiver := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		want, _ := webhooks.Sign([]string{secret}, r.Header.Get(webhooks.HeaderID), mustInt(r.Header.Get(webhooks.HeaderTimestamp)), body)
		fmt.Println("signature valid:", r.Header.Get(webhooks.HeaderSignature) == want)
	}))
	defer receiver.Close()

	// An event that does not exist is refused.
	_, _, err = kit.Webhooks.Create(asOwner, webhooks.NewWebhook{URL: receiver.URL, Events: []webhooks.EventType{"feedback.deleted"}})
	fmt.Println(feedbackkit.ErrorCode(err))
	wh, secret, err := kit.Webhooks.Create(asOwner, webhooks.NewWebhook{URL: receiver.URL + "/feedback", Events: []webhooks.EventType{webhooks.EventFeedbackCreated}})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(wh.Events, wh.Format, wh.Enabled)
	res, err := kit.Webhooks.Test(asOwner, wh.ID)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("delivered:", res.Delivered, *res.ResponseStatus)
	// Output:
	// VALIDATION_FAILED
	// [feedback.created] standard true
	// signature valid: true
	// delivered: true 200
}

func mustInt(s string) int64 {
	var n int64
	if _, err := fmt.Sscan(s, &n); err != nil {
		log.Fatal(err)
	}
	return n
}
