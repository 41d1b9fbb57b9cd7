package server_test

import (
	"context"
	"net/url"
	"strconv"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/fetch"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestDashboardScriptBrowser checks the dashboard's script in headless
// Chromium: the live view follows deletions as well as new feedback, a
// post is sent once however often its button is pressed, and can be sent
// again once stopped, and a copy button says "Copied" only when it
// copied. SQLite only: the script is under test, not the database.
func TestDashboardScriptBrowser(t *testing.T) {
	browser := newBrowser(t)
	t.Run("sqlite", func(t *testing.T) {
		e := newEnv(t, appDB(t, "sqlite"))
		_, owner := e.newOrg("acme")
		e.createRoom(owner, "Workshop", false)
		base := e.serve(t)
		signIn(t, tab(t, browser, desktop), base, "/login", owner, "new-room")

		t.Run("live view", func(t *testing.T) {
			add := func(text string) string { return e.fbAdd(owner.User.InstructorID, "Workshop", text, "positive") }
			first, second := add("First, and kept"), add("Second, then deleted")
			ctx := tab(t, browser, desktop)
			run(t, ctx, chromedp.Navigate(base+"/live/Workshop"))
			waitTrue(t, ctx, `document.querySelectorAll(".live-items li").length === 2`)
			// The items the list holds now are marked, and every item
			// added to it from now on is recorded: what its live region
			// announces.
			run(t, ctx, chromedp.Evaluate[chromedp.Void](`(() => {
				const list = document.querySelector(".live-items");
				list.querySelectorAll("li").forEach(li => { li.kept = true; });
				window.added = [];
				new MutationObserver(rs => rs.forEach(r => r.addedNodes.forEach(n => window.added.push(n.getAttribute("data-id")))))
					.observe(list, { childList: true });
			})()`))
			ids := `[...document.querySelectorAll(".live-items li")].map(li => li.getAttribute("data-id")).join(" ")`
			if got := eval[string](t, ctx, ids); got != second+" "+first {
				t.Fatalf("the live view lists %q, want %q", got, second+" "+first)
			}

			// A deletion, then new feedback: once the view shows the new
			// item, it has polled since the deletion.
			e.dash(owner, "POST", "/feedback/delete", url.Values{"id": {second}}).want(t, "delete", 303)
			third := add("Third, after the deletion")
			waitTrue(t, ctx, `document.querySelector(".live-items").textContent.includes("Third")`)
			if got := eval[string](t, ctx, ids); got != third+" "+first {
				t.Errorf("after a deletion the live view lists %q, want %q", got, third+" "+first)
			}
			if !eval[bool](t, ctx, `document.querySelector('.live-items li[data-id="`+first+`"]').kept === true`) {
				t.Error("the live view replaced an item it showed already")
			}
			if got := eval[[]string](t, ctx, `window.added`); len(got) != 1 || got[0] != third {
				t.Errorf("the live view added %v, want the new item alone", got)
			}

			// With nothing left, it waits for feedback again.
			e.dash(owner, "POST", "/feedback/delete", url.Values{"id": {first, third}}).want(t, "delete the rest", 303)
			waitTrue(t, ctx, `document.querySelectorAll(".live-items li").length === 0 && !document.querySelector(".live-empty").hidden`)
		})

		t.Run("posts sent once", func(t *testing.T) {
			// Enter, then Enter again and a click while the answer is
			// awaited: one key.
			ctx := tab(t, browser, phone)
			run(t, ctx, chromedp.Navigate(base+"/keys"), chromedp.WaitVisible(chromedp.ID("key-name")))
			create := clickAt(t, ctx, `form[action$="/keys"] button`)
			sendTwice(t, ctx, "secret", chromedp.SendKeys(chromedp.ID("key-name"), "Deploy"+kb.Enter), chromedp.KeyEvent(kb.Enter), create)
			if keys := e.fbGet(t, owner, "/api/api-keys").json["data"].([]any); len(keys) != 1 {
				t.Errorf("%d keys created, want 1", len(keys))
			}
			// A page shown again from the history may be posted again
			// (here one whose post did not leave it).
			shownAgain, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`new Promise(done => {
				window.addEventListener("submit", e => e.preventDefault());
				const f = document.querySelector('form[action$="/keys"]'), b = f.querySelector("button");
				document.getElementById("key-name").value = "Another";
				b.click();
				setTimeout(() => {
					const sent = b.disabled && f.hasAttribute("data-sent");
					window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
					done(sent && !b.disabled && !f.hasAttribute("data-sent"));
				});
			})`, chromedp.EvalAwaitPromise))
			if err != nil || !shownAgain {
				t.Errorf("a page shown again from the history keeps its post's button disabled (%v)", err)
			}

			// A form of several buttons sends the one pressed: here the
			// builder's "Add the question", which adds a question.
			form := e.createForm(owner, surveyBody("Course survey"))
			id := form["_id"].(string)
			ctx = tab(t, browser, desktop)
			run(t, ctx, chromedp.Navigate(base+"/forms/"+id+"/edit"), chromedp.WaitVisible(chromedp.ID("questions")))
			add := clickAt(t, ctx, `button[name=action][value=add]`)
			sendTwice(t, ctx, "question-7", add, add)
			if qs := e.fbGet(t, owner, "/api/forms/"+id).json["questions"].([]any); len(qs) != 7 {
				t.Errorf("%d questions after adding one to 6", len(qs))
			}

			// A button's own confirmation (forms.js) is asked once
			// ("Remove question 7?"), and a refusal sends nothing.
			run(t, ctx, chromedp.Evaluate[chromedp.Void](`window.asked = []; window.confirm = m => (window.asked.push(m), false)`))
			run(t, ctx, clickAt(t, ctx, `button[name=action][value="remove:6"]`))
			waitTrue(t, ctx, `window.asked && window.asked.length === 1 && window.asked[0].startsWith("Remove question 7?")`)
			if qs := e.fbGet(t, owner, "/api/forms/"+id).json["questions"].([]any); len(qs) != 7 {
				t.Errorf("%d questions after refusing to remove one of 7", len(qs))
			}
		})

		t.Run("stopped posts", func(t *testing.T) {
			// A post stopped while its answer is awaited (Esc, the stop
			// button) leads to no page: its form can be posted again, in a
			// browser with the Navigation API and, by Esc, in one without.
			for what, hide := range map[string]string{
				"with the Navigation API":    "",
				"without the Navigation API": `Object.defineProperty(window, "navigation", { value: undefined });`,
			} {
				name := "Stopped " + what
				ctx := tab(t, browser, desktop)
				if _, err := chromedp.Call(ctx, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: hide}); err != nil {
					t.Fatal(err)
				}
				run(t, ctx, chromedp.Navigate(base+"/keys"), chromedp.WaitVisible(chromedp.ID("key-name")))
				if got := eval[bool](t, ctx, `"navigation" in window && window.navigation !== undefined`); got != (hide == "") {
					t.Fatalf("%s: the page has the Navigation API: %v", what, got)
				}
				posts := holdPosts(t, ctx)
				form, button := `document.querySelector('form[action$="/keys"]')`, `document.querySelector('form[action$="/keys"] button')`
				// The page notes whether the post locked its form (no query
				// of the page answers while the post is awaited).
				run(t, ctx, chromedp.Evaluate[chromedp.Void](`window.addEventListener("submit", () => setTimeout(() => {
					window.locked = `+form+`.hasAttribute("data-sent") && `+button+`.disabled;
				}))`))
				run(t, ctx, chromedp.SendKeys(chromedp.ID("key-name"), name+kb.Enter))
				nextPost(t, ctx, posts)
				if _, err := chromedp.Call(ctx, cdppage.StopLoading, cdp.Empty{}); err != nil {
					t.Fatal(err)
				}
				if !eval[bool](t, ctx, `window.locked === true`) {
					t.Fatalf("%s: the post did not lock its form", what)
				}
				if hide != "" {
					run(t, ctx, chromedp.KeyEvent(kb.Escape))
				}
				short, cancel := context.WithTimeout(ctx, 10*time.Second)
				_, err := chromedp.Run(short, chromedp.Poll[bool](`!`+form+`.hasAttribute("data-sent") && !`+button+`.disabled`))
				cancel()
				if err != nil {
					t.Fatalf("%s: a stopped post leaves its form locked (%v)", what, err)
				}
				run(t, ctx, clickAt(t, ctx, `form[action$="/keys"] button`))
				if err := continueRequest(ctx, nextPost(t, ctx, posts)); err != nil {
					t.Fatal(err)
				}
				run(t, ctx, chromedp.WaitVisible(chromedp.ID("secret")))
				n := 0
				for _, k := range e.fbGet(t, owner, "/api/api-keys").json["data"].([]any) {
					if k.(map[string]any)["name"] == name {
						n++
					}
				}
				if n != 1 {
					t.Errorf("%s: %d keys %q, want 1", what, n, name)
				}
			}
		})

		t.Run("copy buttons", func(t *testing.T) {
			room := "/rooms/Workshop"
			link := `document.getElementById("link")`
			button := `document.querySelector("[data-copy=link]")`
			// The browser lets the page write and read the clipboard.
			ctx := tab(t, browser, desktop)
			for _, name := range []string{"clipboard-read", "clipboard-write"} {
				if _, err := chromedp.Call(ctx, cdpbrowser.SetPermission, cdpbrowser.SetPermissionParams{
					Permission: &cdpbrowser.PermissionDescriptor{Name: name}, Setting: cdpbrowser.PermissionSettingGranted, Origin: base}); err != nil {
					t.Fatal(err)
				}
			}
			if _, err := chromedp.Call(ctx, emulation.SetFocusEmulationEnabled, emulation.SetFocusEmulationEnabledParams{Enabled: true}); err != nil {
				t.Fatal(err)
			}
			run(t, ctx, chromedp.Navigate(base+room), chromedp.Click(chromedp.CSS("[data-copy=link]")))
			waitTrue(t, ctx, button+`.firstChild.nodeValue !== "Copy "`)
			if got := eval[string](t, ctx, button+`.textContent`); got != "Copied the public link" {
				t.Errorf("a copy button that copied says %q", got)
			}
			copied, err := chromedp.Run(ctx, chromedp.Evaluate[string](`navigator.clipboard.readText()`, chromedp.EvalAwaitPromise))
			if err != nil || copied != eval[string](t, ctx, link+`.value`) {
				t.Errorf("the clipboard holds %q (%v)", copied, err)
			}

			// No clipboard to write to (a plain-HTTP host), or one that
			// refuses, and the older way refused too: the link is selected
			// for the reader to copy.
			for what, refuse := range map[string]string{
				"without a clipboard":      `Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined });`,
				"refused by the clipboard": `Clipboard.prototype.writeText = () => Promise.reject(new DOMException("refused", "NotAllowedError"));`,
			} {
				ctx := tab(t, browser, phone)
				if _, err := chromedp.Call(ctx, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{
					Source: refuse + ` Document.prototype.execCommand = () => false;`}); err != nil {
					t.Fatal(err)
				}
				run(t, ctx, chromedp.Navigate(base+room), chromedp.Click(chromedp.CSS("[data-copy=link]")))
				waitTrue(t, ctx, button+`.firstChild.nodeValue !== "Copy "`)
				if got := eval[string](t, ctx, button+`.textContent`); got != "Press Ctrl+C to copy the public link" {
					t.Errorf("%s, the copy button says %q", what, got)
				}
				if !eval[bool](t, ctx, `document.activeElement === `+link+` && `+link+`.selectionStart === 0 && `+link+`.selectionEnd === `+link+`.value.length`) {
					t.Errorf("%s, the link is not selected and focused", what)
				}
				checkAxe(t, ctx, "copy button "+what)
			}
		})
	})
}

