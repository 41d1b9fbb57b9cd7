package server_test

import (
	"html"
	"html/template"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// htmlText returns s as html/template writes it in a page's text.
func htmlText(s string) string {
	var b strings.Builder
	template.Must(template.New("").Parse("{{.}}")).Execute(&b, s)
	return b.String()
}

// roomEntry returns the entry of the room named name in the rooms list
// body: its <li>.
func roomEntry(t *testing.T, body, name string) string {
	t.Helper()
	link := `">` + htmlText(name) + `</a>`
	for _, li := range regexp.MustCompile(`<li[ >]`).Split(body, -1)[1:] {
		if strings.Contains(li, link) {
			return li
		}
	}
	t.Fatalf("no entry of the room %q in\n%s", name, body)
	return ""
}

// linkHref returns the address of the first link of body whose text is
// text, as a browser requests it: its href unescaped, without fragment.
func linkHref(t *testing.T, body, text string) string {
	t.Helper()
	m := regexp.MustCompile(`<a href="([^"]*)"[^>]*>` + regexp.QuoteMeta(text) + `</a>`).FindStringSubmatch(body)
	if m == nil {
		t.Fatalf("no link %q in\n%s", text, body)
	}
	href, _, _ := strings.Cut(html.UnescapeString(m[1]), "#")
	return href
}

// TestDashboardRoomLinks: the rooms list's and a room's screen's links to
// the room's screen, inbox and live view lead there whatever the room's
// name holds (a space, "+", "&", "é", "#", "%", "?"), its name escaped
// once; a name cannot hold "/".
func TestDashboardRoomLinks(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		c := e.newRoomsCast()
		names := []string{"Week 1", "C++ & Go", "Café & Crème", "#1 at 100%", "50%2b off?"}
		for i, name := range names {
			e.createRoom(c.alice, name, false)
			e.fbAdd(c.alice.User.InstructorID, name, "Text of room "+strconv.Itoa(i), "positive")
		}
		e.dash(c.alice, "POST", "/rooms", url.Values{"name": {"a/b"}}).want(t, "a name with a slash", 400, "must not contain")

		// shows checks that the page at href is 200 and lists the text of
		// the room i only.
		shows := func(what, href string, i int) {
			t.Helper()
			p := e.dash(c.alice, "GET", href, nil)
			p.want(t, what+" "+href, 200, "Text of room "+strconv.Itoa(i))
			for j := range names {
				if j != i && strings.Contains(p.body, "Text of room "+strconv.Itoa(j)) {
					t.Errorf("%s %s shows the text of room %q", what, href, names[j])
				}
			}
		}
		list := e.dash(c.alice, "GET", "/rooms", nil)
		list.want(t, "rooms", 200, `href="/inbox?room=C%2b%2b%20%26%20Go"`, `href="/inbox?room=Caf%c3%a9%20%26%20Cr%c3%a8me"`)
		for i, name := range names {
			entry := roomEntry(t, list.body, name)
			shows("the list's inbox link", linkHref(t, entry, "Inbox"), i)
			shows("the list's live link", linkHref(t, entry, "Live"), i)
			room := e.dash(c.alice, "GET", linkHref(t, entry, htmlText(name)), nil)
			room.want(t, "the list's link to "+name, 200, "<h1>"+htmlText(name)+"</h1>")
			shows("the room's inbox link", linkHref(t, room.body, "Open the inbox"), i)
			shows("the room's live link", linkHref(t, room.body, "Open the live view"), i)
			// The inbox's room filter has the room chosen.
			inbox := e.dash(c.alice, "GET", linkHref(t, entry, "Inbox"), nil)
			inbox.want(t, "the room's inbox", 200, "<option selected>"+htmlText(name)+"</option>")
		}
	})
}

