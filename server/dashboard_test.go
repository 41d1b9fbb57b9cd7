package server_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/identity"
)

// page is a dashboard answer.
type page struct {
	status   int
	location string
	body     string
	header   http.Header
	cookies  []*http.Cookie
}

// dash sends a dashboard request as m (nil: signed out): GET, or POST
// with the form values, from the dashboard's own origin.
func (e *env) dash(m *member, method, path string, form url.Values) page {
	e.t.Helper()
	return e.dashFrom(m, method, path, form, baseURL)
}

// dashFrom is dash with the Origin header origin ("" for none).
func (e *env) dashFrom(m *member, method, path string, form url.Values, origin string) page {
	e.t.Helper()
	if form == nil {
		return e.dashSend(m, method, path, nil, "", origin)
	}
	return e.dashSend(m, method, path, strings.NewReader(form.Encode()), "application/x-www-form-urlencoded", origin)
}

// dashSend sends a dashboard request as m (nil: signed out) with body of
// contentType (nil: none) and, for a POST, the Origin header origin ("" for
// none); it fails the test for a page over maxDashboardPage.
func (e *env) dashSend(m *member, method, path string, body io.Reader, contentType, origin string) page {
	e.t.Helper()
	req := httptest.NewRequest(method, path, body)
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	if origin != "" && method == http.MethodPost {
		req.Header.Set("Origin", origin)
	}
	return e.send(m, req)
}

// send sends req as m (nil: signed out) and returns the answer.
func (e *env) send(m *member, req *http.Request) page {
	e.t.Helper()
	if m != nil {
		req.AddCookie(&http.Cookie{Name: "auth_token", Value: m.Cookie})
	}
	resp, err := e.server.App().Test(req, -1)
	if err != nil {
		e.t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if len(raw) > maxDashboardPage {
		e.t.Errorf("%s %s: %d bytes, more than %d", req.Method, req.URL.Path, len(raw), maxDashboardPage)
	}
	return page{status: resp.StatusCode, location: resp.Header.Get("Location"), body: string(raw), header: resp.Header, cookies: resp.Cookies()}
}

// want checks the status of p and that its body holds each of texts.
func (p page) want(t *testing.T, what string, status int, texts ...string) {
	t.Helper()
	if p.status != status {
		t.Errorf("%s: status %d, want %d (location %q)\n%s", what, p.status, status, p.location, p.body)
		return
	}
	for _, s := range texts {
		if !strings.Contains(p.body, s) {
			t.Errorf("%s: no %q in\n%s", what, s, p.body)
		}
	}
}

func TestDashboardSignIn(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		p := e.dash(nil, "GET", "/rooms?x=1", nil)
		if p.status != 303 || p.location != "/login?next="+url.QueryEscape("/rooms?x=1") {
			t.Fatalf("signed out: %d %q", p.status, p.location)
		}
		p = e.dash(nil, "GET", "/", nil)
		if p.status != 303 || p.location != "/rooms" {
			t.Errorf("home: %d %q", p.status, p.location)
		}
		p = e.dash(nil, "GET", "/login?next=/rooms", nil)
		p.want(t, "sign-in page", 200, `name="password"`, `value="/rooms"`, "Forgot your password?")
		if csp := p.header.Get("Content-Security-Policy"); !strings.Contains(csp, "script-src 'self'") || strings.Contains(csp, "unsafe-inline") {
			t.Errorf("CSP %q", csp)
		}
		if strings.Contains(p.body, "identity provider") {
			t.Error("identity-provider button without a provider")
		}
		form := url.Values{"email": {owner.User.Email}, "password": {"wrong-password"}, "next": {"/rooms"}}
		e.dash(nil, "POST", "/login", form).want(t, "wrong password", 401, "Wrong email or password.")
		form.Set("password", owner.Password)
		e.dashFrom(nil, "POST", "/login", form, "https://evil.example").want(t, "cross-site sign-in", 403)
		form.Set("next", "//evil.example/x")
		p = e.dash(nil, "POST", "/login", form)
		if p.status != 303 || p.location != "/rooms" || len(p.cookies) == 0 {
			t.Fatalf("sign in: %d %q %v", p.status, p.location, p.cookies)
		}
		signedIn := &member{Cookie: p.cookies[0].Value}
		e.dash(signedIn, "GET", "/rooms", nil).want(t, "rooms", 200, "Sign out")
		e.dashFrom(signedIn, "POST", "/logout", url.Values{}, "https://evil.example").want(t, "cross-site sign-out", 403)
		e.dash(signedIn, "GET", "/rooms", nil).want(t, "still signed in", 200)
		p = e.dash(signedIn, "POST", "/logout", url.Values{})
		if p.status != 303 || !strings.HasPrefix(p.location, "/login?done=") {
			t.Fatalf("sign out: %d %q", p.status, p.location)
		}
		if p = e.dash(signedIn, "GET", "/rooms", nil); p.status != 303 {
			t.Errorf("after sign out: %d", p.status)
		}

		// Forgot and reset password, through the emailed link.
		e.dash(nil, "GET", "/forgot-password", nil).want(t, "forgot page", 200, `name="email"`)
		e.dash(nil, "POST", "/forgot-password", url.Values{"email": {"nope"}}).want(t, "not an email", 400, "not an email")
		e.dash(nil, "POST", "/forgot-password", url.Values{"email": {owner.User.Email}}).want(t, "forgot", 200, "on its way")
		msg := e.smtp.WaitFor(t, owner.User.Email, 10*time.Second)
		link, err := url.Parse(msg.FindLink(baseURL + "/reset-password?token="))
		if err != nil || link.Path != "/reset-password" {
			t.Fatalf("reset link %v %v", link, err)
		}
		token := link.Query().Get("token")
		e.dash(nil, "GET", link.RequestURI(), nil).want(t, "reset page", 200, `value="`+token+`"`)
		e.dash(nil, "POST", "/reset-password", url.Values{"token": {token}, "password": {"short"}}).want(t, "short password", 400)
		p = e.dash(nil, "POST", "/reset-password", url.Values{"token": {token}, "password": {"a-new-password"}})
		if p.status != 303 {
			t.Fatalf("reset: %d %s", p.status, p.body)
		}
		e.dash(nil, "POST", "/reset-password", url.Values{"token": {token}, "password": {"a-new-password"}}).want(t, "used link", 400, "expired or was used")
		e.login(owner.User.Email, "a-new-password")
	})
}

