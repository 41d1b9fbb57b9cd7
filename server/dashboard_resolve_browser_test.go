package server_test

import (
	"context"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// TestDashboardResolveForAdminsOnly drives the concerns queue and the
// inbox in headless Chromium on both databases: an admin sees the
// Resolve and Mark unresolved buttons of a serious concern and uses them;
// a user, whom POST /api/feedback/{id}/resolve refuses, sees the same
// concern without either button.
func TestDashboardResolveForAdminsOnly(t *testing.T) {
	for _, d := range dbtest.Dialects {
		t.Run(d, func(t *testing.T) {
			t.Parallel() // with a Chromium of its own, see newBrowser
			browser := newBrowser(t)
			e := newEnv(t, appDB(t, d))
			w := fbSetup(t, e)
			e.fbAdd(w.ownerID, "Lobby", "I was harassed by another student after class", "negative")
			base := e.serve(t)
			buttons := `Array.from(document.querySelectorAll(".item-actions button")).map(b => b.textContent).join("|")`
			// Each member has a browser context of their own, and one tab.
			admin := tab(t, browser, desktop)
			signInTo(t, admin, base, w.admin)
			user := privateTab(t, browser, desktop)
			signInTo(t, user, base, w.ulf)
			if eval[bool](t, user, `!!document.querySelector('a[href="/flagged"]')`) || !eval[bool](t, admin, `!!document.querySelector('a[href="/flagged"]')`) {
				t.Fatal("the tabs do not have the sessions of a user and of an admin")
			}
			// see opens path in the tab ctx and returns the text of its
			// items and of their buttons.
			see := func(ctx context.Context, path string) (items, labels string) {
				t.Helper()
				run(t, ctx, chromedp.Navigate(base+path), chromedp.WaitVisible(chromedp.CSS(".items")))
				return text(t, ctx, ".items"), eval[string](t, ctx, buttons)
			}

			for _, path := range []string{"/concerns?resolved=false", "/inbox"} {
				if items, labels := see(user, path); !strings.Contains(items, "harassed") || labels != "" {
					t.Errorf("a user's %s: items %q, buttons %q; want the concern without a button", path, items, labels)
				}
				if items, labels := see(admin, path); !strings.Contains(items, "harassed") || labels != "Resolve" {
					t.Errorf("an admin's %s: items %q, buttons %q; want the concern with Resolve", path, items, labels)
				}
			}

			// The admin resolves it; the user still sees no button.
			run(t, admin, chromedp.Navigate(base+"/concerns?resolved=false"), chromedp.WaitVisible(chromedp.CSS(".items")),
				chromedp.Click(chromedp.CSS(".item-actions button")), chromedp.WaitVisible(chromedp.CSS(".notice")))
			for _, path := range []string{"/concerns?resolved=true", "/inbox"} {
				if items, labels := see(user, path); !strings.Contains(items, "resolved") || labels != "" {
					t.Errorf("a user's %s: items %q, buttons %q; want the resolved concern without a button", path, items, labels)
				}
				if items, labels := see(admin, path); !strings.Contains(items, "resolved") || labels != "Mark unresolved" {
					t.Errorf("an admin's %s: items %q, buttons %q; want the resolved concern with Mark unresolved", path, items, labels)
				}
			}
		})
	}
}

// signInTo signs m in on the tab ctx, from the concerns queue's sign-in
// page, and waits for the queue.
func signInTo(t *testing.T, ctx context.Context, base string, m *member) {
	t.Helper()
	run(t, ctx, chromedp.Navigate(base+"/concerns"), chromedp.WaitVisible(chromedp.ID("email")),
		chromedp.SendKeys(chromedp.ID("email"), m.User.Email),
		chromedp.SendKeys(chromedp.ID("password"), m.Password+kb.Enter),
		chromedp.WaitVisible(chromedp.CSS(".items")))
}
