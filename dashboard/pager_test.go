package dashboard

import (
	"strings"
	"testing"

	"github.com/feedbackkit/feedbackkit"
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

// TestPastTheEnd: a page past the end of a list says so and links to its
// last page (the first when the list is empty), keeping its filters and
// its anchor, instead of showing a pager from that page.
func TestPastTheEnd(t *testing.T) {
	past := Pager{Page: 99, TotalPages: 2, Total: 30, Past: true}
	for _, c := range []struct {
		name string
		data any
		want []string
	}{
		{"inbox", &Inbox{Page: Page{Title: "Inbox", Section: "inbox"}, Filter: Filter{Room: "A b"}, Pager: past},
			[]string{"There is no page 99: the list has 2 pages.", `<a href="?page=2&amp;room=A&#43;b">Go to the last page</a>`}},
		{"inbox", &Inbox{Page: Page{Title: "Concerns", Section: "concerns"}, Pager: Pager{Page: 3, Past: true}},
			[]string{"There is no page 3: the list is empty.", `<a href="?page=1">Go to the first page</a>`}},
		{"inbox", &Inbox{Page: Page{Title: "Inbox", Section: "inbox"}, Pager: Pager{Page: 9, TotalPages: 4, Total: 80, TotalCapped: true, Past: true}},
			[]string{"There is no page 9: the list has 4 or more pages.", `<a href="?page=4">Go to the last page</a>`}},
		{"auditlog", &AuditLog{Page: Page{Title: "Audit log"}, Filter: AuditFilter{Action: "room.deleted"}, Pager: past},
			[]string{"There is no page 99: the list has 2 pages.", `<a href="?action=room.deleted&amp;page=2">Go to the last page</a>`}},
		{"form-results", &FormResults{Page: Page{Title: "Results"}, Form: &forms.Form{}, Stats: &forms.Stats{}, Pager: past},
			[]string{"There is no page 99: the list has 2 pages.", `<a href="?page=2#responses">Go to the last page</a>`}},
	} {
		var b strings.Builder
		if err := Render(&b, c.name, c.data); err != nil {
			t.Fatal(err)
		}
		page := b.String()
		for _, want := range c.want {
			if !strings.Contains(page, want) {
				t.Errorf("%s: no %s in\n%s", c.name, want, page)
			}
		}
		for _, nonsense := range []string{"Page 99 of", "Page 3 of", "Page 9 of", "Nothing here", "No entry under", "No response yet", `rel="prev"`, `rel="next"`} {
			if strings.Contains(page, nonsense) {
				t.Errorf("%s: %q past the end of the list", c.name, nonsense)
			}
		}
	}
}

// TestPagerOf: a page is past the end of its list when it is not the
// first and has no item, whatever the count says (a capped count is a
// lower bound).
func TestPagerOf(t *testing.T) {
	for _, c := range []struct {
		page feedbackkit.Page[int]
		past bool
	}{
		{feedbackkit.Page[int]{Page: 1, Data: []int{}}, false},
		{feedbackkit.Page[int]{Page: 2, Data: []int{}, Total: 30, TotalPages: 2}, true},
		{feedbackkit.Page[int]{Page: 3, Data: []int{}, Total: 30, TotalPages: 2}, true},
		{feedbackkit.Page[int]{Page: 2, Data: []int{7}, Total: 21, TotalPages: 2}, false},
		{feedbackkit.Page[int]{Page: 12, Data: []int{7}, Total: 200, TotalPages: 10, TotalCapped: true}, false},
	} {
		p := PagerOf(c.page)
		if p.Past != c.past || p.Page != c.page.Page || p.TotalPages != c.page.TotalPages || p.Total != c.page.Total || p.TotalCapped != c.page.TotalCapped {
			t.Errorf("PagerOf(%+v) = %+v, want Past %v", c.page, p, c.past)
		}
	}
}
