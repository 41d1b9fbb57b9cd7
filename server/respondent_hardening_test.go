package server_test

import (
	"maps"
	"reflect"
	"regexp"
	"strings"
	"testing"
)

// TestHoneypotAnswersAsASubmission: a post that fills the honeypot gets
// what the same post without it gets, on the widget, the room page and
// the form page (the errors of its fields, of a missing or closed room or
// form, the success and its item), and stores nothing.
func TestHoneypotAnswersAsASubmission(t *testing.T) {
	forEachDialectForms(t, func(t *testing.T, e *formsEnv) {
		_, owner := e.newOrg("acme")
		e.createRoom(owner, "Lobby", false)
		e.createRoom(owner, "Closed", false)
		e.expect(t, "close a room", e.do(request{method: "PUT", path: roomPath("Closed", "/active"), cookie: owner.Cookie,
			body: map[string]any{"active": false}}), 200, "")
		form := e.createForm(owner, quickForm("Quick", nil))
		slug := form["slug"].(string)
		q, _ := question(form, 0)
		instructor := owner.User.InstructorID
		stored := func() (items, responses int) {
			return e.countRows("feedback_items"), e.countRows("forms_responses")
		}

		// The widget's JSON answer: status, error, the field in error, and
		// the item of a success, as a real submission's.
		for _, c := range []struct {
			name   string
			body   map[string]any
			status int
		}{
			{"no such room", map[string]any{"instructorId": "nobody-here", "eventType": "No such room", "feedback": "x"}, 404},
			{"unknown sentiment", map[string]any{"instructorId": instructor, "eventType": "Lobby", "feedback": "x", "sentiment": "angry"}, 400},
			{"no sentiment nor text", map[string]any{"instructorId": instructor, "eventType": "Lobby"}, 400},
			{"a tag the room does not offer", map[string]any{"instructorId": instructor, "eventType": "Lobby", "sentiment": "positive", "tags": []any{"free pills"}}, 400},
			{"a bad page URL", map[string]any{"instructorId": instructor, "eventType": "Lobby", "sentiment": "positive", "pageUrl": "javascript:alert(1)"}, 400},
			{"inactive room", map[string]any{"instructorId": instructor, "eventType": "Closed", "feedback": "x"}, 403},
			{"the AI's sentiment, the room's spelling", map[string]any{"instructorId": instructor, "eventType": " lobby ", "feedback": "The lecture was wonderful, thank you so much!"}, 201},
			{"the respondent's sentiment and tags", map[string]any{"instructorId": instructor, "eventType": "Lobby", "sentiment": "negative", "feedback": "Too fast", "tags": []any{}}, 201},
		} {
			real := e.do(request{method: "POST", path: "/api/widget/submit", header: e.ips.next(), body: c.body})
			trappedBody := maps.Clone(c.body)
			trappedBody["website"] = "http://spam.example"
			trapped := e.do(request{method: "POST", path: "/api/widget/submit", header: e.ips.next(), body: trappedBody})
			if real.status != c.status || trapped.status != c.status {
				t.Errorf("widget, %s: %d, trapped %d, want %d\n%s\n%s", c.name, real.status, trapped.status, c.status, real.raw, trapped.raw)
				continue
			}
			if c.status != 201 {
				if trapped.json["error"] != real.json["error"] || trapped.json["message"] != real.json["message"] ||
					!reflect.DeepEqual(trapped.json["details"], real.json["details"]) {
					t.Errorf("widget, %s: trapped %s, real %s", c.name, trapped.raw, real.raw)
				}
				continue
			}
			delete(real.json, "_id")
			delete(trapped.json, "_id")
			for name, r := range map[string]response{"real": real, "trapped": trapped} {
				if m := createdAtFraction.FindSubmatch(r.raw); m == nil || len(m[1]) > 6 {
					t.Errorf("widget, %s: %s createdAt beyond microseconds: %s", c.name, name, r.raw)
				}
			}
			delete(real.json, "createdAt")
			delete(trapped.json, "createdAt")
			if !reflect.DeepEqual(real.json, trapped.json) || real.json["eventType"] != "Lobby" {
				t.Errorf("widget, %s: trapped %v, real %v", c.name, trapped.json, real.json)
			}
		}
		if items, _ := stored(); items != 2 {
			t.Fatalf("%d items stored, want the 2 real successes", items)
		}

		// The pages' answers: status, the thank-you redirect, or the page
		// with the problem.
		postForm := "application/x-www-form-urlencoded"
		roomPath := "/r/" + instructor + "/"
		for _, c := range []struct {
			name, path, body string
			status           int
			says             string
		}{
			{"room page, no such room", roomPath + "Nowhere", "feedback=x", 404, "Page not found"},
			{"room page, nothing said", roomPath + "Lobby", "feedback=", 400, "feedback or sentiment is required"},
			{"room page, unknown sentiment", roomPath + "Lobby", "sentiment=angry&feedback=x", 400, "must be positive, neutral or negative"},
			{"room page, inactive room", roomPath + "Closed", "feedback=x", 403, "not accepting feedback"},
			{"room page, success", roomPath + "Lobby", "sentiment=positive&feedback=Fine", 303, ""},
			{"form page, no such form", "/f/no-such-form", "q-" + q + "=5", 404, "Page not found"},
			{"form page, required answer missing", "/f/" + slug, "q-" + q + "=", 400, "is required"},
			{"form page, success", "/f/" + slug, "q-" + q + "=5", 303, ""},
		} {
			real := e.do(request{method: "POST", path: c.path, rawBody: c.body, contentType: postForm, header: e.ips.next()})
			trapped := e.do(request{method: "POST", path: c.path, rawBody: c.body + "&website=http%3A%2F%2Fspam.example", contentType: postForm, header: e.ips.next()})
			for name, r := range map[string]response{"real": real, "trapped": trapped} {
				if r.status != c.status || !strings.Contains(string(r.raw), c.says) {
					t.Errorf("%s, %s: %d, want %d saying %q\n%s", c.name, name, r.status, c.status, c.says, r.raw)
				}
			}
			if c.status == 303 && (real.header.Get("Location") != "?sent=1" || trapped.header.Get("Location") != "?sent=1") {
				t.Errorf("%s: redirected to %q and %q", c.name, real.header.Get("Location"), trapped.header.Get("Location"))
			}
		}
		if items, responses := stored(); items != 3 || responses != 1 {
			t.Errorf("stored %d items and %d responses, want only the real ones: 3 and 1", items, responses)
		}
	})
}

// createdAtFraction finds the fraction of a second of createdAt.
var createdAtFraction = regexp.MustCompile(`"createdAt":"[^"]*?(?:\.(\d+))?Z"`)
