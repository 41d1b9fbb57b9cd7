package app_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/server"
)

// TestQueueDepthMetric queues jobs that no worker runs (the App is not
// started) and reads the queue's depth from the App's registry.
func TestQueueDepthMetric(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		reg := server.NewRegistry()
		kit, err := app.New(ctx, app.Config{DB: db, BlobURL: "mem://", SecretFile: filepath.Join(t.TempDir(), "key"), Registry: reg})
		if err != nil {
			t.Fatal(err)
		}
		defer kit.Close(ctx)
		for _, email := range []string{"a@example.com", "b@example.com"} {
			if err := kit.Identity.ForgotPassword(ctx, email); err != nil {
				t.Fatal(err)
			}
		}
		families, err := reg.Gather()
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, f := range families {
			if f.GetName() != "feedbackd_jobs_queued" {
				continue
			}
			for _, m := range f.GetMetric() {
				labels := map[string]string{}
				for _, l := range m.GetLabel() {
					labels[l.GetName()] = l.GetValue()
				}
				if labels["kind"] == "identity.password_reset" && labels["state"] == "available" {
					found = true
					if v := m.GetGauge().GetValue(); v != 2 {
						t.Errorf("queued password resets: %v, want 2", v)
					}
				}
			}
		}
		if !found {
			t.Errorf("no feedbackd_jobs_queued sample of the password resets in %d families", len(families))
		}
	})
}
