package server_test

import (
	"context"
	"flag"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/server"
)

// screenshots makes the browser tests write the screenshots of the pages
// under docs/screenshots (go test ./server -run TestBrowser -screenshots).
var screenshots = flag.Bool("screenshots", false, "write docs/screenshots/*.png from the browser tests (SQLite run)")

// chromiumPath returns the path of an installed Chromium, "" for none.
func chromiumPath() string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "headless-shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// newBrowser starts a headless Chromium with a fresh profile for the
// length of t. Without one, it skips t, or fails it when
// FEEDBACKKIT_REQUIRE_BROWSER=1 (CI).
//
// The browser tests are serial tests, so that no more Chromiums run at
// once than a small machine has CPUs: two, when a test runs its dialects'
// subtests in parallel, each with a Chromium of its own (one would share
// its cookies between the two servers, both on 127.0.0.1).
func newBrowser(t testing.TB) context.Context {
	t.Helper()
	path := chromiumPath()
	if path == "" {
		if os.Getenv("FEEDBACKKIT_REQUIRE_BROWSER") == "1" {
			t.Fatal("no Chromium found, and FEEDBACKKIT_REQUIRE_BROWSER=1: install it (apt-get install chromium)")
		}
		t.Skip("browser tests skipped: no Chromium found (apt-get install chromium; FEEDBACKKIT_REQUIRE_BROWSER=1 makes this a failure)")
	}
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(),
		chromedp.ExecPath(path),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.UserDataDir(t.TempDir()),
	)
	browser, cancel := chromedp.NewContext(alloc)
	t.Cleanup(func() { cancel(); cancelAlloc() })
	if err := chromedp.Do(browser); err != nil { // starts the browser
		t.Fatalf("start Chromium %s: %v", path, err)
	}
	return browser
}

// Viewports of the tests and screenshots.
var (
	phone   = chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait)
	desktop = chromedp.EmulateViewport(1280, 860)
)

// tab opens a tab of browser for t, in viewport. Its actions give up after
// two minutes (a hung browser fails the test instead of blocking it).
func tab(t testing.TB, browser context.Context, viewport chromedp.Action[chromedp.Void]) context.Context {
	t.Helper()
	ctx, cancel := chromedp.NewContext(browser)
	t.Cleanup(cancel)
	return openTab(t, ctx, viewport)
}

// privateTab opens a tab of browser for t, in viewport, as tab does, in a
// browser context of its own: its cookies are not those of browser's other
// tabs. The tab is the new context's own; a tab opened from a new browser
// context before that context runs shares the default context's cookies.
func privateTab(t testing.TB, browser context.Context, viewport chromedp.Action[chromedp.Void]) context.Context {
	t.Helper()
	ctx, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	return openTab(t, ctx, viewport)
}

// openTab runs the tab ctx in viewport, its actions bounded to two minutes.
func openTab(t testing.TB, ctx context.Context, viewport chromedp.Action[chromedp.Void]) context.Context {
	t.Helper()
	ctx, cancelTimeout := context.WithTimeout(ctx, 2*time.Minute)
	t.Cleanup(cancelTimeout)
	run(t, ctx, viewport)
	return ctx
}

// run runs actions in the tab ctx, failing t on error.
func run(t testing.TB, ctx context.Context, actions ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, actions...); err != nil {
		t.Fatal(err)
	}
}

// eval returns the value of a JavaScript expression in the tab ctx.
func eval[T any](t testing.TB, ctx context.Context, js string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	if err != nil {
		t.Fatalf("%s: %v", js, err)
	}
	return v
}

// waitTrue waits until a JavaScript expression is true in the tab ctx.
func waitTrue(t testing.TB, ctx context.Context, js string) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](js)); err != nil {
		t.Fatalf("waiting for %s: %v", js, err)
	}
}

// text returns the text of the first element that selector matches.
func text(t *testing.T, ctx context.Context, selector string) string {
	t.Helper()
	s, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(selector)))
	if err != nil {
		t.Fatalf("text of %s: %v", selector, err)
	}
	return strings.TrimSpace(s)
}

