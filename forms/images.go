package forms

import (
	"context"
	"io"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/uploads"
)

// imageTarget finds the image field of the question questionID, or of its
// option optionID when optionID is not "", in f.
func imageTarget(f *Form, questionID, optionID string) (*string, error) {
	q, ok := f.Question(questionID)
	if !ok {
		return nil, feedbackkit.NotFound("question")
	}
	if optionID == "" {
		return &q.Image, nil
	}
	o, ok := findOption(q, optionID)
	if !ok {
		return nil, feedbackkit.NotFound("option")
	}
	return &o.Image, nil
}

// SetImage stores the image r (JPEG, PNG or WebP, checked by content, at
// most uploads.MaxImageSize) as the image of the question questionID of
// the form id of the caller's organization, or of its option optionID when
// optionID is not "", replacing the image it had. It returns
// INVALID_TOKEN without a principal, NOT_FOUND for the form, question or
// option, FORBIDDEN when the caller is a user who did not create the form
// (see Form.ManagedBy), UNSUPPORTED_MEDIA_TYPE and PAYLOAD_TOO_LARGE.
func (s *Service) SetImage(ctx context.Context, id, questionID, optionID string, r io.Reader) (*Form, error) {
	// Check the form before reading the upload, to answer NOT_FOUND and
	// FORBIDDEN without storing anything.
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return nil, err
	}
	f, err := s.findManaged(ctx, p, id, false)
	if err != nil {
		return nil, err
	}
	if _, err := imageTarget(f, questionID, optionID); err != nil {
		return nil, err
	}
	key, err := uploads.PutImage(ctx, s.deps.Uploads, "forms", r)
	if err != nil {
		return nil, err
	}
	var old string
	f, err = s.change(ctx, id, func(f *Form) error {
		img, err := imageTarget(f, questionID, optionID)
		if err != nil {
			return err
		}
		old, *img = *img, key
		return nil
	})
	if err != nil {
		s.deleteImages(ctx, []string{key})
		return nil, err
	}
	if old != "" {
		s.deleteImages(ctx, []string{old})
	}
	return f, nil
}

// DeleteImage deletes the image of the question questionID of the form id
// of the caller's organization, or of its option optionID when optionID is
// not "". It returns INVALID_TOKEN without a principal, FORBIDDEN when
// the caller is a user who did not create the form (see Form.ManagedBy),
// and NOT_FOUND for the form, question or option, or when it has no
// image.
func (s *Service) DeleteImage(ctx context.Context, id, questionID, optionID string) (*Form, error) {
	var old string
	f, err := s.change(ctx, id, func(f *Form) error {
		img, err := imageTarget(f, questionID, optionID)
		if err != nil {
			return err
		}
		if *img == "" {
			return feedbackkit.NotFound("image")
		}
		old, *img = *img, ""
		return nil
	})
	if err != nil {
		return nil, err
	}
	s.deleteImages(ctx, []string{old})
	return f, nil
}

// deleteImages deletes the uploads of keys once their form change has
// committed; a failure is logged, leaving an orphan file behind.
func (s *Service) deleteImages(ctx context.Context, keys []string) {
	ctx = context.WithoutCancel(ctx)
	for _, k := range keys {
		if err := uploads.Delete(ctx, s.deps.Uploads, k); err != nil {
			s.cfg.Logger.WarnContext(ctx, "forms: delete an image", "key", k, "error", err)
		}
	}
}

// without returns the keys of before that are not in after.
func without(before, after []string) []string {
	keep := map[string]bool{}
	for _, k := range after {
		keep[k] = true
	}
	var out []string
	for _, k := range before {
		if !keep[k] {
			out = append(out, k)
		}
	}
	return out
}
