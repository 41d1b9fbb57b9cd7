package server_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/server"
)

// quickForm is a form of one required rating question, with extra fields.
func quickForm(title string, extra map[string]any) map[string]any {
	body := map[string]any{"title": title, "questions": []any{map[string]any{"type": "rating", "text": "Q", "required": true}}}
	for k, v := range extra {
		body[k] = v
	}
	return body
}

func TestFormScheduleAndQuota(t *testing.T) {
	forEachDialectForms(t, func(t *testing.T, e *formsEnv) {
		org, owner := e.newOrg("acme")
		user := e.addMember(org, "user@acme.test", "user")
		_, globex := e.newOrg("globex")
		now := e.clock.Now().UTC().Truncate(time.Second)
		opens, closes := now.Add(time.Hour), now.Add(3*time.Hour)

		form := e.createForm(owner, quickForm("Exam week", map[string]any{
			"maxResponses": 2, "opensAt": opens.Format(time.RFC3339), "closesAt": closes.Format(time.RFC3339)}))
		id, slug := form["_id"].(string), form["slug"].(string)
		if form["maxResponses"] != 2.0 || form["opensAt"] != opens.Format(time.RFC3339) || form["closesAt"] != closes.Format(time.RFC3339) {
			t.Fatalf("created %v", form)
		}
		q, _ := question(form, 0)
		path := "/api/forms/" + id
		put := func(m *member, body any) response {
			return e.do(request{method: "PUT", path: path, cookie: m.Cookie, body: body})
		}
		rawPut := func(body string) response {
			return e.do(request{method: "PUT", path: path, cookie: owner.Cookie, rawBody: body, contentType: "application/json"})
		}
		post := func(extra map[string]any) response {
			return e.do(request{method: "POST", path: "/api/forms", cookie: owner.Cookie, body: quickForm("Bad", extra)})
		}
		public := func() map[string]any {
			t.Helper()
			resp := e.do(request{method: "GET", path: "/api/forms/public/" + slug})
			e.expect(t, "public form", resp, 200, "")
			return resp.json
		}
		page := func() string {
			t.Helper()
			return string(e.do(request{method: "GET", path: "/f/" + slug}).raw)
		}

		// Bad values change nothing and create nothing.
		e.expectAll(t, []outcome{
			{"quota 0", post(map[string]any{"maxResponses": 0}), 400, "VALIDATION_FAILED"},
			{"negative quota", post(map[string]any{"maxResponses": -3}), 400, "VALIDATION_FAILED"},
			{"fractional quota", post(map[string]any{"maxResponses": 1.5}), 400, "VALIDATION_FAILED"},
			{"quota as text", post(map[string]any{"maxResponses": "ten"}), 400, "VALIDATION_FAILED"},
			{"huge quota", post(map[string]any{"maxResponses": 1 << 40}), 400, "VALIDATION_FAILED"},
			{"not a time", post(map[string]any{"opensAt": "tomorrow"}), 400, "VALIDATION_FAILED"},
			{"opens after it closes", post(map[string]any{"opensAt": closes.Format(time.RFC3339), "closesAt": opens.Format(time.RFC3339)}), 400, "VALIDATION_FAILED"},
			{"put: closes before it opens", put(owner, map[string]any{"closesAt": now.Format(time.RFC3339)}), 400, "VALIDATION_FAILED"},
			{"put: quota 0", put(owner, map[string]any{"maxResponses": 0}), 400, "VALIDATION_FAILED"},
			{"put: malformed", rawPut(`{"opensAt":`), 400, "INVALID_JSON"},
			{"put as user", put(user, map[string]any{"maxResponses": nil}), 403, "FORBIDDEN"},
			{"put from another organization", put(globex, map[string]any{"maxResponses": nil}), 404, "NOT_FOUND"},
		})
		if got := e.do(request{method: "GET", path: path, cookie: owner.Cookie}).json; got["maxResponses"] != 2.0 || got["closesAt"] != closes.Format(time.RFC3339) {
			t.Errorf("form changed by refused updates: %v", got)
		}
		if list := e.do(request{method: "GET", path: "/api/forms", cookie: owner.Cookie}).json["data"].([]any); len(list) != 1 {
			t.Errorf("%d forms after refused creations", len(list))
		}

		// Before the window: closed, and the page says when it opens.
		if pub := public(); pub["closed"] != true || pub["opensAt"] != opens.Format(time.RFC3339) || pub["closesAt"] != closes.Format(time.RFC3339) || pub["active"] != true {
			t.Errorf("public form before its window %v", pub)
		}
		if p := page(); !strings.Contains(p, "This form opens on "+opens.Format("Monday 2 January 2006, 15:04 UTC")) || strings.Contains(p, `name="q-`) {
			t.Errorf("page before the window:\n%s", p)
		}
		e.expect(t, "before the window", e.submit(slug, answer(q, 3)), 403, "FORM_CLOSED")
		// An inactive form says so first; activating it does not open the window.
		e.expect(t, "deactivate", e.do(request{method: "PUT", path: path + "/active", cookie: owner.Cookie, body: map[string]any{"active": false}}), 200, "")
		e.expect(t, "inactive, before the window", e.submit(slug, answer(q, 3)), 403, "FORM_INACTIVE")
		e.expect(t, "activate", e.do(request{method: "PUT", path: path + "/active", cookie: owner.Cookie, body: map[string]any{"active": true}}), 200, "")
		e.expect(t, "active, before the window", e.submit(slug, answer(q, 3)), 403, "FORM_CLOSED")

		// In the window: two responses, then the quota is reached.
		e.clock.Advance(time.Hour)
		if pub := public(); pub["closed"] != false {
			t.Errorf("public form in its window %v", pub)
		}
		e.expect(t, "first", e.submit(slug, answer(q, 3)), 201, "")
		e.expect(t, "second", e.submit(slug, answer(q, 4)), 201, "")
		e.expect(t, "past the quota", e.submit(slug, answer(q, 5)), 403, "FORM_CLOSED")
		if pub := public(); pub["closed"] != true {
			t.Errorf("public form at its quota %v", pub)
		}
		if p := page(); !strings.Contains(p, "This form has closed and accepts no more responses.") {
			t.Errorf("page at the quota:\n%s", p)
		}
		pagePost := e.do(request{method: "POST", path: "/f/" + slug, rawBody: "q-" + q + "=3", contentType: "application/x-www-form-urlencoded", header: e.ips.next()})
		if pagePost.status != 403 || !strings.Contains(string(pagePost.raw), "has closed") {
			t.Errorf("page post at the quota: %d\n%s", pagePost.status, pagePost.raw)
		}
		e.expect(t, "reactivate at the quota", e.do(request{method: "PUT", path: path, cookie: owner.Cookie, body: map[string]any{"active": true}}), 200, "")
		e.expect(t, "active: true does not lift the quota", e.submit(slug, answer(q, 5)), 403, "FORM_CLOSED")

		// The quota counts responses received, deleted ones too.
		if _, err := e.db.NewDelete().TableExpr("forms_responses").Where("form_id = ?", id).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		e.expect(t, "after the responses were deleted", e.submit(slug, answer(q, 5)), 403, "FORM_CLOSED")

		// Raising or clearing the quota reopens; lowering it below the count closes.
		e.expect(t, "quota 3", put(owner, map[string]any{"maxResponses": 3}), 200, "")
		e.expect(t, "third", e.submit(slug, answer(q, 5)), 201, "")
		e.expect(t, "fourth", e.submit(slug, answer(q, 5)), 403, "FORM_CLOSED")
		cleared := put(owner, map[string]any{"maxResponses": nil})
		e.expect(t, "clear the quota", cleared, 200, "")
		if _, has := cleared.json["maxResponses"]; !has || cleared.json["maxResponses"] != nil || cleared.json["closesAt"] != closes.Format(time.RFC3339) {
			t.Errorf("after clearing the quota: %v", cleared.json)
		}
		e.expect(t, "no quota", e.submit(slug, answer(q, 5)), 201, "")
		e.expect(t, "quota 1, below the count", put(owner, map[string]any{"maxResponses": 1}), 200, "")
		e.expect(t, "quota below the count", e.submit(slug, answer(q, 5)), 403, "FORM_CLOSED")
		e.expect(t, "clear again", put(owner, map[string]any{"maxResponses": nil}), 200, "")

		// A clone copies the window and the quota, and has received nothing.
		e.expect(t, "quota 2 again", put(owner, map[string]any{"maxResponses": 2}), 200, "")
		clone := e.do(request{method: "POST", path: path + "/clone", cookie: owner.Cookie})
		e.expect(t, "clone", clone, 201, "")
		if clone.json["maxResponses"] != 2.0 || clone.json["opensAt"] != opens.Format(time.RFC3339) || clone.json["closesAt"] != closes.Format(time.RFC3339) {
			t.Errorf("clone %v", clone.json)
		}
		cloneQ, _ := question(clone.json, 0)
		cloneSlug := clone.json["slug"].(string)
		e.expect(t, "clone's first", e.submit(cloneSlug, answer(cloneQ, 1)), 201, "")
		e.expect(t, "clone's second", e.submit(cloneSlug, answer(cloneQ, 1)), 201, "")
		e.expect(t, "clone's third", e.submit(cloneSlug, answer(cloneQ, 1)), 403, "FORM_CLOSED")

		// Past closesAt: closed; clearing it reopens.
		e.expect(t, "no quota again", put(owner, map[string]any{"maxResponses": nil}), 200, "")
		e.clock.Advance(2 * time.Hour)
		e.expect(t, "at closesAt", e.submit(slug, answer(q, 2)), 403, "FORM_CLOSED")
		if pub := public(); pub["closed"] != true {
			t.Errorf("public form past its window %v", pub)
		}
		if p := page(); !strings.Contains(p, "This form has closed") {
			t.Errorf("page past the window:\n%s", p)
		}
		e.expect(t, "clear closesAt", put(owner, map[string]any{"closesAt": nil}), 200, "")
		e.expect(t, "no end", e.submit(slug, answer(q, 2)), 201, "")
		// A window wholly in the past is allowed (and closed).
		past := put(owner, map[string]any{"opensAt": now.Add(-48 * time.Hour).Format(time.RFC3339), "closesAt": now.Add(-24 * time.Hour).Format(time.RFC3339)})
		e.expect(t, "window in the past", past, 200, "")
		e.expect(t, "submission to a past window", e.submit(slug, answer(q, 2)), 403, "FORM_CLOSED")
	})
}

