package server_test

import (
	"strings"
	"testing"
)

// TestBodyNotUnicodeIs400 sends JSON bodies that are not valid UTF-8, or
// that escape a lone UTF-16 surrogate, to the endpoints that store texts
// and names: each is 400 INVALID_JSON and nothing is stored (encoding/json
// had turned both into U+FFFD and stored it). A surrogate pair's escapes
// (an emoji), and an escaped backslash before "ud800", are fine.
func TestBodyNotUnicodeIs400(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		e.createRoom(owner, "Lecture", false)
		submit := func(text string) request {
			return request{method: "POST", path: "/api/feedback/submit", contentType: "application/json",
				rawBody: `{"instructorId":"` + owner.User.InstructorID + `","eventType":"Lecture","feedback":"` + text + `"}`}
		}
		proxied := e.behindProxy(nil)
		var ips ipSeq
		for name, text := range map[string]string{
			"a stray continuation byte":  "caf\x80",
			"Latin-1":                    "caf\xe9",
			"a truncated sequence":       "caf\xc3",
			"an encoded surrogate":       "\xed\xa0\x80",
			"a lone high surrogate":      `lone \ud800 here`,
			"a high surrogate at end":    `lone \uD83D`,
			"a lone low surrogate":       `lone \udc00`,
			"two high surrogates":        `\ud83d\ud83d`,
			"a high then a plain escape": `\ud83d\u0041`,
		} {
			e.expectAll(t, []outcome{
				{name + ": feedback", e.do(submit(text)), 400, "INVALID_JSON"},
				{name + ": room name", e.do(request{method: "POST", path: "/api/events", cookie: owner.Cookie, contentType: "application/json",
					rawBody: `{"eventName":"` + text + `"}`}), 400, "INVALID_JSON"},
				{name + ": user name", e.do(request{method: "PUT", path: "/api/user", cookie: owner.Cookie, contentType: "application/json",
					rawBody: `{"name":"` + text + `"}`}), 400, "INVALID_JSON"},
				{name + ": waitlist name", proxied.do(request{method: "POST", path: "/api/public/waitlist", header: ips.next(), contentType: "application/json",
					rawBody: `{"email":"ada@example.com","name":"` + text + `"}`}), 400, "INVALID_JSON"},
			})
		}
		if n := e.countRows("feedback_items"); n != 0 {
			t.Errorf("%d items stored", n)
		}
		if n := e.countRows("orgs_waitlist"); n != 0 {
			t.Errorf("%d waitlist entries stored", n)
		}
		if e.roomCount() != 1 {
			t.Errorf("%d rooms", e.roomCount())
		}
		if user := e.do(request{method: "GET", path: "/api/user", cookie: owner.Cookie}); user.json["name"] != "Olive" {
			t.Errorf("user name %v", user.json["name"])
		}

		// An emoji as a pair of escapes, and the text "\ud800" (its
		// backslash escaped), are stored as sent.
		for text, want := range map[string]string{`smile \ud83d\ude00`: "smile 😀", `\\ud800 \\\ud83d\ude00`: `\ud800 \😀`} {
			resp := e.do(submit(text))
			e.expect(t, text, resp, 201, "")
			if resp.json["feedback"] != want {
				t.Errorf("%s: stored %q, want %q", text, resp.json["feedback"], want)
			}
		}
		if strings.Contains(string(e.do(request{method: "GET", path: "/api/feedback/paginated", cookie: owner.Cookie}).raw), "\ufffd") {
			t.Error("U+FFFD stored")
		}
	})
}
