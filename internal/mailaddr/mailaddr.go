// Package mailaddr folds email addresses for comparison. Every package that
// compares or looks up emails folds them with Fold, so that two addresses
// are the same account, the same invitation or the same rate-limit key by
// one rule.
package mailaddr

import "strings"

// Fold returns addr trimmed of surrounding white space, with its ASCII
// letters lower-cased and every other character kept as it is. Unicode case
// folding is not used on purpose: it maps characters such as the Kelvin
// sign (U+212A) to ASCII letters ("k"), which would let an address that a
// provider verified for one person name the account of another.
func Fold(addr string) string {
	return LowerASCII(strings.TrimSpace(addr))
}

// LowerASCII returns s with its ASCII letters lower-cased and every other
// byte kept as it is: the folding of Fold, which identity's instructorIds
// share for the same reason.
func LowerASCII(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + ('a' - 'A')
		}
	}
	return string(b)
}
