package feedback

import (
	"strings"
	"unicode"
)

// searchTokens splits a search query into lower-case words: runs of
// letters, digits and combining marks, everything else separating them.
// At most maxSearchTokens words are kept. The words carry no character
// that either full-text engine could read as syntax (quotes, operators,
// wildcards, parentheses, colons, LIKE wildcards), so any input is safe.
func searchTokens(q string) []string {
	var toks []string
	for _, f := range strings.FieldsFunc(q, func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r))
	}) {
		if len(toks) == maxSearchTokens {
			break
		}
		toks = append(toks, strings.ToLower(f))
	}
	return toks
}
