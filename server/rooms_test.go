package server_test

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"sync"
	"testing"

	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/orgs"
)

// roomPath is the path of the room named name, percent-encoded, followed by
// suffix ("", "/active", ...).
func roomPath(name, suffix string) string {
	return "/api/events/" + url.PathEscape(name) + suffix
}

// createRoom creates a room through the API and returns its JSON.
func (e *env) createRoom(m *member, name string, private bool) map[string]any {
	e.t.Helper()
	resp := e.do(request{method: "POST", path: "/api/events", cookie: m.Cookie,
		body: map[string]any{"eventName": name, "isPrivate": private}})
	if resp.status != 201 {
		e.t.Fatalf("create room %q: %d %s", name, resp.status, resp.raw)
	}
	return resp.json
}

// roomCount counts the rooms stored, of every organization.
func (e *env) roomCount() int {
	e.t.Helper()
	return e.countRows("rooms_rooms")
}

// uncap lifts the room cap of org.
func (e *env) uncap(org *orgs.Organization) {
	e.t.Helper()
	if _, err := e.orgs.SetPlan(context.Background(), org.Subdomain, orgs.PlanBusiness); err != nil {
		e.t.Fatal(err)
	}
}

// listedNames returns the names GET /api/events lists for m, in order.
func (e *env) listedNames(t *testing.T, m *member) []string {
	t.Helper()
	resp := e.do(request{method: "GET", path: "/api/events", cookie: m.Cookie})
	e.expect(t, "list", resp, 200, "")
	list, ok := resp.json["activeEvents"].([]any)
	if !ok {
		t.Fatalf("list: %s", resp.raw)
	}
	out := []string{}
	for _, r := range list {
		out = append(out, r.(map[string]any)["name"].(string))
	}
	return out
}

// roomsCast is an organization without a room cap (acme) with its owner,
// two users (alice, bob) and an admin, and the owner of another
// organization (rival).
type roomsCast struct {
	org                             *orgs.Organization
	owner, alice, bob, admin, rival *member
}

func (e *env) newRoomsCast() *roomsCast {
	e.t.Helper()
	c := &roomsCast{}
	c.org, c.owner = e.newOrg("acme")
	e.uncap(c.org)
	c.alice = e.addMember(c.org, "alice@acme.test", "user")
	c.bob = e.addMember(c.org, "bob@acme.test", "user")
	c.admin = e.addMember(c.org, "admin@acme.test", "admin")
	_, c.rival = e.newOrg("rival")
	return c
}

func sameRoomNames(got []string, want ...string) bool {
	if len(got) != len(want) {
		return false
	}
	for i := range got {
		if got[i] != want[i] {
			return false
		}
	}
	return true
}

func TestRoomsRequireAuthentication(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		reqs := []request{
			{method: "GET", path: "/api/events"},
			{method: "POST", path: "/api/events", body: map[string]any{"eventName": "x"}},
			{method: "PUT", path: "/api/events/order", body: map[string]any{"orderedIds": []string{}}},
			{method: "GET", path: "/api/events/x"},
			{method: "PUT", path: "/api/events/x", body: map[string]any{"eventName": "y"}},
			{method: "DELETE", path: "/api/events/x"},
			{method: "PUT", path: "/api/events/x/active", body: map[string]any{"active": false}},
			{method: "PUT", path: "/api/events/x/privacy", body: map[string]any{"isPrivate": true}},
			{method: "GET", path: "/api/events/x/customization"},
			{method: "PUT", path: "/api/events/x/customization", body: map[string]any{"customTags": map[string]any{}}},
			{method: "PUT", path: "/api/events/x/tags", body: map[string]any{"customTags": map[string]any{}}},
		}
		e.expectEach(t, "anonymous", "", reqs, 401, "INVALID_TOKEN")
		e.expectEach(t, "bad token", "not-a-token", reqs, 401, "INVALID_TOKEN")
	})
}

func TestCreateRoom(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		member := e.addMember(org, "user@acme.test", "user")

		resp := e.do(request{method: "POST", path: "/api/events", cookie: member.Cookie, body: map[string]any{
			"eventName":  "  Intro to Go ",
			"customTags": map[string]any{"happy": []string{"pace", " Pace ", "examples"}},
			"feedbackCustomization": map[string]any{
				"headerText": "How was Go?",
				"sentiments": map[string]any{"sad": map[string]any{"emoji": "😭"}},
			},
		}})
		e.expect(t, "create", resp, 201, "")
		room := resp.json
		if room["name"] != "Intro to Go" || room["active"] != true || room["isPrivate"] != false || room["order"] != 0.0 ||
			room["_id"] == "" || room["creatorId"] != member.User.ID {
			t.Errorf("created %s", resp.raw)
		}
		if _, ok := room["createdAt"].(string); !ok {
			t.Errorf("createdAt missing: %s", resp.raw)
		}
		custom := room["feedbackCustomization"].(map[string]any)
		sentiments := custom["sentiments"].(map[string]any)
		if custom["headerText"] != "How was Go?" || custom["footerText"] == "" ||
			sentiments["happy"].(map[string]any)["emoji"] != "😊" || sentiments["neutral"].(map[string]any)["emoji"] != "😐" ||
			sentiments["sad"].(map[string]any)["emoji"] != "😭" || sentiments["sad"].(map[string]any)["label"] == "" {
			t.Errorf("customization %v", custom)
		}
		tags := room["customTags"].(map[string]any)
		if !equalStrings(tags["happy"], "pace", "examples") || !equalStrings(tags["neutral"]) || !equalStrings(tags["sad"]) {
			t.Errorf("tags %v", tags)
		}

		// Defaults: public, active, the default customization, empty tags.
		resp = e.do(request{method: "POST", path: "/api/events", cookie: owner.Cookie, body: map[string]any{"eventName": "Plain"}})
		e.expect(t, "create plain", resp, 201, "")
		if resp.json["order"] != 1.0 || resp.json["isPrivate"] != false {
			t.Errorf("plain %s", resp.raw)
		}
		if tags := resp.json["customTags"].(map[string]any); !equalStrings(tags["happy"]) || !equalStrings(tags["sad"]) {
			t.Errorf("plain tags %v", tags)
		}

		post := func(body any) response {
			return e.do(request{method: "POST", path: "/api/events", cookie: owner.Cookie, body: body})
		}
		e.expectAll(t, []outcome{
			{"duplicate", post(map[string]any{"eventName": "intro TO go"}), 409, "ALREADY_EXISTS"},
			{"missing name", post(map[string]any{"isPrivate": true}), 400, "VALIDATION_FAILED"},
			{"blank name", post(map[string]any{"eventName": "   "}), 400, "VALIDATION_FAILED"},
			{"long name", post(map[string]any{"eventName": strings.Repeat("n", 101)}), 400, "VALIDATION_FAILED"},
			{"slash in name", post(map[string]any{"eventName": "a/b"}), 400, "VALIDATION_FAILED"},
			{"name not a string", post(map[string]any{"eventName": 7}), 400, "VALIDATION_FAILED"},
			{"isPrivate not a boolean", post(map[string]any{"eventName": "x", "isPrivate": "yes"}), 400, "VALIDATION_FAILED"},
			{"tags not a list", post(map[string]any{"eventName": "x", "customTags": map[string]any{"happy": "a"}}), 400, "VALIDATION_FAILED"},
			{"empty tag", post(map[string]any{"eventName": "x", "customTags": map[string]any{"sad": []string{""}}}), 400, "VALIDATION_FAILED"},
			{"long tag", post(map[string]any{"eventName": "x", "customTags": map[string]any{"sad": []string{strings.Repeat("t", 51)}}}), 400, "VALIDATION_FAILED"},
			{"unknown sentiment", post(map[string]any{"eventName": "x", "feedbackCustomization": map[string]any{
				"sentiments": map[string]any{"angry": map[string]any{"emoji": "😡"}}}}), 400, "VALIDATION_FAILED"},
			{"long header", post(map[string]any{"eventName": "x", "feedbackCustomization": map[string]any{
				"headerText": strings.Repeat("h", 501)}}), 400, "VALIDATION_FAILED"},
			{"header not a string", post(map[string]any{"eventName": "x", "feedbackCustomization": map[string]any{
				"headerText": 1}}), 400, "VALIDATION_FAILED"},
			{"malformed", e.do(request{method: "POST", path: "/api/events", cookie: owner.Cookie, rawBody: `{"eventName":`, contentType: "application/json"}), 400, "INVALID_JSON"},
			{"array body", e.do(request{method: "POST", path: "/api/events", cookie: owner.Cookie, rawBody: `["x"]`, contentType: "application/json"}), 400, "INVALID_JSON"},
			{"no body", e.do(request{method: "POST", path: "/api/events", cookie: owner.Cookie}), 400, "INVALID_JSON"},
			{"not JSON", e.do(request{method: "POST", path: "/api/events", cookie: owner.Cookie, rawBody: "eventName=x", contentType: "application/x-www-form-urlencoded"}), 415, "UNSUPPORTED_MEDIA_TYPE"},
			{"oversized", e.do(request{method: "POST", path: "/api/events", cookie: owner.Cookie, rawBody: `{"eventName":"` + strings.Repeat("a", 2<<20) + `"}`}), 413, "PAYLOAD_TOO_LARGE"},
		})
		if n := e.roomCount(); n != 2 {
			t.Errorf("%d rooms after refused creations, want 2", n)
		}

		// The free plan caps rooms at 3; the cap is per organization.
		e.createRoom(owner, "Third", false)
		e.expect(t, "over the cap", post(map[string]any{"eventName": "Fourth"}), 403, "ROOM_LIMIT_REACHED")
		e.expect(t, "over the cap for a user", e.do(request{method: "POST", path: "/api/events", cookie: member.Cookie,
			body: map[string]any{"eventName": "Fourth"}}), 403, "ROOM_LIMIT_REACHED")
		_, rival := e.newOrg("rival")
		e.createRoom(rival, "Intro to Go", false) // the same name in another organization
		if n := e.roomCount(); n != 4 {
			t.Errorf("%d rooms, want 4", n)
		}
	})
}

