package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/forms"
	"github.com/feedbackkit/feedbackkit/orgs"
)

// formsEnv is a stack whose server trusts the test transport's peer as a
// proxy, so that each public submission can come from its own client IP,
// and whose form events are recorded.
type formsEnv struct {
	*env
	ips    ipSeq
	mu     sync.Mutex
	events []forms.Event
}

// forEachDialectForms runs fn on SQLite and PostgreSQL with a formsEnv,
// configured by opts too, as eachDialect does (t becomes parallel).
func forEachDialectForms(t *testing.T, fn func(t *testing.T, e *formsEnv), opts ...envOption) {
	t.Helper()
	eachDialect(t, func(t *testing.T, d string) {
		fe := &formsEnv{}
		fe.env = newEnv(t, appDB(t, d), append([]envOption{func(c *app.Config) {
			c.TrustedProxies = []string{"0.0.0.0/32"}
			c.FormSubscribers = append(c.FormSubscribers, func(_ context.Context, ev forms.Event) {
				fe.mu.Lock()
				defer fe.mu.Unlock()
				fe.events = append(fe.events, ev)
			})
		}}, opts...)...)
		fn(t, fe)
	})
}

// surveyBody is a form with one question of each type.
func surveyBody(title string) map[string]any {
	return map[string]any{
		"title":       title,
		"description": "Tell us about the course",
		"questions": []any{
			map[string]any{"type": "rating", "text": "How was it?", "required": true},
			map[string]any{"type": "text", "text": "What should change?", "required": false},
			map[string]any{"type": "emoji", "text": "Your mood", "required": false},
			map[string]any{"type": "options", "text": "Which parts?", "required": false, "multiple": true,
				"options": []any{map[string]any{"label": "Talks"}, map[string]any{"label": "Labs"}, map[string]any{"label": "Quiz"}}},
			map[string]any{"type": "image_choice", "text": "Pick a poster", "required": false,
				"options": []any{map[string]any{"label": "Blue"}, map[string]any{"label": "Red"}}},
			map[string]any{"type": "scale", "text": "Difficulty", "required": true, "min": 0, "max": 4, "minLabel": "easy", "maxLabel": "hard"},
		},
	}
}

// createForm creates a form through the API as m and returns its JSON.
func (e *env) createForm(m *member, body map[string]any) map[string]any {
	e.t.Helper()
	resp := e.do(request{method: "POST", path: "/api/forms", cookie: m.Cookie, body: body})
	if resp.status != 201 {
		e.t.Fatalf("create form: %d %s", resp.status, resp.raw)
	}
	return resp.json
}

// question returns the id of the i-th question of form and the ids of its
// options.
func question(form map[string]any, i int) (string, []string) {
	q := form["questions"].([]any)[i].(map[string]any)
	var opts []string
	if list, ok := q["options"].([]any); ok {
		for _, o := range list {
			opts = append(opts, o.(map[string]any)["optionId"].(string))
		}
	}
	return q["questionId"].(string), opts
}

// submit posts answers to the public form slug from a new client IP.
func (e *formsEnv) submit(slug string, answers ...any) response {
	return e.do(request{method: "POST", path: "/api/forms/public/" + slug + "/submit",
		body: map[string]any{"responses": answers}, header: e.ips.next()})
}

// answer is one entry of a submission.
func answer(questionID string, value any) map[string]any {
	return map[string]any{"questionId": questionID, "value": value}
}