func TestDashboardInvitation(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		owner.Cookie = e.login(owner.User.Email, owner.Password)
		e.expect(t, "invite", e.do(request{method: "POST", path: "/api/users/invite", cookie: owner.Cookie,
			body: map[string]any{"email": "new@acme.test", "role": "user"}}), 201, "")
		msg := e.smtp.WaitFor(t, "new@acme.test", 10*time.Second)
		link, err := url.Parse(msg.FindLink(baseURL + "/invite?token="))
		if err != nil || link.Path != "/invite" {
			t.Fatalf("invitation link %v %v", link, err)
		}
		token := link.Query().Get("token")
		e.dash(nil, "GET", link.RequestURI(), nil).want(t, "invitation page", 200, "Org acme", "new@acme.test")
		e.dash(nil, "GET", "/invite?token=nope", nil).want(t, "unknown invitation", 404, "expired")
		e.dash(nil, "POST", "/invite", url.Values{"token": {token}, "name": {"New"}, "password": {"short"}}).want(t, "short password", 400, `value="New"`)
		p := e.dash(nil, "POST", "/invite", url.Values{"token": {token}, "name": {"New"}, "lastName": {"Member"}, "password": {"new-member-password"}})
		if p.status != 303 || len(p.cookies) == 0 {
			t.Fatalf("accept: %d %s", p.status, p.body)
		}
		e.dash(&member{Cookie: p.cookies[0].Value}, "GET", p.location, nil).want(t, "new member's rooms", 200, "you are a member now")
	})
}