// TestNewRoomStartsWithOrganizationDefaults sets the organization's default
// room tags (PUT /api/organization/tags) and customization (PUT
// /api/settings): a new room starts with them, changed by what its creation
// request names; rooms that exist and other organizations are unaffected.
func TestNewRoomStartsWithOrganizationDefaults(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		user := e.addMember(org, "user@acme.test", "user")
		_, rival := e.newOrg("rival")
		builtin := e.do(request{method: "GET", path: "/api/settings", cookie: owner.Cookie}).json["defaultRoomCustomization"]
		e.createRoom(user, "Before", false)

		e.expect(t, "default tags", e.do(request{method: "PUT", path: "/api/organization/tags", cookie: owner.Cookie,
			body: map[string]any{"happy": []string{"fun", "clear"}, "sad": []string{"slow"}}}), 200, "")
		e.expect(t, "default customization", e.do(request{method: "PUT", path: "/api/settings", cookie: owner.Cookie,
			body: map[string]any{"defaultRoomCustomization": map[string]any{
				"headerText": "Acme asks",
				"sentiments": map[string]any{"sad": map[string]string{"emoji": "😢", "label": "Bad"}},
			}}}), 200, "")
		want := e.do(request{method: "GET", path: "/api/settings", cookie: owner.Cookie}).json

		// A room created with nothing of its own has the defaults exactly.
		created := e.createRoom(user, "Lobby", false)
		got := e.do(request{method: "GET", path: roomPath("lobby", ""), cookie: user.Cookie})
		e.expect(t, "get", got, 200, "")
		for name, room := range map[string]map[string]any{"created": created, "read back": got.json} {
			if !sameJSON(room["feedbackCustomization"], want["defaultRoomCustomization"]) {
				t.Errorf("%s: feedbackCustomization %v, want %v", name, room["feedbackCustomization"], want["defaultRoomCustomization"])
			}
			if !sameJSON(room["customTags"], want["defaultRoomTags"]) {
				t.Errorf("%s: customTags %v, want %v", name, room["customTags"], want["defaultRoomTags"])
			}
		}
		if jsonPath(got.json, "feedbackCustomization.headerText") != "Acme asks" ||
			jsonPath(got.json, "feedbackCustomization.sentiments.sad.emoji") != "😢" ||
			jsonPath(got.json, "feedbackCustomization.sentiments.happy.emoji") != "😊" ||
			!equalStrings(jsonPath(got.json, "customTags.happy"), "fun", "clear") || !equalStrings(jsonPath(got.json, "customTags.neutral")) {
			t.Errorf("room %s", got.raw)
		}
		public := e.do(request{method: "GET", path: "/api/public/rooms/" + user.User.InstructorID + "/Lobby"})
		if !sameJSON(public.json["feedbackCustomization"], want["defaultRoomCustomization"]) || !sameJSON(public.json["customTags"], want["defaultRoomTags"]) {
			t.Errorf("public room %s", public.raw)
		}

		// What the creation names replaces the defaults, field by field.
		resp := e.do(request{method: "POST", path: "/api/events", cookie: owner.Cookie, body: map[string]any{
			"eventName":             "Own",
			"customTags":            map[string]any{"sad": []string{"too fast"}},
			"feedbackCustomization": map[string]any{"footerText": "Mine"},
		}})
		e.expect(t, "create with its own", resp, 201, "")
		if jsonPath(resp.json, "feedbackCustomization.headerText") != "Acme asks" || jsonPath(resp.json, "feedbackCustomization.footerText") != "Mine" ||
			jsonPath(resp.json, "feedbackCustomization.sentiments.sad.label") != "Bad" ||
			!equalStrings(jsonPath(resp.json, "customTags.happy"), "fun", "clear") || !equalStrings(jsonPath(resp.json, "customTags.sad"), "too fast") {
			t.Errorf("room with its own customization %s", resp.raw)
		}

		// The defaults are copied at creation: rooms that exist keep theirs.
		before := e.do(request{method: "GET", path: roomPath("before", ""), cookie: user.Cookie})
		if !sameJSON(before.json["feedbackCustomization"], builtin) || !equalStrings(jsonPath(before.json, "customTags.happy")) {
			t.Errorf("room created before the defaults changed: %s", before.raw)
		}
		e.expect(t, "change the defaults", e.do(request{method: "PUT", path: "/api/organization/tags", cookie: owner.Cookie,
			body: map[string]any{"happy": []string{"new"}}}), 200, "")
		if got := e.do(request{method: "GET", path: roomPath("lobby", ""), cookie: user.Cookie}); !equalStrings(jsonPath(got.json, "customTags.happy"), "fun", "clear") {
			t.Errorf("room after the defaults changed: %s", got.raw)
		}

		// Another organization's new rooms have its own (built-in) defaults.
		theirs := e.createRoom(rival, "Lobby", false)
		if !sameJSON(theirs["feedbackCustomization"], builtin) || !equalStrings(jsonPath(theirs, "customTags.happy")) {
			t.Errorf("other organization's room %v", theirs)
		}
	})
}

