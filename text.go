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
// A vertical tab, a form feed or a next line (U+0085) is refused too: it
// is the check of a string kept as it is sent, as an identity provider's
// subject, where the line and paragraph separators (U+2028, U+2029, which
// are not control characters) pass. A text that people write, where a
// line break is allowed, goes through CleanText, which makes all of these
// line breaks first; a name, one line, through CheckName, which refuses
// them.
func CheckText(field, s string, max int) error {
	return checkRunes(field, s, max, "must be valid UTF-8 text", func(r rune) bool {
		return unicode.IsControl(r) && r != '\t' && r != '\n' && r != '\r'
	}, "must not contain control characters")
}

// pastedBreaks makes the vertical tabs, form feeds, next lines and
// Unicode line and paragraph separators of a text line breaks (see
// CleanText).
var pastedBreaks = strings.NewReplacer("\v", "\n", "\f", "\n", "\u0085", "\n", "\u2028", "\n", "\u2029", "\n")

// CleanText returns s with its vertical tabs, form feeds, next lines
// (U+0085) and Unicode line and paragraph separators (U+2028, U+2029)
// made line breaks ("\n"), or the error of CheckText about the result.
// Text pasted from a word processor, a PDF file or a web page holds them
// (a line break within a paragraph, a page break, a paragraph's end),
// which a respondent cannot see to remove, which a CSV, an XML or an HTML
// document may not carry as they are, and which some programs show as a
// line break and others as nothing (JavaScript before ES2019 even ends a
// string literal at U+2028). It is the check of every text that may hold
// line breaks: those that respondents write and imports bring (feedback,
// a form's text answer, an imported item's text), and an organization's
// own (a form's description, its questions' texts, scale labels and
// option labels, a webhook's description, the texts of the room and
// feedback pages, an upgrade request's reason), which are often pasted
// too. Names and titles, one line, are checked by CheckName instead,
// which refuses them.
func CleanText(field, s string, max int) (string, error) {
	s = pastedBreaks.Replace(s)
	if err := CheckText(field, s, max); err != nil {
		return "", err
	}
	return s, nil
}

// CheckString returns VALIDATION_FAILED naming field when s is not valid
// UTF-8, holds a NUL character (which PostgreSQL cannot store, nor either
// database take as a parameter) or is longer than max characters. It is
// the check of a string that may hold anything else: an id, a name or a
// search to look up, a free text.
func CheckString(field, s string, max int) error {
	return checkRunes(field, s, max, "must be valid UTF-8", func(r rune) bool { return r == 0 },
		"must not contain NUL characters")
}

// checkRunes returns VALIDATION_FAILED naming field, with the message
// notUTF8 when s is not valid UTF-8, refusal when it holds a character
// that refused reports, or one of length when it is longer than max
// characters (CheckText and CheckString).
func checkRunes(field, s string, max int, notUTF8 string, refused func(rune) bool, refusal string) error {
	if !utf8.ValidString(s) {
		return Invalid(field, notUTF8)
	}
	if strings.ContainsFunc(s, refused) {
		return Invalid(field, refusal)
	}
	if utf8.RuneCountInString(s) > max {
		return Invalid(field, fmt.Sprintf("must be at most %d characters", max))
	}
	return nil
}

// CheckName returns VALIDATION_FAILED naming field when s, a name or a
// title (one line: of an organization, a user, a room, a folder, a form,
// an integration, a tag), is refused by CheckText, is not one line
// (OneLine: it holds a control character, tabs, line breaks, vertical
// tabs, form feeds and next lines included, or a Unicode line or
// paragraph separator, any of which would split the lines of an email's
// headers, a log, an export or a page), with the message "must be one
// line without control characters", or holds a format character
// (Unicode category Cf: zero-width spaces and joiners, bidirectional
// overrides and isolates, the byte order mark, soft hyphens...), which
// would make two names that read the same differ, or show a name's text
// in another order than it is written. A zero-width non-joiner or joiner
// is fine where the writing needs it (see strayFormat): in a Persian or
// Indic word ("می‌خواهم") and in an emoji sequence ("👩‍💻").
func CheckName(field, s string, max int) error {
	if utf8.ValidString(s) && !OneLine(s) {
		return Invalid(field, "must be one line without control characters")
	}
	if err := CheckText(field, s, max); err != nil {
		return err
	}
	for i, r := range s {
		if strayFormat(s[:i], r, s[i+utf8.RuneLen(r):]) {
			return Invalid(field, "must not contain invisible formatting characters (zero-width or bidirectional controls)")
		}
	}
	return nil
}

