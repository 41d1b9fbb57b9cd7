package analysis

import (
	"bytes"
	"cmp"
	"context"
	_ "embed" // the model weights
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/feedbackkit/feedbackkit/analysis/internal/features"
	"github.com/feedbackkit/feedbackkit/analysis/internal/model"
)

// embeddedWeights is the trained local model, written by
// `go run ./analysis/internal/train`.
//
//go:embed weights/local-v3.gz
var embeddedWeights []byte

var (
	embeddedOnce  sync.Once
	embeddedModel *model.Model
	embeddedErr   error
)

// loadEmbedded decodes the embedded weights once per process.
func loadEmbedded() (*model.Model, error) {
	embeddedOnce.Do(func() {
		embeddedModel, embeddedErr = model.Decode(bytes.NewReader(embeddedWeights))
	})
	return embeddedModel, embeddedErr
}

// Local is the offline analyser: a trained sentiment model (see the package
// documentation) plus rule-based concern, moderation and summary logic. It
// needs no network and no key, and a Local is safe for concurrent use.
type Local struct {
	m       *model.Model
	pool    sync.Pool // *scratch
	concern *concernDetector
	mod     *moderator
}

// scratch holds per-goroutine buffers.
type scratch struct {
	ex      *features.Extractor
	tokSum  []float64
	contrib [][model.NumClasses]float32
	// The lexicon route's words, their spans and the entries it scored.
	words []string
	spans []wordSpan
	hits  []lexHit
	// The features of the sentiment classifier (sentimentFeatures).
	features []uint32
}

var (
	_ Analyzer   = (*Local)(nil)
	_ Summarizer = (*Local)(nil)
)

// NewLocal returns the local analyser with the embedded weights. The
// weights are decoded once per process and shared by all Locals. It panics
// if the embedded weights are corrupt, which the package's tests rule out.
func NewLocal() *Local {
	m, err := loadEmbedded()
	if err != nil {
		panic("analysis: embedded weights: " + err.Error())
	}
	return newLocal(m)
}

// LoadLocal returns a local analyser with weights read from r (a file
// written by the training command). It returns an error when r does not
// hold a valid weights file.
func LoadLocal(r io.Reader) (*Local, error) {
	m, err := model.Decode(r)
	if err != nil {
		return nil, fmt.Errorf("analysis: %w", err)
	}
	return newLocal(m), nil
}

func newLocal(m *model.Model) *Local {
	l := &Local{m: m, concern: sharedConcernDetector(), mod: sharedModerator()}
	l.pool.New = func() any {
		return &scratch{ex: features.NewExtractor(m.Config, m.Lexicon)}
	}
	return l
}

// ModelName returns the name of the model, e.g. "local-v3".
func (l *Local) ModelName() string { return l.m.Name }

var sentiments = [model.NumClasses]Sentiment{Negative, Neutral, Positive}

// Classify returns the sentiment of text and the model's probability for
// it. It is the fast path of Analyze: no explanation, concern or
// moderation verdict. English text (and text whose language DetectLanguage
// cannot tell) is classified by the trained model without allocating;
// German, French, Spanish, Italian and Portuguese text by the lexicon of
// its language (see lexsentiment.go).
func (l *Local) Classify(text string) (Sentiment, float64) {
	sc := l.pool.Get().(*scratch)
	if lang, sum, _, ok := l.lexiconRoute(sc, text); ok {
		s, p, _ := l.routeSentiment(sc, lang, text, sum)
		l.pool.Put(sc)
		return s, p
	}
	var s [model.NumClasses]float32
	l.m.Scores(sc.ex.Extract(text), &s)
	l.pool.Put(sc)
	l.m.Probabilities(&s)
	best := argmax(&s)
	return sentiments[best], float64(s[best])
}

func argmax(s *[model.NumClasses]float32) int {
	best := 0
	for c := 1; c < model.NumClasses; c++ {
		if s[c] > s[best] {
			best = c
		}
	}
	return best
}