func TestDashboardRooms(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		c := e.newRoomsCast()
		alice, bob, admin := c.alice, c.bob, c.admin
		p := e.dash(alice, "POST", "/rooms", url.Values{"name": {"Week 1"}, "private": {"1"}})
		if p.status != 303 || !strings.HasPrefix(p.location, "/rooms/Week%201?") {
			t.Fatalf("create: %d %q %s", p.status, p.location, p.body)
		}
		e.dash(alice, "POST", "/rooms", url.Values{"name": {"Open <b>"}}).want(t, "create", 303)
		e.dash(alice, "POST", "/rooms", url.Values{"name": {"open <B>"}}).want(t, "taken name", 409, "exists already")
		e.dashFrom(alice, "POST", "/rooms", url.Values{"name": {"X"}}, "https://evil.example").want(t, "cross-site create", 403)
		p = e.dash(alice, "GET", "/rooms/Week%201", nil)
		p.want(t, "room page", 200, baseURL+"/r/"+alice.User.InstructorID+"/Week%201", "/api/events/Week%201/qrcode?format=png",
			"/api/events/Week%201/qrcode?format=svg", "widget.js", `data-room=&#34;Week 1&#34;`)

		form := url.Values{"name": {"Week 1b"}, "private": {"1"}, "folder": {"Spring"}, "headerText": {"How was it?"}, "footerText": {"Thanks"},
			"happyEmoji": {"🎉"}, "happyLabel": {"Great"}, "neutralEmoji": {"😐"}, "neutralLabel": {"OK"}, "sadEmoji": {"😞"}, "sadLabel": {"Bad"},
			"happyTags": {"pace, demo"}, "neutralTags": {""}, "sadTags": {"noise"}}
		p = e.dash(alice, "POST", "/rooms/Week%201", form)
		if p.status != 303 || !strings.HasPrefix(p.location, "/rooms/Week%201b?") {
			t.Fatalf("edit: %d %q %s", p.status, p.location, p.body)
		}
		ctx := identity.WithPrincipal(context.Background(), &identity.Principal{UserID: alice.User.ID, OrgID: c.org.ID, Role: "user"})
		r, err := e.rooms.FindRoomByName(ctx, "week 1b")
		if err != nil || r.Folder != "Spring" || r.FeedbackCustomization.Sentiments.Happy.Emoji != "🎉" || strings.Join(r.CustomTags.Happy, ",") != "pace,demo" {
			t.Fatalf("edited room %+v %v", r, err)
		}
		form.Set("happyLabel", "")
		e.dash(alice, "POST", "/rooms/Week%201b", form).want(t, "bad edit", 400, "happy")
		// A refused name is said with the field's label, and marks it.
		form.Set("happyLabel", "Great")
		form.Set("name", "a/b")
		e.dash(alice, "POST", "/rooms/Week%201b", form).want(t, "rename with a slash", 400,
			"“Name” must not contain &#39;/&#39; or &#39;\\&#39;.", `name="name" required maxlength="100" value="a/b" aria-invalid="true" aria-describedby="problem"`)
		form.Set("name", "Week 1b")
		e.dash(alice, "POST", "/rooms", url.Values{"name": {"a\\b"}}).want(t, "create with a backslash", 400,
			"“New room” must not contain &#39;/&#39; or &#39;\\&#39;.", `value="a\b" aria-invalid="true" aria-describedby="problem"`)
		e.dash(bob, "POST", "/rooms/Open%20%3Cb%3E", url.Values{"name": {"Mine"}}).want(t, "another user's room", 403)
		e.dash(bob, "GET", "/rooms/Week%201b", nil).want(t, "another user's private room", 404)

		p = e.dash(alice, "GET", "/rooms", nil)
		p.want(t, "list", 200, "Spring", "Week 1b", "Open &lt;b&gt;")
		if strings.Index(p.body, "Open &lt;b&gt;") > strings.Index(p.body, "Spring") {
			t.Error("the rooms in no folder come after the folders")
		}
		e.dash(alice, "POST", "/rooms/Week%201b/active", url.Values{"active": {"0"}}).want(t, "deactivate", 303)
		if r, _ := e.rooms.FindRoomByName(ctx, "week 1b"); r.Active {
			t.Error("still active")
		}

		e.dash(alice, "GET", "/rooms/Week%201b/delete", nil).want(t, "confirmation", 200, "cannot be undone")
		// The room's screen offers to delete it to whom DeleteRoom allows:
		// its creator, and an admin only once the creator has left.
		e.dash(alice, "GET", "/rooms/Open%20%3Cb%3E", nil).want(t, "creator's room page", 200, "Delete this room")
		if p := e.dash(admin, "GET", "/rooms/Open%20%3Cb%3E", nil); p.status != 200 || strings.Contains(p.body, "Delete this room") {
			t.Errorf("admin's page of another's room: %d, offers to delete it: %v", p.status, strings.Contains(p.body, "Delete this room"))
		}
		e.dash(admin, "GET", "/rooms/Open%20%3Cb%3E/delete", nil).want(t, "admin's confirmation of another's room", 403)
		e.dash(admin, "POST", "/rooms/Open%20%3Cb%3E/delete", url.Values{}).want(t, "admin deletes another's room", 403)
		e.dash(alice, "POST", "/rooms/Week%201b/delete", url.Values{}).want(t, "delete", 303)
		if got := e.listedNames(t, alice); len(got) != 1 {
			t.Errorf("after delete: %v", got)
		}
		e.expect(t, "alice leaves", e.do(request{method: "DELETE", path: "/api/users/" + alice.User.ID + "/organization", cookie: c.owner.Cookie}), 200, "")
		e.dash(admin, "GET", "/rooms/Open%20%3Cb%3E", nil).want(t, "a room whose creator left", 200, "Delete this room", "has no public link")
		e.dash(admin, "GET", "/rooms/Open%20%3Cb%3E/delete", nil).want(t, "confirmation of a room whose creator left", 200, "cannot be undone")
		e.dash(admin, "POST", "/rooms/Open%20%3Cb%3E/delete", url.Values{}).want(t, "admin deletes a room whose creator left", 303)
	})
}

