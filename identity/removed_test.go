package identity_test

import (
	"context"
	"testing"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// TestRemovedAccounts checks what a removed member's account becomes: no
// password reset (neither a new email nor a link sent before the removal),
// a reset again once an invitation brings it into an organization, and its
// deletion with the organization it was removed from, unless it joined
// another since.
func TestRemovedAccounts(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		ctx := context.Background()
		ada := f.user(t, "org-1", "ada@example.com", feedbackkit.RoleUser)
		bob := f.user(t, "org-1", "bob@example.com", feedbackkit.RoleUser)
		kept := f.user(t, "org-1", "kept@example.com", feedbackkit.RoleUser)
		other := f.user(t, "org-2", "other@example.com", feedbackkit.RoleUser)
		token := f.resetToken(t, ada.Email)
		for _, u := range []*identity.User{ada, bob} {
			if err := f.svc.RemoveFromOrganization(ctx, "org-1", u.ID); err != nil {
				t.Fatal(err)
			}
		}
		wantCode(t, "a link sent before the removal", f.svc.ResetPassword(ctx, token, "brand new password"),
			feedbackkit.CodeInvalidResetToken)
		if err := f.svc.ForgotPassword(ctx, ada.Email); err != nil || len(f.mail.sent) != 1 {
			t.Errorf("forgot password of a removed account: %v, %d emails, want no new one", err, len(f.mail.sent))
		}

		// Bob joins org-2 through an invitation: his account is his again.
		if _, err := f.svc.JoinOrganization(ctx, identity.NewUser{OrgID: "org-2", Role: feedbackkit.RoleUser,
			Email: bob.Email, Password: "bob's new password", Name: "Bob"}); err != nil {
			t.Fatal(err)
		}
		if err := f.svc.ForgotPassword(ctx, bob.Email); err != nil || len(f.mail.sent) != 2 {
			t.Errorf("forgot password after joining: %v, %d emails, want a second", err, len(f.mail.sent))
		}

		if n, err := f.svc.DeleteFormerMembers(ctx, "org-2"); err != nil || n != 0 {
			t.Errorf("former members of org-2: %d %v, want none", n, err)
		}
		if n, err := f.svc.DeleteFormerMembers(ctx, "org-1"); err != nil || n != 1 {
			t.Errorf("former members of org-1: %d %v, want ada", n, err)
		}
		_, err := f.svc.FindUserByID(ctx, ada.ID)
		wantCode(t, "ada after org-1's former members went", err, feedbackkit.CodeNotFound)
		for _, u := range []*identity.User{bob, kept, other} {
			if _, err := f.svc.FindUserByID(ctx, u.ID); err != nil {
				t.Errorf("%s: %v, want kept", u.Email, err)
			}
		}
	})
}
