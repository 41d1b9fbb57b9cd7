package server_test

import (
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

// marked is how the dashboard marks the input of the field a message is
// about: invalid, and described by the message.
const marked = `aria-invalid="true" aria-describedby="problem"`

// problem is the start of the message a refused form shows.
const problem = `<p class="alert" id="problem" role="alert">`

// wantMarked checks that the input of p whose attributes start with
// input is the one marked, and the only one.
func (p page) wantMarked(t *testing.T, what, input string) {
	t.Helper()
	i := strings.Index(p.body, input)
	if i < 0 {
		t.Errorf("%s: no %q in\n%s", what, input, p.body)
		return
	}
	tag := p.body[i : i+strings.Index(p.body[i:], ">")]
	if !strings.Contains(tag, marked) || strings.Count(p.body, marked) != 1 {
		t.Errorf("%s: %q is not the one input marked: %q in\n%s", what, input, tag, p.body)
	}
}

// TestDashboardRefusedForms: a form the server refuses comes back with
// what was typed, the message in a sentence naming the field by its
// label, and the field's input marked invalid and tied to the message.
func TestDashboardRefusedForms(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		c := e.newRoomsCast()
		admin, alice := c.admin, c.alice
		// refuse posts form as m and checks that the page holds texts
		// and marks input, the field in error.
		refuse := func(what string, m *member, path string, form url.Values, status int, input string, texts ...string) {
			t.Helper()
			p := e.dash(m, "POST", path, form)
			p.want(t, what, status, texts...)
			p.wantMarked(t, what, input)
		}

		// Settings: the name and heading typed stay, the blank button text is marked.
		form := url.Values{"name": {"Renamed Org"}, "primaryColor": {"#0a7f3c"}, "headerText": {"Typed header"}, "placeholderText": {"Typed placeholder"},
			"submitButtonText": {"   "}, "happyTags": {"clear, fun"}, "sadTags": {"too fast"}, "defaultChartType": {"bar"}, "trendInterval": {"week"},
			"maxWords": {"50"}, "excludeWords": {"the, and"}, "requireChallenge": {"1"}}
		refuse("settings", admin, "/settings", form, 400, `<input id="fc-submit"`,
			problem+"“Submit button” must be 1 to 50 characters.</p>", `value="Renamed Org"`, `value="Typed header"`,
			`value="Typed placeholder"`, `value="clear, fun"`, `value="too fast"`, `<option selected>bar</option>`, `<option selected>week</option>`,
			`value="50"`, `value="the, and"`, `name="requireChallenge" value="1" checked`, `value="#0a7f3c"`)
		form.Set("submitButtonText", "Send")
		form.Set("primaryColor", "green")
		refuse("settings' colour", admin, "/settings", form, 400, `<input id="primary-color"`,
			"“Brand colour” must be a hex colour #RRGGBB.", `value="green"`)
		refuse("upgrade", admin, "/settings/upgrade", url.Values{"plan": {"gold"}, "reason": {"Typed reason"}}, 400, `<select id="upgrade-plan"`,
			"“Plan to ask for” must be", ">Typed reason</textarea>")
		refuse("test of a concern", admin, "/settings/test-concern", url.Values{"text": {" "}}, 400, `<textarea id="concern-text"`,
			problem+"“A text”")

		// A room renamed to another's name: the form keeps every value typed.
		e.dash(alice, "POST", "/rooms", url.Values{"name": {"Week 1"}, "private": {"1"}}).want(t, "create", 303)
		e.dash(alice, "POST", "/rooms", url.Values{"name": {"Week 2"}}).want(t, "create", 303)
		room := url.Values{"name": {"week 2"}, "private": {"1"}, "folder": {"Typed folder"}, "primaryColor": {"#112233"}, "headerText": {"Typed heading"},
			"footerText": {"Typed footer"}, "happyEmoji": {"🎉"}, "happyLabel": {"Typed great"}, "neutralEmoji": {"😐"}, "neutralLabel": {"OK"},
			"sadEmoji": {"😞"}, "sadLabel": {"Bad"}, "happyTags": {"pace, demo"}, "sadTags": {"noise"}}
		refuse("rename to a taken name", alice, "/rooms/Week%201", room, 409, `<input id="name"`,
			problem, "<h1>Week 1</h1>", `action="/rooms/Week%201"`, `value="week 2"`, `value="Typed folder"`,
			`value="#112233"`, `value="Typed heading"`, `value="Typed footer"`, `value="Typed great"`, `value="pace, demo"`, `value="noise"`)
		room.Set("name", "Week 1")
		room.Set("primaryColor", "teal")
		refuse("a room's colour", alice, "/rooms/Week%201", room, 400, `<input id="color"`,
			"“Primary colour” must be a hex colour #RRGGBB, or empty for the organization&#39;s.", `value="teal"`)
		refuse("a new room's taken name", alice, "/rooms", url.Values{"name": {"WEEK 2"}, "private": {"1"}}, 409, `<input id="new-room"`,
			problem, `value="WEEK 2"`, `name="private" value="1" checked`)

		// A new form, the account, an invitation, an API key.
		refuse("a new form", admin, "/forms", url.Values{"title": {strings.Repeat("t", 201)}, "type": {"text"}}, 400, `<input id="new-form"`,
			"“New form” must be", `value="`+strings.Repeat("t", 201)+`"`, `<option value="text" selected>`)
		refuse("account", alice, "/account", url.Values{"name": {"Alice"}, "lastName": {"Typed last"}, "instructorId": {"a b"}}, 400, `<input id="instructorId"`,
			"“Instructor id”", `value="Typed last"`, `value="a b"`)
		refuse("password", alice, "/account/password", url.Values{"currentPassword": {"wrong-password"}, "newPassword": {"a-new-password"}}, 400, `<input id="current"`,
			problem+"“Current password” is wrong.</p>")
		refuse("invitation", c.owner, "/members/invite", url.Values{"email": {"not-an-email"}, "role": {"admin"}}, 400, `<input id="invite-email"`,
			problem+"“Email”", `value="not-an-email"`, `<option value="admin" selected>`)
		refuse("API key", admin, "/keys", url.Values{"name": {"Typed key"}, "scopes": {"read"}, "expires": {"soon"}}, 400, `<input id="key-expires"`,
			problem+"“Expires on” must be a date, YYYY-MM-DD.</p>", `value="Typed key"`, `value="soon"`)

		// Filters and other pages: sentences with the labels of the page.
		e.dash(alice, "GET", "/inbox?from=2026-03-02&to=2026-03-01", nil).want(t, "inbox", 400, "“To” must not be before “From”.")
		e.dash(alice, "GET", "/rooms/Nope", nil).want(t, "unknown room", 404, "<h1>Not found</h1>", "Room not found.")
	})
}

