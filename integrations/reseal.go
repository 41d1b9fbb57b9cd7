package integrations

import (
	"context"

	"github.com/feedbackkit/feedbackkit/internal/seal"
)

// Reseal seals the stored tokens again under the Service's Config.Secret
// when one of olds opens them (olds are the secrets of earlier
// configurations: FEEDBACKD_SECRET before it changed, or the one
// feedbackkit kept in the database before it kept the sealing key out of
// it), so that those no longer open any. A token that none of the keys
// opens is left and logged: its integration answers NOT_CONNECTED until it
// is connected again. It returns how many tokens it sealed again. Several
// processes may run it at once.
func (s *Service) Reseal(ctx context.Context, olds ...[]byte) (int, error) {
	boxes := seal.Former(sealInfo, olds...)
	if len(boxes) == 0 {
		return 0, nil
	}
	list, err := s.store.FindSealedIntegrations(ctx)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, in := range list {
		sealed := in.SealedToken
		resealed, changed, err := s.box.Reseal(purposeToken, sealed, boxes...)
		if err != nil {
			s.cfg.Logger.WarnContext(ctx, "integrations: a stored token opens under neither the current key nor a former one; the integration must be connected again",
				"organization_id", in.OrgID, "integration_id", in.ID)
			continue
		}
		if !changed {
			continue
		}
		in.SealedToken = resealed
		ok, err := s.store.UpdateConnection(ctx, in, sealed)
		if err != nil {
			return n, err
		}
		if ok { // else another process sealed it again, or it was replaced
			n++
		}
	}
	return n, nil
}
