package analysis

import (
	"bytes"
	"maps"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// A phrase rule is written as space-separated slots; each slot lists
// alternatives separated by "|", and an alternative of several words joins
// them with "_" ("going_to"). An alternative word ending in "*" matches
// every word that starts with it ("umbring*": "umbringen", "umbringe"); in
// the first slot such a stem has at least stemKey bytes. A slot starting
// with "?" is optional, and a slot "~n" skips up to n words ("will ~2
// umbringen": "will mich umbringen", "will mich heute umbringen"), never a
// negator or the end of a clause. Three special slots guard the match:
// "^a|b" as the first slot means the words before the match must not be a
// or b; "=a|b" as the first slot means they must be a or b, where "." (a
// clauseBreak) also stands for the start of the text ("=.|que": the match
// starts a clause or follows "que", as a threat with no subject named
// before its pronoun does); and "!a|b" as the last slot means the words
// after it must not be a or b. A guard's alternative of several words
// ("!the_gun", "^such_a") is compared with as many words: those just
// after the match for "!", those just before it for "^" and "=". "!"
// looks after the first match found from a start, where a gap skips as
// few words as it can and an optional slot is taken when it matches, and
// a guarded match is dropped, not tried shorter: "me corto ?de_nuevo
// !con" drops "me corto de nuevo con el papel" though "me corto" alone
// is followed by "de".
// Matching is on the words of matchWords: lower-cased, accents folded
// ("é" is "e", "ß" is "ss"), apostrophes kept inside a word ("i'll") but
// French and Italian elisions split off ("j'ai" is "j ai", "l'arma" is "l
// arma"), and a clauseBreak word for each end of a clause. A rule's words
// are written in that form ("todlich", not "tödlich"; "co_workers", not
// "co-workers", which matchWords reads as two words): a word written
// otherwise never matches, and TestPhraseWordsAsMatched fails on it.
//
// A match is skipped when one of the two words before it in its clause is
// a negator, in any of the languages of the rules ("I would never hurt
// you", "I don't want to die", "je ne veux pas mourir", "no quiero
// morir"); in a Portuguese text "no" is "in the" ("no trabalho"), and in
// a French one "personne" "a person" ("une personne me suit"), not a
// negator (negatorsOf).

// phraseRule is one compiled rule.
type phraseRule struct {
	category  string
	weight    float64
	support   bool // counts only when a non-support rule of the category fired
	slots     []slot
	notAfter  *guard // the words before the match must not be one of these
	onlyAfter *guard // unless nil, the words before the match must be one of these
	notNext   *guard // the words after the match must not be one of these
	untrained bool   // written since the concern classifier was trained (concernRulesUntrained)
	// harmByOthers marks a passage of concernHarmByOthers, which tells
	// harm done to the writer by another person: not a rule, it counts
	// nothing itself.
	harmByOthers bool
	// idiom marks a passage of concernIdioms, in which a trained rule of
	// its category reads an idiom: not a rule, it counts nothing itself.
	idiom bool
	// resolved marks a passage of concernResolved, which tells a hazard
	// as fixed or as a false alarm: not a rule, it counts nothing itself.
	resolved bool
	// needs holds, for each slot after the first that every match fills
	// (neither optional nor a gap, and without stems), the numbers
	// (phraseSet.vocab) of the first words of its alternatives, the slot
	// of the fewest alternatives first: the rule can only match a text
	// that holds one of the words of each. It is nil when no slot
	// qualifies.
	needs [][]int32
}

// guard is the list of a guard slot ("^", "=" or "!"): its one-word
// alternatives in a set, its alternatives of several words in order.
type guard struct {
	words map[string]bool
	seqs  [][]string
}

// compileSlot compiles the alternatives of a slot of the rule pattern,
// its "?" cut off: a slot with alts and, beyond indexedAlts alternatives,
// their index.
func compileSlot(f, pattern string) slot {
	var s slot
	// The words of all alternatives share one backing array.
	n := strings.Count(f, "|") + strings.Count(f, "_") + 1
	words := slices.AppendSeq(make([]string, 0, n), strings.FieldsFuncSeq(f, func(r rune) bool { return r == '|' || r == '_' }))
	if len(words) != n {
		panic("analysis: empty word in phrase rule " + pattern)
	}
	s.alts = make([][]string, 0, strings.Count(f, "|")+1)
	for alt := range strings.SplitSeq(f, "|") {
		n := strings.Count(alt, "_") + 1
		s.alts, words = append(s.alts, words[:n:n]), words[n:]
	}
	if len(s.alts) > indexedAlts {
		s.index = indexAlts(s.alts)
	}
	return s
}

// altIndex indexes the alternatives of a slot by their first words, so
// that matchSlots tries only those that can match the next word, in the
// order of the slot's alternatives.
type altIndex struct {
	// byWord holds where the alternatives whose first word is a word (not
	// a stem) lie in order, by that word.
	byWord map[string]altSpan
	// order holds the indices of those alternatives, those of a word
	// together in ascending order.
	order []int32
	// stems holds the indices of the alternatives whose first word is a
	// stem, in ascending order.
	stems []int32
}

// altSpan is the part order[start:end] of an altIndex.
type altSpan struct{ start, end int32 }

// indexAlts returns the index of the alternatives alts of a slot.
func indexAlts(alts [][]string) *altIndex {
	x := &altIndex{order: make([]int32, 0, len(alts))}
	for k, alt := range alts {
		if strings.HasSuffix(alt[0], "*") {
			x.stems = append(x.stems, int32(k))
		} else {
			x.order = append(x.order, int32(k))
		}
	}
	x.stems = slices.Clip(x.stems)
	first := func(k int32) string { return alts[k][0] }
	slices.SortStableFunc(x.order, func(a, b int32) int { return strings.Compare(first(a), first(b)) })
	words := 0
	for i, k := range x.order {
		if i == 0 || first(k) != first(x.order[i-1]) {
			words++
		}
	}
	x.byWord = make(map[string]altSpan, words)
	for start := 0; start < len(x.order); {
		w := first(x.order[start])
		end := start + 1
		for end < len(x.order) && first(x.order[end]) == w {
			end++
		}
		x.byWord[w] = altSpan{int32(start), int32(end)}
		start = end
	}
	return x
}

// of returns the indices of the alternatives whose first word is w, in
// ascending order.
func (x *altIndex) of(w string) []int32 {
	sp := x.byWord[w]
	return x.order[sp.start:sp.end]
}

// compileGuard compiles the alternatives of a guard slot, the guard
// character cut off. An alternative of several words that seqs holds
// already is shared from it, and a new one added to it: the lists of
// different rules repeat many of the same idioms.
func compileGuard(alts, pattern string, seqs map[string][]string) *guard {
	n := 0 // the alternatives of several words
	for alt := range strings.SplitSeq(alts, "|") {
		if strings.Contains(alt, "_") {
			n++
		}
	}
	g := &guard{words: make(map[string]bool, strings.Count(alts, "|")+1-n), seqs: make([][]string, 0, n)}
	for alt := range strings.SplitSeq(alts, "|") {
		if !strings.Contains(alt, "_") {
			if alt == "" {
				panic("analysis: empty word in phrase rule " + pattern)
			}
			g.words[alt] = true
			continue
		}
		seq := compiled(seqs, alt, func() []string { return strings.Split(alt, "_") })
		if slices.Contains(seq, "") {
			panic("analysis: empty word in phrase rule " + pattern)
		}
		g.seqs = append(g.seqs, seq)
	}
	return g
}

// compiled returns the value of key in cache, built by build and stored
// the first time.
func compiled[K comparable, V any](cache map[K]V, key K, build func() V) V {
	v, ok := cache[key]
	if !ok {
		v = build()
		cache[key] = v
	}
	return v
}

// after reports whether one of g's alternatives is the words of words
// from position p on.
func (g *guard) after(words []string, p int) bool {
	if p < len(words) && g.words[words[p]] {
		return true
	}
	for _, seq := range g.seqs {
		if p+len(seq) <= len(words) && slices.Equal(words[p:p+len(seq)], seq) {
			return true
		}
	}
	return false
}

// before reports whether one of g's alternatives is the words of words
// just before position p; the start of the text counts as the word
// clauseBreak.
func (g *guard) before(words []string, p int) bool {
	if p == 0 {
		return g.words[clauseBreak]
	}
	if g.words[words[p-1]] {
		return true
	}
	for _, seq := range g.seqs {
		if p >= len(seq) && slices.Equal(words[p-len(seq):p], seq) {
			return true
		}
	}
	return false
}

type slot struct {
	alts [][]string
	// index indexes the alternatives of a slot of more than indexedAlts;
	// smaller slots are scanned.
	index    *altIndex
	optional bool
	gap      int // a "~n" slot: skip up to n words
}

// stemKey is the length of the keys of phraseSet.byStem: a stem in the first
// slot of a rule has at least stemKey bytes.
const stemKey = 4

// clauseBreak is the word that matchWords puts at the end of a clause; no
// rule matches across it.
const clauseBreak = "."

// phraseSet is a compiled list of rules indexed by the first word of their
// first slot, or for a stem by its first stemKey bytes; a rule whose
// first slot starts with several words ("me_queme") is indexed by its
// first two words, so that a frequent first word ("me") does not try it.
//
// The set keeps these indices (byFirst, byStem, byPair) and the numbers
// of the words the rules need (vocab) until its index is built: the index
// takes them over, so that they are not held twice.
type phraseSet struct {
	byFirst map[string][]*phraseRule
	byStem  map[string][]*phraseRule
	byPair  map[[2]string][]*phraseRule
	// rules are the rules of the set, in the order they were compiled.
	rules []*phraseRule
	// vocab numbers the words of the rules' need (indexNeeds).
	vocab map[string]int32
	// index returns the index that matchWith reads, built on its first
	// call (buildIndex).
	index func() *phraseIndex
}

// phraseIndex is the index of a phraseSet that matchWith reads.
type phraseIndex struct {
	// words is what byFirst and vocab hold for a word, and whether it is
	// the first of a pair of pairs or a key of a slot's index, so that
	// matchWith looks each word of a text up once.
	words map[string]*wordEntry
	// pairs is byPair.
	pairs map[[2]string][]*phraseRule
	// stems is byStem by the stemKey bytes of a key read as a number
	// (stemNumber), which is cheaper to look up than a string.
	stems map[uint32][]*phraseRule
	// vocabSize is the number of words of vocab.
	vocabSize int
}

// wordEntry is what a phraseSet holds for one word.
type wordEntry struct {
	first []*phraseRule // byFirst of the word
	id    int32         // its number in vocab, or -1
	// pairs reports whether the word is the first of a pair of byPair:
	// matchWith looks the pair up only then.
	pairs bool
	// inSlot reports whether the word is a key of the index of a slot of
	// a rule (altIndex.byWord): matchSlots looks it up there only then.
	inSlot bool
}

// buildIndex returns the index of ps (phraseIndex), which takes over
// byFirst, byStem, byPair and vocab: they are nil from then on.
func (ps *phraseSet) buildIndex() *phraseIndex {
	ix := &phraseIndex{words: make(map[string]*wordEntry, len(ps.byFirst)+len(ps.vocab)), pairs: ps.byPair,
		stems: make(map[uint32][]*phraseRule, len(ps.byStem)), vocabSize: len(ps.vocab)}
	var slab []wordEntry // the entries, allocated a thousand at a time
	entry := func(w string) *wordEntry {
		e := ix.words[w]
		if e == nil {
			if len(slab) == cap(slab) {
				slab = make([]wordEntry, 0, 1024)
			}
			slab = append(slab, wordEntry{id: -1})
			e = &slab[len(slab)-1]
			ix.words[w] = e
		}
		return e
	}
	for w, rules := range ps.byFirst {
		entry(w).first = rules
	}
	for pair := range ps.byPair {
		entry(pair[0]).pairs = true
	}
	for w, id := range ps.vocab {
		entry(w).id = id
	}
	for _, r := range ps.rules {
		for _, s := range r.slots {
			if s.index != nil {
				for w := range s.index.byWord {
					entry(w).inSlot = true
				}
			}
		}
	}
	for k, rules := range ps.byStem {
		ix.stems[stemNumber(k)] = rules
	}
	ps.byFirst, ps.byStem, ps.byPair, ps.vocab = nil, nil, nil, nil
	return ix
}

// stemNumber reads the first stemKey bytes of w (at least as long) as a
// number.
func stemNumber(w string) uint32 {
	return uint32(w[0]) | uint32(w[1])<<8 | uint32(w[2])<<16 | uint32(w[3])<<24
}

// ruleSpec is the source of one rule.
type ruleSpec struct {
	category string
	weight   float64
	pattern  string
	support  bool
}

// compilePhrases compiles the rules of specs.
func compilePhrases(specs []ruleSpec) *phraseSet {
	return compilePhraseGroups(phraseGroup{specs: specs})
}

// phraseGroup is a list of rules that compilePhraseGroups compiles with
// others into one set, each marked by mark unless it is nil.
type phraseGroup struct {
	specs []ruleSpec
	mark  func(*phraseRule)
}

// compilePhraseGroups compiles the rules of groups, in their order, into
// one set.
func compilePhraseGroups(groups ...phraseGroup) *phraseSet {
	n := 0
	for _, g := range groups {
		n += len(g.specs)
	}
	ps := &phraseSet{byFirst: map[string][]*phraseRule{}, byStem: map[string][]*phraseRule{}, byPair: map[[2]string][]*phraseRule{}, vocab: map[string]int32{},
		rules: make([]*phraseRule, 0, n)}
	c := newRuleCompiler()
	for _, g := range groups {
		for _, sp := range g.specs {
			r := c.compile(sp)
			if g.mark != nil {
				g.mark(r)
			}
			ps.rules = append(ps.rules, r)
			ps.indexFirst(r, sp.pattern)
		}
	}
	ps.indexNeeds()
	ps.index = sync.OnceValue(ps.buildIndex)
	return ps
}

// ruleCompiler compiles the rules of a phraseSet. Slots and guards are
// read only once compiled, and many rules share the same list (the
// people, the harm verbs, the idioms and negators guarded against) or the
// same alternatives: each list and each alternative of a guard is
// compiled once.
type ruleCompiler struct {
	guards map[string]*guard
	seqs   map[string][]string
	slots  map[string]slot
	// fields and buf hold the fields and the slots of the rule being
	// compiled, the same arrays for every rule.
	fields []string
	buf    []slot
}

func newRuleCompiler() *ruleCompiler {
	return &ruleCompiler{guards: map[string]*guard{}, seqs: map[string][]string{}, slots: map[string]slot{}}
}

// guard returns the guard of the list alts of a guard slot of pattern.
func (c *ruleCompiler) guard(alts, pattern string) *guard {
	return compiled(c.guards, alts, func() *guard { return compileGuard(alts, pattern, c.seqs) })
}

// compile compiles the rule of sp.
func (c *ruleCompiler) compile(sp ruleSpec) *phraseRule {
	r := &phraseRule{category: sp.category, weight: sp.weight, support: sp.support}
	c.fields = slices.AppendSeq(c.fields[:0], strings.FieldsSeq(sp.pattern))
	c.buf = c.buf[:0]
	for i, f := range c.fields {
		switch {
		case i == 0 && strings.HasPrefix(f, "^"):
			r.notAfter = c.guard(f[1:], sp.pattern)
			continue
		case i == 0 && strings.HasPrefix(f, "="):
			r.onlyAfter = c.guard(f[1:], sp.pattern)
			continue
		case i == len(c.fields)-1 && strings.HasPrefix(f, "!"):
			r.notNext = c.guard(f[1:], sp.pattern)
			continue
		}
		if n, ok := strings.CutPrefix(f, "~"); ok {
			gap, err := strconv.Atoi(n)
			if err != nil || gap < 1 || i == 0 {
				panic("analysis: bad gap in phrase rule " + sp.pattern)
			}
			c.buf = append(c.buf, slot{gap: gap})
			continue
		}
		f, optional := strings.CutPrefix(f, "?")
		s := compiled(c.slots, f, func() slot { return compileSlot(f, sp.pattern) })
		s.optional = optional
		c.buf = append(c.buf, s)
	}
	r.slots = slices.Clone(c.buf)
	if len(r.slots) == 0 || r.slots[0].optional || r.slots[len(r.slots)-1].gap > 0 {
		panic("analysis: bad phrase rule " + sp.pattern)
	}
	return r
}

// indexFirst indexes r, the last rule of ps, by the first words of the
// alternatives of its first slot (byFirst), their first two words
// (byPair) or their stems (byStem), once by each.
func (ps *phraseSet) indexFirst(r *phraseRule, pattern string) {
	for _, alt := range r.slots[0].alts {
		w := alt[0]
		if stem, ok := strings.CutSuffix(w, "*"); ok {
			if len(stem) < stemKey {
				panic("analysis: short stem in phrase rule " + pattern)
			}
			addLast(ps.byStem, stem[:stemKey], r)
		} else if len(alt) > 1 && !strings.HasSuffix(alt[1], "*") {
			addLast(ps.byPair, [2]string{w, alt[1]}, r)
		} else {
			addLast(ps.byFirst, w, r)
		}
	}
}

// addLast appends r to the rules of key in index unless it is the last
// of them already.
func addLast[K comparable](index map[K][]*phraseRule, key K, r *phraseRule) {
	if rules := index[key]; len(rules) == 0 || rules[len(rules)-1] != r {
		index[key] = append(rules, r)
	}
}

// indexNeeds sets the needs of each rule of ps, numbering their words in
// ps.vocab. The rules that share a slot share its numbers.
func (ps *phraseSet) indexNeeds() {
	ids := map[*[]string][]int32{} // by the first alternative of a slot
	var buf []int32
	for _, r := range ps.rules {
		var slotBuf [8]*slot
		slots := slotBuf[:0]
		for i := 1; i < len(r.slots); i++ {
			s := &r.slots[i]
			if s.gap > 0 || s.optional || slices.ContainsFunc(s.alts, func(alt []string) bool { return strings.HasSuffix(alt[0], "*") }) {
				continue
			}
			slots = append(slots, s)
		}
		// The slot of the fewest alternatives rules most texts out at
		// the first look.
		slices.SortStableFunc(slots, func(a, b *slot) int { return len(a.alts) - len(b.alts) })
		if len(slots) > 0 {
			r.needs = make([][]int32, len(slots))
		}
		for i, s := range slots {
			r.needs[i] = compiled(ids, &s.alts[0], func() []int32 {
				buf = ps.numberFirstWords(s, buf[:0])
				return slices.Clone(buf)
			})
		}
	}
}

// numberFirstWords appends to ids the numbers in ps.vocab of the first
// words of the alternatives of s, each once, numbering those it has not
// yet.
func (ps *phraseSet) numberFirstWords(s *slot, ids []int32) []int32 {
	for _, alt := range s.alts {
		id, ok := ps.vocab[alt[0]]
		if !ok {
			id = int32(len(ps.vocab))
			ps.vocab[alt[0]] = id
		}
		if !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
	}
	return ids
}

// wordBits is a set of the numbers of phraseSet.vocab.
type wordBits []uint64

// lookUp returns, in buf when it is large enough, the entry (ix.words)
// of each of words, nil for a word that has none, and the set of the
// numbers (vocab) of words, in bitBuf when it is large enough.
func (ix *phraseIndex) lookUp(words []string, buf []*wordEntry, bitBuf []uint64) ([]*wordEntry, wordBits) {
	n := (ix.vocabSize + 63) / 64
	bits := wordBits(bitBuf[:0])
	if n > cap(bitBuf) {
		bits = make(wordBits, n)
	} else {
		bits = bits[:n]
		clear(bits)
	}
	entries := buf[:0]
	for _, w := range words {
		e := ix.words[w]
		if e != nil && e.id >= 0 {
			bits[e.id/64] |= 1 << (e.id % 64)
		}
		entries = append(entries, e)
	}
	return entries, bits
}

// hasAll reports whether b holds one of the numbers of each of needs.
func (b wordBits) hasAll(needs [][]int32) bool {
	for _, ids := range needs {
		if !b.hasAny(ids) {
			return false
		}
	}
	return true
}

// hasAny reports whether b holds one of ids.
func (b wordBits) hasAny(ids []int32) bool {
	for _, id := range ids {
		if b[id/64]&(1<<(id%64)) != 0 {
			return true
		}
	}
	return false
}

func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Split(s, "|") {
		m[w] = true
	}
	return m
}

