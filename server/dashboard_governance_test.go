package server_test

import (
	"bytes"
	"context"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/orgs"
)

// retentionOf returns the retention of the organization of m, as the API
// answers it.
func (e *env) retentionOf(t *testing.T, m *member) string {
	t.Helper()
	resp := e.do(request{method: "GET", path: retentionPath, cookie: m.Cookie})
	e.expect(t, "retention", resp, 200, "")
	return string(bytes.TrimSpace(resp.raw))
}

// noticeOf returns the privacy notice of the organization of m, as the API
// answers it.
func (e *env) noticeOf(t *testing.T, m *member) string {
	t.Helper()
	resp := e.do(request{method: "GET", path: "/api/organization/privacy-notice", cookie: m.Cookie})
	e.expect(t, "privacy notice", resp, 200, "")
	notice, _ := jsonPath(resp.json, "notice").(string)
	return notice
}

// governanceCast makes the organization acme, with an owner, an admin and
// a user, and another organization, rival, with its owner.
func (e *env) governanceCast() (owner, admin, user, rival *member) {
	e.t.Helper()
	org, owner := e.newOrg("acme")
	e.uncap(org)
	admin = e.addMember(org, "admin@acme.test", "admin")
	user = e.addMember(org, "user@acme.test", "user")
	_, rival = e.newOrg("rival")
	return owner, admin, user, rival
}

// TestDashboardAuditLog: admins read the audit log, newest first, with who
// did what, when, from which IP and what changed, filtered by action,
// actor and days kept in the URL, twenty to a page; a user reaches none of
// it; each organization sees its own entries only.
func TestDashboardAuditLog(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		owner, admin, user, rival := e.governanceCast()

		e.dash(admin, "GET", "/audit-log", nil).want(t, "empty", 200, "0 entries", "No entry under these filters",
			`href="/audit-log" aria-current="page"`)
		e.dash(user, "GET", "/audit-log", nil).want(t, "a user's audit log", 403, "Not allowed")
		if p := e.dash(user, "GET", "/rooms", nil); strings.Contains(p.body, `href="/audit-log"`) || strings.Contains(p.body, `href="/data"`) {
			t.Error("a user's navigation links the audit log or the data screen")
		}

		e.expect(t, "retention", e.do(request{method: "PUT", path: retentionPath, cookie: owner.Cookie,
			body: map[string]any{"feedbackDays": 30}}), 200, "")
		e.expect(t, "invite", e.do(request{method: "POST", path: "/api/users/invite", cookie: admin.Cookie,
			body: map[string]any{"email": "new@acme.test", "role": "user"}}), 201, "")
		key := e.do(request{method: "POST", path: "/api/api-keys", cookie: admin.Cookie, body: map[string]any{"name": "Robot <1>", "scopes": []string{"write"}}})
		e.expect(t, "key", key, 201, "")
		e.expect(t, "room", e.do(request{method: "POST", path: "/api/events", cookie: admin.Cookie, body: map[string]any{"eventName": "Gone"}}), 201, "")
		e.expect(t, "room deleted by the key", e.do(request{method: "DELETE", path: roomPath("Gone", ""),
			header: map[string]string{"Authorization": "Bearer " + key.json["key"].(string)}}), 200, "")

		p := e.dash(admin, "GET", "/audit-log", nil)
		p.want(t, "log", 200, "4 entries", "Retention changed", "feedback days", "<dd>30</dd>", "Invitation sent", "new@acme.test",
			"Room deleted", "API key “Robot &lt;1&gt;” of admin@acme.test", owner.User.Email, "API key created")
		if strings.Index(p.body, "Room deleted") > strings.Index(p.body, "Retention changed") {
			t.Error("the log is not newest first")
		}
		api := e.do(request{method: "GET", path: "/api/audit-log", cookie: admin.Cookie})
		ip, _ := jsonPath(api.json["data"].([]any)[0], "ip").(string)
		if ip == "" || !strings.Contains(p.body, "<dd>"+ip+"</dd>") {
			t.Errorf("the client IP %q is not shown", ip)
		}

		// The filters, in the URL.
		p = e.dash(admin, "GET", "/audit-log?action=retention.changed", nil)
		p.want(t, "by action", 200, "1 entry", "Retention changed", `<option value="retention.changed" selected>`)
		if strings.Contains(p.body, "Invitation sent</h2>") {
			t.Error("the action filter lets other actions through")
		}
		p = e.dash(admin, "GET", "/audit-log?actor="+admin.User.ID, nil)
		p.want(t, "by actor", 200, "2 entries", "Invitation sent", "API key created", `<option value="`+admin.User.ID+`" selected>`)
		if strings.Contains(p.body, "Retention changed</h2>") {
			t.Error("the actor filter lets others' entries through")
		}
		today := time.Now().UTC().Format(time.DateOnly)
		tomorrow := time.Now().UTC().AddDate(0, 0, 1).Format(time.DateOnly)
		e.dash(admin, "GET", "/audit-log?from="+today+"&to="+today, nil).want(t, "today", 200, "4 entries")
		e.dash(admin, "GET", "/audit-log?from="+tomorrow, nil).want(t, "tomorrow", 200, "0 entries")
		e.dash(admin, "GET", "/audit-log?from=yesterday", nil).want(t, "not a date", 400, "“From” must be a date (YYYY-MM-DD).")
		e.dash(admin, "GET", "/audit-log?from="+tomorrow+"&to="+today, nil).want(t, "from after to", 400, "“From” must not be after “To”.")
		e.dash(admin, "GET", "/audit-log?action=%00", nil).want(t, "NUL in the action", 400, "“Action” must not contain NUL characters.")
		e.dash(admin, "GET", "/audit-log?actor=a%00b", nil).want(t, "NUL in the actor", 400, "“Who” must not contain NUL characters.")
		e.dash(admin, "GET", "/audit-log?actor=%ff", nil).want(t, "actor not UTF-8", 400, "“Who” must be valid UTF-8.")
		e.dash(admin, "GET", "/audit-log?action=host.thing&actor=someone", nil).want(t, "unknown action and actor", 200, "0 entries",
			`<option value="host.thing" selected>host.thing</option>`, `<option value="someone" selected>the actor someone</option>`)

		// Twenty to a page, the filters kept across pages.
		for i := 1; i <= 22; i++ {
			e.expect(t, "retention", e.do(request{method: "PUT", path: retentionPath, cookie: owner.Cookie,
				body: map[string]any{"responsesDays": i}}), 200, "")
		}
		p = e.dash(admin, "GET", "/audit-log?action=retention.changed", nil)
		p.want(t, "first page", 200, "23 entries", "Page 1 of 2", `href="?action=retention.changed&amp;page=2"`, "<dd>22</dd>")
		p = e.dash(admin, "GET", "/audit-log?action=retention.changed&page=2", nil)
		p.want(t, "second page", 200, "Page 2 of 2", `href="?action=retention.changed&amp;page=1"`)
		if n := strings.Count(p.body, `<li id="entry-`); n != 3 {
			t.Errorf("second page: %d entries, want 3", n)
		}

		// Another organization's log is its own.
		p = e.dash(rival, "GET", "/audit-log", nil)
		p.want(t, "rival", 200, "0 entries")
		if strings.Contains(p.body, "acme.test") {
			t.Error("the rival sees acme's log")
		}
	})
}

