package server_test

import (
	"html"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/app"
)

// proxyPath is the path of the base URL that the reverse proxy of
// behindProxy strips.
const proxyPath = "/fk"

// behindProxy builds a stack on the database of dialect whose base URL
// has the path proxyPath, behind a reverse proxy that strips it (the
// server's routes are at the root), and returns the stack and the base
// URL, at the proxy. The proxy answers 404 outside proxyPath.
func behindProxy(t *testing.T, dialect string) (*env, string) {
	t.Helper()
	ln := loopback(t) // the proxy's, whose address the base URL names
	base := "http://" + ln.Addr().String() + proxyPath
	e := newEnv(t, appDB(t, dialect), func(c *app.Config) { c.BaseURL = base })
	target, err := url.Parse(e.serve(t))
	if err != nil {
		t.Fatal(err)
	}
	proxy := httptest.NewUnstartedServer(http.StripPrefix(proxyPath, httputil.NewSingleHostReverseProxy(target)))
	proxy.Listener.Close()
	proxy.Listener = ln
	proxy.Start()
	t.Cleanup(proxy.Close)
	return e, base
}

// addressAttr finds the attributes of a page that hold an address: links,
// images, scripts, stylesheets, forms' actions, the addresses the scripts
// read from data attributes, and the values of hidden fields (a form's
// return address).
var addressAttr = regexp.MustCompile(`\s(href|src|action|data-[a-z-]+|value)="([^"]*)"`)

// siteAddress returns the address value of the attribute attr of a page
// of the site at origin, unescaped and without origin, when it leads to
// the site (root-relative or absolute), failing t when it is not below
// proxyPath. Relative addresses (?page=2, #main) and other sites' are not
// the site's: ok is false.
func siteAddress(t *testing.T, what, origin, attr, value string) (a string, ok bool) {
	t.Helper()
	a = html.UnescapeString(value)
	if a, ok = strings.CutPrefix(a, origin); !ok && !strings.HasPrefix(a, "/") {
		return "", false
	}
	if !strings.HasPrefix(a, proxyPath+"/") {
		t.Errorf("%s: %s=%q is not below %s", what, attr, value, proxyPath)
	}
	return a, true
}

// proxyClient is a browser's view of the stack behind the proxy: a cookie
// jar (which sends the cookies to their paths only), and redirects
// returned rather than followed.
type proxyClient struct {
	t      *testing.T
	origin string
	http   *http.Client
}