// phraseNegators cancel a match when they occur just before it, and stop
// a gap.
var phraseNegators = wordSet(
	// English.
	"not|never|no|don't|dont|didn't|didnt|won't|wont|wouldn't|wouldnt|isn't|isnt|wasn't|wasnt|" +
		"doesn't|doesnt|nobody|can't|cant|cannot|shouldn't|" +
		// German.
		"nicht|nie|niemals|kein|keine|keinen|keinem|niemand|" +
		// French ("n" is the elided "n'").
		"ne|n|jamais|personne|" +
		// Spanish, Italian, Portuguese.
		"nunca|jamas|nadie|non|mai|nessuno|nao|nem|ninguem")

// negatorsWithout returns phraseNegators without the words of not.
func negatorsWithout(not ...string) map[string]bool {
	m := maps.Clone(phraseNegators)
	for _, w := range not {
		delete(m, w)
	}
	return m
}

var (
	// portugueseNegators are phraseNegators in a Portuguese text, where
	// "no" is "in the" ("no refeitório"), not a negator.
	portugueseNegators = negatorsWithout("no")
	// frenchNegators are phraseNegators in a French text, where
	// "personne" is also "a person" ("une personne me suit"); as a
	// negator it comes with "ne" or "n'" ("personne ne m'aide"), which
	// cancel the match themselves.
	frenchNegators = negatorsWithout("personne")
)

