package rooms

import (
	"strings"
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

// CleanName returns name (of a room or a folder) as it is stored: in
// Unicode NFC, trimmed. It returns VALIDATION_FAILED naming field when the
// result is empty, refused by feedbackkit.CheckName (longer than
// MaxNameLength characters, a control or format character), or has a '/'
// or '\\' (the name is a segment of the room's public link).
func CleanName(field, name string) (string, error) {
	if !utf8.ValidString(name) {
		return "", feedbackkit.Invalid(field, "must be valid UTF-8")
	}
	name = strings.TrimSpace(norm.NFC.String(name))
	if name == "" {
		return "", feedbackkit.Invalid(field, "is required")
	}
	if err := feedbackkit.CheckName(field, name, MaxNameLength); err != nil {
		return "", err
	}
	if strings.ContainsAny(name, "/\\") {
		return "", feedbackkit.Invalid(field, "must not contain '/' or '\\'")
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
