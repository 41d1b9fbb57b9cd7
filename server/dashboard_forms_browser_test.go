package server_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// TestDashboardFormsBrowser drives the forms' pages in headless Chromium
// on both databases: build a form with every question type in the
// builder (an image uploaded to an option), preview it, answer it on the
// public page in a second browser context, and see the charts and the
// response on the results. Each screen is checked with axe-core on a
// desktop's and a phone's width.
func TestDashboardFormsBrowser(t *testing.T) {
	for _, d := range dbtest.Dialects {
		t.Run(d, func(t *testing.T) {
			t.Parallel() // with a Chromium of its own, see newBrowser
			browser := newBrowser(t)
			e := newEnv(t, appDB(t, d))
			org, owner := e.newOrg("acme")
			e.uncap(org)
			base := e.serve(t)
			picture := filepath.Join(t.TempDir(), "talks.png")
			if err := os.WriteFile(picture, testImage(t, "png"), 0o644); err != nil {
				t.Fatal(err)
			}

			ctx := tab(t, browser, desktop)
			signIn(t, ctx, base, "/forms", owner, "new-form")
			checkAxe(t, ctx, "forms")
			// Create it by keyboard: a rating question comes first.
			run(t, ctx, chromedp.SendKeys(chromedp.ID("new-form"), "Workshop survey"+kb.Enter), chromedp.WaitVisible(chromedp.ID("question-1")))
			path := eval[string](t, ctx, `location.pathname`)
			id := strings.TrimSuffix(strings.TrimPrefix(path, "/forms/"), "/edit")

			// Add the five other types.
			for i, typ := range []string{"scale", "emoji", "text", "options", "image_choice"} {
				ctx = tab(t, browser, desktop)
				run(t, ctx, chromedp.Navigate(base+path), chromedp.WaitVisible(chromedp.ID("newType")),
					chromedp.SetValue(chromedp.ID("newType"), typ),
					chromedp.Click(chromedp.CSS(`button[value=add]`)),
					chromedp.WaitVisible(chromedp.ID("question-"+strconv.Itoa(i+2))))
			}
			// Write the questions, the options, and upload an image.
			ctx = tab(t, browser, desktop)
			run(t, ctx, chromedp.Navigate(base+path), chromedp.WaitVisible(chromedp.ID("question-6")))
			eval[bool](t, ctx, `(() => {
				const set = (id, v) => { document.getElementById(id).value = v; };
				set("q.0.text", "How was the workshop?");
				set("q.0.max", "7");
				set("q.1.text", "How fast was it?");
				set("q.1.min", "1"); set("q.1.max", "5"); set("q.1.minLabel", "Slow"); set("q.1.maxLabel", "Fast");
				set("q.2.text", "Your mood");
				set("q.3.text", "What should change?");
				set("q.4.text", "What did you like?");
				set("q.4.o.0.label", "Talks"); set("q.4.o.1.label", "Labs"); set("q.4.o.2.label", "Food");
				set("q.5.text", "Pick a picture");
				set("q.5.o.2.label", "Poster");
				document.querySelector('[name="q.0.required"]').checked = true;
				return true;
			})()`)
			run(t, ctx, chromedp.SetUploadFiles(chromedp.CSS(`[name="q.5.o.2.image"]`), []string{picture}),
				chromedp.Click(chromedp.CSS(`.toolbar button`)), chromedp.WaitVisible(chromedp.CSS(".notice")))
			if n := eval[int](t, ctx, `document.querySelectorAll("#question-5 .option-label").length`); n != 4 {
				t.Errorf("options question has %d option rows, want 3 and a new one", n)
			}
			if !eval[bool](t, ctx, `!!document.querySelector("#question-6 img.thumb")`) {
				t.Error("the uploaded option image is not shown")
			}
			checkAxe(t, ctx, "builder")
			screenshot(t, ctx, "dashboard-form-builder-desktop")
			// Move the text question up by keyboard.
			run(t, ctx, chromedp.Focus(chromedp.CSS(`button[value="up:3"]`)), chromedp.KeyEvent(kb.Enter),
				chromedp.WaitVisible(chromedp.CSS(".notice")))
			waitLocation(t, ctx, "#question-3")
			if got := eval[string](t, ctx, `document.getElementById("q.2.text").value`); got != "What should change?" {
				t.Errorf("after the move, question 3 is %q", got)
			}

			preview := tab(t, browser, desktop)
			run(t, preview, chromedp.Navigate(base+"/forms/"+id+"/preview"), chromedp.WaitVisible(chromedp.CSS(".question")))
			if got := text(t, preview, "main"); !strings.Contains(got, "This is a preview") || !strings.Contains(got, "Poster") {
				t.Errorf("preview: %q", got)
			}
			checkAxe(t, preview, "preview")
			screenshot(t, preview, "dashboard-form-preview-desktop")

			// A respondent answers on the public page, on a phone.
			form := e.do(request{method: "GET", path: "/api/forms/" + id, cookie: owner.Cookie}).json
			qid := func(i int) string { q, _ := question(form, i); return q }
			opt := jsonPath(jsonPath(form["questions"].([]any)[4], "options").([]any)[1], "optionId").(string)
			respondent := privateTab(t, browser, phone)
			pick := func(q, v string) chromedp.Action[chromedp.Void] {
				return chromedp.Click(chromedp.CSS(`input[name="q-` + q + `"][value="` + v + `"]`))
			}
			run(t, respondent, chromedp.Navigate(base+"/f/"+form["slug"].(string)), chromedp.WaitVisible(chromedp.CSS(".question")),
				pick(qid(0), "6"), pick(qid(1), "4"), pick(qid(3), "5"), pick(qid(4), opt),
				chromedp.SendKeys(chromedp.ID("q-"+qid(2)), "More coffee breaks please"),
				chromedp.Click(chromedp.CSS(`form[data-failed] button[type=submit]`)), chromedp.WaitVisible(chromedp.ID("thanks-title")))

			// The results: a chart per question but the text one, and the
			// response.
			ctx = tab(t, browser, desktop)
			run(t, ctx, chromedp.Navigate(base+"/forms/"+id), chromedp.WaitVisible(chromedp.ID("responses")))
			if n := eval[int](t, ctx, `document.querySelectorAll(".result svg[role=img]").length`); n != 5 {
				t.Errorf("%d charts, want 5", n)
			}
			if got := text(t, ctx, "table.responses"); !strings.Contains(got, "More coffee breaks please") || !strings.Contains(got, "Labs") {
				t.Errorf("responses: %q", got)
			}
			run(t, ctx, chromedp.Click(chromedp.CSS(`#analysis button`)), chromedp.WaitVisible(chromedp.CSS(".notice")))
			waitTrue(t, ctx, `document.getElementById("analysis").textContent.includes("Of 1 response")`)
			checkAxe(t, ctx, "results")
			screenshot(t, ctx, "dashboard-form-results-desktop")

			for _, p := range []struct{ path, name string }{
				{"/forms", "forms"}, {path, "form-builder"}, {"/forms/" + id, "form-results"},
			} {
				small := tab(t, browser, phone)
				run(t, small, chromedp.Navigate(base+p.path), chromedp.WaitVisible(chromedp.ID("main")))
				fitsWidth(t, small, p.name+" on a phone")
				checkAxe(t, small, p.name+" on a phone")
				screenshot(t, small, "dashboard-"+p.name+"-phone")
			}

			// A user creates a form of their own from the list, by
			// keyboard, and reaches its builder; the owner's form offers
			// them no builder.
			user := e.addMember(org, "uma@acme.test", "user")
			ctx = tab(t, browser, desktop)
			if _, err := chromedp.Call(ctx, network.ClearBrowserCookies, cdp.Empty{}); err != nil { // the owner's session
				t.Fatal(err)
			}
			signIn(t, ctx, base, "/forms", user, "new-form")
			if eval[bool](t, ctx, `!!document.querySelector('a[href="/forms/`+id+`/edit"]')`) {
				t.Error("a user's list of forms links the builder of the owner's form")
			}
			run(t, ctx, chromedp.SendKeys(chromedp.ID("new-form"), "Uma's poll"+kb.Enter), chromedp.WaitVisible(chromedp.ID("question-1")))
			if mine := eval[string](t, ctx, `location.pathname`); !strings.HasSuffix(mine, "/edit") || strings.Contains(mine, id) {
				t.Errorf("a user's new form opens %s, want its builder", mine)
			}
			checkAxe(t, ctx, "a user's builder")
		})
	}
}
