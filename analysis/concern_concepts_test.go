package analysis

import "testing"

// TestConceptOf checks that words of the six languages that mean the same
// thing share a concept, that an exact entry wins over a stem, and that
// words without a concept have none.
func TestConceptOf(t *testing.T) {
	same := [][]string{
		{"pills", "tabletten", "comprimes", "pastillas", "pillole", "comprimidos"},
		{"bridge", "brucke", "pont", "puente", "ponte"},
		{"knife", "messer", "couteau", "cuchillo", "coltello", "faca"},
		{"kill", "umbringen", "tuer", "matar", "uccidere", "ammazzare"},
		{"suicide", "selbstmord", "suicider", "suicidarme", "suicidarmi"},
		{"rope", "seil", "corde", "cuerda", "corda"},
		{"poisoned", "vergiftet", "empoisonner", "envenenar", "avvelenare"},
		{"strangle", "erwurgen", "etrangler", "estrangular", "strangolare"},
		{"kissed", "gekusst", "embrasser", "besar", "baciare", "beijar"},
		{"blocked", "blockiert", "bloquee", "bloqueada", "bloccata"},
		{"harassment", "belastigung", "harcelement", "acoso", "molestie", "assedio"},
		{"humiliated", "gedemutigt", "humiliee", "humillado", "umiliato", "humilhado", "mocked"},
		{"supervisor", "vorgesetzter", "chef", "jefe", "capo", "chefe"},
		{"classmate", "mitschuler", "collegue", "companero", "compagno", "colega"},
		{"bullying", "mobbing", "intimidated", "einschuchtern", "intimidar"},
		{"hiding", "verstecke", "cacher", "escondo", "nascondo"},
		{"sends", "schickt", "envoie", "manda", "invia", "mandou"},
	}
	for _, words := range same {
		c := conceptOf(words[0], anyLanguage)
		if c == 0 {
			t.Errorf("%q has no concept", words[0])
			continue
		}
		for _, w := range words[1:] {
			if got := conceptOf(w, anyLanguage); got != c {
				t.Errorf("conceptOf(%q) = %s, want %s (that of %q)", w, conceptNames[got], conceptNames[c], words[0])
			}
		}
	}
	for _, w := range []string{"tuerie", "deadline", "the", "lecture", "a", ""} {
		if c := conceptOf(w, anyLanguage); c != 0 && conceptNames[c] != "work" {
			t.Errorf("conceptOf(%q) = %s, want none", w, conceptNames[c])
		}
	}
	if got, foreign := conceptOf("etrangler", anyLanguage), conceptOf("etranger", anyLanguage); got == foreign {
		t.Errorf(`conceptOf("etrangler") = conceptOf("etranger") = %s: the longer stem must win`, conceptNames[got])
	}
	// Words that start as a stem of another meaning does: "intimidate" is
	// not "intimate", English "behind" is not German "behindert", and
	// Spanish "intimidad" (privacy) is not "intimidar".
	for _, pair := range [][2]string{{"intimidate", "intimate"}, {"behind", "behindert"}, {"intimidad", "intimidar"}} {
		if a, b := conceptOf(pair[0], anyLanguage), conceptOf(pair[1], anyLanguage); a == b {
			t.Errorf("conceptOf(%q) = conceptOf(%q) = %s", pair[0], pair[1], conceptNames[a])
		}
	}
	if got := conceptOf("deadline", anyLanguage); conceptNames[got] != "work" {
		t.Errorf(`conceptOf("deadline", anyLanguage) = %s, want work (its exact entry, not the stem "dead")`, conceptNames[got])
	}
	for _, w := range []string{"cortarme", "tagliarmi", "ammazzarmi"} {
		if !reflexiveFirst(w) {
			t.Errorf("reflexiveFirst(%q) = false", w)
		}
	}
	for _, w := range []string{"alarme", "forme", "fermi", "enorme"} {
		if reflexiveFirst(w) {
			t.Errorf("reflexiveFirst(%q) = true", w)
		}
	}
}

// TestConceptOfLanguage checks that an entry of some languages holds in
// a text of those languages and of no known language, and not in a text
// of another: German "die" (the) and "tue" (do) are not "die" and "kill",
// Italian "alle" (at the) is not "everyone", French "car" (because) is
// not a car, Portuguese "tá" (is) is not "your".
func TestConceptOfLanguage(t *testing.T) {
	for _, tt := range []struct {
		word, concept, in, notIn string
	}{
		{"die", "die", LanguageEnglish, LanguageGerman},
		{"tue", "kill", LanguageFrench, LanguageGerman},
		{"alle", "everyone", LanguageGerman, LanguageItalian},
		{"car", "car", LanguageEnglish, LanguageFrench},
		{"ta", "second", LanguageFrench, LanguagePortuguese},
		{"guardando", "hoard", LanguageSpanish, LanguageItalian},
	} {
		for _, lang := range []string{tt.in, ""} {
			if got := conceptOf(tt.word, languageSetOf(lang)); conceptNames[got] != tt.concept {
				t.Errorf("conceptOf(%q) in %q = %s, want %s", tt.word, lang, conceptNames[got], tt.concept)
			}
		}
		if got := conceptOf(tt.word, languageSetOf(tt.notIn)); got != 0 {
			t.Errorf("conceptOf(%q) in %q = %s, want none", tt.word, tt.notIn, conceptNames[got])
		}
	}
}
