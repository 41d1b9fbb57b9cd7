package server_test

import (
	"fmt"
	"maps"
	"testing"
)

// subPath is the path of the subscription to the target of type typ and
// id.
func subPath(typ, id string) string { return "/api/subscriptions/" + typ + "/" + id }

// subscriptionsOf returns the targets GET /api/subscriptions lists for m,
// as "type/targetId", with their frequencies.
func (e *env) subscriptionsOf(t *testing.T, m *member) map[string]string {
	t.Helper()
	resp := e.do(request{method: "GET", path: "/api/subscriptions", cookie: m.Cookie})
	e.expect(t, "list subscriptions", resp, 200, "")
	out := map[string]string{}
	for _, v := range resp.json["data"].([]any) {
		sub := v.(map[string]any)
		out[sub["type"].(string)+"/"+sub["targetId"].(string)] = sub["frequency"].(string)
	}
	return out
}

func TestSubscriptions(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("subs")
		e.uncap(org)
		user := e.addMember(org, "user@subs.test", "user")
		public := e.createRoom(owner, "Lecture", false)["_id"].(string)
		private := e.createRoom(owner, "Owner notes", true)["_id"].(string)
		form := e.createForm(owner, surveyBody("Course survey"))["_id"].(string)
		_, other := e.newOrg("other")
		otherRoom := e.createRoom(other, "Elsewhere", false)["_id"].(string)
		otherForm := e.createForm(other, surveyBody("Their survey"))["_id"].(string)

		room := subPath("room", public)
		resp := e.do(request{method: "POST", path: room, cookie: user.Cookie, body: map[string]any{"frequency": "instant"}})
		e.expect(t, "subscribe", resp, 201, "")
		if resp.json["type"] != "room" || resp.json["targetId"] != public || resp.json["frequency"] != "instant" || resp.json["minSentiment"] != nil {
			t.Errorf("subscribe: %s", resp.raw)
		}
		id := resp.json["_id"]
		resp = e.do(request{method: "POST", path: room, cookie: user.Cookie, body: map[string]any{"frequency": "daily", "minSentiment": "negative"}})
		e.expect(t, "subscribe again", resp, 200, "")
		if resp.json["_id"] != id || resp.json["frequency"] != "daily" || resp.json["minSentiment"] != "negative" {
			t.Errorf("subscribe again updates the subscription: %s", resp.raw)
		}
		resp = e.do(request{method: "PATCH", path: room, cookie: user.Cookie, body: map[string]any{"frequency": "weekly"}})
		e.expect(t, "patch frequency", resp, 200, "")
		if resp.json["frequency"] != "weekly" || resp.json["minSentiment"] != "negative" {
			t.Errorf("patch frequency keeps minSentiment: %s", resp.raw)
		}
		resp = e.do(request{method: "PATCH", path: room, cookie: user.Cookie, body: map[string]any{"minSentiment": ""}})
		e.expect(t, "patch minSentiment", resp, 200, "")
		if resp.json["frequency"] != "weekly" || resp.json["minSentiment"] != nil {
			t.Errorf("patch minSentiment clears it: %s", resp.raw)
		}
		resp = e.do(request{method: "GET", path: room, cookie: user.Cookie})
		e.expect(t, "get", resp, 200, "")
		if resp.json["_id"] != id || resp.json["frequency"] != "weekly" {
			t.Errorf("get: %s", resp.raw)
		}
		e.expect(t, "subscribe to a form", e.do(request{method: "POST", path: subPath("form", form), cookie: user.Cookie,
			body: map[string]any{"frequency": "instant", "minSentiment": "neutral"}}), 201, "")
		e.expect(t, "owner subscribes to their private room", e.do(request{method: "POST", path: subPath("room", private), cookie: owner.Cookie,
			body: map[string]any{"frequency": "daily"}}), 201, "")
		e.expect(t, "other org subscribes", e.do(request{method: "POST", path: subPath("room", otherRoom), cookie: other.Cookie,
			body: map[string]any{"frequency": "daily"}}), 201, "")
		if got, want := e.subscriptionsOf(t, user), map[string]string{"room/" + public: "weekly", "form/" + form: "instant"}; !maps.Equal(got, want) {
			t.Errorf("user's subscriptions %v, want %v", got, want)
		}

		e.expectCalls(t, request{method: "POST", path: room, cookie: user.Cookie}, []call{
			{"bad type", request{path: subPath("team", public), body: map[string]any{"frequency": "daily"}}, 400, "VALIDATION_FAILED"},
			{"bad frequency", request{body: map[string]any{"frequency": "hourly"}}, 400, "VALIDATION_FAILED"},
			{"no frequency", request{body: map[string]any{"minSentiment": "neutral"}}, 400, "VALIDATION_FAILED"},
			{"bad minSentiment", request{body: map[string]any{"frequency": "daily", "minSentiment": "angry"}}, 400, "VALIDATION_FAILED"},
			{"frequency not a string", request{body: map[string]any{"frequency": 5}}, 400, "VALIDATION_FAILED"},
			{"no body", request{}, 400, "INVALID_JSON"},
			{"not JSON", request{rawBody: "frequency=daily", contentType: "text/plain"}, 415, "UNSUPPORTED_MEDIA_TYPE"},
			{"another member's private room", request{path: subPath("room", private), body: map[string]any{"frequency": "daily"}}, 404, "NOT_FOUND"},
			{"another organization's room", request{path: subPath("room", otherRoom), body: map[string]any{"frequency": "daily"}}, 404, "NOT_FOUND"},
			{"another organization's form", request{path: subPath("form", otherForm), body: map[string]any{"frequency": "daily"}}, 404, "NOT_FOUND"},
			{"a room id as a form", request{path: subPath("form", public), body: map[string]any{"frequency": "daily"}}, 404, "NOT_FOUND"},
			{"missing room", request{path: subPath("room", "no-such-room"), body: map[string]any{"frequency": "daily"}}, 404, "NOT_FOUND"},
			{"patch bad frequency", request{method: "PATCH", body: map[string]any{"frequency": "monthly"}}, 400, "VALIDATION_FAILED"},
			{"patch bad minSentiment", request{method: "PATCH", body: map[string]any{"minSentiment": "great"}}, 400, "VALIDATION_FAILED"},
			{"patch no body", request{method: "PATCH"}, 400, "INVALID_JSON"},
			{"get bad type", request{method: "GET", path: subPath("event", public)}, 400, "VALIDATION_FAILED"},
			{"delete bad type", request{method: "DELETE", path: subPath("rooms", public)}, 400, "VALIDATION_FAILED"},
			{"get not subscribed", request{method: "GET", path: subPath("room", private), cookie: other.Cookie}, 404, "NOT_FOUND"},
			{"owner not subscribed", request{method: "GET", cookie: owner.Cookie}, 404, "NOT_FOUND"},
			{"patch not subscribed", request{method: "PATCH", cookie: owner.Cookie, body: map[string]any{"frequency": "daily"}}, 404, "NOT_FOUND"},
			{"delete not subscribed", request{method: "DELETE", cookie: owner.Cookie}, 404, "NOT_FOUND"},
		})
		e.expectEach(t, "nobody", "", []request{
			{method: "GET", path: "/api/subscriptions"},
			{method: "POST", path: room, body: map[string]any{"frequency": "daily"}},
			{method: "GET", path: room},
			{method: "PATCH", path: room, body: map[string]any{"frequency": "daily"}},
			{method: "DELETE", path: room},
		}, 401, "INVALID_TOKEN")
		if got := e.subscriptionsOf(t, other); len(got) != 1 {
			t.Errorf("the other organization's subscriptions: %v", got)
		}

		e.expect(t, "unsubscribe", e.do(request{method: "DELETE", path: room, cookie: user.Cookie}), 200, "")
		e.expect(t, "get after unsubscribe", e.do(request{method: "GET", path: room, cookie: user.Cookie}), 404, "NOT_FOUND")
		e.expect(t, "unsubscribe twice", e.do(request{method: "DELETE", path: room, cookie: user.Cookie}), 404, "NOT_FOUND")
		if got, want := e.subscriptionsOf(t, user), map[string]string{"form/" + form: "instant"}; !maps.Equal(got, want) {
			t.Errorf("after unsubscribing: %v, want %v", got, want)
		}
	})
}

