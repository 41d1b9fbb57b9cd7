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
		c := conceptOf(words[0])
		if c == 0 {
			t.Errorf("%q has no concept", words[0])
			continue
		}
		for _, w := range words[1:] {
			if got := conceptOf(w); got != c {
				t.Errorf("conceptOf(%q) = %s, want %s (that of %q)", w, conceptNames[got], conceptNames[c], words[0])
			}
		}
	}
	for _, w := range []string{"tuerie", "deadline", "the", "lecture", "a", ""} {
		if c := conceptOf(w); c != 0 && conceptNames[c] != "work" {
			t.Errorf("conceptOf(%q) = %s, want none", w, conceptNames[c])
		}
	}
	if got, foreign := conceptOf("etrangler"), conceptOf("etranger"); got == foreign {
		t.Errorf(`conceptOf("etrangler") = conceptOf("etranger") = %s: the longer stem must win`, conceptNames[got])
	}
	// Words that start as a stem of another meaning does: "intimidate" is
	// not "intimate", English "behind" is not German "behindert", and
	// Spanish "intimidad" (privacy) is not "intimidar".
	for _, pair := range [][2]string{{"intimidate", "intimate"}, {"behind", "behindert"}, {"intimidad", "intimidar"}} {
		if a, b := conceptOf(pair[0]), conceptOf(pair[1]); a == b {
			t.Errorf("conceptOf(%q) = conceptOf(%q) = %s", pair[0], pair[1], conceptNames[a])
		}
	}
	if got := conceptOf("deadline"); conceptNames[got] != "work" {
		t.Errorf(`conceptOf("deadline") = %s, want work (its exact entry, not the stem "dead")`, conceptNames[got])
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
