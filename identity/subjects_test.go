package identity_test

import (
	"context"
	"testing"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// TestLinkAccount gives a host program's users their accounts: made on
// first sight, found by subject after, adopted by email, kept in step with
// the host's email and names.
func TestLinkAccount(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		ctx := context.Background()

		u, err := f.svc.LinkAccount(ctx, identity.ExternalAccount{Subject: " u-1 ", Email: "Ann@X.example", Name: "Ann"})
		if err != nil || u.Email != "ann@x.example" || u.Name != "Ann" || u.OrgID != "" || u.PasswordHash != "" {
			t.Fatalf("first sight: %+v %v", u, err)
		}
		if got, err := f.svc.FindUserBySubject(ctx, "u-1"); err != nil || got.ID != u.ID {
			t.Errorf("by subject: %+v %v", got, err)
		}
		// A new email and last name; an empty name keeps the account's.
		again, err := f.svc.LinkAccount(ctx, identity.ExternalAccount{Subject: "u-1", Email: "ann@y.example", LastName: "Lee"})
		if err != nil || again.ID != u.ID || again.Email != "ann@y.example" || again.Name != "Ann" || again.LastName != "Lee" {
			t.Errorf("second sight: %+v %v", again, err)
		}
		// A host's names with a direction mark and a zero-width space, which
		// an account's name refuses: they are dropped.
		marked, err := f.svc.LinkAccount(ctx, identity.ExternalAccount{Subject: "u-5", Email: "dana@x.example",
			Name: "\u200fدانا", LastName: "Le\u200be"})
		if err != nil || marked.Name != "دانا" || marked.LastName != "Lee" {
			t.Errorf("names with format characters: %+v %v", marked, err)
		}
		// An account made before, by hand, is adopted by its email.
		byHand := f.user(t, "org-1", "bo@x.example", feedbackkit.RoleAdmin)
		adopted, err := f.svc.LinkAccount(ctx, identity.ExternalAccount{Subject: "u-2", Email: "BO@x.example"})
		if err != nil || adopted.ID != byHand.ID || adopted.OrgID != "org-1" || adopted.Name != "Ada" {
			t.Errorf("adopted: %+v %v", adopted, err)
		}
		// Another subject's email, and a taken one on a change of email.
		_, err = f.svc.LinkAccount(ctx, identity.ExternalAccount{Subject: "u-3", Email: "ann@y.example"})
		wantCode(t, "another subject's email", err, feedbackkit.CodeEmailInUse)
		_, err = f.svc.LinkAccount(ctx, identity.ExternalAccount{Subject: "u-1", Email: "bo@x.example"})
		wantCode(t, "a change to a taken email", err, feedbackkit.CodeEmailInUse)
		if got, _ := f.svc.FindUserBySubject(ctx, "u-1"); got.Email != "ann@y.example" {
			t.Errorf("the refused change left the email %q", got.Email)
		}
		for name, bad := range map[string]identity.ExternalAccount{
			"no subject":     {Subject: " ", Email: "c@x.example"},
			"bad email":      {Subject: "u-4", Email: "c"},
			"control in sub": {Subject: "u\x00", Email: "c@x.example"},
		} {
			_, err := f.svc.LinkAccount(ctx, bad)
			wantCode(t, name, err, feedbackkit.CodeValidationFailed)
		}
		_, err = f.svc.FindUserBySubject(ctx, "nobody")
		wantCode(t, "unknown subject", err, feedbackkit.CodeNotFound)
	})
}
