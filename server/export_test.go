package server_test

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/internal/logtest"
)

// exportCSV reads a CSV export: its header and rows.
func exportCSV(t *testing.T, resp response) (head []string, rows [][]string) {
	t.Helper()
	if ct := resp.header.Get("Content-Type"); ct != "text/csv; charset=utf-8" {
		t.Fatalf("Content-Type %q; body %s", ct, resp.raw)
	}
	if !bytes.Contains(resp.raw, []byte("\r\n")) {
		t.Errorf("CSV rows must end in CRLF: %q", resp.raw)
	}
	records, err := csv.NewReader(bytes.NewReader(resp.raw)).ReadAll()
	if err != nil {
		t.Fatalf("parse CSV: %v\n%s", err, resp.raw)
	}
	if len(records) == 0 {
		t.Fatal("CSV export without a header")
	}
	return records[0], records[1:]
}

// exportNDJSON reads an NDJSON export: one object per line.
func exportNDJSON(t *testing.T, resp response) []map[string]any {
	t.Helper()
	if ct := resp.header.Get("Content-Type"); ct != "application/x-ndjson" {
		t.Fatalf("Content-Type %q; body %s", ct, resp.raw)
	}
	return logtest.JSONLines(t, resp.raw)
}

// column returns the values of the column named name.
func column(t *testing.T, head []string, rows [][]string, name string) []string {
	t.Helper()
	i := slices.Index(head, name)
	if i < 0 {
		t.Fatalf("no column %q in %v", name, head)
	}
	out := make([]string, len(rows))
	for j, r := range rows {
		out[j] = r[i]
	}
	return out
}

func TestExportFeedback(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		w := fbSetup(t, e)
		texts := []string{
			"plain", `comma, "quotes" and` + "\nnew line", "=HYPERLINK(\"http://evil\")", "+1 great", "-2 bad",
			"@SUM(A1)", "ünïcödé ✓",
		}
		var ids []string
		for _, text := range texts {
			e.clock.Advance(time.Second)
			ids = append(ids, e.fbAdd(w.ownerID, "Lobby", text, "positive"))
		}
		e.clock.Advance(time.Second)
		tagged := e.fbSubmit(map[string]any{"instructorId": w.ownerID, "eventType": "Lobby", "feedback": "too fast",
			"sentiment": "negative", "tags": []string{"pace"}})
		e.expect(t, "tagged", tagged, 201, "")
		ids = append(ids, tagged.json["_id"].(string))
		e.fbAdd(w.umaID, "Uma's Lab", "private lab", "neutral")
		e.fbAdd(w.globexInstructor, "Lobby", "globex secret", "positive")

		resp := e.do(request{method: "GET", path: "/api/feedback/export?eventType=Lobby", cookie: w.admin.Cookie})
		e.expect(t, "csv", resp, 200, "")
		if cd := resp.header.Get("Content-Disposition"); !strings.HasPrefix(cd, `attachment; filename="feedback-`) || !strings.HasSuffix(cd, `.csv"`) {
			t.Errorf("Content-Disposition %q", cd)
		}
		head, rows := exportCSV(t, resp)
		want := []string{"_id", "createdAt", "eventType", "instructorId", "source", "sentiment", "aiSentiment",
			"confidence", "tags", "seriousConcern", "resolved", "flagged", "feedback"}
		if !slices.Equal(head, want) {
			t.Errorf("header %v, want %v", head, want)
		}
		gotIDs := column(t, head, rows, "_id")
		wantIDs := slices.Clone(ids)
		slices.Reverse(wantIDs) // newest first
		if !slices.Equal(gotIDs, wantIDs) {
			t.Errorf("ids %v, want %v", gotIDs, wantIDs)
		}
		safe := map[string]string{ // what a spreadsheet must show as text
			"=HYPERLINK(\"http://evil\")": "'=HYPERLINK(\"http://evil\")", "+1 great": "'+1 great", "-2 bad": "'-2 bad",
			"@SUM(A1)": "'@SUM(A1)",
		}
		gotTexts := column(t, head, rows, "feedback")
		for i, text := range texts {
			got := gotTexts[len(texts)-i] // the tagged item is first
			if want := cmpOr(safe[text], text); got != want {
				t.Errorf("cell of %q is %q, want %q", text, got, want)
			}
		}
		if tags := column(t, head, rows, "tags")[0]; tags != "pace" {
			t.Errorf("tags cell %q, want pace", tags)
		}

		// Every filter of the paginated list, and the same items in NDJSON.
		for _, q := range []string{"", "sentiment=negative", "search=great", "tags=pace", "eventType=Uma%27s%20Lab",
			"startDate=2000-01-01&endDate=2999-12-31", "instructorId=" + w.umaID, "search=the"} {
			page := fbItems(t, e.fbGet(t, w.admin, "/api/feedback/paginated?limit=100&"+q))
			resp := e.do(request{method: "GET", path: "/api/feedback/export?format=ndjson&" + q, cookie: w.admin.Cookie})
			e.expect(t, "ndjson "+q, resp, 200, "")
			lines := exportNDJSON(t, resp)
			if len(lines) != len(page) {
				t.Errorf("%q: %d lines, the list has %d items", q, len(lines), len(page))
				continue
			}
			for i := range page {
				a, _ := json.Marshal(page[i])
				b, _ := json.Marshal(lines[i])
				if !bytes.Equal(a, b) {
					t.Errorf("%q: line %d is %s, the list has %s", q, i, b, a)
				}
			}
		}

		// Another organization's admin exports only its own.
		_, rows = exportCSV(t, e.fbGet(t, w.globexOwner, "/api/feedback/export"))
		if len(rows) != 1 || rows[0][len(rows[0])-1] != "globex secret" {
			t.Errorf("globex export %v", rows)
		}

		for _, c := range []struct {
			name, path, cookie string
			status             int
			code               string
		}{
			{"no session", "/api/feedback/export", "", 401, "INVALID_TOKEN"},
			{"user", "/api/feedback/export", w.uma.Cookie, 403, "INSUFFICIENT_ROLE"},
			{"format", "/api/feedback/export?format=xml", w.admin.Cookie, 400, "VALIDATION_FAILED"},
			{"date", "/api/feedback/export?startDate=yesterday", w.admin.Cookie, 400, "VALIDATION_FAILED"},
			{"range", "/api/feedback/export?startDate=2024-02-01&endDate=2024-01-01", w.admin.Cookie, 400, "VALIDATION_FAILED"},
			{"sentiment", "/api/feedback/export?sentiment=happy", w.admin.Cookie, 400, "VALIDATION_FAILED"},
		} {
			e.expect(t, c.name, e.do(request{method: "GET", path: c.path, cookie: c.cookie}), c.status, c.code)
		}
	})
}