func TestFormsManagement(t *testing.T) {
	forEachDialectForms(t, func(t *testing.T, e *formsEnv) {
		org, owner := e.newOrg("acme")
		admin := e.addMember(org, "admin@acme.test", "admin")
		user := e.addMember(org, "user@acme.test", "user")
		_, globex := e.newOrg("globex")

		form := e.createForm(admin, surveyBody("Course survey"))
		id, slug := form["_id"].(string), form["slug"].(string)
		if !strings.HasPrefix(slug, "course-survey-") || form["active"] != true || form["publicUrl"] != baseURL+"/f/"+slug {
			t.Errorf("created form %v", form)
		}
		if n := len(form["questions"].([]any)); n != 6 {
			t.Fatalf("%d questions", n)
		}
		q0, _ := question(form, 0)
		q3, opts3 := question(form, 3)
		if q0 == "" || len(opts3) != 3 || jsonPath(form["questions"].([]any)[0], "max") != 5.0 {
			t.Errorf("questions %v", form["questions"])
		}
		path := "/api/forms/" + id

		// Bad input: nothing is created.
		post := func(body any) response {
			return e.do(request{method: "POST", path: "/api/forms", cookie: owner.Cookie, body: body})
		}
		rawPost := func(body, contentType string) response {
			return e.do(request{method: "POST", path: "/api/forms", cookie: owner.Cookie, rawBody: body, contentType: contentType})
		}
		oneQuestion := func(q map[string]any) map[string]any {
			return map[string]any{"title": "T", "questions": []any{q}}
		}
		e.expectAll(t, []outcome{
			{"anonymous", e.do(request{method: "POST", path: "/api/forms", body: surveyBody("x")}), 401, "INVALID_TOKEN"},
			{"no title", post(map[string]any{"questions": surveyBody("x")["questions"]}), 400, "VALIDATION_FAILED"},
			{"blank title", post(map[string]any{"title": "  ", "questions": surveyBody("x")["questions"]}), 400, "VALIDATION_FAILED"},
			{"long title", post(map[string]any{"title": strings.Repeat("t", 201), "questions": surveyBody("x")["questions"]}), 400, "VALIDATION_FAILED"},
			{"no questions", post(map[string]any{"title": "T"}), 400, "VALIDATION_FAILED"},
			{"unknown type", post(oneQuestion(map[string]any{"type": "essay", "text": "Q"})), 400, "VALIDATION_FAILED"},
			{"no text", post(oneQuestion(map[string]any{"type": "text"})), 400, "VALIDATION_FAILED"},
			{"control character", post(oneQuestion(map[string]any{"type": "text", "text": "a\x00b"})), 400, "VALIDATION_FAILED"},
			{"one option", post(oneQuestion(map[string]any{"type": "options", "text": "Q", "options": []any{map[string]any{"label": "A"}}})), 400, "VALIDATION_FAILED"},
			{"options on text", post(oneQuestion(map[string]any{"type": "text", "text": "Q", "options": []any{map[string]any{"label": "A"}, map[string]any{"label": "B"}}})), 400, "VALIDATION_FAILED"},
			{"rating max 1", post(oneQuestion(map[string]any{"type": "rating", "text": "Q", "max": 1})), 400, "VALIDATION_FAILED"},
			{"scale min above max", post(oneQuestion(map[string]any{"type": "scale", "text": "Q", "min": 5, "max": 3})), 400, "VALIDATION_FAILED"},
			{"foreign question id", post(oneQuestion(map[string]any{"questionId": q0, "type": "text", "text": "Q"})), 400, "VALIDATION_FAILED"},
			{"wrong field type", post(map[string]any{"title": 7, "questions": []any{}}), 400, "VALIDATION_FAILED"},
			{"malformed", rawPost(`{"title":`, "application/json"), 400, "INVALID_JSON"},
			{"not JSON", rawPost("title=x", "application/x-www-form-urlencoded"), 415, "UNSUPPORTED_MEDIA_TYPE"},
			{"oversized", rawPost(`{"title":"`+strings.Repeat("a", 2<<20)+`"}`, "application/json"), 413, "PAYLOAD_TOO_LARGE"},
		})

		// Reads are for every member; another organization sees nothing.
		e.expect(t, "get as user", e.do(request{method: "GET", path: path, cookie: user.Cookie}), 200, "")
		list := e.do(request{method: "GET", path: "/api/forms", cookie: user.Cookie})
		if data := list.json["data"].([]any); len(data) != 1 || jsonPath(data[0], "_id") != id {
			t.Errorf("list %s", list.raw)
		}
		if data := e.do(request{method: "GET", path: "/api/forms", cookie: globex.Cookie}).json["data"].([]any); len(data) != 0 {
			t.Errorf("globex lists %v", data)
		}
		for _, r := range []request{
			{method: "GET", path: path},
			{method: "PUT", path: path, body: map[string]any{"title": "Mine"}},
			{method: "DELETE", path: path},
			{method: "POST", path: path + "/clone"},
			{method: "PUT", path: path + "/active", body: map[string]any{"active": false}},
			{method: "GET", path: path + "/stats"},
			{method: "GET", path: path + "/responses"},
			{method: "GET", path: path + "/analyze"},
			{method: "GET", path: path + "/analyses"},
			{method: "POST", path: path + "/summarize-text", body: map[string]any{"questionId": q0}},
			{method: "GET", path: path + "/text-summaries"},
			{method: "DELETE", path: path + "/questions/" + q0 + "/delete-image"},
			{method: "GET", path: "/api/forms/formcloud?formId=" + id},
			{method: "GET", path: "/api/forms/00000000-0000-7000-8000-000000000000"},
			{method: "GET", path: "/api/forms/not-a-uuid"},
			{method: "GET", path: "/api/forms/%00"},
		} {
			r.cookie = globex.Cookie
			e.expect(t, "globex "+r.method+" "+r.path, e.do(r), 404, "NOT_FOUND")
		}
		// A user changes no form of another member (TestFormsOfTheirCreators).
		e.expectEach(t, "user", user.Cookie, []request{
			{method: "PUT", path: path, body: map[string]any{"title": "Mine"}},
			{method: "DELETE", path: path},
			{method: "POST", path: path + "/clone"},
			{method: "PUT", path: path + "/active", body: map[string]any{"active": false}},
		}, 403, "FORBIDDEN")

		// An update keeps the ids of the questions and options it names.
		upd := e.do(request{method: "PUT", path: path, cookie: admin.Cookie, body: map[string]any{
			"title": "Course survey, spring",
			"questions": []any{
				map[string]any{"questionId": q3, "type": "options", "text": "Which parts?", "multiple": true,
					"options": []any{map[string]any{"optionId": opts3[1], "label": "Labs!"}, map[string]any{"label": "Homework"}}},
				map[string]any{"questionId": q0, "type": "rating", "text": "How was it?", "required": true, "max": 10},
			},
		}})
		e.expect(t, "update", upd, 200, "")
		if got, _ := question(upd.json, 1); got != q0 {
			t.Errorf("rating question id %s, want %s", got, q0)
		}
		if got, opts := question(upd.json, 0); got != q3 || len(opts) != 2 || opts[0] != opts3[1] || opts[1] == opts3[0] {
			t.Errorf("options question %s %v, want %s [%s new]", got, opts, q3, opts3[1])
		}
		if upd.json["title"] != "Course survey, spring" || upd.json["slug"] != slug || upd.json["description"] != "Tell us about the course" {
			t.Errorf("updated form %s", upd.raw)
		}
		e.expectAll(t, []outcome{
			{"update with a removed question id", e.do(request{method: "PUT", path: path, cookie: admin.Cookie,
				body: map[string]any{"questions": []any{map[string]any{"questionId": "nope", "type": "text", "text": "Q"}}}}), 400, "VALIDATION_FAILED"},
			{"update with an option of another question", e.do(request{method: "PUT", path: path, cookie: admin.Cookie,
				body: map[string]any{"questions": []any{map[string]any{"questionId": q0, "type": "options", "text": "Q",
					"options": []any{map[string]any{"optionId": "zzz", "label": "A"}, map[string]any{"label": "B"}}}}}}), 400, "VALIDATION_FAILED"},
			{"update malformed", e.do(request{method: "PUT", path: path, cookie: admin.Cookie, rawBody: `{"title"`, contentType: "application/json"}), 400, "INVALID_JSON"},
			{"active without body field", e.do(request{method: "PUT", path: path + "/active", cookie: admin.Cookie, body: map[string]any{}}), 400, "VALIDATION_FAILED"},
			{"active as string", e.do(request{method: "PUT", path: path + "/active", cookie: admin.Cookie, body: map[string]any{"active": "no"}}), 400, "VALIDATION_FAILED"},
		})
		if got := e.do(request{method: "GET", path: path, cookie: user.Cookie}); got.json["title"] != "Course survey, spring" || len(got.json["questions"].([]any)) != 2 {
			t.Errorf("form after refused updates %s", got.raw)
		}
		off := e.do(request{method: "PUT", path: path + "/active", cookie: owner.Cookie, body: map[string]any{"active": false}})
		if off.status != 200 || off.json["active"] != false {
			t.Errorf("deactivate: %s", off.raw)
		}

		// A clone copies questions and state, with new ids and slug.
		clone := e.do(request{method: "POST", path: path + "/clone", cookie: admin.Cookie})
		e.expect(t, "clone", clone, 201, "")
		if clone.json["title"] != "Course survey, spring (copy)" || clone.json["slug"] == slug || clone.json["active"] != false {
			t.Errorf("clone %s", clone.raw)
		}
		if cq, _ := question(clone.json, 1); cq == q0 {
			t.Errorf("clone keeps question id %s", cq)
		}

		// A form may be created closed.
		closed := e.do(request{method: "POST", path: "/api/forms", cookie: owner.Cookie, body: map[string]any{
			"title": "Closed", "active": false, "questions": surveyBody("x")["questions"]}})
		if closed.status != 201 || closed.json["active"] != false {
			t.Errorf("closed form %d %s", closed.status, closed.raw)
		}
		e.expect(t, "delete the closed form", e.do(request{method: "DELETE", path: "/api/forms/" + closed.json["_id"].(string), cookie: owner.Cookie}), 200, "")

		// The free plan caps forms at 3, clones included.
		e.createForm(owner, surveyBody("Third"))
		e.expect(t, "fourth form", post(surveyBody("Fourth")), 403, "FORM_LIMIT_REACHED")
		e.expect(t, "clone at the cap", e.do(request{method: "POST", path: path + "/clone", cookie: admin.Cookie}), 403, "FORM_LIMIT_REACHED")

		// Deleting frees a place and the form is gone.
		e.expect(t, "delete", e.do(request{method: "DELETE", path: path, cookie: admin.Cookie}), 200, "")
		e.expect(t, "deleted", e.do(request{method: "GET", path: path, cookie: owner.Cookie}), 404, "NOT_FOUND")
		e.expect(t, "delete again", e.do(request{method: "DELETE", path: path, cookie: admin.Cookie}), 404, "NOT_FOUND")
		e.expect(t, "public page of a deleted form", e.do(request{method: "GET", path: "/api/forms/public/" + slug}), 404, "NOT_FOUND")
		e.createForm(owner, surveyBody("Fourth"))
	})
}

