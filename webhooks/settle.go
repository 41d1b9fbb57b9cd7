package webhooks

import (
	"context"
	"time"
)

// Lost is the Error of a delivery given up by Settle: its job ended, or
// went, without recording the outcome of its last attempt.
const Lost = "given up: its job ended without recording the outcome of its last attempt"

// SettleInterval is how often the webhooks.settle job runs.
const SettleInterval = 15 * time.Minute

// Settle gives up (DeliveryFailed, with Error Lost, its attempts
// unchanged) each pending delivery whose job no longer waits nor runs,
// and returns how many it gave up. Such a delivery would otherwise stay
// pending for ever: River discards a job whose last attempt never ended
// (the process making it died, and River's rescue of the job, past its
// last attempt, discards it without running the worker), and one whose
// last attempt could not store its outcome. A delivery made by Test,
// which has no job, is given up when it is still pending Config.Timeout
// and a minute after it was made. AddPeriodicJobs runs it every
// SettleInterval; a program without the job client calls it on its own
// schedule.
func (s *Service) Settle(ctx context.Context) (int, error) {
	return s.store.FailLostDeliveries(ctx, s.now().Add(-s.cfg.Timeout-time.Minute), Lost)
}

// SettleArgs is the River job of Settle.
type SettleArgs struct{}

// Kind implements river.JobArgs.
func (SettleArgs) Kind() string { return "webhooks.settle" }
