package webhooks

import (
	"context"

	"github.com/feedbackkit/feedbackkit/internal/seal"
)

// Reseal seals again, under the Service's Config.Secret, the signing
// secrets (and the secrets that rotations replaced) sealed under the key
// of one of olds (the secrets of earlier configurations: FEEDBACKD_SECRET
// before it changed, or the one feedbackkit kept in the database before it
// kept the sealing key out of it), so that those no longer open any.
// Secrets that the Service's secret opens already are left as they are; a
// webhook whose signing secret none opens is left too and logged: its
// deliveries fail until its secret is rotated. It returns how many
// webhooks it sealed again. Several processes may run it at once.
func (s *Service) Reseal(ctx context.Context, olds ...[]byte) (int, error) {
	var boxes []*seal.Box
	for _, old := range olds {
		if len(old) > 0 {
			boxes = append(boxes, newBox(old))
		}
	}
	if len(boxes) == 0 {
		return 0, nil
	}
	list, err := s.store.FindAllWebhooks(ctx)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, w := range list {
		secret, previous := w.SealedSecret, w.SealedPrevious
		resealed, changed, err := s.box.Reseal(purposeSecret, secret, boxes...)
		if err != nil {
			s.cfg.Logger.WarnContext(ctx, "webhooks: a signing secret opens under neither the current key nor a former one; rotate the webhook's secret",
				"organization_id", w.OrgID, "webhook_id", w.ID)
			continue
		}
		w.SealedSecret = resealed
		if previous != "" {
			// A replaced secret that none opens no longer signs: drop it.
			p, pchanged, err := s.box.Reseal(purposeSecret, previous, boxes...)
			changed = changed || pchanged || err != nil
			w.SealedPrevious = p
		}
		if !changed {
			continue
		}
		ok, err := s.store.ResealWebhook(ctx, w, secret, previous)
		if err != nil {
			return n, err
		}
		if ok { // else a rotation or another process changed it meanwhile
			n++
		}
	}
	return n, nil
}

// newBox returns the box that seals the signing secrets, its key derived
// from secret.
func newBox(secret []byte) *seal.Box { return seal.New(secret, "feedbackkit webhooks v1") }
