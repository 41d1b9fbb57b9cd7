package analysis

import (
	"cmp"
	_ "embed"
	"math"
	"slices"

	"github.com/feedbackkit/feedbackkit/analysis/internal/concernmodel"
)

// The learned sentiment classifier (local-lexicon-5), trained on German,
// French, Spanish, Italian and Portuguese text and used for the languages
// of learnedLanguages: an averaged perceptron per class
// (negative, neutral, positive; package concernmodel) over hashed features
// of the words of a text (matchWords, as the lexicon reads them: the word,
// word pairs, character 4-grams, the words after a negator), its emoji,
// its question and exclamation marks, its language and the lexicon's
// verdict on it (lexsentiment.go), trained on short social-media and
// feedback texts written for the project (testdata/sentiment_ml/train,
// CC0). The weights are written by
//
//	go generate ./analysis
//
// which runs TestSentimentModelWeights with -update-sentiment-model;
// without it the test checks that training reproduces the embedded file
// byte for byte.
//
//go:generate go test -run ^TestSentimentModelWeights$ -update-sentiment-model .

//go:embed weights/sentiment-ml-v1.bin
var embeddedSentimentModel []byte

// loadSentimentModel decodes the embedded classifier once.
var loadSentimentModel = embeddedClassifier("sentiment", embeddedSentimentModel)

// sentimentParams is the recipe of the embedded classifier (one category
// per class, in the order of sentiments).
var sentimentParams = concernmodel.Params{
	Categories:   3,
	Epochs:       10,
	Seed:         35,
	Margin:       100,
	PositiveStep: 1,
}

// Feature kinds of the sentiment classifier (beside those of the concern
// classifier, which it shares: featWord, featPair, featSkip, featGram).
const (
	featLexicon byte = 'A' + iota
	featNegated
	featEmoji
	featPunct
	featLanguage
)

// sentimentNegationScope is how many words after a negator (in its
// clause) have a negated feature of their own besides their word.
const sentimentNegationScope = 3

// lexiconBins are the upper bounds of the bins of the squashed lexicon
// score that are features of the classifier (the last bin is open).
var lexiconBins = []float64{-0.5, -0.2, -0.05, 0.05, 0.2, 0.5}

// lexiconBinNames name the bins of lexiconBins, and one above the last.
var lexiconBinNames = []string{"--", "-", "-.", "0", "+.", "+", "++"}

// sentimentFeatures appends to fs the features of a text in language
// lang: its words (matchWords, with lx's negators), its emoji and marks,
// its language and c, the squashed score of its lexicon.
func sentimentFeatures(lx *lexLanguage, lang, text string, words []string, c float64, fs []uint32) []uint32 {
	fs = append(fs, fnv32(featLanguage, lang))
	bin := len(lexiconBins)
	for i, b := range lexiconBins {
		if c <= b {
			bin = i
			break
		}
	}
	fs = append(fs, fnv32(featLexicon, lexiconBinNames[bin]), fnv32(featLexicon, lang, lexiconBinNames[bin]))
	negatedUntil := -1
	for i, w := range words {
		if w == clauseBreak {
			negatedUntil = -1
			continue
		}
		if i <= negatedUntil {
			fs = append(fs, fnv32(featNegated, w))
		}
		if lx.negates(words[i : i+1]) {
			negatedUntil = i + sentimentNegationScope
		}
		fs = wordFeatures(words, i, fs)
	}
	var marks [2]bool
	for _, r := range text {
		switch {
		case r == '?':
			marks[0] = true
		case r == '!':
			marks[1] = true
		case r >= 0x2190 && r < 0x2C00 || r >= 0x1F000:
			fs = append(fs, fnv32(featEmoji, string(r)))
		}
	}
	for i, m := range marks {
		if m {
			fs = append(fs, fnv32(featPunct, "?!"[i:i+1]))
		}
	}
	return fs
}

// sentimentLexiconWeight is how much of the squashed lexicon score is
// added to the classifier's positive score and taken from its negative one
// (scores in units of sentimentParams.Margin), chosen on the dev tweets
// (TestSentimentModelDev).
const sentimentLexiconWeight = 4.0

// learnedLanguages are the languages whose sentiment the classifier and
// the lexicon decide together; Portuguese keeps the lexicon alone. The
// classifier raised the macro-F1 of the dev tweets of these and lowered
// that of Portuguese (TestSentimentModelDev).
var learnedLanguages = map[string]bool{LanguageGerman: true, LanguageFrench: true, LanguageSpanish: true, LanguageItalian: true}

