package server_test

import (
	"net/http"
	"net/url"
	"testing"
	"time"
)

// clearsRootSession reports whether c clears the session cookie at
// Path=/, which login and logout under a base URL with a path do for a
// cookie an older version left there.
func clearsRootSession(c *http.Cookie) bool {
	return c.Name == "auth_token" && c.Path == "/" && c.Value == "" && c.Expires.Equal(time.Unix(0, 0))
}

// TestStaleRootSessionCookie runs the dashboard behind a proxy that strips
// the base URL's path, with a browser holding a session cookie at Path=/
// (as versions before the cookie took the base URL's path set it): login
// clears it; logout clears it and ends its session, so that the browser is
// signed out rather than signed in again by it; a cookie of the same name
// at / that is not one of the server's sessions (another application's on
// the host) is left alone. On both databases.
func TestStaleRootSessionCookie(t *testing.T) {
	eachDialect(t, func(t *testing.T, d string) {
		e, base := behindProxy(t, d)
		_, owner := e.newOrg("acme")
		pc := newProxyClient(t, base)
		root, err := url.Parse(pc.origin + "/")
		if err != nil {
			t.Fatal(err)
		}
		// plant sets the cookie auth_token at Path=/ in the browser;
		// atRoot returns the one it holds there, "" for none.
		plant := func(value string) {
			pc.http.Jar.SetCookies(root, []*http.Cookie{{Name: "auth_token", Value: value, Path: "/"}})
		}
		atRoot := func() string {
			for _, c := range pc.http.Jar.Cookies(root) {
				if c.Name == "auth_token" {
					return c.Value
				}
			}
			return ""
		}
		login := url.Values{"email": {owner.User.Email}, "password": {owner.Password}}

		plant(e.login(owner.User.Email, owner.Password))
		if p := pc.send(proxyPath+"/login", login); p.status != 303 {
			t.Fatalf("sign in: %d %s", p.status, p.body)
		}
		if v := atRoot(); v != "" {
			t.Errorf("after signing in, the browser still holds a session cookie at /: %q", v)
		}

		stale := e.login(owner.User.Email, owner.Password)
		plant(stale)
		if p := pc.send(proxyPath+"/logout", url.Values{}); p.status != 303 {
			t.Fatalf("sign out: %d %s", p.status, p.body)
		}
		if v := atRoot(); v != "" {
			t.Errorf("after signing out, the browser still holds a session cookie at /: %q", v)
		}
		if p := pc.send(proxyPath+"/rooms", nil); p.status != 303 {
			t.Errorf("after signing out: the rooms answer %d, want 303 to the sign-in page", p.status)
		}
		e.expect(t, "the session of the cookie at /, after signing out", e.do(request{method: "GET", path: "/api/users", cookie: stale}), 401, "INVALID_TOKEN")

		const foreign = "another-application-s-session"
		plant(foreign)
		if p := pc.send(proxyPath+"/login", login); p.status != 303 {
			t.Fatalf("sign in beside another application's cookie: %d %s", p.status, p.body)
		}
		pc.send(proxyPath+"/rooms", nil).want(t, "signed in beside another application's cookie", 200)
		if p := pc.send(proxyPath+"/logout", url.Values{}); p.status != 303 {
			t.Fatalf("sign out beside another application's cookie: %d %s", p.status, p.body)
		}
		if v := atRoot(); v != foreign {
			t.Errorf("another application's cookie at /: %q after signing in and out, want %q", v, foreign)
		}
	})
}