// negatorsOf returns the negators of phrase matching in a text of lang.
func negatorsOf(lang string) map[string]bool {
	switch lang {
	case LanguagePortuguese:
		return portugueseNegators
	case LanguageFrench:
		return frenchNegators
	}
	return phraseNegators
}

// phraseMatch is one rule that fired, with the words it matched:
// words[start:end] of the words it was matched on.
type phraseMatch struct {
	rule       *phraseRule
	start, end int
}

// match returns the rules that fire on words, each rule at most once.
func (ps *phraseSet) match(words []string) []phraseMatch {
	return ps.matchWith(words, phraseNegators)
}

// matchWith is match with the negators of a language (negatorsOf).
func (ps *phraseSet) matchWith(words []string, negators map[string]bool) []phraseMatch {
	var out []phraseMatch
	var buf [256]uint64 // room for a vocab of 16,384 words
	var entryBuf [64]*wordEntry
	ix := ps.index()
	entries, present := ix.lookUp(words, entryBuf[:], buf[:])
	try := func(rules []*phraseRule, p int) {
		for _, r := range rules {
			if !present.hasAll(r.needs) || containsRule(out, r) {
				continue
			}
			if end := r.matchAt(words, entries, p, negators); end >= 0 {
				out = append(out, phraseMatch{rule: r, start: p, end: end})
			}
		}
	}
	for p, w := range words {
		if e := entries[p]; e != nil {
			try(e.first, p)
			if e.pairs && p+1 < len(words) {
				try(ix.pairs[[2]string{w, words[p+1]}], p)
			}
		}
		if len(w) >= stemKey {
			try(ix.stems[stemNumber(w)], p)
		}
	}
	return out
}

