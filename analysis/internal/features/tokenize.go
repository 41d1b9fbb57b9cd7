// Package features turns a text into the hashed sparse feature vector used
// by the local sentiment model. The same code runs at training time (the
// train command) and at inference time (package analysis), so the two can
// never disagree about how a text is featurised.
package features

import (
	"unicode"
	"unicode/utf8"
)

// Kind classifies a token.
type Kind uint8

// Token kinds.
const (
	Word     Kind = iota // letters, digits and inner apostrophes
	Emoticon             // a text emoticon such as ":)" or "<3"
	Emoji                // a pictographic character
	Punct                // "!" or "?"
	Break                // a clause boundary: . , ; : and the like
	Special              // <url>, <user>, <num>
)

// Token is one normalised token of a text.
type Token struct {
	// Start and End are byte offsets of the token in the original text.
	Start, End int
	// Norm locates the normalised (lower-cased, de-elongated) token text in
	// the extractor's buffer.
	normStart, normEnd int
	// Kind is the token's kind.
	Kind Kind
	// Negated marks tokens inside the scope of a negation.
	Negated bool
	// Caps marks words written in capitals (at least two letters).
	Caps bool
	// Elongated marks words with a letter repeated three times or more.
	Elongated bool
	// Polarity is +1 or -1 for emoticons with an obvious polarity.
	Polarity int8
	// Valence is the token's adjusted lexicon valence in the last text
	// (0 for tokens without one), for explanations.
	Valence float32
	hash    uint32
	// contrast marks a contrast word such as "but" (set by Extract).
	contrast bool
}

// emoticons lists text emoticons with their obvious polarity. Matching is
// case-sensitive and longest first.
var emoticons = []struct {
	s   string
	pol int8
}{
	{":-)", 1}, {":)", 1}, {":))", 1}, {":-]", 1}, {":]", 1}, {"=)", 1}, {":-D", 1}, {":D", 1},
	{";-)", 1}, {";)", 1}, {";D", 1}, {":P", 1}, {":-P", 1}, {":p", 1}, {":-p", 1}, {"xD", 1},
	{"XD", 1}, {"<3", 1}, {"^_^", 1}, {"^^", 1}, {":*", 1}, {":3", 1}, {"(:", 1}, {"8)", 1},
	{":-(", -1}, {":(", -1}, {":((", -1}, {":'(", -1}, {":-/", -1}, {":/", -1}, {"=(", -1},
	{":-[", -1}, {":[", -1}, {"</3", -1}, {"D:", -1}, {":|", -1}, {":-|", -1}, {"-_-", -1},
	{">:(", -1}, {":@", -1}, {"):", -1}, {":S", -1}, {":s", -1}, {"T_T", -1}, {";(", -1},
	{":o", 0}, {":O", 0}, {":-o", 0}, {":-O", 0},
}

// matchEmoticon returns the length and polarity of the longest emoticon at
// the start of s, or 0.
func matchEmoticon(s string) (int, int8) {
	if len(s) < 2 {
		return 0, 0
	}
	switch s[0] { // every emoticon starts with one of these
	case ':', ';', '=', '<', '^', '(', ')', '>', '-', '8', 'x', 'X', 'D', 'T':
	default:
		return 0, 0
	}
	best, pol := 0, int8(0)
	for _, e := range emoticons {
		if len(e.s) > best && len(s) >= len(e.s) && s[:len(e.s)] == e.s {
			// An emoticon must end at a boundary so that "xDD" or ":pass" do not match.
			if n := len(e.s); n < len(s) {
				r, _ := utf8.DecodeRuneInString(s[n:])
				if unicode.IsLetter(r) || unicode.IsDigit(r) {
					continue
				}
			}
			best, pol = len(e.s), e.pol
		}
	}
	return best, pol
}

// isEmoji reports whether r is a pictographic character.
func isEmoji(r rune) bool {
	switch {
	case r >= 0x1F300 && r <= 0x1FAFF, // pictographs, emoticons, transport, supplemental
		r >= 0x2600 && r <= 0x27BF,   // misc symbols, dingbats
		r >= 0x1F000 && r <= 0x1F2FF, // tiles, cards, enclosed
		r == 0x2B50, r == 0x2B55, r == 0x2764, r == 0x203C, r == 0x2049:
		return true
	}
	return false
}

