package server_test

import (
	"bytes"
	"mime/multipart"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/feedbackkit/feedbackkit/dashboard"
)

// dashUpload posts fields and files (by field name) as
// multipart/form-data, as m, from the dashboard's own origin.
func (e *env) dashUpload(m *member, path string, fields url.Values, files map[string][]byte) page {
	e.t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for k, vs := range fields {
		for _, v := range vs {
			w.WriteField(k, v)
		}
	}
	for k, data := range files {
		part, err := w.CreateFormFile(k, "image.png")
		if err != nil {
			e.t.Fatal(err)
		}
		part.Write(data)
	}
	w.Close()
	req := httptest.NewRequest("POST", path, &buf)
	req.Header.Set("Content-Type", w.FormDataContentType())
	req.Header.Set("Origin", baseURL)
	return e.send(m, req)
}

// builderFields returns the builder's fields of the form f as the API
// returns it: what the builder page posts when nothing is changed.
func builderFields(f map[string]any) url.Values {
	v := url.Values{"title": {f["title"].(string)}, "description": {f["description"].(string)}}
	for i, q := range f["questions"].([]any) {
		q := q.(map[string]any)
		for _, key := range []string{"questionId", "type", "text", "required", "min", "max", "minLabel", "maxLabel", "multiple"} {
			name := dashboard.Field(i, key)
			if key == "questionId" {
				name = dashboard.Field(i, "id")
			}
			switch val := q[key].(type) {
			case string:
				v.Set(name, val)
			case float64:
				v.Set(name, strconv.Itoa(int(val)))
			case bool:
				if val {
					v.Set(name, "1")
				}
			}
		}
		opts, _ := q["options"].([]any)
		for k, o := range opts {
			o := o.(map[string]any)
			v.Set(dashboard.OptionField(i, k, "id"), o["optionId"].(string))
			v.Set(dashboard.OptionField(i, k, "label"), o["label"].(string))
		}
	}
	return v
}