func TestConcurrentSubscribesCreateOne(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("race")
		room := e.createRoom(owner, "Busy", false)["_id"].(string)
		frequencies := []string{"instant", "daily", "weekly", "daily"}
		created := 0
		for i, r := range e.doConcurrently(len(frequencies), func(i int) request {
			return request{method: "POST", path: subPath("room", room), cookie: owner.Cookie, body: map[string]any{"frequency": frequencies[i]}}
		}) {
			switch r.status {
			case 201:
				created++
			case 200:
			default:
				t.Errorf("subscribe %d: %d %s", i, r.status, r.raw)
			}
		}
		if created != 1 || e.countRows("subscriptions_subscriptions") != 1 {
			t.Errorf("%d created, %d stored; want one of each", created, e.countRows("subscriptions_subscriptions"))
		}
	})
}

func TestSubscriptionsGoWithTheirTargetsAndMembers(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("gone")
		e.uncap(org)
		user := e.addMember(org, "user@gone.test", "user")
		leaver := e.addMember(org, "leaver@gone.test", "user")
		room := e.createRoom(owner, "Doomed room", false)["_id"].(string)
		kept := e.createRoom(owner, "Kept room", false)["_id"].(string)
		form := e.createForm(owner, surveyBody("Doomed form"))["_id"].(string)
		for _, m := range []*member{owner, user, leaver} {
			for _, p := range []string{subPath("room", room), subPath("room", kept), subPath("form", form)} {
				e.expect(t, "subscribe", e.do(request{method: "POST", path: p, cookie: m.Cookie, body: map[string]any{"frequency": "instant"}}), 201, "")
			}
		}
		if n := e.countRows("subscriptions_subscriptions"); n != 9 {
			t.Fatalf("%d subscriptions stored, want 9", n)
		}
		e.expect(t, "delete the room", e.do(request{method: "DELETE", path: "/api/events/Doomed%20room", cookie: owner.Cookie}), 200, "")
		e.expect(t, "delete the form", e.do(request{method: "DELETE", path: "/api/forms/" + form, cookie: owner.Cookie}), 200, "")
		e.expect(t, "remove a member", e.do(request{method: "DELETE", path: "/api/users/" + leaver.User.ID + "/organization", cookie: owner.Cookie}), 200, "")
		if n := e.countRows("subscriptions_subscriptions"); n != 2 {
			t.Errorf("%d subscriptions stored, want the 2 to the kept room of the remaining members", n)
		}
		for _, m := range []*member{owner, user} {
			if got, want := e.subscriptionsOf(t, m), map[string]string{"room/" + kept: "instant"}; !maps.Equal(got, want) {
				t.Errorf("%s: %v, want %v", m.User.Email, got, want)
			}
		}
	})
}

