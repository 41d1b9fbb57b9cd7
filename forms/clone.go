package forms

import (
	"context"
	"strings"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/uploads"
)

// CloneForm copies the form id of the caller's organization: its
// questions (with new ids and copies of their images), description,
// active state, proof of work, window and quota (the copy has received no response), with
// the title suffixed " (copy)" and a new slug; the caller is the copy's
// creator. It returns INVALID_TOKEN without a principal, NOT_FOUND,
// FORBIDDEN when the caller is a user who did not create the form (see
// Form.ManagedBy), and FORM_LIMIT_REACHED.
func (s *Service) CloneForm(ctx context.Context, id string) (*Form, error) {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return nil, err
	}
	src, err := s.findManaged(ctx, p, id, false)
	if err != nil {
		return nil, err
	}
	now := s.now()
	f := &Form{
		ID:          newID(),
		OrgID:       p.OrgID,
		CreatorID:   p.UserID,
		Title:       cloneTitle(src.Title),
		Description: src.Description,
		Active:      src.Active,
		OpensAt:     src.OpensAt,
		ClosesAt:    src.ClosesAt,

		RequireChallenge: src.RequireChallenge,
		CreatedAt:        now,
		UpdatedAt:        now,

		MaxResponses: src.MaxResponses,
	}
	var copied []string
	f.Questions, err = s.copyQuestions(ctx, src.Questions, &copied)
	if err == nil {
		err = s.create(ctx, f)
	}
	if err != nil {
		s.deleteImages(context.WithoutCancel(ctx), copied)
		return nil, err
	}
	return f, nil
}

// copyQuestions returns copies of qs with new ids and copies of their
// images, appending the keys of the copies to copied.
func (s *Service) copyQuestions(ctx context.Context, qs []Question, copied *[]string) ([]Question, error) {
	out := make([]Question, len(qs))
	for i, q := range qs {
		var err error
		q.ID = newID()
		if q.Image, err = s.copyImage(ctx, q.Image, copied); err != nil {
			return nil, err
		}
		if q.Options != nil {
			opts := make([]Option, len(q.Options))
			for k, o := range q.Options {
				o.ID = newID()
				if o.Image, err = s.copyImage(ctx, o.Image, copied); err != nil {
					return nil, err
				}
				opts[k] = o
			}
			q.Options = opts
		}
		out[i] = q
	}
	return out, nil
}

// cloneTitle is the title of a clone of a form titled title.
func cloneTitle(title string) string {
	const suffix = " (copy)"
	runes := []rune(title)
	if len(runes)+len(suffix) > MaxTitle {
		runes = runes[:MaxTitle-len(suffix)]
	}
	return strings.TrimSpace(string(runes)) + suffix
}

// copyImage stores a copy of the upload key for a clone, appending the
// new key to copied; "" stays "".
func (s *Service) copyImage(ctx context.Context, key string, copied *[]string) (string, error) {
	if key == "" {
		return "", nil
	}
	r, _, err := uploads.Open(ctx, s.deps.Uploads, key)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return "", nil // the image is gone: the clone has none
	}
	if err != nil {
		return "", err
	}
	defer r.Close()
	nk, err := uploads.PutImage(ctx, s.deps.Uploads, "forms", r)
	if err != nil {
		return "", err
	}
	*copied = append(*copied, nk)
	return nk, nil
}
