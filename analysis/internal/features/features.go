package features

import "math"

// Config selects the features. It is stored in the weights file so that
// inference always featurises the way training did.
type Config struct {
	// Bits is the log2 of the number of hash buckets.
	Bits uint8
	// CharMin and CharMax bound the character n-grams taken from words
	// (with a leading and trailing space); CharMax 0 disables them.
	CharMin, CharMax uint8
	// Bigrams enables word bigrams within a clause.
	Bigrams bool
	// NegScope is the number of words after a negator that are marked as
	// negated (the scope also ends at punctuation and at "but").
	NegScope uint8
	// ButClause adds a second copy of the words after a contrast word
	// ("but", "however", ...), which usually carry the writer's verdict.
	ButClause bool
	// NegChars puts the character n-grams of negated words in their own
	// namespace.
	NegChars bool
	// CharWeight scales character n-gram features relative to word features.
	CharWeight float32
	// WordNorm is the exponent p of the word feature value 1/n^p, where n
	// is the number of word-level features: 0.5 is L2-normalisation, 0 keeps
	// raw counts (so that more sentiment words mean a stronger verdict).
	// Character n-grams are always L2-normalised as a group.
	WordNorm float32
	// Lexicon enables the dense lexicon features (see Lexicon).
	Lexicon bool
}

// DefaultConfig is the feature configuration of the shipped model.
func DefaultConfig() Config {
	return Config{Bits: 20, CharMin: 3, CharMax: 5, Bigrams: true, NegScope: 4, ButClause: true, NegChars: true, CharWeight: 0.5, WordNorm: 0.5, Lexicon: true}
}

// Feature is one hashed feature of a text.
type Feature struct {
	// Index is the hash bucket.
	Index uint32
	// Value is the feature value after normalisation.
	Value float32
	// Tok is the first token the feature came from; for whole-text
	// features it is the negated Group. Span is the number of tokens it
	// covers: 1 for word features, 2 for bigrams, and 0 for character
	// n-grams and whole-text features.
	Tok  int16
	Span int8
}

// Deep reports whether f feeds the hidden layer of a model that has one:
// the whole-text features do (the lexicon score bins, counts of
// punctuation, capitals, emoticons, the length, a contrast), so that the
// model can combine them non-linearly; word, bigram and character n-gram
// features only feed the linear part (in the hidden layer too, their
// embeddings overfit the training sources).
func (f Feature) Deep() bool { return f.Tok < 0 }

// Extractor featurises texts. It keeps scratch buffers between calls and
// is therefore not safe for concurrent use; pool one per goroutine.
type Extractor struct {
	cfg   Config
	lex   Lexicon
	mask  uint32
	toks  []Token
	buf   []byte
	pad   []byte
	hs    []uint32 // hashes of the character n-grams at each start of pad
	feats []Feature

	lastCompound float32
}

// NewExtractor returns an extractor for cfg. lex may be nil when
// cfg.Lexicon is false.
func NewExtractor(cfg Config, lex Lexicon) *Extractor {
	return &Extractor{
		cfg:   cfg,
		lex:   lex,
		mask:  uint32(1)<<cfg.Bits - 1,
		toks:  make([]Token, 0, 64),
		buf:   make([]byte, 0, 512),
		pad:   make([]byte, 0, 64),
		hs:    make([]uint32, 0, 64),
		feats: make([]Feature, 0, 512),
	}
}

// Config returns the extractor's configuration.
func (e *Extractor) Config() Config { return e.cfg }

// Tokens returns the tokens of the last extracted text. The slice is
// reused by the next call.
func (e *Extractor) Tokens() []Token { return e.toks }

// Norm returns the normalised text of token t of the last extracted text.
// The slice shares the extractor's buffer, which the next call overwrites.
func (e *Extractor) Norm(t Token) []byte { return e.buf[t.normStart:t.normEnd] }

const (
	fnvOffset = 2166136261
	fnvPrime  = 16777619
)

func hashBytes(ns byte, b []byte) uint32 {
	h := uint32(fnvOffset)
	h ^= uint32(ns)
	h *= fnvPrime
	for _, c := range b {
		h ^= uint32(c)
		h *= fnvPrime
	}
	return h
}