func TestFormCreationAtTheCapConcurrently(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		capK := 4
		if _, err := e.orgs.SetLimits(context.Background(), org.Subdomain, orgs.LimitsUpdate{Forms: &capK}); err != nil {
			t.Fatal(err)
		}
		const n = 12
		created := e.createConcurrently(t, n, "FORM_LIMIT_REACHED", func(i int) request {
			return request{method: "POST", path: "/api/forms", cookie: owner.Cookie, body: surveyBody(fmt.Sprint("Form ", i))}
		})
		listed := len(e.do(request{method: "GET", path: "/api/forms", cookie: owner.Cookie}).json["data"].([]any))
		if created != capK || listed != capK {
			t.Errorf("%d created, %d listed, want %d", created, listed, capK)
		}
	})
}

func TestFormSubmission(t *testing.T) {
	forEachDialectForms(t, func(t *testing.T, e *formsEnv) {
		_, owner := e.newOrg("acme")
		form := e.createForm(owner, surveyBody("Course survey"))
		slug := form["slug"].(string)
		rating, _ := question(form, 0)
		text, _ := question(form, 1)
		emoji, _ := question(form, 2)
		parts, partOpts := question(form, 3)
		poster, posterOpts := question(form, 4)
		scale, _ := question(form, 5)
		_, otherOpts := question(e.createForm(owner, surveyBody("Other")), 3)

		pub := e.do(request{method: "GET", path: "/api/forms/public/" + slug})
		e.expect(t, "public form", pub, 200, "")
		if pub.json["title"] != "Course survey" || len(pub.json["questions"].([]any)) != 6 || jsonPath(pub.json, "organization.name") != "Org acme" {
			t.Errorf("public form %s", pub.raw)
		}
		if _, leaked := pub.json["_id"]; leaked {
			t.Errorf("public form shows its id: %s", pub.raw)
		}
		e.expect(t, "unknown slug", e.do(request{method: "GET", path: "/api/forms/public/no-such-form"}), 404, "NOT_FOUND")
		e.expect(t, "bad slug", e.do(request{method: "GET", path: "/api/forms/public/%00"}), 404, "NOT_FOUND")

		ok := e.submit(slug, answer(rating, 4), answer(text, "  The labs were great, the labs!  "), answer(emoji, 5),
			answer(parts, []any{partOpts[0], partOpts[2]}), answer(poster, posterOpts[1]), answer(scale, 0))
		e.expect(t, "full submission", ok, 201, "")
		if ok.json["complete"] != true || ok.json["sentiment"] != "positive" || len(ok.json["responses"].([]any)) != 6 {
			t.Errorf("response %s", ok.raw)
		}
		if v := jsonPath(ok.json["responses"].([]any)[1], "value"); v != "The labs were great, the labs!" {
			t.Errorf("text answer stored as %q", v)
		}
		e.expect(t, "required only", e.submit(slug, answer(rating, 1), answer(scale, 4), answer(text, "")), 201, "")

		type bad struct {
			name    string
			answers []any
			field   string
		}
		// The detail's message says what is wrong with a text.
		messages := map[string]string{
			"text too long": "must be at most 5000 characters",
			"text with NUL": "must not contain control characters",
			"text with ESC": "must not contain control characters",
		}
		for _, c := range []bad{
			{"missing required", []any{answer(rating, 3)}, "responses[" + scale + "]"},
			{"null required", []any{answer(rating, nil), answer(scale, 1)}, "responses[" + rating + "]"},
			{"rating above max", []any{answer(rating, 6), answer(scale, 1)}, "responses[" + rating + "]"},
			{"rating zero", []any{answer(rating, 0), answer(scale, 1)}, "responses[" + rating + "]"},
			{"rating fraction", []any{answer(rating, 2.5), answer(scale, 1)}, "responses[" + rating + "]"},
			{"rating as text", []any{answer(rating, "5"), answer(scale, 1)}, "responses[" + rating + "]"},
			{"optional emoji beyond float64", []any{answer(rating, 3), answer(scale, 1), answer(emoji, json.RawMessage("1e999"))}, "responses[" + emoji + "]"},
			{"scale below min", []any{answer(rating, 3), answer(scale, -1)}, "responses[" + scale + "]"},
			{"emoji above 5", []any{answer(rating, 3), answer(scale, 1), answer(emoji, 6)}, "responses[" + emoji + "]"},
			{"text as number", []any{answer(rating, 3), answer(scale, 1), answer(text, 7)}, "responses[" + text + "]"},
			{"text too long", []any{answer(rating, 3), answer(scale, 1), answer(text, strings.Repeat("x", 5001))}, "responses[" + text + "]"},
			{"text with NUL", []any{answer(rating, 3), answer(scale, 1), answer(text, "a\x00b")}, "responses[" + text + "]"},
			{"text with ESC", []any{answer(rating, 3), answer(scale, 1), answer(text, "red \x1b[31m")}, "responses[" + text + "]"},
			{"option of another form", []any{answer(rating, 3), answer(scale, 1), answer(parts, []any{otherOpts[0]})}, "responses[" + parts + "]"},
			{"two options of a single choice", []any{answer(rating, 3), answer(scale, 1), answer(poster, posterOpts)}, "responses[" + poster + "]"},
			{"repeated option", []any{answer(rating, 3), answer(scale, 1), answer(parts, []any{partOpts[0], partOpts[0]})}, "responses[" + parts + "]"},
			{"empty option list", []any{answer(rating, 3), answer(scale, 1), answer(parts, []any{})}, "responses[" + parts + "]"},
			{"unknown question", []any{answer(rating, 3), answer(scale, 1), answer("nope", "x")}, "responses[2].questionId"},
			{"question twice", []any{answer(rating, 3), answer(scale, 1), answer(rating, 2)}, "responses[2].questionId"},
		} {
			resp := e.submit(slug, c.answers...)
			e.expect(t, c.name, resp, 400, "VALIDATION_FAILED")
			if details, _ := resp.json["details"].([]any); len(details) == 0 || jsonPath(details[0], "field") != c.field ||
				(messages[c.name] != "" && jsonPath(details[0], "message") != messages[c.name]) {
				t.Errorf("%s: details %v, want field %s %s", c.name, resp.json["details"], c.field, messages[c.name])
			}
		}
		post := func(body, contentType string) response {
			return e.do(request{method: "POST", path: "/api/forms/public/" + slug + "/submit", rawBody: body, contentType: contentType, header: e.ips.next()})
		}
		e.expectAll(t, []outcome{
			{"no responses", post(`{}`, "application/json"), 400, "VALIDATION_FAILED"},
			{"responses not a list", post(`{"responses":{}}`, "application/json"), 400, "VALIDATION_FAILED"},
			{"malformed", post(`{"responses":[`, "application/json"), 400, "INVALID_JSON"},
			{"not JSON", post("responses=1", "application/x-www-form-urlencoded"), 415, "UNSUPPORTED_MEDIA_TYPE"},
			{"oversized", post(`{"responses":[{"questionId":"`+strings.Repeat("q", 2<<20)+`"}]}`, "application/json"), 413, "PAYLOAD_TOO_LARGE"},
			{"unknown slug", e.submit("no-such-form", answer(rating, 3)), 404, "NOT_FOUND"},
		})

		off := e.do(request{method: "PUT", path: "/api/forms/" + form["_id"].(string) + "/active", cookie: owner.Cookie, body: map[string]any{"active": false}})
		e.expect(t, "deactivate", off, 200, "")
		e.expect(t, "inactive form", e.submit(slug, answer(rating, 3), answer(scale, 1)), 403, "FORM_INACTIVE")
		if pub := e.do(request{method: "GET", path: "/api/forms/public/" + slug}); pub.json["active"] != false {
			t.Errorf("public inactive form %s", pub.raw)
		}

		// Exactly the two accepted responses are stored and were announced.
		page := e.do(request{method: "GET", path: "/api/forms/" + form["_id"].(string) + "/responses", cookie: owner.Cookie})
		if page.json["total"] != 2.0 {
			t.Errorf("responses %s", page.raw)
		}
		e.mu.Lock()
		defer e.mu.Unlock()
		if len(e.events) != 2 || e.events[0].Kind != forms.EventResponseCreated || e.events[0].Response.Sentiment != "positive" ||
			e.events[1].Response.Sentiment != "" || e.events[0].Form.Slug != slug {
			t.Errorf("events %+v", e.events)
		}
	})
}

