package identity

import (
	"context"
	"strings"
	"unicode/utf8"

	"github.com/feedbackkit/feedbackkit"
)

// FindUserByInstructorID returns the user whose instructorId is id (compared
// exactly, as it appears in public links), or NOT_FOUND.
func (s *Service) FindUserByInstructorID(ctx context.Context, id string) (*User, error) {
	if id == "" || !utf8.ValidString(id) || strings.ContainsRune(id, 0) {
		return nil, feedbackkit.NotFound("user") // no such id is stored, nor can be a parameter
	}
	return s.store.FindUserByInstructorID(ctx, id)
}
