package server_test

import (
	"strings"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/app"
)

// TestFormResponseAnalysedLater configures an analyser slower than the
// inline limit (and than a second): each response with a text answer is
// stored at once without a sentiment, and a job stores the sentiment the
// analyser gives. The responses list shows it, and the instant
// subscriptions wait for it: the subscriber of negative responses gets
// exactly one email, about the complaint, negative; the subscriber of all
// responses gets both, each under its analysed sentiment.
func TestFormResponseAnalysedLater(t *testing.T) {
	const complaint, praise = "The pace was far too fast and I understood nothing", "Great session, thanks a lot, really clear"
	forEachDialectForms(t, func(t *testing.T, e *formsEnv) {
		org, owner := e.newOrg("later")
		user := e.addMember(org, "user@later.test", "user")
		form := e.createForm(owner, map[string]any{"title": "Retro", "questions": []any{
			map[string]any{"type": "rating", "text": "How was it?", "required": true},
			map[string]any{"type": "text", "text": "Why?", "required": false},
		}})
		id, slug := form["_id"].(string), form["slug"].(string)
		rating, _ := question(form, 0)
		text, _ := question(form, 1)
		for _, s := range []struct {
			m    *member
			body map[string]any
		}{
			{user, map[string]any{"frequency": "instant", "minSentiment": "negative"}},
			{owner, map[string]any{"frequency": "instant"}},
		} {
			e.expect(t, "subscribe", e.do(request{method: "POST", path: subPath("form", id), cookie: s.m.Cookie, body: s.body}), 201, "")
		}
		for _, words := range []string{complaint, praise} {
			start := time.Now()
			resp := e.submit(slug, answer(rating, 3), answer(text, words))
			e.expect(t, "submit", resp, 201, "")
			if took := time.Since(start); took > time.Second {
				t.Errorf("the submission took %v: it waited for the analyser", took)
			}
			if _, ok := resp.json["sentiment"]; ok {
				t.Errorf("the submission %s: want no sentiment while its analysis is pending", resp.raw)
			}
		}
		mine, theirs := e.twoEmailsAndOne(t, owner, user)
		if got := theirs[0].Subject; got != "New negative feedback on Retro" {
			t.Errorf("the user's email: %q; want the complaint's, negative", got)
		}
		if got := strings.Join(subjects(mine), ", "); !strings.Contains(got, "New negative feedback on Retro") || !strings.Contains(got, "New positive feedback on Retro") {
			t.Errorf("the owner's emails: %s; want one negative, one positive", got)
		}
		list := e.do(request{method: "GET", path: "/api/forms/" + id + "/responses", cookie: owner.Cookie})
		e.expect(t, "responses", list, 200, "")
		got := map[string]any{}
		for _, r := range list.json["data"].([]any) {
			r := r.(map[string]any)
			got[r["responses"].([]any)[1].(map[string]any)["value"].(string)] = r["sentiment"]
		}
		if got[complaint] != "negative" || got[praise] != "positive" {
			t.Errorf("the responses' sentiments %v; want the complaint negative, the praise positive", got)
		}
	}, func(cfg *app.Config) {
		cfg.Analyzer = slowAnalyzer{delay: 1200 * time.Millisecond, local: analysis.NewLocal()}
	})
}
