package server_test

import (
	"context"
	"strings"
	"testing"
)

// TestHoneypot: a post that fills the honeypot field gets the answer of a
// success and stores nothing, on the room page, the form page and the
// widget.
func TestHoneypot(t *testing.T) {
	forEachDialectForms(t, func(t *testing.T, e *formsEnv) {
		_, owner := e.newOrg("acme")
		room := e.createRoom(owner, "Lobby", false)["name"].(string)
		form := e.createForm(owner, quickForm("Quick", nil))
		q, _ := question(form, 0)
		instructor := owner.User.InstructorID

		roomPage := e.do(request{method: "GET", path: "/r/" + instructor + "/" + room})
		formPage := e.do(request{method: "GET", path: "/f/" + form["slug"].(string)})
		for name, p := range map[string]response{"room page": roomPage, "form page": formPage} {
			if !strings.Contains(string(p.raw), `<div class="hp" aria-hidden="true"><label for="website">Website</label><input type="text" id="website" name="website" value="" tabindex="-1" autocomplete="off"></div>`) {
				t.Errorf("%s without its honeypot:\n%s", name, p.raw)
			}
		}
		postForm := "application/x-www-form-urlencoded"
		roomPost := e.do(request{method: "POST", path: "/r/" + instructor + "/" + room, rawBody: "sentiment=positive&feedback=Buy+now&website=http%3A%2F%2Fspam.example", contentType: postForm, header: e.ips.next()})
		formPost := e.do(request{method: "POST", path: "/f/" + form["slug"].(string), rawBody: "q-" + q + "=5&website=spam", contentType: postForm, header: e.ips.next()})
		for name, p := range map[string]response{"room page": roomPost, "form page": formPost} {
			if p.status != 303 || p.header.Get("Location") != "?sent=1" {
				t.Errorf("%s post with the honeypot: %d %v", name, p.status, p.header)
			}
		}
		widget := e.do(request{method: "POST", path: "/api/widget/submit", header: e.ips.next(), body: map[string]any{
			"instructorId": instructor, "eventType": room, "sentiment": "positive", "feedback": "Cheap pills", "website": "x"}})
		e.expect(t, "widget with the honeypot", widget, 201, "")
		if widget.json["_id"] == "" || widget.json["feedback"] != "Cheap pills" {
			t.Errorf("widget answer %s", widget.raw)
		}
		// The same without the honeypot is stored.
		e.expect(t, "widget", e.do(request{method: "POST", path: "/api/widget/submit", header: e.ips.next(), body: map[string]any{
			"instructorId": instructor, "eventType": room, "sentiment": "positive", "website": ""}}), 201, "")

		ctx := context.Background()
		items, err := e.db.NewSelect().TableExpr("feedback_items").Count(ctx)
		if err != nil {
			t.Fatal(err)
		}
		responses, err := e.db.NewSelect().TableExpr("forms_responses").Count(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if items != 1 || responses != 0 {
			t.Errorf("stored %d items and %d responses, want the one item without the honeypot", items, responses)
		}
	})
}
