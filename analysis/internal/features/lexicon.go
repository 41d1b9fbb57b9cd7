package features

import "math"

// Lexicon maps the key of a normalised token (see Extractor.LexiconKey) to
// a prior valence in [-4, 4]. The model ships its lexicon inside the
// weights file; the lexicon only feeds a handful of dense features whose
// weights are learned like every other feature.
type Lexicon map[uint32]float32

// LexiconKey returns the lexicon key of a text that is exactly one word,
// emoticon or emoji. ok is false for anything else.
func (e *Extractor) LexiconKey(text string) (key uint32, ok bool) {
	e.tokenize(text)
	if len(e.toks) != 1 {
		return 0, false
	}
	t := e.toks[0]
	if t.Start != 0 || t.End != len(text) || (t.Kind != Word && t.Kind != Emoticon && t.Kind != Emoji) {
		return 0, false
	}
	if string(e.buf[t.normStart:t.normEnd]) == "<num>" {
		return 0, false
	}
	return hashBytes('u', e.buf[t.normStart:t.normEnd]), true
}

// intensifiers push the valence of a following sentiment word away from
// zero (positive values) or towards it (negative values).
var intensifiers = map[string]float32{
	"very": 0.3, "really": 0.3, "so": 0.3, "extremely": 0.3, "incredibly": 0.3, "totally": 0.3,
	"absolutely": 0.3, "completely": 0.3, "truly": 0.3, "super": 0.3, "highly": 0.3,
	"most": 0.3, "more": 0.3, "too": 0.3, "utterly": 0.3, "quite": 0.3, "fucking": 0.3,
	"especially": 0.3, "deeply": 0.3, "hugely": 0.3, "remarkably": 0.3, "seriously": 0.3,
	"particularly": 0.3, "thoroughly": 0.3, "freaking": 0.3, "hella": 0.3,
	"slightly": -0.3, "somewhat": -0.3, "kinda": -0.3, "sorta": -0.3, "bit": -0.3,
	"little": -0.3, "fairly": -0.3, "almost": -0.3, "barely": -0.3, "hardly": -0.3,
	"marginally": -0.3, "partly": -0.3, "less": -0.3, "occasionally": -0.3,
}

// compoundBins are the edges of the one-hot bins of the squashed lexicon
// score; the bins let the linear model learn that a score near zero means
// neutral.
var compoundBins = [...]float32{-0.75, -0.5, -0.3, -0.15, -0.05, 0.05, 0.15, 0.3, 0.5, 0.75}