func hashString(ns byte, s string) uint32 {
	h := uint32(fnvOffset)
	h ^= uint32(ns)
	h *= fnvPrime
	for i := 0; i < len(s); i++ {
		h ^= uint32(s[i])
		h *= fnvPrime
	}
	return h
}

// mix combines two hashes into a new one (for bigrams and namespaces).
func mix(ns byte, a, b uint32) uint32 {
	h := uint64(a)*0x9E3779B97F4A7C15 ^ uint64(b)*0xC2B2AE3D27D4EB4F ^ uint64(ns)*0x165667B19E3779F9
	h ^= h >> 29
	h *= 0xBF58476D1CE4E5B9
	h ^= h >> 32
	return uint32(h)
}

// isNegator reports whether the word w starts a negation scope ("not",
// "never", "didn't", "without", ...). Every word of every text is looked
// up: a switch compares lengths and bytes without hashing the word.
func isNegator(w []byte) bool {
	if len(w) > 3 && string(w[len(w)-3:]) == "n't" {
		return true
	}
	switch string(w) {
	case "not", "no", "never", "nothing", "nobody", "none", "nowhere", "neither", "nor", "cannot",
		"without", "hardly", "barely", "scarcely", "dont", "cant", "wont", "isnt", "didnt", "doesnt",
		"wasnt", "aint", "couldnt", "wouldnt", "shouldnt", "havent", "hasnt", "arent", "werent", "nt",
		"lack", "lacks", "lacking":
		return true
	}
	return false
}

// isContrast reports whether the word w ends a negation scope and starts
// the clause that carries the verdict ("but", "however", ...).
func isContrast(w []byte) bool {
	switch string(w) {
	case "but", "however", "although", "though", "yet", "except":
		return true
	}
	return false
}

// Extract featurises text and returns its features; the slice is reused by
// the next call. Feature values are L2-normalised.
func (e *Extractor) Extract(text string) []Feature {
	e.tokenize(text)
	e.feats = e.feats[:0]
	cfg := e.cfg

	// Negation scopes and token hashes.
	scope := 0
	afterBut := false
	caps, elong, excl, quest, emoPos, emoNeg, words := 0, 0, 0, 0, 0, 0, 0
	for i := range e.toks {
		t := &e.toks[i]
		norm := e.buf[t.normStart:t.normEnd]
		switch t.Kind {
		case Word:
			words++
			if t.Caps {
				caps++
			}
			if t.Elongated {
				elong++
			}
			t.contrast = isContrast(norm)
			if t.contrast {
				scope = 0
				afterBut = true
			} else if isNegator(norm) {
				scope = int(cfg.NegScope)
			} else if scope > 0 {
				t.Negated = true
				scope--
			}
		case Break, Punct:
			scope = 0
			if t.Kind == Punct {
				if norm[0] == '!' {
					excl++
				} else {
					quest++
				}
			}
		case Emoticon:
			if t.Polarity > 0 {
				emoPos++
			} else if t.Polarity < 0 {
				emoNeg++
			}
		}
		ns := byte('u')
		if t.Negated {
			ns = 'n'
		}
		t.hash = hashBytes(ns, norm)
		e.add(t.hash, 1, i, 1)
		if afterBut && cfg.ButClause && t.Kind == Word && !t.contrast {
			e.add(mix('a', t.hash, 0), 1, i, 1)
		}
	}

	// Bigrams within clauses (unmarked by negation so that "not good" is one feature).
	if cfg.Bigrams {
		prev := uint32(0)
		prevIdx := -1
		for i := range e.toks {
			t := &e.toks[i]
			if t.Kind == Break {
				prevIdx = -1
				continue
			}
			h := hashBytes('u', e.buf[t.normStart:t.normEnd])
			if prevIdx >= 0 {
				e.add(mix('b', prev, h), 1, prevIdx, 2)
			}
			prev, prevIdx = h, i
		}
	}

	nWord := len(e.feats)

	// Character n-grams of words.
	if cfg.CharMax > 0 {
		for i := range e.toks {
			t := &e.toks[i]
			if t.Kind != Word {
				continue
			}
			ns := byte('c')
			if t.Negated && cfg.NegChars {
				ns = 'C'
			}
			e.pad = append(e.pad[:0], ' ')
			e.pad = append(e.pad, e.buf[t.normStart:t.normEnd]...)
			e.pad = append(e.pad, ' ')
			// The hash of an n-gram continues that of the (n-1)-gram at
			// the same start by one byte.
			e.hs = e.hs[:0]
			for s := 0; s+int(cfg.CharMin) <= len(e.pad); s++ {
				e.hs = append(e.hs, hashBytes(ns, e.pad[s:s+int(cfg.CharMin)]))
			}
			for n := int(cfg.CharMin); n <= int(cfg.CharMax); n++ {
				for s := 0; s+n <= len(e.pad); s++ {
					if n > int(cfg.CharMin) {
						e.hs[s] = (e.hs[s] ^ uint32(e.pad[s+n-1])) * fnvPrime
					}
					if n == len(e.pad) && n > int(cfg.CharMin) {
						break // the whole padded word is already a unigram
					}
					e.add(e.hs[s], 1, i, 0)
				}
			}
		}
	}

	nChar := len(e.feats)

	// Global features.
	e.global("len", bucket(words))
	if caps > 0 {
		e.global("caps", bucket(caps))
	}
	if elong > 0 {
		e.global("elong", 1)
	}
	if excl > 0 {
		e.global("excl", bucket(excl))
	}
	if quest > 0 {
		e.global("quest", bucket(quest))
	}
	if emoPos > 0 {
		e.global("emo+", bucket(emoPos))
	}
	if emoNeg > 0 {
		e.global("emo-", bucket(emoNeg))
	}
	if afterBut {
		e.global("but", 1)
	}
	if cfg.Lexicon && e.lex != nil {
		e.lexiconFeatures()
	}

	if nWord > 0 {
		v := float32(math.Pow(float64(nWord), -float64(cfg.WordNorm)))
		for i := range e.feats[:nWord] {
			e.feats[i].Value = v
		}
	}
	if nChar > nWord {
		// All character n-grams carry the same value, so their L2 norm is
		// CharWeight * sqrt(count).
		v := cfg.CharWeight / float32(math.Sqrt(float64(nChar-nWord)))
		for i := nWord; i < nChar; i++ {
			e.feats[i].Value = v
		}
	}
	return e.feats
}

