package analysis

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// WordCount is a word and the number of its occurrences.
type WordCount struct {
	Word  string `json:"word"`
	Count int    `json:"count"`
}

// MaxCloudWord is the length, in characters, of the longest word that
// belongs in a word cloud; longer runs of letters are not words.
const MaxCloudWord = 40

// CloudWords returns the words of text that belong in a word cloud, in
// order: lower-cased, apostrophes normalized, a trailing "'s" dropped, and
// English stop words, single characters, words longer than MaxCloudWord,
// numbers and profane words (IsProfane) left out, as a word cloud may be
// shown on a screen.
func CloudWords(text string) []string {
	var words []string
	for _, w := range strings.FieldsFunc(text, func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'' || r == '’' || unicode.Is(unicode.Mn, r))
	}) {
		w = strings.Trim(strings.ReplaceAll(strings.ToLower(w), "’", "'"), "'")
		w = strings.TrimSuffix(w, "'s")
		if n := utf8.RuneCountInString(w); n < 2 || n > MaxCloudWord || cloudStopWords[w] || isNumber(w) || IsProfane(w) {
			continue
		}
		words = append(words, w)
	}
	return words
}

// TopWords counts the CloudWords of texts and returns the n most frequent,
// most frequent first, ties in alphabetical order.
func TopWords(texts []string, n int) []WordCount {
	counts := map[string]int{}
	for _, text := range texts {
		for _, w := range CloudWords(text) {
			counts[w]++
		}
	}
	words := make([]WordCount, 0, len(counts))
	for w, c := range counts {
		words = append(words, WordCount{Word: w, Count: c})
	}
	sort.Slice(words, func(i, j int) bool {
		if words[i].Count != words[j].Count {
			return words[i].Count > words[j].Count
		}
		return words[i].Word < words[j].Word
	})
	if len(words) > n {
		words = words[:n]
	}
	return words
}

func isNumber(w string) bool {
	for _, r := range w {
		if !unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

// cloudStopWords are the English words left out of word clouds.
var cloudStopWords = toSet(`
		a about above after again against all also am an and any are aren't as at
		be because been before being below between both but by
		can can't cannot could couldn't
		did didn't do does doesn't doing don't down during
		each even ever every
		few for from further
		get gets got had hadn't has hasn't have haven't having he he'd he'll he's her here
		here's hers herself him himself his how how's however
		i i'd i'll i'm i've if in into is isn't it it's its itself
		just let's like lot lots
		may me might more most much must mustn't my myself
		no nor not now
		of off on once only or other ought our ours ourselves out over own
		quite rather really same shall shan't she she'd she'll she's should shouldn't so some
		such than that that's the their theirs them themselves then there there's these they
		they'd they'll they're they've this those though through to too
		under until up upon us
		very was wasn't we we'd we'll we're we've were weren't what what's when when's where
		where's which while who who's whom why why's will with won't would wouldn't
		yet you you'd you'll you're you've your yours yourself yourselves
		im dont didnt doesnt isnt wasnt cant wont ive id youre thats theres
		one two also get got getting etc
	`)