// matchFrom returns the first match of r, a rule of ps, that starts at
// position from of words or after it, if there is one. The words before
// from still guard it (a negator, "^" and "="), as in matchWith.
func (ps *phraseSet) matchFrom(words []string, negators map[string]bool, r *phraseRule, from int) (phraseMatch, bool) {
	var buf [256]uint64
	var entryBuf [64]*wordEntry
	entries, _ := ps.index().lookUp(words, entryBuf[:], buf[:])
	for p := from; p < len(words); p++ {
		if end := r.matchAt(words, entries, p, negators); end >= 0 {
			return phraseMatch{rule: r, start: p, end: end}, true
		}
	}
	return phraseMatch{}, false
}

// matchAt returns the end of the match of r that starts at position p of
// words, or -1: its guards and a negator in the two words before p (in
// its clause) let it start there, its slots match (entries are the
// entries of words, lookUp) and no word of notNext follows.
func (r *phraseRule) matchAt(words []string, entries []*wordEntry, p int, negators map[string]bool) int {
	if !r.mayFollow(words, p) {
		return -1
	}
	if (p > 0 && negators[words[p-1]]) || (p > 1 && words[p-1] != clauseBreak && negators[words[p-2]]) {
		return -1
	}
	end := matchSlots(r.slots, words, entries, p, negators)
	if end < 0 || (r.notNext != nil && r.notNext.after(words, end)) {
		return -1
	}
	return end
}

