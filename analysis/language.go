package analysis

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"sync"
	"unicode/utf8"
)

// Languages that DetectLanguage tells apart, as ISO 639-1 codes.
const (
	LanguageEnglish    = "en"
	LanguageGerman     = "de"
	LanguageFrench     = "fr"
	LanguageSpanish    = "es"
	LanguageItalian    = "it"
	LanguagePortuguese = "pt"
)

// languageCodes lists the languages in the order of the bits of
// languageWords.
var languageCodes = [...]string{LanguageEnglish, LanguageGerman, LanguageFrench, LanguageSpanish, LanguageItalian, LanguagePortuguese}

// languageWords maps frequent words of each language (function words and
// a few words of thanks and praise, as matchWords folds them) to the set
// of languages they belong to, one bit per entry of languageCodes.
var languageWords = func() map[string]uint8 {
	lists := [len(languageCodes)]string{
		"the and is are was were to of in that it this for with you not on have be but they at my we very would what which there their been has had so just from by or an i'm it's don't thanks thank great really good your our me how do i can why please will as an you're i've can't isn't that's than like all get one out up about more when who if yes love new day time today tonight morning event",
		"der die das und ist nicht ein eine ich zu den mit sich auf dem es war sehr auch wir sie aber fur wie noch nach bei wird werden hat haben mehr kann mich mir dass oder wenn schon immer gut alles danke ganz uns man nur im zum zur vom an in um aus einem einen meine mein dich dir du er ihr denke",
		"le la les et est un une des du je pas que qui dans pour sur ce cette avec mais tres plus ne il elle nous vous on au aux etait ete sont etre tout bien merci aussi trop cours de en j l d qu ai mon ma mes son sa leur quand comme fait",
		"el la los las y es un una que de en no por para con muy pero lo se del al su mas como esta fue era son yo me mi nos porque todo bien tambien hay gracias clase quiero estoy tengo en pero muy las tiene tienen hubo estaba este esto estos uno mucho todos sus cuando donde vimos asignatura curso profesor profesora",
		"il lo la gli le e un una che di non per con sono molto ma mi del della nel nella questo questa era anche piu come ho ha al alla ci si tutto bene perche sempre grazie lezione sei ti ne ho hai dove quando ma stata stato abbiamo della delle dei degli nel alla uno troppo davvero dell nell all corso docente professoressa l",
		"o os as e um uma que de do da nao para com muito mas eu me meu minha no na foi era sao tambem mais como esta isso por voce ele ela tudo bem porque sempre obrigado obrigada aula voce estou tenho em nos pra estava tem tinha pela pelo dos das nas uma ate depois prova disciplina professora",
	}
	m := map[string]uint8{}
	for i, list := range lists {
		for w := range wordSet(strings.ReplaceAll(list, " ", "|")) {
			m[w] |= 1 << i
		}
	}
	return m
}()

// topTwo returns the indices of the highest and second highest scores.
func topTwo(score *[len(languageCodes)]float64) (best, second int) {
	best, second = 0, -1
	for i := 1; i < len(score); i++ {
		switch {
		case score[i] > score[best]:
			best, second = i, best
		case second < 0 || score[i] > score[second]:
			second = i
		}
	}
	return best, second
}

// spellings are letter sequences (accents folded) that only one of the
// languages writes often, with the index in languageCodes of that
// language: Italian "zione" and double z, Spanish "cion", Portuguese "cao",
// "lh" and "nh", French "eau" and "eux".
var spellings = []struct {
	s    string
	lang int
}{
	{"zion", 4}, {"zz", 4}, {"gli", 4}, {"cch", 4}, {"cion", 3}, {"cao", 5}, {"coes", 5}, {"lh", 5}, {"nh", 5},
	{"eau", 2}, {"eux", 2}, {"aux", 2}, {"sch", 1}, {"cht", 1},
}

// trigramBuckets is the number of hash buckets of the trigram tables.
const trigramBuckets = 1 << 12

// trigramTables hold, per language of languageCodes, the log-probability
// of the hashed character trigrams of words (accents folded, padded with
// a space at both ends), estimated from the words of the AFINN lexicons in
// lexicon/ with add-one smoothing. They are built once, on first use.
var trigramTables = sync.OnceValue(func() *[len(languageCodes)][trigramBuckets]float32 {
	var t [len(languageCodes)][trigramBuckets]float32
	var buf [8]string
	for li, lang := range languageCodes {
		data, err := lexiconFiles.ReadFile("lexicon/AFINN-" + lang + ".json")
		if err != nil {
			panic(err)
		}
		var entries map[string]float64
		if err := json.Unmarshal(data, &entries); err != nil {
			panic(fmt.Sprintf("analysis: lexicon/AFINN-%s.json: %v", lang, err))
		}
		var counts [trigramBuckets]float64
		total := 0.0
		for k := range entries {
			for _, w := range matchWords(k, buf[:0]) {
				var hs [64]uint32
				for _, h := range trigrams(w, hs[:0]) {
					counts[h]++
					total++
				}
			}
		}
		for h := range counts {
			t[li][h] = float32(math.Log((counts[h] + 1) / (total + trigramBuckets)))
		}
	}
	return &t
})

