package server_test

import (
	"html"
	"net/url"
	"regexp"
	"strings"
	"testing"
)

// exportLink returns the address of the link to the download in format
// on the page body, "" for none.
func exportLink(body, path, format string) string {
	m := regexp.MustCompile(`href="(`+regexp.QuoteMeta(path)+`\?[^"]*)"`).FindAllStringSubmatch(body, -1)
	for _, l := range m {
		if u := html.UnescapeString(l[1]); strings.Contains(u, "format="+format) {
			return u
		}
	}
	return ""
}

// TestDashboardExports follows the dashboard's download links, on both
// databases: the inbox's keeps its filters, the form results' exports
// the form's responses; the browser's session cookie authenticates them,
// and a user sees no link and cannot download.
func TestDashboardExports(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		w := fbSetup(t, e)
		e.fbAdd(w.ownerID, "Lobby", "The coffee was great", "positive")
		e.fbAdd(w.ownerID, "Lobby", "The chairs hurt my back", "negative")

		p := e.dash(w.owner, "GET", "/inbox?room=Lobby&q=coffee&tags=+pace+,&from=2000-01-01", nil)
		p.want(t, "inbox", 200, "Download the items")
		csv := exportLink(p.body, "/api/feedback/export", "csv")
		u, err := url.Parse(csv)
		if err != nil || u.Query().Get("eventType") != "Lobby" || u.Query().Get("search") != "coffee" ||
			u.Query().Get("startDate") != "2000-01-01" || u.Query().Get("tags") != "pace" {
			t.Fatalf("inbox's CSV link %q", csv)
		}
		u.RawQuery = strings.Replace(u.RawQuery, "&tags=pace", "", 1)
		got := e.dash(w.owner, "GET", u.String(), nil)
		got.want(t, "inbox's CSV", 200, "The coffee was great")
		if strings.Contains(got.body, "chairs") || !strings.HasPrefix(got.header.Get("Content-Type"), "text/csv") {
			t.Errorf("filtered export %q %s", got.header.Get("Content-Type"), got.body)
		}
		nd := exportLink(p.body, "/api/feedback/export", "ndjson")
		e.dash(w.owner, "GET", nd, nil).want(t, "inbox's NDJSON", 200)

		p = e.dash(w.uma, "GET", "/inbox", nil)
		p.want(t, "user's inbox", 200)
		if strings.Contains(p.body, "/api/feedback/export") {
			t.Error("a user's inbox links the export")
		}
		e.dash(w.uma, "GET", "/api/feedback/export?format=csv", nil).want(t, "user's export", 403)

		// A form's responses.
		form := e.createForm(w.owner, surveyBody("Exported"))
		id := form["_id"].(string)
		rating, _ := question(form, 0)
		scale, _ := question(form, 5)
		text, _ := question(form, 1)
		e.dash(nil, "POST", "/f/"+form["slug"].(string), url.Values{"q-" + rating: {"4"}, "q-" + scale: {"2"}, "q-" + text: {"Loved the labs"}}).want(t, "answer", 303)
		p = e.dash(w.owner, "GET", "/forms/"+id, nil)
		link := exportLink(p.body, "/api/forms/"+id+"/responses/export", "csv")
		if link == "" {
			t.Fatalf("no export link on the results")
		}
		e.dash(w.owner, "GET", link, nil).want(t, "responses' CSV", 200, "Loved the labs")
		e.dash(w.owner, "GET", exportLink(p.body, "/api/forms/"+id+"/responses/export", "ndjson"), nil).want(t, "responses' NDJSON", 200, "Loved the labs")
		e.dash(w.uma, "GET", link, nil).want(t, "user's responses export", 403)
	})
}