// screenshot writes the page of the tab ctx to docs/screenshots/name.png
// when -screenshots is set, from the SQLite run.
func screenshot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	if !*screenshots || !strings.Contains(t.Name(), "/sqlite") {
		return
	}
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join("..", "docs", "screenshots")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
		t.Fatal(err)
	}
}

// fitsWidth fails t when the page of ctx is wider than its layout
// viewport, naming the first elements that stick out: those outside any
// scrolling box, and positioned ones in one (a wide table's) whose
// containing block is outside it, which the box does not clip. The layout viewport's width
// is the root's clientWidth: a phone's emulation zooms out to show the
// whole of a wider page, and window.innerWidth grows with it.
func fitsWidth(t *testing.T, ctx context.Context, what string) {
	t.Helper()
	wide := eval[[]string](t, ctx, `(() => {
		const root = document.documentElement, w = root.clientWidth;
		if (root.scrollWidth <= w) return [];
		const clipped = e => {
			const free = ["absolute", "fixed"].includes(getComputedStyle(e).position);
			for (let p = e.parentElement; p; p = p.parentElement)
				if (getComputedStyle(p).overflowX !== "visible") return !free || p === e.offsetParent || p.contains(e.offsetParent);
			return false;
		};
		const out = [...document.body.querySelectorAll("*")].filter(e => e.getBoundingClientRect().right > w + 1 && !clipped(e));
		return [root.scrollWidth + " > " + w + " px"].concat(out.slice(0, 4).map(e => e.outerHTML.slice(0, 100)));
	})()`)
	if len(wide) > 0 {
		t.Errorf("%s is wider than the viewport: %s", what, strings.Join(wide, "; "))
	}
}

// loseFirstAnswers makes the tab ctx lose the answer to the first POST of
// each address, as a network that fails after the server answered: the
// server has done its work, the page sees a network error.
func loseFirstAnswers(t *testing.T, ctx context.Context) {
	t.Helper()
	lost := map[string]bool{}
	pauseRequests(t, ctx, fetch.RequestStageResponse, func(ev fetch.EventRequestPaused) error {
		if ev.Request.Method == "POST" && !lost[ev.Request.URL] {
			lost[ev.Request.URL] = true
			_, err := chromedp.Call(ctx, fetch.FailRequest, fetch.FailRequestParams{RequestID: ev.RequestID, ErrorReason: network.ErrorReasonConnectionReset})
			return err
		}
		return continueRequest(ctx, ev)
	})
}

// pauseRequests pauses every request of the tab ctx at stage from now on
// and hands it to decide, which continues it, fails it or keeps it; an
// error of decide's (the tab is gone) ends the pausing.
func pauseRequests(t *testing.T, ctx context.Context, stage fetch.RequestStage, decide func(fetch.EventRequestPaused) error) {
	t.Helper()
	paused := chromedp.Events(ctx, fetch.RequestPaused)
	if _, err := chromedp.Call(ctx, fetch.Enable, fetch.EnableParams{Patterns: []*fetch.RequestPattern{
		{URLPattern: "*", RequestStage: stage},
	}}); err != nil {
		t.Fatal(err)
	}
	go func() {
		for ev, err := range paused {
			if err != nil || decide(ev) != nil {
				return
			}
		}
	}()
}

// continueRequest lets the request ev that the tab ctx paused go on.
func continueRequest(ctx context.Context, ev fetch.EventRequestPaused) error {
	_, err := chromedp.Call(ctx, fetch.ContinueRequest, fetch.ContinueRequestParams{RequestID: ev.RequestID})
	return err
}

// exhaust posts body to path of base from this machine, as the browser
// does, until the answer is 429.
func exhaust(t *testing.T, base, path, body string) {
	t.Helper()
	for range 100 {
		resp, err := http.Post(base+path, "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode == http.StatusTooManyRequests {
			return
		}
	}
	t.Fatalf("%s: no 429 after 100 posts", path)
}

