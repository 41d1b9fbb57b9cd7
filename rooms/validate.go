package rooms

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"

	"github.com/feedbackkit/feedbackkit"
)

// Limits of room fields. The limits of a room's customization and tags are
// orgs' (orgs.MaxRoomHeaderLength, ...) and feedbackkit's (MaxTags,
// MaxTagLength).
const (
	MaxNameLength = 100 // characters of a room name
	MaxOrderedIDs = 10000
)

// CleanName returns name as a room is stored under it: in Unicode NFC,
// trimmed. It returns VALIDATION_FAILED naming field when the result is
// empty, longer than MaxNameLength characters, or has a control character
// or a '/' (the name is a segment of the room's public link).
func CleanName(field, name string) (string, error) {
	if !utf8.ValidString(name) {
		return "", feedbackkit.Invalid(field, "must be valid UTF-8")
	}
	name = strings.TrimSpace(norm.NFC.String(name))
	if name == "" {
		return "", feedbackkit.Invalid(field, "is required")
	}
	if n := len([]rune(name)); n > MaxNameLength {
		return "", feedbackkit.Invalid(field, fmt.Sprintf("must be at most %d characters", MaxNameLength))
	}
	for _, r := range name {
		if unicode.IsControl(r) || r == '/' || r == '\\' {
			return "", feedbackkit.Invalid(field, "must not contain control characters, '/' or '\\'")
		}
	}
	return name, nil
}

// lookupable reports whether s can name a stored room, user or id: valid
// UTF-8 without NUL (which the databases cannot take as a parameter).
// Anything else names nothing, without asking the database.
func lookupable(s string) bool {
	return utf8.ValidString(s) && !strings.ContainsRune(s, 0)
}

// nameKey returns the key under which names are compared: the NFC form,
// trimmed and case-folded, so that "Café", "CAFÉ" and "cafe\u0301" are one
// name.
func nameKey(name string) string {
	return cases.Fold().String(strings.TrimSpace(norm.NFC.String(name)))
}