// TestFormQuotaUnderConcurrency sends 50 submissions at once to a form of
// quota 10: exactly 10 are stored.
func TestFormQuotaUnderConcurrency(t *testing.T) {
	forEachDialectForms(t, func(t *testing.T, e *formsEnv) {
		_, owner := e.newOrg("acme")
		form := e.createForm(owner, quickForm("Ten seats", map[string]any{"maxResponses": 10}))
		q, _ := question(form, 0)
		slug := form["slug"].(string)
		const n = 50
		statuses := make([]response, n)
		var wg sync.WaitGroup
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				statuses[i] = e.submit(slug, answer(q, 1+i%5))
			}()
		}
		wg.Wait()
		created := 0
		for i, r := range statuses {
			switch r.status {
			case 201:
				created++
			default:
				e.expect(t, fmt.Sprint("submission ", i), r, 403, "FORM_CLOSED")
			}
		}
		if created != 10 {
			t.Errorf("%d submissions accepted, want 10", created)
		}
		list := e.do(request{method: "GET", path: "/api/forms/" + form["_id"].(string) + "/responses", cookie: owner.Cookie})
		stats := e.do(request{method: "GET", path: "/api/forms/" + form["_id"].(string) + "/stats", cookie: owner.Cookie})
		if list.json["total"] != 10.0 || stats.json["totalResponses"] != 10.0 {
			t.Errorf("stored: responses %v, stats %s", list.json["total"], stats.raw)
		}
	})
}

