package server_test

import (
	"context"
	"slices"
	"testing"
	"time"

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

// TestChallengeInBrowser opens the page of a form that requires a proof of
// work in Chromium with a phone's viewport and a CPU slowed 4 and 6 times:
// the page solves the challenge by itself, and the respondent's answer is
// stored. It logs how long the solving took from the navigation on (run
// with -v; docs/spam.md has the figures).
func TestChallengeInBrowser(t *testing.T) {
	browser := newBrowser(t)
	e := newEnv(t, dbtest.Open(t, "sqlite"))
	base := e.serve(t)
	_, owner := e.newOrg("acme")
	form := e.createForm(owner, quickForm("Guarded", map[string]any{"requireChallenge": true}))
	e.expect(t, "no form-submit limit here", e.do(request{method: "GET", path: "/api/forms/public/" + form["slug"].(string)}), 200, "")
	url := base + "/f/" + form["slug"].(string)
	for _, rate := range []float64{4, 6} {
		ctx := tab(t, browser, phone)
		run(t, ctx, throttle(rate))
		var took []time.Duration
		for range 2 {
			start := time.Now()
			run(t, ctx, chromedp.Navigate(url))
			waitTrue(t, ctx, `document.querySelector("input[name=altcha]").value !== ""`)
			took = append(took, time.Since(start))
		}
		slices.Sort(took)
		t.Logf("CPU slowed %gx: challenge solved after %v (median), %v (slowest of %d)", rate, took[len(took)/2], took[len(took)-1], len(took))
	}
	// Answering sends the solution: the response is stored.
	ctx := tab(t, browser, phone)
	run(t, ctx, chromedp.Navigate(url),
		chromedp.Click(chromedp.CSS(`input[name^="q-"][value="4"]`)),
		chromedp.Click(chromedp.CSS(`button[type=submit]`)),
		chromedp.WaitVisible(chromedp.ID("thanks-title")))
	list := e.do(request{method: "GET", path: "/api/forms/" + form["_id"].(string) + "/responses", cookie: owner.Cookie})
	if list.json["total"] != 1.0 {
		t.Errorf("%v responses stored, want 1", list.json["total"])
	}
}
