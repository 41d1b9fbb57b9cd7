package server_test

import (
	"bytes"
	"testing"
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