// TestConfiguredSubmitLimits: the form and widget submission limits follow
// Config.RateLimits.
func TestConfiguredSubmitLimits(t *testing.T) {
	eachDialect(t, func(t *testing.T, d string) {
		e := newEnv(t, appDB(t, d), func(c *app.Config) {
			c.RateLimits.FormSubmit = server.RateLimit{Max: 3, Window: time.Minute}
			c.RateLimits.WidgetSubmit = server.RateLimit{Max: -1}
		})
		_, owner := e.newOrg("acme")
		form := e.createForm(owner, quickForm("Quick", nil))
		q, _ := question(form, 0)
		path := "/api/forms/public/" + form["slug"].(string) + "/submit"
		for i := range 3 {
			e.expect(t, fmt.Sprint("form submission ", i+1), e.do(request{method: "POST", path: path, body: map[string]any{"responses": []any{answer(q, 5)}}}), 201, "")
		}
		e.expect(t, "form submission 4", e.do(request{method: "POST", path: path, body: map[string]any{"responses": []any{answer(q, 5)}}}), 429, "RATE_LIMITED")
		e.clock.Advance(time.Minute + time.Second)
		e.expect(t, "after the window", e.do(request{method: "POST", path: path, body: map[string]any{"responses": []any{answer(q, 5)}}}), 201, "")

		room := e.createRoom(owner, "Lobby", false)["name"].(string)
		for i := range 15 {
			e.expect(t, fmt.Sprint("widget submission ", i+1), e.do(request{method: "POST", path: "/api/widget/submit",
				body: map[string]any{"instructorId": owner.User.InstructorID, "eventType": room, "sentiment": "neutral"}}), 201, "")
		}
	})
}