// TestBrowser submits feedback through the room page, the form page and
// the widget in headless Chromium, on a phone's and a desktop's viewport,
// finds it through the API, and checks their error states.
func TestBrowser(t *testing.T) {
	browser := newBrowser(t)
	// SQLite only: the browser is under test here, and the pages' work on
	// both databases is tested by pages_test.go; a second Chromium run
	// would double the cost of the package's tests.
	t.Run("sqlite", func(t *testing.T) {
		e := newEnv(t, appDB(t, "sqlite"),
			func(c *app.Config) { c.RateLimits.Submit = server.RateLimit{Max: 20, Window: time.Hour} })
		w := fbSetup(t, e)
		base := e.serve(t)
		e.createRoom(w.owner, "Closed room", false)
		e.expect(t, "close", e.do(request{method: "PUT", path: roomPath("Closed room", "/active"), cookie: w.owner.Cookie,
			body: map[string]any{"active": false}}), 200, "")
		items := func(query string) []any {
			resp := e.do(request{method: "GET", path: "/api/feedback/paginated?" + query, cookie: w.owner.Cookie})
			list, _ := resp.json["data"].([]any)
			return list
		}

		t.Run("room page on a phone", func(t *testing.T) {
			ctx := tab(t, browser, phone)
			run(t, ctx, chromedp.Navigate(base+roomPage(w.ownerID, "Lobby")))
			if !eval[bool](t, ctx, `getComputedStyle(document.querySelector(".for-positive")).display === "none"`) {
				t.Error("the tags of a face show before it is chosen")
			}
			run(t, ctx,
				chromedp.Click(chromedp.ID("sentiment-positive")),
				chromedp.WaitVisible(chromedp.CSS(`.for-positive input[value="pace"]`)),
				chromedp.Click(chromedp.CSS(`.for-positive input[value="pace"]`)),
				chromedp.SendKeys(chromedp.ID("feedback"), "Clear and calm"),
			)
			if got := text(t, ctx, "#feedback-count"); got != "4986 characters left" {
				t.Errorf("counter %q", got)
			}
			if got := eval[string](t, ctx, `document.getElementById("feedback").placeholder`); got != "Tell us what you liked…" {
				t.Errorf("placeholder %q", got)
			}
			fitsWidth(t, ctx, "the room page on a phone")
			screenshot(t, ctx, "room-phone")
			run(t, ctx, chromedp.Click(chromedp.CSS(`form.room button[type=submit]`)), chromedp.WaitVisible(chromedp.ID("thanks-title")))
			if loc := eval[string](t, ctx, `location.search`); loc != "?sent=1" {
				t.Errorf("location %q", loc)
			}
			if id := eval[string](t, ctx, `document.activeElement.id`); id != "thanks-title" {
				t.Errorf("focus on %q after sending, want the thank-you", id)
			}
			screenshot(t, ctx, "room-thanks-phone")
			got := items("search=calm")
			if len(got) != 1 || jsonPath(got[0], "sentiment") != "positive" || fmt.Sprint(jsonPath(got[0], "tags")) != "[pace]" ||
				jsonPath(got[0], "source") != "room" {
				t.Errorf("items %v", got)
			}
		})

		t.Run("room page by keyboard and its errors", func(t *testing.T) {
			ctx := tab(t, browser, desktop)
			run(t, ctx, chromedp.Navigate(base+roomPage(w.ownerID, "Lobby")))
			screenshot(t, ctx, "room-desktop")
			// Arrow keys move between the faces; the focused one is outlined.
			run(t, ctx, chromedp.Focus(chromedp.ID("sentiment-positive")), chromedp.KeyEvent(kb.ArrowRight))
			if !eval[bool](t, ctx, `document.getElementById("sentiment-neutral").checked && document.activeElement.id === "sentiment-neutral"`) {
				t.Error("the arrow key did not choose the next face")
			}
			if o := eval[string](t, ctx, `getComputedStyle(document.querySelector("#sentiment-neutral + span")).outlineStyle`); o != "solid" {
				t.Errorf("focused face outline %q", o)
			}
			// Nothing chosen nor written: the problem is shown and focused.
			run(t, ctx, chromedp.Navigate(base+roomPage(w.ownerID, "Lobby")),
				chromedp.Click(chromedp.CSS(`form.room button[type=submit]`)), chromedp.WaitVisible(chromedp.ID("problems")))
			if id := eval[string](t, ctx, `document.activeElement.id`); id != "problems" {
				t.Errorf("focus on %q, want the problem", id)
			}
			// It says so in the pages' words, tied to the text box.
			if got := text(t, ctx, "#problem"); got != "Pick a face or write a few words." {
				t.Errorf("the problem says %q", got)
			}
			if !eval[bool](t, ctx, `document.getElementById("feedback").getAttribute("aria-invalid") === "true" &&
				document.getElementById("feedback").getAttribute("aria-describedby") === "feedback-count problem"`) {
				t.Error("the text box is not marked with the problem")
			}
			checkAxe(t, ctx, "room page with a problem")

			run(t, ctx, chromedp.Navigate(base+roomPage(w.ownerID, "Nope")))
			if h := text(t, ctx, "h1"); h != "Page not found" {
				t.Errorf("unknown room: %q", h)
			}
			run(t, ctx, chromedp.Navigate(base+roomPage(w.ownerID, "Closed room")))
			if s := text(t, ctx, ".notice"); !strings.Contains(s, "not accepting feedback") {
				t.Errorf("inactive room: %q", s)
			}
			if eval[bool](t, ctx, `!!document.querySelector("form")`) {
				t.Error("an inactive room shows its form")
			}

			// Rate limited: what was written stays.
			exhaust(t, base, "/api/feedback/submit", `{"instructorId":"`+w.ownerID+`","eventType":"Lobby","sentiment":"neutral"}`)
			run(t, ctx, chromedp.Navigate(base+roomPage(w.ownerID, "Lobby")),
				chromedp.SendKeys(chromedp.ID("feedback"), "Please keep this"),
				chromedp.Click(chromedp.CSS(`form.room button[type=submit]`)), chromedp.WaitVisible(chromedp.ID("problems")))
			if s := text(t, ctx, "#problems"); !strings.Contains(s, "Too many submissions came from your network") {
				t.Errorf("rate limited: %q", s)
			}
			if v := eval[string](t, ctx, `document.getElementById("feedback").value`); v != "Please keep this" {
				t.Errorf("text after the 429: %q", v)
			}
			e.clock.Advance(time.Hour)
		})

		t.Run("form page", func(t *testing.T) {
			form := e.createForm(w.owner, surveyBody("Course survey"))
			slug, id := form["slug"].(string), form["_id"].(string)
			rating, _ := question(form, 0)
			text1, _ := question(form, 1)
			emoji, _ := question(form, 2)
			parts, partIDs := question(form, 3)
			poster, posterIDs := question(form, 4)
			scale, _ := question(form, 5)
			input := func(q, value string) chromedp.Action[chromedp.Void] {
				return chromedp.Click(chromedp.CSS(`input[name="q-` + q + `"][value="` + value + `"]`))
			}

			ctx := tab(t, browser, desktop)
			run(t, ctx, chromedp.Navigate(base+"/f/"+slug))
			screenshot(t, ctx, "form-desktop")
			run(t, ctx, chromedp.SendKeys(chromedp.ID("q-"+text1), "keep me"),
				chromedp.Click(chromedp.CSS(`form button[type=submit]`)), chromedp.WaitVisible(chromedp.ID("problems")))
			if id := eval[string](t, ctx, `document.activeElement.id`); id != "problems" {
				t.Errorf("focus on %q, want the problems", id)
			}
			if n := eval[int](t, ctx, `document.querySelectorAll("#problems li").length`); n != 2 {
				t.Errorf("%d problems listed, want 2 (the required rating and scale)", n)
			}
			if s := text(t, ctx, "#question-1 .error"); s != "Answer this question: it is required." {
				t.Errorf("error of question 1: %q", s)
			}
			// Each error is the description of its question's buttons,
			// which say they are invalid.
			if !eval[bool](t, ctx, `(() => {
				const q = document.getElementById("question-1"), error = document.getElementById("question-1-error");
				return q.querySelector("fieldset").getAttribute("aria-describedby") === error.id &&
					[...q.querySelectorAll("input")].every(i => i.getAttribute("aria-invalid") === "true") &&
					document.querySelectorAll("[aria-invalid]").length === q.querySelectorAll("input").length + document.querySelectorAll("#question-6 input").length;
			})()`) {
				t.Error("the errors are not tied to their questions' buttons")
			}
			checkAxe(t, ctx, "form page with problems")
			screenshot(t, ctx, "form-errors-desktop")
			run(t, ctx, chromedp.Click(chromedp.CSS(`#problems a`)))
			if h := eval[string](t, ctx, `location.hash`); h != "#question-1" {
				t.Errorf("the problem's link leads to %q", h)
			}

			run(t, ctx, input(rating, "4"), input(emoji, "5"), input(parts, partIDs[0]), input(parts, partIDs[2]),
				input(poster, posterIDs[1]), input(scale, "0"),
				chromedp.Click(chromedp.CSS(`form button[type=submit]`)), chromedp.WaitVisible(chromedp.ID("thanks-title")))
			resp := e.do(request{method: "GET", path: "/api/forms/" + id + "/responses", cookie: w.owner.Cookie})
			data, _ := resp.json["data"].([]any)
			if len(data) != 1 || jsonPath(data[0], "complete") != true {
				t.Fatalf("responses %s", resp.raw)
			}
			answers := map[string]string{}
			for _, a := range jsonPath(data[0], "responses").([]any) {
				answers[jsonPath(a, "questionId").(string)] = fmt.Sprint(jsonPath(a, "value"))
			}
			want := map[string]string{rating: "4", text1: "keep me", emoji: "5", parts: "[" + partIDs[0] + " " + partIDs[2] + "]",
				poster: "[" + posterIDs[1] + "]", scale: "0"}
			if fmt.Sprint(answers) != fmt.Sprint(want) {
				t.Errorf("answers %v, want %v", answers, want)
			}

			ctx = tab(t, browser, phone)
			run(t, ctx, chromedp.Navigate(base+"/f/"+slug))
			fitsWidth(t, ctx, "the form on a phone")
			screenshot(t, ctx, "form-phone")
			e.expect(t, "close the form", e.do(request{method: "PUT", path: "/api/forms/" + id + "/active", cookie: w.owner.Cookie,
				body: map[string]any{"active": false}}), 200, "")
			run(t, ctx, chromedp.Navigate(base+"/f/"+slug))
			if s := text(t, ctx, ".notice"); !strings.Contains(s, "not accepting responses") {
				t.Errorf("closed form: %q", s)
			}
			run(t, ctx, chromedp.Navigate(base+"/f/no-such-form-12345678"))
			if h := text(t, ctx, "h1"); h != "Page not found" {
				t.Errorf("unknown form: %q", h)
			}
		})

		t.Run("widget", func(t *testing.T) {
			// The host page's own styles must not reach the widget; its
			// Content-Security-Policy is the strictest docs/pages.md
			// allows: scripts and connections to feedbackd, no inline
			// style but the host's own (by its nonce), nothing else.
			host := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
				rw.Header().Set("Content-Security-Policy",
					"default-src 'none'; script-src "+base+"; connect-src "+base+"; style-src 'nonce-host'")
				fmt.Fprintf(rw, `<!doctype html><html><head><title>Host</title><meta name="viewport" content="width=device-width">
<style nonce="host">*{font-family:serif !important}button{background:#ff0000 !important;color:#00ff00 !important;font-size:40px}</style></head>
<body><h1>An article</h1><p>Text of the host site.</p>
<script src="%s/widget.js" data-instructor="%s" data-room="%s" async></script></body></html>`,
					base, w.ownerID, r.URL.Query().Get("room"))
			}))
			t.Cleanup(host.Close)
			root := `document.querySelector("[data-feedbackkit-widget]").shadowRoot`
			part := func(selector string) chromedp.JSPath {
				return chromedp.JSPath(root + `.querySelector(` + fmt.Sprintf("%q", selector) + `)`)
			}
			open := func(t *testing.T, ctx context.Context, room string) {
				t.Helper()
				run(t, ctx, chromedp.Navigate(host.URL+"/article?room="+url.QueryEscape(room)))
				waitTrue(t, ctx, `!!document.querySelector("[data-feedbackkit-widget]")`)
				run(t, ctx, chromedp.Click(part("button[aria-expanded]")))
				// Styled despite the policy: fixed in the corner, not in
				// the page's flow.
				if pos := eval[string](t, ctx, `getComputedStyle(`+root+`.querySelector(".wrap")).position`); pos != "fixed" {
					t.Errorf("the widget is not styled under the host's CSP: position %q", pos)
				}
			}
			// violations are the host page's CSP violations so far.
			violations := `(window.cspViolations || ["the page's violations were not recorded"]).join("; ")`
			send := func(t *testing.T, ctx context.Context, words string) {
				t.Helper()
				run(t, ctx, chromedp.Click(part(`input[value="negative"]`)), chromedp.Click(part("textarea")),
					chromedp.KeyEvent(words), chromedp.Click(part("button.send")))
			}
			message := func(t *testing.T, ctx context.Context) string {
				t.Helper()
				waitTrue(t, ctx, root+`.querySelector(".msg").textContent !== ""`)
				return eval[string](t, ctx, root+`.querySelector(".msg").textContent`)
			}

			ctx := tab(t, browser, phone)
			recordViolations(t, ctx)
			open(t, ctx, "Lobby")
			waitTrue(t, ctx, `!!`+root+`.querySelector(".privacy a")`)
			if v := eval[string](t, ctx, violations); v != "" {
				t.Errorf("the widget broke the host's CSP: %s", v)
			}
			if line, href := eval[string](t, ctx, root+`.querySelector(".privacy").textContent`), eval[string](t, ctx, root+`.querySelector(".privacy a").href`); line != "Anonymous: collected by Org acme, kept until the organization deletes it. Privacy" || href != baseURL+"/privacy/acme" {
				t.Errorf("the widget's privacy line %q links to %q", line, href)
			}
			if bg := eval[string](t, ctx, `getComputedStyle(`+root+`.querySelector("button.send")).backgroundColor`); bg != "rgb(79, 70, 229)" {
				t.Errorf("the host's styles reach the widget: background %q", bg)
			}
			if v := eval[string](t, ctx, root+`.activeElement.value`); v != "positive" {
				t.Errorf("focus on %q after opening, want the first face", v)
			}
			screenshot(t, ctx, "widget-phone")
			send(t, ctx, "Too fast")
			waitTrue(t, ctx, `!!`+root+`.querySelector(".thanks")`)
			got := items("search=fast")
			if len(got) != 1 || jsonPath(got[0], "source") != "widget" || jsonPath(got[0], "pageUrl") != host.URL+"/article" ||
				jsonPath(got[0], "sentiment") != "negative" || jsonPath(got[0], "feedback") != "Too fast" {
				t.Errorf("items %v", got)
			}

			ctx = tab(t, browser, desktop)
			open(t, ctx, "Lobby")
			screenshot(t, ctx, "widget-desktop")
			run(t, ctx, chromedp.KeyEvent(kb.Escape))
			if !eval[bool](t, ctx, root+`.getElementById("panel").hidden && `+root+`.activeElement === `+root+`.querySelector("button[aria-expanded]")`) {
				t.Error("Escape does not close the panel and give the focus back")
			}
			run(t, ctx, chromedp.Click(part("button[aria-expanded]")), chromedp.Click(part("button.send")))
			if m := message(t, ctx); m != "Pick a face or write a few words." {
				t.Errorf("empty: %q", m)
			}
			open(t, ctx, "Closed room")
			send(t, ctx, "x")
			if m := message(t, ctx); m != "Feedback is closed right now." {
				t.Errorf("inactive room: %q", m)
			}
			open(t, ctx, "Nope")
			send(t, ctx, "x")
			if m := message(t, ctx); m != "This feedback widget is not set up correctly." {
				t.Errorf("unknown room: %q", m)
			}
			exhaust(t, base, "/api/widget/submit", `{"instructorId":"`+w.ownerID+`","eventType":"Lobby","sentiment":"neutral"}`)
			open(t, ctx, "Lobby")
			send(t, ctx, "x")
			if m := message(t, ctx); m != "Too many submissions. Please try again later." {
				t.Errorf("rate limited: %q", m)
			}
		})

		t.Run("retries after a lost answer", func(t *testing.T) {
			e.clock.Advance(time.Hour) // past the limits the subtests above used up
			host := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
				fmt.Fprintf(rw, `<!doctype html><html><head><title>Host</title></head><body><h1>An article</h1>
<script src="%s/widget.js" data-instructor="%s" data-room="Lobby" async></script></body></html>`, base, w.ownerID)
			}))
			t.Cleanup(host.Close)
			ctx := tab(t, browser, desktop)
			loseFirstAnswers(t, ctx)

			// The room page: the server stores the feedback, its answer is
			// lost, and the page posts again with the same key.
			run(t, ctx, chromedp.Navigate(base+roomPage(w.ownerID, "Lobby")),
				chromedp.Click(chromedp.ID("sentiment-neutral")),
				chromedp.SendKeys(chromedp.ID("feedback"), "Said once through a bad network"),
				chromedp.Click(chromedp.CSS(`form.room button[type=submit]`)), chromedp.WaitVisible(chromedp.ID("thanks-title")))
			if got := items("search=" + url.QueryEscape("bad network")); len(got) != 1 {
				t.Errorf("%d items stored, want 1: %v", len(got), got)
			}

			// The widget does the same, with the Idempotency-Key header.
			root := `document.querySelector("[data-feedbackkit-widget]").shadowRoot`
			part := func(selector string) chromedp.JSPath {
				return chromedp.JSPath(root + `.querySelector(` + fmt.Sprintf("%q", selector) + `)`)
			}
			run(t, ctx, chromedp.Navigate(host.URL+"/article"))
			waitTrue(t, ctx, `!!document.querySelector("[data-feedbackkit-widget]")`)
			run(t, ctx, chromedp.Click(part("button[aria-expanded]")), chromedp.Click(part(`input[value="positive"]`)),
				chromedp.Click(part("textarea")), chromedp.KeyEvent("Widget once through a bad network"), chromedp.Click(part("button.send")))
			waitTrue(t, ctx, `!!`+root+`.querySelector(".thanks")`)
			if got := items("search=" + url.QueryEscape("widget bad network")); len(got) != 1 {
				t.Errorf("%d widget items stored, want 1: %v", len(got), got)
			}
		})
	})
}

// recordViolations makes every page the tab ctx opens keep its
// Content-Security-Policy violations in window.cspViolations (the
// directive and what it blocked). The recorder is added by DevTools, which
// the page's policy does not govern.
func recordViolations(t *testing.T, ctx context.Context) {
	t.Helper()
	if _, err := chromedp.Call(ctx, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: `window.cspViolations = [];
document.addEventListener("securitypolicyviolation", function (e) { window.cspViolations.push(e.violatedDirective + " " + e.blockedURI); });`}); err != nil {
		t.Fatal(err)
	}
}

// signIn opens base+path in the tab ctx, signs m in on the sign-in page
// it leads to, and waits for the element of id wait on the page the
// sign-in brings them back to.
func signIn(t *testing.T, ctx context.Context, base, path string, m *member, wait string) {
	t.Helper()
	run(t, ctx, chromedp.Navigate(base+path), chromedp.WaitVisible(chromedp.ID("email")),
		chromedp.SendKeys(chromedp.ID("email"), m.User.Email),
		chromedp.SendKeys(chromedp.ID("password"), m.Password+kb.Enter),
		chromedp.WaitVisible(chromedp.ID(wait)))
}
