package identity

import (
	"context"
	"io"
	"regexp"
	"strings"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/uploads"
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
// account has the instructor id in any letter case (see InstructorKey); the
// caller may change the case of their own.
func (s *Service) UpdateProfile(ctx context.Context, upd ProfileUpdate) (*User, error) {
	p, err := RequirePrincipal(ctx)
	if err != nil {
		return nil, err
	}
	var clean ProfileUpdate
	if upd.Name != nil {
		if err := validateName("name", *upd.Name); err != nil {
			return nil, err
		}
		clean.Name = ptr(strings.TrimSpace(*upd.Name))
	}
	if upd.LastName != nil {
		if err := validateName("lastName", *upd.LastName); err != nil {
			return nil, err
		}
		clean.LastName = ptr(strings.TrimSpace(*upd.LastName))
	}
	if upd.InstructorID != nil {
		if !instructorIDPattern.MatchString(*upd.InstructorID) {
			return nil, feedbackkit.Invalid("instructorId", "must be 3 to 40 letters, digits, '-' or '_'")
		}
		// A spelling that the case-insensitive migration retired stays
		// unknown: its old links must reach nobody (see FindUserByInstructorID).
		if retired, err := s.store.InstructorIDRetired(ctx, *upd.InstructorID); err != nil {
			return nil, err
		} else if retired {
			return nil, feedbackkit.Errorf(feedbackkit.CodeAlreadyExists, "this instructorId is taken")
		}
		clean.InstructorID = ptr(*upd.InstructorID)
	}
	err = s.store.UpdateProfile(ctx, p.UserID, clean, s.now())
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeAlreadyExists {
		return nil, feedbackkit.Errorf(feedbackkit.CodeAlreadyExists, "this instructorId is taken")
	} else if err != nil {
		return nil, err
	}
	return s.FindUserByID(ctx, p.UserID)
}

// ChangePassword replaces the caller's password after checking the current
// one (INVALID_PASSWORD when wrong). The caller's other sessions are
// revoked, the current one stays open, and every reset link sent before
// stops working.
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
	ok, err := checkPassword(ctx, u.PasswordHash, current)
	if err != nil {
		return err
	}
	if !ok {
		return feedbackkit.Errorf(feedbackkit.CodeInvalidPassword, "the current password is wrong")
	}
	hash, err := hashPassword(ctx, next)
	if err != nil {
		return err
	}
	now := s.now()
	return s.store.InTx(ctx, func(ctx context.Context) error {
		return s.replacePassword(ctx, u.ID, hash, p.SessionID, now)
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
	key, err := uploads.PutImage(ctx, s.deps.Uploads, "profile-pictures", r)
	if err != nil {
		return nil, err
	}
	if err := s.store.SetProfilePicture(ctx, p.UserID, key, s.now()); err != nil {
		_ = uploads.Delete(ctx, s.deps.Uploads, key)
		return nil, err
	}
	if err := uploads.Delete(ctx, s.deps.Uploads, old.ProfilePicture); err != nil {
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
	if err := s.store.SetTags(ctx, p.UserID, clean, s.now()); err != nil {
		return nil, err
	}
	return clean, nil
}

func ptr[T any](v T) *T { return &v }
