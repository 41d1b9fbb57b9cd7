package main

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/notify"
	"github.com/feedbackkit/feedbackkit/notify/smtptest"
)

// TestJobsDiscard queues an email in a database, as a restored copy holds
// one: jobs discard refuses without --yes and changes nothing, then
// discards it and says so, and the outbox shows it failed as discarded.
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
			out, err := cli(t, cfg, "jobs", "discard", "--yes")
			var got struct{ Discarded app.Discarded }
			if err != nil || json.Unmarshal([]byte(out), &got) != nil || got.Discarded != (app.Discarded{Emails: 1}) {
				t.Errorf("jobs discard --yes: %q %v, want 1 email discarded", out, err)
			}
			if failed := outbox(notify.StatusFailed); len(failed) != 1 || failed[0].LastError != notify.Discarded || failed[0].Attempts != 0 {
				t.Errorf("failed emails after jobs discard --yes: %+v, want the one queued, discarded", failed)
			}
		})
	}
}