// TestDashboardRateLimitedForms: over a rate limit, the sign-in, password
// reset and invitation pages come back with their form, what was typed,
// and when to try again in words.
func TestDashboardRateLimitedForms(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		invitation := e.invitedToken(t, owner, "new@acme.test")
		form := url.Values{"email": {owner.User.Email}, "password": {"wrong-password"}, "next": {"/inbox"}}
		p := e.dash(nil, "POST", "/login", form)
		for tries := 1; p.status == 401 && tries <= 10; tries++ {
			p = e.dash(nil, "POST", "/login", form)
		}
		p.want(t, "sign-in over the limit", 429, problem+"Too many attempts: try again in 15 minutes.</p>", `value="`+owner.User.Email+`"`,
			`value="/inbox"`, `name="password"`, `href="/forgot-password"`)
		if p.header.Get("Retry-After") == "" {
			t.Error("no Retry-After")
		}

		for range 10 {
			e.dash(nil, "POST", "/forgot-password", url.Values{"email": {"nobody@acme.test"}}).want(t, "forgot", 200)
		}
		e.dash(nil, "POST", "/forgot-password", url.Values{"email": {"typed@acme.test"}}).want(t, "forgot over the limit", 429,
			problem+"Too many attempts: try again in 60 minutes.</p>", `value="typed@acme.test"`, `action="/forgot-password"`)

		accept := url.Values{"token": {invitation}, "name": {"Typed name"}, "lastName": {"Typed last"}, "password": {"short"}}
		for range 10 {
			e.dash(nil, "POST", "/invite", accept).want(t, "short password", 400)
		}
		p = e.dash(nil, "POST", "/invite", accept)
		p.want(t, "invitation over the limit", 429, problem+"Too many attempts: try again in", `value="Typed name"`, `value="Typed last"`,
			`action="/invite"`, `value="new@acme.test"`)
	})
}