// TestDashboardData: admins change the retention and the privacy notice
// (previewed first); a refused value changes nothing; a user reaches none
// of it; only the owner sees the export, transfers the ownership and
// deletes the organization, which signs them out on a page that says so
// and leaves the other organization alone.
func TestDashboardData(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		owner, admin, user, rival := e.governanceCast()

		p := e.dash(admin, "GET", "/data", nil)
		p.want(t, "admin's data", 200, `href="/data" aria-current="page"`, `name="feedbackDays"`, `name="notice"`,
			"Anonymous: collected by Org acme, kept until", `href="`+baseURL+`/privacy/acme"`)
		for _, owners := range []string{"/data/delete", "/api/organization/export", "/data/transfer-ownership"} {
			if strings.Contains(p.body, owners) {
				t.Errorf("an admin is offered %s", owners)
			}
		}
		e.dash(user, "GET", "/data", nil).want(t, "a user's data", 403)

		// Retention.
		retention := url.Values{"feedbackDays": {"30"}, "responsesDays": {""}}
		e.dash(user, "POST", "/data/retention", retention).want(t, "a user's retention", 403)
		e.dashFrom(admin, "POST", "/data/retention", retention, "https://evil.example").want(t, "cross-site", 403)
		if got := e.retentionOf(t, owner); got != `{"feedbackDays":null,"responsesDays":null}` {
			t.Errorf("after refused posts: %s", got)
		}
		p = e.dash(admin, "POST", "/data/retention", retention)
		if p.status != 303 || p.location != "/data?done=retention-saved" {
			t.Fatalf("save the retention: %d %q", p.status, p.location)
		}
		e.dash(admin, "GET", p.location, nil).want(t, "saved", 200, "The retention is saved", `id="feedback-days" name="feedbackDays" type="number" min="1" max="3650" inputmode="numeric" value="30"`,
			"kept for 30 days")
		for _, bad := range []url.Values{
			{"feedbackDays": {"0"}, "responsesDays": {"90"}},
			{"feedbackDays": {"7"}, "responsesDays": {"3651"}},
			{"feedbackDays": {"many"}, "responsesDays": {"90"}},
			{"feedbackDays": {"1.5"}},
		} {
			e.dash(admin, "POST", "/data/retention", bad).want(t, "bad retention "+bad.Encode(), 400, "1 to 3650 days", `value="`+bad.Get("feedbackDays")+`"`)
		}
		if got := e.retentionOf(t, owner); got != `{"feedbackDays":30,"responsesDays":null}` {
			t.Errorf("after refused retentions: %s", got)
		}
		e.dash(admin, "POST", "/data/retention", url.Values{"responsesDays": {"365"}}).want(t, "responses only", 303)
		if got := e.retentionOf(t, owner); got != `{"feedbackDays":30,"responsesDays":365}` {
			t.Errorf("a field the post lacks changed: %s", got)
		}
		e.dash(admin, "POST", "/data/retention", url.Values{"feedbackDays": {""}}).want(t, "forever", 303)
		if got := e.retentionOf(t, owner); got != `{"feedbackDays":null,"responsesDays":365}` {
			t.Errorf("an empty field keeps forever: %s", got)
		}
		ct := e.dashSend(admin, "POST", "/data/retention", strings.NewReader(`{"feedbackDays":3}`), "application/json", baseURL)
		ct.want(t, "JSON body", 415)
		big := e.dash(admin, "POST", "/data/retention", url.Values{"feedbackDays": {strings.Repeat("9", 2<<20)}})
		big.want(t, "oversized", 413)
		if got := e.retentionOf(t, rival); got != `{"feedbackDays":null,"responsesDays":null}` {
			t.Errorf("the rival's retention: %s", got)
		}

		// The privacy notice, previewed then saved.
		words := "Your answers are anonymous & Acme keeps them a month."
		p = e.dash(admin, "POST", "/data/privacy-notice", url.Values{"notice": {"  " + words + "  "}, "preview": {"1"}})
		p.want(t, "preview", 200, "Preview, not saved yet", "Your answers are anonymous &amp; Acme keeps them a month.</q>")
		if got := e.noticeOf(t, owner); got != "" {
			t.Errorf("a preview saved %q", got)
		}
		e.dash(user, "POST", "/data/privacy-notice", url.Values{"notice": {words}, "preview": {"1"}}).want(t, "a user's preview", 403)
		e.dash(user, "POST", "/data/privacy-notice", url.Values{"notice": {words}}).want(t, "a user's notice", 403)
		long := strings.Repeat("a", 301)
		e.dash(admin, "POST", "/data/privacy-notice", url.Values{"notice": {long}, "preview": {"1"}}).want(t, "long preview", 400, "300 characters")
		e.dash(admin, "POST", "/data/privacy-notice", url.Values{"notice": {"two\nlines"}}).want(t, "two lines", 400, "one line")
		e.dash(admin, "POST", "/data/privacy-notice", url.Values{}).want(t, "no notice", 400, "“Your notice” is required.")
		if got := e.noticeOf(t, owner); got != "" {
			t.Errorf("a refused notice saved %q", got)
		}
		p = e.dash(admin, "POST", "/data/privacy-notice", url.Values{"notice": {words}})
		if p.status != 303 || p.location != "/data?done=privacy-notice-saved#privacy" {
			t.Fatalf("save the notice: %d %q", p.status, p.location)
		}
		if got := e.noticeOf(t, owner); got != words {
			t.Errorf("notice %q", got)
		}
		e.dash(admin, "GET", "/data", nil).want(t, "saved notice", 200, "Respondents see", `value="Your answers are anonymous &amp; Acme keeps them a month."`)
		e.dash(rival, "GET", "/data", nil).want(t, "the rival's notice", 200, "Anonymous: collected by Org rival")

		// The owner's part: the export, the ownership, the deletion.
		p = e.dash(owner, "GET", "/data", nil)
		p.want(t, "owner's data", 200, `href="/api/organization/export" download`, `href="/data/delete"`,
			`<option value="`+admin.User.ID+`">`)
		if strings.Contains(p.body, `<option value="`+user.User.ID+`">`) {
			t.Error("a user is offered as the new owner")
		}
		if ex := e.dash(owner, "GET", "/api/organization/export", nil); ex.status != 200 || ex.header.Get("Content-Type") != "application/zip" {
			t.Errorf("the export link: %d %q", ex.status, ex.header.Get("Content-Type"))
		}
		e.dash(admin, "POST", "/data/transfer-ownership", url.Values{"userId": {admin.User.ID}}).want(t, "an admin transfers", 403)
		e.dash(owner, "POST", "/data/transfer-ownership", url.Values{"userId": {user.User.ID}}).want(t, "to a user", 400, "must be an admin")
		e.dash(owner, "POST", "/data/transfer-ownership", url.Values{"userId": {rival.User.ID}}).want(t, "to another organization's owner", 400, "must be an admin")
		e.dashFrom(owner, "POST", "/data/transfer-ownership", url.Values{"userId": {admin.User.ID}}, "https://evil.example").want(t, "cross-site transfer", 403)
		p = e.dash(owner, "POST", "/data/transfer-ownership", url.Values{"userId": {admin.User.ID}})
		if p.status != 303 || p.location != "/data?done=ownership-transferred" {
			t.Fatalf("transfer: %d %q", p.status, p.location)
		}
		p = e.dash(owner, "GET", p.location, nil)
		p.want(t, "former owner", 200, "you are an admin now")
		if strings.Contains(p.body, "/data/delete") {
			t.Error("the former owner is offered the deletion")
		}
		newOwner, former := admin, owner
		e.dash(former, "GET", "/data/delete", nil).want(t, "an admin's deletion page", 403)
		e.dash(former, "POST", "/data/delete", url.Values{"confirm": {"acme"}}).want(t, "an admin deletes", 403)
		e.dash(newOwner, "GET", "/data/delete", nil).want(t, "deletion page", 200, "cannot be undone", "<strong>acme</strong>", `name="confirm"`)
		e.dash(newOwner, "POST", "/data/delete", url.Values{"confirm": {"acm"}}).want(t, "wrong confirmation", 400, "nothing is deleted", `value="acm"`)
		e.dash(newOwner, "POST", "/data/delete", url.Values{}).want(t, "no confirmation", 400, "nothing is deleted")
		e.dashFrom(newOwner, "POST", "/data/delete", url.Values{"confirm": {"acme"}}, "https://evil.example").want(t, "cross-site deletion", 403)
		e.dash(rival, "POST", "/data/delete", url.Values{"confirm": {"acme"}}).want(t, "the rival deletes acme", 400)
		e.dash(newOwner, "GET", "/rooms", nil).want(t, "still there", 200)

		p = e.dash(newOwner, "POST", "/data/delete", url.Values{"confirm": {" ACME "}})
		if p.status != 303 || p.location != "/login?done=organization-deleted" {
			t.Fatalf("delete: %d %q\n%s", p.status, p.location, p.body)
		}
		if len(p.cookies) == 0 || p.cookies[0].Name != "auth_token" || p.cookies[0].Value != "" {
			t.Errorf("the session cookie is not cleared: %v", p.cookies)
		}
		e.dash(nil, "GET", p.location, nil).want(t, "signed out", 200, "The organization and all its data are deleted", `name="password"`)
		for _, m := range []*member{newOwner, former, user} {
			if got := e.dash(m, "GET", "/rooms", nil); got.status != 303 {
				t.Errorf("a member of the deleted organization: %d", got.status)
			}
		}
		if resp := e.do(request{method: "POST", path: "/api/auth/login", body: map[string]string{"email": former.User.Email, "password": former.Password}}); resp.status != 401 {
			t.Errorf("the deleted organization's member signs in: %d", resp.status)
		}
		e.dash(rival, "GET", "/data", nil).want(t, "the rival is left alone", 200, "Org rival")
	})
}

