package server_test

import (
	"encoding/base64"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// attackPage is a page of another origin that posts, with the browser's
// credentials, a body-less POST and a multipart upload to the API at %[1]s
// (an image in base64 at %[2]s), then titles itself "done".
const attackPage = `<!doctype html><title>attack</title><script>
const api = %[1]q, png = Uint8Array.from(atob(%[2]q), c => c.charCodeAt(0));
const logo = new FormData();
logo.append("file", new Blob([png], {type: "image/png"}), "logo.png");
Promise.allSettled([
  fetch(api + "/api/settings/reset", {method: "POST", credentials: "include", mode: "no-cors"}),
  fetch(api + "/api/organization/upload-logo", {method: "POST", credentials: "include", mode: "no-cors", body: logo}),
]).then(() => { document.title = "done"; });
</script>`

// TestBrowserCrossSiteRequests has a page served on another port of the
// same host (the same site, so that Chromium sends the SameSite=Lax
// session cookie) post a body-less request and a multipart upload to the
// API as the signed-in owner: both get 403 FORBIDDEN_ORIGIN and change
// nothing, while the service's own page and a program without Origin
// still succeed.
func TestBrowserCrossSiteRequests(t *testing.T) {
	browser := newBrowser(t)
	// SQLite only: TestCrossSiteRequests covers both databases over HTTP.
	t.Run("sqlite", func(t *testing.T) {
		e := newEnv(t, appDB(t, "sqlite"))
		_, owner := e.newOrg("acme")
		e.expect(t, "tags", e.do(request{method: "PUT", path: "/api/organization/general-tags", cookie: owner.Cookie,
			body: map[string]any{"tags": []string{"kept"}}}), 200, "")
		base := e.serve(t)
		attacker := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprintf(w, attackPage, base, base64.StdEncoding.EncodeToString(testImage(t, "png")))
		}))
		t.Cleanup(attacker.Close)

		ctx := tab(t, browser, desktop)
		var mu sync.Mutex
		statuses := map[string]int64{} // API path -> status the browser received
		if _, err := chromedp.Call(ctx, network.Enable, network.EnableParams{}); err != nil {
			t.Fatal(err)
		}
		go func() {
			for ev, err := range chromedp.Events(ctx, network.ResponseReceived) {
				if err != nil {
					return
				}
				if path, ok := strings.CutPrefix(ev.Response.URL, base); ok && strings.HasPrefix(path, "/api/") {
					mu.Lock()
					statuses[path] = ev.Response.Status
					mu.Unlock()
				}
			}
		}()
		httpOnly := true
		if _, err := chromedp.Call(ctx, network.SetCookie, network.SetCookieParams{Name: "auth_token", Value: owner.Cookie,
			URL: base + "/", Path: "/", HTTPOnly: &httpOnly, SameSite: network.CookieSameSiteLax}); err != nil {
			t.Fatal(err)
		}

		run(t, ctx, chromedp.Navigate(attacker.URL))
		waitTrue(t, ctx, `document.title === "done"`)
		status := func(path string) int64 {
			mu.Lock()
			defer mu.Unlock()
			return statuses[path]
		}
		waitFor(t, "the answers to the attacker's posts", func() bool {
			return status("/api/settings/reset") != 0 && status("/api/organization/upload-logo") != 0
		})
		for _, path := range []string{"/api/settings/reset", "/api/organization/upload-logo"} {
			// 403, not 401: the browser sent the session cookie.
			if got := status(path); got != http.StatusForbidden {
				t.Errorf("POST %s from another port: status %d, want 403", path, got)
			}
		}
		settings := e.do(request{method: "GET", path: "/api/settings", cookie: owner.Cookie})
		if fmt.Sprint(settings.json["generalTags"]) != "[kept]" || settings.json["logoUrl"] != "" {
			t.Errorf("the refused posts changed the settings: %s", settings.raw)
		}

		// The service's own page posts with the same cookie.
		run(t, ctx, chromedp.Navigate(base+"/api/openapi.json"))
		got, err := chromedp.Run(ctx, chromedp.Evaluate[string](
			`fetch("/api/settings/reset", {method: "POST"}).then(r => r.status + " " + r.headers.get("Content-Type"))`, chromedp.EvalAwaitPromise))
		if err != nil || !strings.HasPrefix(got, "200 application/json") {
			t.Errorf("POST from the service's own origin: %s %v", got, err)
		}
		// A program (no Origin, no Sec-Fetch-Site) still works.
		req, err := http.NewRequest("POST", base+"/api/settings/reset", nil)
		if err != nil {
			t.Fatal(err)
		}
		req.AddCookie(&http.Cookie{Name: "auth_token", Value: owner.Cookie})
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Errorf("POST from a program: status %d", resp.StatusCode)
		}
	})
}
