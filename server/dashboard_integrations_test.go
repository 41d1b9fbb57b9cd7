package server_test

import (
	"encoding/base64"
	"html"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"
)

// The integrations screen's addresses.
const (
	integrationsScreen = "/settings/integrations"
	connectTracker     = integrationsScreen + "/tracker/connect"
	trackerProjects    = integrationsScreen + "/tracker/projects"
	trackerAuthorize   = integrationsScreen + "/tracker/authorize"
)

// browse gets path as m's browser (nil: signed out) would, asking for
// HTML, with the extra cookies.
func (e *env) browse(m *member, path string, cookies []*http.Cookie) page {
	e.t.Helper()
	req := httptest.NewRequest("GET", path, nil)
	req.Header.Set("Accept", "text/html,application/xhtml+xml,*/*;q=0.8")
	for _, c := range cookies {
		req.AddCookie(c)
	}
	return e.send(m, req)
}

// startConnection posts the connect form as m, follows it to the hand-off
// page, and returns the tracker's authorization URL that page sends the
// browser to, and the flow cookie the post set.
func (e *trackerEnv) startConnection(t *testing.T, m *member, name string) (string, []*http.Cookie) {
	t.Helper()
	p := e.dash(m, "POST", connectTracker, url.Values{"name": {name}})
	if p.status != http.StatusSeeOther || p.location != trackerAuthorize {
		t.Fatalf("connect: %d to %q\n%s", p.status, p.location, p.body)
	}
	flow, handoff := cookieNamed(p.cookies, "tracker_flow"), cookieNamed(p.cookies, "tracker_authorize")
	if flow == nil || handoff == nil || handoff.Path != trackerAuthorize {
		t.Fatalf("connect set no flow or hand-off cookie: %v", p.cookies)
	}
	p = e.browse(m, trackerAuthorize, []*http.Cookie{handoff})
	p.want(t, "hand-off", 200, "Continue to the issue tracker", "data-go")
	if c := cookieNamed(p.cookies, "tracker_authorize"); c == nil || c.Value != "" {
		t.Errorf("the hand-off page keeps its cookie: %v", p.cookies)
	}
	if csp := p.header.Get("Content-Security-Policy"); !strings.Contains(csp, "form-action 'self';") || strings.Contains(csp, e.tracker.URL) {
		t.Errorf("the hand-off page's CSP %q", csp)
	}
	link := authorizeLink.FindStringSubmatch(p.body)
	if link == nil || !strings.HasPrefix(html.UnescapeString(link[1]), e.tracker.URL+"/authorize?") {
		t.Fatalf("hand-off link: %v\n%s", link, p.body)
	}
	return html.UnescapeString(link[1]), []*http.Cookie{{Name: flow.Name, Value: flow.Value}}
}

// authorizeLink finds the hand-off page's link to the tracker.
var authorizeLink = regexp.MustCompile(`<a href="([^"]+)" id="authorize" data-go>`)

// cookieNamed returns the cookie name among cookies, nil for none.
func cookieNamed(cookies []*http.Cookie, name string) *http.Cookie {
	for _, c := range cookies {
		if c.Name == name {
			return c
		}
	}
	return nil
}

// trackerAPI returns the organization's integrations as m gets them from
// the API.
func (e *trackerEnv) trackerAPI(t *testing.T, m *member) []any {
	t.Helper()
	resp := e.do(request{method: "GET", path: "/api/integrations", cookie: m.Cookie})
	e.expect(t, "integrations", resp, 200, "")
	return resp.json["data"].([]any)
}

