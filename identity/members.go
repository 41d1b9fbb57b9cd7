package identity

import (
	"context"
	"strings"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/database"
)

// The membership operations below are the identity side of user management:
// they read and change the organization and role of accounts, always
// filtered by the organization id. They do not check the caller's rights:
// the orgs package decides who may do what and calls them, within its own
// transactions when db is one.

// ListMembers returns the accounts of the organization orgID, oldest first.
func (s *Service) ListMembers(ctx context.Context, db bun.IDB, orgID string) ([]*User, error) {
	var users []*User
	err := db.NewSelect().Model(&users).
		Where("organization_id = ?", orgID).
		OrderExpr("created_at ASC, id ASC").
		Scan(ctx)
	if err != nil {
		return nil, err
	}
	return users, nil
}

// CountMembers returns how many accounts belong to the organization orgID.
func (s *Service) CountMembers(ctx context.Context, db bun.IDB, orgID string) (int, error) {
	n, err := db.NewSelect().Model((*User)(nil)).Where("organization_id = ?", orgID).Count(ctx)
	return int(n), err
}

// FindMember returns the account userID of the organization orgID, or
// NOT_FOUND when there is none, including when the account belongs to
// another organization.
func (s *Service) FindMember(ctx context.Context, db bun.IDB, orgID, userID string) (*User, error) {
	u := new(User)
	err := db.NewSelect().Model(u).
		Where("id = ?", userID).
		Where("organization_id = ?", orgID).
		Scan(ctx)
	if err != nil {
		return nil, database.Translate(err, "user")
	}
	return u, nil
}

// FindMemberByEmail returns the account of the organization orgID with the
// email (compared case-insensitively), or NOT_FOUND.
func (s *Service) FindMemberByEmail(ctx context.Context, db bun.IDB, orgID, email string) (*User, error) {
	u := new(User)
	err := db.NewSelect().Model(u).
		Where("email = ?", strings.ToLower(strings.TrimSpace(email))).
		Where("organization_id = ?", orgID).
		Scan(ctx)
	if err != nil {
		return nil, database.Translate(err, "user")
	}
	return u, nil
}

// FindOwner returns the owner of the organization orgID, or NOT_FOUND.
func (s *Service) FindOwner(ctx context.Context, db bun.IDB, orgID string) (*User, error) {
	u := new(User)
	err := db.NewSelect().Model(u).
		Where("organization_id = ?", orgID).
		Where("role = ?", feedbackkit.RoleOwner).
		OrderExpr("created_at ASC, id ASC").
		Limit(1).
		Scan(ctx)
	if err != nil {
		return nil, database.Translate(err, "owner")
	}
	return u, nil
}

// SetRole gives the account userID of the organization orgID the role. It
// returns VALIDATION_FAILED for an unknown role and NOT_FOUND when the
// account is not a member of the organization. The new role applies from
// the account's next request.
func (s *Service) SetRole(ctx context.Context, db bun.IDB, orgID, userID string, role feedbackkit.Role) (*User, error) {
	if !role.Valid() {
		return nil, feedbackkit.Invalid("role", "must be owner, admin or user")
	}
	res, err := db.NewUpdate().Model((*User)(nil)).
		Set("role = ?", role).
		Set("updated_at = ?", s.now()).
		Where("id = ?", userID).
		Where("organization_id = ?", orgID).
		Exec(ctx)
	if err := database.Affected(res, err, feedbackkit.NotFound("user")); err != nil {
		return nil, err
	}
	return s.FindMember(ctx, db, orgID, userID)
}

// RemoveFromOrganization takes the account userID out of the organization
// orgID: the account is kept, without an organization and with the user
// role, and all its sessions are revoked at once, so that its tokens give
// INVALID_TOKEN from the next request on. It returns NOT_FOUND when the
// account is not a member of the organization.
func (s *Service) RemoveFromOrganization(ctx context.Context, db bun.IDB, orgID, userID string) error {
	res, err := db.NewUpdate().Model((*User)(nil)).
		Set("organization_id = NULL").
		Set("role = ?", feedbackkit.RoleUser).
		Set("updated_at = ?", s.now()).
		Where("id = ?", userID).
		Where("organization_id = ?", orgID).
		Exec(ctx)
	if err := database.Affected(res, err, feedbackkit.NotFound("user")); err != nil {
		return err
	}
	return s.RevokeSessions(ctx, db, userID, "")
}

// JoinOrganization gives nu's email an account in the organization nu.OrgID
// with nu.Role: it creates the account, or, when an account with the email
// exists without an organization (it was removed from one), it moves that
// account into nu.OrgID with nu's role, names and password, revoking any
// session it had. It returns VALIDATION_FAILED for bad values and
// EMAIL_IN_USE when the email's account belongs to an organization.
func (s *Service) JoinOrganization(ctx context.Context, db bun.IDB, nu NewUser) (*User, error) {
	email, err := NormalizeEmail(nu.Email)
	if err != nil {
		return nil, err
	}
	existing := new(User)
	err = db.NewSelect().Model(existing).Where("email = ?", email).Scan(ctx)
	if feedbackkit.ErrorCode(database.Translate(err, "user")) == feedbackkit.CodeNotFound {
		return s.CreateUser(ctx, db, nu)
	} else if err != nil {
		return nil, err
	}
	if existing.OrgID != "" {
		return nil, errInOrganization()
	}
	hash, err := nu.check()
	if err != nil {
		return nil, err
	}
	res, err := db.NewUpdate().Model((*User)(nil)).
		Set("organization_id = ?", nu.OrgID).
		Set("role = ?", nu.Role).
		Set("password_hash = ?", hash).
		Set("name = ?", strings.TrimSpace(nu.Name)).
		Set("last_name = ?", strings.TrimSpace(nu.LastName)).
		Set("updated_at = ?", s.now()).
		Where("id = ?", existing.ID).
		Where("organization_id IS NULL").
		Exec(ctx)
	// No row changed: another organization took the account in the meantime.
	if err := database.Affected(res, err, errInOrganization()); err != nil {
		return nil, err
	}
	if err := s.RevokeSessions(ctx, db, existing.ID, ""); err != nil {
		return nil, err
	}
	return s.FindMember(ctx, db, nu.OrgID, existing.ID)
}

// errInOrganization is the EMAIL_IN_USE of an invitee whose account belongs
// to an organization.
func errInOrganization() error {
	return feedbackkit.Errorf(feedbackkit.CodeEmailInUse, "an account with this email belongs to an organization already")
}