// TestDashboardForms drives the forms' pages over HTTP on both databases:
// create a form, build every question type (with images), see the
// builder refuse a bad post without losing it, preview, answer on the
// public page, read the results, clone, deactivate and delete; a user
// reads results, reaches no change of another member's form and builds,
// clones and deletes a form of their own; another organization sees
// nothing.
func TestDashboardForms(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		e.uncap(org)
		user := e.addMember(org, "uma@acme.test", "user")
		_, other := e.newOrg("globex")

		p := e.dash(owner, "POST", "/forms", url.Values{"title": {"Workshop survey"}, "type": {"rating"}})
		if p.status != 303 || !strings.HasPrefix(p.location, "/forms/") || !strings.Contains(p.location, "/edit?done=") {
			t.Fatalf("create: %d %q %s", p.status, p.location, p.body)
		}
		id := strings.TrimPrefix(p.location[:strings.Index(p.location, "/edit")], "/forms/")
		edit := "/forms/" + id + "/edit"
		get := func() map[string]any {
			t.Helper()
			r := e.do(request{method: "GET", path: "/api/forms/" + id, cookie: owner.Cookie})
			e.expect(t, "get form", r, 200, "")
			return r.json
		}
		e.dash(owner, "GET", edit, nil).want(t, "builder", 200, `name="q.0.max"`, "Rating (stars)", "Add the question", "/api/forms/"+id+"/qrcode?format=png")
		e.dash(owner, "POST", "/forms", url.Values{"title": {""}, "type": {"rating"}}).want(t, "create without title", 400)
		e.dash(owner, "POST", "/forms", url.Values{"title": {"X"}, "type": {"essay"}}).want(t, "create of a bad type", 400)

		// Add every other type, each post keeping what the page had.
		for _, typ := range []string{"scale", "emoji", "text", "options", "image_choice"} {
			v := builderFields(get())
			v.Set("action", "add")
			v.Set("newType", typ)
			p = e.dash(owner, "POST", edit, v)
			if p.status != 303 || !strings.Contains(p.location, "#question-") {
				t.Fatalf("add %s: %d %q %s", typ, p.status, p.location, p.body)
			}
		}
		f := get()
		qs := f["questions"].([]any)
		if len(qs) != 6 {
			t.Fatalf("questions %v", qs)
		}

		// Edit every field, add an option, move the text question up,
		// upload a question image and an image to a new option.
		v := builderFields(f)
		v.Set("description", "Tell us")
		v.Set("opensAt", "2030-01-01T09:00")
		v.Set("closesAt", "2030-02-01T18:30")
		v.Set("maxResponses", "50")
		v.Set("requireChallenge", "1")
		v.Set(dashboard.Field(0, "text"), "How was it?")
		v.Set(dashboard.Field(0, "max"), "7")
		v.Set(dashboard.Field(0, "required"), "1")
		v.Set(dashboard.Field(1, "min"), "0")
		v.Set(dashboard.Field(1, "max"), "4")
		v.Set(dashboard.Field(1, "minLabel"), "Slow")
		v.Set(dashboard.Field(1, "maxLabel"), "Fast")
		v.Set(dashboard.Field(3, "text"), "Anything else?")
		v.Set(dashboard.Field(4, "multiple"), "1")
		v.Set(dashboard.OptionField(4, 0, "label"), "Talks")
		v.Set(dashboard.OptionField(4, 1, "label"), "Labs")
		v.Set(dashboard.OptionField(4, 2, "label"), "Food")
		v.Set(dashboard.OptionField(4, 3, "label"), "") // a blank new row is left out
		v.Set(dashboard.OptionField(5, 2, "label"), "")
		v.Set("action", "up:3")
		img := testImage(t, "png")
		p = e.dashUpload(owner, edit, v, map[string][]byte{
			dashboard.Field(0, "image"):          img,
			dashboard.OptionField(5, 2, "image"): img,
		})
		if p.status != 303 || !strings.HasSuffix(p.location, "#question-3") {
			t.Fatalf("save: %d %q %s", p.status, p.location, p.body)
		}
		f = get()
		qs = f["questions"].([]any)
		types := []string{}
		for _, q := range qs {
			types = append(types, jsonPath(q, "type").(string))
		}
		if strings.Join(types, ",") != "rating,scale,text,emoji,options,image_choice" {
			t.Fatalf("order %v", types)
		}
		if f["description"] != "Tell us" || f["maxResponses"] != 50.0 || f["requireChallenge"] != true ||
			f["opensAt"] != "2030-01-01T09:00:00Z" || f["closesAt"] != "2030-02-01T18:30:00Z" {
			t.Errorf("settings %v", f)
		}
		if jsonPath(qs[0], "max") != 7.0 || jsonPath(qs[0], "required") != true || jsonPath(qs[0], "imageUrl") == nil ||
			jsonPath(qs[1], "min") != 0.0 || jsonPath(qs[1], "max") != 4.0 || jsonPath(qs[1], "maxLabel") != "Fast" ||
			jsonPath(qs[2], "text") != "Anything else?" || jsonPath(qs[4], "multiple") != true ||
			len(jsonPath(qs[4], "options").([]any)) != 3 || len(jsonPath(qs[5], "options").([]any)) != 3 {
			t.Errorf("questions %v", qs)
		}
		if o := jsonPath(qs[5], "options").([]any)[2]; jsonPath(o, "imageUrl") == nil {
			t.Errorf("new option's image %v", o)
		}
		p = e.dash(owner, "GET", edit, nil)
		p.want(t, "builder with images", 200, "Replace the image of the question", "Remove the image of option 3")
		if len(p.body) > 100_000 {
			t.Errorf("builder page of %d bytes", len(p.body))
		}

		// Remove the question image and an option; a bad post keeps what
		// was typed and says what is wrong.
		v = builderFields(f)
		v.Set(dashboard.Field(0, "noImage"), "1")
		v.Set("action", "remove-option:4:2")
		e.dash(owner, "POST", edit, v).want(t, "remove", 303)
		f = get()
		qs = f["questions"].([]any)
		if jsonPath(qs[0], "imageUrl") != nil || len(jsonPath(qs[4], "options").([]any)) != 2 {
			t.Errorf("after removals %v", qs)
		}
		v = builderFields(f)
		v.Set("title", "Kept title")
		v.Set(dashboard.OptionField(4, 0, "label"), "")
		e.dash(owner, "POST", edit, v).want(t, "bad option", 400, "Question 5, option 1, label: is required", `value="Kept title"`)
		v.Set(dashboard.OptionField(4, 0, "label"), "Talks")
		v.Set("maxResponses", "many")
		e.dash(owner, "POST", edit, v).want(t, "bad quota", 400, "“Most responses” must be a whole number.")
		v.Set("maxResponses", "")
		v.Set("action", "down:5")
		e.dash(owner, "POST", edit, v).want(t, "bad move", 400)
		v.Set("action", "explode")
		e.dash(owner, "POST", edit, v).want(t, "bad action", 400)
		if get()["title"] != "Workshop survey" {
			t.Error("a refused post changed the form")
		}
		v.Set("action", "save")
		v.Set("title", "Workshop survey")
		v.Set("opensAt", "")
		v.Set("closesAt", "")
		v.Set("requireChallenge", "")
		e.dash(owner, "POST", edit, v).want(t, "open it", 303)
		e.dashFrom(owner, "POST", edit, v, "https://evil.example").want(t, "cross-site save", 403)
		f = get()
		qs = f["questions"].([]any)

		// Preview: the respondent's page, open whatever the form's state,
		// storing nothing.
		p = e.dash(owner, "GET", "/forms/"+id+"/preview", nil)
		p.want(t, "preview", 200, "This is a preview", "How was it?", "Slow")
		if csp := p.header.Get("Content-Security-Policy"); !strings.Contains(csp, "frame-ancestors 'none'") {
			t.Errorf("preview CSP %q", csp)
		}
		p = e.dash(owner, "POST", "/forms/"+id+"/preview", url.Values{"x": {"1"}})
		if p.status != 303 || !strings.HasSuffix(p.location, "/preview?sent=1") {
			t.Errorf("preview post: %d %q", p.status, p.location)
		}

		// Answer on the public page, then read the results.
		answers := url.Values{"q-" + jsonPath(qs[0], "questionId").(string): {"6"},
			"q-" + jsonPath(qs[1], "questionId").(string): {"3"},
			"q-" + jsonPath(qs[2], "questionId").(string): {"The labs were brilliant"},
			"q-" + jsonPath(qs[3], "questionId").(string): {"4"},
			"q-" + jsonPath(qs[4], "questionId").(string): {jsonPath(jsonPath(qs[4], "options").([]any)[1], "optionId").(string)},
		}
		p = e.dash(nil, "POST", "/f/"+f["slug"].(string), answers)
		if p.status != 303 {
			t.Fatalf("answer: %d %s", p.status, p.body)
		}
		results := "/forms/" + id
		p = e.dash(owner, "GET", results, nil)
		p.want(t, "results", 200, "<strong>1</strong> response", "The labs were brilliant", "🙂 happy", "Labs", "average 6",
			`aria-labelledby="chart-1-title"`, "/api/forms/"+id+"/responses/export?format=csv", "Word cloud", "brilliant")
		if len(p.body) > 100_000 {
			t.Errorf("results page of %d bytes", len(p.body))
		}
		p = e.dash(owner, "POST", results+"/analyze", url.Values{})
		if p.status != 303 || !strings.HasSuffix(p.location, "#analysis") {
			t.Fatalf("analyze: %d %q", p.status, p.location)
		}
		e.dash(owner, "GET", results, nil).want(t, "analysis", 200, "Of 1 response")
		e.dash(owner, "POST", results+"/summarize", url.Values{"questionId": {jsonPath(qs[2], "questionId").(string)}}).want(t, "summarize", 303)
		e.dash(owner, "GET", results, nil).want(t, "summary", 200, "Summary of 1 answer")
		e.dash(owner, "POST", results+"/summarize", url.Values{"questionId": {jsonPath(qs[0], "questionId").(string)}}).want(t, "summarize a rating", 400)

		// A user reads the forms and results, and changes no form of
		// another member (forms.Form.ManagedBy).
		p = e.dash(user, "GET", "/forms", nil)
		p.want(t, "user's list", 200, "Workshop survey", "New form")
		for _, s := range []string{"/edit", "Clone", "Deactivate"} {
			if strings.Contains(p.body, s) {
				t.Errorf("a user's list has %q for the owner's form", s)
			}
		}
		p = e.dash(user, "GET", results, nil)
		p.want(t, "user's results", 200, "The labs were brilliant")
		if strings.Contains(p.body, "/export") || strings.Contains(p.body, "/edit") {
			t.Error("a user's results link an admin action")
		}
		e.dash(user, "GET", edit, nil).want(t, "user's builder", 403, "Not allowed")
		e.dash(user, "POST", edit, builderFields(f)).want(t, "user's save", 403)
		e.dash(user, "POST", results+"/clone", url.Values{}).want(t, "user's clone", 403)
		e.dash(user, "POST", results+"/active", url.Values{"active": {"0"}}).want(t, "user's deactivate", 403)
		e.dash(user, "GET", results+"/delete", nil).want(t, "user's delete page", 403)
		e.dash(user, "POST", results+"/delete", url.Values{}).want(t, "user's delete", 403)
		if got := get(); got["title"] != f["title"] || got["active"] != true {
			t.Errorf("the form after a user's refused posts: %v", got)
		}
		// A user creates a form of their own, builds, deactivates, clones
		// and deletes it; the list offers them its controls.
		p = e.dash(user, "POST", "/forms", url.Values{"title": {"Uma's poll"}, "type": {"text"}})
		if p.status != 303 || !strings.Contains(p.location, "/edit?done=") {
			t.Fatalf("user's create: %d %q %s", p.status, p.location, p.body)
		}
		mine := p.location[:strings.Index(p.location, "/edit")]
		e.dash(user, "GET", mine+"/edit", nil).want(t, "user's own builder", 200, "Uma&#39;s poll", "Delete this form")
		e.dash(user, "POST", mine+"/edit", url.Values{"title": {"Uma's poll, final"}, "q.0.type": {"text"}, "q.0.text": {"Why?"}, "action": {"save"}}).
			want(t, "user's own save", 303)
		p = e.dash(user, "GET", "/forms", nil)
		p.want(t, "user's list with their form", 200, "Uma&#39;s poll, final", mine+"/edit", mine+"/clone")
		if strings.Count(p.body, "/edit\"") != 1 || strings.Count(p.body, "/clone\"") != 1 {
			t.Errorf("a user's list offers the builder or clone of a form not theirs: %s", p.body)
		}
		e.dash(user, "GET", mine, nil).want(t, "user's own results", 200, mine+"/edit")
		e.dash(user, "POST", mine+"/active", url.Values{"active": {"0"}}).want(t, "user's own deactivate", 303)
		p = e.dash(user, "POST", mine+"/clone", url.Values{})
		if p.status != 303 || !strings.Contains(p.location, "/edit?done=") || strings.HasPrefix(p.location, mine) {
			t.Fatalf("user's own clone: %d %q", p.status, p.location)
		}
		copied := p.location[:strings.Index(p.location, "/edit")]
		for _, form := range []string{mine, copied} {
			e.dash(user, "GET", form+"/delete", nil).want(t, "user's own delete page", 200, "Delete for good")
			e.dash(user, "POST", form+"/delete", url.Values{}).want(t, "user's own delete", 303)
			e.dash(user, "GET", form, nil).want(t, "user's deleted form", 404)
		}
		// Another organization's form is not found.
		for _, path := range []string{results, edit, results + "/preview"} {
			e.dash(other, "GET", path, nil).want(t, "other org's "+path, 404, "Not found")
		}
		e.dash(other, "POST", edit, builderFields(f)).want(t, "other org's save", 404)
		e.dash(other, "POST", results+"/delete", url.Values{}).want(t, "other org's delete", 404)

		// Deactivate, clone, delete with a confirmation.
		p = e.dash(owner, "POST", results+"/active", url.Values{"active": {"0"}, "back": {edit}})
		if p.status != 303 || !strings.HasPrefix(p.location, edit+"?done=") || get()["active"] != false {
			t.Errorf("deactivate: %d %q", p.status, p.location)
		}
		p = e.dash(owner, "POST", results+"/clone", url.Values{})
		if p.status != 303 || !strings.Contains(p.location, "/edit?done=") || strings.Contains(p.location, id) {
			t.Fatalf("clone: %d %q", p.status, p.location)
		}
		e.dash(owner, "GET", "/forms", nil).want(t, "list", 200, "Workshop survey (copy)", "inactive")
		e.dash(owner, "GET", results+"/delete", nil).want(t, "delete page", 200, "Delete for good", "1 response,")
		p = e.dash(owner, "POST", results+"/delete", url.Values{})
		if p.status != 303 || !strings.HasPrefix(p.location, "/forms?done=") {
			t.Fatalf("delete: %d %q", p.status, p.location)
		}
		e.dash(owner, "GET", results, nil).want(t, "deleted", 404)
	})
}

// TestDashboardFormPending checks that the results page shows an analysis
// and a summary as pending while a slow summarizer works, and done once
// the job has finished.
func TestDashboardFormPending(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		form := e.createForm(owner, surveyBody("Pending"))
		id := form["_id"].(string)
		text, _ := question(form, 1)
		e.dash(owner, "POST", "/forms/"+id+"/analyze", url.Values{}).want(t, "analyze", 303)
		e.dash(owner, "POST", "/forms/"+id+"/summarize", url.Values{"questionId": {text}}).want(t, "summarize", 303)
		p := e.dash(owner, "GET", "/forms/"+id, nil)
		p.want(t, "pending", 200, "The analysis is running", "The summary is being written", "data-pending")
		waitFor(t, "the jobs", func() bool {
			return !strings.Contains(e.dash(owner, "GET", "/forms/"+id, nil).body, "data-pending")
		})
		e.dash(owner, "GET", "/forms/"+id, nil).want(t, "done", 200, "Of 0 responses", "Summary of 0 answers")
	}, slowSummaries)
}
