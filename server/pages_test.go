package server_test

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/forms"
	"github.com/feedbackkit/feedbackkit/server"
)

// pageSizeLimit is the most a respondent page may weigh, in bytes.
const pageSizeLimit = 50 << 10

// roomPage is the path of the respondent page of a room.
func roomPage(instructorID, name string) string {
	return "/r/" + url.PathEscape(instructorID) + "/" + url.PathEscape(name)
}

// post is a page's form post of values to path.
func post(path string, values url.Values) request {
	return request{method: "POST", path: path, rawBody: values.Encode(), contentType: "application/x-www-form-urlencoded"}
}

// expectPage checks that resp is an HTML page of status, within the size
// limit, with the pages' security headers, and that it contains each of
// want.
func expectPage(t *testing.T, name string, resp response, status int, want ...string) {
	t.Helper()
	if resp.status != status {
		t.Errorf("%s: status %d, want %d; body %.500s", name, resp.status, status, resp.raw)
		return
	}
	if ct := resp.header.Get("Content-Type"); ct != "text/html; charset=utf-8" {
		t.Errorf("%s: content type %q", name, ct)
	}
	if csp := resp.header.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'none'") || !strings.Contains(csp, "script-src 'sha256-") {
		t.Errorf("%s: Content-Security-Policy %q", name, csp)
	}
	if resp.header.Get("Set-Cookie") != "" {
		t.Errorf("%s: sets a cookie", name)
	}
	if len(resp.raw) > pageSizeLimit {
		t.Errorf("%s: %d bytes, over %d", name, len(resp.raw), pageSizeLimit)
	}
	body := string(resp.raw)
	for _, w := range want {
		if !strings.Contains(body, w) {
			t.Errorf("%s: no %q in the page", name, w)
		}
	}
}

func TestRoomPage(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		w := fbSetup(t, e)
		e.expect(t, "colour", e.do(request{method: "PUT", path: "/api/organization/feedback-customization", cookie: w.owner.Cookie,
			body: map[string]any{"primaryColor": "#FFD700", "submitButtonText": "Send it"}}), 200, "")
		lobby := roomPage(w.ownerID, "lobby") // names match case-insensitively

		expectPage(t, "page", e.do(request{method: "GET", path: lobby}), 200,
			"<title>Lobby – Org acme</title>", "How was your experience?", "😊", `name="sentiment" value="positive"`,
			`name="tag-positive" value="pace"`, `maxlength="5000"`, "Send it", "--accent:#ffd700;--on-accent:#000000")
		expectPage(t, "private room by its link", e.do(request{method: "GET", path: roomPage(w.umaID, "Uma's Lab")}), 200, "Uma&#39;s Lab")
		expectPage(t, "unknown room", e.do(request{method: "GET", path: roomPage(w.ownerID, "Nope")}), 404, "Page not found")
		expectPage(t, "unknown instructor", e.do(request{method: "GET", path: roomPage("nobody", "Lobby")}), 404, "Page not found")

		// A post is submitted as the API's, then redirected to the thank-you.
		resp := e.do(post(lobby, url.Values{"sentiment": {"positive"}, "feedback": {"The pace was right"},
			"tag-positive": {"pace"}, "tag-negative": {"pace"}}))
		if resp.status != 303 || resp.header.Get("Location") != "?sent=1" {
			t.Fatalf("post: %d %q %s", resp.status, resp.header.Get("Location"), resp.raw)
		}
		list := e.do(request{method: "GET", path: "/api/feedback/paginated?eventType=Lobby", cookie: w.owner.Cookie})
		items, _ := list.json["data"].([]any)
		if len(items) != 1 || jsonPath(items[0], "feedback") != "The pace was right" || jsonPath(items[0], "sentiment") != "positive" ||
			jsonPath(items[0], "source") != "room" || len(jsonPath(items[0], "tags").([]any)) != 1 {
			t.Errorf("items %s", list.raw)
		}
		expectPage(t, "thank-you", e.do(request{method: "GET", path: lobby + "?sent=1"}), 200, "Thank you!", `href="?"`)

		// Problems are shown with what the respondent wrote.
		e.expect(t, "text only", e.do(post(lobby, url.Values{"feedback": {"Only words"}})), 303, "")
		// in the pages' words, tied to the text box when it is about the
		// text, never in the API's.
		marked := `aria-describedby="feedback-count problem" aria-invalid="true"`
		for _, c := range []struct {
			name   string
			values url.Values
			says   string
			text   bool
		}{
			{"nothing", url.Values{"feedback": {"  "}}, "Pick a face or write a few words.", true},
			{"too long", url.Values{"feedback": {strings.Repeat("x", 5001)}}, "Your feedback is too long: shorten it to 5000 characters at most.", true},
			{"NUL", url.Values{"feedback": {"a\x00b"}}, "Your feedback holds characters that cannot be sent.", true},
			{"a tag of another room", url.Values{"sentiment": {"positive"}, "feedback": {"kept text"}, "tag-positive": {"nope"}},
				"One of the tags you checked is no longer offered here.", false},
			{"unknown sentiment", url.Values{"sentiment": {"ecstatic"}}, "Your feedback could not be sent.", false},
		} {
			resp := e.do(post(lobby, c.values))
			expectPage(t, c.name, resp, 400, `role="alert"`, `<p id="problem">`, c.says)
			body := string(resp.raw)
			if strings.Contains(body, marked) != c.text || strings.Contains(body, `<a href="#feedback">`) != c.text {
				t.Errorf("%s: the text box marked %v, want %v", c.name, strings.Contains(body, marked), c.text)
			}
			for _, api := range []string{"feedback:", "tags:", "sentiment:", "is not a tag", "is required", "must "} {
				if strings.Contains(body, api) {
					t.Errorf("%s: the page says the API's %q", c.name, api)
				}
			}
		}
		expectPage(t, "kept", e.do(post(lobby, url.Values{"sentiment": {"positive"}, "feedback": {"kept text"}, "tag-positive": {"nope"}})), 400,
			"kept text", `value="positive" id="sentiment-positive" checked`)
		expectPage(t, "JSON body", e.do(request{method: "POST", path: lobby, rawBody: `{"feedback":"x"}`, contentType: "application/json"}), 415)
		expectPage(t, "no content type", e.do(request{method: "POST", path: lobby, rawBody: "feedback=x", contentType: "text/plain"}), 415)
		expectPage(t, "too large", e.do(post(lobby, url.Values{"feedback": {strings.Repeat("x", 1<<20)}})), 413)
		expectPage(t, "post to an unknown room", e.do(post(roomPage(w.ownerID, "Nope"), url.Values{"sentiment": {"positive"}})), 404, "Page not found")

		// An inactive room says so, and takes nothing.
		e.expect(t, "close", e.do(request{method: "PUT", path: roomPath("Lobby", "/active"), cookie: w.owner.Cookie,
			body: map[string]any{"active": false}}), 200, "")
		expectPage(t, "inactive", e.do(request{method: "GET", path: lobby}), 200, "Closed", "not accepting feedback")
		expectPage(t, "post to inactive", e.do(post(lobby, url.Values{"sentiment": {"positive"}})), 403, "Closed")
		if n := e.countRows("feedback_items"); n != 2 {
			t.Errorf("%d items stored, want 2", n)
		}
	})
}

