package server_test

import (
	"context"
	"math"
	"strconv"
	"testing"
)

// yearRule is the message of a time outside the years both databases keep.
const yearRule = "must be a date between the years 1 and 9999 in UTC"

// dateTimeRule is the message of a JSON value that is not a time.
const dateTimeRule = "must be a date-time in RFC 3339, e.g. 2026-01-31T09:00:00Z"

// expectField checks that got is 400 VALIDATION_FAILED with one detail:
// field and its message.
func (e *env) expectField(t *testing.T, name string, got response, field, message string) {
	t.Helper()
	e.expect(t, name, got, 400, "VALIDATION_FAILED")
	details, _ := got.json["details"].([]any)
	if len(details) != 1 {
		t.Errorf("%s: details %v, want one about %s", name, got.json["details"], field)
		return
	}
	if d, _ := details[0].(map[string]any); d["field"] != field || d["message"] != message {
		t.Errorf("%s: detail %v, want %s %q", name, d, field, message)
	}
}

// TestTimesOutsideTheYearsBothDatabasesKeep: a time of a body or a query
// that is in year 0 or year 10000 once in UTC is 400 VALIDATION_FAILED
// naming its field, the same on both databases, and nothing is kept: the
// organization's forms and its export read as before.
func TestTimesOutsideTheYearsBothDatabasesKeep(t *testing.T) {
	forEachDialectForms(t, func(t *testing.T, e *formsEnv) {
		_, owner := e.newOrg("acme")
		form := e.createForm(owner, quickForm("Good", nil))
		id := form["_id"].(string)
		send := func(method, path string, body any) response {
			return e.do(request{method: method, path: path, cookie: owner.Cookie, body: body})
		}
		const y10k, y0, y0InUTC = "9999-12-31T23:59:59-23:59", "0000-01-01T00:00:00Z", "0001-01-01T00:00:00+01:00"
		for _, c := range []struct {
			name  string
			resp  response
			field string
		}{
			{"a form opening in year 10000 in UTC", send("POST", "/api/forms", quickForm("tz", map[string]any{"opensAt": y10k})), "opensAt"},
			{"a form closing in year 0", send("POST", "/api/forms", quickForm("y0", map[string]any{"closesAt": y0})), "closesAt"},
			{"a form closing in year 0 in UTC", send("POST", "/api/forms", quickForm("y0", map[string]any{"closesAt": y0InUTC})), "closesAt"},
			{"put: closing in year 0", send("PUT", "/api/forms/"+id, map[string]any{"closesAt": y0}), "closesAt"},
			{"put: opening in year 10000 in UTC", send("PUT", "/api/forms/"+id, map[string]any{"opensAt": y10k}), "opensAt"},
			{"a key expiring in year 10000 in UTC", send("POST", "/api/api-keys", map[string]any{"name": "y10k", "scopes": []string{"read"}, "expiresAt": y10k}), "expiresAt"},
			{"responses from year 0", send("GET", "/api/forms/"+id+"/responses?startDate=0000-12-31", nil), "startDate"},
			{"responses exported up to year 0", send("GET", "/api/forms/"+id+"/responses/export?endDate=0000-06-01", nil), "endDate"},
			{"the audit log from year 0", send("GET", "/api/audit-log?startDate=0000-06-01T00:00:00Z", nil), "startDate"},
			{"feedback up to year 0", send("GET", "/api/feedback/paginated?endDate=0000-06-01", nil), "endDate"},
			{"trends from year 0", send("GET", "/api/feedback/trends?startDate=0000-06-01", nil), "startDate"},
			{"feedback exported from year 0", send("GET", "/api/feedback/export?startDate=0000-06-01", nil), "startDate"},
		} {
			e.expectField(t, c.name, c.resp, c.field, yearRule)
		}

		list := send("GET", "/api/forms", nil)
		e.expect(t, "the forms", list, 200, "")
		if data, _ := list.json["data"].([]any); len(data) != 1 {
			t.Errorf("forms after refused creations: %s", list.raw)
		}
		got := send("GET", "/api/forms/"+id, nil)
		e.expect(t, "the form", got, 200, "")
		if got.json["opensAt"] != nil || got.json["closesAt"] != nil {
			t.Errorf("form changed by refused updates: %s", got.raw)
		}
		if keys := send("GET", "/api/api-keys", nil); len(keys.json["data"].([]any)) != 0 {
			t.Errorf("keys after a refused creation: %s", keys.raw)
		}
		export := send("GET", "/api/organization/export", nil)
		e.expect(t, "the organization's export", export, 200, "")
		if files := readZip(t, export.raw); len(files) == 0 {
			t.Error("empty export")
		}
	})
}

// TestJSONValuesOfTheWrongTypeNamed: a value of a body that does not decode
// is named by its whole path, and the message says what is expected
// without the decoder's words.
func TestJSONValuesOfTheWrongTypeNamed(t *testing.T) {
	forEachDialectForms(t, func(t *testing.T, e *formsEnv) {
		_, owner := e.newOrg("acme")
		slug := e.createForm(owner, quickForm("Good", nil))["slug"].(string)
		post := func(path, body string) response {
			return e.do(request{method: "POST", path: path, cookie: owner.Cookie, rawBody: body, contentType: "application/json"})
		}
		for _, c := range []struct {
			name           string
			resp           response
			field, message string
		}{
			{"expiresAt in words", post("/api/api-keys", `{"name":"k","scopes":["read"],"expiresAt":"tomorrow"}`), "expiresAt", dateTimeRule},
			{"expiresAt a number", post("/api/api-keys", `{"name":"k","scopes":["read"],"expiresAt":12}`), "expiresAt", dateTimeRule},
			{"closesAt a boolean", post("/api/forms", `{"title":"t","closesAt":true,"questions":[{"type":"text","text":"q"}]}`), "closesAt", dateTimeRule},
			{"a min past any integer", post("/api/forms", `{"title":"t","questions":[{"type":"text","text":"q"},{"type":"scale","text":"s","min":1e30,"max":4}]}`),
				"questions[1].min", "must be an integer"},
			{"an answer that is not an object", e.submit(slug, 1), "responses[0]", "must be an object"},
		} {
			e.expectField(t, c.name, c.resp, c.field, c.message)
		}
	})
}