// TestDashboardIntegrations drives the integrations screen over HTTP on
// both databases: the plan and the role decide what shows; an admin
// connects the fake tracker through its OAuth flow (a refusal and an
// outage answered with the screen saying why), chooses projects, sets a
// room's settings, tests, reads the tickets page by page, disables,
// enables and disconnects; refused
// posts store nothing and keep what was typed; another organization's
// integration and rooms are not found; cross-site posts are refused.
func TestDashboardIntegrations(t *testing.T) {
	forEachDialectTracker(t, func(t *testing.T, e *trackerEnv) {
		org, owner := e.newOrg("acme")
		admin := e.addMember(org, "admin@acme.test", "admin")
		user := e.addMember(org, "user@acme.test", "user")
		rivalOrg, rival := e.newOrg("rival")

		// The free plan: the screen says so and connecting adds nothing.
		e.dash(admin, "GET", integrationsScreen, nil).want(t, "free plan", 200, "does not include integrations", `href="/settings#plan"`)
		e.dash(admin, "POST", connectTracker, url.Values{"name": {"Jira"}}).want(t, "connect on the free plan", 403,
			`role="alert"`, "not included in the free plan")
		e.uncap(org)
		e.uncap(rivalOrg)

		// Roles: a user has no entry and no access.
		e.dash(owner, "GET", "/rooms", nil).want(t, "owner's nav", 200, `href="/settings/integrations"`)
		if p := e.dash(user, "GET", "/rooms", nil); p.status != 200 || strings.Contains(p.body, `href="/settings/integrations"`) {
			t.Errorf("user's nav: %d, has the integrations entry", p.status)
		}
		for _, r := range []struct {
			method, path string
			form         url.Values
		}{
			{"GET", integrationsScreen, nil}, {"POST", connectTracker, url.Values{"name": {"Jira"}}},
			{"GET", trackerAuthorize, nil}, {"GET", trackerProjects, nil}, {"POST", trackerProjects, url.Values{"projectKey": {"OPS"}}},
		} {
			e.dash(user, r.method, r.path, r.form).want(t, "user "+r.method+" "+r.path, 403, "Not allowed")
		}

		// Bad posts store nothing.
		p := e.dash(admin, "GET", integrationsScreen, nil)
		p.want(t, "empty", 200, "Connect the issue tracker", `value="Issue tracker"`)
		// The connect form's post leads to a page of the server, which
		// hands the browser on: form-action stays 'self'.
		if csp := p.header.Get("Content-Security-Policy"); !strings.Contains(csp, "form-action 'self';") ||
			strings.Contains(csp, e.tracker.URL) || strings.Contains(csp, "unsafe-inline") {
			t.Errorf("the screen's CSP %q", csp)
		}
		// The hand-off page without its cookie (another browser, a
		// reload), or with a URL that is not the tracker's: start again.
		for name, cookies := range map[string][]*http.Cookie{"no hand-off cookie": nil,
			"bad hand-off cookie":     {{Name: "tracker_authorize", Value: "%%%"}},
			"another site's URL":      {{Name: "tracker_authorize", Value: base64.RawURLEncoding.EncodeToString([]byte("https://evil.example/authorize?state=x"))}},
			"the tracker's other URL": {{Name: "tracker_authorize", Value: base64.RawURLEncoding.EncodeToString([]byte(e.tracker.URL + "/authorize/decision?decision=allow"))}},
		} {
			p := e.browse(admin, trackerAuthorize, cookies)
			p.want(t, name, 400, "<h1>Integrations</h1>", `role="alert"`, "was not started in this browser", "start it again")
			if strings.Contains(p.body, "data-go") || strings.Contains(p.body, "evil.example") {
				t.Errorf("%s: the page hands on\n%s", name, p.body)
			}
		}
		e.dash(admin, "POST", connectTracker, url.Values{"name": {" "}}).want(t, "no name", 400, `role="alert"`, "The issue tracker could not be connected. “Name” is required.")
		e.dash(admin, "POST", connectTracker, url.Values{"name": {strings.Repeat("n", 101)}}).want(t, "long name", 400, `role="alert"`, "“Name” must be")
		e.dashSend(admin, "POST", connectTracker, strings.NewReader(`{"name":"Jira"}`), "application/json", baseURL).want(t, "JSON", 415)
		e.dashFrom(admin, "POST", connectTracker, url.Values{"name": {"Jira"}}, "https://evil.example").want(t, "cross-site connect", 403)
		if n := e.countRows("integrations_integrations"); n != 0 {
			t.Fatalf("%d integrations after refused posts", n)
		}

		// Connect: to the tracker, which sends the browser to the callback.
		authURL, flow := e.startConnection(t, admin, "Jira")
		callback := e.callbackPath(t, authURL)
		cb, _ := url.Parse(callback)
		denied := cb.Path + "?error=access_denied&state=" + url.QueryEscape(cb.Query().Get("state"))
		e.browse(admin, denied, flow).want(t, "refused by the user", 400, "<h1>Integrations</h1>", `role="alert"`,
			"did not authorize the connection (access_denied)", ">not connected</span>", "Connect</button>")
		e.browse(rival, callback, flow).want(t, "another user's browser", 400, "<h1>Integrations</h1>", "started by another browser or user")
		e.browse(nil, callback, flow).want(t, "signed out", 400, "Something went wrong", "started by another browser or user")
		e.browse(admin, callback, nil).want(t, "no flow cookie", 400, "started by another browser or user")
		if resp := e.do(request{method: "GET", path: callback, cookie: admin.Cookie}); resp.status != 400 || resp.json["error"] != "INVALID_STATE" {
			t.Errorf("an API client's callback without the flow cookie: %d %s", resp.status, resp.raw)
		}
		p = e.browse(admin, callback, flow)
		if p.status != http.StatusFound || p.location != baseURL+integrationsScreen+"?tracker=connected" {
			t.Fatalf("callback: %d to %q\n%s", p.status, p.location, p.body)
		}
		p = e.dash(admin, "GET", integrationsScreen+"?tracker=connected", nil)
		p.want(t, "connected", 200, "The issue tracker is connected to acme ("+e.tracker.SiteURL()+")", ">connected</span>",
			">enabled</span>", "Connect again", "Choose the projects", "No ticket yet")
		id := e.trackerAPI(t, admin)[0].(map[string]any)["_id"].(string)
		path := integrationsScreen + "/" + id

		// An outage during a new connection: the screen says so at once,
		// and the connection in place stays.
		authURL, flow = e.startConnection(t, owner, "ignored: the integration exists")
		callback = e.callbackPath(t, authURL)
		e.tracker.SetDown(true)
		e.browse(owner, callback, flow).want(t, "tracker down", 503, "<h1>Integrations</h1>", "The issue tracker could not be connected. The issue tracker is unavailable")
		e.tracker.SetDown(false)
		if in := e.trackerAPI(t, owner)[0].(map[string]any); in["status"] != "connected" || in["name"] != "Jira" {
			t.Errorf("after the outage: %v", in)
		}
		e.browse(owner, callback, flow).want(t, "connected again", http.StatusFound)

		// Projects: chosen among the site's; refusals keep the form.
		e.dash(admin, "GET", trackerProjects, nil).want(t, "projects", 200, `<option value="">Choose a project</option>`,
			`<option value="OPS">Operations (OPS)</option>`, `value="SAFE"> Safety (SAFE)`, `value="Task"`)
		for _, bad := range []struct {
			name string
			form url.Values
			want []string
		}{
			{"no project", url.Values{"issueType": {"Task"}}, []string{"“Project of the tickets” is required."}},
			{"bad project", url.Values{"projectKey": {"ops"}}, []string{"“Project of the tickets” ", `<option value="ops" selected>ops (not on the site)`}},
			{"bad allowed project", url.Values{"projectKey": {"OPS"}, "allowedProjectKeys": {"SAFE", "hr"}},
				[]string{"“Project keys”", `value="SAFE" checked`, `value="hr" checked> hr (not on the site)`}},
			{"bad issue type", url.Values{"projectKey": {"OPS"}, "issueType": {"a\nb"}}, []string{"“Issue type”"}},
		} {
			e.dash(admin, "POST", trackerProjects, bad.form).want(t, bad.name, 400, append([]string{`role="alert"`}, bad.want...)...)
		}
		e.dashFrom(admin, "POST", trackerProjects, url.Values{"projectKey": {"OPS"}}, "https://evil.example").want(t, "cross-site projects", 403)
		if cfg := e.trackerAPI(t, admin)[0].(map[string]any)["config"].(map[string]any); cfg["projectKey"] != "" {
			t.Fatalf("refused posts stored %v", cfg)
		}
		p = e.dash(admin, "POST", trackerProjects, url.Values{"projectKey": {"OPS"}, "issueType": {"Bug"}, "autoCreate": {"1"},
			"allowedProjectKeys": {"SAFE"}})
		if p.status != http.StatusSeeOther {
			t.Fatalf("save projects: %d\n%s", p.status, p.body)
		}
		if cfg := e.trackerAPI(t, admin)[0].(map[string]any)["config"].(map[string]any); cfg["projectKey"] != "OPS" || cfg["issueType"] != "Bug" ||
			cfg["autoCreate"] != true || len(cfg["allowedProjectKeys"].([]any)) != 1 {
			t.Errorf("saved %v", cfg)
		}
		e.dash(admin, "GET", trackerProjects, nil).want(t, "projects saved", 200, `<option value="OPS" selected>`, `value="SAFE" checked`,
			`name="autoCreate" value="1" checked`)
		e.dash(admin, "GET", integrationsScreen, nil).want(t, "where tickets go", 200, `<dd id="tracker-project">OPS</dd>`,
			"for every serious concern", "<dd>SAFE</dd>")
		e.tracker.SetDown(true)
		e.dash(admin, "GET", trackerProjects, nil).want(t, "projects while the tracker is down", 503, "cannot be listed",
			"the tracker answered 503", `name="projectKey" required maxlength="100" value="OPS"`, `name="allowedProjectKeys" maxlength="2000" value="SAFE"`)
		e.dash(admin, "POST", path+"/test", url.Values{}).want(t, "test while the tracker is down", 200, "Test failed", "the tracker answered 503")
		e.dash(admin, "GET", integrationsScreen, nil).want(t, "the screen while the tracker is down", 200, ">connected</span>")
		e.tracker.SetDown(false)

		// A room's settings.
		lab := e.createRoom(owner, "Lab", false)["_id"].(string)
		rivalRoom := e.createRoom(rival, "Theirs", false)["_id"].(string)
		roomPath := integrationsScreen + "/rooms/" + lab
		e.dash(admin, "GET", integrationsScreen, nil).want(t, "rooms", 200, `<th scope="row">Lab</th><td>OPS</td><td>–</td>`,
			"as the organization", `href="`+roomPath+`"`)
		e.dash(admin, "GET", roomPath, nil).want(t, "room page", 200, "<strong>Lab</strong>", `name="trackerProjectKey" maxlength="100" value=""`)
		settings := func() map[string]any {
			resp := e.do(request{method: "GET", path: "/api/events/room/" + lab + "/tracker-settings", cookie: admin.Cookie})
			e.expect(t, "room settings", resp, 200, "")
			return resp.json
		}
		for _, bad := range []struct {
			name string
			form url.Values
			want string
		}{
			{"bad epic", url.Values{"trackerProjectKey": {"SAFE"}, "trackerEpicKey": {"SAFE"}}, "“Epic key”"},
			{"bad project", url.Values{"trackerProjectKey": {"safe"}, "trackerEpicKey": {"SAFE-7"}}, "“Project”"},
		} {
			e.dash(admin, "POST", roomPath, bad.form).want(t, bad.name, 400, `role="alert"`, bad.want,
				`value="`+bad.form.Get("trackerProjectKey")+`"`, `value="`+bad.form.Get("trackerEpicKey")+`"`)
		}
		e.dashFrom(admin, "POST", roomPath, url.Values{"trackerCreateTickets": {"1"}}, "https://evil.example").want(t, "cross-site room", 403)
		e.dash(user, "GET", roomPath, nil).want(t, "user's room page", 403)
		e.dash(user, "POST", roomPath, url.Values{"trackerCreateTickets": {"1"}}).want(t, "user's room post", 403)
		if rs := settings(); rs["trackerProjectKey"] != "" || rs["trackerEpicKey"] != "" || rs["trackerCreateTickets"] != false {
			t.Fatalf("refused posts stored %v", rs)
		}
		e.dash(admin, "GET", integrationsScreen+"/rooms/"+rivalRoom, nil).want(t, "another organization's room", 404)
		e.dash(admin, "POST", integrationsScreen+"/rooms/"+rivalRoom, url.Values{"trackerCreateTickets": {"1"}}).want(t, "another organization's room, post", 404)
		e.dash(admin, "GET", integrationsScreen+"/rooms/no-such-room", nil).want(t, "missing room", 404)
		p = e.dash(admin, "POST", roomPath, url.Values{"trackerProjectKey": {"SAFE"}, "trackerEpicKey": {"SAFE-7"}, "trackerCreateTickets": {"1"}})
		if p.status != http.StatusSeeOther || !strings.HasPrefix(p.location, integrationsScreen+"?done=") {
			t.Fatalf("save the room: %d %q\n%s", p.status, p.location, p.body)
		}
		if rs := settings(); rs["trackerProjectKey"] != "SAFE" || rs["trackerEpicKey"] != "SAFE-7" || rs["trackerCreateTickets"] != true {
			t.Errorf("room settings %v", rs)
		}

		// Test, and a ticket listed.
		e.dash(admin, "POST", path+"/test", nil).want(t, "test", 200, "Test passed", "connected to acme", "project OPS (Operations) is reachable")
		item := e.submitConcern(t, owner, "Lab")
		e.waitStat(t, admin, id, "ticketsCreated", 1)
		p = e.dash(admin, "GET", integrationsScreen, nil)
		p.want(t, "tickets", 200, "Tickets, newest first (1)", `<a href="`+e.tracker.SiteURL()+`/browse/SAFE-1">SAFE-1</a>`, "<td>Lab</td>",
			"Serious concern in Lab", `<dt>Tickets created</dt><dd>1</dd>`)
		if issues := e.tracker.Issues(); len(issues) != 1 || issues[0].Parent != "SAFE-7" || issues[0].IssueType != "Bug" {
			t.Errorf("issues %+v (item %s)", issues, item)
		}
		// 21 tickets make two pages of 20, newest first.
		for range 20 {
			e.submitConcern(t, owner, "Lab")
		}
		e.waitStat(t, admin, id, "ticketsCreated", 21)
		p = e.dash(admin, "GET", integrationsScreen, nil)
		p.want(t, "tickets page 1", 200, "Tickets, newest first (21)", "Page 1 of 2", `href="?page=2#tickets"`, ">SAFE-21</a>")
		if strings.Contains(p.body, ">SAFE-1</a>") {
			t.Error("page 1 lists the oldest ticket")
		}
		e.dash(admin, "GET", integrationsScreen+"?page=2", nil).want(t, "tickets page 2", 200, "Page 2 of 2", `href="?page=1#tickets"`, ">SAFE-1</a>")

		// Another organization's integration is not found.
		resp := e.do(request{method: "POST", path: "/api/integrations", cookie: rival.Cookie, body: map[string]any{"type": "tracker", "name": "Theirs"}})
		e.expect(t, "rival's integration", resp, 201, "")
		rivalPath := integrationsScreen + "/" + resp.json["_id"].(string)
		for _, r := range []struct {
			method, path string
			form         url.Values
		}{
			{"POST", rivalPath + "/test", url.Values{}}, {"POST", rivalPath + "/enabled", url.Values{"enabled": {"0"}}},
			{"GET", rivalPath + "/disconnect", nil}, {"POST", rivalPath + "/disconnect", url.Values{}},
			{"POST", integrationsScreen + "/no-such-id/test", url.Values{}},
		} {
			e.dash(admin, r.method, r.path, r.form).want(t, "other org "+r.method+" "+r.path, 404, "Not found")
		}
		if in := e.trackerAPI(t, rival)[0].(map[string]any); in["enabled"] != true {
			t.Errorf("the rival's integration: %v", in)
		}
		e.dash(user, "POST", path+"/test", url.Values{}).want(t, "user's test", 403)
		e.dash(user, "POST", path+"/enabled", url.Values{"enabled": {"0"}}).want(t, "user's disable", 403)

		// Disable and enable.
		e.dash(admin, "POST", path+"/enabled", url.Values{"enabled": {"maybe"}}).want(t, "bad enabled", 400, "Enabled must be 1 or 0.")
		e.dashFrom(admin, "POST", path+"/enabled", url.Values{"enabled": {"0"}}, "https://evil.example").want(t, "cross-site disable", 403)
		if in := e.trackerAPI(t, admin)[0].(map[string]any); in["enabled"] != true {
			t.Fatalf("refused posts disabled it: %v", in)
		}
		e.dash(admin, "POST", path+"/enabled", url.Values{"enabled": {"0"}}).want(t, "disable", 303)
		e.dash(admin, "GET", integrationsScreen, nil).want(t, "disabled", 200, ">disabled</span>", ">Enable</button>",
			"Enable the integration to set the rooms")
		e.dash(admin, "GET", roomPath, nil).want(t, "room page of a disabled tracker", 404)
		e.dash(admin, "POST", path+"/enabled", url.Values{"enabled": {"1"}}).want(t, "enable", 303)
		if in := e.trackerAPI(t, admin)[0].(map[string]any); in["enabled"] != true {
			t.Errorf("enabled: %v", in)
		}

		// Disconnect asks first; the user and other sites may not.
		e.dash(user, "GET", path+"/disconnect", nil).want(t, "user's disconnect", 403)
		e.dash(user, "POST", path+"/disconnect", url.Values{}).want(t, "user's disconnect post", 403)
		e.dashFrom(admin, "POST", path+"/disconnect", url.Values{}, "https://evil.example").want(t, "cross-site disconnect", 403)
		e.dash(admin, "GET", path+"/disconnect", nil).want(t, "confirm", 200, "Disconnect <strong>Jira</strong> from acme?", "Keep it")
		e.dash(admin, "POST", path+"/disconnect", url.Values{}).want(t, "disconnect", 303)
		if list := e.trackerAPI(t, admin); len(list) != 0 {
			t.Errorf("after disconnecting: %v", list)
		}
		e.dash(admin, "GET", integrationsScreen, nil).want(t, "disconnected", 200, "Connect the issue tracker")
		if n := e.countRows("integrations_integrations"); n != 1 {
			t.Errorf("%d integrations stored, want the rival's", n)
		}
	})
}