// mayFollow reports whether the guards of r on the words before a match
// (notAfter, onlyAfter) let it start at position p of words.
func (r *phraseRule) mayFollow(words []string, p int) bool {
	if r.notAfter != nil && p > 0 && r.notAfter.before(words, p) {
		return false
	}
	return r.onlyAfter == nil || r.onlyAfter.before(words, p)
}

// within reports whether m lies inside the words of o.
func (m phraseMatch) within(o phraseMatch) bool {
	return o.start <= m.start && m.end <= o.end
}

// overlaps reports whether m and o share a word.
func (m phraseMatch) overlaps(o phraseMatch) bool {
	return m.start < o.end && o.start < m.end
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
// end of the match, or -1; entries are the entries of words in the
// phraseSet of the slots (lookUp).
func matchSlots(slots []slot, words []string, entries []*wordEntry, p int, negators map[string]bool) int {
	if len(slots) == 0 {
		return p
	}
	s := &slots[0]
	if s.gap > 0 {
		for k := 0; k <= s.gap && p+k < len(words); k++ {
			if k > 0 && (words[p+k-1] == clauseBreak || negators[words[p+k-1]]) {
				break
			}
			if end := matchSlots(slots[1:], words, entries, p+k, negators); end >= 0 {
				return end
			}
		}
		return -1
	}
	if s.index == nil {
		for _, alt := range s.alts {
			if w := alt[0]; p < len(words) && w != words[p] && w[len(w)-1] != '*' {
				continue // a first word that is neither words[p] nor a stem cannot match
			}
			if end := matchAlt(slots, alt, words, entries, p, negators); end >= 0 {
				return end
			}
		}
	} else if p < len(words) {
		// The alternatives that may match words[p], in the order of alts:
		// those of its first word and the stems merged.
		var exact []int32
		if e := entries[p]; e != nil && e.inSlot {
			exact = s.index.of(words[p])
		}
		stems := s.index.stems
		for len(exact) > 0 || len(stems) > 0 {
			var k int32
			if len(stems) == 0 || (len(exact) > 0 && exact[0] < stems[0]) {
				k, exact = exact[0], exact[1:]
			} else {
				k, stems = stems[0], stems[1:]
			}
			if end := matchAlt(slots, s.alts[k], words, entries, p, negators); end >= 0 {
				return end
			}
		}
	}
	if s.optional {
		return matchSlots(slots[1:], words, entries, p, negators)
	}
	return -1
}

// matchAlt matches the alternative alt of slots[0] and then the other
// slots against words from position p and returns the end of the match,
// or -1.
func matchAlt(slots []slot, alt []string, words []string, entries []*wordEntry, p int, negators map[string]bool) int {
	if p+len(alt) > len(words) {
		return -1
	}
	for i, w := range alt {
		if !wordMatches(words[p+i], w) {
			return -1
		}
	}
	return matchSlots(slots[1:], words, entries, p+len(alt), negators)
}

// indexedAlts is the number of alternatives from which a slot is indexed
// by their first words (slot.index).
const indexedAlts = 8

// wordMatches reports whether word matches the alternative word w of a
// rule: equal, or starting with the stem of a w that ends in "*".
func wordMatches(word, w string) bool {
	if stem, ok := strings.CutSuffix(w, "*"); ok {
		return strings.HasPrefix(word, stem)
	}
	return word == w
}

// phraseWords splits text into lower-case words for phrase matching:
// letters and digits, with inner apostrophes (any style) kept as "'". A
// word already in that form is a substring of text, not a copy.
func phraseWords(text string, buf []string) []string {
	words, _ := scanWords(text, buf, nil, false)
	return words
}

// elisions are the French and Italian words that lose their vowel before
// an apostrophe ("j'ai", "l'arma", "dell'aula"); matchWords splits them off.
var elisions = wordSet("c|d|j|l|m|n|s|t|qu|jusqu|lorsqu|puisqu|un|dell|nell|all|dall|sull|quell|quest|tutt")

// matchWords splits text into the words that phrase rules match (see the
// top of this file): lower-cased, accents folded, elisions split off, and
// clauseBreak at the end of each clause. A word already in that form is a
// substring of text, not a copy.
func matchWords(text string, buf []string) []string {
	words, _ := scanWords(text, buf, nil, true)
	return words
}

// wordSpan locates a word of matchWordSpans in its text (text[Start:End]
// is the word as written; a clauseBreak has Start == End).
type wordSpan struct{ start, end int }

// matchWordSpans is matchWords that also appends to spans, unless it is
// nil, where each word is in text.
func matchWordSpans(text string, buf []string, spans []wordSpan) ([]string, []wordSpan) {
	return scanWords(text, buf, spans, true)
}

// scanWords splits text into words: those of matchWords with fold, those of
// phraseWords without (accents kept, no elision split, no clause breaks).
// It appends where each word is to spans unless spans is nil.
func scanWords(text string, buf []string, spans []wordSpan, fold bool) ([]string, []wordSpan) {
	words := buf[:0]
	withSpans := spans != nil
	var lower [64]byte
	b := lower[:0]   // the word being read, lower-cased (folded), once it is not verbatim
	start := -1      // its start in text, or -1 between words
	verbatim := true // whether text holds it as it is
	// The words that text does not hold as they are, one after the other,
	// become one string at the end, of which each is a part: copied is
	// where each goes in words and ends in it.
	var copiedBuf [256]byte
	var copiedAt [16]struct{ word, end int }
	copiedBytes, copied := copiedBuf[:0], copiedAt[:0]
	flush := func(end int) {
		if start < 0 {
			return
		}
		var w string
		if verbatim {
			w = strings.Trim(text[start:end], "'")
		} else if t := bytes.Trim(b, "'"); len(t) > 0 {
			copiedBytes = append(copiedBytes, t...)
			copied = append(copied, struct{ word, end int }{len(words), len(copiedBytes)})
			w = "'" // a stand-in until the end
		}
		if w != "" {
			words = append(words, w)
			if withSpans {
				spans = append(spans, wordSpan{start, end})
			}
		}
		start, b, verbatim = -1, b[:0], true
	}
	// endClause ends a word, and with fold the clause.
	endClause := func(i int) {
		flush(i)
		if n := len(words); fold && n > 0 && words[n-1] != clauseBreak {
			words = append(words, clauseBreak)
			if withSpans {
				spans = append(spans, wordSpan{i, i})
			}
		}
	}
	// spill starts the lower-cased copy of the word with its verbatim part.
	spill := func(i int) {
		if verbatim {
			b = append(b[:0], text[start:i]...)
			verbatim = false
		}
	}
	// apostrophe reads an apostrophe at i inside a word: with fold it
	// splits an elision off; otherwise it stays in the word as "'".
	apostrophe := func(i int, ascii bool) {
		if fold && (verbatim && elisions[text[start:i]] || !verbatim && elisions[string(b)]) {
			flush(i)
			return
		}
		if !ascii {
			spill(i)
		}
		if !verbatim {
			b = append(b, '\'')
		}
	}
	for i := 0; i < len(text); {
		c := text[i]
		if c < utf8.RuneSelf {
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
				apostrophe(i, true)
			case c == '.' || c == ',' || c == ';' || c == ':' || c == '!' || c == '?' || c == '\n':
				endClause(i)
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
			switch lr := unicode.ToLower(r); {
			case fold:
				spill(i)
				b = appendFolded(b, lr)
			case lr != r || !verbatim:
				spill(i)
				b = utf8.AppendRune(b, lr)
			}
		case fold && unicode.Is(unicode.Mn, r) && start >= 0:
			spill(i) // a combining accent: dropped
		case (r == '\u2019' || r == '\u2018') && start >= 0:
			apostrophe(i, false)
		case r == '\u2026' || r == '\u00bf' || r == '\u00a1':
			endClause(i)
		default:
			flush(i)
		}
		i += size
	}
	flush(len(text))
	if len(copied) > 0 {
		all, from := string(copiedBytes), 0
		for _, c := range copied {
			words[c.word], from = all[from:c.end], c.end
		}
	}
	return words, spans
}

// appendFolded appends the lower-case letter r to b without its accent.
func appendFolded(b []byte, r rune) []byte {
	switch r {
	case 'à', 'á', 'â', 'ã', 'ä', 'å':
		return append(b, 'a')
	case 'ç':
		return append(b, 'c')
	case 'è', 'é', 'ê', 'ë':
		return append(b, 'e')
	case 'ì', 'í', 'î', 'ï':
		return append(b, 'i')
	case 'ñ':
		return append(b, 'n')
	case 'ò', 'ó', 'ô', 'õ', 'ö', 'ø':
		return append(b, 'o')
	case 'ù', 'ú', 'û', 'ü':
		return append(b, 'u')
	case 'ý', 'ÿ':
		return append(b, 'y')
	case 'ß':
		return append(b, "ss"...)
	case 'æ':
		return append(b, "ae"...)
	case 'œ':
		return append(b, "oe"...)
	}
	return utf8.AppendRune(b, r)
}