// TestDashboardNotices: the notice a page shows after an action is chosen
// by a code in its address, never taken from it: a crafted link shows
// nothing of its own.
func TestDashboardNotices(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		spoof := "Your account is locked: call +1 555 0100 now"
		for _, path := range []string{"/rooms", "/login", "/settings", "/members"} {
			m := owner
			if path == "/login" {
				m = nil
			}
			p := e.dash(m, "GET", path+"?done="+url.QueryEscape(spoof), nil)
			p.want(t, path+" with a crafted notice", 200)
			if strings.Contains(p.body, "call +1 555") || strings.Contains(p.body, `class="notice"`) {
				t.Errorf("%s shows a crafted notice:\n%s", path, p.body)
			}
		}
		e.dash(owner, "GET", "/rooms?done=room-deleted", nil).want(t, "a known code", 200, `<p class="notice" role="status">The room is deleted.</p>`)
		e.dash(nil, "GET", "/login?done=signed-out", nil).want(t, "signed out", 200, "You are signed out.")

		// Every redirect names a code that has words.
		p := e.dash(owner, "POST", "/rooms", url.Values{"name": {"Workshop"}})
		if p.status != 303 || !strings.HasSuffix(p.location, "?done=room-created") {
			t.Fatalf("create a room: %d %q", p.status, p.location)
		}
		e.dash(owner, "GET", p.location, nil).want(t, "room created", 200, "The room is created.")
		p = e.dash(owner, "POST", "/rooms/Workshop/active", url.Values{"active": {"0"}})
		e.dash(owner, "GET", p.location, nil).want(t, "room inactive", 200, "The room is inactive: it accepts no feedback.")
		p = e.dash(owner, "POST", "/logout", url.Values{})
		e.dash(nil, "GET", p.location, nil).want(t, "signed out", 200, "You are signed out.")
		if p.location != "/login?done=signed-out" {
			t.Errorf("sign-out address %q", p.location)
		}
	})
}

