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

// fts5Query is the SQLite FTS5 MATCH expression of tokens: each token as a
// quoted string (an FTS5 string cannot hold an operator), all required.
func fts5Query(tokens []string) string {
	var b strings.Builder
	for i, t := range tokens {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteByte('"')
		b.WriteString(strings.ReplaceAll(t, `"`, `""`))
		b.WriteByte('"')
	}
	return b.String()
}
