package identity_test

import (
	"context"
	"testing"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// TestPasswordWorkWaitsForAFreeSlot checks the process-wide cap on argon2id
// work: while every slot is taken, a reset with a bogus token is refused
// at once (the token is checked before the password is hashed), a login
// whose request has ended gets UNAVAILABLE rather than a wait for a slot
// (a refused one: its dummy hash needs a slot as much as a real one), and
// once slots are free both work again.
func TestPasswordWorkWaitsForAFreeSlot(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		ctx := context.Background()
		f.user(t, "org-1", "ada@example.com", feedbackkit.RoleUser)
		token := f.resetToken(t, "ada@example.com")

		release := identity.HoldArgonSlots()
		wantCode(t, "a bogus token while the slots are taken",
			f.svc.ResetPassword(ctx, "bogus-token", "brand new password"), feedbackkit.CodeInvalidResetToken)
		ended, cancel := context.WithCancel(ctx)
		cancel()
		_, err := f.svc.Login(ended, "not an email", "correct horse battery")
		wantCode(t, "a refused login whose request ended while the slots are taken", err, feedbackkit.CodeUnavailable)
		release()

		if _, err := f.svc.Login(ctx, "ada@example.com", "correct horse battery"); err != nil {
			t.Fatalf("login once slots are free: %v", err)
		}
		if err := f.svc.ResetPassword(ctx, token, "brand new password"); err != nil {
			t.Fatalf("reset once slots are free: %v", err)
		}
	})
}
