package server_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// TestDashboardRoomTickets drives the room's tracker settings form under
// the room's screen over HTTP on both databases, against the fake tracker:
// the screen offers it to the room's creator and admins only while the
// tracker is active, and opens while the tracker is down; a user chooses
// among the allowed projects, and a refused choice shows the form again
// as sent with the reason; the room keeps a project taken off the list
// since; another member, another organization's room and cross-site posts
// are refused as the API refuses them.
func TestDashboardRoomTickets(t *testing.T) {
	forEachDialectTracker(t, func(t *testing.T, e *trackerEnv) {
		org, owner := e.newOrg("acme")
		e.uncap(org)
		admin := e.addMember(org, "admin@acme.test", "admin")
		user := e.addMember(org, "user@acme.test", "user")
		other := e.addMember(org, "other@acme.test", "user")
		rivalOrg, rival := e.newOrg("rival")
		e.uncap(rivalOrg)
		mine := e.createRoom(user, "Mine", false)["_id"].(string)
		e.createRoom(other, "Hidden", true)
		e.createRoom(rival, "Theirs", false)
		const screen, form = "/rooms/Mine", "/rooms/Mine/tickets"
		settings := func() map[string]any {
			t.Helper()
			resp := e.do(request{method: "GET", path: "/api/events/room/" + mine + "/tracker-settings", cookie: user.Cookie})
			e.expect(t, "room settings", resp, 200, "")
			return resp.json
		}
		stored := func(what, project, epic string, tickets bool) {
			t.Helper()
			if rs := settings(); rs["trackerProjectKey"] != project || rs["trackerEpicKey"] != epic || rs["trackerCreateTickets"] != tickets {
				t.Errorf("%s: stored %v, want %s, %s, %v", what, rs, project, epic, tickets)
			}
		}
		noSection := func(what string, m *member) {
			t.Helper()
			if p := e.dash(m, "GET", screen, nil); p.status != 200 || strings.Contains(p.body, "tickets-title") || strings.Contains(p.body, form) {
				t.Errorf("%s: %d, the screen offers the tickets\n%s", what, p.status, p.body)
			}
		}

		// No tracker: nothing to offer, and no form.
		noSection("no tracker", user)
		e.dash(user, "GET", form, nil).want(t, "form without a tracker", 404)

		resp := e.do(request{method: "POST", path: "/api/integrations", cookie: owner.Cookie, body: map[string]any{"type": "tracker", "name": "Jira",
			"config": map[string]any{"projectKey": "OPS", "allowedProjectKeys": []string{"SAFE"}}}})
		e.expect(t, "create the tracker", resp, 201, "")
		trackerPath := "/api/integrations/" + resp.json["_id"].(string)
		e.connect(t, owner)

		// The creator's screen offers the form, which offers the projects
		// a user may choose; another member's does not.
		e.dash(user, "GET", screen, nil).want(t, "creator's screen", 200, `<h2 id="tickets-title">Tickets</h2>`,
			"The serious concerns of this room get no ticket, as the organization decides.", `href="`+form+`"`)
		noSection("another member's screen", other)
		p := e.dash(user, "GET", form, nil)
		p.want(t, "creator's form", 200, "<h1>Tickets of Mine</h1>", `href="/rooms/Mine#tickets"`, `action="`+form+`"`,
			`<select id="room-project" name="trackerProjectKey">`, `<option value="">The organization's (OPS)</option>`,
			`<option value="OPS">OPS</option>`, `<option value="SAFE">SAFE</option>`)
		if strings.Contains(p.body, "not among the allowed projects") || strings.Contains(p.body, `href="/settings/integrations`) {
			t.Errorf("creator's form offers more\n%s", p.body)
		}

		// The tracker down: the screen and the form open at once.
		e.tracker.SetDown(true)
		e.dash(user, "GET", screen, nil).want(t, "screen while the tracker is down", 200, "tickets-title")
		e.dash(user, "GET", form, nil).want(t, "form while the tracker is down", 200, `name="trackerProjectKey"`)
		e.tracker.SetDown(false)

		// Refused choices keep what was sent, with the reason.
		for _, bad := range []struct {
			name   string
			status int
			form   url.Values
			want   []string
		}{
			{"a project nobody allowed", 403, url.Values{"trackerProjectKey": {"SECRET"}, "trackerEpicKey": {"SECRET-1"}},
				[]string{"The project SECRET is not among the projects an admin allowed for rooms",
					`<option value="SECRET" selected>SECRET (not among the allowed projects)</option>`, `value="SECRET-1"`}},
			{"an epic of another project", 403, url.Values{"trackerProjectKey": {"SAFE"}, "trackerEpicKey": {"OPS-3"}, "trackerCreateTickets": {"1"}},
				[]string{"The epic must belong to the room&#39;s project", `<option value="SAFE" selected>SAFE</option>`, `value="OPS-3"`,
					`name="trackerCreateTickets" value="1" checked`}},
			{"not an epic key", 400, url.Values{"trackerProjectKey": {"OPS"}, "trackerEpicKey": {"ops"}},
				[]string{"“Epic key”", `<option value="OPS" selected>OPS</option>`, `value="ops"`}},
		} {
			p := e.dash(user, "POST", form, bad.form)
			p.want(t, bad.name, bad.status, append([]string{`<p class="alert" id="room-problem" role="alert">`,
				`aria-describedby="room-problem"`, "<h1>Tickets of Mine</h1>"}, bad.want...)...)
		}
		e.dashFrom(user, "POST", form, url.Values{"trackerProjectKey": {"SAFE"}}, "https://evil.example").want(t, "cross-site post", 403,
			"This form was sent from another site.")
		stored("after the refused posts", "", "", false)

		// Another member may not, as from the API.
		e.dash(other, "GET", form, nil).want(t, "another member's form", 403, "Only the room&#39;s creator or an admin may change it")
		e.dash(other, "POST", form, url.Values{"trackerProjectKey": {"SAFE"}}).want(t, "another member's post", 403)
		e.expect(t, "another member's API call", e.do(request{method: "PUT", path: "/api/events/room/" + mine + "/tracker-settings",
			cookie: other.Cookie, body: map[string]any{"trackerProjectKey": "SAFE"}}), 403, "FORBIDDEN")
		stored("after another member's post", "", "", false)

		// A room of another organization, or another's private room, is
		// missing.
		for _, r := range []struct {
			who  *member
			path string
		}{{user, "/rooms/Theirs/tickets"}, {admin, "/rooms/Theirs/tickets"}, {user, "/rooms/Hidden/tickets"}} {
			missing := e.dash(r.who, "GET", "/rooms/Nowhere/tickets", nil)
			missing.want(t, "missing room", 404, "<h1>Not found</h1>")
			if p := e.dash(r.who, "GET", r.path, nil); p.status != 404 || p.body != missing.body {
				t.Errorf("GET %s: %d, unlike a missing room\n%s", r.path, p.status, p.body)
			}
			e.dash(r.who, "POST", r.path, url.Values{"trackerCreateTickets": {"1"}}).want(t, "POST "+r.path, 404)
		}

		// The creator sets the project, the epic and the tickets; the
		// screen says where they go, and a concern's ticket goes there.
		p = e.dash(user, "POST", form, url.Values{"trackerProjectKey": {"SAFE"}, "trackerEpicKey": {"SAFE-7"}, "trackerCreateTickets": {"1"}})
		if p.status != http.StatusSeeOther || p.location != screen+"?done=tracker-room-saved#tickets" {
			t.Fatalf("save: %d %q\n%s", p.status, p.location, p.body)
		}
		stored("saved", "SAFE", "SAFE-7", true)
		e.dash(user, "GET", screen+"?done=tracker-room-saved", nil).want(t, "saved screen", 200, "The room&#39;s tracker settings are saved.",
			"Each serious concern of this room becomes a ticket in <strong>SAFE</strong>, under the epic <strong>SAFE-7</strong>.")
		e.dash(user, "GET", form, nil).want(t, "saved form", 200, `<option value="SAFE" selected>SAFE</option>`, `value="SAFE-7"`,
			`name="trackerCreateTickets" value="1" checked`)
		e.submitConcern(t, user, "Mine")
		e.waitStat(t, owner, strings.TrimPrefix(trackerPath, "/api/integrations/"), "ticketsCreated", 1)
		if issues := e.tracker.Issues(); len(issues) != 1 || issues[0].Project != "SAFE" || issues[0].Parent != "SAFE-7" {
			t.Errorf("issues %+v", issues)
		}

		// An admin takes SAFE off the list: the room keeps it while its
		// creator changes the rest, and may leave it for an allowed one.
		e.expect(t, "allow none", e.do(request{method: "PUT", path: trackerPath, cookie: owner.Cookie,
			body: map[string]any{"config": map[string]any{"allowedProjectKeys": []string{}}}}), 200, "")
		p = e.dash(user, "GET", form, nil)
		p.want(t, "held project", 200, `<option value="SAFE" selected>SAFE (not among the allowed projects)</option>`, `<option value="OPS">OPS</option>`)
		e.dash(user, "POST", form, url.Values{"trackerProjectKey": {"SAFE"}, "trackerEpicKey": {"SAFE-8"}}).want(t, "keep the held project", 303)
		stored("held project kept", "SAFE", "SAFE-8", false)
		e.dash(user, "POST", form, url.Values{"trackerProjectKey": {"OPS"}, "trackerEpicKey": {"SAFE-8"}}).want(t, "an allowed project, the old epic",
			403, "The epic must belong to the room&#39;s project", `<option value="OPS" selected>OPS</option>`,
			`<option value="SAFE">SAFE (not among the allowed projects)</option>`)
		e.dash(user, "POST", form, url.Values{"trackerProjectKey": {"OPS"}, "trackerEpicKey": {"OPS-2"}}).want(t, "an allowed project", 303)
		stored("allowed project", "OPS", "OPS-2", false)
		e.dash(user, "POST", form, url.Values{"trackerProjectKey": {"SAFE"}}).want(t, "back to SAFE", 403, "is not among the projects")

		// An admin opens it from the room too, and chooses any project.
		e.dash(admin, "GET", screen, nil).want(t, "admin's screen", 200, "tickets-title", `href="`+form+`"`)
		e.dash(admin, "GET", form, nil).want(t, "admin's form", 200, `<input id="room-project" name="trackerProjectKey" maxlength="100" value="OPS">`)
		e.dash(admin, "POST", form, url.Values{"trackerProjectKey": {"SECRET"}, "trackerEpicKey": {"SECRET-1"}, "trackerCreateTickets": {"1"}}).want(t,
			"admin's choice", 303)
		stored("admin's choice", "SECRET", "SECRET-1", true)

		// The tracker disabled: no tickets to offer.
		e.expect(t, "disable", e.do(request{method: "POST", path: trackerPath + "/disable", cookie: owner.Cookie}), 200, "")
		noSection("disabled tracker", user)
		e.dash(user, "GET", form, nil).want(t, "form of a disabled tracker", 404)
		e.dash(user, "POST", form, url.Values{"trackerProjectKey": {"OPS"}}).want(t, "post to a disabled tracker", 404)
	})
}