func TestDashboardFeedback(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		w := fbSetup(t, e)
		owner := w.owner
		ids := map[string]string{}
		for _, s := range []struct{ text, sentiment string }{
			{"The projector was broken", "negative"},
			{"Great pace today", "positive"},
			{"I was harassed by another student after class", ""},
		} {
			ids[s.text] = e.fbAdd(w.ownerID, "Lobby", s.text, s.sentiment)
		}
		e.fbAdd(w.umaID, "Uma's Lab", "secret lab notes", "neutral")

		p := e.dash(w.ulf, "GET", "/inbox", nil)
		p.want(t, "user's inbox", 200, "The projector was broken", "Great pace today")
		if strings.Contains(p.body, "secret lab notes") || strings.Contains(p.body, "Delete selected") {
			t.Error("a user sees another's private room or the bulk delete")
		}
		p = e.dash(owner, "GET", "/inbox?q=projector&sentiment=negative&room=Lobby&from=2000-01-01&to=2999-12-31", nil)
		p.want(t, "search", 200, "The projector was broken", `value="projector"`, "Delete selected")
		if strings.Contains(p.body, "Great pace today") {
			t.Error("the search shows what it does not match")
		}
		e.dash(owner, "GET", "/inbox?from=yesterday", nil).want(t, "bad date", 400)
		p = e.dash(owner, "GET", "/inbox?reasoning="+ids["Great pace today"], nil)
		p.want(t, "reasoning", 200, "AI reasoning")

		// Serious concerns: resolve and unresolve.
		concern := ids["I was harassed by another student after class"]
		e.dash(owner, "GET", "/concerns?resolved=false", nil).want(t, "concerns", 200, "harassed", "Resolve")
		e.dashFrom(w.admin, "POST", "/feedback/"+concern+"/resolve", url.Values{}, "https://evil.example").want(t, "cross-site resolve", 403)
		e.dash(w.ulf, "POST", "/feedback/"+concern+"/resolve", url.Values{}).want(t, "user resolves", 403)
		p = e.dash(w.admin, "POST", "/feedback/"+concern+"/resolve", url.Values{"back": {"/concerns?resolved=false"}})
		if p.status != 303 || !strings.HasPrefix(p.location, "/concerns?resolved=false&done=") {
			t.Fatalf("resolve: %d %q %s", p.status, p.location, p.body)
		}
		if it, _ := e.feedback.FindItem(identity.WithPrincipal(context.Background(), &identity.Principal{UserID: owner.User.ID, OrgID: w.acme.ID, Role: "owner"}), concern); !it.Concern.Resolved {
			t.Error("not resolved")
		}
		e.dash(owner, "POST", "/feedback/"+concern+"/unresolve", url.Values{"back": {"https://evil.example/"}}).want(t, "unresolve", 303)
		e.dash(w.globexOwner, "POST", "/feedback/"+concern+"/resolve", url.Values{}).want(t, "another organization", 404)

		// Admin actions: a user cannot reach them by URL.
		e.dash(w.ulf, "GET", "/flagged", nil).want(t, "user's flagged queue", 403)
		e.dash(w.admin, "GET", "/flagged", nil).want(t, "flagged queue", 200)
		e.dash(w.ulf, "POST", "/feedback/delete", url.Values{"id": {ids["Great pace today"]}}).want(t, "user deletes", 403)
		e.dash(owner, "POST", "/feedback/delete", url.Values{"id": {ids["Great pace today"], ids["The projector was broken"]}, "back": {"/inbox?q=x"}}).want(t, "bulk delete", 303)
		if n := e.fbCount(); n != 2 {
			t.Errorf("%d items after deleting 2 of 4", n)
		}

		// Insights follow the inbox's filters.
		p = e.dash(w.admin, "GET", "/insights?room=Lobby&interval=week", nil)
		p.want(t, "insights", 200, "Sentiment trend by week", "<svg", "harassed", "<table>")
		// A refused filter or selection reads as a sentence.
		e.dash(w.admin, "GET", "/insights?from=2000-01-01&interval=day", nil).want(t, "too many days", 400,
			"“From”: the range holds more than 3660 buckets of a day.")
		e.dash(w.admin, "GET", "/inbox?room=a%00b", nil).want(t, "NUL in the room", 400, "“Room” must not contain NUL characters.")
		e.dash(owner, "POST", "/feedback/delete", url.Values{}).want(t, "nothing selected", 400, "IDs must hold at least one id.")

		// The live view shows analysed items that are neither concerns nor flagged.
		e.fbAdd(w.ownerID, "Lobby", "Loved the live demo", "positive")
		p = e.dash(w.ulf, "GET", "/live/Lobby/feed", nil)
		if p.status != 200 || !strings.Contains(p.body, "Loved the live demo") || strings.Contains(p.body, "harassed") {
			t.Errorf("live feed %d %s", p.status, p.body)
		}
		e.dash(w.ulf, "GET", "/live/Lobby", nil).want(t, "live page", 200, "Loved the live demo", `data-feed="/live/Lobby/feed"`)
		// More than a feed's worth of faces without text since: the feed
		// still holds the room's text.
		for range 21 {
			e.fbAdd(w.ownerID, "Lobby", "", "neutral")
		}
		p = e.dash(w.ulf, "GET", "/live/Lobby/feed", nil)
		var feed []map[string]any
		if err := json.Unmarshal([]byte(p.body), &feed); err != nil || len(feed) == 0 || feed[0]["text"] != "Loved the live demo" {
			t.Errorf("live feed after faces: %d %s", p.status, p.body)
		}
		e.dash(w.ulf, "GET", "/live/Uma%27s%20Lab", nil).want(t, "another user's private room", 404)
	})
}

