package server_test

import (
	"testing"
)

// lineSeparators are the characters besides the control line breaks that
// browsers and many other renderers break a line at: the Unicode line and
// paragraph separators, and the next line of the C1 controls. A text that
// may hold several lines stores them as line breaks (see pastedBreaks).
var lineSeparators = map[string]string{"LS (U+2028)": "\u2028", "PS (U+2029)": "\u2029", "NEL (U+0085)": "\u0085"}

// TestLineSeparatorsInOneLineFields sends a room's name (created and
// renamed), a form's title, an API key's name and the organization's
// privacy notice holding a line separator, a paragraph separator or a next
// line: each is 400 VALIDATION_FAILED naming the field with its one-line
// message, and nothing is stored.
func TestLineSeparatorsInOneLineFields(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		e.uncap(org)
		e.createRoom(owner, "Lecture", false)
		const oneLine = "must be one line without control characters"
		for name, sep := range lineSeparators {
			for _, c := range []struct {
				what           string
				req            request
				field, message string
			}{
				{"room name", request{method: "POST", path: "/api/events", body: map[string]any{"eventName": "a" + sep + "b"}}, "eventName", oneLine},
				{"room rename", request{method: "PUT", path: roomPath("Lecture", ""), body: map[string]any{"eventName": "Lec" + sep + "ture"}}, "eventName", oneLine},
				{"form title", request{method: "POST", path: "/api/forms", body: surveyBody("t" + sep + "x")}, "title", oneLine},
				{"API key name", request{method: "POST", path: "/api/api-keys", body: map[string]any{"name": "k" + sep + "x", "scopes": []any{"read"}}}, "name", oneLine},
				{"privacy notice", request{method: "PUT", path: noticePath, body: map[string]any{"notice": "a" + sep + "b"}}, "notice",
					"must be one line of at most 300 characters"},
			} {
				c.req.cookie = owner.Cookie
				resp := e.do(c.req)
				e.expect(t, c.what+" with "+name, resp, 400, "VALIDATION_FAILED")
				if d, _ := resp.json["details"].([]any); len(d) != 1 || jsonPath(d[0], "field") != c.field || jsonPath(d[0], "message") != c.message {
					t.Errorf("%s with %s: details %v, want %s %q", c.what, name, resp.json["details"], c.field, c.message)
				}
			}
		}
		if e.roomCount() != 1 || e.countRows("forms_forms") != 0 || e.countRows("apikeys_keys") != 0 {
			t.Errorf("rooms %d, forms %d, API keys %d stored", e.roomCount(), e.countRows("forms_forms"), e.countRows("apikeys_keys"))
		}
		if n := e.do(request{method: "GET", path: noticePath, cookie: owner.Cookie}).json["notice"]; n != "" {
			t.Errorf("privacy notice %q stored", n)
		}
		if rooms := e.do(request{method: "GET", path: roomPath("Lecture", ""), cookie: owner.Cookie}); rooms.status != 200 {
			t.Errorf("the room Lecture was renamed: %d %s", rooms.status, rooms.raw)
		}
	})
}
