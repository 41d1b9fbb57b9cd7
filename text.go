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

// CheckName returns VALIDATION_FAILED naming field when s, a name or a
// title (one line: of an organization, a user, a room, a folder, a form,
// an integration, a tag), is refused by CheckText, holds any control
// character, tabs and line breaks included, which would split the lines of
// an email's headers, a log or an export, or holds a format character
// (Unicode category Cf: zero-width spaces and joiners, bidirectional
// overrides and isolates, the byte order mark, soft hyphens...), which
// would make two names that read the same differ, or show a name's text
// in another order than it is written.
func CheckName(field, s string, max int) error {
	if err := CheckText(field, s, max); err != nil {
		return err
	}
	if strings.ContainsFunc(s, unicode.IsControl) {
		return Invalid(field, "must be one line without control characters")
	}
	if strings.ContainsFunc(s, isFormat) {
		return Invalid(field, "must not contain invisible formatting characters (zero-width or bidirectional controls)")
	}
	return nil
}

// isFormat reports whether r is a Unicode format character (category Cf).
func isFormat(r rune) bool { return unicode.Is(unicode.Cf, r) }

// Limits of tag lists.
const (
	MaxTags      = 100 // tags in one list
	MaxTagLength = 50  // characters of a tag
)

// CleanTags returns tags trimmed and de-duplicated case-insensitively
// (keeping the first spelling). It returns VALIDATION_FAILED naming field
// for a nil list, more than MaxTags tags, or a tag that is empty, longer
// than MaxTagLength characters, not valid UTF-8 or holding any control
// character (a tag is one short line: tabs and line breaks are refused
// too).
func CleanTags(field string, tags []string) ([]string, error) {
	if tags == nil {
		return nil, Invalid(field, "is required")
	}
	if len(tags) > MaxTags {
		return nil, Invalid(field, fmt.Sprintf("must have at most %d tags", MaxTags))
	}
	clean := make([]string, 0, len(tags))
	seen := make(map[string]bool, len(tags))
	for _, t := range tags {
		t = strings.TrimSpace(t)
		if t == "" {
			return nil, Invalid(field, fmt.Sprintf("each tag must be 1 to %d characters", MaxTagLength))
		}
		if err := CheckName(field, t, MaxTagLength); err != nil {
			return nil, err
		}
		if key := strings.ToLower(t); !seen[key] {
			seen[key] = true
			clean = append(clean, t)
		}
	}
	return clean, nil
}
