package analysis

import (
	"strings"
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
		"the and is are was were to of in that it this for with you not on have be but they at my we very would what which there their been has had so just from by or an i'm it's don't thanks thank great really good your our me how do i can why please will",
		"der die das und ist nicht ein eine ich zu den mit sich auf dem es war sehr auch wir sie aber fur wie noch nach bei wird werden hat haben mehr kann mich mir dass oder wenn schon immer gut alles danke ganz uns man nur im zum zur vom an in um aus einem einen meine mein dich dir du er ihr denke",
		"le la les et est un une des du je pas que qui dans pour sur ce cette avec mais tres plus ne il elle nous vous on au aux etait ete sont etre tout bien merci aussi trop cours de en j l d qu ai mon ma mes son sa leur quand comme fait",
		"el la los las y es un una que de en no por para con muy pero lo se del al su mas como esta fue era son yo me mi nos porque todo bien tambien hay gracias clase quiero estoy tengo en pero muy",
		"il lo la gli le e un una che di non per con sono molto ma mi del della nel nella questo questa era anche piu come ho ha al alla ci si tutto bene perche sempre grazie lezione",
		"o os as e um uma que de do da nao para com muito mas eu me meu minha no na foi era sao tambem mais como esta isso por voce ele ela tudo bem porque sempre obrigado obrigada aula voce estou tenho em nos pra",
	}
	m := map[string]uint8{}
	for i, list := range lists {
		for w := range wordSet(strings.ReplaceAll(list, " ", "|")) {
			m[w] |= 1 << i
		}
	}
	return m
}()

// DetectLanguage returns the ISO 639-1 code of the language of text among
// English, German, French, Spanish, Italian and Portuguese (the Language*
// constants), or "" when it cannot tell: a text without the frequent words
// of any of them, or with as many of two. It counts those words, and the
// letters that only some of the languages write (ß, ñ, ã) break ties. It
// needs no network and no model file.
func DetectLanguage(text string) string {
	var buf [64]string
	var score [len(languageCodes)]float64
	for _, w := range matchWords(text, buf[:0]) {
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
	best, second := 0, -1
	for i := 1; i < len(score); i++ {
		switch {
		case score[i] > score[best]:
			best, second = i, best
		case second < 0 || score[i] > score[second]:
			second = i
		}
	}
	if score[best] < 1 || score[best] == score[second] {
		return ""
	}
	return languageCodes[best]
}
