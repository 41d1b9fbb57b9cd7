package identity_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/riverqueue/river"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
)

// recordingQueue records the jobs it is given.
type recordingQueue struct{ jobs []river.JobArgs }

func (q *recordingQueue) Enqueue(_ context.Context, args river.JobArgs, _ *river.InsertOpts) error {
	q.jobs = append(q.jobs, args)
	return nil
}

// TestForgotPasswordDoesTheSameWorkForEveryAddress checks that, with a
// queue, a reset request for an existing account and one for an unknown
// address do exactly the same work before answering: one job with the
// normalized address, and no store call at all (fakeStore panics on any),
// so their time tells nothing about the account.
func TestForgotPasswordDoesTheSameWorkForEveryAddress(t *testing.T) {
	q := &recordingQueue{}
	deps := fakeDeps()
	deps.Queue = q
	svc, err := identity.NewService(fakeStore{}, deps, identity.Config{Secret: []byte("forgot-password-test-secret")})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for _, email := range []string{" Ada@Example.com ", "nobody@example.com"} {
		if err := svc.ForgotPassword(ctx, email); err != nil {
			t.Fatalf("ForgotPassword(%q): %v", email, err)
		}
	}
	want := "[{ada@example.com} {nobody@example.com}]"
	if got := fmt.Sprint(q.jobs); got != want {
		t.Errorf("jobs %s, want %s", got, want)
	}
	if err := svc.ForgotPassword(ctx, "not an email"); feedbackkit.ErrorCode(err) != feedbackkit.CodeValidationFailed {
		t.Errorf("malformed email: %v, want VALIDATION_FAILED", err)
	}
	if len(q.jobs) != 2 {
		t.Errorf("a malformed email queued a job")
	}
}