func TestCreateRoomConcurrentlyAtTheCap(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		const n = 16
		capK := 4
		if _, err := e.orgs.SetLimits(context.Background(), org.Subdomain, orgs.LimitsUpdate{Rooms: &capK}); err != nil {
			t.Fatal(err)
		}
		created := e.createConcurrently(t, n, "ROOM_LIMIT_REACHED", func(i int) request {
			return request{method: "POST", path: "/api/events", cookie: owner.Cookie, body: map[string]any{"eventName": fmt.Sprint("room ", i)}}
		})
		if created != capK || e.roomCount() != capK {
			t.Errorf("%d creations succeeded and %d rooms exist, want %d", created, e.roomCount(), capK)
		}
	})
}

// createConcurrently sends the n requests of req at once and returns how
// many created something (201); each other answer must be 403 with the
// error code atCap.
func (e *env) createConcurrently(t *testing.T, n int, atCap string, req func(i int) request) int {
	t.Helper()
	created := 0
	for i, r := range e.doConcurrently(n, req) {
		switch {
		case r.status == 201:
			created++
		case r.status == 403 && r.json["error"] == atCap:
		default:
			t.Errorf("creation %d: %d %s", i, r.status, r.raw)
		}
	}
	return created
}

// doConcurrently sends the n requests req gives at once and returns their
// answers, in the order of i.
func (e *env) doConcurrently(n int, req func(i int) request) []response {
	answers := make([]response, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			answers[i] = e.do(req(i))
		}()
	}
	wg.Wait()
	return answers
}

func TestListRooms(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		c := e.newRoomsCast()
		owner, alice, bob, admin, rival := c.owner, c.alice, c.bob, c.admin, c.rival

		e.createRoom(alice, "Public A", false)
		e.createRoom(alice, "Alice's private", true)
		e.createRoom(owner, "Owner's private", true)
		e.createRoom(bob, "Public B", false)
		e.createRoom(rival, "Rival room", false)

		for _, c := range []struct {
			who  string
			m    *member
			want []string
		}{
			{"alice", alice, []string{"Public A", "Alice's private", "Public B"}},
			{"bob", bob, []string{"Public A", "Public B"}},
			{"admin", admin, []string{"Public A", "Public B"}},
			{"owner", owner, []string{"Public A", "Owner's private", "Public B"}},
			{"rival", rival, []string{"Rival room"}},
		} {
			if got := e.listedNames(t, c.m); !sameRoomNames(got, c.want...) {
				t.Errorf("%s lists %v, want %v", c.who, got, c.want)
			}
		}
		resp := e.do(request{method: "GET", path: "/api/events", cookie: alice.Cookie})
		first := resp.json["activeEvents"].([]any)[0].(map[string]any)
		for _, k := range []string{"_id", "name", "active", "isPrivate", "order", "createdAt"} {
			if _, ok := first[k]; !ok {
				t.Errorf("listed room lacks %s: %v", k, first)
			}
		}
		if _, ok := first["feedbackCustomization"]; ok {
			t.Errorf("listing carries the full room: %v", first)
		}
		// Inactive rooms are listed too, flagged.
		e.expect(t, "close", e.do(request{method: "PUT", path: roomPath("Public B", "/active"), cookie: bob.Cookie,
			body: map[string]any{"active": false}}), 200, "")
		resp = e.do(request{method: "GET", path: "/api/events", cookie: alice.Cookie})
		if last := resp.json["activeEvents"].([]any)[2].(map[string]any); last["name"] != "Public B" || last["active"] != false {
			t.Errorf("inactive room listed as %v", last)
		}
	})
}

func TestGetRoomByName(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		c := e.newRoomsCast()
		owner, alice, bob, admin, rival := c.owner, c.alice, c.bob, c.admin, c.rival

		names := []string{"Café ☕ Lecture", "Team 🎉 Retro", "100% done?", "a+b & c#d", "Ünïcödé Straße"}
		for _, n := range names {
			e.createRoom(alice, n, false)
		}
		e.createRoom(alice, "Secret", true)

		for _, n := range names {
			for _, spelling := range []string{n, strings.ToUpper(n), strings.ToLower(n)} {
				resp := e.do(request{method: "GET", path: roomPath(spelling, ""), cookie: bob.Cookie})
				e.expect(t, "get "+spelling, resp, 200, "")
				if resp.json["name"] != n {
					t.Errorf("get %q: name %v, want %q", spelling, resp.json["name"], n)
				}
				if _, ok := resp.json["feedbackCustomization"].(map[string]any); !ok {
					t.Errorf("get %q: no feedbackCustomization: %s", spelling, resp.raw)
				}
				if _, ok := resp.json["customTags"].(map[string]any); !ok {
					t.Errorf("get %q: no customTags: %s", spelling, resp.raw)
				}
			}
		}
		for _, c := range []struct {
			who    string
			m      *member
			path   string
			status int
		}{
			{"creator", alice, roomPath("secret", ""), 200},
			{"another user", bob, roomPath("secret", ""), 404},
			{"admin", admin, roomPath("SECRET", ""), 200},
			{"owner", owner, roomPath("secret", ""), 200},
			{"another organization", rival, roomPath("Café ☕ Lecture", ""), 404},
			{"unknown", alice, roomPath("nope", ""), 404},
			{"encoded slash", alice, "/api/events/a%2Fb", 404},
			{"customization of another user's private room", bob, roomPath("secret", "/customization"), 404},
			{"customization, another organization", rival, roomPath("Café ☕ Lecture", "/customization"), 404},
		} {
			code := ""
			if c.status == 404 {
				code = "NOT_FOUND"
			}
			e.expect(t, c.who, e.do(request{method: "GET", path: c.path, cookie: c.m.Cookie}), c.status, code)
		}
	})
}

