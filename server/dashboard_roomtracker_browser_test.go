package server_test

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// TestDashboardRoomTicketsBrowser drives a room's tracker settings in
// headless Chromium on both databases, while the fake tracker is down (the
// screens never call it): a room's creator with the user role opens the
// form from the room's screen at a phone's width, and by keyboard alone
// chooses an allowed project, an epic of another project (refused: the form
// comes back as sent, with the reason) and then one of the project, and
// turns tickets on; the room's screen then says where its tickets go. Each
// screen is checked with axe-core, and at 390 px for its width.
func TestDashboardRoomTicketsBrowser(t *testing.T) {
	for _, d := range dbtest.Dialects {
		t.Run(d, func(t *testing.T) {
			t.Parallel() // with a Chromium of its own, see newBrowser
			browser := newBrowser(t)
			e := newTrackerEnv(t, d)
			org, owner := e.newOrg("acme")
			e.uncap(org)
			user := e.addMember(org, "user@acme.test", "user")
			room := e.createRoom(user, "Lab", false)["_id"].(string)
			resp := e.do(request{method: "POST", path: "/api/integrations", cookie: owner.Cookie, body: map[string]any{"type": "tracker",
				"name": "Jira", "config": map[string]any{"projectKey": "OPS", "allowedProjectKeys": []string{"SAFE"}}}})
			e.expect(t, "create the tracker", resp, 201, "")
			e.connect(t, owner)
			e.tracker.SetDown(true)
			base := e.serve(t)

			ctx := tab(t, browser, phone)
			signIn(t, ctx, base, "/rooms/Lab", user, "tickets-title")
			if got := text(t, ctx, "#tickets-plan"); got != "The serious concerns of this room get no ticket, as the organization decides." {
				t.Errorf("plan %q", got)
			}
			checkAxe(t, ctx, "room with tickets")
			fitsWidth(t, ctx, "room with tickets")

			// By keyboard: the link, then the project (typing its first
			// letter), an epic of another project, tickets on, Save.
			run(t, ctx, chromedp.Focus(chromedp.ID("room-tickets-link")), chromedp.KeyEvent(kb.Enter),
				chromedp.WaitVisible(chromedp.ID("room-project")))
			checkAxe(t, ctx, "room tickets form")
			fitsWidth(t, ctx, "room tickets form")
			options := eval[[]string](t, ctx, `[...document.querySelectorAll("#room-project option")].map(o => o.value)`)
			if strings.Join(options, ",") != ",OPS,SAFE" {
				t.Errorf("projects offered %q", options)
			}
			run(t, ctx, chromedp.Focus(chromedp.ID("room-project")), chromedp.KeyEvent("S"),
				chromedp.KeyEvent(kb.Tab+"OPS-3"+kb.Tab+" "+kb.Tab+kb.Enter), chromedp.WaitVisible(chromedp.ID("room-problem")))
			if got := text(t, ctx, "#room-problem"); got != "The epic must belong to the room's project." {
				t.Errorf("refused: %q", got)
			}
			if got := eval[[]any](t, ctx, `[document.getElementById("room-project").value, document.getElementById("room-epic").value,
				document.getElementById("room-tickets").checked]`); len(got) != 3 || got[0] != "SAFE" || got[1] != "OPS-3" || got[2] != true {
				t.Errorf("the refused form shows %v", got)
			}
			checkAxe(t, ctx, "refused room tickets form")
			fitsWidth(t, ctx, "refused room tickets form")
			screenshot(t, ctx, "dashboard-room-tickets-phone")

			// The epic of the project: saved, back on the room's screen.
			run(t, ctx, chromedp.Focus(chromedp.ID("room-epic")), chromedp.KeyEvent(kb.End+strings.Repeat(kb.Backspace, 5)+"SAFE-7"+kb.Enter),
				chromedp.WaitVisible(chromedp.CSS(".notice")))
			if got := text(t, ctx, ".notice"); !strings.Contains(got, "The room's tracker settings are saved.") {
				t.Errorf("notice %q", got)
			}
			if got := text(t, ctx, "#tickets-plan"); got != "Each serious concern of this room becomes a ticket in SAFE, under the epic SAFE-7." {
				t.Errorf("plan %q", got)
			}
			checkAxe(t, ctx, "room saved")
			fitsWidth(t, ctx, "room saved")
			resp = e.do(request{method: "GET", path: "/api/events/room/" + room + "/tracker-settings", cookie: user.Cookie})
			if e.expect(t, "settings", resp, 200, ""); resp.json["trackerProjectKey"] != "SAFE" || resp.json["trackerEpicKey"] != "SAFE-7" ||
				resp.json["trackerCreateTickets"] != true {
				t.Errorf("stored %s", resp.raw)
			}

			// The screen and the form on a desktop (the tab shares the
			// session).
			wide := tab(t, browser, desktop)
			run(t, wide, chromedp.Navigate(base+"/rooms/Lab"), chromedp.WaitVisible(chromedp.ID("tickets-plan")))
			checkAxe(t, wide, "room with tickets on a desktop")
			screenshot(t, wide, "dashboard-room-with-tickets-desktop")
			run(t, wide, chromedp.Click(chromedp.ID("room-tickets-link")), chromedp.WaitVisible(chromedp.ID("room-project")))
			checkAxe(t, wide, "room tickets form on a desktop")
			screenshot(t, wide, "dashboard-room-tickets-desktop")
		})
	}
}
