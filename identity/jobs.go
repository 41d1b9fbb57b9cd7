package identity

import (
	"context"

	"github.com/riverqueue/river"
)

// PasswordResetArgs is the River job of a password reset request: it finds
// the account with Email, if any, stores a reset token and queues the
// email with its link (see Deps.Queue).
type PasswordResetArgs struct {
	Email string `json:"email"`
}

// Kind implements river.JobArgs.
func (PasswordResetArgs) Kind() string { return "identity.password_reset" }

// InsertOpts implements river.JobArgsWithInsertOpts: a reset link is worth
// sending only while the person still waits for it, so a few retries.
func (PasswordResetArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{MaxAttempts: 5}
}

var (
	_ river.JobArgsWithInsertOpts     = PasswordResetArgs{}
	_ river.Worker[PasswordResetArgs] = (*passwordResetWorker)(nil)
)

// AddWorkers registers the worker of PasswordResetArgs jobs. Call it before
// the jobs client starts.
func (s *Service) AddWorkers(workers *river.Workers) {
	river.AddWorker(workers, &passwordResetWorker{s: s})
}

// passwordResetWorker works PasswordResetArgs jobs.
type passwordResetWorker struct {
	river.WorkerDefaults[PasswordResetArgs]
	s *Service
}

// Work sends the reset email of the job's address, if an account has it.
// A failure (the database) is returned, so that River retries.
func (w *passwordResetWorker) Work(ctx context.Context, job *river.Job[PasswordResetArgs]) error {
	return w.s.sendPasswordReset(ctx, job.Args.Email)
}