// hostDashboard is where the host of TestDashboardOff serves its own
// dashboard.
const hostDashboard = "https://host.example/admin"

// TestDashboardOff: without the dashboard, its pages answer 404, and the
// emails link to the host's own dashboard (DashboardURL), whose pages take
// the links' tokens to the API.
func TestDashboardOff(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		for _, path := range []string{"/", "/login", "/rooms", "/inbox", "/reset-password", "/invite"} {
			if p := e.dash(nil, "GET", path, nil); p.status != 404 {
				t.Errorf("%s: %d", path, p.status)
			}
		}
		// emailLink waits for an email to to, and returns the token of its
		// link that starts with prefix.
		emailLink := func(to, prefix string) string {
			t.Helper()
			msg := e.smtp.WaitFor(t, to, 10*time.Second)
			link, err := url.Parse(msg.FindLink(prefix))
			if err != nil || link.Query().Get("token") == "" {
				t.Fatalf("no link %s... in %s (%v)", prefix, msg.Text, err)
			}
			return link.Query().Get("token")
		}
		org, owner := e.newOrg("acme")
		e.expect(t, "invite", e.invite(owner.Cookie, "ivy@acme.test", "user"), 201, "")
		token := emailLink("ivy@acme.test", hostDashboard+"/invite?token=")
		e.expect(t, "accept the invitation", e.do(request{method: "POST", path: "/api/public/accept-invitation",
			body: map[string]string{"token": token, "name": "Ivy", "password": "ivy-password-1"}}), 201, "")

		e.expect(t, "forgot-password", e.do(request{method: "POST", path: "/api/auth/forgot-password",
			body: map[string]string{"email": owner.User.Email}}), 200, "")
		token = emailLink(owner.User.Email, hostDashboard+"/reset-password?token=")
		e.expect(t, "reset the password", e.do(request{method: "POST", path: "/api/auth/reset-password",
			body: map[string]string{"token": token, "password": "a-brand-new-password"}}), 200, "")

		// A notification links to the item in the host's inbox, and
		// unsubscribes through the API.
		owner.Cookie = e.login(owner.User.Email, "a-brand-new-password")
		e.uncap(org)
		room := e.createRoom(owner, "Retro", false)
		e.expect(t, "subscribe", e.do(request{method: "POST", path: subPath("room", room["_id"].(string)), cookie: owner.Cookie,
			body: map[string]any{"frequency": "instant"}}), 201, "")
		e.fbAdd(owner.User.InstructorID, "Retro", "Great session, thanks", "positive")
		msg := e.smtp.WaitFor(t, owner.User.Email, 10*time.Second)
		if !strings.Contains(msg.Text, hostDashboard+"/inbox?room=Retro#item-") || !strings.Contains(msg.Text, baseURL+"/api/public/unsubscribe?token=") {
			t.Errorf("the notification's links: %s", msg.Text)
		}
	}, func(c *app.Config) { c.NoDashboard, c.DashboardURL = true, hostDashboard+"/" })
}

