package analysis

import (
	"slices"
	"strings"
	"testing"
)

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

// TestPhraseGuardSequences checks guard alternatives of several words:
// "!" compares them with the words after the match, "^" and "=" with the
// words before it, and a one-word alternative of the same guard still
// counts alone.
func TestPhraseGuardSequences(t *testing.T) {
	ps := compilePhrases([]ruleSpec{
		{CategoryThreats, 0.9, "jump !the_gun|the_queue|ship", false},
		{CategoryThreats, 0.9, "^such_a|the bomb", false},
		{CategoryThreats, 0.9, "=he_said|she kill_me", false},
	})
	for text, want := range map[string][]string{
		"I will jump the gun.":         nil,
		"They jump the queue.":         nil,
		"We jump ship.":                nil,
		"I will jump the wall.":        {"jump"},
		"I will jump.":                 {"jump"},
		"It was such a bomb.":          nil,
		"It was the bomb.":             nil,
		"There is a bomb.":             {"bomb"},
		"Bomb in the hall.":            {"bomb"},
		"Such bomb.":                   {"bomb"},
		"And he said kill me.":         {"kill me"},
		"She kill me.":                 {"kill me"},
		"They said kill me.":           nil,
		"Kill me.":                     nil,
		"He kill me, and said kill me": nil,
	} {
		var got []string
		words := matchWords(text, nil)
		for _, m := range ps.match(words) {
			got = append(got, strings.Join(words[m.start:m.end], " "))
		}
		if !slices.Equal(got, want) {
			t.Errorf("match(%q) = %q, want %q", text, got, want)
		}
	}
}

// TestPhraseGuardEmptyWord checks that a guard alternative with an empty
// word panics when the rule compiles.
func TestPhraseGuardEmptyWord(t *testing.T) {
	for _, pattern := range []string{"kill !the_", "^a||b kill", "=_me kill"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("compilePhrases(%q) did not panic", pattern)
				}
			}()
			compilePhrases([]ruleSpec{{CategoryThreats, 0.9, pattern, false}})
		}()
	}
}
