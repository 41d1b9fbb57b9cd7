package identity_test

import (
	"context"
	"strings"
	"testing"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

func TestInstructorKey(t *testing.T) {
	for in, want := range map[string]string{
		"JZBCPOSQ":    "jzbcposq",
		"Ada-L_2":     "ada-l_2",
		"\u212Aate":   "\u212Aate", // the Kelvin sign is not "k"
		"ÄRGER":       "Ärger",     // only ASCII letters fold
		"already-low": "already-low",
	} {
		if got := identity.InstructorKey(in); got != want {
			t.Errorf("InstructorKey(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestInstructorIDIsUniqueInAnyCase(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		ctx := context.Background()
		ada := f.user(t, "org-1", "ada@example.com", feedbackkit.RoleUser)
		f.user(t, "org-2", "eve@example.com", feedbackkit.RoleUser)
		_, adaCtx := f.login(t, "ada@example.com", "correct horse battery")
		_, eveCtx := f.login(t, "eve@example.com", "correct horse battery")

		// Another account cannot take Ada's generated id in upper case.
		upper := strings.ToUpper(ada.InstructorID)
		_, err := f.svc.UpdateProfile(eveCtx, identity.ProfileUpdate{InstructorID: &upper})
		wantCode(t, "UpdateProfile with another's id in upper case", err, feedbackkit.CodeAlreadyExists)

		// Her link in upper case reaches her account, a look-alike does not.
		if u, err := f.svc.FindUserByInstructorID(ctx, upper); err != nil || u.ID != ada.ID {
			t.Errorf("FindUserByInstructorID(%q) = %v, %v; want Ada", upper, u, err)
		}
		kelvin := "\u212A" + ada.InstructorID[1:]
		_, err = f.svc.FindUserByInstructorID(ctx, kelvin)
		wantCode(t, "FindUserByInstructorID with the Kelvin sign", err, feedbackkit.CodeNotFound)

		// Ada may change the case of her own id; Eve then cannot take it in
		// the old case either.
		mixed := "Ada-L"
		if u, err := f.svc.UpdateProfile(adaCtx, identity.ProfileUpdate{InstructorID: &mixed}); err != nil || u.InstructorID != mixed {
			t.Fatalf("UpdateProfile(%q) = %v, %v", mixed, u, err)
		}
		upper = "ADA-L"
		if u, err := f.svc.UpdateProfile(adaCtx, identity.ProfileUpdate{InstructorID: &upper}); err != nil || u.InstructorID != upper {
			t.Fatalf("UpdateProfile(%q) = %v, %v", upper, u, err)
		}
		_, err = f.svc.UpdateProfile(eveCtx, identity.ProfileUpdate{InstructorID: &mixed})
		wantCode(t, "UpdateProfile with Ada's former spelling", err, feedbackkit.CodeAlreadyExists)
		if u, err := f.svc.FindUserByInstructorID(ctx, "ada-l"); err != nil || u.ID != ada.ID || u.InstructorID != "ADA-L" {
			t.Errorf("FindUserByInstructorID(ada-l) = %v, %v; want Ada as ADA-L", u, err)
		}
	})
}
