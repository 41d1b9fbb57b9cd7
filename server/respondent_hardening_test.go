package server_test

import (
	"bytes"
	"image"
	"image/png"
	"maps"
	"net/url"
	"reflect"
	"regexp"
	"strings"
	"testing"
)

// TestHoneypotAnswersAsASubmission: a post that fills the honeypot gets
// what the same post without it gets, on the widget, the room page and
// the form page (the errors of its fields, of a missing or closed room or
// form, the success and its item), and stores nothing.
func TestHoneypotAnswersAsASubmission(t *testing.T) {
	forEachDialectForms(t, func(t *testing.T, e *formsEnv) {
		_, owner := e.newOrg("acme")
		e.createRoom(owner, "Lobby", false)
		e.createRoom(owner, "Closed", false)
		e.expect(t, "close a room", e.do(request{method: "PUT", path: roomPath("Closed", "/active"), cookie: owner.Cookie,
			body: map[string]any{"active": false}}), 200, "")
		form := e.createForm(owner, quickForm("Quick", nil))
		slug := form["slug"].(string)
		q, _ := question(form, 0)
		instructor := owner.User.InstructorID
		stored := func() (items, responses int) {
			return e.countRows("feedback_items"), e.countRows("forms_responses")
		}

		// The widget's JSON answer: status, error, the field in error, and
		// the item of a success, as a real submission's.
		for _, c := range []struct {
			name   string
			body   map[string]any
			status int
		}{
			{"no such room", map[string]any{"instructorId": "nobody-here", "eventType": "No such room", "feedback": "x"}, 404},
			{"unknown sentiment", map[string]any{"instructorId": instructor, "eventType": "Lobby", "feedback": "x", "sentiment": "angry"}, 400},
			{"no sentiment nor text", map[string]any{"instructorId": instructor, "eventType": "Lobby"}, 400},
			{"a tag the room does not offer", map[string]any{"instructorId": instructor, "eventType": "Lobby", "sentiment": "positive", "tags": []any{"free pills"}}, 400},
			{"a bad page URL", map[string]any{"instructorId": instructor, "eventType": "Lobby", "sentiment": "positive", "pageUrl": "javascript:alert(1)"}, 400},
			{"inactive room", map[string]any{"instructorId": instructor, "eventType": "Closed", "feedback": "x"}, 403},
			{"the AI's sentiment, the room's spelling", map[string]any{"instructorId": instructor, "eventType": " lobby ", "feedback": "The lecture was wonderful, thank you so much!"}, 201},
			{"the respondent's sentiment and tags", map[string]any{"instructorId": instructor, "eventType": "Lobby", "sentiment": "negative", "feedback": "Too fast", "tags": []any{}}, 201},
		} {
			real := e.do(request{method: "POST", path: "/api/widget/submit", header: e.ips.next(), body: c.body})
			trappedBody := maps.Clone(c.body)
			trappedBody["website"] = "http://spam.example"
			trapped := e.do(request{method: "POST", path: "/api/widget/submit", header: e.ips.next(), body: trappedBody})
			if real.status != c.status || trapped.status != c.status {
				t.Errorf("widget, %s: %d, trapped %d, want %d\n%s\n%s", c.name, real.status, trapped.status, c.status, real.raw, trapped.raw)
				continue
			}
			if c.status != 201 {
				if trapped.json["error"] != real.json["error"] || trapped.json["message"] != real.json["message"] ||
					!reflect.DeepEqual(trapped.json["details"], real.json["details"]) {
					t.Errorf("widget, %s: trapped %s, real %s", c.name, trapped.raw, real.raw)
				}
				continue
			}
			delete(real.json, "_id")
			delete(trapped.json, "_id")
			for name, r := range map[string]response{"real": real, "trapped": trapped} {
				if m := createdAtFraction.FindSubmatch(r.raw); m == nil || len(m[1]) > 6 {
					t.Errorf("widget, %s: %s createdAt beyond microseconds: %s", c.name, name, r.raw)
				}
			}
			delete(real.json, "createdAt")
			delete(trapped.json, "createdAt")
			if !reflect.DeepEqual(real.json, trapped.json) || real.json["eventType"] != "Lobby" {
				t.Errorf("widget, %s: trapped %v, real %v", c.name, trapped.json, real.json)
			}
		}
		if items, _ := stored(); items != 2 {
			t.Fatalf("%d items stored, want the 2 real successes", items)
		}

		// The pages' answers: status, the thank-you redirect, or the page
		// with the problem.
		postForm := "application/x-www-form-urlencoded"
		roomPath := "/r/" + instructor + "/"
		for _, c := range []struct {
			name, path, body string
			status           int
			says             string
		}{
			{"room page, no such room", roomPath + "Nowhere", "feedback=x", 404, "Page not found"},
			{"room page, nothing said", roomPath + "Lobby", "feedback=", 400, "Pick a face or write a few words."},
			{"room page, unknown sentiment", roomPath + "Lobby", "sentiment=angry&feedback=x", 400, "Your feedback could not be sent."},
			{"room page, inactive room", roomPath + "Closed", "feedback=x", 403, "not accepting feedback"},
			{"room page, success", roomPath + "Lobby", "sentiment=positive&feedback=Fine", 303, ""},
			{"form page, no such form", "/f/no-such-form", "q-" + q + "=5", 404, "Page not found"},
			{"form page, required answer missing", "/f/" + slug, "q-" + q + "=", 400, "is required"},
			{"form page, success", "/f/" + slug, "q-" + q + "=5", 303, ""},
		} {
			real := e.do(request{method: "POST", path: c.path, rawBody: c.body, contentType: postForm, header: e.ips.next()})
			trapped := e.do(request{method: "POST", path: c.path, rawBody: c.body + "&website=http%3A%2F%2Fspam.example", contentType: postForm, header: e.ips.next()})
			for name, r := range map[string]response{"real": real, "trapped": trapped} {
				if r.status != c.status || !strings.Contains(string(r.raw), c.says) {
					t.Errorf("%s, %s: %d, want %d saying %q\n%s", c.name, name, r.status, c.status, c.says, r.raw)
				}
			}
			if c.status == 303 && (real.header.Get("Location") != "?sent=1" || trapped.header.Get("Location") != "?sent=1") {
				t.Errorf("%s: redirected to %q and %q", c.name, real.header.Get("Location"), trapped.header.Get("Location"))
			}
		}
		if items, responses := stored(); items != 3 || responses != 1 {
			t.Errorf("stored %d items and %d responses, want only the real ones: 3 and 1", items, responses)
		}
	})
}

