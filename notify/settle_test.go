package notify_test

import (
	"context"
	"testing"
	"time"

	"github.com/riverqueue/river/rivertype"
	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
	"github.com/feedbackkit/feedbackkit/internal/jobs/jobstest"
	"github.com/feedbackkit/feedbackkit/notify"
	"github.com/feedbackkit/feedbackkit/notify/smtptest"
)

// TestLostEmailIsGivenUp leaves the delivery jobs of two emails running
// in their last attempt, as processes that made it would: one that died
// RescueAfter ago, one that still works. River's rescue discards the
// first job without running the worker; the notify.settle job of the next
// job client to start then gives its email up, which would otherwise stay
// pending for ever, and leaves the other one pending. The mail server
// gets neither.
func TestLostEmailIsGivenUp(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		srv := smtptest.NewServer(t)
		for _, migrate := range []func(context.Context, *bun.DB) error{jobs.Migrate, notify.Migrate} {
			if err := migrate(ctx, db); err != nil {
				t.Fatal(err)
			}
		}
		// The first job client works the deliveries only, so that its
		// rescue of the dead job shows before any settle.
		first, workers := jobstest.New(t, db)
		svc := newService(t, notify.NewBunStore(db), notify.Deps{Mailer: newMailer(t, srv), Queue: jobs.NewQueue(first)}, notify.Config{})
		svc.AddWorkers(workers)
		lost := sendInTx(t, db, svc, true, "lost@example.com", notify.TemplatePasswordReset, reset)
		kept := sendInTx(t, db, svc, true, "kept@example.com", notify.TemplatePasswordReset, reset)
		queued := jobstest.JobsOf(t, db, notify.DeliverEmailArgs{}.Kind())
		if len(queued) != 2 {
			t.Fatalf("%d delivery jobs, want 2", len(queued))
		}
		dead, alive := queued[0], queued[1]
		now := time.Now()
		jobstest.LeaveRunning(t, db, dead.ID, dead.MaxAttempts, now.Add(-jobs.RescueAfter-time.Minute))
		jobstest.LeaveRunning(t, db, alive.ID, alive.MaxAttempts, now)

		jobstest.Start(t, first)
		if id := jobstest.ArgsOf[notify.DeliverEmailArgs](t, jobstest.WaitState(t, db, dead.ID, rivertype.JobStateDiscarded)).EmailID; id != lost.ID {
			t.Fatalf("the discarded job delivers %s, want %s", id, lost.ID)
		}
		stopCtx, cancel := context.WithTimeout(ctx, 30*time.Second)
		defer cancel()
		if err := first.Stop(stopCtx); err != nil {
			t.Fatal(err)
		}
		if e := waitStatus(t, svc, lost.ID, notify.StatusPending); e.LastError != "" {
			t.Fatalf("the email of the discarded job, before the settle: %+v", e)
		}
		next, workers := jobstest.New(t, db)
		svc.AddWorkers(workers)
		svc.AddPeriodicJobs(next.PeriodicJobs())
		jobstest.Start(t, next)
		e := waitStatus(t, svc, lost.ID, notify.StatusFailed)
		if e.LastError != notify.Lost || e.Attempts != 0 {
			t.Errorf("the lost email: last error %q, %d attempts; want %q, 0", e.LastError, e.Attempts, notify.Lost)
		}
		// The statement that gave the lost email up left this one.
		if e := waitStatus(t, svc, kept.ID, notify.StatusPending); e.LastError != "" {
			t.Errorf("the email whose last attempt still runs: %+v", e)
		}
		if n := len(srv.Messages()); n != 0 {
			t.Errorf("the mail server got %d emails", n)
		}
	})
}
