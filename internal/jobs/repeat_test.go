package jobs_test

import (
	"context"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
)

// TestStopLogsCountedRepeats has River's producers fail every poll (its
// job table is gone) while their repeats are counted in a window of an
// hour: once Stop returns, the repeats counted are logged and no window
// is left open, to be ended by a timer after the stop.
func TestStopLogsCountedRepeats(t *testing.T) {
	jobs.SetRepeatWindow(t, time.Hour)
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		client, logged := startCounting(t, db)
		if _, err := db.ExecContext(ctx, "ALTER TABLE river_job RENAME TO river_job_gone"); err != nil {
			t.Fatal(err)
		}
		for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(10 * time.Millisecond) {
			if _, counted := jobs.Repeats(client); counted > 0 {
				break
			}
			if time.Now().After(deadline) {
				t.Fatal("no repeat of River's errors counted 30 s after its job table went")
			}
		}
		stopCtx, cancel := context.WithTimeout(ctx, 30*time.Second)
		defer cancel()
		if err := client.Stop(stopCtx); err != nil {
			t.Fatal(err)
		}
		if windows, counted := jobs.Repeats(client); windows != 0 {
			t.Errorf("%d windows left open (%d repeats counted) after Stop", windows, counted)
		}
		logged.mu.Lock()
		defer logged.mu.Unlock()
		if logged.n["producer: Error fetching jobs (repeated)"] != 1 {
			t.Errorf("logged %v by Stop's return, want the repeats of producer: Error fetching jobs once", logged.n)
		}
	})
}