// pagedLists makes an organization whose paginated lists hold something:
// a form with one response, and an entry of the audit log. It returns its
// owner, the form and a member who is a system admin, who lists the
// organizations.
func pagedLists(t *testing.T, e *formsEnv) (owner *member, form map[string]any, staff *member) {
	t.Helper()
	org, owner := e.newOrg("acme")
	form = e.createForm(owner, quickForm("Good", nil))
	q, _ := question(form, 0)
	e.expect(t, "a response", e.submit(form["slug"].(string), answer(q, 4)), 201, "")
	staff = e.addMember(org, "ops@acme.test", "user")
	if _, err := e.identity.SetSystemAdmin(context.Background(), "ops@acme.test", true); err != nil {
		t.Fatal(err)
	}
	return owner, form, staff
}

// TestPagesFarPastTheEnd: a page whose offset would overflow is an empty
// page with the total, not an earlier page.
func TestPagesFarPastTheEnd(t *testing.T) {
	forEachDialectForms(t, func(t *testing.T, e *formsEnv) {
		owner, form, staff := pagedLists(t, e)
		e.createKey(t, owner, map[string]any{"name": "audited", "scopes": []string{"read"}})
		hook := e.do(request{method: "POST", path: "/api/webhooks", cookie: owner.Cookie,
			body: map[string]any{"url": "http://127.0.0.1:9/hook", "events": []string{"feedback.created"}}})
		e.expect(t, "a webhook", hook, 201, "")
		e.expect(t, "a delivery", e.do(request{method: "POST", path: "/api/webhooks/" + hook.json["_id"].(string) + "/test", cookie: owner.Cookie}), 200, "")
		// A page beyond math.MaxInt, too large for an int, is as far past
		// the end as math.MaxInt; so is one with a limit beyond it, which is
		// clamped to 100.
		for _, far := range []string{"?limit=100&page=" + strconv.Itoa(math.MaxInt), "?limit=100&page=" + hugeNumber,
			"?limit=" + hugeNumber + "&page=" + hugeNumber} {
			for _, c := range []struct {
				name, path, cookie string
			}{
				{"the audit log", "/api/audit-log" + far, owner.Cookie},
				{"a form's responses", "/api/forms/" + form["_id"].(string) + "/responses" + far, owner.Cookie},
				{"the organizations", "/api/admin/organizations" + far, staff.Cookie},
				{"a webhook's deliveries", "/api/webhooks/" + hook.json["_id"].(string) + "/deliveries" + far, owner.Cookie},
			} {
				resp := e.do(request{method: "GET", path: c.path, cookie: c.cookie})
				e.expect(t, c.name+far, resp, 200, "")
				data, _ := resp.json["data"].([]any)
				if total, _ := resp.json["total"].(float64); len(data) != 0 || total < 1 || resp.json["page"] != float64(math.MaxInt) ||
					resp.json["limit"] != float64(100) {
					t.Errorf("%s%s: %s, want no items, the total and a limit of 100", c.name, far, resp.raw)
				}
			}
		}
	}, withWebhooks)
}

// hugeNumber is a whole number too large for an int64.
const hugeNumber = "99999999999999999999"

// TestHugeLimit: a limit too large for an int is clamped to 100 like any
// limit above 100, on every kind of paginated list.
func TestHugeLimit(t *testing.T) {
	forEachDialectForms(t, func(t *testing.T, e *formsEnv) {
		owner, form, staff := pagedLists(t, e)
		e.createRoom(owner, "Lobby", false)
		e.fbAdd(owner.User.InstructorID, "Lobby", "Fine", "positive")
		for _, c := range []struct {
			name, path, cookie string
		}{
			{"the feedback", "/api/feedback/paginated", owner.Cookie},
			{"the serious concerns", "/api/feedback/serious-concerns", owner.Cookie},
			{"the flagged items", "/api/feedback/flagged-feedback", owner.Cookie},
			{"the audit log", "/api/audit-log", owner.Cookie},
			{"a form's responses", "/api/forms/" + form["_id"].(string) + "/responses", owner.Cookie},
			{"the organizations", "/api/admin/organizations", staff.Cookie},
		} {
			for _, query := range []string{"?limit=" + hugeNumber, "?limit=%2B" + hugeNumber, "?page=1&limit=" + hugeNumber} {
				resp := e.do(request{method: "GET", path: c.path + query, cookie: c.cookie})
				e.expect(t, c.name+query, resp, 200, "")
				if resp.json["limit"] != float64(100) || resp.json["page"] != float64(1) {
					t.Errorf("%s%s: %s, want page 1 of at most 100 items", c.name, query, resp.raw)
				}
			}
			for _, query := range []string{"?limit=-" + hugeNumber, "?page=-" + hugeNumber, "?limit=" + hugeNumber + "0.5"} {
				e.expect(t, c.name+query, e.do(request{method: "GET", path: c.path + query, cookie: c.cookie}), 400, "VALIDATION_FAILED")
			}
		}
	})
}