func TestRenameRoom(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		c := e.newRoomsCast()
		owner, alice, bob, admin, rival := c.owner, c.alice, c.bob, c.admin, c.rival
		var renames []string
		e.rooms.AddRenameHook(func(_ context.Context, orgID, roomID, newName string) error {
			renames = append(renames, newName)
			return nil
		})
		room := e.createRoom(alice, "Intro", false)
		e.createRoom(alice, "Other", false)
		e.createRoom(alice, "Secret", true)

		rename := func(m *member, name string, body any) response {
			return e.do(request{method: "PUT", path: roomPath(name, ""), cookie: m.Cookie, body: body})
		}
		resp := rename(alice, "INTRO", map[string]any{"eventName": "Introduction 🚀"})
		e.expect(t, "rename", resp, 200, "")
		if resp.json["name"] != "Introduction 🚀" || resp.json["_id"] != room["_id"] {
			t.Errorf("renamed %s", resp.raw)
		}
		if len(renames) != 1 || renames[0] != "Introduction 🚀" {
			t.Errorf("rename hook calls %v", renames)
		}
		e.expect(t, "old name", e.do(request{method: "GET", path: roomPath("intro", ""), cookie: alice.Cookie}), 404, "NOT_FOUND")
		e.expect(t, "new name", e.do(request{method: "GET", path: roomPath("introduction 🚀", ""), cookie: alice.Cookie}), 200, "")

		e.expectAll(t, []outcome{
			{"taken name", rename(alice, "other", map[string]any{"eventName": "INTRODUCTION 🚀"}), 409, "ALREADY_EXISTS"},
			{"missing name", rename(alice, "other", map[string]any{}), 400, "VALIDATION_FAILED"},
			{"blank name", rename(alice, "other", map[string]any{"eventName": " "}), 400, "VALIDATION_FAILED"},
			{"long name", rename(alice, "other", map[string]any{"eventName": strings.Repeat("x", 101)}), 400, "VALIDATION_FAILED"},
			{"wrong type", rename(alice, "other", map[string]any{"eventName": true}), 400, "VALIDATION_FAILED"},
			{"malformed", e.do(request{method: "PUT", path: roomPath("other", ""), cookie: alice.Cookie, rawBody: "{", contentType: "application/json"}), 400, "INVALID_JSON"},
			{"another user's room", rename(bob, "other", map[string]any{"eventName": "Bob's"}), 403, "FORBIDDEN"},
			{"another user's private room", rename(bob, "secret", map[string]any{"eventName": "Bob's"}), 404, "NOT_FOUND"},
			{"another organization", rename(rival, "other", map[string]any{"eventName": "Mine"}), 404, "NOT_FOUND"},
			{"unknown room", rename(alice, "nope", map[string]any{"eventName": "x"}), 404, "NOT_FOUND"},
		})
		if len(renames) != 1 {
			t.Errorf("refused renames ran the hook: %v", renames)
		}
		if got := e.listedNames(t, alice); !sameRoomNames(got, "Introduction 🚀", "Other", "Secret") {
			t.Errorf("rooms after refused renames: %v", got)
		}
		// Admins and owners may rename any room.
		e.expect(t, "admin renames", rename(admin, "other", map[string]any{"eventName": "Other 2"}), 200, "")
		e.expect(t, "owner renames a private room", rename(owner, "secret", map[string]any{"eventName": "Secret 2"}), 200, "")
		// A case-only rename is a rename.
		resp = rename(alice, "other 2", map[string]any{"eventName": "OTHER 2"})
		if resp.status != 200 || resp.json["name"] != "OTHER 2" {
			t.Errorf("case-only rename: %d %s", resp.status, resp.raw)
		}
	})
}

func TestRoomNamedOrder(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		e.uncap(org)
		order := e.createRoom(owner, "order", false)
		other := e.createRoom(owner, "Other", false)

		e.expect(t, "get the room named order", e.do(request{method: "GET", path: "/api/events/order", cookie: owner.Cookie}), 200, "")
		resp := e.do(request{method: "PUT", path: "/api/events/order", cookie: owner.Cookie,
			body: map[string]any{"orderedIds": []any{other["_id"], order["_id"]}}})
		e.expect(t, "reorder", resp, 200, "")
		if got := e.listedNames(t, owner); !sameRoomNames(got, "Other", "order") {
			t.Errorf("after reorder: %v", got)
		}
		if list, ok := resp.json["activeEvents"].([]any); !ok || len(list) != 2 {
			t.Errorf("reorder answer %s", resp.raw)
		}
		e.expect(t, "customization of the room named order", e.do(request{method: "GET", path: "/api/events/ORDER/customization", cookie: owner.Cookie}), 200, "")
		e.expect(t, "close the room named order", e.do(request{method: "PUT", path: "/api/events/order/active", cookie: owner.Cookie,
			body: map[string]any{"active": false}}), 200, "")

		// A rename body at /api/events/order renames the room named "order".
		resp = e.do(request{method: "PUT", path: "/api/events/Order", cookie: owner.Cookie, body: map[string]any{"eventName": "Ordering"}})
		e.expect(t, "rename the room named order", resp, 200, "")
		if resp.json["name"] != "Ordering" || resp.json["_id"] != order["_id"] || resp.json["active"] != false {
			t.Errorf("renamed %s", resp.raw)
		}
		e.expect(t, "rename body for no room named order", e.do(request{method: "PUT", path: "/api/events/order", cookie: owner.Cookie,
			body: map[string]any{"eventName": "x"}}), 404, "NOT_FOUND")
		e.createRoom(owner, "ORDER", false)
		e.expect(t, "delete the room named order", e.do(request{method: "DELETE", path: "/api/events/order", cookie: owner.Cookie}), 200, "")
		if got := e.listedNames(t, owner); !sameRoomNames(got, "Other", "Ordering") {
			t.Errorf("after deleting order: %v", got)
		}
	})
}

func TestOrderRooms(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		e.uncap(org)
		bob := e.addMember(org, "bob@acme.test", "user")
		_, rival := e.newOrg("rival")
		a, b, c := e.createRoom(owner, "A", false), e.createRoom(owner, "B", false), e.createRoom(owner, "C", false)
		secret := e.createRoom(owner, "Secret", true)
		rivalRoom := e.createRoom(rival, "R", false)

		put := func(m *member, body any) response {
			return e.do(request{method: "PUT", path: "/api/events/order", cookie: m.Cookie, body: body})
		}
		e.expect(t, "reorder", put(bob, map[string]any{"orderedIds": []any{c["_id"], b["_id"], a["_id"]}}), 200, "")
		if got := e.listedNames(t, owner); !sameRoomNames(got, "C", "B", "A", "Secret") {
			t.Errorf("after reorder: %v", got)
		}
		e.expectAll(t, []outcome{
			{"missing", put(owner, map[string]any{}), 400, "VALIDATION_FAILED"},
			{"null", put(owner, map[string]any{"orderedIds": nil}), 400, "VALIDATION_FAILED"},
			{"not a list", put(owner, map[string]any{"orderedIds": "a"}), 400, "VALIDATION_FAILED"},
			{"not strings", put(owner, map[string]any{"orderedIds": []any{1, 2}}), 400, "VALIDATION_FAILED"},
			{"repeated", put(owner, map[string]any{"orderedIds": []any{a["_id"], a["_id"]}}), 400, "VALIDATION_FAILED"},
			{"unknown id", put(owner, map[string]any{"orderedIds": []any{a["_id"], "nope"}}), 404, "NOT_FOUND"},
			{"another organization's room", put(owner, map[string]any{"orderedIds": []any{a["_id"], rivalRoom["_id"]}}), 404, "NOT_FOUND"},
			{"another user's private room", put(bob, map[string]any{"orderedIds": []any{a["_id"], secret["_id"]}}), 404, "NOT_FOUND"},
			{"malformed", e.do(request{method: "PUT", path: "/api/events/order", cookie: owner.Cookie, rawBody: "[", contentType: "application/json"}), 400, "INVALID_JSON"},
		})
		if got := e.listedNames(t, owner); !sameRoomNames(got, "C", "B", "A", "Secret") {
			t.Errorf("order changed by refused reorders: %v", got)
		}
		e.expect(t, "empty list", put(owner, map[string]any{"orderedIds": []any{}}), 200, "")
		e.expect(t, "with the private room", put(owner, map[string]any{"orderedIds": []any{secret["_id"], a["_id"]}}), 200, "")
		// Secret and A take the orders 0 and 1, which C and B have too: ties go by creation time.
		if got := e.listedNames(t, owner); !sameRoomNames(got, "C", "Secret", "A", "B") {
			t.Errorf("after partial reorder: %v", got)
		}
	})
}

