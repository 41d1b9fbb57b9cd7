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
// DEL, the C1 controls): each is 400 VALIDATION_FAILED naming the field,
// and nothing is stored; a text with tabs and line breaks is fine, and so
// is a concern test's with a vertical tab and a form feed (line breaks,
// see TestPastedBreaksAreLineBreaks).
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
			body: map[string]any{"text": "line one\nline two\vthree\ffour"}}), 200, "")
	})
}

// TestPastedBreaksAreLineBreaks sends texts holding a vertical tab and a
// form feed, as text pasted from a word processor or a PDF file does:
// feedback through both submission endpoints, a form's text answer through
// the API and the form's page, and an imported item. Each is accepted and
// stored with line breaks in their place, as the API and the CSV export
// give it back.
func TestPastedBreaksAreLineBreaks(t *testing.T) {
	forEachDialectForms(t, func(t *testing.T, e *formsEnv) {
		ctx := context.Background()
		acme, owner := e.newOrg("acme")
		e.createRoom(owner, "Lecture", false)
		const pasted, stored = "%s:\vline\fpage", "%s:\nline\npage"
		var want []string
		for _, path := range []string{"/api/feedback/submit", "/api/widget/submit"} {
			e.expect(t, path, e.do(request{method: "POST", path: path, body: map[string]any{
				"instructorId": owner.User.InstructorID, "eventType": "Lecture", "feedback": fmt.Sprintf(pasted, path)}}), 201, "")
			want = append(want, fmt.Sprintf(stored, path))
		}
		var roomID string
		if err := e.db.NewSelect().Table("rooms_rooms").Column("id").
			Where("organization_id = ? AND name = ?", acme.ID, "Lecture").Scan(ctx, &roomID); err != nil {
			t.Fatal(err)
		}
		if err := e.feedback.ImportItems(ctx, []*feedback.Item{{OrgID: acme.ID, RoomID: roomID, EventType: "Lecture",
			InstructorID: owner.User.InstructorID, Text: fmt.Sprintf(pasted, "import"), Sentiment: analysis.Neutral, Tags: []string{}}}); err != nil {
			t.Fatalf("import: %v", err)
		}
		want = append(want, fmt.Sprintf(stored, "import"))
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
		e.expect(t, "form answer", e.submit(slug, answer(rating, 4), answer(scale, 1), answer(text, fmt.Sprintf(pasted, "API"))), 201, "")
		page := post("/f/"+slug, url.Values{"q-" + rating: {"4"}, "q-" + scale: {"1"}, "q-" + text: {fmt.Sprintf(pasted, "page")}})
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
		if want := []string{fmt.Sprintf(stored, "API"), fmt.Sprintf(stored, "page")}; !slices.Equal(got, want) {
			t.Errorf("the form's text answers are %q, want %q", got, want)
		}
	})
}