// cmpOr returns a unless it is "", else b.
func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// TestExportManyItems exports more items than one batch of the Store holds
// and parses them back.
func TestExportManyItems(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		w := fbSetup(t, e)
		var roomID string
		err := e.db.NewSelect().Table("rooms_rooms").Column("id").
			Where("organization_id = ? AND name = ?", w.acme.ID, "Lobby").Scan(context.Background(), &roomID)
		if err != nil {
			t.Fatal(err)
		}
		const n = 10000
		base := e.clock.Now().UTC().Add(-time.Hour)
		items := make([]*feedback.Item, n)
		for i := range items {
			items[i] = &feedback.Item{
				ID: fmt.Sprintf("item%05d", i), OrgID: w.acme.ID, RoomID: roomID, EventType: "Lobby",
				InstructorID: w.ownerID, Source: feedback.SourceRoom, Text: fmt.Sprintf("text %d, \"quoted\"", i),
				Sentiment: analysis.Positive, Tags: []string{}, CreatedAt: base.Add(time.Duration(i/3) * time.Millisecond),
			}
		}
		if err := e.feedback.ImportItems(context.Background(), items); err != nil {
			t.Fatal(err)
		}
		// The list of a search matching them all caps its total; the export
		// has them all.
		list := e.fbGet(t, w.admin, "/api/feedback/paginated?search=quoted")
		if list.json["totalCapped"] != true || list.json["total"] != float64(feedback.MaxSearchTotal) {
			t.Errorf("search list: total %v, totalCapped %v; want %d, true", list.json["total"], list.json["totalCapped"], feedback.MaxSearchTotal)
		}
		for _, format := range []string{"csv", "ndjson"} {
			resp := e.do(request{method: "GET", path: "/api/feedback/export?search=quoted&format=" + format, cookie: w.admin.Cookie})
			e.expect(t, format, resp, 200, "")
			var got []string
			var texts []string
			if format == "csv" {
				head, rows := exportCSV(t, resp)
				got, texts = column(t, head, rows, "_id"), column(t, head, rows, "feedback")
			} else {
				for _, l := range exportNDJSON(t, resp) {
					got, texts = append(got, l["_id"].(string)), append(texts, l["feedback"].(string))
				}
			}
			if len(got) != n {
				t.Fatalf("%s: %d items, want %d", format, len(got), n)
			}
			for i, id := range got {
				// Newest first; items of the same instant by id, descending.
				want := items[n-1-i]
				if id != want.ID || texts[i] != want.Text {
					t.Fatalf("%s: item %d is %s %q, want %s %q", format, i, id, texts[i], want.ID, want.Text)
				}
			}
		}
	})
}

