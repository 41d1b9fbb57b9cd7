package server_test

import (
	"bytes"
	"slices"
	"testing"
	"time"
)

// A formula after a ';' within a cell of the CSV export, in the text or
// among the tags, is neutralized: Excel in a locale whose list separator
// is ';' would start a cell there.
func TestExportNeutralizesFormulasAfterSeparators(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("demo")
		e.createRoom(owner, "Week 1", false)
		e.expect(t, "room tags", e.do(request{method: "PUT", path: roomPath("Week 1", "/tags"), cookie: owner.Cookie,
			body: map[string]any{"customTags": map[string]any{"happy": []string{"B", "=cmd|calc"}, "neutral": []string{}, "sad": []string{}}}}), 200, "")
		resp := e.fbSubmit(map[string]any{"instructorId": owner.User.InstructorID, "eventType": "Week 1",
			"feedback": "nice;=SUM(1+1)", "sentiment": "positive", "tags": []string{"B", "=cmd|calc"}})
		e.expect(t, "submit", resp, 201, "")

		export := e.fbGet(t, owner, "/api/feedback/export")
		head, rows := exportCSV(t, export)
		if got := column(t, head, rows, "feedback"); len(got) != 1 || got[0] != "nice;'=SUM(1+1)" {
			t.Errorf("feedback cells %q, want the formula after ';' neutralized", got)
		}
		if got := column(t, head, rows, "tags"); len(got) != 1 || got[0] != "B;'=cmd|calc" {
			t.Errorf("tags cells %q, want the formula after ';' neutralized", got)
		}
		for _, unsafe := range []string{";=", ";+", ";-", ";@"} {
			if bytes.Contains(export.raw, []byte(unsafe)) {
				t.Errorf("the export holds %q: %s", unsafe, export.raw)
			}
		}
	})
}

// A line break within a text survives the CSV export in every spelling,
// a lone carriage return too, as a CRLF inside the quoted cell, in the
// feedback export and in a form's response export; a formula after the
// break stays neutralized.
func TestExportKeepsCarriageReturns(t *testing.T) {
	texts := []struct{ in, raw, want string }{
		{"crtest one\rtwo", "\"crtest one\r\ntwo\"", "crtest one\ntwo"},
		{"crtest three\r\nfour", "\"crtest three\r\nfour\"", "crtest three\nfour"},
		{"crtest five\nsix", "\"crtest five\r\nsix\"", "crtest five\nsix"},
		{"crtest seven\r=1+1", "\"crtest seven\r\n'=1+1\"", "crtest seven\n'=1+1"},
	}
	check := func(t *testing.T, resp response, cells []string) {
		t.Helper()
		for i, c := range texts {
			if !bytes.Contains(resp.raw, []byte(c.raw)) {
				t.Errorf("%q not exported as %q: %q", c.in, c.raw, resp.raw)
			}
			if !slices.Contains(cells, c.want) {
				t.Errorf("text %d %q reads back as none of %q, want %q", i, c.in, cells, c.want)
			}
		}
	}
	t.Run("feedback", func(t *testing.T) {
		forEachDialect(t, func(t *testing.T, e *env) {
			_, owner := e.newOrg("demo")
			e.createRoom(owner, "Week 1", false)
			for _, c := range texts {
				e.fbAdd(owner.User.InstructorID, "Week 1", c.in, "")
			}
			resp := e.fbGet(t, owner, "/api/feedback/export?search=crtest")
			head, rows := exportCSV(t, resp)
			check(t, resp, column(t, head, rows, "feedback"))
		})
	})
	t.Run("form responses", func(t *testing.T) {
		forEachDialectForms(t, func(t *testing.T, e *formsEnv) {
			_, owner := e.newOrg("acme")
			form := e.createForm(owner, map[string]any{"title": "Lines", "questions": []any{
				map[string]any{"type": "text", "text": "Why?", "required": true},
			}})
			id, slug := form["_id"].(string), form["slug"].(string)
			q, _ := question(form, 0)
			for _, c := range texts {
				e.clock.Advance(time.Second)
				e.expect(t, "submit", e.submit(slug, answer(q, c.in)), 201, "")
			}
			resp := e.do(request{method: "GET", path: "/api/forms/" + id + "/responses/export", cookie: owner.Cookie})
			e.expect(t, "export", resp, 200, "")
			head, rows := exportCSV(t, resp)
			check(t, resp, column(t, head, rows, "Why?"))
		})
	})
}
