package server_test

import (
	"strings"
	"testing"
)

// TestFeedbackTextWithControlCharactersIs400 submits feedback, through
// both submission endpoints, and tests a serious concern, with texts
// holding a control character other than tab and line breaks (ESC, BEL,
// DEL, the C1 controls): each is 400 VALIDATION_FAILED naming the field,
// and nothing is stored; a text with tabs and line breaks is fine.
func TestFeedbackTextWithControlCharactersIs400(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		e.createRoom(owner, "Lecture", false)
		submit := func(path, text string) response {
			return e.do(request{method: "POST", path: path, body: map[string]any{
				"instructorId": owner.User.InstructorID, "eventType": "Lecture", "feedback": text}})
		}
		for name, text := range map[string]string{
			"ESC": "red \x1b[31malert", "BEL": "ring\a", "DEL": "del\x7f", "NEL (C1)": "next\u0085line", "CSI (C1)": "csi\u009b31m",
		} {
			for _, path := range []string{"/api/feedback/submit", "/api/widget/submit"} {
				resp := submit(path, text)
				e.expect(t, name+" "+path, resp, 400, "VALIDATION_FAILED")
				if d, _ := resp.json["details"].([]any); len(d) != 1 || d[0].(map[string]any)["field"] != "feedback" ||
					!strings.Contains(d[0].(map[string]any)["message"].(string), "control characters") {
					t.Errorf("%s %s: details %v", name, path, resp.json["details"])
				}
			}
			e.expect(t, name+" concern test", e.do(request{method: "POST", path: "/api/settings/test-serious-concern", cookie: owner.Cookie,
				body: map[string]any{"text": text}}), 400, "VALIDATION_FAILED")
		}
		if n := e.countRows("feedback_items"); n != 0 {
			t.Errorf("%d items stored", n)
		}
		e.expect(t, "tabs and line breaks", submit("/api/feedback/submit", "one\ttwo\r\nthree\nfour"), 201, "")
		e.expect(t, "a concern test with line breaks", e.do(request{method: "POST", path: "/api/settings/test-serious-concern", cookie: owner.Cookie,
			body: map[string]any{"text": "line one\nline two"}}), 200, "")
	})
}