func TestFormSubmissionRateLimit(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		form := e.createForm(owner, map[string]any{"title": "Quick", "questions": []any{map[string]any{"type": "rating", "text": "Q", "required": true}}})
		q, _ := question(form, 0)
		path := "/api/forms/public/" + form["slug"].(string) + "/submit"
		// 10 per 15 minutes per client IP, failures included.
		e.expect(t, "bad submission", e.do(request{method: "POST", path: path, body: map[string]any{"responses": []any{}}}), 400, "VALIDATION_FAILED")
		for i := 0; i < 9; i++ {
			e.expect(t, fmt.Sprint("submission ", i+2), e.do(request{method: "POST", path: path, body: map[string]any{"responses": []any{answer(q, 5)}}}), 201, "")
		}
		resp := e.do(request{method: "POST", path: path, body: map[string]any{"responses": []any{answer(q, 5)}}})
		e.expect(t, "submission 11", resp, 429, "RATE_LIMITED")
		if resp.header.Get("Retry-After") == "" {
			t.Errorf("no Retry-After: %v", resp.header)
		}
	})
}

func TestFormInsights(t *testing.T) {
	forEachDialectForms(t, func(t *testing.T, e *formsEnv) {
		org, owner := e.newOrg("acme")
		user := e.addMember(org, "user@acme.test", "user")
		_, globex := e.newOrg("globex")
		form := e.createForm(owner, surveyBody("Course survey"))
		id, slug := form["_id"].(string), form["slug"].(string)
		rating, _ := question(form, 0)
		text, _ := question(form, 1)
		emoji, _ := question(form, 2)
		parts, opts := question(form, 3)
		scale, _ := question(form, 5)
		quiet := e.createForm(owner, surveyBody("Quiet form"))

		day0 := e.clock.Now().UTC().Format(time.DateOnly)
		for _, r := range [][]any{
			{answer(rating, 5), answer(scale, 4), answer(text, "The projector was broken and the room too cold"), answer(emoji, 1), answer(parts, []any{opts[0], opts[1]})},
			{answer(rating, 4), answer(scale, 3), answer(text, "Great labs, great pace"), answer(parts, []any{opts[1]})},
		} {
			e.expect(t, "march submission", e.submit(slug, r...), 201, "")
		}
		e.clock.Advance(4 * 24 * time.Hour)
		later := e.submit(slug, answer(rating, 1), answer(scale, 0), answer(text, "Projector again"))
		e.expect(t, "later submission", later, 201, "")

		get := func(path string, m *member) response {
			t.Helper()
			resp := e.do(request{method: "GET", path: path, cookie: m.Cookie})
			e.expect(t, path, resp, 200, "")
			return resp
		}
		stats := get("/api/forms/"+id+"/stats", user)
		if stats.json["totalResponses"] != 3.0 {
			t.Errorf("stats %s", stats.raw)
		}
		qs := stats.json["questions"].([]any)
		if jsonPath(qs[0], "responseCount") != 3.0 || jsonPath(qs[0], "average") != 3.33 ||
			!sameJSON(jsonPath(qs[0], "distribution"), []any{
				map[string]any{"value": 1, "count": 1}, map[string]any{"value": 2, "count": 0}, map[string]any{"value": 3, "count": 0},
				map[string]any{"value": 4, "count": 1}, map[string]any{"value": 5, "count": 1}}) {
			t.Errorf("rating stats %v", qs[0])
		}
		if jsonPath(qs[1], "responseCount") != 3.0 || jsonPath(qs[1], "average") != nil {
			t.Errorf("text stats %v", qs[1])
		}
		if jsonPath(qs[2], "responseCount") != 1.0 || jsonPath(qs[2], "average") != 1.0 || len(jsonPath(qs[2], "distribution").([]any)) != 5 {
			t.Errorf("emoji stats %v", qs[2])
		}
		if jsonPath(qs[3], "responseCount") != 2.0 || !sameJSON(jsonPath(qs[3], "options"), []any{
			map[string]any{"optionId": opts[0], "label": "Talks", "count": 1},
			map[string]any{"optionId": opts[1], "label": "Labs", "count": 2},
			map[string]any{"optionId": opts[2], "label": "Quiz", "count": 0}}) {
			t.Errorf("options stats %v", qs[3])
		}
		if jsonPath(qs[5], "average") != 2.33 || jsonPath(qs[5], "distribution").([]any)[0].(map[string]any)["value"] != 0.0 {
			t.Errorf("scale stats %v", qs[5])
		}

		an := get("/api/forms/analytics", user)
		if an.json["totalForms"] != 2.0 || an.json["totalResponses"] != 3.0 || an.json["completionRate"] != 0.0 {
			t.Errorf("analytics %s", an.raw)
		}
		perForm := an.json["forms"].([]any)
		if jsonPath(perForm[0], "formId") != quiet["_id"] || jsonPath(perForm[0], "responses") != 0.0 || jsonPath(perForm[0], "lastResponseAt") != nil ||
			jsonPath(perForm[1], "responses") != 3.0 || jsonPath(perForm[1], "lastResponseAt") != later.json["createdAt"] {
			t.Errorf("analytics per form %v", perForm)
		}
		if g := e.do(request{method: "GET", path: "/api/forms/analytics", cookie: globex.Cookie}); g.json["totalResponses"] != 0.0 {
			t.Errorf("globex analytics %s", g.raw)
		}

		page := get("/api/forms/"+id+"/responses?limit=2", user)
		data := page.json["data"].([]any)
		if page.json["total"] != 3.0 || page.json["totalPages"] != 2.0 || len(data) != 2 || jsonPath(data[0], "_id") != later.json["_id"] {
			t.Errorf("responses page %s", page.raw)
		}
		if v := jsonPath(data[1].(map[string]any)["responses"].([]any)[2], "value"); !sameJSON(v, []any{opts[1]}) {
			t.Errorf("options answer %v", v)
		}
		ranged := get("/api/forms/"+id+"/responses?startDate="+day0+"&endDate="+day0, user)
		if ranged.json["total"] != 2.0 {
			t.Errorf("responses of the first day %s", ranged.raw)
		}
		e.expectAll(t, []outcome{
			{"page 0", e.do(request{method: "GET", path: "/api/forms/" + id + "/responses?page=0", cookie: user.Cookie}), 400, "VALIDATION_FAILED"},
			{"bad date", e.do(request{method: "GET", path: "/api/forms/" + id + "/responses?startDate=yesterday", cookie: user.Cookie}), 400, "VALIDATION_FAILED"},
			{"end before start", e.do(request{method: "GET", path: "/api/forms/" + id + "/responses?startDate=2026-03-02&endDate=2026-03-01", cookie: user.Cookie}), 400, "VALIDATION_FAILED"},
			{"anonymous", e.do(request{method: "GET", path: "/api/forms/" + id + "/responses"}), 401, "INVALID_TOKEN"},
		})

		cloud := get("/api/forms/formcloud", user)
		words := cloud.json["words"].([]any)
		if len(words) == 0 || jsonPath(words[0], "word") != "great" || jsonPath(words[0], "count") != 2.0 || cloud.json["data"].([]any)[1] != "projector" {
			t.Errorf("formcloud %s", cloud.raw)
		}
		if quietCloud := get("/api/forms/formcloud?formId="+quiet["_id"].(string), user); len(quietCloud.json["words"].([]any)) != 0 {
			t.Errorf("formcloud of the quiet form %s", quietCloud.raw)
		}
		if g := e.do(request{method: "GET", path: "/api/forms/formcloud", cookie: globex.Cookie}); len(g.json["words"].([]any)) != 0 {
			t.Errorf("globex formcloud %s", g.raw)
		}

		analysis := get("/api/forms/"+id+"/analyze", user)
		if analysis.json["formId"] != id || analysis.json["textCount"] != 3.0 || analysis.json["responseCount"] != 3.0 ||
			len(analysis.json["themes"].([]any)) == 0 || jsonPath(analysis.json, "sentiment.negative") == 0.0 || analysis.json["model"] == "" {
			t.Errorf("analysis %s", analysis.raw)
		}
		if list := get("/api/forms/"+id+"/analyses", user).json["data"].([]any); len(list) != 1 || jsonPath(list[0], "_id") != analysis.json["_id"] {
			t.Errorf("analyses %v", list)
		}
		summary := e.do(request{method: "POST", path: "/api/forms/" + id + "/summarize-text", cookie: user.Cookie, body: map[string]any{"questionId": text}})
		e.expect(t, "summarize", summary, 201, "")
		if summary.json["questionId"] != text || summary.json["textCount"] != 3.0 || summary.json["summary"] == "" {
			t.Errorf("summary %s", summary.raw)
		}
		if list := get("/api/forms/"+id+"/text-summaries", user).json["data"].([]any); len(list) != 1 {
			t.Errorf("text summaries %v", list)
		}
		e.expectAll(t, []outcome{
			{"summarize a rating question", e.do(request{method: "POST", path: "/api/forms/" + id + "/summarize-text", cookie: user.Cookie, body: map[string]any{"questionId": rating}}), 400, "VALIDATION_FAILED"},
			{"summarize without question", e.do(request{method: "POST", path: "/api/forms/" + id + "/summarize-text", cookie: user.Cookie, body: map[string]any{}}), 400, "VALIDATION_FAILED"},
			{"summarize malformed", e.do(request{method: "POST", path: "/api/forms/" + id + "/summarize-text", cookie: user.Cookie, rawBody: "{", contentType: "application/json"}), 400, "INVALID_JSON"},
		})

		// Deleting the form deletes its responses, analyses and summaries.
		e.expect(t, "delete", e.do(request{method: "DELETE", path: "/api/forms/" + id, cookie: owner.Cookie}), 200, "")
		for _, table := range []string{"forms_responses", "forms_answers", "forms_words", "forms_analyses", "forms_text_summaries", "forms_answer_counts", "forms_activity"} {
			if n := e.countRows(table); n != 0 {
				t.Errorf("%s: %d rows after the form's deletion", table, n)
			}
		}
	})
}

