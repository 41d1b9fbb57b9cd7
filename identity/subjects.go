package identity

import (
	"context"
	"strings"

	"github.com/feedbackkit/feedbackkit"
)

// MaxSubjectLength bounds a host program's id of a user (Subject), in
// characters.
const MaxSubjectLength = 255

// ExternalAccount is an account as a host program that embeds feedbackkit
// knows it: the host's own stable id of the user, and the email and names
// the host has for it. LinkAccount makes it a feedbackkit account.
type ExternalAccount struct {
	// Subject is the host's stable id of the user (its user id, not its
	// email, which may change): 1 to MaxSubjectLength characters.
	Subject string
	// Email is the user's email, unique among the accounts.
	Email string
	// Name and LastName are the user's names; "" keeps the account's.
	Name     string
	LastName string
}

// Clean returns ext with its subject and names trimmed, its names without
// what feedbackkit.VisibleName drops, and its email normalized, or
// VALIDATION_FAILED for an empty or too long subject, a bad email or a bad
// name.
func (ext ExternalAccount) Clean() (ExternalAccount, error) {
	ext.Subject = strings.TrimSpace(ext.Subject)
	if ext.Subject == "" {
		return ext, feedbackkit.Invalid("subject", "is required")
	}
	if err := feedbackkit.CheckText("subject", ext.Subject, MaxSubjectLength); err != nil {
		return ext, err
	}
	var err error
	if ext.Email, err = NormalizeEmail(ext.Email); err != nil {
		return ext, err
	}
	// A host's names may carry direction marks or other format characters
	// that an account's name refuses: they are dropped, not refused.
	ext.Name = strings.TrimSpace(feedbackkit.VisibleName(ext.Name))
	ext.LastName = strings.TrimSpace(feedbackkit.VisibleName(ext.LastName))
	if err := validateName("name", ext.Name); err != nil {
		return ext, err
	}
	return ext, validateName("lastName", ext.LastName)
}

// Matches reports whether the account u has the email and names of ext, a
// cleaned ExternalAccount: LinkAccount would change nothing of it.
func (ext ExternalAccount) Matches(u *User) bool {
	return u.Email == ext.Email &&
		(ext.Name == "" || u.Name == ext.Name) &&
		(ext.LastName == "" || u.LastName == ext.LastName)
}

// FindUserBySubject returns the account linked to a host program's user
// subject (see LinkAccount), or NOT_FOUND.
func (s *Service) FindUserBySubject(ctx context.Context, subject string) (*User, error) {
	return s.store.FindUserBySubject(ctx, strings.TrimSpace(subject))
}

// LinkAccount returns the account of a host program's user, with the email
// and names of ext, in the transaction ctx carries when there is one: the
// account linked to ext.Subject; else the account with ext.Email, which it
// links to the subject (an account the host program made before, by
// hand); else a new account, linked to the subject, without a password
// (the host authenticates its users) and without an organization (the orgs
// package gives it one). It returns VALIDATION_FAILED for a bad subject,
// email or name, and EMAIL_IN_USE when the email belongs to the account of
// another subject.
func (s *Service) LinkAccount(ctx context.Context, ext ExternalAccount) (*User, error) {
	ext, err := ext.Clean()
	if err != nil {
		return nil, err
	}
	var u *User
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		if u, err = s.accountOf(ctx, ext); err != nil {
			return err
		}
		if ext.Matches(u) {
			return nil
		}
		now := s.now()
		if u.Email != ext.Email {
			if err := s.store.SetEmail(ctx, u.ID, ext.Email, now); err != nil {
				return err
			}
		}
		upd := ProfileUpdate{}
		if ext.Name != "" {
			upd.Name = &ext.Name
		}
		if ext.LastName != "" {
			upd.LastName = &ext.LastName
		}
		if upd != (ProfileUpdate{}) {
			if err := s.store.UpdateProfile(ctx, u.ID, upd, now); err != nil {
				return err
			}
		}
		u, err = s.store.FindUserByID(ctx, u.ID)
		return err
	})
	if err != nil {
		return nil, err
	}
	return u, nil
}

// accountOf finds or creates the account of ext and links it to ext's
// subject, inside LinkAccount's transaction.
func (s *Service) accountOf(ctx context.Context, ext ExternalAccount) (*User, error) {
	u, err := s.store.FindUserBySubject(ctx, ext.Subject)
	if feedbackkit.ErrorCode(err) != feedbackkit.CodeNotFound {
		return u, err
	}
	u, err = s.store.FindUserByEmail(ctx, ext.Email)
	switch feedbackkit.ErrorCode(err) {
	case "":
	case feedbackkit.CodeNotFound:
		u, err = s.CreateUser(ctx, NewUser{
			Role: feedbackkit.RoleUser, Email: ext.Email, Name: ext.Name, LastName: ext.LastName, WithoutPassword: true,
		})
		if err != nil {
			return nil, err
		}
	default:
		return nil, err
	}
	err = s.store.LinkSubject(ctx, ext.Subject, u.ID, s.now())
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeAlreadyExists {
		return nil, feedbackkit.Errorf(feedbackkit.CodeEmailInUse, "the email %s belongs to the account of another user of the host", ext.Email)
	}
	return u, err
}
