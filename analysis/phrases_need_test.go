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