// clickAt scrolls the element that selector matches in the tab ctx into
// view and returns a click of the mouse where it is then, which waits for
// nothing (a query waits for the page a post loads).
func clickAt(t *testing.T, ctx context.Context, selector string) chromedp.Action[chromedp.Void] {
	t.Helper()
	at := eval[[]float64](t, ctx, `(() => {
		const e = document.querySelector(`+strconv.Quote(selector)+`);
		e.scrollIntoView({ block: "center" });
		const r = e.getBoundingClientRect();
		return [r.x + r.width / 2, r.y + r.height / 2];
	})()`)
	return chromedp.MouseClickXY(at[0], at[1])
}

// sendTwice records the submissions of the page of the tab ctx in its
// session storage (whether the dashboard's script let each go, and
// whether the form's buttons were disabled after it, which the next page
// reads: while a post is awaited, chromedp waits for that page), then
// runs first, which posts a form, and again while that post is held, lets
// it go and waits for the element of id wait on the page it loads (again
// must not wait for the page: no query, see clickAt). It
// fails t unless one post was sent: the second press had no submission,
// its buttons being disabled, or one the script refused.
func sendTwice(t *testing.T, ctx context.Context, wait string, first chromedp.Action[chromedp.Void], again ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	run(t, ctx, chromedp.Evaluate[chromedp.Void](`window.addEventListener("submit", e => {
		const log = JSON.parse(sessionStorage.getItem("submits") || "[]");
		log.push(e.defaultPrevented ? "refused" : "sent");
		sessionStorage.setItem("submits", JSON.stringify(log));
		setTimeout(() => sessionStorage.setItem("disabled", [...e.target.elements].every(b => b.type !== "submit" || b.disabled)));
	})`))
	posts := holdPosts(t, ctx)
	run(t, ctx, first)
	post := nextPost(t, ctx, posts)
	run(t, ctx, again...)
	if err := continueRequest(ctx, post); err != nil {
		t.Fatalf("the post held was cancelled, by another one? %v", err)
	}
	run(t, ctx, chromedp.WaitVisible(chromedp.ID(wait)))
	if !eval[bool](t, ctx, `(() => {
		const log = JSON.parse(sessionStorage.getItem("submits"));
		return log[0] === "sent" && log.slice(1).every(s => s === "refused") && sessionStorage.getItem("disabled") === "true";
	})()`) {
		t.Errorf("submissions %s, buttons disabled %s", eval[string](t, ctx, `String(sessionStorage.getItem("submits"))`),
			eval[string](t, ctx, `String(sessionStorage.getItem("disabled"))`))
	}
	if n := len(posts); n != 0 {
		t.Errorf("%d more posts sent", n)
	}
}

// holdPosts holds the posts of the tab ctx, sent on the channel it
// returns, and lets its other requests go.
func holdPosts(t *testing.T, ctx context.Context) chan fetch.EventRequestPaused {
	t.Helper()
	posts := make(chan fetch.EventRequestPaused, 16)
	pauseRequests(t, ctx, fetch.RequestStageRequest, func(ev fetch.EventRequestPaused) error {
		if ev.Request.Method == "POST" {
			posts <- ev
			return nil
		}
		return continueRequest(ctx, ev)
	})
	return posts
}

// nextPost returns the next post that holdPosts held in the tab ctx,
// failing t when none is sent before ctx ends.
func nextPost(t *testing.T, ctx context.Context, posts chan fetch.EventRequestPaused) fetch.EventRequestPaused {
	t.Helper()
	select {
	case ev := <-posts:
		return ev
	case <-ctx.Done():
		t.Fatal("no post was sent")
	}
	return fetch.EventRequestPaused{}
}