func (e *Extractor) add(h uint32, v float32, tok, span int) {
	e.feats = append(e.feats, Feature{Index: h & e.mask, Value: v, Tok: int16(min(tok, math.MaxInt16)), Span: int8(span)})
}

func (e *Extractor) global(name string, b int) {
	e.feats = append(e.feats, Feature{Index: mix('g', hashString('g', name), uint32(b)) & e.mask, Value: 1, Tok: -int16(groupOf(name))})
}

// Group identifies a family of whole-text features, for explanations.
type Group int

// Whole-text feature groups.
const (
	GroupOther     Group = 1 + iota
	GroupLexicon         // the lexicon score of the sentiment words
	GroupPunct           // exclamation and question marks
	GroupLength          // the length of the text
	GroupEmphasis        // capitals and elongated words
	GroupEmoticons       // emoticon polarity counts
	GroupContrast        // a contrast word such as "but"
)

func groupOf(name string) Group {
	switch {
	case len(name) >= 3 && (name[:3] == "lex" || name[:3] == "com"):
		return GroupLexicon
	case name == "excl" || name == "quest":
		return GroupPunct
	case name == "len":
		return GroupLength
	case name == "caps" || name == "elong":
		return GroupEmphasis
	case name == "emo+" || name == "emo-":
		return GroupEmoticons
	case name == "but":
		return GroupContrast
	}
	return GroupOther
}

// GroupOf returns the group of a whole-text feature, or 0 for a feature
// that comes from tokens.
func GroupOf(f Feature) Group {
	if f.Tok >= 0 {
		return 0
	}
	return Group(-f.Tok)
}

// bucket maps a count to a small logarithmic bucket.
func bucket(n int) int {
	switch {
	case n <= 1:
		return n
	case n <= 3:
		return 2
	case n <= 8:
		return 3
	case n <= 16:
		return 4
	case n <= 32:
		return 5
	}
	return 6
}