func TestFormImages(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		user := e.addMember(org, "user@acme.test", "user")
		_, globex := e.newOrg("globex")
		form := e.createForm(owner, surveyBody("Posters"))
		id := form["_id"].(string)
		rating, _ := question(form, 0)
		poster, posterOpts := question(form, 4)
		qPath := "/api/forms/" + id + "/questions/" + rating
		oPath := "/api/forms/" + id + "/questions/" + poster + "/options/" + posterOpts[1]
		upload := func(path string, m *member, data []byte) response {
			body, ct := multipartBody(t, "file", "poster.img", "image/png", data)
			return e.do(request{method: "POST", path: path + "/upload-image", cookie: m.Cookie, rawBody: body, contentType: ct})
		}
		png, jpeg := testImage(t, "png"), testImage(t, "jpeg")

		resp := upload(qPath, owner, png)
		e.expect(t, "question image", resp, 200, "")
		qURL, _ := jsonPath(resp.json["questions"].([]any)[0], "imageUrl").(string)
		if !strings.HasPrefix(qURL, baseURL+"/uploads/forms/") {
			t.Fatalf("question imageUrl %q", qURL)
		}
		resp = upload(oPath, owner, jpeg)
		e.expect(t, "option image", resp, 200, "")
		oURL, _ := jsonPath(resp.json["questions"].([]any)[4].(map[string]any)["options"].([]any)[1], "imageUrl").(string)
		if !strings.HasSuffix(oURL, ".jpg") {
			t.Fatalf("option imageUrl %q", oURL)
		}
		if pub := e.do(request{method: "GET", path: "/api/forms/public/" + form["slug"].(string)}); !strings.Contains(string(pub.raw), oURL) {
			t.Errorf("public form lacks the option image: %s", pub.raw)
		}
		// A clone copies option images too, keeping labels and giving new ids.
		optClone := e.do(request{method: "POST", path: "/api/forms/" + id + "/clone", cookie: owner.Cookie})
		e.expect(t, "clone with an option image", optClone, 201, "")
		cloneOpts := optClone.json["questions"].([]any)[4].(map[string]any)["options"].([]any)
		if u, _ := jsonPath(cloneOpts[1], "imageUrl").(string); u == "" || u == oURL || jsonPath(cloneOpts[1], "label") != "Red" ||
			jsonPath(cloneOpts[0], "optionId") == jsonPath(cloneOpts[1], "optionId") {
			t.Errorf("clone's options %v", cloneOpts)
		}
		e.expect(t, "delete the clone", e.do(request{method: "DELETE", path: "/api/forms/" + optClone.json["_id"].(string), cookie: owner.Cookie}), 200, "")
		// A replaced image is deleted.
		resp = upload(qPath, owner, jpeg)
		e.expect(t, "replace", resp, 200, "")
		e.expect(t, "replaced image", e.do(request{method: "GET", path: strings.TrimPrefix(qURL, baseURL)}), 404, "NOT_FOUND")
		qURL = jsonPath(resp.json["questions"].([]any)[0], "imageUrl").(string)

		big := append(append([]byte{}, png...), make([]byte, 5<<20)...)
		e.expectAll(t, []outcome{
			{"as user", upload(qPath, user, png), 403, "FORBIDDEN"},
			{"other organization", upload(qPath, globex, png), 404, "NOT_FOUND"},
			{"unknown question", upload("/api/forms/"+id+"/questions/nope", owner, png), 404, "NOT_FOUND"},
			{"unknown option", upload("/api/forms/"+id+"/questions/"+poster+"/options/nope", owner, png), 404, "NOT_FOUND"},
			{"not an image", upload(qPath, owner, []byte("<svg onload=alert(1)>")), 415, "UNSUPPORTED_MEDIA_TYPE"},
			{"over 5 MB", upload(qPath, owner, big), 413, "PAYLOAD_TOO_LARGE"},
			{"not multipart", e.do(request{method: "POST", path: qPath + "/upload-image", cookie: owner.Cookie, rawBody: string(png), contentType: "image/png"}), 415, "UNSUPPORTED_MEDIA_TYPE"},
			{"delete as user", e.do(request{method: "DELETE", path: oPath + "/delete-image", cookie: user.Cookie}), 403, "FORBIDDEN"},
			{"delete without image", e.do(request{method: "DELETE", path: "/api/forms/" + id + "/questions/" + poster + "/options/" + posterOpts[0] + "/delete-image", cookie: owner.Cookie}), 404, "NOT_FOUND"},
		})
		del := e.do(request{method: "DELETE", path: oPath + "/delete-image", cookie: owner.Cookie})
		e.expect(t, "delete option image", del, 200, "")
		if strings.Contains(string(del.raw), oURL) {
			t.Errorf("option image still listed: %s", del.raw)
		}
		e.expect(t, "deleted option image", e.do(request{method: "GET", path: strings.TrimPrefix(oURL, baseURL)}), 404, "NOT_FOUND")

		// An update that leaves a question out deletes its image; one that
		// keeps it keeps the image.
		kept := e.do(request{method: "PUT", path: "/api/forms/" + id, cookie: owner.Cookie, body: map[string]any{"questions": []any{
			map[string]any{"questionId": rating, "type": "rating", "text": "How was it?", "required": true}}}})
		e.expect(t, "keep only the rating question", kept, 200, "")
		if got := jsonPath(kept.json["questions"].([]any)[0], "imageUrl"); got != qURL {
			t.Errorf("kept question's image %v, want %s", got, qURL)
		}
		dropped := e.do(request{method: "PUT", path: "/api/forms/" + id, cookie: owner.Cookie, body: map[string]any{"questions": []any{
			map[string]any{"type": "text", "text": "Anything else?"}, map[string]any{"questionId": rating, "type": "rating", "text": "How was it?"}}}})
		e.expect(t, "keep the question", dropped, 200, "")
		e.expect(t, "kept image", e.do(request{method: "GET", path: strings.TrimPrefix(qURL, baseURL)}), 200, "")
		e.expect(t, "change a kept question's type", e.do(request{method: "PUT", path: "/api/forms/" + id, cookie: owner.Cookie, body: map[string]any{
			"questions": []any{map[string]any{"questionId": rating, "type": "text", "text": "How was it?"}}}}), 400, "VALIDATION_FAILED")
		resp = upload("/api/forms/"+id+"/questions/"+rating, owner, png)
		e.expect(t, "image again", resp, 200, "")
		qURL = jsonPath(resp.json["questions"].([]any)[1], "imageUrl").(string)
		textQ, _ := question(resp.json, 0)
		e.expect(t, "drop the rating question", e.do(request{method: "PUT", path: "/api/forms/" + id, cookie: owner.Cookie, body: map[string]any{
			"questions": []any{map[string]any{"questionId": textQ, "type": "text", "text": "Anything else?"}}}}), 200, "")
		e.expect(t, "image of a dropped question", e.do(request{method: "GET", path: strings.TrimPrefix(qURL, baseURL)}), 404, "NOT_FOUND")
		resp = upload("/api/forms/"+id+"/questions/"+textQ, owner, png)
		e.expect(t, "image of the text question", resp, 200, "")
		qURL = jsonPath(resp.json["questions"].([]any)[0], "imageUrl").(string)

		// A clone has its own copies; deleting the form deletes its images.
		clone := e.do(request{method: "POST", path: "/api/forms/" + id + "/clone", cookie: owner.Cookie})
		e.expect(t, "clone", clone, 201, "")
		cloneURL, _ := jsonPath(clone.json["questions"].([]any)[0], "imageUrl").(string)
		if cloneURL == "" || cloneURL == qURL {
			t.Errorf("clone's image %q (original %q)", cloneURL, qURL)
		}
		e.expect(t, "delete the form", e.do(request{method: "DELETE", path: "/api/forms/" + id, cookie: owner.Cookie}), 200, "")
		e.expect(t, "image of the deleted form", e.do(request{method: "GET", path: strings.TrimPrefix(qURL, baseURL)}), 404, "NOT_FOUND")
		e.expect(t, "image of the clone", e.do(request{method: "GET", path: strings.TrimPrefix(cloneURL, baseURL)}), 200, "")
	})
}