// invitedToken has owner invite email, and returns the token of the link
// it was sent.
func (e *env) invitedToken(t *testing.T, owner *member, email string) string {
	t.Helper()
	owner.Cookie = e.login(owner.User.Email, owner.Password)
	e.expect(t, "invite", e.invite(owner.Cookie, email, "user"), 201, "")
	return e.invitationToken(t, email)
}

// TestDashboardUsernameFields: the forms that set or ask for a password
// have the account's email beside it, read-only, as its username.
func TestDashboardUsernameFields(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		token := e.invitedToken(t, owner, "new@acme.test")
		field := func(email string) string {
			return `type="email" autocomplete="username" readonly value="` + email + `"`
		}
		e.dash(nil, "GET", "/invite?token="+url.QueryEscape(token), nil).want(t, "invitation", 200, field("new@acme.test"))
		e.dash(owner, "GET", "/account", nil).want(t, "account", 200, field(owner.User.Email), `autocomplete="current-password"`)
	})
}

// TestDashboardNotFoundForMembers: a path no route has answers a
// member's browser with the dashboard's 404 page and its navigation.
func TestDashboardNotFoundForMembers(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		owner.Cookie = e.login(owner.User.Email, owner.Password)
		req := httptest.NewRequest("GET", "/nope", nil)
		req.Header.Set("Accept", "text/html")
		e.send(owner, req).want(t, "member", 404, "<h1>Not found</h1>", "There is no page at this address.", `href="/inbox"`, "Sign out")
		req = httptest.NewRequest("GET", "/nope", nil)
		e.send(owner, req).want(t, "a program", 404, `"error":"NOT_FOUND"`)

		// The 404 and error pages have the navigation of the member's other
		// pages, the admins' screens and the member's name included.
		admin := e.addMember(org, "admin@acme.test", "admin")
		for _, m := range []*member{owner, admin, e.addMember(org, "user@acme.test", "user")} {
			want := navigation(e.dash(m, "GET", "/subscriptions", nil).body)
			req := httptest.NewRequest("GET", "/nope", nil)
			req.Header.Set("Accept", "text/html")
			for what, p := range map[string]page{"404": e.send(m, req), "error": e.dash(m, "GET", "/inbox?from=yesterday", nil)} {
				if got := navigation(p.body); got != want {
					t.Errorf("%s's %s page has the navigation\n%s\nwant\n%s", m.User.Email, what, got, want)
				}
			}
		}
		if nav := navigation(e.dash(admin, "GET", "/subscriptions", nil).body); !strings.Contains(nav, `href="/audit-log"`) || !strings.Contains(nav, `href="/keys"`) {
			t.Errorf("an admin's navigation lacks the admins' screens:\n%s", nav)
		}
	})
}

// navigation returns the header of a dashboard page, without the mark of
// the page it is on.
func navigation(body string) string {
	start, end := strings.Index(body, `<header class="top">`), strings.Index(body, "</header>")
	if start < 0 || end < start {
		return ""
	}
	return strings.ReplaceAll(body[start:end], ` aria-current="page"`, "")
}