// Analyze classifies one feedback text, explains the decision, and runs
// the serious-concern and moderation detectors. It returns an error only
// when ctx is already done.
func (l *Local) Analyze(ctx context.Context, text string) (*Result, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	sc := l.pool.Get().(*scratch)
	defer l.pool.Put(sc)
	lang, sum, hits, ok := l.lexiconRoute(sc, text)
	if ok {
		s, p, learned := l.routeSentiment(sc, lang, text, sum)
		var reasoning Reasoning
		if learned {
			sig := l.learnedSignals(sc, s, hits, text)
			reasoning = Reasoning{Summary: summarize(s, float32(p), sig), Signals: sig}
		} else {
			reasoning = lexiconReasoning(s, p, hits, text)
		}
		p = round3(p)
		res := &Result{Sentiment: s, Confidence: p, Model: LexiconModel, Language: lang, Reasoning: reasoning,
			Concern: l.concern.detect(text, lang, true), Moderation: l.mod.moderate(text)}
		l.overrideForConcern(res, 0)
		return res, nil
	}
	fs := sc.ex.Extract(text)
	if cap(sc.contrib) < len(fs) {
		sc.contrib = make([][model.NumClasses]float32, len(fs))
	}
	contrib := sc.contrib[:len(fs)]
	var s [model.NumClasses]float32
	l.m.Explain(fs, &s, contrib)
	l.m.Probabilities(&s)

	best := argmax(&s)
	res := &Result{
		Sentiment:  sentiments[best],
		Confidence: round3(float64(s[best])),
		Model:      l.m.Name,
		Language:   lang,
		Concern:    l.concern.detect(text, lang, true),
		Moderation: l.mod.moderate(text),
	}
	res.Reasoning = l.explain(sc, text, fs, contrib, best, &s)
	l.overrideForConcern(res, float64(s[0]))
	return res, nil
}

// overrideForConcern makes the sentiment of res negative when a serious
// concern was detected: a threat, a cry for help or a hazard report is
// negative feedback whatever its words' tone ("I want to end my life").
// negProb is the sentiment's own confidence in negative.
func (l *Local) overrideForConcern(res *Result, negProb float64) {
	if !res.Concern.IsSerious || res.Sentiment == Negative {
		return
	}
	was, conf := res.Sentiment, res.Confidence
	res.Sentiment = Negative
	res.Confidence = round3(max(negProb, res.Concern.Confidence))
	res.Reasoning.Signals = append([]Signal{{Text: "[serious concern]", Weight: round3(res.Concern.Confidence)}}, res.Reasoning.Signals...)
	if len(res.Reasoning.Signals) > maxSignals {
		res.Reasoning.Signals = res.Reasoning.Signals[:maxSignals]
	}
	res.Reasoning.Summary = fmt.Sprintf("Classified as negative because a serious concern was detected (%s); the sentiment model alone said %s with %.0f%% confidence.",
		strings.Join(res.Concern.Categories, ", "), was, 100*conf)
}

// lexiconRoute reports whether the lexicon of the language of text scores
// its sentiment rather than the trained model, and returns that language
// and the lexicon's score before squashing and what made it. The lexicon
// scores a text in German, French, Spanish, Italian or Portuguese when
// DetectLanguage is sure of it, or when it only leans to that language
// (a short tweet) and a word of the text that is not an English word (of
// AFINN-165 or of the frequent English words) carries a valence in that
// language's lexicon: so "Que voz. Amo a Sandy pra sempre!!!!" goes to the
// Portuguese lexicon, while an English text with a word that looks
// foreign ("he's still alive?? didn't he die?") keeps the trained model.
// Otherwise (English, or a language it cannot tell) ok is false and the
// trained model classifies the text.
func (l *Local) lexiconRoute(sc *scratch, text string) (lang string, sum float64, hits []lexHit, ok bool) {
	readWords(sc, text)
	lang, sure := languageOf(text, sc.words)
	lx := loadLexicons()[lang]
	if lx == nil {
		return lang, 0, nil, false
	}
	sum, hits = lexiconScore(sc, lx, text)
	if sure {
		return lang, sum, hits, true
	}
	for i, w := range sc.words {
		if v, n := lx.lookup(sc.words, i); n > 0 && v != 0 && !isEnglishWord(w) {
			return lang, sum, hits, true
		}
	}
	return lang, 0, nil, false
}

// LexiconModel is the Model of a Result whose sentiment the lexicon of
// the text's language decided.
const LexiconModel = "local-lexicon-5"

// readWords reads the words of text (matchWordSpans) into sc.words and
// sc.spans, once for both the language and the lexicon (lexiconRoute).
func readWords(sc *scratch, text string) {
	if sc.spans == nil {
		sc.spans = make([]wordSpan, 0, 64) // non-nil: matchWordSpans fills it
	}
	sc.words, sc.spans = matchWordSpans(text, sc.words[:0], sc.spans[:0])
}

