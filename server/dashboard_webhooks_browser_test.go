package server_test

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// TestDashboardWebhooksBrowser drives the webhooks' pages in headless
// Chromium on a phone's width, on both databases: an admin adds a webhook
// by keyboard, copies the secret shown once, sends a test the receiver
// verifies with it, and sees the delivery in the log. Each screen is
// checked with axe-core and for its width.
func TestDashboardWebhooksBrowser(t *testing.T) {
	for _, d := range dbtest.Dialects {
		t.Run(d, func(t *testing.T) {
			t.Parallel() // with a Chromium of its own, see newBrowser
			browser := newBrowser(t)
			e := newEnv(t, appDB(t, d), withWebhooks)
			_, owner := e.newOrg("acme")
			rcv := newWebhookReceiver(t)
			base := e.serve(t)

			ctx := tab(t, browser, phone)
			signIn(t, ctx, base, "/webhooks", owner, "wh-url")
			checkAxe(t, ctx, "webhooks")
			fitsWidth(t, ctx, "webhooks")

			// By keyboard: the URL, then the description, Enter submits
			// (every event is checked, the standard format selected).
			run(t, ctx, chromedp.Focus(chromedp.ID("wh-url")), chromedp.KeyEvent(rcv.url("/signed")),
				chromedp.KeyEvent(kb.Tab+kb.Tab+kb.Tab+kb.Tab+kb.Tab), chromedp.KeyEvent("Keyboard receiver"+kb.Enter),
				chromedp.WaitVisible(chromedp.ID("secret")))
			secret := eval[string](t, ctx, `document.getElementById("secret").value`)
			if !strings.HasPrefix(secret, "whsec_") {
				t.Fatalf("secret %q", secret)
			}
			if got := eval[string](t, ctx, `document.getElementById("wh-description").value`); got != "Keyboard receiver" {
				t.Errorf("description %q", got)
			}
			run(t, ctx, chromedp.Click(chromedp.CSS(`button[data-copy=secret]`)))
			// (The copy is written to the clipboard, then the button says so.)
			waitTrue(t, ctx, `document.querySelector("button[data-copy=secret]").firstChild.nodeValue !== "Copy "`)
			if got := eval[string](t, ctx, `document.querySelector("button[data-copy=secret]").textContent`); got != "Copied the signing secret" {
				t.Errorf("copy button says %q", got)
			}
			checkAxe(t, ctx, "created webhook")
			fitsWidth(t, ctx, "created webhook")
			screenshot(t, ctx, "dashboard-webhook-created-phone")

			// A test, verified by the receiver with the secret copied.
			rcv.setSecrets("/signed", secret)
			run(t, ctx, chromedp.Click(chromedp.CSS(`form[action$="/test"] button`)), chromedp.WaitVisible(chromedp.ID("test-title")))
			if got := text(t, ctx, "#test-title"); got != "Test delivered" {
				t.Errorf("test: %q (bad signatures %v)", got, rcv.badSigs)
			}
			if got := text(t, ctx, "#deliveries table"); !strings.Contains(got, "delivered") || !strings.Contains(got, "200") {
				t.Errorf("deliveries: %q", got)
			}
			if n := len(rcv.bodies("/signed")); n != 1 {
				t.Errorf("the receiver got %d requests", n)
			}
			checkAxe(t, ctx, "tested webhook")
			fitsWidth(t, ctx, "tested webhook")
			screenshot(t, ctx, "dashboard-webhook-phone")

			list := tab(t, browser, phone)
			run(t, list, chromedp.Navigate(base+"/webhooks"), chromedp.WaitVisible(chromedp.ID("main")))
			if got := text(t, list, ".rooms"); !strings.Contains(got, "Last delivery: delivered (HTTP 200)") {
				t.Errorf("list: %q", got)
			}
			checkAxe(t, list, "webhooks list")
			fitsWidth(t, list, "webhooks list")
			screenshot(t, list, "dashboard-webhooks-phone")
		})
	}
}
