package server_test

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// maxDashboardPage is the most a dashboard page may weigh, images aside:
// e.dash fails every test that gets a heavier page, and
// TestDashboardPageSizes gets every screen with a busy organization's data.
const maxDashboardPage = 100 << 10

// dashboardScreens are the pages of the dashboard (every screen, a
// signed-out visitor's and a member's), with who gets them: an owner, who
// sees every admin action too, unless guest, and their status (0 for
// 200). TestDashboardPageSizes gets each of them; a new screen belongs
// here.
func dashboardScreens(w *busyOrg) []dashboardScreen {
	return []dashboardScreen{
		{"/login", true, 0}, {"/forgot-password", true, 0}, {"/reset-password?token=x", true, 0},
		{"/invite?token=" + url.QueryEscape(w.invitation), true, 0}, {"/invite?token=x", true, 404},
		{"/rooms", false, 0}, {"/rooms/Nowhere", false, 404}, {"/rooms/Room%2001", false, 0}, {"/rooms/Room%2001/delete", false, 0},
		{"/inbox", false, 0}, {"/inbox?page=2", false, 0}, {"/inbox?reasoning=" + w.itemID, false, 0},
		{"/inbox?q=slides&sentiment=negative", false, 0},
		{"/concerns", false, 0}, {"/concerns?resolved=true", false, 0}, {"/flagged", false, 0},
		{"/insights", false, 0}, {"/insights?interval=week", false, 0}, {"/insights?interval=month&room=Room%2001", false, 0},
		{"/live/Room%2001", false, 0}, {"/live/Room%2001/feed", false, 0},
		{"/account", false, 0}, {"/subscriptions", false, 0},
		{"/members", false, 0}, {"/settings", false, 0}, {"/keys", false, 0},
		{"/settings/integrations", false, 0},
		{"/audit-log", false, 0}, {"/audit-log?action=invitation.created", false, 0}, {"/data", false, 0}, {"/data/delete", false, 0},
	}
}

// dashboardScreen is a page of the dashboard, who gets it and its
// status.
type dashboardScreen struct {
	path   string
	guest  bool
	status int
}

// busyOrg is an organization with many rooms in folders, followed by its
// owner, and many analysed items, some long, some serious concerns, some
// flagged.
type busyOrg struct {
	owner      *member
	itemID     string // an item with its reasoning
	invitation string // a pending invitation's token
}

// newBusyOrg fills a new organization of e.
func (e *env) newBusyOrg(t *testing.T) *busyOrg {
	org, owner := e.newOrg("busy")
	e.uncap(org)
	ctx := identity.WithPrincipal(context.Background(), &identity.Principal{UserID: owner.User.ID, OrgID: org.ID, Role: feedbackkit.RoleOwner})
	tags := &rooms.TagsPatch{Happy: []string{"clear", "engaging", "well paced"}, Neutral: []string{"pace", "content"}, Sad: []string{"too fast", "audio"}}
	var targets []*rooms.Room
	for i := 1; i <= 40; i++ {
		name := fmt.Sprintf("Room %02d", i)
		r, err := e.rooms.CreateRoom(ctx, rooms.NewRoom{Name: name, Tags: tags, IsPrivate: i%4 != 0})
		if err != nil {
			t.Fatal(err)
		}
		if r.IsPrivate { // only private rooms are filed in folders
			folder := fmt.Sprintf("Course %d, spring term", i%6)
			e.expect(t, "folder", e.do(request{method: "PUT", path: roomPath(name, ""), cookie: owner.Cookie,
				body: map[string]any{"folder": folder}}), 200, "")
		}
		if i <= 20 {
			e.expect(t, "follow", e.do(request{method: "POST", path: "/api/subscriptions/room/" + r.ID, cookie: owner.Cookie,
				body: map[string]any{"frequency": "daily"}}), 201, "")
		}
		targets = append(targets, r)
	}
	now := time.Now().UTC()
	long := strings.Repeat("The slides were hard to read from the back and the sound cut out twice. ", 25)
	var items []*feedback.Item
	err := feedback.NewSampler(1).Items(ctx, feedback.SampleSpec{Rooms: targets[:3], InstructorID: owner.User.InstructorID,
		Count: 400, From: now.AddDate(0, 0, -200), To: now}, func(b []*feedback.Item) error {
		items = append(items, b...)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for i, it := range items {
		if it.Text != "" && i%5 == 0 {
			it.Text = long[:1500]
		}
		if i%7 == 0 {
			it.Concern = feedback.Concern{IsSerious: true, Reason: "The text describes harassment by a named person after class.",
				Categories: []string{"harassment", "safety"}, Confidence: 0.93}
		}
		if i%11 == 0 {
			it.Moderation = analysis.Moderation{Flagged: true, Reasons: []string{"profanity", "personal attack"}}
		}
	}
	if err := e.feedback.ImportItems(ctx, items); err != nil {
		t.Fatal(err)
	}
	e.expect(t, "invite", e.do(request{method: "POST", path: "/api/users/invite", cookie: owner.Cookie,
		body: map[string]any{"email": "new@busy.test", "role": "user"}}), 201, "")
	link, err := url.Parse(e.smtp.WaitFor(t, "new@busy.test", 10*time.Second).FindLink(baseURL + "/invite?token="))
	if err != nil {
		t.Fatal(err)
	}
	return &busyOrg{owner: owner, itemID: items[len(items)-2].ID, invitation: link.Query().Get("token")}
}

// TestDashboardPageSizes gets every screen of the dashboard with a busy
// organization's data and fails for any page over 100 KB (e.dash checks
// the size of every page; this test makes sure each screen is got with
// much to show).
func TestDashboardPageSizes(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		w := e.newBusyOrg(t)
		for _, s := range dashboardScreens(w) {
			m := w.owner
			if s.guest {
				m = nil
			}
			p := e.dash(m, "GET", s.path, nil)
			if want := max(s.status, 200); p.status != want {
				t.Errorf("%s: status %d\n%s", s.path, p.status, p.body)
			}
			if len(p.body) < 200 {
				t.Errorf("%s: %d bytes only", s.path, len(p.body))
			}
			t.Logf("%s: %d bytes", s.path, len(p.body))
		}
	})
}
