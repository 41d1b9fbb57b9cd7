package app_test

import (
	"context"
	"fmt"
	"log/slog"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/logtest"
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

// TestCloseUnregistersMetrics embeds feedbackkit in a host's registry:
// after Close, a scrape of the registry reads nothing of the App (nor
// logs a failed read of its closed database) and another App registers
// in it; a New that fails leaves nothing of its own registered either.
func TestCloseUnregistersMetrics(t *testing.T) {
	for _, d := range dbtest.Dialects {
		t.Run(d, func(t *testing.T) {
			ctx := context.Background()
			reg := prometheus.NewRegistry()
			reg.MustRegister(prometheus.NewCounter(prometheus.CounterOpts{Name: "host_requests_total"}))
			logs := &logtest.Buffer{}
			cfg := app.Config{DatabaseURL: dbtest.URL(t, d), BlobURL: "mem://", Secret: "0123456789abcdef0123",
				Registry: reg, Logger: slog.New(slog.NewTextHandler(logs, nil))}
			onlyTheHost := func(when string) {
				t.Helper()
				families, err := reg.Gather()
				if err != nil || len(families) != 1 || families[0].GetName() != "host_requests_total" {
					var names []string
					for _, f := range families {
						names = append(names, f.GetName())
					}
					t.Errorf("%s, the registry has %v (%v), want the host's metric alone", when, names, err)
				}
			}

			// New fails once the App's metrics are registered, then once
			// the Server's first ones are (its build_info is taken).
			bad := cfg
			bad.TrustedProxies = []string{"not-an-address"}
			if _, err := app.New(ctx, bad); err == nil {
				t.Fatal("New with a bad trusted proxy succeeded")
			}
			onlyTheHost("after a New that failed on its configuration")
			// The same metric as the Server's (the registry refuses a name
			// back with another help or labels, even once unregistered).
			b := feedbackkit.Version()
			taken := prometheus.NewGauge(prometheus.GaugeOpts{Name: "feedbackd_build_info",
				Help:        "Always 1; its labels name the feedbackkit build: module version, VCS revision (when built from a checkout) and Go version.",
				ConstLabels: prometheus.Labels{"version": b.Version, "revision": b.Revision, "goversion": b.GoVersion}})
			reg.MustRegister(taken)
			if _, err := app.New(ctx, cfg); err == nil {
				t.Fatal("New with a taken metric succeeded")
			}
			reg.Unregister(taken)
			onlyTheHost("after a New that failed on a taken metric")

			for i := 1; i <= 2; i++ {
				kit, err := app.New(ctx, cfg)
				if err != nil {
					t.Fatalf("New #%d on the registry: %v", i, err)
				}
				if err := kit.Start(ctx); err != nil {
					t.Fatal(err)
				}
				res, err := kit.Server.App().Test(httptest.NewRequest("GET", "/healthz", nil), -1)
				if err != nil || res.StatusCode != 200 {
					t.Fatalf("GET /healthz: %v %v", res, err)
				}
				if _, err := reg.Gather(); err != nil {
					t.Fatal(err)
				}
				closeCtx, cancel := context.WithTimeout(ctx, time.Minute)
				err = kit.Close(closeCtx)
				cancel()
				if err != nil {
					t.Fatal(err)
				}
				onlyTheHost(fmt.Sprintf("after Close #%d", i))
			}
			if strings.Contains(logs.String(), "level=WARN") || strings.Contains(logs.String(), "level=ERROR") {
				t.Errorf("the App logged a warning or an error:\n%s", logs)
			}
		})
	}
}
