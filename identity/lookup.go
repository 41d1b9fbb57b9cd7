package identity

import (
	"context"
	"strings"
	"unicode/utf8"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/mailaddr"
)

// InstructorKey returns the key under which instructorIds are compared: id
// with its ASCII letters lower-cased, as SQL's lower() folds the ids stored
// (which are ASCII: see UpdateProfile). Other characters stay as they are,
// so that no character outside ASCII (the Kelvin sign, U+212A, folds to
// "k" in Unicode) names an account. Two accounts never have one key, and a
// public link reaches the account whose key its instructorId has, in
// whatever case it is typed.
func InstructorKey(id string) string {
	return mailaddr.LowerASCII(id)
}

// FindUserByInstructorID returns the user whose instructorId is id, compared
// by InstructorKey (so a link typed in upper case reaches the account), or
// NOT_FOUND. A link whose exact spelling was taken from a younger account
// when ids became unique in any case (the store's InstructorIDRetired) is
// NOT_FOUND too: it was that account's, printed and embedded, and must not
// reach the older account that kept the id in another case. Only a link
// spelled otherwise than the account's id costs that second look-up.
func (s *Service) FindUserByInstructorID(ctx context.Context, id string) (*User, error) {
	if id == "" || !utf8.ValidString(id) || strings.ContainsRune(id, 0) {
		return nil, feedbackkit.NotFound("user") // no such id is stored, nor can be a parameter
	}
	u, err := s.store.FindUserByInstructorID(ctx, InstructorKey(id))
	if err != nil || u.InstructorID == id {
		return u, err
	}
	retired, err := s.store.InstructorIDRetired(ctx, id)
	if err != nil {
		return nil, err
	}
	if retired {
		return nil, feedbackkit.NotFound("user")
	}
	return u, nil
}