// TestDashboardRoomControls: the rooms list and a room's screen offer a
// member what the API allows them: a user activates and edits their own
// rooms only, admins every room; every member moves any room.
func TestDashboardRoomControls(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		c := e.newRoomsCast()
		e.createRoom(c.alice, "Alice's", false)
		e.createRoom(c.bob, "Bob's", false)

		list := e.dash(c.bob, "GET", "/rooms", nil)
		list.want(t, "a user's rooms", 200)
		if entry := roomEntry(t, list.body, "Alice's"); strings.Contains(entry, "/active") || !strings.Contains(entry, `value="down"`) {
			t.Errorf("a user's entry of another's room, want a move and no activation:\n%s", entry)
		}
		if entry := roomEntry(t, list.body, "Bob's"); !strings.Contains(entry, "Deactivate") {
			t.Errorf("a user's entry of their own room, want its activation:\n%s", entry)
		}
		e.dash(c.bob, "POST", "/rooms/Alice%27s/active", url.Values{"active": {"0"}}).want(t, "a user deactivates another's room", 403)
		alices := e.createRoom(c.alice, "Alice's second", false)
		e.dash(c.bob, "POST", "/rooms/order", url.Values{"id": {alices["_id"].(string)}, "move": {"up"}}).want(t, "a user moves another's room", 303)
		if got := e.listedNames(t, c.bob); len(got) != 3 || got[1] != "Alice's second" {
			t.Errorf("after a move: %v", got)
		}

		room := e.dash(c.bob, "GET", "/rooms/Alice%27s", nil)
		room.want(t, "a user's screen of another's room", 200, "Only the room's creator or an admin may change its settings.",
			"Open the inbox", `id="link"`)
		if strings.Contains(room.body, `action="/rooms/Alice%27s"`) || strings.Contains(room.body, "Save") {
			t.Errorf("a user's screen of another's room offers its settings:\n%s", room.body)
		}
		e.dash(c.bob, "POST", "/rooms/Alice%27s", url.Values{"name": {"Mine"}}).want(t, "a user edits another's room", 403)
		e.dash(c.bob, "GET", "/rooms/Bob%27s", nil).want(t, "a user's own room", 200, `action="/rooms/Bob%27s"`, "Save")

		if entry := roomEntry(t, e.dash(c.admin, "GET", "/rooms", nil).body, "Alice's"); !strings.Contains(entry, "Deactivate") {
			t.Errorf("an admin's entry of another's room, want its activation:\n%s", entry)
		}
		e.dash(c.admin, "GET", "/rooms/Alice%27s", nil).want(t, "an admin's screen of another's room", 200, `action="/rooms/Alice%27s"`, "Save")
		e.dash(c.admin, "POST", "/rooms/Alice%27s/active", url.Values{"active": {"0"}}).want(t, "an admin deactivates another's room", 303)
	})
}

// TestDashboardRoomOrder: the rooms list groups the rooms by folder, and
// a room moves up or down among the rooms of its group, whatever the
// rooms of other folders between them in the organization's order; the
// list answers at the moved room, so that the keyboard's focus stays.
func TestDashboardRoomOrder(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		c := e.newRoomsCast()
		ids := map[string]string{}
		for _, r := range []struct {
			name, folder string
		}{{"A", ""}, {"F1", "Spring"}, {"B", ""}, {"C", ""}, {"F2", "Spring"}} {
			ids[r.name] = e.createRoom(c.alice, r.name, r.folder != "")["_id"].(string)
			if r.folder != "" {
				e.dash(c.alice, "POST", "/rooms/"+r.name, url.Values{"name": {r.name}, "private": {"1"}, "folder": {r.folder}}).want(t, "file "+r.name, 303)
			}
		}
		move := func(name, way string) page {
			return e.dash(c.alice, "POST", "/rooms/order", url.Values{"id": {ids[name]}, "move": {way}})
		}
		buttons := func(body, name string) (up, down bool) {
			entry := roomEntry(t, body, name)
			return strings.Contains(entry, `value="up"`), strings.Contains(entry, `value="down"`)
		}
		list := e.dash(c.alice, "GET", "/rooms", nil)
		list.want(t, "list", 200, `<li id="room-`+ids["A"]+`" tabindex="-1">`, `id="move-down-`+ids["A"]+`"`)
		for name, want := range map[string][2]bool{"A": {false, true}, "B": {true, true}, "C": {true, false}, "F1": {false, true}, "F2": {true, false}} {
			if up, down := buttons(list.body, name); up != want[0] || down != want[1] {
				t.Errorf("%s offers up %v, down %v; want %v", name, up, down, want)
			}
		}

		// A passes B, not F1, and can go on down: the list answers at its
		// button; C, last of the rooms in no folder, and F1, first of
		// Spring, move no further.
		if p := move("A", "down"); p.status != 303 || p.location != "/rooms#move-down-"+ids["A"] {
			t.Errorf("A down: %d %q", p.status, p.location)
		}
		if got := e.listedNames(t, c.alice); !sameRoomNames(got, "B", "F1", "A", "C", "F2") {
			t.Errorf("after A down: %v", got)
		}
		move("C", "down").want(t, "C down", 400, "The room is already last in its group.")
		move("F1", "up").want(t, "F1 up", 400, "The room is already first in its group.")
		// F2 passes F1 and is first of Spring: the list answers at its entry.
		if p := move("F2", "up"); p.status != 303 || p.location != "/rooms#room-"+ids["F2"] {
			t.Errorf("F2 up: %d %q", p.status, p.location)
		}
		if got := e.listedNames(t, c.alice); !sameRoomNames(got, "B", "F2", "A", "C", "F1") {
			t.Errorf("after F2 up: %v", got)
		}
		move("A", "sideways").want(t, "no such move", 400)
		e.dash(c.bob, "POST", "/rooms/order", url.Values{"id": {ids["F1"]}, "move": {"up"}}).want(t, "another user's private room", 404)
	})
}

