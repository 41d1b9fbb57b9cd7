package analysis

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A phrase rule is written as space-separated slots; each slot lists
// alternatives separated by "|", and an alternative of several words joins
// them with "_" ("going_to"). A slot starting with "?" is optional. Two
// special slots guard the match: "^a|b" as the first slot means the word
// before the match must not be a or b, and "!a|b" as the last slot means
// the word after it must not be a or b. Matching is on lower-cased words
// with apostrophes kept ("i'll") and everything else split off.
//
// A match is skipped when one of the two words before it is a negator
// ("I would never hurt you", "I don't want to die").

// phraseRule is one compiled rule.
type phraseRule struct {
	category string
	weight   float64
	support  bool // counts only when a non-support rule of the category fired
	slots    []slot
	notAfter map[string]bool // the word before the match must not be one of these
	notNext  map[string]bool // the word after the match must not be one of these
}

type slot struct {
	alts     [][]string
	optional bool
}

// phraseSet is a compiled list of rules indexed by the first word of their
// first slot.
type phraseSet struct {
	byFirst map[string][]*phraseRule
}

// ruleSpec is the source of one rule.
type ruleSpec struct {
	category string
	weight   float64
	pattern  string
	support  bool
}

func compilePhrases(specs []ruleSpec) *phraseSet {
	ps := &phraseSet{byFirst: map[string][]*phraseRule{}}
	for _, sp := range specs {
		r := &phraseRule{category: sp.category, weight: sp.weight, support: sp.support}
		fields := strings.Fields(sp.pattern)
		for i, f := range fields {
			switch {
			case i == 0 && strings.HasPrefix(f, "^"):
				r.notAfter = wordSet(f[1:])
				continue
			case i == len(fields)-1 && strings.HasPrefix(f, "!"):
				r.notNext = wordSet(f[1:])
				continue
			}
			s := slot{}
			if strings.HasPrefix(f, "?") {
				s.optional = true
				f = f[1:]
			}
			for _, alt := range strings.Split(f, "|") {
				s.alts = append(s.alts, strings.Split(alt, "_"))
			}
			r.slots = append(r.slots, s)
		}
		if len(r.slots) == 0 || r.slots[0].optional {
			panic("analysis: bad phrase rule " + sp.pattern)
		}
		seen := map[string]bool{}
		for _, alt := range r.slots[0].alts {
			if !seen[alt[0]] {
				seen[alt[0]] = true
				ps.byFirst[alt[0]] = append(ps.byFirst[alt[0]], r)
			}
		}
	}
	return ps
}

func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Split(s, "|") {
		m[w] = true
	}
	return m
}

// phraseNegators cancel a match when they occur just before it.
var phraseNegators = map[string]bool{
	"not": true, "never": true, "no": true, "don't": true, "dont": true, "didn't": true,
	"didnt": true, "won't": true, "wont": true, "wouldn't": true, "wouldnt": true,
	"isn't": true, "isnt": true, "wasn't": true, "wasnt": true, "doesn't": true, "doesnt": true,
	"nobody": true, "can't": true, "cant": true, "cannot": true, "shouldn't": true,
}

// phraseMatch is one rule that fired, with the words that matched.
type phraseMatch struct {
	rule *phraseRule
	text string
}

// match returns the rules that fire on words, each rule at most once.
func (ps *phraseSet) match(words []string) []phraseMatch {
	var out []phraseMatch
	for p, w := range words {
		for _, r := range ps.byFirst[w] {
			if containsRule(out, r) {
				continue
			}
			if p > 0 && r.notAfter[words[p-1]] {
				continue
			}
			if (p > 0 && phraseNegators[words[p-1]]) || (p > 1 && phraseNegators[words[p-2]]) {
				continue
			}
			end := matchSlots(r.slots, words, p)
			if end < 0 || (end < len(words) && r.notNext[words[end]]) {
				continue
			}
			out = append(out, phraseMatch{rule: r, text: strings.Join(words[p:end], " ")})
		}
	}
	return out
}

func containsRule(ms []phraseMatch, r *phraseRule) bool {
	for _, m := range ms {
		if m.rule == r {
			return true
		}
	}
	return false
}

// matchSlots matches slots against words from position p and returns the
// end of the match, or -1.
func matchSlots(slots []slot, words []string, p int) int {
	if len(slots) == 0 {
		return p
	}
	s := slots[0]
	for _, alt := range s.alts {
		if p+len(alt) > len(words) {
			continue
		}
		ok := true
		for i, w := range alt {
			if words[p+i] != w {
				ok = false
				break
			}
		}
		if ok {
			if end := matchSlots(slots[1:], words, p+len(alt)); end >= 0 {
				return end
			}
		}
	}
	if s.optional {
		return matchSlots(slots[1:], words, p)
	}
	return -1
}

// phraseWords splits text into lower-case words for phrase matching:
// letters and digits, with inner apostrophes (any style) kept as "'". A
// word already in that form is a substring of text, not a copy.
func phraseWords(text string, buf []string) []string {
	words := buf[:0]
	var lower [64]byte
	b := lower[:0]   // the word being read, lower-cased, once it is not verbatim
	start := -1      // its start in text, or -1 between words
	verbatim := true // whether text holds it as it is
	flush := func(end int) {
		if start < 0 {
			return
		}
		w := text[start:end]
		if !verbatim {
			w = string(b)
		}
		words = append(words, strings.Trim(w, "'"))
		start, b, verbatim = -1, b[:0], true
	}
	// spill starts the lower-cased copy of the word with its verbatim part.
	spill := func(i int) {
		if verbatim {
			b = append(b[:0], text[start:i]...)
			verbatim = false
		}
	}
	for i := 0; i < len(text); {
		if c := text[i]; c < utf8.RuneSelf {
			switch {
			case 'a' <= c && c <= 'z' || '0' <= c && c <= '9':
				if start < 0 {
					start = i
				}
				if !verbatim {
					b = append(b, c)
				}
			case 'A' <= c && c <= 'Z':
				if start < 0 {
					start = i
				}
				spill(i)
				b = append(b, c+'a'-'A')
			case c == '\'' && start >= 0:
				if !verbatim {
					b = append(b, c)
				}
			default:
				flush(i)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(text[i:])
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if start < 0 {
				start = i
			}
			if lr := unicode.ToLower(r); lr != r || !verbatim {
				spill(i)
				b = utf8.AppendRune(b, lr)
			}
		case (r == '\u2019' || r == '\u2018') && start >= 0:
			spill(i)
			b = append(b, '\'')
		default:
			flush(i)
		}
		i += size
	}
	flush(len(text))
	return words
}