// OneLine reports whether s is one line: it holds no control character
// (tabs, line breaks, vertical tabs, form feeds and next lines included)
// and no Unicode line or paragraph separator (U+2028, U+2029), which are
// not control characters but break a line in browsers and many other
// renderers. Names and titles (CheckName) and other one-line texts, as a
// privacy notice, must be.
func OneLine(s string) bool {
	return !strings.ContainsFunc(s, breaksLine)
}

// breaksLine reports whether r is a character that a line may not hold
// (see OneLine).
func breaksLine(r rune) bool {
	return unicode.IsControl(r) || r == '\u2028' || r == '\u2029'
}

// VisibleName returns s without the characters that CheckName refuses in
// a name: control characters, line and paragraph separators (OneLine) and
// the format characters out of their place (strayFormat). It makes a name that comes from elsewhere (an
// identity provider's claims, a host program's users) fit an account's,
// as a Persian or Hebrew display name often carries a direction mark.
// Bytes that are not UTF-8 are kept, for CheckText to refuse.
func VisibleName(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if size == 1 && r == utf8.RuneError || !breaksLine(r) && !strayFormat(s[:i], r, s[i+size:]) {
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}

// strayFormat reports whether r, after before and before rest, is a
// format character (Unicode category Cf) that a name refuses: any but a
// zero-width non-joiner or joiner between two characters that take one
// (the letters and marks of joiningScripts, and the symbols, modifiers and
// emoji presentation selector of emoji sequences).
func strayFormat(before string, r rune, rest string) bool {
	if !unicode.Is(unicode.Cf, r) {
		return false
	}
	return !joinerInPlace(before, r, rest)
}

// joinerInPlace reports whether the format character r, after before and
// before rest, is a zero-width non-joiner or joiner between two characters
// that take one (see strayFormat).
func joinerInPlace(before string, r rune, rest string) bool {
	if (r != '\u200c' && r != '\u200d') || before == "" || rest == "" {
		return false
	}
	prev, _ := utf8.DecodeLastRuneInString(before)
	next, _ := utf8.DecodeRuneInString(rest)
	return takesJoiner(prev) && takesJoiner(next)
}

// takesJoiner reports whether r may stand next to a zero-width joiner or
// non-joiner (see joinerInPlace).
func takesJoiner(r rune) bool {
	return r == '\ufe0f' || unicode.In(r, unicode.So, unicode.Sk) ||
		(unicode.IsLetter(r) || unicode.IsMark(r)) && unicode.In(r, joiningScripts...)
}

// joiningScripts are the scripts whose writing uses the zero-width
// non-joiner and joiner: the Arabic script of Arabic, Persian and Urdu,
// Syriac, N'Ko and Mongolian, which join their letters, and the Indic
// scripts, whose conjuncts they shape. Elsewhere (Latin, Han, Hangul,
// Hebrew...) a joiner shows nothing, and would only make two names that
// read alike differ.
var joiningScripts = []*unicode.RangeTable{
	unicode.Arabic, unicode.Syriac, unicode.Nko, unicode.Mongolian,
	unicode.Devanagari, unicode.Bengali, unicode.Gurmukhi, unicode.Gujarati, unicode.Oriya, unicode.Tamil,
	unicode.Telugu, unicode.Kannada, unicode.Malayalam, unicode.Sinhala,
}

// Limits of tag lists.
const (
	MaxTags      = 100 // tags in one list
	MaxTagLength = 50  // characters of a tag
)

// CleanTags returns tags trimmed and de-duplicated case-insensitively
// (keeping the first spelling). It returns VALIDATION_FAILED naming field
// for a nil list, more than MaxTags tags, or a tag that is empty, longer
// than MaxTagLength characters, or refused by CheckName (a tag is one
// short line: tabs, line breaks and line separators are refused too).
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
