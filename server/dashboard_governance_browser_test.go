package server_test

import (
	"context"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// TestDashboardGovernanceBrowser drives the screens of the organization's
// data in headless Chromium on both databases: the owner changes the
// retention by keyboard, previews and saves the privacy notice, filters
// the audit log, downloads the export with the browser's session, and
// deletes the organization, landing signed out on a page that says so.
// Every screen is checked with axe-core, on a phone's and a desktop's
// width.
func TestDashboardGovernanceBrowser(t *testing.T) {
	for _, d := range dbtest.Dialects {
		t.Run(d, func(t *testing.T) {
			t.Parallel() // with a Chromium of its own, see newBrowser
			browser := newBrowser(t)
			e := newEnv(t, appDB(t, d))
			org, owner := e.newOrg("acme")
			e.uncap(org)
			e.addMember(org, "ada@acme.test", "admin")
			base := e.serve(t)

			ctx := tab(t, browser, desktop)
			signIn(t, ctx, base, "/login", owner, "new-room")

			// The retention, by keyboard.
			ctx = tab(t, browser, desktop)
			run(t, ctx, chromedp.Navigate(base+"/data"), chromedp.WaitVisible(chromedp.ID("feedback-days")),
				chromedp.Focus(chromedp.ID("feedback-days")), chromedp.SendKeys(chromedp.ID("feedback-days"), "30"+kb.Enter))
			waitLocation(t, ctx, "done=retention-saved")
			run(t, ctx, chromedp.WaitVisible(chromedp.CSS(".notice")))
			if got := eval[string](t, ctx, `document.getElementById("feedback-days").value`); got != "30" {
				t.Errorf("feedback kept %q days", got)
			}
			if got := text(t, ctx, "#preview"); !strings.Contains(got, "kept for 30 days") {
				t.Errorf("the line respondents see: %q", got)
			}

			// The privacy notice: previewed, then saved.
			words := "Answers are anonymous; Acme keeps them a month."
			run(t, ctx, chromedp.SendKeys(chromedp.ID("notice"), words),
				chromedp.Click(chromedp.CSS(`button[name="preview"]`)))
			waitLocation(t, ctx, "/data/privacy-notice")
			run(t, ctx, chromedp.WaitVisible(chromedp.ID("preview")))
			waitTrue(t, ctx, `document.getElementById("preview").textContent.includes("not saved yet")`)
			if got := text(t, ctx, "#preview"); !strings.Contains(got, words) {
				t.Errorf("preview %q", got)
			}
			checkAxe(t, ctx, "data, previewing")
			run(t, ctx, chromedp.Click(chromedp.CSS(`form[action="/data/privacy-notice"] button:not([name])`)))
			waitLocation(t, ctx, "done=privacy-notice-saved")
			run(t, ctx, chromedp.WaitVisible(chromedp.CSS(".notice")))
			if got := text(t, ctx, "#preview"); !strings.Contains(got, "Respondents see") || !strings.Contains(got, words) {
				t.Errorf("saved notice %q", got)
			}
			checkAxe(t, ctx, "data")
			screenshot(t, ctx, "dashboard-data-desktop")

			// The export, downloaded with the browser's session.
			got, err := chromedp.Run(ctx, chromedp.Evaluate[string](`fetch(document.querySelector('a[download][href$="/api/organization/export"]').href)
				.then(r => r.arrayBuffer().then(b => r.status + " " + r.headers.get("Content-Type") + " " + String.fromCharCode(...new Uint8Array(b).slice(0, 2))))`,
				chromedp.EvalAwaitPromise))
			if err != nil || got != "200 application/zip PK" {
				t.Errorf("the export: %q %v", got, err)
			}

			// The audit log, filtered.
			ctx = tab(t, browser, desktop)
			run(t, ctx, chromedp.Navigate(base+"/audit-log"), chromedp.WaitVisible(chromedp.ID("a-action")))
			if got := text(t, ctx, ".audit"); !strings.Contains(got, "Privacy notice changed") || !strings.Contains(got, "Organization exported") {
				t.Errorf("the log: %q", got)
			}
			run(t, ctx, chromedp.SetValue(chromedp.ID("a-action"), "retention.changed"),
				chromedp.Click(chromedp.CSS(`.filters button`)))
			waitLocation(t, ctx, "action=retention.changed")
			run(t, ctx, chromedp.WaitVisible(chromedp.CSS(".count")))
			if got := text(t, ctx, ".audit"); !strings.Contains(got, "Retention changed") || strings.Contains(got, "Privacy notice changed") ||
				!strings.Contains(got, owner.User.Email) {
				t.Errorf("filtered log: %q", got)
			}
			checkAxe(t, ctx, "audit log")
			screenshot(t, ctx, "dashboard-audit-log-desktop")

			// On a phone.
			for _, p := range []struct{ path, name string }{{"/data", "data"}, {"/audit-log", "audit-log"}, {"/data/delete", "delete-organization"}} {
				small := tab(t, browser, phone)
				run(t, small, chromedp.Navigate(base+p.path), chromedp.WaitVisible(chromedp.ID("main")))
				fitsWidth(t, small, p.name+" on a phone")
				checkAxe(t, small, p.name+" on a phone")
				screenshot(t, small, "dashboard-"+p.name+"-phone")
			}

			// The deletion: a wrong subdomain deletes nothing, the right one
			// everything, and the browser lands signed out.
			ctx = tab(t, browser, desktop)
			run(t, ctx, chromedp.Navigate(base+"/data"), chromedp.WaitVisible(chromedp.ID("danger")),
				chromedp.Click(chromedp.CSS(`a[href="/data/delete"]`)), chromedp.WaitVisible(chromedp.ID("confirm")))
			checkAxe(t, ctx, "deletion")
			screenshot(t, ctx, "dashboard-delete-organization-desktop")
			run(t, ctx, chromedp.SendKeys(chromedp.ID("confirm"), "acm"+kb.Enter), chromedp.WaitVisible(chromedp.CSS(".alert[role=alert]")))
			if got := text(t, ctx, ".alert[role=alert]"); !strings.Contains(got, "nothing is deleted") {
				t.Errorf("wrong subdomain: %q", got)
			}
			if typed := eval[string](t, ctx, `document.getElementById("confirm").value`); typed != "acm" {
				t.Errorf("the refused confirmation is not kept: %q", typed)
			}
			run(t, ctx, chromedp.Evaluate[chromedp.Void](`document.getElementById("confirm").value = ""`),
				chromedp.SendKeys(chromedp.ID("confirm"), "acme"+kb.Enter))
			waitLocation(t, ctx, "/login?done=organization-deleted")
			run(t, ctx, chromedp.WaitVisible(chromedp.CSS(".notice")))
			if got := text(t, ctx, ".notice"); !strings.Contains(got, "deleted") || !strings.Contains(got, "signed out") {
				t.Errorf("after the deletion: %q", got)
			}
			checkAxe(t, ctx, "signed out after the deletion")
			run(t, ctx, chromedp.Navigate(base+"/data"), chromedp.WaitVisible(chromedp.ID("email")))
			if _, err := e.orgs.FindOrganizationBySubdomain(context.Background(), "acme"); err == nil {
				t.Error("the organization is still there")
			}
		})
	}
}
