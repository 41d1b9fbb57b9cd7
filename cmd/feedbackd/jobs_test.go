package main

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/notify"
	"github.com/feedbackkit/feedbackkit/notify/smtptest"
)

// TestJobsDiscard queues an email in a database, as a restored copy holds
// one: jobs discard refuses without --yes, and while a server runs the
// database's jobs unless --force, and changes nothing, then discards it
// and says so, and the outbox shows it failed as discarded.
func TestJobsDiscard(t *testing.T) {
	for _, d := range dbtest.Dialects {
		t.Run(d, func(t *testing.T) {
			t.Parallel()
			cfg := testConfig(t, d)
			ctx := context.Background()
			mailer, err := notify.NewSMTPMailer(smtptest.NewServer(t).URL(), "")
			if err != nil {
				t.Fatal(err)
			}
			a, err := app.New(ctx, app.Config{DatabaseURL: cfg.DatabaseURL, BlobURL: cfg.BlobURL, SecretFile: cfg.SecretFile, Mailer: mailer})
			if err != nil {
				t.Fatal(err)
			}
			_, err = a.Notify.Send(ctx, "ann@example.com", notify.TemplatePasswordReset, notify.PasswordReset{ResetURL: "https://example.com/reset"})
			a.Close(ctx)
			if err != nil {
				t.Fatal(err)
			}
			outbox := func(status string) []notify.Email {
				t.Helper()
				out, err := cli(t, cfg, "mail", "list", "--status", status, "--json")
				var emails []notify.Email
				if err != nil || json.Unmarshal([]byte(out), &emails) != nil {
					t.Fatalf("mail list --status %s: %s %v", status, out, err)
				}
				return emails
			}

			if out, err := cli(t, cfg, "jobs", "discard"); err == nil || !strings.Contains(err.Error(), "--yes") || out != "" {
				t.Errorf("jobs discard without --yes: %q %v, want an error asking for --yes", out, err)
			}
			if n := len(outbox(notify.StatusPending)); n != 1 {
				t.Errorf("%d pending emails after jobs discard without --yes, want the one queued", n)
			}
			// A server runs the jobs of the database: discard refuses.
			live, err := app.New(ctx, app.Config{DatabaseURL: cfg.DatabaseURL, BlobURL: cfg.BlobURL, SecretFile: cfg.SecretFile})
			if err != nil {
				t.Fatal(err)
			}
			if err := live.Start(ctx); err != nil {
				t.Fatal(err)
			}
			for running := false; !running; time.Sleep(10 * time.Millisecond) {
				if running, err = live.JobsRunning(ctx); err != nil {
					t.Fatal(err)
				}
			}
			out, err := cli(t, cfg, "jobs", "discard", "--yes")
			if err == nil || !strings.Contains(err.Error(), "a server runs the jobs") || !strings.Contains(err.Error(), "--force") || out != "" {
				t.Errorf("jobs discard --yes with a server running: %q %v, want an error naming --force", out, err)
			}
			if n := len(outbox(notify.StatusPending)); n != 1 {
				t.Errorf("%d pending emails after jobs discard refused, want the one queued", n)
			}
			discard := func(want app.Discarded, args ...string) {
				t.Helper()
				out, err := cli(t, cfg, append([]string{"jobs", "discard", "--yes"}, args...)...)
				var got struct{ Discarded app.Discarded }
				if err != nil || json.Unmarshal([]byte(out), &got) != nil || got.Discarded != want {
					t.Errorf("jobs discard --yes %v: %q %v, want %+v discarded", args, out, err, want)
				}
			}
			discard(app.Discarded{Emails: 1}, "--force")
			if err := live.Close(ctx); err != nil {
				t.Fatal(err)
			}
			discard(app.Discarded{})
			if failed := outbox(notify.StatusFailed); len(failed) != 1 || failed[0].LastError != notify.Discarded || failed[0].Attempts != 0 {
				t.Errorf("failed emails after jobs discard --yes: %+v, want the one queued, discarded", failed)
			}
		})
	}
}
