package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/rooms"
	"github.com/feedbackkit/feedbackkit/subscriptions"
)

// TestDigestsRun queues the digests of a daily subscription as at a time
// two days ahead, on the schedule of the flag (then of the environment):
// two periods are due, each ending at the schedule's hour, and running it
// again queues nothing more.
func TestDigestsRun(t *testing.T) {
	for _, d := range dbtest.Dialects {
		t.Run(d, func(t *testing.T) {
			t.Parallel()
			cfg := testConfig(t, d)
			ctx := context.Background()
			a, err := app.New(ctx, app.Config{DatabaseURL: cfg.DatabaseURL, BlobURL: cfg.BlobURL, SecretFile: cfg.SecretFile})
			if err != nil {
				t.Fatal(err)
			}
			defer a.Close(ctx)
			org, owner, err := a.Orgs.CreateOrganization(ctx, orgs.NewOrganization{Name: "Acme", Subdomain: "acme",
				Owner: identity.NewUser{Email: "boss@acme.test", Password: "long enough secret"}})
			if err != nil {
				t.Fatal(err)
			}
			as := identity.WithPrincipal(ctx, &identity.Principal{UserID: owner.ID, OrgID: org.ID, Role: feedbackkit.RoleOwner})
			room, err := a.Rooms.CreateRoom(as, rooms.NewRoom{Name: "Lobby"})
			if err != nil {
				t.Fatal(err)
			}
			if _, _, err := a.Subscriptions.Subscribe(as, subscriptions.Target{Type: subscriptions.Room, ID: room.ID},
				subscriptions.Settings{Frequency: subscriptions.Daily}); err != nil {
				t.Fatal(err)
			}

			at := time.Now().Add(48 * time.Hour).UTC().Format(time.RFC3339)
			env := map[string]string{"FEEDBACKD_DATABASE_URL": cfg.DatabaseURL, "FEEDBACKD_BLOB_URL": cfg.BlobURL,
				"FEEDBACKD_SECRET_FILE":     cfg.SecretFile,
				"FEEDBACKD_DIGEST_SCHEDULE": "17:00 fri"}
			for i := range 3 {
				var out string
				var err error
				if i < 2 {
					out, err = cli(t, cfg, "digests", "run", "--at", at, "--digest-schedule", "17:00 friday")
				} else { // the schedule from the environment
					var stdout bytes.Buffer
					err = run(ctx, []string{"digests", "run", "--at", at}, func(k string) string { return env[k] }, nil, &stdout, io.Discard)
					out = stdout.String()
				}
				var got struct {
					At  time.Time `json:"at"`
					Due int       `json:"due"`
				}
				if err != nil || json.Unmarshal([]byte(out), &got) != nil || got.Due != 2 || got.At.Format(time.RFC3339) != at {
					t.Fatalf("digests run: %s %v; want 2 due at %s", out, err, at)
				}
			}
			var starts []time.Time
			var digests []struct {
				Args []byte `bun:"args"`
			}
			if err := a.DB.NewSelect().Table("river_job").ColumnExpr(jobs.JSONText(a.DB, "args")+" AS args").Where("kind = ?", subscriptions.DigestArgs{}.Kind()).Scan(ctx, &digests); err != nil {
				t.Fatal(err)
			}
			for _, j := range digests {
				var args subscriptions.DigestArgs
				if err := json.Unmarshal(j.Args, &args); err != nil {
					t.Fatal(err)
				}
				starts = append(starts, args.PeriodStart)
			}
			if len(starts) != 2 || starts[0].Hour() != 17 || starts[1].Hour() != 17 || starts[0].Equal(starts[1]) {
				t.Errorf("digest jobs for the periods starting %v; want two periods from 17:00", starts)
			}

			for _, bad := range [][]string{
				{"digests", "run", "--at", "tomorrow"},
				{"digests", "run", "--at", "9999-12-31T23:59:59-23:59"}, // year 10000 in UTC
				{"digests", "run", "--digest-schedule", "08:30"},
				{"digests", "frobnicate"},
			} {
				if out, err := cli(t, cfg, bad...); err == nil {
					t.Errorf("feedbackd %s: %s, no error", strings.Join(bad, " "), out)
				}
			}
		})
	}
}
