package server_test

import (
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// BenchmarkDashboardRender measures the server render of the dashboard's
// inbox and insights pages (Services, templates, charts) over a real
// connection, on PostgreSQL with dashboardBenchItems items of one
// organization over 90 days.
func BenchmarkDashboardRender(b *testing.B) {
	const dashboardBenchItems = 50000
	st := newBenchStack(b)
	room, err := st.kit.Rooms.CreateRoom(st.asOwner, rooms.NewRoom{Name: "Lobby"})
	if err != nil {
		b.Fatal(err)
	}
	words := []string{"projector", "slides", "pace", "coffee", "demo", "questions", "sound", "room"}
	sentiments := []analysis.Sentiment{analysis.Positive, analysis.Neutral, analysis.Negative}
	now := time.Now().UTC()
	items := make([]*feedback.Item, dashboardBenchItems)
	for i := range items {
		items[i] = &feedback.Item{OrgID: room.OrgID, RoomID: room.ID, EventType: room.Name, InstructorID: st.owner.InstructorID,
			Text:      fmt.Sprintf("The %s and the %s were item %d", words[i%len(words)], words[(i/3)%len(words)], i),
			Sentiment: sentiments[i%3], AISentiment: sentiments[i%3], Tags: []string{},
			CreatedAt: now.Add(-time.Duration(i) * 90 * 24 * time.Hour / dashboardBenchItems)}
	}
	if err := st.kit.Feedback.ImportItems(st.asOwner, items); err != nil {
		b.Fatal(err)
	}
	if err := st.kit.Feedback.UpdateStatistics(st.asOwner); err != nil {
		b.Fatal(err)
	}
	login, err := st.kit.Identity.Login(st.asOwner, "owner@bench.test", "bench-password")
	if err != nil {
		b.Fatal(err)
	}
	for _, path := range []string{"/inbox", "/inbox?q=projector&page=3", "/insights", "/insights?interval=week&room=Lobby"} {
		b.Run(path, func(b *testing.B) {
			for b.Loop() {
				req, _ := http.NewRequest("GET", st.base+path, nil)
				req.AddCookie(&http.Cookie{Name: "auth_token", Value: login.Token})
				resp, err := http.DefaultClient.Do(req)
				if err != nil {
					b.Fatal(err)
				}
				resp.Body.Close()
				if resp.StatusCode != 200 {
					b.Fatalf("%s: %d", path, resp.StatusCode)
				}
			}
		})
	}
}