func TestRoomPageIsThrottledWithTheAPI(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		w := fbSetup(t, e)
		lobby := roomPage(w.ownerID, "Lobby")
		e.expect(t, "first, by the page", e.do(post(lobby, url.Values{"sentiment": {"neutral"}})), 303, "")
		e.expect(t, "second, by the API", e.fbSubmit(map[string]any{"instructorId": w.ownerID, "eventType": "Lobby", "sentiment": "neutral"}), 201, "")
		resp := e.do(post(lobby, url.Values{"sentiment": {"negative"}, "feedback": {"keep me"}}))
		expectPage(t, "third, by the page", resp, 429, "Please try again in 1 min.", "keep me")
		if resp.header.Get("Retry-After") == "" {
			t.Error("no Retry-After")
		}
		e.expectRateLimited(t, "fourth, by the API",
			e.fbSubmit(map[string]any{"instructorId": w.ownerID, "eventType": "Lobby", "sentiment": "neutral"}), time.Minute)
		e.clock.Advance(time.Minute)
		e.expect(t, "next minute", e.do(post(lobby, url.Values{"sentiment": {"neutral"}})), 303, "")
	}, func(c *app.Config) { c.RateLimits.Submit = server.RateLimit{Max: 2, Window: time.Minute} })
}

// hostPages is where the host of TestPagesTurnedOff serves its own pages.
const hostPages = "https://host.example/answer"

