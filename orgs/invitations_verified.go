package orgs

import (
	"context"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
)

var _ identity.Invitations = (*Service)(nil)

// AcceptVerifiedInvitation accepts, for someone whose email an identity
// provider has verified, the newest live invitation of that email (an
// email invited by several organizations joins the one that invited it
// last): the invitation is marked accepted, the person becomes a member of
// its organization with its role and the provider's names, without a
// password (a password reset gives one), and a session is opened. It
// returns NOT_FOUND when the email has no live invitation and EMAIL_IN_USE
// when its account belongs to an organization.
func (s *Service) AcceptVerifiedInvitation(ctx context.Context, person identity.VerifiedPerson) (*identity.LoginResult, error) {
	email, err := identity.NormalizeEmail(person.Email)
	if err != nil {
		return nil, err
	}
	var login *identity.LoginResult
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		invs, err := s.store.FindLiveInvitationsByEmail(ctx, email, s.now())
		if err != nil {
			return err
		}
		if len(invs) == 0 {
			return feedbackkit.Errorf(feedbackkit.CodeNotFound, "%s has no pending invitation", email)
		}
		login, err = s.accept(ctx, invs[0], identity.NewUser{
			Name:            person.Name,
			LastName:        person.LastName,
			WithoutPassword: true,
		})
		return err
	})
	if err != nil {
		return nil, err
	}
	return login, nil
}
