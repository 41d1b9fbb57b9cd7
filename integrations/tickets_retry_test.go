package integrations

import (
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"
)

// TestTicketRetryDelay checks that a ticket's retries follow the job
// client's policy, capped at MaxTicketRetryDelay: River's backoff after 20
// failures is about two days.
func TestTicketRetryDelay(t *testing.T) {
	t.Parallel()
	w := &ticketWorker{s: &Service{cfg: Config{RetryPolicy: &river.DefaultClientRetryPolicy{}}}}
	delay := func(failures int) time.Duration {
		now := time.Now()
		job := &river.Job[CreateTicketArgs]{JobRow: &rivertype.JobRow{AttemptedAt: &now, Errors: make([]rivertype.AttemptError, failures)}}
		return time.Until(w.NextRetry(job))
	}
	if d := delay(1); d < 10*time.Second || d > 20*time.Second {
		t.Errorf("after the second failure: %v, want River's 2⁴ s (with its jitter)", d)
	}
	if d := delay(20); d > MaxTicketRetryDelay || d < MaxTicketRetryDelay-time.Minute {
		t.Errorf("after 21 failures: %v, want %v", d, MaxTicketRetryDelay)
	}
}
