package server_test

import (
	"fmt"
	"net/url"
	"testing"
)

// A search ignores accents on both databases, in the text and in the
// query, whichever way the letters are written (composed "é" or "e"
// followed by a combining accent), alone or with other filters; "ß" and
// the ligatures "œ" and "æ" are letters of their own, not folded to "ss",
// "oe" or "ae".
func TestFeedbackSearchIgnoresAccents(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		w := fbSetup(t, e)
		fbNoon(e)
		cafe := "Le café était froid"
		uni := "Die Universität ist toll"
		sao := "Visitei São Paulo"
		nino := "El niño aprendió mucho"
		eleve := "Chaque élève participe"
		eleveNFD := "Un e\u0301le\u0300ve de plus" // decomposed: e + combining acute, e + combining grave
		strasse := "Die Straße war laut"
		oeuvre := "Une Œuvre d'art"
		caesar := "Cæsar salad"
		e.fbAdd(w.ownerID, "Lobby", cafe, "neutral")
		e.fbAdd(w.ownerID, "Lobby", uni, "positive")
		e.fbAdd(w.umaID, "Uma's Lab", sao, "positive")
		e.fbAdd(w.umaID, "Uma's Lab", nino, "negative")
		e.fbAdd(w.ownerID, "Lobby", eleve, "neutral")
		e.fbAdd(w.umaID, "Uma's Lab", eleveNFD, "negative")
		e.fbAdd(w.ownerID, "Lobby", strasse, "negative")
		e.fbAdd(w.ownerID, "Lobby", oeuvre, "positive")
		e.fbAdd(w.ownerID, "Lobby", caesar, "positive")

		for _, c := range []struct {
			query string
			want  []string
		}{
			{"search=cafe", []string{cafe}},
			{"search=CAFÉ", []string{cafe}},
			{"search=" + url.QueryEscape("cafe\u0301"), []string{cafe}},
			{"search=universitat", []string{uni}},
			{"search=UNIVERSITÄT", []string{uni}},
			{"search=sao+paulo", []string{sao}},
			{"search=são", []string{sao}},
			{"search=nino", []string{nino}},
			{"search=NIÑO+aprendio", []string{nino}},
			{"search=eleve", []string{eleve, eleveNFD}},
			{"search=élève", []string{eleve, eleveNFD}},
			{"search=ÉLÈVE", []string{eleve, eleveNFD}},
			{"search=etait", []string{cafe}},
			{"search=straße", []string{strasse}},
			{"search=STRAẞE", []string{strasse}},
			{"search=strasse", []string{}},
			{"search=strase", []string{}},
			{"search=œuvre", []string{oeuvre}},
			{"search=oeuvre", []string{}},
			{"search=cæsar", []string{caesar}},
			{"search=caesar", []string{}},
			{"search=caf", []string{}}, // whole words only
			// With the filters whose searches other indexes serve.
			{"sentiment=negative&search=eleve", []string{eleveNFD}},
			{"sentiment=neutral&search=élève", []string{eleve}},
			{"eventType=lobby&search=ELEVE", []string{eleve}},
			{"instructorId=" + w.umaID + "&search=nino", []string{nino}},
			{"sentiment=positive&eventType=" + url.QueryEscape("uma's lab") + "&search=sao", []string{sao}},
		} {
			if got := fbTexts(t, e.fbGet(t, w.admin, "/api/feedback/paginated?"+c.query)); fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Errorf("?%s: %q, want %q", c.query, got, c.want)
			}
		}
		resp := e.fbGet(t, w.admin, "/api/feedback/trends?search=eleve")
		if fbTrendTotal(resp) != 2 {
			t.Errorf("trend of search eleve: %s", resp.raw)
		}
	})
}