func TestRoomActiveAndPrivacy(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		c := e.newRoomsCast()
		org, owner, alice, bob, rival := c.org, c.owner, c.alice, c.bob, c.rival
		e.createRoom(alice, "Room", false)

		put := func(m *member, suffix string, body any) response {
			return e.do(request{method: "PUT", path: roomPath("ROOM", suffix), cookie: m.Cookie, body: body})
		}
		resp := put(alice, "/active", map[string]any{"active": false})
		e.expect(t, "close", resp, 200, "")
		if resp.json["active"] != false {
			t.Errorf("closed: %s", resp.raw)
		}
		resp = put(alice, "/active", map[string]any{"active": true})
		if resp.status != 200 || resp.json["active"] != true {
			t.Errorf("reopen: %s", resp.raw)
		}
		resp = put(alice, "/privacy", map[string]any{"isPrivate": true})
		if resp.status != 200 || resp.json["isPrivate"] != true {
			t.Errorf("make private: %s", resp.raw)
		}
		if got := e.listedNames(t, bob); len(got) != 0 {
			t.Errorf("bob lists %v", got)
		}
		// File the private room in a folder; making it public takes it out.
		ctx := identity.WithPrincipal(context.Background(), &identity.Principal{UserID: alice.User.ID, OrgID: org.ID, Role: "user"})
		if _, err := e.rooms.SetFolder(ctx, "room", "folder-1"); err != nil {
			t.Fatal(err)
		}
		resp = put(alice, "/privacy", map[string]any{"isPrivate": false})
		if resp.status != 200 || resp.json["isPrivate"] != false {
			t.Errorf("make public: %s", resp.raw)
		}
		if r, err := e.rooms.FindRoomByName(ctx, "room"); err != nil || r.Folder != "" {
			t.Errorf("public room in folder %q (%v)", r.Folder, err)
		}
		if got := e.listedNames(t, bob); !sameRoomNames(got, "Room") {
			t.Errorf("bob lists %v", got)
		}

		e.expectAll(t, []outcome{
			{"active missing", put(alice, "/active", map[string]any{}), 400, "VALIDATION_FAILED"},
			{"active null", put(alice, "/active", map[string]any{"active": nil}), 400, "VALIDATION_FAILED"},
			{"active not a boolean", put(alice, "/active", map[string]any{"active": "false"}), 400, "VALIDATION_FAILED"},
			{"isPrivate missing", put(alice, "/privacy", map[string]any{"private": true}), 400, "VALIDATION_FAILED"},
			{"isPrivate not a boolean", put(alice, "/privacy", map[string]any{"isPrivate": 1}), 400, "VALIDATION_FAILED"},
			{"malformed", e.do(request{method: "PUT", path: roomPath("room", "/active"), cookie: alice.Cookie, rawBody: "{active}", contentType: "application/json"}), 400, "INVALID_JSON"},
			{"not JSON", e.do(request{method: "PUT", path: roomPath("room", "/active"), cookie: alice.Cookie, rawBody: "active=false", contentType: "text/plain"}), 415, "UNSUPPORTED_MEDIA_TYPE"},
			{"bob closes alice's room", put(bob, "/active", map[string]any{"active": false}), 403, "FORBIDDEN"},
			{"bob makes it private", put(bob, "/privacy", map[string]any{"isPrivate": true}), 403, "FORBIDDEN"},
			{"another organization", put(rival, "/active", map[string]any{"active": false}), 404, "NOT_FOUND"},
			{"unknown room", e.do(request{method: "PUT", path: roomPath("nope", "/active"), cookie: alice.Cookie, body: map[string]any{"active": false}}), 404, "NOT_FOUND"},
		})
		resp = e.do(request{method: "GET", path: roomPath("room", ""), cookie: alice.Cookie})
		if resp.json["active"] != true || resp.json["isPrivate"] != false {
			t.Errorf("room changed by refused requests: %s", resp.raw)
		}
		e.expect(t, "owner closes", put(owner, "/active", map[string]any{"active": false}), 200, "")
	})
}

