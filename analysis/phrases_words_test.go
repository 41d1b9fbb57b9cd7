package analysis

import (
	"maps"
	"slices"
	"strings"
	"testing"
)

// TestPhraseWordsAsMatched checks that every word of every concern rule,
// idiom and proverb (its slots and guards) is written as matchWords gives
// it: lower-case and folded ("tödlich" is read "todlich", "espère"
// "espere"), so that no alternative is one that can never match.
func TestPhraseWordsAsMatched(t *testing.T) {
	for _, ps := range []*phraseSet{compileConcernRules(), compilePhrases(concernProverbs)} {
		for _, r := range ps.rules {
			var words []string
			for _, s := range r.slots {
				for _, alt := range s.alts {
					words = append(words, alt...)
				}
			}
			for _, g := range []*guard{r.notAfter, r.onlyAfter, r.notNext} {
				if g != nil {
					words = slices.AppendSeq(words, maps.Keys(g.words))
					for _, seq := range g.seqs {
						words = append(words, seq...)
					}
				}
			}
			for _, w := range words {
				w = strings.TrimSuffix(w, "*")
				if w == clauseBreak {
					continue
				}
				if got := matchWords(w, nil); len(got) != 1 || got[0] != w {
					t.Errorf("rule %s %v: the word %q is read as %q", r.category, r.slots[0].alts[0], w, got)
				}
			}
		}
	}
}
