package server_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// throttle slows the tab's CPU down rate times, as a phone's.
func throttle(rate float64) chromedp.Action[chromedp.Void] {
	return func(ctx context.Context, t *chromedp.Target) (chromedp.Void, error) {
		_, err := cdp.Call(ctx, t, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: rate})
		return chromedp.Void{}, err
	}
}

// TestChallengeInBrowser answers, in Chromium with a phone's viewport and
// a CPU slowed 4 times, a form, a room's page and the widget of a room
// that require a proof of work: each solves its challenge by itself, with
// nothing for the respondent to do, and the answers are stored (the server
// refuses them without a solution). BenchmarkSolveInBrowser measures how
// long solving takes.
func TestChallengeInBrowser(t *testing.T) {
	browser := newBrowser(t)
	e := newEnv(t, dbtest.Open(t, "sqlite"))
	base := e.serve(t)
	_, owner := e.newOrg("acme")
	instructor := owner.User.InstructorID
	form := e.createForm(owner, quickForm("Guarded", map[string]any{"requireChallenge": true}))
	room := e.do(request{method: "POST", path: "/api/events", cookie: owner.Cookie,
		body: map[string]any{"eventName": "Guarded room", "requireChallenge": true}})
	e.expect(t, "room", room, 201, "")
	items := func() float64 {
		return e.do(request{method: "GET", path: "/api/feedback/paginated?eventType=Guarded%20room", cookie: owner.Cookie}).json["total"].(float64)
	}

	t.Run("form", func(t *testing.T) {
		ctx := tab(t, browser, phone)
		run(t, ctx, throttle(4), chromedp.Navigate(base+"/f/"+form["slug"].(string)),
			chromedp.Click(chromedp.CSS(`input[name^="q-"][value="4"]`)),
			chromedp.Click(chromedp.CSS(`button[type=submit]`)),
			chromedp.WaitVisible(chromedp.ID("thanks-title")))
		list := e.do(request{method: "GET", path: "/api/forms/" + form["_id"].(string) + "/responses", cookie: owner.Cookie})
		if list.json["total"] != 1.0 {
			t.Errorf("%v responses stored, want 1", list.json["total"])
		}
	})

	t.Run("room page", func(t *testing.T) {
		ctx := tab(t, browser, phone)
		run(t, ctx, throttle(4), chromedp.Navigate(base+roomPage(instructor, "Guarded room")),
			chromedp.Click(chromedp.ID("sentiment-positive")),
			chromedp.SendKeys(chromedp.ID("feedback"), "Solved by the page"),
			chromedp.Click(chromedp.CSS(`form.room button[type=submit]`)),
			chromedp.WaitVisible(chromedp.ID("thanks-title")))
		if n := items(); n != 1 {
			t.Errorf("%v items stored, want 1", n)
		}
	})

	t.Run("widget", func(t *testing.T) {
		host := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
			fmt.Fprintf(rw, `<!doctype html><html><head><title>Host</title></head><body><h1>An article</h1>
<script src="%s/widget.js" data-instructor="%s" data-room="Guarded room" async></script></body></html>`, base, instructor)
		}))
		t.Cleanup(host.Close)
		root := `document.querySelector("[data-feedbackkit-widget]").shadowRoot`
		part := func(selector string) chromedp.JSPath {
			return chromedp.JSPath(root + `.querySelector(` + fmt.Sprintf("%q", selector) + `)`)
		}
		ctx := tab(t, browser, phone)
		run(t, ctx, throttle(4), chromedp.Navigate(host.URL+"/article"))
		waitTrue(t, ctx, `!!document.querySelector("[data-feedbackkit-widget]")`)
		// Sent at once after opening: the post waits for the solution.
		run(t, ctx, chromedp.Click(part("button[aria-expanded]")), chromedp.Click(part(`input[value="neutral"]`)),
			chromedp.Click(part("button.send")))
		waitTrue(t, ctx, `!!`+root+`.querySelector(".thanks") || `+root+`.querySelector(".msg").textContent !== ""`)
		if msg := eval[string](t, ctx, `(`+root+`.querySelector(".msg") || {}).textContent || ""`); msg != "" {
			t.Fatalf("the widget says %q", msg)
		}
		if n := items(); n != 2 {
			t.Errorf("%v items stored, want 2", n)
		}
	})
}