// lexiconScore scores text, whose words readWords has read into sc, with
// lx and the emoji valences of the model's lexicon, and returns the score
// before squashing and what made it.
func lexiconScore(sc *scratch, lx *lexLanguage, text string) (float64, []lexHit) {
	sum, hits := lx.score(sc.words, sc.spans, sc.hits[:0])
	// Emoji and emoticons (":)", ";D") carry the valence of the model's
	// lexicon, whatever the language.
	if !mayHaveEmoji(text) {
		sc.hits = hits
		return sum, hits
	}
	sc.ex.Extract(text)
	for _, t := range sc.ex.Tokens() {
		if (t.Kind == features.Emoji || t.Kind == features.Emoticon) && t.Valence != 0 {
			sum += float64(t.Valence)
			hits = append(hits, lexHit{wordSpan{t.Start, t.End}, float64(t.Valence)})
		}
	}
	sc.hits = hits
	return sum, hits
}

// mayHaveEmoji reports whether text has a character that starts an emoji
// or an emoticon, so that lexiconScore tokenises it for them only then.
func mayHaveEmoji(text string) bool {
	for _, r := range text {
		switch {
		case r >= 0x2190 && r < 0x2C00 || r >= 0x1F000:
			return true
		case r == ':' || r == ';' || r == '=' || r == '<' || r == '^':
			// ":)", ";D", "=)", "<3", "^^" (emoticons that start
			// otherwise, such as "xD", are not looked for).
			return true
		}
	}
	return false
}

// lexiconReasoning is Analyze's reasoning for a text in a language of the
// lexicons whose sentiment s (with confidence p) the lexicon decided, from
// the entries that made its score (lexiconRoute): the signals are the
// words of the text (as written) that the lexicon scored, strongest first.
func lexiconReasoning(s Sentiment, p float64, hits []lexHit, text string) Reasoning {
	sig := make([]Signal, 0, min(len(hits), maxSignals))
	for _, h := range hits {
		sig = append(sig, Signal{Text: text[h.span.start:h.span.end], Weight: round3(towards(s, h.v))})
	}
	slices.SortStableFunc(sig, func(a, b Signal) int { return cmp.Compare(math.Abs(b.Weight), math.Abs(a.Weight)) })
	if len(sig) > maxSignals {
		sig = sig[:maxSignals]
	}
	return Reasoning{Summary: summarize(s, float32(p), sig), Signals: sig}
}

// towards returns how much a valence v (positive for positive sentiment)
// speaks for s: v for positive, -v for negative, and for neutral -|v| (any
// valence speaks against it).
func towards(s Sentiment, v float64) float64 {
	switch s {
	case Negative:
		return -v
	case Neutral:
		return -math.Abs(v)
	}
	return v
}

// DetectConcern runs only the serious-concern detector on text.
func (l *Local) DetectConcern(text string) Concern {
	return l.concern.detect(text, "", false)
}

// Moderate runs only the moderation detector on text.
func (l *Local) Moderate(text string) Moderation { return l.mod.moderate(text) }

// maxSignals is the number of signals reported in a Reasoning.
const maxSignals = 6

// groupNames describes whole-text feature groups in signals.
var groupNames = map[features.Group]string{
	features.GroupOther:     "[other cues]",
	features.GroupLexicon:   "[overall tone of sentiment words]",
	features.GroupPunct:     "[punctuation]",
	features.GroupLength:    "[text length]",
	features.GroupEmphasis:  "[capitals or elongated words]",
	features.GroupEmoticons: "[emoticons]",
	features.GroupContrast:  "[contrast such as \"but\"]",
}

