package main

import (
	"strings"
	"testing"

	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// TestBench runs a small `feedbackd bench` on each database: it seeds,
// measures every request of its table without an error answer, and on
// PostgreSQL measures the bare insert beside the API.
func TestBench(t *testing.T) {
	for _, d := range dbtest.Dialects {
		t.Run(d, func(t *testing.T) {
			t.Parallel()
			cfg := testConfig(t, d)
			if _, err := cli(t, cfg, "bench", "--connections", "0"); err == nil || !strings.Contains(err.Error(), "--connections") {
				t.Errorf("--connections 0: %v", err)
			}
			out, err := cli(t, cfg, "bench", "--rooms", "3", "--feedback", "300", "--days", "30",
				"--requests", "3", "--duration", "300ms", "--connections", "2")
			if err != nil {
				t.Fatalf("bench: %v\n%s", err, out)
			}
			for _, want := range []string{"seeded 300 feedback items", "unfiltered page 500", "common word (great) + sentiment",
				"trends 365 days", "feedbackd, 2 connections", "peak RSS"} {
				if !strings.Contains(out, want) {
					t.Errorf("no %q in\n%s", want, out)
				}
			}
			for _, line := range strings.Split(out, "\n") {
				if strings.HasPrefix(line, "feedbackd, 2") || strings.HasPrefix(line, "bare") {
					if f := strings.Fields(line); f[len(f)-1] != "0" {
						t.Errorf("errors in %q", line)
					}
				}
			}
			if bare := strings.Contains(out, "bare Fiber+pgx insert, 2 connections"); bare != (d == "postgres") {
				t.Errorf("bare insert measured: %v on %s", bare, d)
			}
		})
	}
}
