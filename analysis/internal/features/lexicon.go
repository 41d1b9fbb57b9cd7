package features

import "math"

// Lexicon maps the key of a normalised token (see Extractor.LexiconKey) to
// a prior valence in [-4, 4]. The model ships its lexicon inside the
// weights file; the lexicon only feeds a handful of dense features whose
// weights are learned like every other feature.
type Lexicon map[uint32]float32

// LexiconKey returns the lexicon key of a single-token text. ok is false
// when text is not exactly one token.
func (e *Extractor) LexiconKey(text string) (key uint32, ok bool) {
	e.tokenize(text)
	if len(e.toks) != 1 {
		return 0, false
	}
	t := e.toks[0]
	return hashBytes('u', e.buf[t.normStart:t.normEnd]), true
}

// intensifiers scale the valence of the next sentiment word.
var intensifiers = map[string]float32{
	"very": 1.3, "really": 1.3, "so": 1.25, "extremely": 1.4, "incredibly": 1.4, "totally": 1.3,
	"absolutely": 1.4, "completely": 1.3, "truly": 1.3, "super": 1.3, "highly": 1.3,
	"most": 1.2, "more": 1.1, "too": 1.2, "utterly": 1.4, "quite": 1.1, "fucking": 1.4,
	"slightly": 0.7, "somewhat": 0.7, "kinda": 0.7, "bit": 0.8, "little": 0.8, "fairly": 0.8,
	"pretty": 0.9, "rather": 0.8, "almost": 0.7, "barely": 0.6, "hardly": 0.6,
}

// compoundBins are the edges of the one-hot bins of the squashed lexicon
// score; the bins let the linear model learn that a score near zero means
// neutral.
var compoundBins = [...]float32{-0.75, -0.5, -0.3, -0.15, -0.05, 0.05, 0.15, 0.3, 0.5, 0.75}

// lexiconFeatures adds the dense lexicon features of the current tokens.
// Token valences are scaled by intensifiers, capitals and the position
// relative to a contrast word, and flipped (halved) inside negations.
func (e *Extractor) lexiconFeatures() {
	var sumPos, sumNeg, negPos, negNeg, maxV, minV, last float32
	var nPos, nNeg int
	boost := float32(1)
	afterBut := false
	beforeBut := e.hasContrast()
	for i := range e.toks {
		t := &e.toks[i]
		norm := e.buf[t.normStart:t.normEnd]
		if t.Kind == Word && contrasts[string(norm)] {
			afterBut, beforeBut = true, false
			continue
		}
		v, ok := e.lex[hashBytes('u', norm)]
		if !ok {
			if t.Kind == Word {
				if b, ok := intensifiers[string(norm)]; ok {
					boost = b
					continue
				}
			}
			if t.Kind != Special {
				boost = 1
			}
			continue
		}
		v *= boost
		boost = 1
		if t.Caps {
			v *= 1.2
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
			v *= -0.5
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
	}
	score := sumPos - sumNeg
	if score != 0 {
		ex := float32(0)
		for _, t := range e.toks {
			if t.Kind == Punct && e.buf[t.normStart] == '!' {
				ex += 0.3
			}
		}
		ex = min(ex, 1.2)
		if score > 0 {
			score += ex
		} else {
			score -= ex
		}
	}
	compound := score / float32(math.Sqrt(float64(score*score+15)))
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

func (e *Extractor) hasContrast() bool {
	for _, t := range e.toks {
		if t.Kind == Word && contrasts[string(e.buf[t.normStart:t.normEnd])] {
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
	e.feats = append(e.feats, Feature{Index: hashString('d', name) & e.mask, Value: v, Tok: -1})
}
