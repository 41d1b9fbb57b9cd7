package server_test

import (
	"net/url"
	"strings"
	"testing"
)

// Another organization cannot put up a look-alike of a room link by taking
// an instructorId in other letter cases; the link in any case reaches the
// one account whose id folds to it, and its items keep that account's
// spelling.
func TestInstructorIDLookAlikeIsRefused(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, demo := e.newOrg("demo")
		_, other := e.newOrg("other")
		id := demo.User.InstructorID
		upper := strings.ToUpper(id)

		e.expect(t, "take demo's id in upper case", e.do(request{method: "PUT", path: "/api/user", cookie: other.Cookie,
			body: map[string]any{"instructorId": upper}}), 409, "ALREADY_EXISTS")
		room := e.createRoom(demo, "Week 1", false)

		resp := e.do(request{method: "GET", path: "/api/public/rooms/" + upper + "/Week%201"})
		e.expect(t, "the public room by the id in upper case", resp, 200, "")
		if org, _ := resp.json["organization"].(map[string]any); org["name"] != "Org demo" || resp.json["name"] != room["name"] {
			t.Errorf("the link in upper case reached %s, want demo's room", resp.raw)
		}
		e.expect(t, "the room page by the id in upper case",
			e.do(request{method: "GET", path: "/r/" + upper + "/Week%201"}), 200, "")

		e.fbAdd(upper, "Week 1", "typed in upper case", "")
		items := fbItems(t, e.fbGet(t, demo, "/api/feedback/paginated?instructorId="+url.QueryEscape(id)))
		if len(items) != 1 || items[0]["instructorId"] != id {
			t.Errorf("items of %s: %v, want the one submitted through %s, under %s", id, items, upper, id)
		}

		// The owner may change the case of their own id.
		resp = e.do(request{method: "PUT", path: "/api/user", cookie: demo.Cookie, body: map[string]any{"instructorId": upper}})
		e.expect(t, "demo's owner spells their id in upper case", resp, 200, "")
		e.expect(t, "the other takes the former spelling", e.do(request{method: "PUT", path: "/api/user", cookie: other.Cookie,
			body: map[string]any{"instructorId": id}}), 409, "ALREADY_EXISTS")
	})
}

// The tags filter ignores the case of every letter, not of ASCII letters
// only, on both databases: in the list, the trends and the export.
func TestTagsFilterFoldsEveryLetter(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("demo")
		e.createRoom(owner, "Week 1", false)
		e.expect(t, "room tags", e.do(request{method: "PUT", path: roomPath("Week 1", "/tags"), cookie: owner.Cookie,
			body: map[string]any{"customTags": map[string]any{"happy": []string{}, "neutral": []string{"Ärger"}, "sad": []string{}}}}), 200, "")
		for _, tag := range []string{"Ärger", "ärger"} {
			e.expect(t, "submit tagged "+tag, e.fbSubmit(map[string]any{"instructorId": owner.User.InstructorID, "eventType": "Week 1",
				"feedback": "tagged " + tag, "sentiment": "neutral", "tags": []string{tag}}), 201, "")
		}
		e.fbAdd(owner.User.InstructorID, "Week 1", "untagged", "neutral")

		for _, q := range []string{"tags=%C3%A4rger", "tags=%C3%84RGER", "tags=%C3%A4rger,absent"} {
			if got := fbTexts(t, e.fbGet(t, owner, "/api/feedback/paginated?"+q)); len(got) != 2 {
				t.Errorf("paginated?%s: %q, want both tagged items", q, got)
			}
			total := 0
			for _, p := range e.fbGet(t, owner, "/api/feedback/trends?"+q).json["data"].([]any) {
				total += int(p.(map[string]any)["total"].(float64))
			}
			if total != 2 {
				t.Errorf("trends?%s: %d items, want 2", q, total)
			}
			if _, rows := exportCSV(t, e.fbGet(t, owner, "/api/feedback/export?"+q)); len(rows) != 2 {
				t.Errorf("export?%s: %d rows, want 2", q, len(rows))
			}
		}
	})
}
