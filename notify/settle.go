package notify

import (
	"context"
	"time"
)

// Lost is the LastError of an email given up by Settle: its job ended, or
// went, without recording the outcome of its last attempt.
const Lost = "given up: its job ended without recording the outcome of its last attempt"

// SettleInterval is how often the notify.settle job runs.
const SettleInterval = 15 * time.Minute

// Settle gives up (StatusFailed, with LastError Lost, its attempts
// unchanged) each pending email whose delivery job no longer waits nor
// runs, and returns how many it gave up. Such an email would otherwise
// stay pending for ever: River discards a job whose last attempt never
// ended (the process making it died, and River's rescue of the job, past
// its last attempt, discards it without running the worker), and one
// whose last attempt could not store its outcome (the database was down
// then) or that failed its last attempt for want of a Mailer.
// AddPeriodicJobs runs it every SettleInterval; a program without the job
// client calls it on its own schedule. It reads River's jobs in the
// database of the Store, where Deps.Queue must queue them.
func (s *Service) Settle(ctx context.Context) (int, error) {
	return s.store.FailLostEmails(ctx, Lost)
}

// SettleArgs is the River job of Settle.
type SettleArgs struct{}

// Kind implements river.JobArgs.
func (SettleArgs) Kind() string { return "notify.settle" }