func TestPagesTurnedOff(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		w := fbSetup(t, e)
		for _, path := range []string{roomPage(w.ownerID, "Lobby"), "/f/some-form-12345678", "/widget.js"} {
			e.expect(t, path, e.do(request{method: "GET", path: path}), 404, "NOT_FOUND")
		}
		// The links lead to the host's pages.
		form := e.createForm(w.owner, surveyBody("Course survey"))
		if want := hostPages + "/f/" + form["slug"].(string); form["publicUrl"] != want {
			t.Errorf("publicUrl %v, want %s", form["publicUrl"], want)
		}
		qr := e.do(request{method: "GET", path: roomPath("Lobby", "/qrcode"), cookie: w.owner.Cookie})
		if got, want := qrText(t, qr), hostPages+roomPage(w.ownerID, "Lobby"); got != want {
			t.Errorf("QR code of the room: %q, want %q", got, want)
		}
		// The document this server serves has no pages.
		doc := e.do(request{method: "GET", path: "/api/openapi.json"})
		paths, _ := doc.json["paths"].(map[string]any)
		for _, p := range []string{"/r/{instructorId}/{eventName}", "/f/{slug}", "/widget.js"} {
			if _, ok := paths[p]; ok || len(paths) == 0 {
				t.Errorf("the served document has %s (of %d paths)", p, len(paths))
			}
		}
	}, func(c *app.Config) { c.NoPages, c.PagesURL = true, hostPages+"/" })
}

func TestWidgetScript(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		resp := e.do(request{method: "GET", path: "/widget.js"})
		if resp.status != 200 || resp.header.Get("Content-Type") != "text/javascript; charset=utf-8" ||
			!strings.Contains(resp.header.Get("Cache-Control"), "max-age") {
			t.Fatalf("widget.js: %d %v", resp.status, resp.header)
		}
		body := string(resp.raw)
		for _, want := range []string{`"/api/widget/submit"`, "attachShadow", `"accent":"#4f46e5","onAccent":"#ffffff"`, `"title":"Send us your feedback"`} {
			if !strings.Contains(body, want) {
				t.Errorf("no %s in the script", want)
			}
		}
		if strings.Contains(body, "/*STRINGS*/") {
			t.Error("the strings were not filled in")
		}
		colored := e.do(request{method: "GET", path: "/widget.js?color=FFD700"})
		if !strings.Contains(string(colored.raw), `"accent":"#ffd700","onAccent":"#000000"`) {
			t.Errorf("color: %.300s", colored.raw)
		}
		bad := e.do(request{method: "GET", path: "/widget.js?color=red"})
		if !strings.Contains(string(bad.raw), `"accent":"#4f46e5"`) {
			t.Error("a bad colour does not get the default")
		}
	})
}

