package server_test

import (
	"net/url"
	"strings"
	"testing"
	"time"
)

// TestDashboardSettings: admins change the organization's settings
// (name, brand colour, the pages' texts, default tags, charts), upload a
// logo and test a text for a serious concern; every member sees the plan
// and requests an upgrade, which mails the owner; a user changes nothing.
func TestDashboardSettings(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		admin := e.addMember(org, "admin@acme.test", "admin")
		user := e.addMember(org, "user@acme.test", "user")

		p := e.dash(admin, "GET", "/settings", nil)
		p.want(t, "settings", 200, `value="Org acme"`, `name="primaryColor"`, `value="#4F46E5"`, "free</strong> plan: 3 seats, 3 rooms, 3 forms, no integrations",
			`href="/settings" aria-current="page"`)
		form := url.Values{"name": {"Acme Academy"}, "primaryColor": {"#0a7f3c"}, "headerText": {"Tell us"}, "placeholderText": {"Anything…"},
			"submitButtonText": {"Send"}, "happyTags": {"clear, fun"}, "neutralTags": {""}, "sadTags": {"too fast"},
			"defaultChartType": {"bar"}, "trendInterval": {"week"}, "maxWords": {"50"}, "excludeWords": {"the, and"}, "requireChallenge": {"1"}}
		e.dash(admin, "POST", "/settings", form).want(t, "save", 303)
		resp := e.do(request{method: "GET", path: "/api/settings", cookie: admin.Cookie})
		e.expect(t, "api settings", resp, 200, "")
		for _, want := range []string{`"name":"Acme Academy"`, `"primaryColor":"#0A7F3C"`, `"submitButtonText":"Send"`, `"happy":["clear","fun"]`,
			`"defaultChartType":"bar"`, `"trendInterval":"week"`, `"maxWords":50`, `"excludeWords":["the","and"]`, `"requireChallenge":true`} {
			if !strings.Contains(string(resp.raw), want) {
				t.Errorf("no %s in %s", want, resp.raw)
			}
		}
		form.Set("primaryColor", "green")
		e.dash(admin, "POST", "/settings", form).want(t, "bad colour", 400, "primaryColor")
		form.Set("primaryColor", "#0A7F3C")
		form.Set("maxWords", "5000")
		e.dash(admin, "POST", "/settings", form).want(t, "too many words", 400, "maxWords")
		form.Set("maxWords", "many")
		e.dash(admin, "POST", "/settings", form).want(t, "words not a number", 400, "maxWords")
		e.dashFrom(admin, "POST", "/settings", form, "https://evil.example").want(t, "cross-site", 403)
		e.dash(user, "POST", "/settings", form).want(t, "a user saves", 403)
		p = e.dash(user, "GET", "/settings", nil)
		p.want(t, "a user's settings", 200, "Only the organization's admins", "Request an upgrade")
		if strings.Contains(p.body, `name="primaryColor"`) || strings.Contains(p.body, "/settings/logo") {
			t.Error("a user is offered the settings' forms")
		}

		// The logo.
		body, ct := multipartBody(t, "file", "logo.png", "image/png", testImage(t, "png"))
		lp := e.dashSend(admin, "POST", "/settings/logo", strings.NewReader(body), ct, baseURL)
		if lp.status != 303 {
			t.Fatalf("logo: %d %s", lp.status, lp.body)
		}
		p = e.dash(admin, "GET", "/settings", nil)
		src := between(p.body, `<img class="logo" src="`, `"`)
		if !strings.HasPrefix(src, "/uploads/") {
			t.Fatalf("logo %q in\n%s", src, p.body)
		}
		if img := e.dash(admin, "GET", src, nil); img.status != 200 || img.header.Get("Content-Type") != "image/png" {
			t.Errorf("the logo answers %d %q", img.status, img.header.Get("Content-Type"))
		}
		body, ct = multipartBody(t, "file", "logo.png", "image/png", []byte("not an image"))
		if lp := e.dashSend(admin, "POST", "/settings/logo", strings.NewReader(body), ct, baseURL); lp.status/100 != 4 || !strings.Contains(lp.body, "<h1>Settings</h1>") {
			t.Errorf("a bad logo: %d %s", lp.status, lp.body)
		}
		body, ct = multipartBody(t, "file", "logo.png", "image/png", testImage(t, "png"))
		if lp := e.dashSend(user, "POST", "/settings/logo", strings.NewReader(body), ct, baseURL); lp.status != 403 {
			t.Errorf("a user's logo: %d", lp.status)
		}

		// Test a text.
		e.dash(admin, "POST", "/settings/test-concern", url.Values{"text": {"I was harassed by another student after class"}}).
			want(t, "serious", 200, "A serious concern", "harassed by another student")
		e.dash(admin, "POST", "/settings/test-concern", url.Values{"text": {"The coffee was great"}}).want(t, "not serious", 200, "Not a serious concern")
		e.dash(admin, "POST", "/settings/test-concern", url.Values{"text": {""}}).want(t, "empty", 400)
		e.dash(user, "POST", "/settings/test-concern", url.Values{"text": {"x"}}).want(t, "a user tests", 403)

		// The upgrade, by any member: the owner gets the email.
		e.dash(user, "POST", "/settings/upgrade", url.Values{"plan": {"galaxy"}}).want(t, "unknown plan", 400, "plan")
		e.dash(user, "POST", "/settings/upgrade", url.Values{"plan": {"team"}, "reason": {"We need more rooms"}}).want(t, "upgrade", 303)
		if msg := e.smtp.WaitFor(t, owner.User.Email, 10*time.Second); !strings.Contains(msg.Text, "We need more rooms") {
			t.Errorf("upgrade email:\n%s", msg.Text)
		}
	})
}
