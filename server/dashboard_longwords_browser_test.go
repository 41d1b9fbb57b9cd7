package server_test

import (
	"net/url"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestLongWordsBrowser opens, on a phone's width in headless Chromium,
// every page that shows a room's or a form's name, a heading, a question
// or feedback, with names and texts of the longest length and no space in
// them (as a pasted address), and feedback of one word of 1,200
// characters: each page must wrap them and stay within the viewport.
// SQLite only: the pages' CSS is under test, not the database.
func TestLongWordsBrowser(t *testing.T) {
	browser := newBrowser(t)
	t.Run("sqlite", func(t *testing.T) {
		e := newEnv(t, appDB(t, "sqlite"))
		_, owner := e.newOrg("acme")
		base := e.serve(t)

		name := strings.Repeat("Philosophy", 10) // the longest name, 100 characters
		word := strings.Repeat("Unbroken", 150)
		resp := e.do(request{method: "POST", path: "/api/events", cookie: owner.Cookie, body: map[string]any{
			"eventName": name, "feedbackCustomization": map[string]any{"headerText": "https://example.com/" + strings.Repeat("x", 180)},
		}})
		e.expect(t, "create the room", resp, 201, "")
		e.fbAdd(owner.User.InstructorID, name, word, "positive")
		survey := surveyBody(strings.Repeat("Questionnaire", 15))
		survey["description"] = word
		questions := survey["questions"].([]any)
		parts := questions[3].(map[string]any)
		parts["text"] = strings.Repeat("Which", 100)
		parts["options"].([]any)[0].(map[string]any)["label"] = strings.Repeat("Talks", 40)
		questions[5].(map[string]any)["minLabel"] = strings.Repeat("e", 100)
		form := e.createForm(owner, survey)
		id, slug := form["_id"].(string), form["slug"].(string)

		ctx := tab(t, browser, phone)
		signIn(t, ctx, base, "/login", owner, "new-room")
		// The live view's script shows the item once it is analysed; every
		// page after it then shows it too.
		live := "/live/" + url.PathEscape(name)
		run(t, ctx, chromedp.Navigate(base+live))
		waitTrue(t, ctx, `document.querySelectorAll(".live-items li").length === 1`)
		fitsWidth(t, ctx, live)
		for _, path := range []string{
			live,
			roomPage(owner.User.InstructorID, name),
			"/rooms",
			"/rooms/" + url.PathEscape(name),
			"/rooms/" + url.PathEscape(name) + "/delete",
			"/inbox",
			"/inbox?room=" + url.QueryEscape(name),
			"/insights",
			"/f/" + slug,
			"/forms",
			"/forms/" + id,
			"/forms/" + id + "/edit",
			"/forms/" + id + "/preview",
			"/forms/" + id + "/delete",
		} {
			run(t, ctx, chromedp.Navigate(base+path), chromedp.WaitReady(chromedp.CSS("main")))
			fitsWidth(t, ctx, path)
		}
	})
}
