package main

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// TestBench runs a small `feedbackd bench` on each database: it seeds,
// measures every request of its table without an error answer, in the
// rounds asked for, and on PostgreSQL measures both bare inserts beside the
// API, in the same table as the API too.
func TestBench(t *testing.T) {
	for _, d := range dbtest.Dialects {
		t.Run(d, func(t *testing.T) {
			t.Parallel()
			cfg := existingConfig(t, d)
			for _, bad := range []string{"--connections=0", "--rounds=0"} {
				flag, _, _ := strings.Cut(bad, "=")
				if _, err := cli(t, cfg, "bench", bad); err == nil || !strings.Contains(err.Error(), flag) {
					t.Errorf("%s: %v", bad, err)
				}
			}
			out, err := cli(t, cfg, "bench", "--rooms", "3", "--feedback", "300", "--days", "30",
				"--requests", "8", "--read-time", "1ns", "--duration", "300ms", "--connections", "2", "--rounds", "2")
			if err != nil {
				t.Fatalf("bench: %v\n%s", err, out)
			}
			for _, want := range []string{"seeded 300 feedback items", "unfiltered page 500", "common word (great) + sentiment",
				"trends 365 days", "two common words + 7 days a year ago", "dashboard inbox, search, page 3", "dashboard insights, one room by week", "2 rounds of 300ms per load", "peak RSS"} {
				if !strings.Contains(out, want) {
					t.Errorf("no %q in\n%s", want, out)
				}
			}
			// --read-time cuts every read short of --requests, at its
			// five requests at least.
			for _, read := range []string{"unfiltered page 1", "two common words + tag", "dashboard insights"} {
				if line := lineOf(out, read+" "); len(strings.Fields(line)) == 0 || strings.Fields(line)[len(strings.Fields(line))-1] != "5" {
					t.Errorf("read %q: %q, want 5 requests", read, line)
				}
			}
			loads := []string{"feedbackd"}
			if d == "postgres" {
				loads = append(loads, "bare insert into feedback_items", "bare insert, empty copy of the table")
			}
			measured := 0
			for _, line := range strings.Split(out, "\n") {
				_, figures, ok := strings.Cut(line, ", 2 connections")
				if !ok {
					continue
				}
				measured++
				// req/s, p50, p99, p99.9, errors, then the req/s of each round.
				if f := strings.Fields(figures); len(f) != 7 || f[4] != "0" || !positive(f[5]) || !positive(f[6]) {
					t.Errorf("want no errors and 2 rounds with answers in %q", line)
				}
			}
			for _, load := range loads {
				if !strings.Contains(out, load+", 2 connections") {
					t.Errorf("no load %q in\n%s", load, out)
				}
			}
			if measured != len(loads) {
				t.Errorf("%d loads measured on %s, want %d:\n%s", measured, d, len(loads), out)
			}
			if d == "postgres" {
				// The API's and the bare inserts' submissions are in the
				// organization's rooms, and so in its per-day counts.
				assertBenchItems(t, cfg, out)
			}
		})
	}
}

// lineOf returns the first line of out that starts with prefix, or "".
func lineOf(out, prefix string) string {
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, prefix) {
			return line
		}
	}
	return ""
}

// positive reports whether figure is a number above 0.
func positive(figure string) bool {
	f, err := strconv.ParseFloat(figure, 64)
	return err == nil && f > 0
}

// assertBenchItems checks, after a bench on PostgreSQL, that the bare
// inserts into feedback_items landed in the bench organization's rooms and
// its per-day counts, and that the empty copy is gone.
func assertBenchItems(t *testing.T, cfg Config, out string) {
	t.Helper()
	ctx := context.Background()
	db, err := database.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var bare, items, counted int
	err = db.NewRaw(`SELECT
		(SELECT count(*) FROM feedback_items f JOIN orgs_organizations o ON o.id = f.organization_id WHERE o.subdomain = 'bench' AND f.respondent_sentiment IS NULL AND f.ai_sentiment IS NULL),
		(SELECT count(*) FROM feedback_items f JOIN orgs_organizations o ON o.id = f.organization_id WHERE o.subdomain = 'bench'),
		(SELECT coalesce(sum(n), 0) FROM feedback_daily d JOIN orgs_organizations o ON o.id = d.organization_id WHERE o.subdomain = 'bench')`).
		Scan(ctx, &bare, &items, &counted)
	if err != nil {
		t.Fatal(err)
	}
	if bare == 0 || items != counted {
		t.Errorf("after the bench: %d bare items, %d items, %d in the per-day counts; want some bare items, all counted\n%s", bare, items, counted, out)
	}
	var copies int
	if err := db.NewRaw("SELECT count(*) FROM pg_tables WHERE tablename = 'fkbench_bare'").Scan(ctx, &copies); err != nil || copies != 0 {
		t.Errorf("the empty copy of the table is left: %d tables, %v", copies, err)
	}
}
