package integrations

import "context"

// Reseal seals again, under the Service's Config.Secret, the stored tokens
// sealed under the key of old (the secret of an earlier configuration: the
// one feedbackkit kept in the database before it kept the sealing key out
// of it), so that old opens none of them any more. Tokens that the
// Service's secret opens already are left as they are; a token that
// neither opens is left too and logged: its integration answers
// NOT_CONNECTED until it is connected again. It returns how many tokens it
// sealed again. Several processes may run it at once.
func (s *Service) Reseal(ctx context.Context, old []byte) (int, error) {
	if len(old) == 0 {
		return 0, nil
	}
	prev := newSealer(old)
	list, err := s.store.FindSealedIntegrations(ctx)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, in := range list {
		if _, err := s.box.Open(purposeToken, in.SealedToken); err == nil {
			continue
		}
		plain, err := prev.Open(purposeToken, in.SealedToken)
		if err != nil {
			s.cfg.Logger.WarnContext(ctx, "integrations: a stored token opens under neither the current key nor the former one; the integration must be connected again",
				"organization_id", in.OrgID, "integration_id", in.ID)
			continue
		}
		sealed := in.SealedToken
		in.SealedToken = s.box.Seal(purposeToken, plain)
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