// newProxyClient returns a client of the site at base.
func newProxyClient(t *testing.T, base string) *proxyClient {
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	u, _ := url.Parse(base)
	return &proxyClient{t: t, origin: u.Scheme + "://" + u.Host, http: &http.Client{Jar: jar, Timeout: 30 * time.Second,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
}

// send sends a GET, or with form a POST from the site's origin, of the
// address a (below proxyPath, as pageAddresses returns them), and checks
// that a redirect stays below proxyPath, or on the same page (?sent=1).
func (pc *proxyClient) send(a string, form url.Values) page {
	pc.t.Helper()
	var req *http.Request
	var err error
	if form == nil {
		req, err = http.NewRequest("GET", pc.origin+a, nil)
	} else if req, err = http.NewRequest("POST", pc.origin+a, strings.NewReader(form.Encode())); err == nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.Header.Set("Origin", pc.origin)
	}
	if err != nil {
		pc.t.Fatal(err)
	}
	req.Header.Set("Accept", "text/html")
	resp, err := pc.http.Do(req)
	if err != nil {
		pc.t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	p := page{status: resp.StatusCode, location: resp.Header.Get("Location"), body: string(raw), header: resp.Header, cookies: resp.Cookies()}
	if loc := p.location; loc != "" && !strings.HasPrefix(loc, proxyPath+"/") && !strings.HasPrefix(loc, "?") {
		pc.t.Errorf("%s %s: Location %q is not below %s", req.Method, a, loc, proxyPath)
	}
	for _, c := range p.cookies {
		if c.Path != proxyPath && !strings.HasPrefix(c.Path, proxyPath+"/") && !clearsRootSession(c) {
			pc.t.Errorf("%s %s: cookie %s has the path %q", req.Method, a, c.Name, c.Path)
		}
	}
	return p
}

// screen gets the screen at a, wants status, checks its addresses (see
// siteAddress), and gets every one of them a browser would (links,
// images, stylesheets, scripts, the live view's feed; not the forms'
// actions) that seen does not hold yet: none may answer an error.
func (pc *proxyClient) screen(a string, status int, seen map[string]bool) page {
	pc.t.Helper()
	p := pc.send(a, nil)
	p.want(pc.t, a, status)
	for _, m := range addressAttr.FindAllStringSubmatch(p.body, -1) {
		link, ok := siteAddress(pc.t, a, pc.origin, m[1], m[2])
		if link, _, _ = strings.Cut(link, "#"); !ok || m[1] == "action" || m[1] == "value" || seen[link] {
			continue
		}
		seen[link] = true
		if got := pc.send(link, nil); got.status >= 400 {
			pc.t.Errorf("%s links to %s: %d", a, link, got.status)
		}
	}
	return p
}

// TestDashboardBehindProxy runs the dashboard behind a reverse proxy that
// strips the base URL's path, over HTTP: signed out, signing in, a few
// screens with every address they hold (each of which is got too), a room
// created, signing out, a password reset through the emailed link, and a
// respondent's page, on both databases. Every redirect, cookie, link,
// asset and form action is below the base URL's path.
func TestDashboardBehindProxy(t *testing.T) {
	eachDialect(t, func(t *testing.T, d string) {
		e, base := behindProxy(t, d)
		_, owner := e.newOrg("acme")
		pc := newProxyClient(t, base)

		if p := pc.send(proxyPath+"/", nil); p.status != 303 || p.location != proxyPath+"/rooms" {
			t.Errorf("home: %d %q", p.status, p.location)
		}
		p := pc.send(proxyPath+"/rooms?x=1", nil)
		if p.status != 303 || p.location != proxyPath+"/login?next="+url.QueryEscape(proxyPath+"/rooms?x=1") {
			t.Fatalf("signed out: %d %q", p.status, p.location)
		}
		seen := map[string]bool{}
		p = pc.screen(p.location, 200, seen)
		for _, want := range []string{`action="` + proxyPath + `/login"`, `value="` + proxyPath + `/rooms?x=1"`, proxyPath + "/forgot-password"} {
			if !strings.Contains(p.body, want) {
				t.Errorf("sign-in page: no %s in\n%s", want, p.body)
			}
		}
		p = pc.send(proxyPath+"/login", url.Values{"email": {owner.User.Email}, "password": {owner.Password}, "next": {proxyPath + "/rooms?x=1"}})
		if p.status != 303 || p.location != proxyPath+"/rooms?x=1" || len(p.cookies) == 0 || p.cookies[0].Path != proxyPath {
			t.Fatalf("sign in: %d %q %v", p.status, p.location, p.cookies)
		}
		// A next outside the base URL's path is not followed.
		if p := pc.send(proxyPath+"/login", url.Values{"email": {owner.User.Email}, "password": {owner.Password}, "next": {"/rooms"}}); p.location != proxyPath+"/rooms" {
			t.Errorf("sign in with a next outside %s: %d %q", proxyPath, p.status, p.location)
		}

		p = pc.send(proxyPath+"/rooms", url.Values{"name": {"Week 1"}})
		if p.status != 303 || !strings.HasPrefix(p.location, proxyPath+"/rooms/Week%201?done=") {
			t.Fatalf("create a room: %d %q %s", p.status, p.location, p.body)
		}
		for _, a := range []string{proxyPath + "/rooms?x=1", p.location, proxyPath + "/inbox", proxyPath + "/forms",
			proxyPath + "/live/Week%201", proxyPath + "/settings", proxyPath + "/account"} {
			pc.screen(a, 200, seen)
		}
		pc.screen(proxyPath+"/nowhere", 404, seen)

		// A respondent's page, through the proxy.
		room := proxyPath + roomPage(owner.User.InstructorID, "Week 1")
		pc.screen(room, 200, seen)

		p = pc.send(proxyPath+"/logout", url.Values{})
		if p.status != 303 || !strings.HasPrefix(p.location, proxyPath+"/login?done=") {
			t.Fatalf("sign out: %d %q", p.status, p.location)
		}

		// A password reset, from the emailed link.
		pc.send(proxyPath+"/forgot-password", url.Values{"email": {owner.User.Email}}).want(t, "forgot", 200, "on its way")
		link, err := url.Parse(e.smtp.WaitFor(t, owner.User.Email, 10*time.Second).FindLink(base + "/reset-password?token="))
		if err != nil {
			t.Fatal(err)
		}
		pc.screen(link.RequestURI(), 200, seen).want(t, "reset page", 200, `action="`+proxyPath+`/reset-password"`)
		p = pc.send(proxyPath+"/reset-password", url.Values{"token": {link.Query().Get("token")}, "password": {"a-new-password"}})
		if p.status != 303 || !strings.HasPrefix(p.location, proxyPath+"/login?done=") {
			t.Fatalf("reset: %d %q %s", p.status, p.location, p.body)
		}
	})
}