// explain attributes the decision to tokens: each feature contributes to
// the margin of the predicted class (its score minus the mean score of the
// other classes) through the linear weights and the hidden layer (contrib,
// see model.Model.Explain); contributions are summed per token (unigrams
// and character n-grams), per token pair (bigrams) and per whole-text
// feature group.
func (l *Local) explain(sc *scratch, text string, fs []features.Feature, contrib [][model.NumClasses]float32, best int, probs *[model.NumClasses]float32) Reasoning {
	toks := sc.ex.Tokens()
	n := len(toks)
	// Slots: n tokens, n-1 pairs, then the groups.
	const groups = 8
	need := 2*n + groups
	if cap(sc.tokSum) < need {
		sc.tokSum = make([]float64, need)
	}
	sum := sc.tokSum[:need]
	clear(sum)
	for i, f := range fs {
		c := float64(contrib[i][best])
		switch {
		case f.Tok < 0:
			if g := int(features.GroupOf(f)); g < groups {
				sum[2*n+g] += c
			}
		case f.Span >= 2 && int(f.Tok)+1 < n:
			sum[n+int(f.Tok)] += c
		case int(f.Tok) < n:
			sum[int(f.Tok)] += c
		}
	}
	// Hand the lexicon group's contribution to the sentiment words behind
	// it, in proportion to their valence (signed by agreement with the
	// decision); what is left stays with the group.
	if g := 2*n + int(features.GroupLexicon); sum[g] != 0 {
		var total float64
		for _, t := range toks {
			total += math.Abs(float64(t.Valence))
		}
		if total > 0 {
			G := sum[g]
			for i, t := range toks {
				if t.Valence == 0 {
					continue
				}
				v := float64(t.Valence)
				var share float64
				switch sentiments[best] {
				case Positive:
					share = math.Abs(G) * v / total
				case Negative:
					share = -math.Abs(G) * v / total
				default:
					share = -math.Abs(G) * math.Abs(v) / total
				}
				sum[i] += share
				sum[g] -= share
			}
		}
	}
	type cand struct {
		text string
		w    float64
	}
	var top [maxSignals]cand
	k := 0
	// weakest returns the index of the weakest candidate.
	weakest := func() int {
		j := 0
		for i := 1; i < k; i++ {
			if math.Abs(top[i].w) < math.Abs(top[j].w) {
				j = i
			}
		}
		return j
	}
	// wants reports whether a signal of weight v would be kept.
	wants := func(v float64) bool {
		return math.Abs(v) >= 0.01 && (k < maxSignals || math.Abs(v) > math.Abs(top[weakest()].w))
	}
	consider := func(text string, v float64) {
		switch {
		case text == "" || !wants(v):
		case k < maxSignals:
			top[k] = cand{text, v}
			k++
		default:
			top[weakest()] = cand{text, v}
		}
	}
	for i, t := range toks {
		if t.Kind == features.Break || t.Kind == features.Special || !wants(sum[i]) || (t.Valence == 0 && !informative(sc.ex.Norm(t))) {
			continue
		}
		start := t.Start
		if t.Negated {
			// Show the negation with the word: "not good".
			j := i
			for j > 0 && toks[j-1].Negated {
				j--
			}
			if j > 0 {
				start = toks[j-1].Start
			}
		}
		consider(text[start:t.End], sum[i])
	}
	for i := 0; i+1 < n; i++ {
		if sum[n+i] != 0 {
			consider(text[toks[i].Start:toks[i+1].End], sum[n+i])
		}
	}
	for g := 1; g < groups; g++ {
		consider(groupNames[features.Group(g)], sum[2*n+g])
	}
	sig := make([]Signal, k)
	for i := range sig {
		sig[i] = Signal{Text: top[i].text, Weight: round3(top[i].w)}
	}
	slices.SortStableFunc(sig, func(a, b Signal) int { return cmp.Compare(math.Abs(b.Weight), math.Abs(a.Weight)) })
	return Reasoning{Summary: summarize(sentiments[best], probs[best], sig), Signals: sig}
}

// informative reports whether a token is worth showing as a signal:
// numbers and function words are not, negators and intensifiers are.
func informative(norm []byte) bool {
	switch string(norm) {
	case "<num>", "<url>", "<user>":
		return false
	case "not", "no", "never", "nothing", "too", "very", "but", "so", "really", "most", "more", "!", "?":
		return true
	}
	if bytes.HasSuffix(norm, []byte("n't")) {
		return true
	}
	return !stopWords[string(norm)]
}

// summarize writes the one-sentence explanation of a decision.
func summarize(s Sentiment, p float32, sig []Signal) string {
	var b strings.Builder
	b.Grow(160)
	b.WriteString("Classified as ")
	b.WriteString(string(s))
	b.WriteString(" with ")
	b.WriteString(strconv.FormatFloat(float64(100*p), 'f', 0, 32))
	b.WriteString("% confidence")
	var pro, con []string
	for _, x := range sig {
		if strings.HasPrefix(x.Text, "[") {
			continue
		}
		if x.Weight > 0 && len(pro) < 3 {
			pro = append(pro, x.Text)
		} else if x.Weight < 0 && len(con) < 2 {
			con = append(con, x.Text)
		}
	}
	switch {
	case len(pro) > 0:
		b.WriteString(", mainly because of ")
		writeQuoted(&b, pro)
	case s == Neutral:
		b.WriteString(", as the text carries no strong sentiment")
	}
	if len(con) > 0 {
		b.WriteString("; ")
		writeQuoted(&b, con)
		b.WriteString(" pointed the other way")
	}
	b.WriteString(".")
	return b.String()
}

// writeQuoted writes the texts as Go-quoted strings separated by ", ".
func writeQuoted(b *strings.Builder, texts []string) {
	var buf [64]byte
	for i, t := range texts {
		if i > 0 {
			b.WriteString(", ")
		}
		b.Write(strconv.AppendQuote(buf[:0], t))
	}
}

func round3(v float64) float64 { return math.Round(v*1000) / 1000 }