func TestDashboardAccountAndSubscriptions(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		c := e.newRoomsCast()
		alice, bob := c.alice, c.bob
		room := e.createRoom(alice, "Lobby", false)
		e.dash(alice, "GET", "/account", nil).want(t, "account", 200, `value="`+alice.User.InstructorID+`"`, baseURL+"/r/"+alice.User.InstructorID+"/")
		e.dash(alice, "POST", "/account", url.Values{"name": {"Alice"}, "lastName": {"A"}, "instructorId": {"alice-2"}}).want(t, "save", 303)
		e.dash(alice, "GET", "/account", nil).want(t, "saved", 200, `value="alice-2"`, baseURL+"/r/alice-2/")
		e.dash(bob, "POST", "/account", url.Values{"name": {"Bob"}, "instructorId": {"alice-2"}}).want(t, "taken id", 409)
		e.dash(bob, "POST", "/account", url.Values{"name": {"Bob"}, "instructorId": {"x"}}).want(t, "bad id", 400, `value="x"`)
		e.dash(alice, "POST", "/account/password", url.Values{"currentPassword": {"wrong"}, "newPassword": {"another-password"}}).want(t, "wrong password", 400)
		e.dash(alice, "POST", "/account/password", url.Values{"currentPassword": {alice.Password}, "newPassword": {"another-password"}}).want(t, "password", 303)
		e.login(alice.User.Email, "another-password")
		e.dashFrom(alice, "POST", "/account", url.Values{"name": {"Eve"}, "instructorId": {"eve-1"}}, "https://evil.example").want(t, "cross-site", 403)

		id := room["_id"].(string)
		e.dash(bob, "GET", "/subscriptions", nil).want(t, "none", 200, "You follow no room yet.", `<option value="`+id+`">Lobby</option>`)
		e.dash(bob, "POST", "/subscriptions", url.Values{"type": {"room"}, "id": {id}, "frequency": {"instant"}}).want(t, "follow", 303)
		e.dash(bob, "POST", "/subscriptions", url.Values{"type": {"room"}, "id": {id}, "frequency": {"daily"}, "minSentiment": {"negative"}}).want(t, "change", 303)
		p := e.dash(bob, "GET", "/subscriptions", nil)
		p.want(t, "list", 200, "Lobby", "<option selected>daily</option>", `value="negative" selected`)
		e.dash(bob, "POST", "/subscriptions", url.Values{"type": {"room"}, "id": {id}, "frequency": {"hourly"}}).want(t, "bad frequency", 400)
		e.dash(c.rival, "POST", "/subscriptions", url.Values{"type": {"room"}, "id": {id}, "frequency": {"daily"}}).want(t, "another organization", 404)
		e.dash(bob, "POST", "/subscriptions", url.Values{"type": {"room"}, "id": {id}, "unsubscribe": {"1"}}).want(t, "unsubscribe", 303)
		e.dash(bob, "GET", "/subscriptions", nil).want(t, "after unsubscribe", 200, "You follow no room yet.")
	})
}
