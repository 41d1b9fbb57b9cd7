package analysis

import (
	"path/filepath"
	"slices"
	"testing"
)

// TestPhraseNeed checks the words a rule needs first (phraseRule.needs):
// the slot after the first with the fewest alternatives that every match
// fills, never an optional slot, a gap or a slot with a stem.
func TestPhraseNeed(t *testing.T) {
	ps := compilePhrases([]ruleSpec{
		{CategoryThreats, 0.9, "i will|shall|must ~2 hurt|harm you|him", false},
		{CategoryThreats, 0.9, "i ?really hurt*", false},
	})
	needs := map[string][]string{}
	for _, r := range ps.byFirst["i"] {
		var words []string
		for w, id := range ps.vocab {
			if len(r.needs) > 0 && slices.Contains(r.needs[0], id) {
				words = append(words, w)
			}
		}
		slices.Sort(words)
		needs[r.slots[len(r.slots)-1].alts[0][0]] = words
	}
	if got := needs["you"]; !slices.Equal(got, []string{"harm", "hurt"}) && !slices.Equal(got, []string{"him", "you"}) {
		t.Errorf("need of the first rule = %v, want a slot of two alternatives", got)
	}
	if got := needs["hurt*"]; got != nil {
		t.Errorf("need of the rule of an optional slot and a stem = %v, want none", got)
	}
	for text, want := range map[string]int{
		"I will really hurt you.": 1,
		"I really hurt myself.":   1,
		"I hurt myself.":          1,
		"I will see you.":         0,
	} {
		if got := len(ps.match(matchWords(text, nil))); got != want {
			t.Errorf("match(%q): %d rules, want %d", text, got, want)
		}
	}
}

// TestPhraseNeedKeepsMatches checks that the words the concern rules need
// only spare work: on every text of the evaluation sets, the rules match
// as they do with no need at all.
func TestPhraseNeedKeepsMatches(t *testing.T) {
	with, without := compileConcernRules(), compileConcernRules()
	for _, r := range without.rules {
		r.needs = nil
	}
	same := func(a, b phraseMatch) bool {
		return a.start == b.start && a.end == b.end && a.rule.category == b.rule.category && a.rule.weight == b.rule.weight
	}
	for _, lang := range evalLanguages {
		for i, r := range readLabelled(t, filepath.Join("testdata", "concern", lang+".tsv")) {
			words, negators := matchWords(r.text, nil), negatorsOf(lang)
			if a, b := with.matchWith(words, negators), without.matchWith(words, negators); !slices.EqualFunc(a, b, same) {
				t.Errorf("%s line %d: %d matches with the words rules need, %d without", lang, i+1, len(a), len(b))
			}
		}
	}
}

// TestPhraseMatchFrom checks that matchFrom finds a rule's first match from
// a position on, with the words before that position still guarding it: a
// negator just before it stops it, and a word that "=" asks for lets it
// start there.
func TestPhraseMatchFrom(t *testing.T) {
	ps := compilePhrases([]ruleSpec{
		{CategoryThreats, 0.9, "kill ~1 you", false},
		{CategoryThreats, 0.9, "=i|we hurt you", false},
	})
	kill, hurt := ps.rules[0], ps.rules[1]
	for _, c := range []struct {
		text       string
		rule       *phraseRule
		from       int
		start, end int // start -1: no match
	}{
		{"i kill you and i kill you", kill, 1, 1, 3},
		{"i kill you and i kill you", kill, 2, 5, 7},
		{"i kill you and i kill you", kill, 6, -1, 0},
		{"i would never kill you", kill, 3, -1, 0},
		{"i would never kill you and then kill you", kill, 3, 7, 9},
		{"you know i hurt you", hurt, 3, 3, 5},
		{"you know they hurt you", hurt, 3, -1, 0},
	} {
		words := matchWords(c.text, nil)
		m, ok := ps.matchFrom(words, phraseNegators, c.rule, c.from)
		switch {
		case c.start < 0 && ok:
			t.Errorf("matchFrom(%q, %d) = %d:%d, want no match", c.text, c.from, m.start, m.end)
		case c.start >= 0 && (!ok || m.start != c.start || m.end != c.end || m.rule != c.rule):
			t.Errorf("matchFrom(%q, %d) = %d:%d %v, want %d:%d", c.text, c.from, m.start, m.end, ok, c.start, c.end)
		}
	}
}