func TestExportFormResponses(t *testing.T) {
	forEachDialectForms(t, func(t *testing.T, e *formsEnv) {
		acme, owner := e.newOrg("acme")
		_, other := e.newOrg("globex")
		user := e.addMember(acme, "user@acme.test", "user")
		form := e.createForm(owner, surveyBody("Course survey"))
		id, slug := form["_id"].(string), form["slug"].(string)
		rating, _ := question(form, 0)
		text, _ := question(form, 1)
		parts, opts := question(form, 3)
		scale, _ := question(form, 5)
		e.expect(t, "first", e.submit(slug, answer(rating, 4), answer(text, "=cmd|' /C calc'!A0"), answer(parts, []string{opts[0], opts[2]}), answer(scale, 0)), 201, "")
		e.clock.Advance(time.Second)
		e.expect(t, "second", e.submit(slug, answer(rating, 2), answer(scale, 3)), 201, "")

		resp := e.do(request{method: "GET", path: "/api/forms/" + id + "/responses/export", cookie: owner.Cookie})
		e.expect(t, "csv", resp, 200, "")
		head, rows := exportCSV(t, resp)
		wantHead := []string{"_id", "createdAt", "How was it?", "What should change?", "Your mood", "Which parts?", "Pick a poster", "Difficulty"}
		if !slices.Equal(head, wantHead) {
			t.Errorf("header %v, want %v", head, wantHead)
		}
		if len(rows) != 2 {
			t.Fatalf("rows %v", rows)
		}
		if got := rows[0][2:]; !slices.Equal(got, []string{"2", "", "", "", "", "3"}) {
			t.Errorf("newest row %v", got)
		}
		if got := rows[1][2:]; !slices.Equal(got, []string{"4", "'=cmd|' /C calc'!A0", "", "Talks;Quiz", "", "0"}) {
			t.Errorf("oldest row %v", got)
		}

		list := e.do(request{method: "GET", path: "/api/forms/" + id + "/responses", cookie: owner.Cookie})
		resp = e.do(request{method: "GET", path: "/api/forms/" + id + "/responses/export?format=ndjson", cookie: owner.Cookie})
		e.expect(t, "ndjson", resp, 200, "")
		lines := exportNDJSON(t, resp)
		a, _ := json.Marshal(list.json["data"])
		b, _ := json.Marshal(lines)
		if !bytes.Equal(a, b) {
			t.Errorf("ndjson %s, the list has %s", b, a)
		}

		path := "/api/forms/" + id + "/responses/export"
		for _, c := range []struct {
			name, path, cookie string
			status             int
			code               string
		}{
			{"no session", path, "", 401, "INVALID_TOKEN"},
			{"user", path, user.Cookie, 403, "INSUFFICIENT_ROLE"},
			{"other organization", path, other.Cookie, 404, "NOT_FOUND"},
			{"missing", "/api/forms/nosuchform/responses/export", owner.Cookie, 404, "NOT_FOUND"},
			{"format", path + "?format=xlsx", owner.Cookie, 400, "VALIDATION_FAILED"},
			{"date", path + "?endDate=soon", owner.Cookie, 400, "VALIDATION_FAILED"},
		} {
			e.expect(t, c.name, e.do(request{method: "GET", path: c.path, cookie: c.cookie}), c.status, c.code)
		}
	})
}

// TestExportNegativeScale checks that a CSV export writes a scale answer
// below zero as its number, while a text answer that looks like a sum or
// a formula, or even like a negative number, stays guarded as text.
func TestExportNegativeScale(t *testing.T) {
	forEachDialectForms(t, func(t *testing.T, e *formsEnv) {
		_, owner := e.newOrg("acme")
		form := e.createForm(owner, map[string]any{"title": "Temperature", "questions": []any{
			map[string]any{"type": "scale", "text": "Too cold or too hot?", "required": true, "min": -2, "max": 2},
			map[string]any{"type": "text", "text": "Why?", "required": false},
		}})
		id, slug := form["_id"].(string), form["slug"].(string)
		scale, _ := question(form, 0)
		text, _ := question(form, 1)
		cases := []struct {
			scale      int
			text, want string
		}{
			{-2, "-2+3", "'-2+3"},
			{-1, "=1+1", "'=1+1"},
			{0, "-2", "'-2"},
			{2, "fine", "fine"},
		}
		for _, c := range cases {
			e.clock.Advance(time.Second)
			e.expect(t, "submit", e.submit(slug, answer(scale, c.scale), answer(text, c.text)), 201, "")
		}
		_, rows := exportCSV(t, e.do(request{method: "GET", path: "/api/forms/" + id + "/responses/export", cookie: owner.Cookie}))
		if len(rows) != len(cases) {
			t.Fatalf("rows %v", rows)
		}
		for i, c := range cases {
			got := rows[len(rows)-1-i][2:] // newest first
			if want := []string{strconv.Itoa(c.scale), c.want}; !slices.Equal(got, want) {
				t.Errorf("answers %d and %q exported as %q, want %q", c.scale, c.text, got, want)
			}
		}
	})
}