func TestRoomCustomization(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		c := e.newRoomsCast()
		alice, bob, rival := c.alice, c.bob, c.rival
		created := e.createRoom(alice, "Room", false)

		resp := e.do(request{method: "GET", path: roomPath("room", "/customization"), cookie: bob.Cookie})
		e.expect(t, "get", resp, 200, "")
		initial := resp.json["feedbackCustomization"].(map[string]any)
		if fmt.Sprint(initial) != fmt.Sprint(created["feedbackCustomization"]) {
			t.Errorf("customization %v, want %v", initial, created["feedbackCustomization"])
		}
		if tags := resp.json["customTags"].(map[string]any); !equalStrings(tags["happy"]) {
			t.Errorf("tags %v", tags)
		}

		put := func(m *member, body any) response {
			return e.do(request{method: "PUT", path: roomPath("room", "/customization"), cookie: m.Cookie, body: body})
		}
		resp = put(alice, map[string]any{
			"feedbackCustomization": map[string]any{
				"footerText": "Thank you!",
				"sentiments": map[string]any{"neutral": map[string]any{"label": "Meh", "placeholder": "Go on…"}},
			},
			"customTags": map[string]any{"sad": []string{"too fast", "Too fast", "unclear"}},
		})
		e.expect(t, "partial update", resp, 200, "")
		custom := resp.json["feedbackCustomization"].(map[string]any)
		neutral := custom["sentiments"].(map[string]any)["neutral"].(map[string]any)
		initialNeutral := initial["sentiments"].(map[string]any)["neutral"].(map[string]any)
		if custom["footerText"] != "Thank you!" || custom["headerText"] != initial["headerText"] ||
			neutral["label"] != "Meh" || neutral["placeholder"] != "Go on…" || neutral["emoji"] != initialNeutral["emoji"] ||
			neutral["title"] != initialNeutral["title"] ||
			fmt.Sprint(custom["sentiments"].(map[string]any)["happy"]) != fmt.Sprint(initial["sentiments"].(map[string]any)["happy"]) {
			t.Errorf("partially updated customization %v", custom)
		}
		tags := resp.json["customTags"].(map[string]any)
		if !equalStrings(tags["sad"], "too fast", "unclear") || !equalStrings(tags["happy"]) {
			t.Errorf("tags %v", tags)
		}
		// Tags only: the customization stays.
		resp = put(alice, map[string]any{"customTags": map[string]any{"happy": []string{"fun"}}})
		e.expect(t, "tags only", resp, 200, "")
		if tags := resp.json["customTags"].(map[string]any); !equalStrings(tags["happy"], "fun") || !equalStrings(tags["sad"], "too fast", "unclear") {
			t.Errorf("tags only: %v", tags)
		}
		if resp.json["feedbackCustomization"].(map[string]any)["footerText"] != "Thank you!" {
			t.Errorf("tags only changed the customization: %s", resp.raw)
		}
		saved := string(resp.raw)

		e.expectAll(t, []outcome{
			{"nothing", put(alice, map[string]any{}), 400, "VALIDATION_FAILED"},
			{"unknown sentiment", put(alice, map[string]any{"feedbackCustomization": map[string]any{
				"headerText": "changed", "sentiments": map[string]any{"angry": map[string]any{"label": "x"}}}}), 400, "VALIDATION_FAILED"},
			{"long text", put(alice, map[string]any{"feedbackCustomization": map[string]any{
				"sentiments": map[string]any{"happy": map[string]any{"title": strings.Repeat("t", 501)}}}}), 400, "VALIDATION_FAILED"},
			{"empty emoji", put(alice, map[string]any{"feedbackCustomization": map[string]any{
				"sentiments": map[string]any{"happy": map[string]any{"emoji": ""}}}}), 400, "VALIDATION_FAILED"},
			{"sentiment not an object", put(alice, map[string]any{"feedbackCustomization": map[string]any{
				"sentiments": map[string]any{"happy": "😀"}}}), 400, "VALIDATION_FAILED"},
			{"customization not an object", put(alice, map[string]any{"feedbackCustomization": "x"}), 400, "VALIDATION_FAILED"},
			{"bad tag", put(alice, map[string]any{"customTags": map[string]any{"happy": []string{"ok", "  "}}}), 400, "VALIDATION_FAILED"},
			{"too many tags", put(alice, map[string]any{"customTags": map[string]any{"happy": make([]string, 101)}}), 400, "VALIDATION_FAILED"},
			{"tags not strings", put(alice, map[string]any{"customTags": map[string]any{"happy": []any{1}}}), 400, "VALIDATION_FAILED"},
			{"malformed", e.do(request{method: "PUT", path: roomPath("room", "/customization"), cookie: alice.Cookie, rawBody: `{"customTags":}`, contentType: "application/json"}), 400, "INVALID_JSON"},
			{"bob", put(bob, map[string]any{"customTags": map[string]any{"happy": []string{"x"}}}), 403, "FORBIDDEN"},
			{"another organization", put(rival, map[string]any{"customTags": map[string]any{"happy": []string{"x"}}}), 404, "NOT_FOUND"},
		})
		if got := e.do(request{method: "GET", path: roomPath("room", "/customization"), cookie: alice.Cookie}); string(got.raw) != saved {
			t.Errorf("refused updates changed the room:\n%s\nwant\n%s", got.raw, saved)
		}

		// PUT /tags replaces the three lists.
		tagsPut := func(m *member, body any) response {
			return e.do(request{method: "PUT", path: roomPath("room", "/tags"), cookie: m.Cookie, body: body})
		}
		resp = tagsPut(alice, map[string]any{"customTags": map[string]any{"happy": []string{"a"}, "neutral": []string{}, "sad": []string{"b", " B "}}})
		e.expect(t, "set tags", resp, 200, "")
		tags = resp.json["customTags"].(map[string]any)
		if !equalStrings(tags["happy"], "a") || !equalStrings(tags["neutral"]) || !equalStrings(tags["sad"], "b") || resp.json["name"] != "Room" {
			t.Errorf("set tags: %s", resp.raw)
		}
		e.expectAll(t, []outcome{
			{"missing customTags", tagsPut(alice, map[string]any{}), 400, "VALIDATION_FAILED"},
			{"missing a list", tagsPut(alice, map[string]any{"customTags": map[string]any{"happy": []string{"x"}, "neutral": []string{}}}), 400, "VALIDATION_FAILED"},
			{"long tag", tagsPut(alice, map[string]any{"customTags": map[string]any{"happy": []string{strings.Repeat("x", 51)}, "neutral": []string{}, "sad": []string{}}}), 400, "VALIDATION_FAILED"},
			{"wrong type", tagsPut(alice, map[string]any{"customTags": []string{"x"}}), 400, "VALIDATION_FAILED"},
			{"bob", tagsPut(bob, map[string]any{"customTags": map[string]any{"happy": []string{}, "neutral": []string{}, "sad": []string{}}}), 403, "FORBIDDEN"},
			{"another organization", tagsPut(rival, map[string]any{"customTags": map[string]any{"happy": []string{}, "neutral": []string{}, "sad": []string{}}}), 404, "NOT_FOUND"},
		})
		resp = e.do(request{method: "GET", path: roomPath("room", ""), cookie: alice.Cookie})
		if tags := resp.json["customTags"].(map[string]any); !equalStrings(tags["happy"], "a") || !equalStrings(tags["sad"], "b") {
			t.Errorf("tags after refused updates: %v", tags)
		}
	})
}

func TestDeleteRoom(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		c := e.newRoomsCast()
		owner, alice, bob, admin, rival := c.owner, c.alice, c.bob, c.admin, c.rival
		e.createRoom(alice, "Room", false)
		e.createRoom(alice, "Secret", true)

		del := func(m *member, name string) response {
			return e.do(request{method: "DELETE", path: roomPath(name, ""), cookie: m.Cookie})
		}
		e.expectAll(t, []outcome{
			{"another user", del(bob, "room"), 403, "FORBIDDEN"},
			{"an admin", del(admin, "room"), 403, "FORBIDDEN"},
			{"the owner", del(owner, "room"), 403, "FORBIDDEN"},
			{"the owner, private room", del(owner, "secret"), 403, "FORBIDDEN"},
			{"another user, private room", del(bob, "secret"), 404, "NOT_FOUND"},
			{"another organization", del(rival, "room"), 404, "NOT_FOUND"},
			{"unknown", del(alice, "nope"), 404, "NOT_FOUND"},
		})
		if n := e.roomCount(); n != 2 {
			t.Fatalf("%d rooms after refused deletions", n)
		}
		resp := del(alice, "ROOM")
		e.expect(t, "creator deletes", resp, 200, "")
		if m, _ := resp.json["message"].(string); m == "" {
			t.Errorf("no message: %s", resp.raw)
		}
		e.expect(t, "deleted", e.do(request{method: "GET", path: roomPath("room", ""), cookie: alice.Cookie}), 404, "NOT_FOUND")
		e.expect(t, "deleted twice", del(alice, "room"), 404, "NOT_FOUND")
		e.expect(t, "private room", del(alice, "secret"), 200, "")
		if n := e.roomCount(); n != 0 {
			t.Errorf("%d rooms left", n)
		}
	})
}

