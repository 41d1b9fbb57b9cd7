package server_test

import (
	"net/url"
	"testing"
)

// TestFormResponseWithoutAnswers sends responses that answer no question
// to a form without required questions, through the API and the
// respondent's page: no answers, only blank texts, only null values are
// 400 VALIDATION_FAILED naming responses (on the page, a message above the
// form), and nothing is stored; one answer is enough. On both databases.
func TestFormResponseWithoutAnswers(t *testing.T) {
	forEachDialectForms(t, func(t *testing.T, e *formsEnv) {
		_, owner := e.newOrg("acme")
		form := e.createForm(owner, map[string]any{"title": "Optional survey", "questions": []any{
			map[string]any{"type": "text", "text": "Anything to add?", "required": false},
			map[string]any{"type": "rating", "text": "How was it?", "required": false},
		}})
		slug, id := form["slug"].(string), form["_id"].(string)
		text, _ := question(form, 0)
		rating, _ := question(form, 1)

		for what, answers := range map[string][]any{
			"no answers":         {},
			"a blank text":       {answer(text, "  \n ")},
			"null values":        {answer(text, nil), answer(rating, nil)},
			"blank and null":     {answer(text, ""), answer(rating, nil)},
			"an empty text only": {answer(text, "")},
		} {
			resp := e.submit(slug, answers...)
			e.expect(t, what, resp, 400, "VALIDATION_FAILED")
			if d := jsonPath(resp.json, "details"); d == nil || jsonPath(d.([]any)[0], "field") != "responses" {
				t.Errorf("%s: details %s, want the field responses", what, resp.raw)
			}
		}
		// Malformed submissions keep their own answers.
		e.expect(t, "responses missing", e.do(request{method: "POST", path: "/api/forms/public/" + slug + "/submit",
			body: map[string]any{}, header: e.ips.next()}), 400, "VALIDATION_FAILED")
		e.expect(t, "malformed JSON", e.do(request{method: "POST", path: "/api/forms/public/" + slug + "/submit",
			rawBody: `{"responses": [`, contentType: "application/json", header: e.ips.next()}), 400, "INVALID_JSON")

		page := post("/f/"+slug, url.Values{"q-" + text: {"   "}})
		page.header = e.ips.next()
		expectPage(t, "page with no answer", e.do(page), 400, `role="alert"`, "Answer at least one question before sending the form.")
		if n := e.countRows("forms_responses"); n != 0 {
			t.Errorf("%d responses stored without an answer", n)
		}

		e.expect(t, "one answer", e.submit(slug, answer(rating, 4), answer(text, "")), 201, "")
		stats := e.do(request{method: "GET", path: "/api/forms/" + id + "/stats", cookie: owner.Cookie})
		e.expect(t, "stats", stats, 200, "")
		if stats.json["totalResponses"] != 1.0 {
			t.Errorf("stats after one answered response: %s", stats.raw)
		}
	})
}
