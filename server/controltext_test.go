package server_test

import (
	"context"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/feedback"
)

// TestFeedbackTextWithControlCharactersIs400 submits feedback, through
// both submission endpoints, and tests a serious concern, with texts
// holding a control character other than tab and line breaks (ESC, BEL,
// DEL, the C1 controls but the next line): each is 400 VALIDATION_FAILED
// naming the field, and nothing is stored; a text with tabs and line
// breaks is fine, and so is a concern test's with a vertical tab, a form
// feed and a next line (line breaks, see TestPastedBreaksAreLineBreaks and
// TestLineSeparatorsInTexts).
func TestFeedbackTextWithControlCharactersIs400(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		e.createRoom(owner, "Lecture", false)
		submit := func(path, text string) response {
			return e.do(request{method: "POST", path: path, body: map[string]any{
				"instructorId": owner.User.InstructorID, "eventType": "Lecture", "feedback": text}})
		}
		for name, text := range map[string]string{
			"ESC": "red \x1b[31malert", "BEL": "ring\a", "DEL": "del\x7f", "CSI (C1)": "csi\u009b31m", "SS2 (C1)": "ss2\u008e",
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
			body: map[string]any{"text": "line one\nline two\vthree\ffour\u0085five\u2028six"}}), 200, "")
	})
}

// pastedBreaks is a text, with %s for what it is, holding the line breaks
// that text pasted from a word processor, a PDF file or a web page holds
// besides "\n": a vertical tab, a form feed, a next line (U+0085), a line
// separator (U+2028) and a paragraph separator (U+2029); storedBreaks is
// the same text as a multi-line text is stored, with line breaks in their
// place (feedbackkit.CleanText).
const pastedBreaks, storedBreaks = "%s:\vline\fpage\u0085next\u2028ls\u2029ps", "%s:\nline\npage\nnext\nls\nps"

// TestPastedBreaksAreLineBreaks sends texts holding pasted line breaks
// (pastedBreaks): feedback through both submission endpoints, a form's
// text answer through the API and the form's page, and an imported item.
// Each is accepted and stored with line breaks in their place
// (storedBreaks), as the API and the CSV export give it back.
func TestPastedBreaksAreLineBreaks(t *testing.T) {
	forEachDialectForms(t, func(t *testing.T, e *formsEnv) {
		ctx := context.Background()
		acme, owner := e.newOrg("acme")
		e.createRoom(owner, "Lecture", false)
		var want []string
		for _, path := range []string{"/api/feedback/submit", "/api/widget/submit"} {
			e.expect(t, path, e.do(request{method: "POST", path: path, body: map[string]any{
				"instructorId": owner.User.InstructorID, "eventType": "Lecture", "feedback": fmt.Sprintf(pastedBreaks, path)}}), 201, "")
			want = append(want, fmt.Sprintf(storedBreaks, path))
		}
		var roomID string
		if err := e.db.NewSelect().Table("rooms_rooms").Column("id").
			Where("organization_id = ? AND name = ?", acme.ID, "Lecture").Scan(ctx, &roomID); err != nil {
			t.Fatal(err)
		}
		if err := e.feedback.ImportItems(ctx, []*feedback.Item{{OrgID: acme.ID, RoomID: roomID, EventType: "Lecture",
			InstructorID: owner.User.InstructorID, Text: fmt.Sprintf(pastedBreaks, "import"), Sentiment: analysis.Neutral, Tags: []string{}}}); err != nil {
			t.Fatalf("import: %v", err)
		}
		want = append(want, fmt.Sprintf(storedBreaks, "import"))
		var got []string
		for _, it := range fbItems(t, e.fbGet(t, owner, "/api/feedback/paginated")) {
			got = append(got, it["feedback"].(string))
		}
		head, rows := exportCSV(t, e.fbGet(t, owner, "/api/feedback/export?format=csv"))
		for name, texts := range map[string][]string{"the API": got, "the CSV export": column(t, head, rows, "feedback")} {
			slices.Sort(texts)
			if !slices.Equal(texts, want) {
				t.Errorf("%s gives the feedback %q, want %q", name, texts, want)
			}
		}

		form := e.createForm(owner, surveyBody("Course survey"))
		slug, id := form["slug"].(string), form["_id"].(string)
		rating, _ := question(form, 0)
		text, _ := question(form, 1)
		scale, _ := question(form, 5)
		e.expect(t, "form answer", e.submit(slug, answer(rating, 4), answer(scale, 1), answer(text, fmt.Sprintf(pastedBreaks, "API"))), 201, "")
		page := post("/f/"+slug, url.Values{"q-" + rating: {"4"}, "q-" + scale: {"1"}, "q-" + text: {fmt.Sprintf(pastedBreaks, "page")}})
		page.header = e.ips.next()
		if resp := e.do(page); resp.status != 303 {
			t.Fatalf("form page: %d %s", resp.status, resp.raw)
		}
		got = nil
		for _, r := range e.fbGet(t, owner, "/api/forms/"+id+"/responses").json["data"].([]any) {
			for _, a := range jsonPath(r, "responses").([]any) {
				if jsonPath(a, "questionId") == text {
					got = append(got, jsonPath(a, "value").(string))
				}
			}
		}
		slices.Sort(got)
		if want := []string{fmt.Sprintf(storedBreaks, "API"), fmt.Sprintf(storedBreaks, "page")}; !slices.Equal(got, want) {
			t.Errorf("the form's text answers are %q, want %q", got, want)
		}
	})
}

