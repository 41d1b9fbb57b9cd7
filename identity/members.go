package identity

import (
	"context"
	"strings"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/mailaddr"
)

// The membership operations below are the identity side of user management:
// they read and change the organization and role of accounts, always
// filtered by the organization id. They do not check the caller's rights:
// the orgs package decides who may do what and calls them, within its own
// transactions when ctx carries one.

// ListMembers returns the accounts of the organization orgID, oldest first.
func (s *Service) ListMembers(ctx context.Context, orgID string) ([]*User, error) {
	return s.store.ListMembers(ctx, orgID)
}

// CountMembers returns how many accounts belong to the organization orgID.
func (s *Service) CountMembers(ctx context.Context, orgID string) (int, error) {
	return s.store.CountMembers(ctx, orgID)
}

// FindMember returns the account userID of the organization orgID, or
// NOT_FOUND when there is none, including when the account belongs to
// another organization.
func (s *Service) FindMember(ctx context.Context, orgID, userID string) (*User, error) {
	return s.store.FindMember(ctx, orgID, userID)
}

// FindMemberByEmail returns the account of the organization orgID with the
// email (its ASCII letters compared case-insensitively), or NOT_FOUND.
func (s *Service) FindMemberByEmail(ctx context.Context, orgID, email string) (*User, error) {
	return s.store.FindMemberByEmail(ctx, orgID, mailaddr.Fold(email))
}

// FindOwner returns the owner of the organization orgID, or NOT_FOUND.
func (s *Service) FindOwner(ctx context.Context, orgID string) (*User, error) {
	return s.store.FindOwner(ctx, orgID)
}

// SetRole gives the account userID of the organization orgID the role. It
// returns VALIDATION_FAILED for an unknown role and NOT_FOUND when the
// account is not a member of the organization. The new role applies from
// the account's next request.
func (s *Service) SetRole(ctx context.Context, orgID, userID string, role feedbackkit.Role) (*User, error) {
	if !role.Valid() {
		return nil, feedbackkit.Invalid("role", "must be owner, admin or user")
	}
	var u *User
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.SetRole(ctx, orgID, userID, role, s.now()); err != nil {
			return err
		}
		var err error
		u, err = s.store.FindMember(ctx, orgID, userID)
		return err
	})
	if err != nil {
		return nil, err
	}
	return u, nil
}

// RemoveFromOrganization takes the account userID out of the organization
// orgID: the account is kept, without an organization and with the user
// role, and all its sessions are revoked at once, so that its tokens give
// INVALID_TOKEN from the next request on. It can no longer log in nor
// reset its password; an invitation to an organization brings it back
// (JoinOrganization), and the deletion of orgID deletes it
// (DeleteFormerMembers). It returns NOT_FOUND when the account is not a
// member of the organization.
func (s *Service) RemoveFromOrganization(ctx context.Context, orgID, userID string) error {
	now := s.now()
	return s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.RemoveFromOrganization(ctx, orgID, userID, now); err != nil {
			return err
		}
		return s.store.RevokeSessions(ctx, userID, "", now)
	})
}

// DeleteFormerMembers deletes the accounts removed from the organization
// orgID (RemoveFromOrganization) that have joined no organization since,
// with their sessions, password resets and linked identities: the
// deletion of an organization deletes its former members' accounts as it
// deletes its members'. It returns how many it deleted.
func (s *Service) DeleteFormerMembers(ctx context.Context, orgID string) (int, error) {
	return s.store.DeleteFormerMembers(ctx, orgID)
}

// JoinOrganization gives nu's email an account in the organization nu.OrgID
// with nu.Role: it creates the account, or, when an account with the email
// exists without an organization (it was removed from one), it moves that
// account into nu.OrgID with nu's role, names and password, revoking any
// session it had and deleting its reset links. It returns VALIDATION_FAILED for bad values and
// EMAIL_IN_USE when the email's account belongs to an organization.
func (s *Service) JoinOrganization(ctx context.Context, nu NewUser) (*User, error) {
	email, err := NormalizeEmail(nu.Email)
	if err != nil {
		return nil, err
	}
	var u *User
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		existing, err := s.store.FindUserByEmail(ctx, email)
		if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
			u, err = s.CreateUser(ctx, nu)
			return err
		} else if err != nil {
			return err
		}
		if existing.OrgID != "" {
			return errInOrganization()
		}
		hash, err := nu.check(ctx)
		if err != nil {
			return err
		}
		now := s.now()
		joined := &User{
			ID:           existing.ID,
			OrgID:        nu.OrgID,
			Role:         nu.Role,
			PasswordHash: hash,
			Name:         strings.TrimSpace(nu.Name),
			LastName:     strings.TrimSpace(nu.LastName),
		}
		err = s.store.JoinOrganization(ctx, joined, now)
		if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
			// Another organization took the account in the meantime.
			return errInOrganization()
		} else if err != nil {
			return err
		}
		// The invitee chose a new password: the old one's reset links
		// and sessions end with it.
		if err := s.voidOldPassword(ctx, existing.ID, "", now); err != nil {
			return err
		}
		u, err = s.store.FindMember(ctx, nu.OrgID, existing.ID)
		return err
	})
	if err != nil {
		return nil, err
	}
	return u, nil
}

// errInOrganization is the EMAIL_IN_USE of an invitee whose account belongs
// to an organization.
func errInOrganization() error {
	return feedbackkit.Errorf(feedbackkit.CodeEmailInUse, "an account with this email belongs to an organization already")
}
