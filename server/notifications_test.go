package server_test

import (
	"net/url"
	"strings"
	"testing"

	"github.com/feedbackkit/feedbackkit/internal/jobs/jobstest"
	"github.com/feedbackkit/feedbackkit/notify/smtptest"
)

// mailTo returns the messages the test SMTP server received for to.
func (e *env) mailTo(to string) []smtptest.Message {
	var out []smtptest.Message
	for _, m := range e.smtp.Messages() {
		for _, rcpt := range m.To {
			if strings.EqualFold(rcpt, to) {
				out = append(out, m)
			}
		}
	}
	return out
}

func TestInstantNotifications(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("notes")
		e.uncap(org)
		user := e.addMember(org, "user@notes.test", "user")
		room := e.createRoom(owner, "Retro", false)
		roomID := room["_id"].(string)
		form := e.createForm(owner, surveyBody("Course survey"))
		subscribe := func(m *member, path string, body map[string]any) {
			e.expect(t, "subscribe", e.do(request{method: "POST", path: path, cookie: m.Cookie, body: body}), 201, "")
		}
		subscribe(user, subPath("room", roomID), map[string]any{"frequency": "instant", "minSentiment": "negative"})
		subscribe(owner, subPath("room", roomID), map[string]any{"frequency": "instant"})
		subscribe(owner, subPath("form", form["_id"].(string)), map[string]any{"frequency": "instant"})
		subscribe(user, subPath("form", form["_id"].(string)), map[string]any{"frequency": "daily"})

		e.fbAdd(owner.User.InstructorID, "Retro", "Great session, thanks", "positive")
		e.fbAdd(owner.User.InstructorID, "Retro", "The pace was far too fast", "negative")
		rating, _ := question(form, 0)
		text, _ := question(form, 1)
		scale, _ := question(form, 5)
		e.expect(t, "form response", e.do(request{method: "POST", path: "/api/forms/public/" + form["slug"].(string) + "/submit",
			body: map[string]any{"responses": []any{answer(rating, 2), answer(text, "Too long"), answer(scale, 3)}}}), 201, "")

		waitFor(t, "the owner's three emails and the user's one", func() bool {
			return len(e.mailTo(owner.User.Email)) == 3 && len(e.mailTo(user.User.Email)) == 1
		})
		jobstest.WaitIdle(t, e.db) // nothing more may come
		if n, m := len(e.mailTo(owner.User.Email)), len(e.mailTo(user.User.Email)); n != 3 || m != 1 {
			t.Fatalf("owner got %d emails, user %d; want 3 and 1", n, m)
		}
		msg := e.mailTo(user.User.Email)[0]
		if !strings.Contains(msg.Subject, "negative") || !strings.Contains(msg.Text, "The pace was far too fast") ||
			!strings.Contains(msg.Text, "Org notes") || !strings.Contains(msg.HTML, "Org notes") {
			t.Errorf("the user's email: subject %q, text %q, html %q", msg.Subject, msg.Text, msg.HTML)
		}
		if !strings.Contains(msg.Text, baseURL+"/inbox?room=") || !strings.Contains(msg.Text, "#item-") {
			t.Errorf("the user's email does not link to the item in the inbox: %s", msg.Text)
		}
		if got := msg.Header.Get("List-Unsubscribe-Post"); got != "List-Unsubscribe=One-Click" {
			t.Errorf("List-Unsubscribe-Post = %q", got)
		}
		link := strings.Trim(msg.Header.Get("List-Unsubscribe"), "<>")
		if !strings.HasPrefix(link, baseURL+"/api/public/unsubscribe?token=") || !strings.Contains(msg.Text, link) {
			t.Fatalf("List-Unsubscribe = %q, not the link of the text %q", link, msg.Text)
		}
		u, err := url.Parse(link)
		if err != nil {
			t.Fatal(err)
		}
		path := u.Path + "?" + u.RawQuery
		page := e.do(request{method: "GET", path: path})
		e.expect(t, "the link's page", page, 200, "")
		if !strings.Contains(string(page.raw), `<form method="post"`) || !strings.HasPrefix(page.header.Get("Content-Type"), "text/html") {
			t.Errorf("unsubscribe page %s", page.raw)
		}
		e.expect(t, "the link alone unsubscribes nobody", e.do(request{method: "GET", path: subPath("room", roomID), cookie: user.Cookie}), 200, "")
		e.expect(t, "one-click unsubscribe", e.do(request{method: "POST", path: path}), 200, "")
		done := e.do(request{method: "POST", path: path, header: map[string]string{"Accept": "text/html"}})
		e.expect(t, "the page's button again", done, 200, "")
		if !strings.Contains(string(done.raw), "You are unsubscribed") {
			t.Errorf("page after unsubscribing %s", done.raw)
		}
		e.expect(t, "unsubscribed", e.do(request{method: "GET", path: subPath("room", roomID), cookie: user.Cookie}), 404, "NOT_FOUND")
		e.expect(t, "the owner stays subscribed", e.do(request{method: "GET", path: subPath("room", roomID), cookie: owner.Cookie}), 200, "")
		tampered := strings.Replace(path, "token=", "token=x", 1)
		e.expectCalls(t, request{method: "POST"}, []call{
			{"a tampered token", request{path: tampered}, 404, "NOT_FOUND"},
			{"no token", request{path: "/api/public/unsubscribe"}, 400, "VALIDATION_FAILED"},
			{"garbage", request{path: "/api/public/unsubscribe?token=abc"}, 404, "NOT_FOUND"},
		})
	})
}
