package orgs

import (
	"context"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
)

var _ identity.Invitations = (*Service)(nil)

// AcceptVerifiedInvitation accepts, for someone whose email an identity
// provider has verified, an invitation of that email: the one of the link
// whose token hashes to invitation (token.Hash) when it is not "", else
// the only live invitation of the email. Another organization that invites
// the same email does not take the invitee over: with several live
// invitations and none chosen, it returns INVITATION_PENDING (the invitee
// logs in from the link of the one to accept). The invitation is marked
// accepted, the person becomes a member of its organization with its role
// and the provider's names, without a password (a password reset gives
// one), and a session is opened. It returns NOT_FOUND when the chosen
// invitation is not live or the email has none, FORBIDDEN when the chosen
// invitation is for another email, and EMAIL_IN_USE when the email's
// account belongs to an organization.
func (s *Service) AcceptVerifiedInvitation(ctx context.Context, person identity.VerifiedPerson, invitation string) (*identity.LoginResult, error) {
	email, err := identity.NormalizeEmail(person.Email)
	if err != nil {
		return nil, err
	}
	var login *identity.LoginResult
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		inv, err := s.verifiedInvitation(ctx, email, invitation)
		if err != nil {
			return err
		}
		login, err = s.accept(ctx, inv, identity.NewUser{
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

// verifiedInvitation returns the invitation AcceptVerifiedInvitation
// accepts for email.
func (s *Service) verifiedInvitation(ctx context.Context, email, tokenHash string) (*Invitation, error) {
	now := s.now().UTC()
	if tokenHash != "" {
		inv, _, err := s.store.FindInvitationByTokenHash(ctx, tokenHash, now)
		if err != nil {
			return nil, noInvitation(err)
		}
		if inv.Email != email {
			return nil, feedbackkit.Errorf(feedbackkit.CodeForbidden,
				"this invitation is for another email address than %s, which the identity provider verified", email)
		}
		return inv, nil
	}
	invs, err := s.store.FindLiveInvitationsByEmail(ctx, email, now)
	switch {
	case err != nil:
		return nil, err
	case len(invs) == 0:
		return nil, feedbackkit.Errorf(feedbackkit.CodeNotFound, "%s has no pending invitation", email)
	case len(invs) > 1:
		return nil, feedbackkit.Errorf(feedbackkit.CodeInvitationPending,
			"%s is invited by %d organizations: open the link of the invitation to accept, and log in from there", email, len(invs))
	}
	return invs[0], nil
}
