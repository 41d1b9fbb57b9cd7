package server_test

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// requestLog records the requests of a tab: those that failed (no answer,
// or an error status) and the addresses answered.
type requestLog struct {
	mu       sync.Mutex
	urls     map[network.RequestID]string
	failed   []string
	answered map[string]int64 // address -> status
}

// logRequests records the requests of the tab ctx from now on.
func logRequests(t *testing.T, ctx context.Context) *requestLog {
	t.Helper()
	l := &requestLog{urls: map[network.RequestID]string{}, answered: map[string]int64{}}
	if _, err := chromedp.Call(ctx, network.Enable, network.EnableParams{}); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Listen(ctx, func(ev any) {
		l.mu.Lock()
		defer l.mu.Unlock()
		switch ev := ev.(type) {
		case *network.EventRequestWillBeSent:
			if ev.Type == network.ResourceTypeOther && strings.HasSuffix(ev.Request.URL, "/favicon.ico") {
				return // the browser's own, which no page asks for
			}
			l.urls[ev.RequestID] = ev.Request.Method + " " + ev.Request.URL
		case *network.EventResponseReceived:
			if _, ok := l.urls[ev.RequestID]; !ok {
				return
			}
			l.answered[ev.Response.URL] = ev.Response.Status
			if ev.Response.Status >= 400 {
				l.failed = append(l.failed, fmt.Sprintf("%s: %d", l.urls[ev.RequestID], ev.Response.Status))
			}
		case *network.EventLoadingFailed:
			if _, ok := l.urls[ev.RequestID]; ok && !ev.Canceled { // a navigation cancels the live view's fetch in flight
				l.failed = append(l.failed, fmt.Sprintf("%s: %s %s", l.urls[ev.RequestID], ev.ErrorText, ev.BlockedReason))
			}
		}
	}); err != nil {
		t.Fatal(err)
	}
	return l
}

// status returns the status answered to the address u, 0 for none.
func (l *requestLog) status(u string) int64 {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.answered[u]
}

// TestDashboardBehindProxyBrowser signs in to the dashboard in Chromium
// behind a reverse proxy that strips the base URL's path, opens a room
// and its live view (whose script fetches the feed), on both databases:
// no request fails, the pages are styled and every address stays below
// the path.
func TestDashboardBehindProxyBrowser(t *testing.T) {
	for _, d := range dbtest.Dialects {
		t.Run(d, func(t *testing.T) {
			t.Parallel() // with a Chromium of its own, see newBrowser
			browser := newBrowser(t)
			e, base := behindProxy(t, d)
			_, owner := e.newOrg("acme")
			e.createRoom(owner, "Week 1", false)

			ctx := tab(t, browser, desktop)
			requests := logRequests(t, ctx)
			run(t, ctx, chromedp.Navigate(base+"/"), chromedp.WaitVisible(chromedp.ID("email")))
			if p := eval[string](t, ctx, `location.pathname`); p != proxyPath+"/login" {
				t.Fatalf("signed out: at %s", p)
			}
			run(t, ctx, chromedp.SendKeys(chromedp.ID("email"), owner.User.Email),
				chromedp.SendKeys(chromedp.ID("password"), owner.Password+kb.Enter),
				chromedp.WaitVisible(chromedp.ID("new-room")))
			if p := eval[string](t, ctx, `location.pathname`); p != proxyPath+"/rooms" {
				t.Errorf("signed in: at %s", p)
			}
			// The stylesheet applies: the skip link is moved out of sight.
			if eval[string](t, ctx, `getComputedStyle(document.querySelector(".skip")).position`) == "static" {
				t.Error("the dashboard's stylesheet does not apply")
			}
			run(t, ctx, chromedp.Click(chromedp.CSS(`a[href="`+proxyPath+`/rooms/Week%201"]`)), chromedp.WaitVisible(chromedp.ID("link")))
			run(t, ctx, chromedp.Navigate(base+"/live/Week%201"), chromedp.WaitVisible(chromedp.CSS(".live-empty")))
			feed := base + "/live/" + url.PathEscape("Week 1") + "/feed"
			waitFor(t, "the live view's fetch of its feed", func() bool { return requests.status(feed) == 200 })

			requests.mu.Lock()
			defer requests.mu.Unlock()
			for _, f := range requests.failed {
				t.Errorf("failed request %s", f)
			}
			for u := range requests.answered {
				if !strings.HasPrefix(u, base+"/") {
					t.Errorf("a request to %s, outside %s", u, base)
				}
			}
		})
	}
}
