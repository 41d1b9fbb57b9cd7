package webhooks_test

import (
	"testing"
	"time"

	"github.com/riverqueue/river/rivertype"
	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/internal/clocktest"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
	"github.com/feedbackkit/feedbackkit/internal/jobs/jobstest"
	"github.com/feedbackkit/feedbackkit/webhooks"
)

// TestLostDeliveryIsGivenUp leaves the jobs of two deliveries running in
// their last attempt, as processes that made it would: one that died
// RescueAfter ago, one that still works. River's rescue discards the
// first job without running the worker; the webhooks.settle job of the
// next instance to start then gives its delivery up, which would
// otherwise stay pending for ever, and leaves the other one pending. The
// receiver hears of neither.
func TestLostDeliveryIsGivenUp(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		now := time.Now()
		clock := clocktest.NewFixed(now)
		cfg := app.Config{DB: db, WebhookAllowPrivate: true, Now: clock.Now}
		first := makeStack(t, nil, cfg)
		rcv, wh := listen(t, first, webhooks.EventFeedbackCreated)
		first.submit(t, "its process died in the last attempt")
		first.submit(t, "its process still makes the last attempt")
		queued := jobstest.JobsOf(t, db, webhooks.DeliverArgs{}.Kind())
		if len(queued) != 2 {
			t.Fatalf("%d delivery jobs, want 2", len(queued))
		}
		dead, alive := queued[0], queued[1]
		jobstest.LeaveRunning(t, db, dead.ID, dead.MaxAttempts, now.Add(-jobs.RescueAfter-time.Minute))
		jobstest.LeaveRunning(t, db, alive.ID, alive.MaxAttempts, now)
		// Both deliveries were made longer ago than a test send stays
		// pending.
		clock.Set(now.Add(time.Hour))

		first.start(t)
		lostID := jobstest.ArgsOf[webhooks.DeliverArgs](t, jobstest.WaitState(t, db, dead.ID, rivertype.JobStateDiscarded)).DeliveryID
		aliveID := jobstest.ArgsOf[webhooks.DeliverArgs](t, jobstest.WaitState(t, db, alive.ID, rivertype.JobStateRunning)).DeliveryID
		first.stop(t)
		next := startStack(t, first, cfg)
		deadline := time.Now().Add(30 * time.Second)
		for {
			got := map[string]*webhooks.Delivery{}
			page, err := next.kit.Webhooks.Deliveries(next.owner, wh.ID, feedbackkit.PageRequest{Limit: 10})
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range page.Data {
				got[d.ID] = d
			}
			lost, kept := got[lostID], got[aliveID]
			if lost == nil || kept == nil {
				t.Fatalf("deliveries %v, want %s and %s", got, lostID, aliveID)
			}
			if lost.Status == webhooks.DeliveryFailed {
				if lost.Error != webhooks.Lost || lost.Attempts != 0 {
					t.Errorf("the lost delivery: error %q, %d attempts; want %q, 0", lost.Error, lost.Attempts, webhooks.Lost)
				}
				if kept.Status != webhooks.DeliveryPending {
					t.Errorf("the delivery whose last attempt still runs is %s, want pending", kept.Status)
				}
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("the delivery whose job was discarded is still %s after 30 s", lost.Status)
			}
			time.Sleep(jobstest.PollInterval)
		}
		if failed := rcv.expectOnce(t, nil); failed != 0 {
			t.Errorf("the receiver got %d requests", failed)
		}
	})
}
