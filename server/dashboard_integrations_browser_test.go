package server_test

import (
	"context"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// TestDashboardIntegrationsBrowser drives the integrations screen in
// headless Chromium on both databases: an admin connects the fake
// tracker through its OAuth flow in the browser: the connect form's post
// leads to the hand-off page, whose link (followed by keyboard without
// JavaScript, at once with it) leads to the tracker's authorization
// endpoint, which redirects to its consent page on another site (denying
// first, then allowing); then the admin picks a project, sets a room's settings by keyboard, runs the test, sees the
// ticket of a serious concern listed, and disconnects. Each screen is
// checked with axe-core, on a desktop's and a phone's width.
func TestDashboardIntegrationsBrowser(t *testing.T) {
	for _, d := range dbtest.Dialects {
		t.Run(d, func(t *testing.T) {
			t.Parallel() // with a Chromium of its own, see newBrowser
			browser := newBrowser(t)
			// The tracker's callback comes back to the server the browser
			// reaches: its base URL is the listener's.
			ln := loopback(t)
			base := "http://" + ln.Addr().String()
			e := newTrackerEnv(t, d, func(c *app.Config) { c.BaseURL = base })
			// The tracker's authorization endpoint redirects to its
			// consent page on another site (localhost, not 127.0.0.1): no
			// form post's navigation may lead there (form-action governs
			// every redirect that follows a post), and the way back is a
			// cross-site navigation, on which the session and flow cookies
			// (SameSite=Lax) go.
			e.tracker.AskConsent(true)
			e.serveOn(t, ln)
			org, owner := e.newOrg("acme")
			e.uncap(org)
			e.createRoom(owner, "Lab", false)

			ctx := tab(t, browser, desktop)
			run(t, ctx, chromedp.Navigate(base+"/settings/integrations"), chromedp.WaitVisible(chromedp.ID("email")),
				chromedp.SendKeys(chromedp.ID("email"), owner.User.Email),
				chromedp.SendKeys(chromedp.ID("password"), owner.Password+kb.Enter),
				chromedp.WaitVisible(chromedp.ID("tracker-name")))
			checkAxe(t, ctx, "integrations, none yet")
			screenshot(t, ctx, "dashboard-integrations-connect-desktop")

			// Without JavaScript, the hand-off page waits for its link,
			// followed here by keyboard; denied at the tracker: back on the
			// screen, which says so.
			runScripts(t, ctx, false)
			run(t, ctx, chromedp.Click(chromedp.CSS(`form[action$="/tracker/connect"] button`)), chromedp.WaitVisible(chromedp.ID("authorize")))
			runScripts(t, ctx, true)
			checkAxe(t, ctx, "hand-off")
			fitsWidth(t, ctx, "hand-off")
			run(t, ctx, chromedp.Focus(chromedp.ID("authorize")), chromedp.KeyEvent(kb.Enter), chromedp.WaitVisible(chromedp.ID("deny")),
				chromedp.Click(chromedp.ID("deny")), chromedp.WaitVisible(chromedp.CSS(".alert")))
			if got := text(t, ctx, ".alert"); !strings.Contains(got, "did not authorize the connection (access_denied)") {
				t.Errorf("denied: %q", got)
			}
			checkAxe(t, ctx, "integrations, denied")

			// Allowed: connected.
			run(t, ctx, chromedp.Click(chromedp.CSS(`form[action$="/tracker/connect"] button`)), chromedp.WaitVisible(chromedp.ID("allow")),
				chromedp.Click(chromedp.ID("allow")), chromedp.WaitVisible(chromedp.ID("choose-projects")))
			if got := text(t, ctx, ".notice"); !strings.Contains(got, "connected to acme") {
				t.Errorf("connected: %q", got)
			}
			if got := text(t, ctx, "#tracker-status"); got != "connected" {
				t.Errorf("status %q", got)
			}

			// A project, by keyboard: the select, then Enter on Save.
			ctx = tab(t, browser, desktop)
			run(t, ctx, chromedp.Navigate(base+"/settings/integrations"), chromedp.WaitVisible(chromedp.ID("choose-projects")),
				chromedp.Click(chromedp.ID("choose-projects")), chromedp.WaitVisible(chromedp.ID("project")))
			checkAxe(t, ctx, "projects")
			screenshot(t, ctx, "dashboard-integrations-projects-desktop")
			run(t, ctx, chromedp.SetValue(chromedp.ID("project"), "OPS"), chromedp.Click(chromedp.CSS(`input[name=autoCreate]`)),
				chromedp.Click(chromedp.CSS(`main form button[type=submit]`)), chromedp.WaitVisible(chromedp.ID("tracker-project")))
			if got := text(t, ctx, "#tracker-project"); got != "OPS" {
				t.Errorf("project %q", got)
			}

			// The room's settings, by keyboard.
			run(t, ctx, chromedp.Click(chromedp.CSS(`#rooms a`)), chromedp.WaitVisible(chromedp.ID("room-project")))
			checkAxe(t, ctx, "room tracker settings")
			run(t, ctx, chromedp.Focus(chromedp.ID("room-project")), chromedp.KeyEvent("SAFE"+kb.Tab+"SAFE-7"+kb.Tab+" "+kb.Tab+kb.Enter),
				chromedp.WaitVisible(chromedp.CSS(".notice")))
			if got := text(t, ctx, "#rooms tbody"); !strings.Contains(got, "SAFE") || !strings.Contains(got, "SAFE-7") || !strings.Contains(got, "yes") {
				t.Errorf("rooms: %q", got)
			}

			// The test, then a serious concern's ticket.
			run(t, ctx, chromedp.Click(chromedp.CSS(`form[action$="/test"] button`)), chromedp.WaitVisible(chromedp.ID("test-title")))
			if got := text(t, ctx, "#test-title"); got != "Test passed" {
				t.Errorf("test: %q: %q", got, text(t, ctx, "#test-message"))
			}
			id := e.trackerAPI(t, owner)[0].(map[string]any)["_id"].(string)
			e.submitConcern(t, owner, "Lab")
			e.waitStat(t, owner, id, "ticketsCreated", 1)
			ctx = tab(t, browser, desktop)
			run(t, ctx, chromedp.Navigate(base+"/settings/integrations"), chromedp.WaitVisible(chromedp.ID("tickets-title")))
			if got := text(t, ctx, "#tickets table"); !strings.Contains(got, "SAFE-1") || !strings.Contains(got, "Lab") {
				t.Errorf("tickets: %q", got)
			}
			checkAxe(t, ctx, "integrations")
			screenshot(t, ctx, "dashboard-integrations-desktop")

			// A phone's width.
			for _, p := range []struct{ path, name string }{
				{"/settings/integrations", "integrations"}, {"/settings/integrations/tracker/projects", "projects"},
			} {
				small := tab(t, browser, phone)
				run(t, small, chromedp.Navigate(base+p.path), chromedp.WaitVisible(chromedp.ID("main")))
				fitsWidth(t, small, p.name+" on a phone")
				checkAxe(t, small, p.name+" on a phone")
			}
			small := tab(t, browser, phone)
			run(t, small, chromedp.Navigate(base+"/settings/integrations"), chromedp.WaitVisible(chromedp.ID("tickets-title")))
			screenshot(t, small, "dashboard-integrations-phone")

			// Disconnect, after the confirmation.
			run(t, small, chromedp.Click(chromedp.CSS(`a[href$="/disconnect"]`)), chromedp.WaitVisible(chromedp.CSS(`button.danger`)))
			checkAxe(t, small, "disconnect")
			fitsWidth(t, small, "disconnect")
			run(t, small, chromedp.Click(chromedp.CSS(`button.danger`)), chromedp.WaitVisible(chromedp.ID("tracker-name")))
			if got := text(t, small, ".notice"); !strings.Contains(got, "disconnected") {
				t.Errorf("disconnected: %q", got)
			}
			if list := e.trackerAPI(t, owner); len(list) != 0 {
				t.Errorf("after disconnecting: %v", list)
			}
		})
	}
}

// runScripts lets the pages of the tab ctx run their scripts (on) or not,
// from the next page on.
func runScripts(t *testing.T, ctx context.Context, on bool) {
	t.Helper()
	if _, err := chromedp.Call(ctx, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: !on}); err != nil {
		t.Fatal(err)
	}
}
