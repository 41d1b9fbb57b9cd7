package orgs_test

import (
	"context"
	"sync"
	"testing"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/orgs"
)

// join adds a member with role to org and returns it.
func (f *fixture) join(t *testing.T, org *orgs.Organization, email string, role feedbackkit.Role) *identity.User {
	t.Helper()
	u, err := f.users.JoinOrganization(context.Background(), identity.NewUser{OrgID: org.ID, Role: role,
		Email: email, Password: "long-enough", Name: "Member"})
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// TestRoleChangesRecheckTheCaller checks that the role a caller's session
// gave is read again once the organization is locked: after a transfer, the
// previous owner's context (still saying owner) may no longer transfer,
// promote or remove an admin, and concurrent transfers by one owner leave
// one owner, the other refused.
func TestRoleChangesRecheckTheCaller(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		org, owner := f.newOrg(t, "acme")
		a := f.join(t, org, "a@acme.test", feedbackkit.RoleAdmin)
		b := f.join(t, org, "b@acme.test", feedbackkit.RoleAdmin)
		u := f.join(t, org, "u@acme.test", feedbackkit.RoleUser)
		if _, _, err := f.orgs.TransferOwnership(owner, a.ID); err != nil {
			t.Fatal(err)
		}
		_, _, err := f.orgs.TransferOwnership(owner, b.ID)
		wantCode(t, "the previous owner transfers again", err, feedbackkit.CodeInsufficientRole)
		_, err = f.orgs.ChangeRole(owner, u.ID, feedbackkit.RoleAdmin)
		wantCode(t, "the previous owner promotes", err, feedbackkit.CodeInsufficientRole)
		wantCode(t, "the previous owner removes an admin", f.orgs.RemoveMember(owner, b.ID), feedbackkit.CodeInsufficientRole)
		if _, err := f.orgs.ChangeRole(owner, u.ID, feedbackkit.RoleUser); err != nil {
			t.Errorf("the previous owner, an admin, manages a user: %v", err)
		}
		removed := as(u)
		if err := f.orgs.RemoveMember(as(a), u.ID); err != nil {
			t.Fatal(err)
		}
		_, err = f.orgs.ChangeRole(removed, b.ID, feedbackkit.RoleUser)
		wantCode(t, "a removed member's context", err, feedbackkit.CodeInsufficientRole)

		newOwner := identity.WithPrincipal(context.Background(), &identity.Principal{UserID: a.ID, OrgID: org.ID, Role: feedbackkit.RoleOwner})
		var wg sync.WaitGroup
		errs := make([]error, 2)
		for i, to := range []string{identity.PrincipalFrom(owner).UserID, b.ID} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, _, errs[i] = f.orgs.TransferOwnership(newOwner, to)
			}()
		}
		wg.Wait()
		ok, refused := 0, 0
		for _, err := range errs {
			switch feedbackkit.ErrorCode(err) {
			case "":
				ok++
			case feedbackkit.CodeInsufficientRole:
				refused++
			default:
				t.Errorf("concurrent transfer: %v", err)
			}
		}
		if ok != 1 || refused != 1 {
			t.Errorf("concurrent transfers: %v, want one done and one INSUFFICIENT_ROLE", errs)
		}
		all, err := f.users.ListMembers(context.Background(), org.ID)
		if err != nil {
			t.Fatal(err)
		}
		owners := 0
		for _, m := range all {
			if m.Role == feedbackkit.RoleOwner {
				owners++
			}
		}
		if owners != 1 {
			t.Errorf("%d owners after concurrent transfers, want 1", owners)
		}
	})
}
