package server_test

import (
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// TestDashboardAdminBrowser drives the administration screens in headless
// Chromium on both databases: the owner invites a member by keyboard, the
// invitee opens the emailed link in a browser context of their own and
// joins; the settings, API keys (a key made and its secret shown) and the
// signed-out pages (forgot and reset password, the invitation) are checked
// with axe-core, on a phone's and a desktop's width.
func TestDashboardAdminBrowser(t *testing.T) {
	for _, d := range dbtest.Dialects {
		t.Run(d, func(t *testing.T) {
			t.Parallel() // with a Chromium of its own, see newBrowser
			browser := newBrowser(t)
			e := newEnv(t, appDB(t, d))
			org, owner := e.newOrg("acme")
			e.uncap(org)
			e.addMember(org, "uma@acme.test", "user")
			base := e.serve(t)

			ctx := tab(t, browser, desktop)
			signIn(t, ctx, base, "/login", owner, "new-room")

			// Invite by keyboard.
			ctx = tab(t, browser, desktop)
			run(t, ctx, chromedp.Navigate(base+"/members"), chromedp.WaitVisible(chromedp.ID("invite-email")),
				chromedp.Focus(chromedp.ID("invite-email")), chromedp.SendKeys(chromedp.ID("invite-email"), "new@acme.test"+kb.Enter))
			waitLocation(t, ctx, "done=")
			run(t, ctx, chromedp.WaitVisible(chromedp.CSS(".notice")))
			if got := text(t, ctx, "#main"); !strings.Contains(got, "new@acme.test") {
				t.Fatalf("members after the invitation: %q", got)
			}
			checkAxe(t, ctx, "members")
			screenshot(t, ctx, "dashboard-members-desktop")

			// Settings and API keys.
			ctx = tab(t, browser, desktop)
			run(t, ctx, chromedp.Navigate(base+"/settings"), chromedp.WaitVisible(chromedp.ID("concern-text")),
				chromedp.SendKeys(chromedp.ID("concern-text"), "I was harassed by another student after class"),
				chromedp.Click(chromedp.CSS(`form[action="/settings/test-concern"] button`)), chromedp.WaitVisible(chromedp.ID("verdict")))
			if got := text(t, ctx, "#verdict"); !strings.Contains(got, "A serious concern") {
				t.Errorf("verdict %q", got)
			}
			checkAxe(t, ctx, "settings")
			screenshot(t, ctx, "dashboard-settings-desktop")
			ctx = tab(t, browser, desktop)
			run(t, ctx, chromedp.Navigate(base+"/keys"), chromedp.WaitVisible(chromedp.ID("key-name")),
				chromedp.SendKeys(chromedp.ID("key-name"), "Reporting"+kb.Enter), chromedp.WaitVisible(chromedp.ID("secret")))
			if secret := eval[string](t, ctx, `document.getElementById("secret").value`); !strings.HasPrefix(secret, "fk_") {
				t.Errorf("secret %q", secret)
			}
			checkAxe(t, ctx, "API keys")
			screenshot(t, ctx, "dashboard-keys-desktop")

			// On a phone.
			for _, p := range []struct{ path, name string }{{"/members", "members"}, {"/settings", "settings"}, {"/keys", "keys"}} {
				small := tab(t, browser, phone)
				run(t, small, chromedp.Navigate(base+p.path), chromedp.WaitVisible(chromedp.ID("main")))
				fitsWidth(t, small, p.name+" on a phone")
				checkAxe(t, small, p.name+" on a phone")
				screenshot(t, small, "dashboard-"+p.name+"-phone")
			}

			// The invitee joins in a browser context of their own.
			link, err := url.Parse(e.smtp.WaitFor(t, "new@acme.test", 10*time.Second).FindLink(baseURL + "/invite?token="))
			if err != nil {
				t.Fatal(err)
			}
			inviteeCtx, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
			t.Cleanup(cancel)
			invitee := tab(t, inviteeCtx, phone)
			run(t, invitee, chromedp.Navigate(base+link.RequestURI()), chromedp.WaitVisible(chromedp.ID("password")))
			checkAxe(t, invitee, "invitation")
			fitsWidth(t, invitee, "invitation on a phone")
			screenshot(t, invitee, "dashboard-invite-phone")
			run(t, invitee, chromedp.SendKeys(chromedp.ID("name"), "Nora"),
				chromedp.SendKeys(chromedp.ID("password"), "nora-password-1"+kb.Enter),
				chromedp.WaitVisible(chromedp.ID("new-room")))
			if got := text(t, invitee, ".notice"); !strings.Contains(got, "member now") {
				t.Errorf("after joining: %q", got)
			}

			// The signed-out pages.
			guest := tab(t, inviteeCtx, desktop)
			for _, p := range []struct{ path, name string }{{"/forgot-password", "forgot"}, {"/reset-password?token=x", "reset"}} {
				run(t, guest, chromedp.Navigate(base+p.path), chromedp.WaitVisible(chromedp.ID("main")))
				checkAxe(t, guest, p.name)
				screenshot(t, guest, "dashboard-"+p.name+"-desktop")
			}
		})
	}
}
