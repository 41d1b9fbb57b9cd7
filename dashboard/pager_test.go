package dashboard

import (
	"strings"
	"testing"

	"github.com/feedbackkit/feedbackkit/forms"
)

// TestPagerLinks: the links to the other pages of a list keep its filters
// as parameters of their own, not escaped into one, and lead to the list
// when it is not at the top of its page.
func TestPagerLinks(t *testing.T) {
	pager := Pager{Page: 1, TotalPages: 2, Total: 30}
	for _, c := range []struct {
		name string
		data any
		want string
	}{
		{"inbox", &Inbox{Page: Page{Title: "Inbox", Section: "inbox"}, Filter: Filter{Room: "A b", Search: "x&y"}, Pager: pager},
			`href="?page=2&amp;q=x%26y&amp;room=A&#43;b"`},
		{"inbox", &Inbox{Page: Page{Title: "Concerns", Section: "concerns"}, Resolved: "false", Pager: pager},
			`href="?page=2&amp;resolved=false"`},
		{"auditlog", &AuditLog{Page: Page{Title: "Audit log"}, Filter: AuditFilter{Action: "room.deleted", From: "2026-01-02"}, Pager: pager},
			`href="?action=room.deleted&amp;from=2026-01-02&amp;page=2"`},
		{"form-results", &FormResults{Page: Page{Title: "Results"}, Form: &forms.Form{}, Stats: &forms.Stats{}, Responses: []ResponseRow{{}}, Pager: pager},
			`<a href="?page=2#responses" rel="next">`},
	} {
		var b strings.Builder
		if err := Render(&b, c.name, c.data); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(b.String(), c.want) {
			t.Errorf("%s: no %s in\n%s", c.name, c.want, b.String())
		}
	}
}
