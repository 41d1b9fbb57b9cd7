package webhooks

import (
	"context"

	"github.com/feedbackkit/feedbackkit/internal/seal"
)

// sealInfo tells the webhooks' key apart from the others derived from the
// same secret.
const sealInfo = "feedbackkit webhooks v1"

// Reseal is integrations.Service.Reseal for the webhooks: the signing
// secrets, and the secrets rotations replaced, that one of olds opens are
// sealed again under the Service's Config.Secret. A webhook whose signing
// secret no key opens is left and logged: its deliveries fail until its
// secret is rotated; a replaced secret no key opens is left as it is
// (deliveries sign without it), so that a start with the key that opens
// it can still seal it again. It returns how many webhooks it sealed
// again. Several processes may run it at once; a rotation meanwhile wins.
func (s *Service) Reseal(ctx context.Context, olds ...[]byte) (int, error) {
	boxes := seal.Former(sealInfo, olds...)
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
			if p, pchanged, err := s.box.Reseal(purposeSecret, previous, boxes...); err == nil {
				w.SealedPrevious, changed = p, changed || pchanged
			}
		}
		if !changed {
			continue
		}
		ok, err := s.store.ResealWebhook(ctx, w, secret, previous)
		if err != nil {
			return n, err
		}
		if ok {
			n++
		}
	}
	return n, nil
}
