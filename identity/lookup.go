package identity

import (
	"context"
	"strings"
	"unicode/utf8"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/database"
)

// FindUserByInstructorID returns the user whose instructorId is id (compared
// exactly, as it appears in public links), or NOT_FOUND.
func (s *Service) FindUserByInstructorID(ctx context.Context, id string) (*User, error) {
	if id == "" || !utf8.ValidString(id) || strings.ContainsRune(id, 0) {
		return nil, feedbackkit.NotFound("user") // no such id is stored, nor can be a parameter
	}
	u := new(User)
	if err := s.db.NewSelect().Model(u).Where("instructor_id = ?", id).Scan(ctx); err != nil {
		return nil, database.Translate(err, "user")
	}
	return u, nil
}
