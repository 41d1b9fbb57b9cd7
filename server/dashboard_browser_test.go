package server_test

import (
	"context"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// axeScript is axe-core (vendored under testdata/axe-core, used by the
// tests only).
var axeScript = func() string {
	b, err := os.ReadFile("testdata/axe-core/axe.min.js")
	if err != nil {
		panic(err)
	}
	return string(b)
}()

// checkAxe runs axe-core on the page of the tab ctx and fails t for any
// serious or critical violation. DevTools evaluation is not bound by the
// page's Content-Security-Policy.
func checkAxe(t *testing.T, ctx context.Context, what string) {
	t.Helper()
	if !eval[bool](t, ctx, `typeof axe === "object"`) {
		run(t, ctx, chromedp.Evaluate[chromedp.Void](axeScript))
	}
	found, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`axe.run(document, {resultTypes: ["violations"]}).then(r =>
		r.violations.filter(v => v.impact === "serious" || v.impact === "critical")
			.map(v => v.id + ": " + v.nodes.map(n => n.target.join(" ")).join(", ")))`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("axe on %s: %v", what, err)
	}
	for _, v := range found {
		t.Errorf("axe on %s: %s", what, v)
	}
}

// TestDashboardBrowser drives the dashboard in headless Chromium on both
// databases: sign in, create a room, submit through the respondent page
// in a second browser context, see it on the live view and in the inbox,
// search for it, resolve a concern, sign out; a user cannot reach an
// admin page by URL. Every screen is checked with axe-core, on a phone's
// and a desktop's width.
func TestDashboardBrowser(t *testing.T) {
	for _, d := range dbtest.Dialects {
		t.Run(d, func(t *testing.T) {
			t.Parallel() // with a Chromium of its own, see newBrowser
			browser := newBrowser(t)
			e := newEnv(t, appDB(t, d))
			w := fbSetup(t, e)
			base := e.serve(t)
			owner := w.owner

			ctx := tab(t, browser, desktop)
			run(t, ctx, chromedp.Navigate(base+"/rooms"), chromedp.WaitVisible(chromedp.ID("email")))
			if p := eval[string](t, ctx, `location.pathname`); p != "/login" {
				t.Fatalf("signed out: at %s", p)
			}
			checkAxe(t, ctx, "sign in")
			screenshot(t, ctx, "dashboard-signin-desktop")
			run(t, ctx, chromedp.SendKeys(chromedp.ID("email"), owner.User.Email),
				chromedp.SendKeys(chromedp.ID("password"), owner.Password+kb.Enter),
				chromedp.WaitVisible(chromedp.ID("new-room")))

			// Create a room by keyboard.
			run(t, ctx, chromedp.Focus(chromedp.ID("new-room")), chromedp.SendKeys(chromedp.ID("new-room"), "Workshop"+kb.Enter),
				chromedp.WaitVisible(chromedp.ID("link")))
			link := eval[string](t, ctx, `document.getElementById("link").value`)
			if !strings.HasSuffix(link, "/r/"+w.ownerID+"/Workshop") {
				t.Fatalf("public link %q", link)
			}
			checkAxe(t, ctx, "room")
			screenshot(t, ctx, "dashboard-room-desktop")
			// Each step has a tab of its own, so that a slow machine spends
			// one tab's time limit on one step only; tabs share the session.
			ctx = tab(t, browser, desktop)
			run(t, ctx, chromedp.Navigate(base+"/rooms"), chromedp.WaitVisible(chromedp.ID("new-room")))
			checkAxe(t, ctx, "rooms")
			screenshot(t, ctx, "dashboard-rooms-desktop")
			// Move a room down by keyboard: the list comes back with the
			// focus on the room, at its button or its entry.
			down := eval[string](t, ctx, `document.querySelector('button[id^="move-down-"]').id`)
			id := strings.TrimPrefix(down, "move-down-")
			run(t, ctx, chromedp.Focus(chromedp.ID(down)), chromedp.KeyEvent(kb.Enter))
			waitLocation(t, ctx, id)
			if got := eval[string](t, ctx, `document.activeElement.id`); got != down && got != "room-"+id {
				t.Errorf("after a move, the focus is on %q, want the moved room %s", got, id)
			}

			// The live view, open on a projector.
			live := tab(t, browser, desktop)
			run(t, live, chromedp.Navigate(base+"/live/Workshop"), chromedp.WaitVisible(chromedp.CSS(".live-empty")))
			checkAxe(t, live, "live view")

			// A respondent, in a browser context of their own, on a phone.
			respondentCtx, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
			t.Cleanup(cancel)
			submit := func(sentiment, text string) {
				t.Helper()
				respondent := tab(t, respondentCtx, phone)
				run(t, respondent, chromedp.Navigate(base+roomPage(w.ownerID, "Workshop")),
					chromedp.Click(chromedp.ID("sentiment-"+sentiment)),
					chromedp.SendKeys(chromedp.ID("feedback"), text),
					chromedp.Click(chromedp.CSS(`form.room button[type=submit]`)), chromedp.WaitVisible(chromedp.ID("thanks-title")))
			}
			submit("positive", "The workshop demo was superb")
			waitTrue(t, live, `document.querySelector(".live-items").textContent.includes("superb")`)
			submit("negative", "I was harassed by another student after class")
			submit("neutral", "Coffee ran out early")
			waitTrue(t, live, `document.querySelector(".live-items").textContent.includes("Coffee ran out")`)
			if eval[bool](t, live, `document.querySelector(".live-items").textContent.includes("harassed")`) {
				t.Error("the live view shows a serious concern")
			}
			// The items the script added name their sentiment in words, and
			// their time as every screen does.
			if got := text(t, live, ".live-items li:first-child .live-meta"); !regexp.MustCompile(`^(positive|neutral|negative) · \d{4}-\d\d-\d\d \d\d:\d\d UTC$`).MatchString(got) {
				t.Errorf("the live view's newest item says %q", got)
			}
			if dt := eval[string](t, live, `document.querySelector(".live-items time").dateTime`); !regexp.MustCompile(`^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$`).MatchString(dt) {
				t.Errorf("the live view's time has the datetime %q", dt)
			}
			screenshot(t, live, "dashboard-live-desktop")
			run(t, live, chromedp.KeyEvent(kb.Tab))
			if c := eval[string](t, live, `document.activeElement.className`); c != "skip" {
				t.Errorf("the live view's first Tab stops at %q, want the skip link", c)
			}

			// The inbox: search for it.
			ctx = tab(t, browser, desktop)
			run(t, ctx, chromedp.Navigate(base+"/inbox"), chromedp.WaitVisible(chromedp.ID("f-q")),
				chromedp.SendKeys(chromedp.ID("f-q"), "superb"+kb.Enter))
			// The search is in the URL of the page of results, once it has
			// replaced the unfiltered inbox.
			waitLocation(t, ctx, "q=superb")
			run(t, ctx, chromedp.WaitVisible(chromedp.CSS(".count")))
			if got := text(t, ctx, ".items"); !strings.Contains(got, "The workshop demo was superb") || strings.Contains(got, "Coffee") {
				t.Errorf("search: %q", got)
			}
			run(t, ctx, chromedp.Navigate(base+"/inbox"), chromedp.WaitVisible(chromedp.CSS(".count")))
			checkAxe(t, ctx, "inbox")
			screenshot(t, ctx, "dashboard-inbox-desktop")

			// Resolve the concern.
			ctx = tab(t, browser, desktop)
			run(t, ctx, chromedp.Navigate(base+"/concerns?resolved=false"), chromedp.WaitVisible(chromedp.CSS(".items")))
			if got := text(t, ctx, ".items"); !strings.Contains(got, "harassed") {
				t.Fatalf("concerns: %q", got)
			}
			checkAxe(t, ctx, "concerns")
			screenshot(t, ctx, "dashboard-concerns-desktop")
			run(t, ctx, chromedp.Click(chromedp.CSS(`.item-actions button`)), chromedp.WaitVisible(chromedp.CSS(".notice")))
			if got := text(t, ctx, ".items"); strings.Contains(got, "harassed") {
				t.Errorf("still unresolved: %q", got)
			}

			for _, p := range []struct{ path, name string }{
				{"/insights", "insights"}, {"/account", "account"}, {"/subscriptions", "subscriptions"}, {"/flagged", "flagged"},
			} {
				ctx = tab(t, browser, desktop)
				run(t, ctx, chromedp.Navigate(base+p.path), chromedp.WaitVisible(chromedp.ID("main")))
				checkAxe(t, ctx, p.name)
				screenshot(t, ctx, "dashboard-"+p.name+"-desktop")
			}

			// A refused rename keeps what was typed and marks the name.
			ctx = tab(t, browser, desktop)
			run(t, ctx, chromedp.Navigate(base+"/rooms/Workshop"), chromedp.WaitVisible(chromedp.ID("name")),
				chromedp.SetValue(chromedp.ID("name"), "Lobby"), chromedp.SetValue(chromedp.ID("header"), "Typed heading"),
				chromedp.Submit(chromedp.ID("name")), chromedp.WaitVisible(chromedp.ID("problem")))
			if !eval[bool](t, ctx, `document.getElementById("name").value === "Lobby" && document.getElementById("header").value === "Typed heading" &&
				document.getElementById("name").getAttribute("aria-invalid") === "true" &&
				document.getElementById("name").getAttribute("aria-describedby") === "problem"`) {
				t.Errorf("refused rename: %q", text(t, ctx, "main"))
			}
			checkAxe(t, ctx, "refused rename")
			// An unknown path: the dashboard's page, with the navigation.
			run(t, ctx, chromedp.Navigate(base+"/nope"), chromedp.WaitVisible(chromedp.ID("main")))
			if h := text(t, ctx, "h1"); h != "Not found" || !eval[bool](t, ctx, `!!document.querySelector('nav a[href="/inbox"]')`) {
				t.Errorf("unknown path: %q", h)
			}
			checkAxe(t, ctx, "unknown path")

			// A phone's width, with a room whose name takes 80 characters
			// in every list and choice of rooms, and the keyboard's first
			// stop.
			e.createRoom(owner, "Introduction to the History of Western Philosophy, from Thales to Wittgenstein I", false)
			small := tab(t, respondentCtx, phone)
			signIn(t, small, base, "/login", w.ulf, "new-room")
			for _, p := range []struct{ path, name string }{
				{"/rooms", "rooms"}, {"/inbox", "inbox"}, {"/insights", "insights"}, {"/subscriptions", "subscriptions"}, {"/rooms/Lobby", "room"},
			} {
				small = tab(t, respondentCtx, phone)
				run(t, small, chromedp.Navigate(base+p.path), chromedp.WaitVisible(chromedp.ID("main")))
				fitsWidth(t, small, p.name+" on a phone")
				checkAxe(t, small, p.name+" on a phone")
				screenshot(t, small, "dashboard-"+p.name+"-phone")
			}
			run(t, small, chromedp.KeyEvent(kb.Tab))
			if c := eval[string](t, small, `document.activeElement.className`); c != "skip" {
				t.Errorf("the first Tab stops at %q, want the skip link", c)
			}
			// A user cannot reach an admin page by URL.
			run(t, small, chromedp.Navigate(base+"/flagged"), chromedp.WaitVisible(chromedp.ID("main")))
			if h := text(t, small, "h1"); h != "Not allowed" {
				t.Errorf("a user's /flagged: %q", h)
			}
			if eval[bool](t, small, `!!document.querySelector('a[href="/flagged"]')`) {
				t.Error("a user's navigation links the flagged queue")
			}

			// Sign out (in a new tab: the first one's time is spent).
			ctx = tab(t, browser, desktop)
			run(t, ctx, chromedp.Navigate(base+"/rooms"), chromedp.WaitVisible(chromedp.ID("new-room")),
				chromedp.Click(chromedp.CSS(`.signout button`)), chromedp.WaitVisible(chromedp.ID("email")))
			run(t, ctx, chromedp.Navigate(base+"/inbox"), chromedp.WaitVisible(chromedp.ID("email")))
			if p := eval[string](t, ctx, `location.pathname`); p != "/login" {
				t.Errorf("after sign out: at %s", p)
			}
		})
	}
}

// waitLocation waits until the address of the tab ctx holds want and its
// document is parsed, across the navigation that leads there (a script
// polled during a navigation fails, so the address is read again until it
// is the new one).
func waitLocation(t *testing.T, ctx context.Context, want string) {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for {
		doc, err := chromedp.Run(ctx, chromedp.Evaluate[struct{ Href, State string }](`({Href: location.href, State: document.readyState})`))
		if err == nil && strings.Contains(doc.Href, want) && doc.State != "loading" {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the address never held %q", want)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
