package server_test

import (
	"context"
	"flag"
	"io"
	"net/http"
	"slices"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// dashboardBenchItems is the number of feedback items BenchmarkDashboardRender
// seeds: small by default, a million for the figures of docs/dashboard.md.
var dashboardBenchItems = flag.Int("dashboard-items", 50000, "feedback items BenchmarkDashboardRender seeds")

// BenchmarkDashboardRender measures the server render of the dashboard's
// inbox and insights pages (Services, templates, charts) over a real
// connection, on SQLite and PostgreSQL, with -dashboard-items realistic
// items (feedback.Sampler) of one organization in 3 rooms over 365 days.
// Besides the mean (ns/op) it reports the p95 latency.
//
//	go test ./server -run '^$' -bench DashboardRender -dashboard-items 1000000 -benchtime 200x -timeout 2h
func BenchmarkDashboardRender(b *testing.B) {
	for _, d := range dbtest.Dialects {
		b.Run(d, func(b *testing.B) {
			st := newBenchStack(b, func(c *app.Config) { c.DB = dbtest.Open(b, d) })
			seedDashboardBench(b, st, *dashboardBenchItems)
			login, err := st.kit.Identity.Login(st.asOwner, "owner@bench.test", "bench-password")
			if err != nil {
				b.Fatal(err)
			}
			for _, path := range []string{"/inbox", "/inbox?q=great&page=3", "/insights", "/insights?interval=week&room=Room+3"} {
				b.Run(path, func(b *testing.B) {
					var lat []time.Duration
					for b.Loop() {
						req, _ := http.NewRequest("GET", st.base+path, nil)
						req.AddCookie(&http.Cookie{Name: "auth_token", Value: login.Token})
						t0 := time.Now()
						resp, err := http.DefaultClient.Do(req)
						if err != nil {
							b.Fatal(err)
						}
						io.Copy(io.Discard, resp.Body)
						resp.Body.Close()
						lat = append(lat, time.Since(t0))
						if resp.StatusCode != 200 {
							b.Fatalf("%s: %d", path, resp.StatusCode)
						}
					}
					slices.Sort(lat)
					b.ReportMetric(float64(lat[len(lat)*95/100].Microseconds())/1000, "p95-ms")
				})
			}
		})
	}
}

// seedDashboardBench imports n items written by feedback.Sampler into three
// rooms of the bench organization, over the last 365 days.
func seedDashboardBench(b *testing.B, st *benchStack, n int) {
	var targets []*rooms.Room
	for _, name := range []string{"Room 1", "Room 2", "Room 3"} {
		r, err := st.kit.Rooms.CreateRoom(st.asOwner, rooms.NewRoom{Name: name,
			Tags: &rooms.TagsPatch{Happy: []string{"clear"}, Neutral: []string{"pace"}, Sad: []string{"audio"}}})
		if err != nil {
			b.Fatal(err)
		}
		targets = append(targets, r)
	}
	now := time.Now().UTC()
	err := feedback.NewSampler(1).Items(context.Background(), feedback.SampleSpec{
		Rooms: targets, InstructorID: st.owner.InstructorID, Count: n, From: now.AddDate(-1, 0, 0), To: now, Batch: 5000,
	}, func(items []*feedback.Item) error { return st.kit.Feedback.ImportItems(st.asOwner, items) })
	if err != nil {
		b.Fatal(err)
	}
	if err := st.kit.Feedback.UpdateStatistics(st.asOwner); err != nil {
		b.Fatal(err)
	}
}
