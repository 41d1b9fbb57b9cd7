package identity

import (
	"context"
	"encoding/json"
	"io"
	"regexp"
	"strings"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/uploads"
)

// CurrentUser returns the caller's account.
func (s *Service) CurrentUser(ctx context.Context) (*User, error) {
	p, err := RequirePrincipal(ctx)
	if err != nil {
		return nil, err
	}
	return s.FindUserByID(ctx, p.UserID)
}

// ProfileUpdate changes the caller's profile; nil fields stay as they are.
type ProfileUpdate struct {
	Name         *string
	LastName     *string
	InstructorID *string
}

var instructorIDPattern = regexp.MustCompile(`^[A-Za-z0-9_-]{3,40}$`)

// UpdateProfile changes the caller's name, last name or instructor id. It
// returns VALIDATION_FAILED for bad values and ALREADY_EXISTS when another
// account has the instructor id.
func (s *Service) UpdateProfile(ctx context.Context, upd ProfileUpdate) (*User, error) {
	p, err := RequirePrincipal(ctx)
	if err != nil {
		return nil, err
	}
	q := s.db.NewUpdate().Model((*User)(nil)).Where("id = ?", p.UserID).Set("updated_at = ?", s.now())
	if upd.Name != nil {
		if err := validateName("name", *upd.Name); err != nil {
			return nil, err
		}
		q = q.Set("name = ?", strings.TrimSpace(*upd.Name))
	}
	if upd.LastName != nil {
		if err := validateName("lastName", *upd.LastName); err != nil {
			return nil, err
		}
		q = q.Set("last_name = ?", strings.TrimSpace(*upd.LastName))
	}
	if upd.InstructorID != nil {
		if !instructorIDPattern.MatchString(*upd.InstructorID) {
			return nil, feedbackkit.Invalid("instructorId", "must be 3 to 40 letters, digits, '-' or '_'")
		}
		q = q.Set("instructor_id = ?", *upd.InstructorID)
	}
	if _, err := q.Exec(ctx); err != nil {
		if database.IsUniqueViolation(err) {
			return nil, feedbackkit.Errorf(feedbackkit.CodeAlreadyExists, "this instructorId is taken")
		}
		return nil, err
	}
	return s.FindUserByID(ctx, p.UserID)
}

// ChangePassword replaces the caller's password after checking the current
// one (INVALID_PASSWORD when wrong). The caller's other sessions are
// revoked; the current one stays open.
func (s *Service) ChangePassword(ctx context.Context, current, next string) error {
	p, err := RequirePrincipal(ctx)
	if err != nil {
		return err
	}
	if current == "" {
		return feedbackkit.Invalid("currentPassword", "is required")
	}
	if err := ValidatePassword("newPassword", next); err != nil {
		return err
	}
	u, err := s.FindUserByID(ctx, p.UserID)
	if err != nil {
		return err
	}
	if !checkPassword(u.PasswordHash, current) {
		return feedbackkit.Errorf(feedbackkit.CodeInvalidPassword, "the current password is wrong")
	}
	hash, err := hashPassword(next)
	if err != nil {
		return err
	}
	return s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if err := s.setPasswordHash(ctx, tx, u.ID, hash); err != nil {
			return err
		}
		return s.RevokeSessions(ctx, tx, u.ID, p.SessionID)
	})
}

// SetProfilePicture stores the image read from r as the caller's profile
// picture, replacing (and deleting) the previous one. It returns
// PAYLOAD_TOO_LARGE over 5 MB and UNSUPPORTED_MEDIA_TYPE for bytes that are
// not JPEG, PNG or WebP.
func (s *Service) SetProfilePicture(ctx context.Context, r io.Reader) (*User, error) {
	p, err := RequirePrincipal(ctx)
	if err != nil {
		return nil, err
	}
	old, err := s.FindUserByID(ctx, p.UserID)
	if err != nil {
		return nil, err
	}
	key, err := uploads.PutImage(ctx, s.bucket, "profile-pictures", r)
	if err != nil {
		return nil, err
	}
	_, err = s.db.NewUpdate().Model((*User)(nil)).
		Set("profile_picture = ?", key).
		Set("updated_at = ?", s.now()).
		Where("id = ?", p.UserID).
		Exec(ctx)
	if err != nil {
		_ = uploads.Delete(ctx, s.bucket, key)
		return nil, err
	}
	if err := uploads.Delete(ctx, s.bucket, old.ProfilePicture); err != nil {
		return nil, err
	}
	return s.FindUserByID(ctx, p.UserID)
}

// Tags returns the caller's personal tags for rooms.
func (s *Service) Tags(ctx context.Context) ([]string, error) {
	u, err := s.CurrentUser(ctx)
	if err != nil {
		return nil, err
	}
	return u.Tags, nil
}

// SetTags replaces the caller's personal tags, cleaned by
// feedbackkit.CleanTags (VALIDATION_FAILED for a bad list).
func (s *Service) SetTags(ctx context.Context, tags []string) ([]string, error) {
	p, err := RequirePrincipal(ctx)
	if err != nil {
		return nil, err
	}
	clean, err := feedbackkit.CleanTags("tags", tags)
	if err != nil {
		return nil, err
	}
	encoded, err := json.Marshal(clean)
	if err != nil {
		return nil, err
	}
	_, err = s.db.NewUpdate().Model((*User)(nil)).
		Set("tags = ?", string(encoded)).
		Set("updated_at = ?", s.now()).
		Where("id = ?", p.UserID).
		Exec(ctx)
	return clean, err
}