// TestDashboardDataHostAccounts: when a host program manages the accounts,
// no page offers to sign out, the data screen offers no ownership
// transfer and refuses it as the API does, and the deletion says, before
// and after, that the host's next request sets the organization up again,
// empty, there being no sign-in page; it does.
func TestDashboardDataHostAccounts(t *testing.T) {
	alice := &orgs.HostUser{Subject: "u-1", Email: "alice@acme.example", Role: feedbackkit.RoleOwner, Organization: "acme"}
	forEachDialect(t, func(t *testing.T, e *env) {
		as := func(method, path string, form url.Values) page {
			req := httptest.NewRequest(method, path, strings.NewReader(form.Encode()))
			req.Header.Set("X-Host-User", "alice")
			if method == "POST" {
				req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
				req.Header.Set("Origin", baseURL)
			}
			return e.send(nil, req)
		}
		p := as("GET", "/data", nil)
		p.want(t, "data", 200, `href="/data/delete"`, `href="/account"`)
		if strings.Contains(p.body, "/data/transfer-ownership") {
			t.Error("the ownership transfer is offered")
		}
		if strings.Contains(p.body, "/logout") || strings.Contains(p.body, "Sign out") {
			t.Error("the host's pages offer to sign out")
		}
		as("POST", "/data/transfer-ownership", url.Values{"userId": {"x"}}).want(t, "transfer", 404, "managed by the host application")
		p = as("GET", "/data/delete", nil)
		p.want(t, "deletion page", 200, "so does every member's account here.</p>",
			"Your host application still signs you in: the next page you open here sets the organization up again, empty")
		if strings.Contains(p.body, "signed out") {
			t.Error("the deletion page says the owner is signed out")
		}
		as("POST", "/data/delete", url.Values{"confirm": {"acme"}}).want(t, "delete", 200, "<h1>Organization deleted</h1>",
			"The organization and all its data are deleted. Your host application still signs you in")
		if _, err := e.orgs.FindOrganizationBySubdomain(context.Background(), "acme"); feedbackkit.ErrorCode(err) != feedbackkit.CodeNotFound {
			t.Errorf("the organization after its deletion: %v", err)
		}
		// As the page says: the host's next request makes it again, empty.
		as("GET", "/rooms", nil).want(t, "after the deletion", 200, "No room yet.")
		if _, err := e.orgs.FindOrganizationBySubdomain(context.Background(), "acme"); err != nil {
			t.Errorf("the organization is not made again: %v", err)
		}
	}, func(c *app.Config) {
		c.HostUsers = func(c *fiber.Ctx) (*orgs.HostUser, error) {
			if c.Get("X-Host-User") == "alice" {
				return alice, nil
			}
			return nil, nil
		}
	})
}