func TestPublicRoom(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		alice := e.addMember(org, "alice@acme.test", "user")
		e.createRoom(alice, "Secret Room ✨", true)
		e.createRoom(owner, "Owner room", false)

		path := func(instructorID, name string) string {
			return "/api/public/rooms/" + url.PathEscape(instructorID) + "/" + url.PathEscape(name)
		}
		resp := e.do(request{method: "GET", path: path(alice.User.InstructorID, "secret room ✨")})
		e.expect(t, "public room", resp, 200, "")
		if resp.json["name"] != "Secret Room ✨" || resp.json["active"] != true {
			t.Errorf("public room %s", resp.raw)
		}
		custom, _ := resp.json["feedbackCustomization"].(map[string]any)
		if s, _ := custom["sentiments"].(map[string]any); s == nil || s["happy"].(map[string]any)["emoji"] != "😊" {
			t.Errorf("customization %v", custom)
		}
		if tags, _ := resp.json["customTags"].(map[string]any); tags == nil || !equalStrings(tags["happy"]) {
			t.Errorf("tags %s", resp.raw)
		}
		orgPart, _ := resp.json["organization"].(map[string]any)
		if orgPart["name"] != "Org acme" || orgPart["logoUrl"] != "" {
			t.Errorf("organization %v", orgPart)
		}
		if _, ok := orgPart["feedbackCustomization"].(map[string]any); !ok {
			t.Errorf("organization customization missing: %v", orgPart)
		}
		for _, k := range []string{"_id", "creatorId", "organization_id", "trackerProjectKey"} {
			if _, ok := resp.json[k]; ok {
				t.Errorf("public room shows %s: %s", k, resp.raw)
			}
		}

		// The organization's customization and logo show through.
		e.expect(t, "org customization", e.do(request{method: "PUT", path: "/api/organization/feedback-customization", cookie: owner.Cookie,
			body: map[string]any{"headerText": "Acme listens", "primaryColor": "#112233"}}), 200, "")
		body, ct := multipartBody(t, "file", "logo.png", "image/png", testImage(t, "png"))
		e.expect(t, "logo", e.do(request{method: "POST", path: "/api/organization/upload-logo", cookie: owner.Cookie, rawBody: body, contentType: ct}), 200, "")
		e.expect(t, "close", e.do(request{method: "PUT", path: roomPath("secret room ✨", "/active"), cookie: alice.Cookie,
			body: map[string]any{"active": false}}), 200, "")
		resp = e.do(request{method: "GET", path: path(alice.User.InstructorID, "SECRET ROOM ✨")})
		e.expect(t, "closed public room", resp, 200, "")
		orgPart, _ = resp.json["organization"].(map[string]any)
		oc, _ := orgPart["feedbackCustomization"].(map[string]any)
		logo, _ := orgPart["logoUrl"].(string)
		if resp.json["active"] != false || oc["headerText"] != "Acme listens" || oc["primaryColor"] != "#112233" ||
			!strings.HasPrefix(logo, baseURL+"/uploads/") {
			t.Errorf("public room after branding: %s", resp.raw)
		}
		if got := e.do(request{method: "GET", path: strings.TrimPrefix(logo, baseURL)}); got.status != 200 {
			t.Errorf("logo %s: %d", logo, got.status)
		}

		for _, c := range []struct{ name, path string }{
			{"unknown instructor", path("nobody", "Secret Room ✨")},
			{"another member's instructorId", path(owner.User.InstructorID, "Secret Room ✨")},
			{"another creator's room", path(alice.User.InstructorID, "Owner room")},
			{"unknown room", path(alice.User.InstructorID, "Nope")},
			{"encoded slash", "/api/public/rooms/" + alice.User.InstructorID + "/a%2Fb"},
			{"missing name", "/api/public/rooms/" + alice.User.InstructorID},
		} {
			e.expect(t, c.name, e.do(request{method: "GET", path: c.path}), 404, "NOT_FOUND")
		}
	})
}

func TestRoomsHostileInput(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		e.createRoom(owner, "R", false)
		calls := []call{
			{"NUL in a name", request{method: "GET", path: "/api/events/a%00b"}, 404, "NOT_FOUND"},
			{"invalid UTF-8 in a name", request{method: "GET", path: "/api/events/a%FFb"}, 404, "NOT_FOUND"},
			{"SQL in a name", request{method: "GET", path: roomPath("r' OR 1=1 --", "")}, 404, "NOT_FOUND"},
			{"wildcards in a name", request{method: "DELETE", path: roomPath("%", "")}, 404, "NOT_FOUND"},
			{"NUL in an instructorId", request{method: "GET", path: "/api/public/rooms/a%00b/r"}, 404, "NOT_FOUND"},
			{"invalid UTF-8 in an instructorId", request{method: "GET", path: "/api/public/rooms/a%FF/r"}, 404, "NOT_FOUND"},
			{"NUL in an id", request{method: "PUT", path: "/api/events/order", body: map[string]any{"orderedIds": []string{"a\x00"}}}, 404, "NOT_FOUND"},
			{"NUL in a new name", request{method: "POST", path: "/api/events", body: map[string]any{"eventName": "a\x00"}}, 400, "VALIDATION_FAILED"},
			{"NUL in a text", request{method: "POST", path: "/api/events", body: map[string]any{"eventName": "x",
				"feedbackCustomization": map[string]any{"headerText": "a\x00"}}}, 400, "VALIDATION_FAILED"},
			{"NUL in a tag", request{method: "POST", path: "/api/events", body: map[string]any{"eventName": "y",
				"customTags": map[string]any{"happy": []string{"a\x00"}}}}, 400, "VALIDATION_FAILED"},
			{"control character in a tag", request{method: "PUT", path: "/api/events/r/customization", body: map[string]any{
				"customTags": map[string]any{"happy": []string{"a\x07b"}}}}, 400, "VALIDATION_FAILED"},
		}
		e.expectCalls(t, request{cookie: owner.Cookie}, calls)
		if n := e.roomCount(); n != 1 {
			t.Errorf("%d rooms after hostile requests", n)
		}
		// Line breaks are fine in texts.
		resp := e.do(request{method: "PUT", path: "/api/events/r/customization", cookie: owner.Cookie, body: map[string]any{
			"feedbackCustomization": map[string]any{"footerText": "Thanks!\nSee you.\t🙂"}}})
		e.expect(t, "line breaks", resp, 200, "")
		if got := e.do(request{method: "GET", path: "/api/events/r", cookie: owner.Cookie}); got.json["feedbackCustomization"].(map[string]any)["footerText"] != "Thanks!\nSee you.\t🙂" {
			t.Errorf("footer %s", got.raw)
		}
	})
}