// slowSummarizer answers after delay, or when its context ends.
type slowSummarizer struct {
	analysis.Summarizer
	delay time.Duration
}

func (s slowSummarizer) Summarize(ctx context.Context, texts []string) (*analysis.Summary, error) {
	select {
	case <-time.After(s.delay):
		return s.Summarizer.Summarize(ctx, texts)
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// slowSummaries gives a stack a summarizer that answers after 3 s and a
// Service that waits 20 ms for it: analyses and summaries are pending,
// then finished by jobs. The tests read the pending results in the
// meantime: at 300 ms, a run of the package on two busy cores found a
// job already done.
func slowSummaries(c *app.Config) {
	c.Summarizer = slowSummarizer{Summarizer: analysis.NewLocal(), delay: 3 * time.Second}
	c.SummaryTimeout = 20 * time.Millisecond
}

// TestSlowSummariesFinishInJobs checks that analyze and summarize-text
// answer quickly when the summarizer is slow, with a pending result that a
// job completes.
func TestSlowSummariesFinishInJobs(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		form := e.createForm(owner, surveyBody("Slow"))
		id := form["_id"].(string)
		text, _ := question(form, 1)
		rating, _ := question(form, 0)
		scale, _ := question(form, 5)
		if _, err := e.forms.Submit(context.Background(), form["slug"].(string), []forms.Answer{
			{QuestionID: rating, Value: 2}, {QuestionID: scale, Value: 1}, {QuestionID: text, Value: "The projector kept failing"}}); err != nil {
			t.Fatal(err)
		}

		pending := e.do(request{method: "GET", path: "/api/forms/" + id + "/analyze", cookie: owner.Cookie})
		e.expect(t, "slow analyze", pending, 202, "")
		summary := e.do(request{method: "POST", path: "/api/forms/" + id + "/summarize-text", cookie: owner.Cookie, body: map[string]any{"questionId": text}})
		e.expect(t, "slow summary", summary, 202, "")
		if pending.json["status"] != "pending" || summary.json["status"] != "pending" {
			t.Fatalf("pending results %s %s", pending.raw, summary.raw)
		}
		waitFor(t, "the analysis job", func() bool {
			list := e.do(request{method: "GET", path: "/api/forms/" + id + "/analyses", cookie: owner.Cookie}).json["data"].([]any)
			return len(list) == 1 && jsonPath(list[0], "status") == "done"
		})
		waitFor(t, "the summary job", func() bool {
			list := e.do(request{method: "GET", path: "/api/forms/" + id + "/text-summaries", cookie: owner.Cookie}).json["data"].([]any)
			return len(list) == 1 && jsonPath(list[0], "status") == "done"
		})
		list := e.do(request{method: "GET", path: "/api/forms/" + id + "/analyses", cookie: owner.Cookie}).json["data"].([]any)
		if jsonPath(list[0], "_id") != pending.json["_id"] || jsonPath(list[0], "textCount") != 1.0 || jsonPath(list[0], "responseCount") != 1.0 ||
			len(jsonPath(list[0], "themes").([]any)) == 0 {
			t.Errorf("completed analysis %v", list[0])
		}
	}, slowSummaries)
}
