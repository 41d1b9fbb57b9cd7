package analysis

import "testing"

// TestPhraseOnlyAfter checks the "=a|b" guard of a rule's first slot: the
// word before the match must be one of a or b, and "." also admits the
// start of the text and of a clause.
func TestPhraseOnlyAfter(t *testing.T) {
	ps := compilePhrases([]ruleSpec{{CategoryThreats, 0.9, "=.|y|el me va_a matar", false}})
	for text, want := range map[string]bool{
		"Me va a matar.":                 true,
		"Lo sé. Me va a matar.":          true,
		"Y me va a matar si vuelve.":     true,
		"Dice que él me va a matar.":     true,
		"Mi padre me va a matar.":        false,
		"La resaca me va a matar.":       false,
		"Mi madre siempre me va a matar": false,
	} {
		if got := len(ps.match(matchWords(text, nil))) > 0; got != want {
			t.Errorf("match(%q) = %v, want %v", text, got, want)
		}
	}
}