func TestRoomFolders(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		c := e.newRoomsCast()
		alice, bob, admin, rival := c.alice, c.bob, c.admin, c.rival
		e.createRoom(alice, "Week 1", true)
		e.createRoom(alice, "Week 2", true)
		e.createRoom(alice, "Open", false)
		e.createRoom(bob, "Bob's", true)
		edit := func(m *member, name string, body any) response {
			return e.do(request{method: "PUT", path: roomPath(name, ""), cookie: m.Cookie, body: body})
		}
		list := func(m *member, query string) []string {
			t.Helper()
			resp := e.do(request{method: "GET", path: "/api/events" + query, cookie: m.Cookie})
			e.expect(t, "list "+query, resp, 200, "")
			out := []string{}
			for _, r := range resp.json["activeEvents"].([]any) {
				room := r.(map[string]any)
				out = append(out, fmt.Sprintf("%s:%v", room["name"], room["folder"]))
			}
			return out
		}

		resp := edit(alice, "week 1", map[string]any{"folder": " Spring "})
		if resp.status != 200 || resp.json["folder"] != "Spring" || resp.json["name"] != "Week 1" {
			t.Fatalf("file in folder: %d %s", resp.status, resp.raw)
		}
		// An admin may file another member's private room (admins change any room).
		e.expect(t, "admin files", edit(admin, "week 2", map[string]any{"folder": "Spring", "eventName": "Week 2b"}), 200, "")
		if got := list(alice, "?folder=Spring"); fmt.Sprint(got) != "[Week 1:Spring Week 2b:Spring]" {
			t.Errorf("alice's Spring: %v", got)
		}
		if got := list(alice, "?folder="); fmt.Sprint(got) != "[Open:<nil>]" {
			t.Errorf("alice's rooms in no folder: %v", got)
		}
		if got := list(alice, ""); fmt.Sprint(got) != "[Week 1:Spring Week 2b:Spring Open:<nil>]" {
			t.Errorf("alice's rooms: %v", got)
		}
		// The folder holds private rooms: nobody else lists it.
		for _, m := range []*member{bob, admin} {
			if got := list(m, "?folder=Spring"); len(got) != 0 {
				t.Errorf("another member lists Spring: %v", got)
			}
		}
		if got := list(rival, "?folder=Spring"); len(got) != 0 {
			t.Errorf("another organization lists Spring: %v", got)
		}

		e.expectAll(t, []outcome{
			{"public room", edit(alice, "open", map[string]any{"folder": "Spring"}), 400, "VALIDATION_FAILED"},
			{"empty folder", edit(alice, "week 1", map[string]any{"folder": ""}), 400, "VALIDATION_FAILED"},
			{"blank folder", edit(alice, "week 1", map[string]any{"folder": "  "}), 400, "VALIDATION_FAILED"},
			{"long folder", edit(alice, "week 1", map[string]any{"folder": strings.Repeat("x", 101)}), 400, "VALIDATION_FAILED"},
			{"control character", edit(alice, "week 1", map[string]any{"folder": "a\u0007"}), 400, "VALIDATION_FAILED"},
			{"wrong type", edit(alice, "week 1", map[string]any{"folder": 5}), 400, "VALIDATION_FAILED"},
			{"neither field", edit(alice, "week 1", map[string]any{}), 400, "VALIDATION_FAILED"},
			{"another user's room", edit(bob, "week 1", map[string]any{"folder": "Mine"}), 404, "NOT_FOUND"},
			{"another organization", edit(rival, "week 1", map[string]any{"folder": "Mine"}), 404, "NOT_FOUND"},
			{"bad filter", e.do(request{method: "GET", path: "/api/events?folder=" + strings.Repeat("x", 101), cookie: alice.Cookie}), 400, "VALIDATION_FAILED"},
		})
		if got := list(alice, "?folder=Spring"); len(got) != 2 {
			t.Errorf("refused edits changed Spring: %v", got)
		}

		// null takes a room out of its folder; making a room public clears it.
		resp = edit(alice, "week 1", map[string]any{"folder": nil})
		if resp.status != 200 || resp.json["folder"] != nil {
			t.Errorf("out of folder: %d %s", resp.status, resp.raw)
		}
		e.expect(t, "make public", e.do(request{method: "PUT", path: roomPath("week 2b", "/privacy"), cookie: alice.Cookie,
			body: map[string]any{"isPrivate": false}}), 200, "")
		if got := list(alice, "?folder=Spring"); len(got) != 0 {
			t.Errorf("Spring after the public room: %v", got)
		}
		if got := list(bob, ""); fmt.Sprint(got) != "[Week 2b:<nil> Open:<nil> Bob's:<nil>]" {
			t.Errorf("bob's list: %v", got)
		}
	})
}

// TestRoomPrimaryColor: a room's feedbackCustomization.primaryColor is its
// own accent (#RRGGBB, stored in capitals) on its respondent page, and ""
// gives it the organization's back; the dashboard edits it and shows it.
func TestRoomPrimaryColor(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		c := e.newRoomsCast()
		alice, bob := c.alice, c.bob
		created := e.createRoom(alice, "Room", false)
		if got := created["feedbackCustomization"].(map[string]any)["primaryColor"]; got != "" {
			t.Errorf("a new room's primaryColor %v, want \"\"", got)
		}
		put := func(m *member, color any) response {
			return e.do(request{method: "PUT", path: roomPath("room", "/customization"), cookie: m.Cookie,
				body: map[string]any{"feedbackCustomization": map[string]any{"primaryColor": color}}})
		}
		resp := put(alice, " #0a7f3c ")
		e.expect(t, "set", resp, 200, "")
		if got := resp.json["feedbackCustomization"].(map[string]any)["primaryColor"]; got != "#0A7F3C" {
			t.Errorf("primaryColor %v", got)
		}
		e.expectAll(t, []outcome{
			{"not a colour", put(alice, "green"), 400, "VALIDATION_FAILED"},
			{"short", put(alice, "#0a7"), 400, "VALIDATION_FAILED"},
			{"not a string", put(alice, 7), 400, "VALIDATION_FAILED"},
			{"bob", put(bob, "#000000"), 403, "FORBIDDEN"},
		})
		pagePath := roomPage(alice.User.InstructorID, "Room")
		if p := e.dash(nil, "GET", pagePath, nil); !strings.Contains(p.body, "#0a7f3c") || strings.Contains(p.body, "#4f46e5") {
			t.Errorf("the respondent page has not the room's colour:\n%s", p.body)
		}
		e.dash(alice, "GET", "/rooms", nil).want(t, "rooms list", 200, `fill="#0A7F3C"`)
		e.dash(alice, "GET", "/live/Room", nil).want(t, "live view", 200, `fill="#0A7F3C"`)

		// The dashboard's room form: empty gives the organization's back.
		p := e.dash(alice, "GET", "/rooms/Room", nil)
		p.want(t, "room page", 200, `name="primaryColor"`, `value="#0A7F3C"`, `placeholder="#4F46E5"`)
		form := url.Values{"name": {"Room"}, "headerText": {"Hi"}, "footerText": {""}, "primaryColor": {""},
			"happyEmoji": {"🎉"}, "happyLabel": {"Great"}, "neutralEmoji": {"😐"}, "neutralLabel": {"OK"}, "sadEmoji": {"😞"}, "sadLabel": {"Bad"}}
		e.dash(alice, "POST", "/rooms/Room", form).want(t, "reset colour", 303)
		if p := e.dash(nil, "GET", pagePath, nil); !strings.Contains(p.body, "#4f46e5") {
			t.Errorf("the respondent page has not the organization's colour:\n%s", p.body)
		}
		e.dash(alice, "GET", "/rooms", nil).want(t, "rooms list", 200, `fill="#4F46E5"`)
		form.Set("primaryColor", "red")
		e.dash(alice, "POST", "/rooms/Room", form).want(t, "bad colour", 400, "primaryColor")
	})
}
