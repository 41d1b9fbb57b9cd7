package feedbackkit

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// CheckText returns VALIDATION_FAILED naming field when s is not valid
// UTF-8, holds a control character other than tab and line breaks (NUL
// cannot even be stored by PostgreSQL), or is longer than max characters.
func CheckText(field, s string, max int) error {
	if !utf8.ValidString(s) {
		return Invalid(field, "must be valid UTF-8 text")
	}
	if strings.ContainsFunc(s, func(r rune) bool {
		return unicode.IsControl(r) && r != '\t' && r != '\n' && r != '\r'
	}) {
		return Invalid(field, "must not contain control characters")
	}
	if utf8.RuneCountInString(s) > max {
		return Invalid(field, fmt.Sprintf("must be at most %d characters", max))
	}
	return nil
}
