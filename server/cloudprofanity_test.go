package server_test

import (
	"context"
	"strings"
	"testing"
)

// profaneTexts are feedback in the languages of the moderation's
// profanity list, each with the word "projector" and a profane word, one
// of them obfuscated.
var profaneTexts = []string{
	"The projector is shit and fucking loud",
	"Der Projector ist scheiße",
	"Le projector, putain, encore",
	"El projector es una mierda",
	"Il projector è una merda, cazzo",
	"O projector é uma porra",
	"projector sh1t",
}

// profaneWords are the profane words of profaneTexts, as a word cloud
// would have them, and "bullshit", which the test stores as a form's
// cloud stored words before it left profanity out.
var profaneWords = []string{"shit", "fucking", "scheiße", "putain", "mierda", "merda", "cazzo", "porra", "sh1t", "bullshit"}

// cloudWords returns the words of the words list of a word cloud answer.
func cloudWords(resp response) []string {
	var words []string
	list, _ := resp.json["words"].([]any)
	for _, w := range list {
		words = append(words, w.(map[string]any)["word"].(string))
	}
	return words
}

// wantCleanCloud fails t unless words hold "projector" and none of
// profaneWords.
func wantCleanCloud(t *testing.T, what string, words []string) {
	t.Helper()
	if !strings.Contains(" "+strings.Join(words, " ")+" ", " projector ") {
		t.Errorf("%s: no projector in %q", what, words)
	}
	for _, w := range words {
		for _, p := range profaneWords {
			if w == p {
				t.Errorf("%s: the profane word %q in %q", what, w, words)
			}
		}
	}
}

// TestWordCloudsLeaveOutProfanity submits feedback and form answers with
// profane words in every language of the moderation's list: the word
// clouds of the API (feedback, forms) and of the dashboard (insights, a
// form's results) leave them out, and so does the forms' cloud for words
// stored before it did. On both databases.
func TestWordCloudsLeaveOutProfanity(t *testing.T) {
	forEachDialectForms(t, func(t *testing.T, e *formsEnv) {
		w := fbSetup(t, e.env)
		for _, text := range profaneTexts {
			e.fbAdd(w.ownerID, "Lobby", text, "")
		}
		wantCleanCloud(t, "feedback cloud", cloudWords(e.fbGet(t, w.admin, "/api/feedback/wordcloud")))
		insights := e.dash(w.admin, "GET", "/insights", nil)
		insights.want(t, "insights", 200, ">projector<")
		for _, p := range profaneWords {
			if strings.Contains(insights.body, ">"+p+"<") {
				t.Errorf("insights: the profane word %q in its word cloud", p)
			}
		}

		form := e.createForm(w.owner, surveyBody("Course survey"))
		rating, _ := question(form, 0)
		text, _ := question(form, 1)
		scale, _ := question(form, 5)
		var last string
		for _, s := range profaneTexts {
			resp := e.submit(form["slug"].(string), answer(rating, 3), answer(scale, 2), answer(text, s))
			e.expect(t, "submit "+s, resp, 201, "")
			last = resp.json["_id"].(string)
		}
		// A word stored before the forms' cloud left profanity out.
		if _, err := e.db.NewRaw("INSERT INTO forms_words (response_id, word, n) VALUES (?, 'bullshit', 50)", last).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		cloud := e.do(request{method: "GET", path: "/api/forms/formcloud?formId=" + form["_id"].(string), cookie: w.admin.Cookie})
		e.expect(t, "form cloud", cloud, 200, "")
		wantCleanCloud(t, "form cloud", cloudWords(cloud))
		results := e.dash(w.admin, "GET", "/forms/"+form["_id"].(string), nil)
		results.want(t, "form results", 200, ">projector<")
		for _, p := range profaneWords {
			if strings.Contains(results.body, ">"+p+"<") {
				t.Errorf("form results: the profane word %q in its word cloud", p)
			}
		}
	})
}