// learnedScores returns the class scores of the features fs of a text
// whose squashed lexicon score is c: the scores of m, in units of margin
// (the margin it was trained with), plus weight times c for positive and
// minus that for negative.
func learnedScores(m *concernmodel.Model, fs []uint32, c float64, margin int64, weight float64) [3]float32 {
	var s [3]float32
	m.Scores(fs, s[:])
	for k := range s {
		s[k] /= float32(margin)
	}
	s[2] += float32(weight * c)
	s[0] -= float32(weight * c)
	return s
}

// sentimentTemperature divides the scores of learnedScores before their
// softmax, so that the confidence reported with the classifier's class is
// calibrated on real text: it is the temperature of the least log loss of
// the dev tweets that the classifier decides (TestSentimentTemperature;
// their mean confidence is then 0.583 at an accuracy of 0.607,
// TestSentimentCalibration). The scores are in units of the perceptron's
// margin, and their softmax (a temperature of 1) is close to 1 for most
// texts: 0.836 on average on those tweets ("Toll, schon wieder
// Verspätung. Danke Bahn 🙄" was positive at 0.995 in local-lexicon-3).
// The temperature that fits the cross-validated training texts (1.30)
// leaves the real tweets almost as overconfident (0.791), as the written
// texts are easier.
const sentimentTemperature = 3.55

// learnedSentiment returns the class of the scores s (learnedScores) and
// its probability, the softmax of s divided by temperature t.
func learnedSentiment(s *[3]float32, t float64) (int, float64) {
	best := 0
	for k := 1; k < 3; k++ {
		if s[k] > s[best] {
			best = k
		}
	}
	var z float64
	for k := range s {
		z += math.Exp(float64(s[k]-s[best]) / t)
	}
	return best, 1 / z
}

// routeSentiment returns the sentiment of a text that the lexicon route
// took (lexiconRoute returned lang and sum, and left the text's words in
// sc) and its confidence, and reports whether the classifier took part:
// for the languages of learnedLanguages the classifier and the lexicon
// decide together (the features are left in sc.features), for the others
// the lexicon alone.
func (l *Local) routeSentiment(sc *scratch, lang, text string, sum float64) (Sentiment, float64, bool) {
	c := squash(sum)
	if !learnedLanguages[lang] {
		s, p := lexiconSentiment(c)
		return s, p, false
	}
	sc.features = sentimentFeatures(loadLexicons()[lang], lang, text, sc.words, c, sc.features[:0])
	s := learnedScores(loadSentimentModel(), sc.features, c, sentimentParams.Margin, sentimentLexiconWeight)
	best, p := learnedSentiment(&s, sentimentTemperature)
	return sentiments[best], p, true
}

// learnedSignals returns the signals of a text whose sentiment s the
// classifier and the lexicon decided (routeSentiment): each word of the
// text (as written) with what its features (wordFeatures) add to the
// score of s, plus, for a word the lexicon scored (hits), the lexicon's
// share, strongest first; only words that speak for s are kept.
func (l *Local) learnedSignals(sc *scratch, s Sentiment, hits []lexHit, text string) []Signal {
	m := loadSentimentModel()
	class := slices.Index(sentiments[:], s)
	var sig []Signal
	var fs []uint32
	for i, w := range sc.words {
		if w == clauseBreak {
			continue
		}
		fs = wordFeatures(sc.words, i, fs[:0])
		var v float64
		for _, f := range fs {
			v += float64(m.Contribution(f, class)) / float64(sentimentParams.Margin)
		}
		span := sc.spans[i]
		for _, h := range hits {
			if h.span.start <= span.start && span.end <= h.span.end {
				v += towards(s, sentimentLexiconWeight*squash(h.v))
			}
		}
		if v > 0 {
			sig = append(sig, Signal{Text: text[span.start:span.end], Weight: round3(v)})
		}
	}
	// Emoji and emoticons scored by the lexicon are not words.
	for _, h := range hits {
		if w := towards(s, sentimentLexiconWeight*squash(h.v)); w > 0 && !isWordSpan(sc.spans, h.span) {
			sig = append(sig, Signal{Text: text[h.span.start:h.span.end], Weight: round3(w)})
		}
	}
	slices.SortStableFunc(sig, func(a, b Signal) int { return cmp.Compare(b.Weight, a.Weight) })
	if len(sig) > maxSignals {
		sig = sig[:maxSignals]
	}
	return sig
}

// isWordSpan reports whether span covers a word of spans.
func isWordSpan(spans []wordSpan, span wordSpan) bool {
	for _, s := range spans {
		if span.start <= s.start && s.end <= span.end {
			return true
		}
	}
	return false
}