// TestDashboardLive: the live view names each item's sentiment in words
// and its time as every screen does, with a machine-readable datetime,
// and has a skip link; its feed gives the script the same.
func TestDashboardLive(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		w := fbSetup(t, e)
		e.fbAdd(w.ownerID, "Lobby", "Loved the live demo", "positive")
		p := e.dash(w.ulf, "GET", "/live/Lobby", nil)
		p.want(t, "live view", 200, `<a class="skip" href="#main">Skip to content</a>`, `<main id="main" tabindex="-1">`,
			`<p class="live-meta"><span>positive</span> · <time datetime="`)
		if !regexp.MustCompile(`<time datetime="\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ">\d{4}-\d\d-\d\d \d\d:\d\d UTC</time>`).MatchString(p.body) {
			t.Errorf("the live view's time has no date, zone or datetime:\n%s", p.body)
		}
		feed := e.dash(w.ulf, "GET", "/live/Lobby/feed", nil)
		if feed.status != 200 || !regexp.MustCompile(`"sentiment":"positive","time":"\d{4}-\d\d-\d\d \d\d:\d\d UTC","datetime":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ"`).MatchString(feed.body) {
			t.Errorf("live feed %d %s", feed.status, feed.body)
		}
	})
}

// TestDashboardPastTheEnd: a page of a list past its end says so and links
// to the last page, keeping the filters, or to the first of an empty list;
// it shows no pager from there.
func TestDashboardPastTheEnd(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		w := fbSetup(t, e)
		for i := range 21 {
			e.fbAdd(w.ownerID, "Lobby", "Item "+strconv.Itoa(i), "neutral")
		}
		e.expect(t, "an entry of the audit log", e.do(request{method: "PUT", path: retentionPath, cookie: w.owner.Cookie,
			body: map[string]any{"feedbackDays": 30}}), 200, "")
		e.dash(w.ulf, "GET", "/inbox?room=Lobby&page=2", nil).want(t, "the last page", 200, "Page 2 of 2", "Item 0", `rel="prev"`)
		for _, c := range []struct {
			who        *member
			path, want string
			link       string
		}{
			{w.ulf, "/inbox?room=Lobby&page=99", "There is no page 99: the list has 2 pages.", `<a href="?page=2&amp;room=Lobby">Go to the last page</a>`},
			{w.ulf, "/inbox?room=Lobby&page=" + hugeNumber, "There is no page 9223372036854775807: the list has 2 pages.", `<a href="?page=2&amp;room=Lobby">Go to the last page</a>`},
			{w.ulf, "/concerns?resolved=true&page=3", "There is no page 3: the list is empty.", `<a href="?page=1&amp;resolved=true">Go to the first page</a>`},
			{w.admin, "/flagged?page=2", "There is no page 2: the list is empty.", `<a href="?page=1">Go to the first page</a>`},
			{w.admin, "/audit-log?page=7", "There is no page 7: the list has 1 page.", `<a href="?page=1">Go to the first page</a>`},
		} {
			p := e.dash(c.who, "GET", c.path, nil)
			p.want(t, c.path, 200, c.want, c.link)
			for _, nonsense := range []string{"Page 99 of", "Page 3 of", "Page 2 of", "Page 7 of", "Nothing here", "No entry under", `rel="prev"`, `rel="next"`} {
				if strings.Contains(p.body, nonsense) {
					t.Errorf("%s: %q past the end of the list", c.path, nonsense)
				}
			}
		}
	})
}