// lexiconFeatures adds the dense lexicon features of the current tokens.
//
// Each sentiment word's prior valence is pushed away from zero by up to
// three preceding intensifiers (less for more distant ones) and by being
// written in capitals in a text that is not all capitals, pulled towards
// zero by dampeners, weighted by its position around a contrast word (half
// before "but", one and a half after), and reversed and shrunk inside a
// negation. The sum, strengthened by exclamation marks, is squashed to
// (-1, 1) and binned.
func (e *Extractor) lexiconFeatures() {
	e.lastCompound = 0
	for i := range e.toks {
		e.toks[i].Valence = 0
	}
	var sumPos, sumNeg, negPos, negNeg, maxV, minV, last float32
	var nPos, nNeg int
	afterBut := false
	beforeBut := e.hasContrast()
	allCaps := e.allCaps()
	for i := range e.toks {
		t := &e.toks[i]
		norm := e.buf[t.normStart:t.normEnd]
		if t.contrast {
			afterBut, beforeBut = true, false
			continue
		}
		if t.Kind != Word && t.Kind != Emoticon && t.Kind != Emoji {
			continue
		}
		key := t.hash // hashBytes('u', norm) unless the token is negated
		if t.Negated {
			key = hashBytes('u', norm)
		}
		v, ok := e.lex[key]
		if iv, isIdiom := e.idiom(i); isIdiom {
			v, ok = iv, true
		}
		if !ok || v == 0 {
			continue
		}
		if t.Kind == Word {
			if _, ok := intensifiers[string(norm)]; ok {
				continue // intensifiers modify their neighbour instead
			}
		}
		sign := float32(1)
		if v < 0 {
			sign = -1
		}
		if t.Caps && !allCaps {
			v += sign * 0.7
		}
		for d := 1; d <= 3 && i-d >= 0; d++ {
			p := e.toks[i-d]
			if p.Kind != Word {
				break
			}
			if b, ok := intensifiers[string(e.buf[p.normStart:p.normEnd])]; ok {
				f := b * (1 - 0.05*float32(d-1))
				if p.Caps && !allCaps {
					f *= 2
				}
				v += sign * f
			}
		}
		if afterBut {
			v *= 1.5
		} else if beforeBut {
			v *= 0.5
		}
		if t.Negated {
			if v > 0 {
				negPos += v
			} else {
				negNeg -= v
			}
			v *= -0.7
		}
		if v > 0 {
			sumPos += v
			nPos++
		} else if v < 0 {
			sumNeg -= v
			nNeg++
		}
		maxV = max(maxV, v)
		minV = min(minV, v)
		last = v
		t.Valence = v
	}
	score := sumPos - sumNeg
	if score != 0 {
		var excl, quest float32
		for _, t := range e.toks {
			if t.Kind == Punct {
				if e.buf[t.normStart] == '!' {
					excl++
				} else {
					quest++
				}
			}
		}
		emph := 0.29 * min(excl, 4)
		if quest > 1 {
			emph += min(0.18*quest, 0.96)
		}
		if score > 0 {
			score += emph
		} else {
			score -= emph
		}
	}
	compound := score / float32(math.Sqrt(float64(score*score+15)))
	e.lastCompound = compound
	b := 0
	for b < len(compoundBins) && compound > compoundBins[b] {
		b++
	}
	e.global("lexbin", b)
	if nPos+nNeg == 0 {
		e.global("lexnone", 1)
		return
	}
	e.dense("lex+", sumPos/4)
	e.dense("lex-", sumNeg/4)
	e.dense("lexn+", negPos/4)
	e.dense("lexn-", negNeg/4)
	e.dense("lexmax", maxV/4)
	e.dense("lexmin", minV/4)
	e.dense("lexlast", last/4)
	e.dense("lexcomp", compound)
	e.dense("lexcnt+", float32(math.Log1p(float64(nPos))))
	e.dense("lexcnt-", float32(math.Log1p(float64(nNeg))))
}

// allCaps reports whether every word of at least two letters is in capitals.
func (e *Extractor) allCaps() bool {
	n := 0
	for _, t := range e.toks {
		if t.Kind == Word && t.normEnd-t.normStart >= 2 {
			if !t.Caps {
				return false
			}
			n++
		}
	}
	return n > 0
}

func (e *Extractor) hasContrast() bool {
	for _, t := range e.toks {
		if t.contrast {
			return true
		}
	}
	return false
}

// dense adds a real-valued global feature.
func (e *Extractor) dense(name string, v float32) {
	if v == 0 {
		return
	}
	e.feats = append(e.feats, Feature{Index: hashString('d', name) & e.mask, Value: v, Tok: -int16(GroupLexicon)})
}

// Compound returns the squashed lexicon score of the last extracted text.
func (e *Extractor) Compound() float32 { return e.lastCompound }

// praiseVerbs read as praise when followed by "it": "you killed it",
// "nailed it", "smashing it".
var praiseVerbs = map[string]bool{
	"killed": true, "killing": true, "killin": true, "kills": true, "nailed": true, "nailing": true,
	"smashed": true, "smashing": true, "crushed": true, "crushing": true, "rocked": true,
	"rocking": true, "rockin": true, "aced": true, "slayed": true, "slaying": true, "owned": true,
}

// idiom returns the valence of token i when it starts an idiom whose
// meaning differs from its words: "killed it" and "the bomb" are praise,
// "to die for" is high praise.
func (e *Extractor) idiom(i int) (float32, bool) {
	word := func(j int) []byte {
		if j < 0 || j >= len(e.toks) || e.toks[j].Kind != Word {
			return nil
		}
		t := e.toks[j]
		return e.buf[t.normStart:t.normEnd]
	}
	w := word(i)
	switch {
	case string(word(i+1)) == "it" && praiseVerbs[string(w)]:
		return 2.5, true
	case string(w) == "bomb" && string(word(i-1)) == "the":
		return 2.5, true
	case string(w) == "die" && string(word(i-1)) == "to" && string(word(i+1)) == "for":
		return 3, true
	}
	return 0, false
}