// trigrams appends to hs the bucket of each character trigram of the word
// w padded with spaces.
func trigrams(w string, hs []uint32) []uint32 {
	var a, b byte = ' ', ' '
	for i := 0; i <= len(w); i++ {
		c := byte(' ')
		if i < len(w) {
			c = w[i]
		}
		if i > 0 {
			hs = append(hs, (uint32(a)*961+uint32(b)*31+uint32(c))%trigramBuckets)
		}
		a, b = b, c
	}
	return hs
}

// scoreTrigrams gives a quarter point to the language whose trigram table
// makes the word w most likely.
func scoreTrigrams(w string, score *[len(languageCodes)]float64) {
	if len(w) < 3 {
		return
	}
	t := trigramTables()
	var ll [len(languageCodes)]float32
	var hs [64]uint32
	for _, h := range trigrams(w, hs[:0]) {
		for l := range ll {
			ll[l] += t[l][h]
		}
	}
	best := 0
	for i := range ll {
		if ll[i] > ll[best] {
			best = i
		}
	}
	score[best] += 0.25
}

// scoreSpelling adds half a point to a language for each of its spellings
// in the word w.
func scoreSpelling(w string, score *[len(languageCodes)]float64) {
	if len(w) < 4 {
		return
	}
	for _, sp := range spellings {
		if strings.Contains(w, sp.s) {
			score[sp.lang] += 0.5
		}
	}
}

// DetectLanguage returns the ISO 639-1 code of the language of text among
// English, German, French, Spanish, Italian and Portuguese (the Language*
// constants), or "" when it cannot tell: a text without the frequent words
// of any of them, or with as many of two. It counts those words, and the
// letters that only some of the languages write (ß, ñ, ã) break ties. It
// needs no network and no model file.
func DetectLanguage(text string) string {
	lang, _ := detectLanguage(text)
	return lang
}

// detectLanguage is DetectLanguage that also reports whether the evidence
// is strong: at least one and a half points, one of them from frequent
// words, for the
// language, and twice as many as for English. The sentiment of a text goes
// to the lexicon of its language only then, so that a short English text
// with a word that looks foreign ("nervous as hell") keeps the trained
// model.
func detectLanguage(text string) (string, bool) {
	var buf [64]string
	return languageOf(text, matchWords(text, buf[:0]))
}

// languageOf is detectLanguage of text, whose words (matchWords) are
// words: for a caller that has read them already.
func languageOf(text string, words []string) (string, bool) {
	var score, wordScore [len(languageCodes)]float64
	for _, w := range words {
		bits := languageWords[w]
		if bits == 0 {
			continue
		}
		// A word shared by n languages counts 1/n for each.
		n := 0
		for b := bits; b != 0; b &= b - 1 {
			n++
		}
		for i := range score {
			if bits&(1<<i) != 0 {
				score[i] += 1 / float64(n)
				wordScore[i] += 1 / float64(n)
			}
		}
	}
	// The other words' spelling is weighed only when the frequent words
	// leave a doubt (it costs more than the rest).
	if first, second := topTwo(&wordScore); wordScore[first] < 4 || wordScore[first] < 2*wordScore[second] {
		for _, w := range words {
			if languageWords[w] == 0 {
				scoreSpelling(w, &score)
				scoreTrigrams(w, &score)
			}
		}
	}
	for _, r := range text {
		if r < utf8.RuneSelf {
			continue
		}
		switch r {
		case 'ß', 'ä', 'ö', 'ü', 'Ä', 'Ö', 'Ü':
			score[1] += 0.5
		case 'è', 'ê', 'â', 'î', 'û', 'ë', 'ï', 'œ', 'È', 'Ê':
			score[2] += 0.25
		case 'ñ', '¿', '¡', 'Ñ':
			score[3] += 0.5
		case 'ì', 'ò':
			score[4] += 0.25
		case 'ã', 'õ', 'Ã', 'Õ':
			score[5] += 0.5
		case 'ç':
			score[2] += 0.1
			score[5] += 0.1
		}
	}
	// A lone "è" is Italian's "is"; French writes è only inside words.
	if strings.Contains(text, " è ") || strings.HasPrefix(text, "È ") {
		score[4]++
	}
	best, second := topTwo(&score)
	if score[best] < 1 || score[best] == score[second] {
		return "", false
	}
	return languageCodes[best], wordScore[best] >= 1 && score[best] >= 1.5 && score[best] >= 2*score[0]
}