// TestOrganizerPastedBreaks sends an organization's own texts holding
// pasted line breaks (pastedBreaks). Where a text may hold line breaks (a
// form's description, its questions' texts, scale labels and option
// labels, a webhook's description, the texts of the room and feedback
// pages) they are stored as line breaks, as the API gives them back; a
// name or a title, one line, is 400 VALIDATION_FAILED saying it must be
// one line, and nothing is stored.
func TestOrganizerPastedBreaks(t *testing.T) {
	forEachDialectForms(t, func(t *testing.T, e *formsEnv) {
		_, owner := e.newOrg("acme")
		p := func(what string) string { return fmt.Sprintf(pastedBreaks, what) }
		want := func(what string) string { return fmt.Sprintf(storedBreaks, what) }

		body := surveyBody("Course survey")
		body["description"] = p("description")
		questions := body["questions"].([]any)
		questions[0].(map[string]any)["text"] = p("question")
		questions[3].(map[string]any)["options"].([]any)[1].(map[string]any)["label"] = p("option")
		scale := questions[5].(map[string]any)
		scale["minLabel"], scale["maxLabel"] = p("min"), p("max")
		form := e.createForm(owner, body)
		id := form["_id"].(string)
		e.expect(t, "form update", e.do(request{method: "PUT", path: "/api/forms/" + id, cookie: owner.Cookie,
			body: map[string]any{"description": p("updated")}}), 200, "")
		got := e.do(request{method: "GET", path: "/api/forms/" + id, cookie: owner.Cookie})
		e.expect(t, "form", got, 200, "")
		qs := got.json["questions"].([]any)
		option := qs[3].(map[string]any)["options"].([]any)[1]
		for name, c := range map[string]struct{ got, want any }{
			"description":        {got.json["description"], want("updated")},
			"a question's text":  {jsonPath(qs[0], "text"), want("question")},
			"an option's label":  {jsonPath(option, "label"), want("option")},
			"a scale's minLabel": {jsonPath(qs[5], "minLabel"), want("min")},
			"a scale's maxLabel": {jsonPath(qs[5], "maxLabel"), want("max")},
		} {
			if c.got != c.want {
				t.Errorf("the form's %s = %q, want %q", name, c.got, c.want)
			}
		}
		if v := form["description"]; v != want("description") {
			t.Errorf("created form's description = %q", v)
		}

		hook := e.do(request{method: "POST", path: "/api/webhooks", cookie: owner.Cookie,
			body: map[string]any{"url": "http://127.0.0.1:9/hook", "events": []string{"feedback.created"}, "description": p("hook")}})
		e.expect(t, "create webhook", hook, 201, "")
		if v := hook.json["description"]; v != want("hook") {
			t.Errorf("webhook description = %q", v)
		}

		e.expect(t, "settings", e.do(request{method: "PUT", path: "/api/settings", cookie: owner.Cookie, body: map[string]any{
			"feedbackCustomization":    map[string]any{"placeholderText": p("placeholder")},
			"defaultRoomCustomization": map[string]any{"headerText": p("header"), "sentiments": map[string]any{"sad": map[string]string{"title": p("title")}}},
		}}), 200, "")
		e.createRoom(owner, "Lecture", false)
		e.expect(t, "room customization", e.do(request{method: "PUT", path: roomPath("Lecture", "/customization"), cookie: owner.Cookie,
			body: map[string]any{"feedbackCustomization": map[string]any{"footerText": p("footer")}}}), 200, "")
		settings := e.do(request{method: "GET", path: "/api/settings", cookie: owner.Cookie}).json
		room := e.do(request{method: "GET", path: roomPath("Lecture", ""), cookie: owner.Cookie}).json
		for path, w := range map[string]string{
			"feedbackCustomization.placeholderText":         want("placeholder"),
			"defaultRoomCustomization.headerText":           want("header"),
			"defaultRoomCustomization.sentiments.sad.title": want("title"),
		} {
			if v := jsonPath(settings, path); v != w {
				t.Errorf("settings %s = %q, want %q", path, v, w)
			}
		}
		if v := jsonPath(room, "feedbackCustomization.footerText"); v != want("footer") {
			t.Errorf("room footerText = %q, want %q", v, want("footer"))
		}

		// Names and titles are one line.
		rooms, forms := e.roomCount(), e.countRows("forms_forms")
		for name, r := range map[string]request{
			"room name":         {method: "POST", path: "/api/events", cookie: owner.Cookie, body: map[string]any{"eventName": "Lec\vture"}},
			"room rename":       {method: "PUT", path: roomPath("Lecture", ""), cookie: owner.Cookie, body: map[string]any{"eventName": "Lec\fture"}},
			"form title":        {method: "POST", path: "/api/forms", cookie: owner.Cookie, body: surveyBody("Course\fsurvey")},
			"organization name": {method: "PUT", path: "/api/settings", cookie: owner.Cookie, body: map[string]any{"name": "Acme\vAcademy"}},
		} {
			resp := e.do(r)
			e.expect(t, name, resp, 400, "VALIDATION_FAILED")
			if d, _ := resp.json["details"].([]any); len(d) != 1 || d[0].(map[string]any)["message"] != "must be one line without control characters" {
				t.Errorf("%s: details %v", name, resp.json["details"])
			}
		}
		if e.roomCount() != rooms || e.countRows("forms_forms") != forms {
			t.Errorf("a room or a form was stored")
		}
	}, withWebhooks)
}