// TestSubscribesRacingTheDeletionLeaveNothing sends subscriptions to a room
// and a form while they are deleted: no subscription outlives them.
func TestSubscribesRacingTheDeletionLeaveNothing(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("race")
		for trial := range 3 {
			room := e.createRoom(owner, fmt.Sprint("Doomed ", trial), false)["_id"].(string)
			form := e.createForm(owner, surveyBody("Doomed form"))["_id"].(string)
			deletions := []request{
				{method: "DELETE", path: fmt.Sprintf("/api/events/Doomed%%20%d", trial), cookie: owner.Cookie},
				{method: "DELETE", path: "/api/forms/" + form, cookie: owner.Cookie},
			}
			for i, r := range e.doConcurrently(8, func(i int) request {
				if i < len(deletions) {
					return deletions[i]
				}
				target := subPath("room", room)
				if i%2 == 1 {
					target = subPath("form", form)
				}
				return request{method: "POST", path: target, cookie: owner.Cookie, body: map[string]any{"frequency": "instant"}}
			}) {
				if i >= len(deletions) && r.status != 201 && r.status != 200 {
					e.expect(t, fmt.Sprint("subscribe ", i), r, 404, "NOT_FOUND")
				}
				if i < len(deletions) {
					e.expect(t, fmt.Sprint("deletion ", i), r, 200, "")
				}
			}
			if got := e.subscriptionsOf(t, owner); len(got) != 0 {
				t.Errorf("trial %d: subscriptions outlive their targets: %v", trial, got)
			}
		}
	})
}

// TestDormantSubscriptionCanBeDeleted: a user's subscription to a public
// room its creator then makes private is listed, read and deleted (not
// changed), and sends nothing.
func TestDormantSubscriptionCanBeDeleted(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("dormant")
		user := e.addMember(org, "user@dormant.test", "user")
		room := e.createRoom(owner, "Lecture", false)["_id"].(string)
		path := subPath("room", room)
		e.expect(t, "subscribe", e.do(request{method: "POST", path: path, cookie: user.Cookie, body: map[string]any{"frequency": "instant"}}), 201, "")
		e.expect(t, "make it private", e.do(request{method: "PUT", path: "/api/events/Lecture/privacy", cookie: owner.Cookie,
			body: map[string]any{"isPrivate": true}}), 200, "")
		if got := e.subscriptionsOf(t, user); got["room/"+room] != "instant" {
			t.Errorf("listed: %v", got)
		}
		e.expect(t, "get", e.do(request{method: "GET", path: path, cookie: user.Cookie}), 200, "")
		e.expect(t, "patch", e.do(request{method: "PATCH", path: path, cookie: user.Cookie, body: map[string]any{"frequency": "daily"}}), 404, "NOT_FOUND")
		e.expect(t, "subscribe again", e.do(request{method: "POST", path: path, cookie: user.Cookie, body: map[string]any{"frequency": "daily"}}), 404, "NOT_FOUND")
		e.expect(t, "delete", e.do(request{method: "DELETE", path: path, cookie: user.Cookie}), 200, "")
		if got := e.subscriptionsOf(t, user); len(got) != 0 {
			t.Errorf("after deleting it: %v", got)
		}
	})
}