// isIgnorableRune reports runes that only modify a neighbouring emoji.
func isIgnorableRune(r rune) bool {
	return r == 0xFE0F || r == 0xFE0E || r == 0x200D || (r >= 0x1F3FB && r <= 0x1F3FF)
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

func isApostrophe(r rune) bool { return r == '\'' || r == '\u2019' || r == '\u2018' || r == '`' }

// tokenize splits text into tokens, appending normalised token text to
// e.buf. It never allocates once the extractor's buffers have grown.
func (e *Extractor) tokenize(text string) {
	e.toks = e.toks[:0]
	e.buf = e.buf[:0]
	i := 0
	prevSpace := true
	for i < len(text) {
		r, size := utf8.DecodeRuneInString(text[i:])
		switch {
		case unicode.IsSpace(r):
			i += size
			prevSpace = true
			continue
		case r == '@' && i+1 < len(text) && isWordByte(text[i+1]):
			j := i + 1
			for j < len(text) && (isWordByte(text[j]) || text[j] == '_') {
				j++
			}
			e.addSpecial(i, j, "<user>")
			i = j
		case (r == 'h' || r == 'H' || r == 'w' || r == 'W') && hasURLPrefix(text[i:]):
			j := i
			for j < len(text) && text[j] != ' ' && text[j] != '\t' && text[j] != '\n' {
				j++
			}
			e.addSpecial(i, j, "<url>")
			i = j
		case isWordRune(r) && !(prevSpace && startsEmoticonLetter(text[i:])):
			i = e.addWord(text, i)
		case isEmoji(r):
			e.addRaw(i, i+size, Emoji, text[i:i+size])
			i += size
		case isIgnorableRune(r):
			i += size
		default:
			if n, pol := matchEmoticon(text[i:]); n > 0 && (prevSpace || !isWordRuneBefore(text, i)) {
				e.addRaw(i, i+n, Emoticon, text[i:i+n])
				e.toks[len(e.toks)-1].Polarity = pol
				i += n
				break
			}
			switch r {
			case '!', '?':
				e.addRaw(i, i+size, Punct, text[i:i+size])
			case '.', ',', ';', ':', '(', ')', '[', ']', '"', '\u201C', '\u201D', '-', '\u2013', '\u2014', '/', '|', '\u2026':
				e.addRaw(i, i+size, Break, text[i:i+size])
			}
			i += size
		}
		prevSpace = false
	}
}

// startsEmoticonLetter reports emoticons that begin with a letter, such as
// "xD" or "D:", so that they are not read as words.
func startsEmoticonLetter(s string) bool {
	n, _ := matchEmoticon(s)
	return n > 0
}

func isWordRuneBefore(text string, i int) bool {
	if i == 0 {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(text[:i])
	return isWordRune(r)
}

func isWordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

func hasURLPrefix(s string) bool {
	return hasFoldPrefix(s, "http://") || hasFoldPrefix(s, "https://") || hasFoldPrefix(s, "www.")
}

func hasFoldPrefix(s, p string) bool {
	if len(s) < len(p) {
		return false
	}
	for i := 0; i < len(p); i++ {
		c := s[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != p[i] {
			return false
		}
	}
	return true
}

func (e *Extractor) addSpecial(start, end int, norm string) {
	ns := len(e.buf)
	e.buf = append(e.buf, norm...)
	e.toks = append(e.toks, Token{Start: start, End: end, normStart: ns, normEnd: len(e.buf), Kind: Special})
}

func (e *Extractor) addRaw(start, end int, k Kind, norm string) {
	ns := len(e.buf)
	e.buf = append(e.buf, norm...)
	e.toks = append(e.toks, Token{Start: start, End: end, normStart: ns, normEnd: len(e.buf), Kind: k})
}

// addWord reads a word starting at i: letters and digits, with inner
// apostrophes kept ("don't"). The word is lower-cased and letters repeated
// three or more times are cut to two ("soooo" -> "soo"). Digit runs become
// "<num>".
func (e *Extractor) addWord(text string, i int) int {
	start := i
	ns := len(e.buf)
	var last rune = -1
	run := 0
	upper, letters := 0, 0
	elongated := false
	digits := true
loop:
	for i < len(text) {
		r, size := rune(text[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(text[i:])
		}
		if isApostrophe(r) {
			// Keep an apostrophe only between letters.
			if i+size < len(text) && letters > 0 {
				r2, _ := utf8.DecodeRuneInString(text[i+size:])
				if unicode.IsLetter(r2) {
					e.buf = append(e.buf, '\'')
					last, run = '\'', 1
					i += size
					continue
				}
			}
			break
		}
		lr := r // r lower-cased
		switch {
		case r >= utf8.RuneSelf:
			if !isWordRune(r) {
				break loop
			}
			if unicode.IsLetter(r) {
				letters++
				digits = false
				if unicode.IsUpper(r) {
					upper++
				}
			}
			lr = unicode.ToLower(r)
		case 'a' <= r && r <= 'z':
			letters++
			digits = false
		case 'A' <= r && r <= 'Z':
			letters++
			digits = false
			upper++
			lr = r + 'a' - 'A'
		case r < '0' || r > '9':
			break loop
		}
		if lr == last {
			run++
		} else {
			last, run = lr, 1
		}
		if run >= 3 {
			elongated = true
		} else {
			e.buf = utf8.AppendRune(e.buf, lr)
		}
		i += size
	}
	if digits {
		e.buf = append(e.buf[:ns], "<num>"...)
	}
	e.toks = append(e.toks, Token{
		Start: start, End: i, normStart: ns, normEnd: len(e.buf), Kind: Word,
		Caps: letters >= 2 && upper == letters, Elongated: elongated,
	})
	return i
}