// createdAtFraction finds the fraction of a second of createdAt.
var createdAtFraction = regexp.MustCompile(`"createdAt":"[^"]*?(?:\.(\d+))?Z"`)

// TestPageResentWithOtherAnswers: a page's form sent again with the same
// idempotency key and other answers (the respondent went back and changed
// them) gets the page again, with the answers kept, a fresh key and a
// message; sent with that key, the answers are stored.
func TestPageResentWithOtherAnswers(t *testing.T) {
	forEachDialectForms(t, func(t *testing.T, e *formsEnv) {
		_, owner := e.newOrg("acme")
		e.createRoom(owner, "Lobby", false)
		form := e.createForm(owner, map[string]any{"title": "Survey", "questions": []any{map[string]any{"type": "text", "text": "Why?"}}})
		q, _ := question(form, 0)
		postForm := "application/x-www-form-urlencoded"
		for _, c := range []struct {
			name, path, field string
		}{
			{"room page", "/r/" + owner.User.InstructorID + "/Lobby", "feedback"},
			{"form page", "/f/" + form["slug"].(string), "q-" + q},
		} {
			post := func(text, key string) response {
				body := url.Values{c.field: {text}, "idempotencyKey": {key}}
				return e.do(request{method: "POST", path: c.path, rawBody: body.Encode(), contentType: postForm, header: e.ips.next()})
			}
			if r := post("First thoughts", "PK-1"); r.status != 303 {
				t.Fatalf("%s, first post: %d\n%s", c.name, r.status, r.raw)
			}
			again := post("Second <thoughts>", "PK-1")
			page := string(again.raw)
			key := hiddenKey.FindStringSubmatch(page)
			if again.status != 422 || !strings.Contains(page, "<form") || !strings.Contains(page, ">Second &lt;thoughts&gt;</textarea>") ||
				!strings.Contains(page, "This page was already sent once, with other answers.") || key == nil || key[1] == "PK-1" {
				t.Fatalf("%s, sent again with other answers: %d, key %v\n%s", c.name, again.status, key, page)
			}
			if r := post("Second <thoughts>", key[1]); r.status != 303 {
				t.Errorf("%s, sent with the fresh key: %d\n%s", c.name, r.status, r.raw)
			}
		}
		if items, responses := e.countRows("feedback_items"), e.countRows("forms_responses"); items != 2 || responses != 2 {
			t.Errorf("stored %d items and %d responses, want 2 of each", items, responses)
		}
	})
}

// hiddenKey finds the idempotency key of a page's form.
var hiddenKey = regexp.MustCompile(`name="idempotencyKey" value="([^"]*)"`)

// TestUploadsRefuseTooManyPixels: an image of more than 16 megapixels is
// 413 PAYLOAD_TOO_LARGE as a logo, a profile picture or a form's image,
// however few its bytes, and nothing changes.
func TestUploadsRefuseTooManyPixels(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		form := e.createForm(owner, surveyBody("Posters"))
		q, _ := question(form, 0)
		var big bytes.Buffer
		if err := png.Encode(&big, image.NewGray(image.Rect(0, 0, 4097, 4096))); err != nil {
			t.Fatal(err)
		}
		for _, path := range []string{"/api/organization/upload-logo", "/api/user/profile-picture",
			"/api/forms/" + form["_id"].(string) + "/questions/" + q + "/upload-image"} {
			body, ct := multipartBody(t, "file", "big.png", "image/png", big.Bytes())
			resp := e.do(request{method: "POST", path: path, cookie: owner.Cookie, rawBody: body, contentType: ct})
			e.expect(t, path+" with 4097 × 4096 pixels", resp, 413, "PAYLOAD_TOO_LARGE")
			if m, _ := resp.json["message"].(string); !strings.Contains(m, "16 megapixels") || !strings.Contains(m, "4097 × 4096") {
				t.Errorf("%s: message %q", path, m)
			}
			body, ct = multipartBody(t, "file", "small.png", "image/png", testImage(t, "png"))
			e.expect(t, path+" with 8 × 8 pixels", e.do(request{method: "POST", path: path, cookie: owner.Cookie, rawBody: body, contentType: ct}), 200, "")
		}
	})
}