// TestDashboardIntegrationsNotConfigured checks the screen of a server
// without the tracker's OAuth client: it says so, and connecting adds
// nothing.
func TestDashboardIntegrationsNotConfigured(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		e.uncap(org)
		e.dash(owner, "GET", integrationsScreen, nil).want(t, "screen", 200, "not configured on this server", "FEEDBACKD_TRACKER_CLIENT_ID")
		e.dash(owner, "POST", connectTracker, url.Values{"name": {"Jira"}}).want(t, "connect", 503, `role="alert"`, "not configured on this server")
		if n := e.countRows("integrations_integrations"); n != 0 {
			t.Errorf("%d integrations after connecting without a client", n)
		}
		// One added through the API: tested, it says what is missing.
		resp := e.do(request{method: "POST", path: "/api/integrations", cookie: owner.Cookie, body: map[string]any{"type": "tracker", "name": "Jira"}})
		e.expect(t, "create", resp, 201, "")
		e.dash(owner, "GET", integrationsScreen, nil).want(t, "screen with one", 200, "not configured on this server any more")
		e.dash(owner, "POST", integrationsScreen+"/"+resp.json["_id"].(string)+"/test", url.Values{}).want(t, "test", 200, "Test failed",
			"FEEDBACKD_TRACKER_CLIENT_ID")
		e.dash(owner, "POST", connectTracker, url.Values{}).want(t, "connect one", 503, "not configured on this server")
	})
}