func TestFormPage(t *testing.T) {
	forEachDialectForms(t, func(t *testing.T, e *formsEnv) {
		_, owner := e.newOrg("acme")
		form := e.createForm(owner, surveyBody("Course survey"))
		slug, id := form["slug"].(string), form["_id"].(string)
		rating, _ := question(form, 0)
		text, _ := question(form, 1)
		emoji, _ := question(form, 2)
		parts, partIDs := question(form, 3)
		poster, posterIDs := question(form, 4)
		scale, _ := question(form, 5)
		page := "/f/" + slug
		get := func(path string) response { return e.do(request{method: "GET", path: path, header: e.ips.next()}) }
		send2 := func(page string, v url.Values) response {
			r := post(page, v)
			r.header = e.ips.next()
			return e.do(r)
		}
		send := func(v url.Values) response { return send2(page, v) }

		expectPage(t, "page", get(page), 200, "<h1>Course survey</h1>", "Tell us about the course",
			"Questions marked * are required.", `name="q-`+rating+`" value="5"`, `<textarea id="q-`+text+`"`,
			`<span class="emoji" aria-hidden="true">😄</span><span class="sr-only">very happy</span>`,
			`type="checkbox" name="q-`+parts+`" value="`+partIDs[0]+`"`, `type="radio" name="q-`+poster+`" value="`+posterIDs[1]+`"`,
			`name="q-`+scale+`" value="0"`, "easy", "hard", `<span class="req" aria-hidden="true">*</span>`)
		expectPage(t, "unknown form", get("/f/no-such-form-12345678"), 404, "Page not found")

		// Per-question problems come back from the Service, with the
		// input, each said in the page's words (pages.Strings), not the
		// API's, and tied to its question's input.
		resp := send(url.Values{"q-" + text: {"keep this\x1b[2J"}, "q-" + scale: {"9"}, "q-" + emoji: {"x"},
			"q-" + parts: {partIDs[0], "no-such-option"}})
		expectPage(t, "problems", resp, 400, `role="alert"`, "keep this",
			`<a href="#question-1">How was it?</a>: Answer this question: it is required.`,
			`<a href="#question-2">What should change?</a>: Your answer holds characters that cannot be sent. Remove them and send it again.`,
			`<a href="#question-3">Your mood</a>: Choose from the answers shown.`,
			`<a href="#question-4">Which parts?</a>: Choose from the answers shown.`,
			`<a href="#question-6">Difficulty</a>: Choose from the answers shown.`,
			`<fieldset aria-describedby="question-1-error">`,
			`<p class="error" id="question-1-error">Answer this question: it is required.</p>`,
			`name="q-`+rating+`" value="1" required aria-invalid="true">`,
			`type="checkbox" name="q-`+parts+`" value="`+partIDs[0]+`" checked aria-invalid="true">`,
			`aria-invalid="true" aria-describedby="question-2-count question-2-error"`)
		refusedInWords(t, "problems", resp)
		resp = send(url.Values{"q-" + rating: {"4"}, "q-" + scale: {"1"}, "q-" + text: {strings.Repeat("é", forms.MaxTextAnswer+1)}})
		expectPage(t, "too long", resp, 400,
			`<a href="#question-2">What should change?</a>: Your answer is too long: shorten it to 5000 characters at most.`)
		refusedInWords(t, "too long", resp)
		wide := e.createForm(owner, map[string]any{"title": "Wide", "questions": []any{
			map[string]any{"type": "scale", "text": "How many?", "min": 0, "max": 100}}})
		count, _ := question(wide, 0)
		resp = send2("/f/"+wide["slug"].(string), url.Values{"q-" + count: {"101"}})
		expectPage(t, "out of range", resp, 400, `<a href="#question-1">How many?</a>: Enter a whole number from 0 to 100.`,
			`value="101" aria-invalid="true" aria-describedby="question-1-error">`)
		refusedInWords(t, "out of range", resp)
		if n := e.countRows("forms_responses"); n != 0 {
			t.Errorf("%d responses stored after problems", n)
		}

		resp = send(url.Values{"q-" + rating: {"4"}, "q-" + text: {"More labs"}, "q-" + emoji: {"5"},
			"q-" + parts: {partIDs[0], partIDs[2]}, "q-" + poster: {posterIDs[1]}, "q-" + scale: {"0"}})
		if resp.status != 303 || resp.header.Get("Location") != "?sent=1" {
			t.Fatalf("post: %d %q %s", resp.status, resp.header.Get("Location"), resp.raw)
		}
		expectPage(t, "thank-you", get(page+"?sent=1"), 200, "Thank you!")
		list := e.do(request{method: "GET", path: "/api/forms/" + id + "/responses", cookie: owner.Cookie})
		data, _ := list.json["data"].([]any)
		if len(data) != 1 || jsonPath(data[0], "complete") != true {
			t.Fatalf("responses %s", list.raw)
		}
		got := map[string]any{}
		for _, a := range jsonPath(data[0], "responses").([]any) {
			got[jsonPath(a, "questionId").(string)] = jsonPath(a, "value")
		}
		if got[rating] != 4.0 || got[text] != "More labs" || got[emoji] != 5.0 || got[scale] != 0.0 || fmt.Sprint(got[poster]) != "["+posterIDs[1]+"]" ||
			len(got[parts].([]any)) != 2 || got[parts].([]any)[1] != partIDs[2] {
			t.Errorf("answers %v", got)
		}

		// A closed form says so and takes nothing.
		e.expect(t, "close", e.do(request{method: "PUT", path: "/api/forms/" + id + "/active", cookie: owner.Cookie,
			body: map[string]any{"active": false}}), 200, "")
		expectPage(t, "closed", get(page), 200, "Closed", "not accepting responses")
		waitFor(t, "the closed form to reach the submission cache", func() bool {
			return send(url.Values{"q-" + rating: {"4"}, "q-" + scale: {"1"}}).status == 403
		})
		expectPage(t, "post to closed", send(url.Values{"q-" + rating: {"4"}, "q-" + scale: {"1"}}), 403, "Closed")
	})
}

// refusedInWords fails t when the form page of resp tells a problem in
// the API's words: a field's path, or a message of the forms Service.
func refusedInWords(t *testing.T, name string, resp response) {
	t.Helper()
	for _, api := range []string{"responses[", "This answer", "must be", "control characters", "is not an option"} {
		if strings.Contains(string(resp.raw), api) {
			t.Errorf("%s: the page says %q, the API's words", name, api)
		}
	}
}

func TestFormPageIsThrottledWithTheAPI(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		form := e.createForm(owner, surveyBody("Course survey"))
		slug := form["slug"].(string)
		for range 5 {
			e.expect(t, "page post", e.do(post("/f/"+slug, url.Values{})), 400, "")
			e.expect(t, "API post", e.do(request{method: "POST", path: "/api/forms/public/" + slug + "/submit",
				body: map[string]any{"responses": []any{}}}), 400, "VALIDATION_FAILED")
		}
		resp := e.do(post("/f/"+slug, url.Values{"q-x": {"y"}}))
		expectPage(t, "11th post", resp, 429, "Please try again in 15 min.")
		e.expectRateLimited(t, "12th, by the API", e.do(request{method: "POST", path: "/api/forms/public/" + slug + "/submit",
			body: map[string]any{"responses": []any{}}}), 15*time.Minute)
	})
}
