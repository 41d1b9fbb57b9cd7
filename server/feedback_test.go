package server_test

import (
	"context"
	"fmt"
	"net/url"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/internal/analysistest"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/orgs"
)

// fbWorld is an organization (acme) with an owner, an admin and two users,
// rooms, and another organization (globex) with a room of the same name.
//
//	Lobby        acme, public, created by the owner, custom tag "pace"
//	Uma's Lab    acme, private, created by uma
//	Lobby        globex, public
type fbWorld struct {
	acme, globex     *orgs.Organization
	owner, admin     *member
	uma, ulf         *member
	globexOwner      *member
	ownerID, umaID   string // instructorIds
	globexInstructor string
}

func fbSetup(t *testing.T, e *env) *fbWorld {
	t.Helper()
	w := &fbWorld{}
	w.acme, w.owner = e.newOrg("acme")
	e.uncap(w.acme)
	w.admin = e.addMember(w.acme, "admin@acme.test", "admin")
	w.uma = e.addMember(w.acme, "uma@acme.test", "user")
	w.ulf = e.addMember(w.acme, "ulf@acme.test", "user")
	w.globex, w.globexOwner = e.newOrg("globex")
	w.ownerID, w.umaID = w.owner.User.InstructorID, w.uma.User.InstructorID
	w.globexInstructor = w.globexOwner.User.InstructorID
	e.createRoom(w.owner, "Lobby", false)
	e.createRoom(w.uma, "Uma's Lab", true)
	e.createRoom(w.globexOwner, "Lobby", false)
	resp := e.do(request{method: "PUT", path: roomPath("Lobby", "/tags"), cookie: w.owner.Cookie,
		body: map[string]any{"customTags": map[string]any{"happy": []string{"pace"}, "neutral": []string{}, "sad": []string{}}}})
	e.expect(t, "room tags", resp, 200, "")
	return w
}

// fbSubmit posts a submission and returns the response.
func (e *env) fbSubmit(body map[string]any) response {
	e.t.Helper()
	return e.do(request{method: "POST", path: "/api/feedback/submit", body: body})
}

// fbAdd submits text (and sentiment, "" for none) into a room and returns
// the new item's id.
func (e *env) fbAdd(instructorID, room, text, sentiment string) string {
	e.t.Helper()
	body := map[string]any{"instructorId": instructorID, "eventType": room, "feedback": text}
	if sentiment != "" {
		body["sentiment"] = sentiment
	}
	resp := e.fbSubmit(body)
	if resp.status != 201 {
		e.t.Fatalf("submit %q into %q: %d %s", text, room, resp.status, resp.raw)
	}
	return resp.json["_id"].(string)
}

// fbGet sends GET path as m and returns the response, checking 200.
func (e *env) fbGet(t *testing.T, m *member, path string) response {
	t.Helper()
	resp := e.do(request{method: "GET", path: path, cookie: m.Cookie})
	e.expect(t, "GET "+path, resp, 200, "")
	return resp
}

// fbItems returns the data list of a paginated response.
func fbItems(t *testing.T, resp response) []map[string]any {
	t.Helper()
	list, ok := resp.json["data"].([]any)
	if !ok {
		t.Fatalf("no data list in %s", resp.raw)
	}
	out := make([]map[string]any, len(list))
	for i, v := range list {
		out[i] = v.(map[string]any)
	}
	return out
}

// fbTexts returns the sorted feedback texts of a paginated response.
func fbTexts(t *testing.T, resp response) []string {
	t.Helper()
	out := []string{}
	for _, it := range fbItems(t, resp) {
		out = append(out, it["feedback"].(string))
	}
	sort.Strings(out)
	return out
}

// fbTrendTotal sums the totals of the points of a trend answer.
func fbTrendTotal(resp response) int {
	total := 0
	for _, p := range resp.json["data"].([]any) {
		total += int(p.(map[string]any)["total"].(float64))
	}
	return total
}

// fbNoon advances the clock of e to the next noon UTC and returns it, so
// that what a test adds within hours stays on the same day.
func fbNoon(e *env) time.Time {
	now := e.clock.Now().UTC()
	noon := time.Date(now.Year(), now.Month(), now.Day(), 12, 0, 0, 0, time.UTC)
	if !noon.After(now) {
		noon = noon.AddDate(0, 0, 1)
	}
	e.clock.Advance(noon.Sub(now))
	return e.clock.Now().UTC()
}

func (e *env) fbCount() int {
	e.t.Helper()
	return e.countRows("feedback_items")
}

func TestFeedbackRequiresAuthentication(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		for _, r := range []request{
			{method: "GET", path: "/api/feedback/paginated"},
			{method: "GET", path: "/api/feedback/trends"},
			{method: "GET", path: "/api/feedback/wordcloud"},
			{method: "GET", path: "/api/feedback/reasoning/x"},
			{method: "DELETE", path: "/api/feedback", body: map[string]any{"ids": []string{"x"}}},
			{method: "GET", path: "/api/feedback/serious-concerns"},
			{method: "GET", path: "/api/feedback/serious-concerns/unresolved-count"},
			{method: "POST", path: "/api/feedback/x/resolve"},
			{method: "POST", path: "/api/feedback/x/unresolve"},
			{method: "GET", path: "/api/feedback/flagged-feedback"},
			{method: "POST", path: "/api/settings/test-serious-concern", body: map[string]any{"text": "x"}},
		} {
			e.expect(t, r.method+" "+r.path, e.do(r), 401, "INVALID_TOKEN")
			r.cookie = "not-a-token"
			e.expect(t, r.method+" "+r.path+" bad token", e.do(r), 401, "INVALID_TOKEN")
		}
	})
}

func TestSubmitFeedback(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		w := fbSetup(t, e)
		resp := e.fbSubmit(map[string]any{"instructorId": w.ownerID, "eventType": "lobby", "feedback": "Great pace, thanks!",
			"sentiment": "positive", "tags": []string{"PACE"}})
		e.expect(t, "submit", resp, 201, "")
		for k, v := range map[string]any{"feedback": "Great pace, thanks!", "sentiment": "positive", "eventType": "Lobby", "instructorId": w.ownerID} {
			if resp.json[k] != v {
				t.Errorf("submit: %s = %v, want %v", k, resp.json[k], v)
			}
		}
		if !equalStrings(resp.json["tags"], "PACE") || resp.json["_id"] == "" {
			t.Errorf("submit: %s", resp.raw)
		}
		if ts, _ := resp.json["createdAt"].(string); !strings.HasSuffix(ts, "Z") {
			t.Errorf("createdAt %q is not RFC 3339 UTC", ts)
		}
		if len(resp.json) != 7 {
			t.Errorf("the public answer shows more than the submission: %s", resp.raw)
		}
		// Without a sentiment, the AI decides; a sentiment alone is enough.
		resp = e.fbSubmit(map[string]any{"instructorId": w.ownerID, "eventType": "Lobby", "feedback": "Terrible, boring and confusing lecture"})
		e.expect(t, "AI sentiment", resp, 201, "")
		if resp.json["sentiment"] != "negative" {
			t.Errorf("AI sentiment: %s", resp.raw)
		}
		e.expect(t, "sentiment only", e.fbSubmit(map[string]any{"instructorId": w.ownerID, "eventType": "Lobby", "sentiment": "neutral"}), 201, "")
		// A private room is reachable by its link.
		e.expect(t, "private room", e.fbSubmit(map[string]any{"instructorId": w.umaID, "eventType": "UMA'S LAB", "feedback": "ok"}), 201, "")

		// Tags may come from the room, the organization and the creator.
		e.expect(t, "general tags", e.do(request{method: "PUT", path: "/api/organization/general-tags", cookie: w.owner.Cookie,
			body: map[string]any{"tags": []string{"campus"}}}), 200, "")
		e.expect(t, "user tags", e.do(request{method: "PUT", path: "/api/user/tags", cookie: w.owner.Cookie,
			body: map[string]any{"tags": []string{"mine"}}}), 200, "")
		e.expect(t, "all tag sources", e.fbSubmit(map[string]any{"instructorId": w.ownerID, "eventType": "Lobby", "feedback": "x",
			"tags": []string{"pace", "Campus", "mine"}}), 201, "")
		before := e.fbCount()

		long := strings.Repeat("é", feedback.MaxTextLength+1)
		for _, c := range []struct {
			what   string
			body   map[string]any
			status int
			code   string
		}{
			{"no instructorId", map[string]any{"eventType": "Lobby", "feedback": "x"}, 400, "VALIDATION_FAILED"},
			{"no eventType", map[string]any{"instructorId": w.ownerID, "feedback": "x"}, 400, "VALIDATION_FAILED"},
			{"neither feedback nor sentiment", map[string]any{"instructorId": w.ownerID, "eventType": "Lobby", "feedback": " "}, 400, "VALIDATION_FAILED"},
			{"unknown sentiment", map[string]any{"instructorId": w.ownerID, "eventType": "Lobby", "sentiment": "happy"}, 400, "VALIDATION_FAILED"},
			{"feedback too long", map[string]any{"instructorId": w.ownerID, "eventType": "Lobby", "feedback": long}, 400, "VALIDATION_FAILED"},
			{"NUL character", map[string]any{"instructorId": w.ownerID, "eventType": "Lobby", "feedback": "a\u0000b"}, 400, "VALIDATION_FAILED"},
			{"feedback not a string", map[string]any{"instructorId": w.ownerID, "eventType": "Lobby", "feedback": 5}, 400, "VALIDATION_FAILED"},
			{"tags not a list", map[string]any{"instructorId": w.ownerID, "eventType": "Lobby", "feedback": "x", "tags": "pace"}, 400, "VALIDATION_FAILED"},
			{"tag not a string", map[string]any{"instructorId": w.ownerID, "eventType": "Lobby", "feedback": "x", "tags": []any{1}}, 400, "VALIDATION_FAILED"},
			{"unknown tag", map[string]any{"instructorId": w.ownerID, "eventType": "Lobby", "feedback": "x", "tags": []string{"pace", "nope"}}, 400, "VALIDATION_FAILED"},
			{"another creator's tag", map[string]any{"instructorId": w.umaID, "eventType": "Uma's Lab", "feedback": "x", "tags": []string{"mine"}}, 400, "VALIDATION_FAILED"},
			{"unknown room", map[string]any{"instructorId": w.ownerID, "eventType": "Nowhere", "feedback": "x"}, 404, "NOT_FOUND"},
			{"unknown instructor", map[string]any{"instructorId": "nobody", "eventType": "Lobby", "feedback": "x"}, 404, "NOT_FOUND"},
			{"another user's room", map[string]any{"instructorId": w.umaID, "eventType": "Lobby", "feedback": "x"}, 404, "NOT_FOUND"},
		} {
			e.expect(t, c.what, e.fbSubmit(c.body), c.status, c.code)
		}
		e.expect(t, "malformed JSON", e.do(request{method: "POST", path: "/api/feedback/submit", rawBody: `{"feedback":`, contentType: "application/json"}), 400, "INVALID_JSON")
		e.expect(t, "empty body", e.do(request{method: "POST", path: "/api/feedback/submit", rawBody: " ", contentType: "application/json"}), 400, "INVALID_JSON")
		e.expect(t, "not JSON", e.do(request{method: "POST", path: "/api/feedback/submit", rawBody: "feedback=x", contentType: "application/x-www-form-urlencoded"}), 415, "UNSUPPORTED_MEDIA_TYPE")
		e.expect(t, "oversized", e.fbSubmit(map[string]any{"instructorId": w.ownerID, "eventType": "Lobby", "feedback": strings.Repeat("x", 2<<20)}), 413, "PAYLOAD_TOO_LARGE")

		// An inactive room rejects submissions and keeps its feedback.
		e.expect(t, "deactivate", e.do(request{method: "PUT", path: roomPath("Lobby", "/active"), cookie: w.owner.Cookie, body: map[string]any{"active": false}}), 200, "")
		e.expect(t, "inactive room", e.fbSubmit(map[string]any{"instructorId": w.ownerID, "eventType": "Lobby", "feedback": "x"}), 403, "ROOM_INACTIVE")
		if n := e.fbCount(); n != before {
			t.Errorf("%d items after rejected submissions, want %d", n, before)
		}
		if got := len(fbItems(t, e.fbGet(t, w.owner, "/api/feedback/paginated?eventType=Lobby"))); got != 4 {
			t.Errorf("the inactive room lists %d items, want 4", got)
		}
	})
}

func TestWidgetSubmit(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		w := fbSetup(t, e)
		origin := map[string]string{"Origin": "https://school.example"}
		pre := e.do(request{method: "OPTIONS", path: "/api/widget/submit", header: map[string]string{
			"Origin": "https://school.example", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "Content-Type"}})
		if pre.status != 204 || pre.header.Get("Access-Control-Allow-Origin") != "*" ||
			!strings.Contains(pre.header.Get("Access-Control-Allow-Methods"), "POST") {
			t.Errorf("preflight: %d %v", pre.status, pre.header)
		}
		body := map[string]any{"instructorId": w.ownerID, "eventType": "Lobby", "feedback": "Nice widget", "pageUrl": "https://school.example/course?id=7"}
		resp := e.do(request{method: "POST", path: "/api/widget/submit", body: body, header: origin})
		e.expect(t, "widget submit", resp, 201, "")
		if resp.header.Get("Access-Control-Allow-Origin") != "*" {
			t.Errorf("no CORS header on the answer: %v", resp.header)
		}
		list := fbItems(t, e.fbGet(t, w.owner, "/api/feedback/paginated"))
		if len(list) != 1 || list[0]["pageUrl"] != "https://school.example/course?id=7" || list[0]["source"] != "widget" {
			t.Errorf("widget item: %v", list)
		}
		// The room endpoint ignores pageUrl and has no CORS.
		resp = e.do(request{method: "POST", path: "/api/feedback/submit", body: body, header: origin})
		e.expect(t, "room submit with pageUrl", resp, 201, "")
		if resp.header.Get("Access-Control-Allow-Origin") != "" {
			t.Errorf("CORS header on the room endpoint")
		}
		bad := map[string]any{"instructorId": w.ownerID, "eventType": "Lobby", "feedback": "x", "pageUrl": "javascript:alert(1)"}
		e.expect(t, "bad pageUrl", e.do(request{method: "POST", path: "/api/widget/submit", body: bad}), 400, "VALIDATION_FAILED")
		e.expect(t, "widget unknown room", e.do(request{method: "POST", path: "/api/widget/submit",
			body: map[string]any{"instructorId": w.ownerID, "eventType": "Nope", "feedback": "x"}}), 404, "NOT_FOUND")

		// 10 per 15 minutes per client IP, failures included: 3 so far.
		for i := 0; i < 7; i++ {
			e.expect(t, fmt.Sprintf("widget %d", i+4), e.do(request{method: "POST", path: "/api/widget/submit", body: body}), 201, "")
		}
		resp = e.do(request{method: "POST", path: "/api/widget/submit", body: body, header: origin})
		e.expect(t, "widget 11", resp, 429, "RATE_LIMITED")
		if resp.header.Get("Retry-After") == "" || resp.header.Get("Access-Control-Allow-Origin") != "*" {
			t.Errorf("429 headers: %v", resp.header)
		}
		// The room endpoint is not limited.
		for i := 0; i < 12; i++ {
			e.expect(t, "room submit after the widget limit", e.fbSubmit(map[string]any{"instructorId": w.ownerID, "eventType": "Lobby", "sentiment": "positive"}), 201, "")
		}
	})
}

func TestFeedbackVisibilityAndRoles(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		w := fbSetup(t, e)
		lobby := e.fbAdd(w.ownerID, "Lobby", "lobby item", "positive")
		lab := e.fbAdd(w.umaID, "Uma's Lab", "lab item", "negative")
		theirs := e.fbAdd(w.globexInstructor, "Lobby", "globex item", "neutral")

		for _, c := range []struct {
			who  string
			m    *member
			want []string
		}{
			{"owner", w.owner, []string{"lab item", "lobby item"}},
			{"admin", w.admin, []string{"lab item", "lobby item"}},
			{"uma (creator of the private room)", w.uma, []string{"lab item", "lobby item"}},
			{"ulf", w.ulf, []string{"lobby item"}},
			{"globex owner", w.globexOwner, []string{"globex item"}},
		} {
			if got := fbTexts(t, e.fbGet(t, c.m, "/api/feedback/paginated")); fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Errorf("%s lists %q, want %q", c.who, got, c.want)
			}
		}
		reasoning := func(m *member, id string) response {
			return e.do(request{method: "GET", path: "/api/feedback/reasoning/" + id, cookie: m.Cookie})
		}
		e.expect(t, "ulf reads the private room's reasoning", reasoning(w.ulf, lab), 404, "NOT_FOUND")
		e.expect(t, "uma reads it", reasoning(w.uma, lab), 200, "")
		e.expect(t, "owner reads another org's item", reasoning(w.owner, theirs), 404, "NOT_FOUND")
		e.expect(t, "unknown id", reasoning(w.owner, "no-such-id"), 404, "NOT_FOUND")
		e.expect(t, "malformed id", reasoning(w.owner, "%ff%00"), 404, "NOT_FOUND")

		resp := reasoning(w.ulf, lobby)
		e.expect(t, "reasoning", resp, 200, "")
		r, _ := resp.json["reasoning"].(map[string]any)
		if resp.json["feedbackId"] != lobby || resp.json["sentiment"] != "positive" || resp.json["aiSentiment"] == nil ||
			resp.json["model"] == "" || r == nil || r["summary"] == "" {
			t.Errorf("reasoning: %s", resp.raw)
		}
		if signals, ok := r["signals"].([]any); !ok || len(signals) == 0 {
			t.Errorf("reasoning signals: %s", resp.raw)
		} else if s := signals[0].(map[string]any); s["text"] == "" || s["weight"] == nil {
			t.Errorf("signal: %v", s)
		}

		// Admin-only endpoints.
		for _, m := range []*member{w.uma, w.ulf} {
			e.expect(t, "user deletes", e.do(request{method: "DELETE", path: "/api/feedback", cookie: m.Cookie, body: map[string]any{"ids": []string{lobby}}}), 403, "INSUFFICIENT_ROLE")
			e.expect(t, "user lists flagged", e.do(request{method: "GET", path: "/api/feedback/flagged-feedback", cookie: m.Cookie}), 403, "INSUFFICIENT_ROLE")
			e.expect(t, "user tests a concern", e.do(request{method: "POST", path: "/api/settings/test-serious-concern", cookie: m.Cookie, body: map[string]any{"text": "x"}}), 403, "INSUFFICIENT_ROLE")
		}
		if n := e.fbCount(); n != 3 {
			t.Errorf("%d items after forbidden deletions", n)
		}
	})
}

func TestFeedbackReasoningLanguage(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		w := fbSetup(t, e)
		for _, c := range []struct{ text, want string }{
			{"Die Vorlesung war sehr gut, danke!", "de"},
			{"Le cours était vraiment super, merci.", "fr"},
			{"The workshop was great, thank you.", "en"},
			{"ok", ""},
		} {
			id := e.fbAdd(w.ownerID, "Lobby", c.text, "")
			r := e.fbGet(t, w.owner, "/api/feedback/reasoning/"+id)
			if got, ok := r.json["language"].(string); !ok || got != c.want {
				t.Errorf("reasoning of %q: language %v, want %q; %s", c.text, r.json["language"], c.want, r.raw)
			}
		}
	})
}

func TestFeedbackPagination(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		w := fbSetup(t, e)
		var ids []string
		for i := 0; i < 25; i++ {
			e.clock.Advance(time.Second)
			ids = append(ids, e.fbAdd(w.ownerID, "Lobby", fmt.Sprintf("item %02d", i), "neutral"))
		}
		for _, c := range []struct {
			query                        string
			page, limit, n, total, pages int
			first                        string
		}{
			{"", 1, 20, 20, 25, 2, "item 24"},
			{"?page=2", 2, 20, 5, 25, 2, "item 04"},
			{"?page=3", 3, 20, 0, 25, 2, ""},
			{"?limit=10&page=3", 3, 10, 5, 25, 3, "item 04"},
			{"?limit=7&page=2", 2, 7, 7, 25, 4, "item 17"},
			{"?limit=1", 1, 1, 1, 25, 25, "item 24"},
			{"?limit=500", 1, 100, 25, 25, 1, "item 24"},
			{"?page=9223372036854775807", 9223372036854775807, 20, 0, 25, 2, ""},
			{"?page=" + hugeNumber, 9223372036854775807, 20, 0, 25, 2, ""},
			{"?limit=" + hugeNumber, 1, 100, 25, 25, 1, "item 24"},
			{"?limit=" + hugeNumber + "&page=" + hugeNumber, 9223372036854775807, 100, 0, 25, 1, ""},
		} {
			resp := e.fbGet(t, w.admin, "/api/feedback/paginated"+c.query)
			items := fbItems(t, resp)
			got := []any{resp.json["page"], resp.json["limit"], len(items), resp.json["total"], resp.json["totalPages"]}
			want := []any{float64(c.page), float64(c.limit), c.n, float64(c.total), float64(c.pages)}
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("%q: page, limit, items, total, pages = %v, want %v", c.query, got, want)
			}
			if c.n > 0 && items[0]["feedback"] != c.first {
				t.Errorf("%q: first item %v, want %s", c.query, items[0]["feedback"], c.first)
			}
		}
		// Newest first, no item twice across pages.
		seen := map[string]bool{}
		for p := 1; p <= 4; p++ {
			for _, it := range fbItems(t, e.fbGet(t, w.admin, fmt.Sprintf("/api/feedback/paginated?limit=7&page=%d", p))) {
				id := it["_id"].(string)
				if seen[id] {
					t.Errorf("item %s on two pages", id)
				}
				seen[id] = true
			}
		}
		if len(seen) != len(ids) {
			t.Errorf("pages hold %d items, want %d", len(seen), len(ids))
		}
		for _, q := range []string{"page=0", "page=-1", "page=abc", "limit=0", "limit=x", "page=1.5", "limit=-5", "page=-" + hugeNumber, "limit=-" + hugeNumber} {
			e.expect(t, q, e.do(request{method: "GET", path: "/api/feedback/paginated?" + q, cookie: w.admin.Cookie}), 400, "VALIDATION_FAILED")
			e.expect(t, "concerns "+q, e.do(request{method: "GET", path: "/api/feedback/serious-concerns?" + q, cookie: w.admin.Cookie}), 400, "VALIDATION_FAILED")
			e.expect(t, "flagged "+q, e.do(request{method: "GET", path: "/api/feedback/flagged-feedback?" + q, cookie: w.admin.Cookie}), 400, "VALIDATION_FAILED")
		}
		// A bad limit says what a limit may be, not a page's bounds.
		badLimit := e.do(request{method: "GET", path: "/api/feedback/paginated?limit=0", cookie: w.admin.Cookie})
		if msg, _ := badLimit.json["message"].(string); !strings.Contains(msg, "at least 1 (at most 100 are returned)") {
			t.Errorf("limit 0: message %q, want it to say a limit's bounds", msg)
		}
	})
}

func TestFeedbackFilters(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		w := fbSetup(t, e)
		start := fbNoon(e)
		day := func(n int) string { return start.AddDate(0, 0, n).Format(time.DateOnly) }
		e.fbAdd(w.ownerID, "Lobby", "The projector was broken", "negative")
		e.clock.Advance(24 * time.Hour)
		e.fbAdd(w.ownerID, "Lobby", "Great projector, clear slides", "positive")
		e.fbAdd(w.umaID, "Uma's Lab", "Slides were fine", "neutral")
		e.clock.Advance(24 * time.Hour)
		e.fbAdd(w.umaID, "Uma's Lab", "' OR 1=1 -- 100% _great_ \"quoted\" NEAR(x) * 😀", "positive")
		e.fbAdd(w.globexInstructor, "Lobby", "globex projector", "positive")

		list := func(m *member, query string) []string {
			t.Helper()
			return fbTexts(t, e.fbGet(t, m, "/api/feedback/paginated?"+query))
		}
		all := []string{"' OR 1=1 -- 100% _great_ \"quoted\" NEAR(x) * 😀", "Great projector, clear slides", "Slides were fine", "The projector was broken"}
		for _, c := range []struct {
			query string
			want  []string
		}{
			{"", all},
			{"sentiment=positive", []string{all[0], all[1]}},
			{"sentiment=negative", []string{all[3]}},
			{"eventType=LOBBY", []string{all[1], all[3]}},
			{"eventType=" + url.QueryEscape("uma's lab"), []string{all[0], all[2]}},
			{"eventType=Nowhere", []string{}},
			{"instructorId=" + w.umaID, []string{all[0], all[2]}},
			{"instructorId=nobody", []string{}},
			{"startDate=" + day(1), []string{all[0], all[1], all[2]}},
			{"endDate=" + day(1), []string{all[1], all[2], all[3]}},
			{"startDate=" + day(1) + "&endDate=" + day(1), []string{all[1], all[2]}},
			{"startDate=" + url.QueryEscape(start.Add(time.Hour).Format(time.RFC3339)), []string{all[0], all[1], all[2]}},
			{"endDate=" + url.QueryEscape(start.Add(time.Minute).Format(time.RFC3339Nano)), []string{all[3]}},
			{"search=projector", []string{all[1], all[3]}},
			{"search=SLIDES+projector", []string{all[1]}},
			{"search=quoted", []string{all[0]}},
			{"sentiment=positive&eventType=lobby&search=projector&startDate=" + day(1), []string{all[1]}},
		} {
			if got := list(w.admin, c.query); fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Errorf("?%s: %q, want %q", c.query, got, c.want)
			}
		}
		// Filters never widen a user's view.
		if got := list(w.ulf, "eventType="+url.QueryEscape("Uma's Lab")); len(got) != 0 {
			t.Errorf("ulf filters on the private room: %q", got)
		}
		if got := list(w.ulf, "search=slides"); fmt.Sprint(got) != fmt.Sprint([]string{all[1]}) {
			t.Errorf("ulf searches: %q", got)
		}

		// Hostile searches never fail, on any endpoint that takes filters.
		for _, q := range []string{"%", "_", "%%", "'", "\"", "' OR 1=1 --", "'; DROP TABLE feedback_items; --", "NEAR(", "NEAR(a b",
			"*", "-", "-projector", "^", ":", "feedback:projector", "(", ")", "AND", "OR", "NOT", "😀", "\\", "$1", "?", "&&", "||", "!",
			"<script>alert(1)</script>", "a\u0301", strings.Repeat("(", 300)} {
			for _, path := range []string{"/api/feedback/paginated", "/api/feedback/trends", "/api/feedback/wordcloud"} {
				resp := e.do(request{method: "GET", path: path + "?search=" + url.QueryEscape(q), cookie: w.admin.Cookie})
				e.expect(t, path+" search "+q, resp, 200, "")
			}
		}
		if got := list(w.admin, "search="+url.QueryEscape("' OR 1=1 --")); fmt.Sprint(got) != fmt.Sprint([]string{all[0]}) {
			t.Errorf("search ' OR 1=1 --: %q", got)
		}
		if got := list(w.admin, "search="+url.QueryEscape("%")); len(got) != 0 {
			t.Errorf("search %%: %q", got)
		}
		if got := list(w.admin, "search="+url.QueryEscape("100%")); fmt.Sprint(got) != fmt.Sprint([]string{all[0]}) {
			t.Errorf("search 100%%: %q", got)
		}

		for _, q := range []string{"sentiment=happy", "startDate=yesterday", "endDate=2026-13-01", "startDate=" + day(2) + "&endDate=" + day(1),
			"search=" + url.QueryEscape(strings.Repeat("x", feedback.MaxSearchLength+1)), "search=%00", "eventType=%ff", "instructorId=a%00b",
			"startDate=0000-01-01", "endDate=0000-12-31T10:00:00Z"} {
			for _, path := range []string{"/api/feedback/paginated", "/api/feedback/trends", "/api/feedback/wordcloud"} {
				e.expect(t, path+"?"+q, e.do(request{method: "GET", path: path + "?" + q, cookie: w.admin.Cookie}), 400, "VALIDATION_FAILED")
			}
		}
	})
}

func TestFeedbackTrends(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		w := fbSetup(t, e)
		start := fbNoon(e)
		// Day 0: 2 positive, 1 negative; day 1: nothing; day 2: 1 neutral; day 5: 1 positive.
		// (Sessions last 7 days: the clock moves less.)
		e.fbAdd(w.ownerID, "Lobby", "", "positive")
		e.fbAdd(w.umaID, "Uma's Lab", "", "positive")
		e.fbAdd(w.ownerID, "Lobby", "", "negative")
		e.clock.Advance(48 * time.Hour)
		e.fbAdd(w.ownerID, "Lobby", "", "neutral")
		e.clock.Advance(3 * 24 * time.Hour)
		e.fbAdd(w.ownerID, "Lobby", "", "positive")
		e.fbAdd(w.globexInstructor, "Lobby", "", "negative")

		points := func(m *member, query string) []map[string]any {
			t.Helper()
			return fbItems(t, e.fbGet(t, m, "/api/feedback/trends?"+query))
		}
		from, to := start.Format(time.DateOnly), start.AddDate(0, 0, 5).Format(time.DateOnly)
		days := points(w.admin, "startDate="+from+"&endDate="+to)
		if len(days) != 6 {
			t.Fatalf("%d day buckets, want 6", len(days))
		}
		want := map[int][4]float64{0: {2, 0, 1, 3}, 2: {0, 1, 0, 1}, 5: {1, 0, 0, 1}}
		sum := 0.0
		for i, p := range days {
			if p["date"] != start.AddDate(0, 0, i).Format(time.DateOnly) {
				t.Errorf("bucket %d is %v", i, p["date"])
			}
			got := [4]float64{p["positive"].(float64), p["neutral"].(float64), p["negative"].(float64), p["total"].(float64)}
			if got != want[i] {
				t.Errorf("day %d: %v, want %v", i, got, want[i])
			}
			sum += got[3]
		}
		if sum != 5 {
			t.Errorf("day buckets sum to %v, want 5", sum)
		}
		// A user counts only what they see; filters apply.
		sum = 0
		for _, p := range points(w.ulf, "startDate="+from+"&endDate="+to) {
			sum += p["total"].(float64)
		}
		if sum != 4 {
			t.Errorf("ulf's buckets sum to %v, want 4", sum)
		}
		sum = 0
		for _, p := range points(w.admin, "sentiment=positive&interval=month&startDate="+from+"&endDate="+to) {
			sum += p["total"].(float64)
			if p["negative"].(float64) != 0 || !strings.HasSuffix(p["date"].(string), "-01") {
				t.Errorf("positive month bucket %v", p)
			}
		}
		if sum != 3 {
			t.Errorf("positive months sum to %v, want 3", sum)
		}
		weeks := points(w.admin, "interval=week&startDate="+from+"&endDate="+to)
		sum = 0
		for _, p := range weeks {
			d, err := time.Parse(time.DateOnly, p["date"].(string))
			if err != nil || d.Weekday() != time.Monday {
				t.Errorf("week bucket %v does not start on a Monday", p["date"])
			}
			sum += p["total"].(float64)
		}
		if sum != 5 || len(weeks) < 1 || len(weeks) > 2 {
			t.Errorf("%d week buckets summing to %v", len(weeks), sum)
		}
		// By default: the last 30 days, one bucket per day, up to today.
		def := points(w.admin, "")
		if len(def) != 31 || def[30]["date"] != e.clock.Now().UTC().Format(time.DateOnly) {
			t.Errorf("default trend: %d buckets, last %v", len(def), def[len(def)-1]["date"])
		}
		e.expect(t, "bad interval", e.do(request{method: "GET", path: "/api/feedback/trends?interval=hour", cookie: w.admin.Cookie}), 400, "VALIDATION_FAILED")
		e.expect(t, "too many buckets", e.do(request{method: "GET", path: "/api/feedback/trends?startDate=1900-01-01", cookie: w.admin.Cookie}), 400, "VALIDATION_FAILED")
		// The program folds the per-day counts from the start of its jobs
		// on; the counts stay the same.
		e.waitJobs(t, "feedback.compact_counts", 1)
		if err := e.feedback.CompactCounts(context.Background()); err != nil {
			t.Fatal(err)
		}
		if again := points(w.admin, "startDate="+from+"&endDate="+to); fmt.Sprint(again) != fmt.Sprint(days) {
			t.Errorf("after compaction: %v, want %v", again, days)
		}
	})
}

func TestFeedbackWordCloud(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		w := fbSetup(t, e)
		e.fbAdd(w.ownerID, "Lobby", "The projector is broken and the projector is old", "")
		e.fbAdd(w.ownerID, "Lobby", "Projector broken", "")
		e.fbAdd(w.ownerID, "Lobby", "", "positive")
		e.fbAdd(w.umaID, "Uma's Lab", "Secret lab projector", "")
		e.fbAdd(w.globexInstructor, "Lobby", "globex projector projector projector", "")

		resp := e.fbGet(t, w.ulf, "/api/feedback/wordcloud")
		data, _ := resp.json["data"].([]any)
		words, _ := resp.json["words"].([]any)
		if len(data) != 2 {
			t.Errorf("data: %s", resp.raw)
		}
		var got []string
		for _, v := range words {
			m := v.(map[string]any)
			got = append(got, fmt.Sprintf("%v:%v", m["word"], m["count"]))
		}
		if want := "projector:3 broken:2 old:1"; strings.Join(got, " ") != want {
			t.Errorf("ulf's words %s, want %s", strings.Join(got, " "), want)
		}
		resp = e.fbGet(t, w.admin, "/api/feedback/wordcloud?eventType="+url.QueryEscape("uma's lab"))
		if words, _ := resp.json["words"].([]any); len(words) != 3 {
			t.Errorf("filtered cloud: %s", resp.raw)
		}
		// limit bounds the words (chart settings' wordCloud.maxWords).
		for limit, want := range map[string]int{"1": 1, "2": 2, "500": 3} {
			resp = e.fbGet(t, w.ulf, "/api/feedback/wordcloud?limit="+limit)
			if words, _ := resp.json["words"].([]any); len(words) != want {
				t.Errorf("limit %s: %s", limit, resp.raw)
			}
		}
		for _, limit := range []string{"0", "-1", "501", "x", "1.5"} {
			e.expect(t, "limit "+limit, e.do(request{method: "GET", path: "/api/feedback/wordcloud?limit=" + limit, cookie: w.ulf.Cookie}), 400, "VALIDATION_FAILED")
		}
	})
}

func TestFeedbackTagsFilter(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		w := fbSetup(t, e)
		e.expect(t, "lab tags", e.do(request{method: "PUT", path: roomPath("Uma's Lab", "/tags"), cookie: w.uma.Cookie,
			body: map[string]any{"customTags": map[string]any{"happy": []string{"pace", "demo"}, "neutral": []string{}, "sad": []string{}}}}), 200, "")
		for _, s := range []struct {
			instructor, room, text string
			tags                   []string
		}{
			{w.ownerID, "Lobby", "good pace", []string{"pace"}},
			{w.umaID, "Uma's Lab", "nice demo", []string{"Demo"}},
			{w.umaID, "Uma's Lab", "both, really", []string{"demo", "PACE"}},
			{w.ownerID, "Lobby", "untagged", nil},
		} {
			body := map[string]any{"instructorId": s.instructor, "eventType": s.room, "feedback": s.text, "sentiment": "positive"}
			if s.tags != nil {
				body["tags"] = s.tags
			}
			e.expect(t, "submit "+s.text, e.fbSubmit(body), 201, "")
		}
		for _, c := range []struct {
			m     *member
			query string
			want  string
		}{
			{w.admin, "tags=pace", "[both, really good pace]"},
			{w.admin, "tags=DEMO,pace", "[both, really good pace nice demo]"},
			{w.admin, "tags=demo&search=nice", "[nice demo]"},
			{w.admin, "tags=absent", "[]"},
			{w.admin, "tags=" + url.QueryEscape("' OR 1=1 --,%"), "[]"},
			{w.ulf, "tags=demo,pace", "[good pace]"}, // never wider than the caller's view
			{w.globexOwner, "tags=pace", "[]"},
		} {
			if got := fbTexts(t, e.fbGet(t, c.m, "/api/feedback/paginated?"+c.query)); fmt.Sprint(got) != c.want {
				t.Errorf("?%s: %q, want %s", c.query, got, c.want)
			}
		}
		resp := e.fbGet(t, w.admin, "/api/feedback/trends?tags=pace")
		if fbTrendTotal(resp) != 2 {
			t.Errorf("trend of tag pace: %s", resp.raw)
		}
		resp = e.fbGet(t, w.admin, "/api/feedback/wordcloud?tags=demo")
		if data, _ := resp.json["data"].([]any); len(data) != 2 {
			t.Errorf("word cloud of tag demo: %s", resp.raw)
		}
		for _, q := range []string{"tags=a,,b", "tags=,", "tags=" + strings.Repeat("x", 51), "tags=a%00"} {
			for _, path := range []string{"/api/feedback/paginated", "/api/feedback/trends", "/api/feedback/wordcloud"} {
				e.expect(t, path+"?"+q, e.do(request{method: "GET", path: path + "?" + q, cookie: w.admin.Cookie}), 400, "VALIDATION_FAILED")
			}
		}
	})
}

func TestDeleteFeedback(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		w := fbSetup(t, e)
		a := e.fbAdd(w.ownerID, "Lobby", "first", "")
		b := e.fbAdd(w.umaID, "Uma's Lab", "second", "")
		c := e.fbAdd(w.ownerID, "Lobby", "third", "")
		theirs := e.fbAdd(w.globexInstructor, "Lobby", "globex", "")
		del := func(m *member, body any) response {
			return e.do(request{method: "DELETE", path: "/api/feedback", cookie: m.Cookie, body: body})
		}
		many := make([]string, feedback.MaxDeleteIDs+1)
		for i := range many {
			many[i] = fmt.Sprintf("id-%d", i)
		}
		for _, v := range []struct {
			what string
			body any
			code string
		}{
			{"no ids", map[string]any{}, "VALIDATION_FAILED"},
			{"empty ids", map[string]any{"ids": []string{}}, "VALIDATION_FAILED"},
			{"ids not a list", map[string]any{"ids": a}, "VALIDATION_FAILED"},
			{"id not a string", map[string]any{"ids": []any{1}}, "VALIDATION_FAILED"},
			{"null id", map[string]any{"ids": []any{nil}}, "VALIDATION_FAILED"},
			{"too many ids", map[string]any{"ids": many}, "VALIDATION_FAILED"},
		} {
			e.expect(t, v.what, del(w.admin, v.body), 400, v.code)
		}
		e.expect(t, "malformed", e.do(request{method: "DELETE", path: "/api/feedback", cookie: w.admin.Cookie, rawBody: "{", contentType: "application/json"}), 400, "INVALID_JSON")
		e.expect(t, "no body", e.do(request{method: "DELETE", path: "/api/feedback", cookie: w.admin.Cookie}), 400, "INVALID_JSON")
		if n := e.fbCount(); n != 4 {
			t.Fatalf("%d items after rejected deletions", n)
		}
		resp := del(w.admin, map[string]any{"ids": []string{a, b, theirs, "missing", a}})
		e.expect(t, "delete", resp, 200, "")
		if resp.json["deleted"] != float64(2) {
			t.Errorf("deleted: %s", resp.raw)
		}
		if got := fbTexts(t, e.fbGet(t, w.owner, "/api/feedback/paginated")); fmt.Sprint(got) != "[third]" {
			t.Errorf("left: %q", got)
		}
		if got := fbTexts(t, e.fbGet(t, w.globexOwner, "/api/feedback/paginated")); fmt.Sprint(got) != "[globex]" {
			t.Errorf("another organization's item deleted: %q", got)
		}
		resp = del(w.owner, map[string]any{"ids": []string{c}})
		if resp.status != 200 || resp.json["deleted"] != float64(1) {
			t.Errorf("owner deletes: %d %s", resp.status, resp.raw)
		}
	})
}

func TestSeriousConcerns(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		w := fbSetup(t, e)
		threat := e.fbAdd(w.ownerID, "Lobby", "I will kill you after class tomorrow", "")
		e.clock.Advance(time.Second)
		selfHarm := e.fbAdd(w.ownerID, "Lobby", "I want to kill myself, I can't go on", "")
		e.clock.Advance(time.Second)
		harassment := e.fbAdd(w.umaID, "Uma's Lab", "The teacher keeps harassing me and touched me inappropriately", "negative")
		e.clock.Advance(time.Second)
		praise := e.fbAdd(w.ownerID, "Lobby", "Great lecture, very clear and helpful! It was killer.", "")
		criticism := e.fbAdd(w.ownerID, "Lobby", "The lecture was boring and the slides were confusing. This course is killing me.", "")
		theirs := e.fbAdd(w.globexInstructor, "Lobby", "I will kill you all", "")

		ids := func(resp response) []string {
			out := []string{}
			for _, it := range fbItems(t, resp) {
				out = append(out, it["_id"].(string))
			}
			return out
		}
		resp := e.fbGet(t, w.admin, "/api/feedback/serious-concerns")
		if got := ids(resp); fmt.Sprint(got) != fmt.Sprint([]string{harassment, selfHarm, threat}) {
			t.Fatalf("concerns %v, want harassment, self-harm, threat (%v)", got, []string{harassment, selfHarm, threat})
		}
		cats := map[string]string{}
		for _, it := range fbItems(t, resp) {
			sc := it["seriousConcern"].(map[string]any)
			cats[it["_id"].(string)] = fmt.Sprint(sc["categories"])
			if sc["resolved"] != false || sc["resolvedAt"] != nil || sc["resolvedBy"] != nil || sc["reason"] == "" {
				t.Errorf("new concern %v", sc)
			}
		}
		if !strings.Contains(cats[threat], "threats") || !strings.Contains(cats[selfHarm], "self_harm") || !strings.Contains(cats[harassment], "harassment") {
			t.Errorf("categories %v", cats)
		}
		for _, it := range fbItems(t, e.fbGet(t, w.admin, "/api/feedback/paginated")) {
			id := it["_id"].(string)
			if (id == praise || id == criticism) && it["seriousConcern"] != nil {
				t.Errorf("ordinary feedback %q is a concern", it["feedback"])
			}
		}
		count := func(m *member) any {
			return e.fbGet(t, m, "/api/feedback/serious-concerns/unresolved-count").json["count"]
		}
		if count(w.admin) != float64(3) || count(w.ulf) != float64(2) || count(w.uma) != float64(3) || count(w.globexOwner) != float64(1) {
			t.Errorf("unresolved counts: admin %v, ulf %v, uma %v, globex %v", count(w.admin), count(w.ulf), count(w.uma), count(w.globexOwner))
		}

		post := func(m *member, id, action string) response {
			return e.do(request{method: "POST", path: "/api/feedback/" + id + "/" + action, cookie: m.Cookie})
		}
		e.expect(t, "resolve praise", post(w.admin, praise, "resolve"), 404, "NOT_FOUND")
		e.expect(t, "unresolve criticism", post(w.admin, criticism, "unresolve"), 404, "NOT_FOUND")
		e.expect(t, "resolve another org's concern", post(w.admin, theirs, "resolve"), 404, "NOT_FOUND")
		e.expect(t, "resolve unknown", post(w.admin, "nope", "resolve"), 404, "NOT_FOUND")
		// Members with the role user see concerns but may not resolve or reopen them.
		for _, m := range []*member{w.ulf, w.uma} {
			for _, action := range []string{"resolve", "unresolve"} {
				e.expect(t, m.User.Email+" "+action+"s", post(m, threat, action), 403, "INSUFFICIENT_ROLE")
			}
		}
		e.expect(t, "uma resolves her private room's concern", post(w.uma, harassment, "resolve"), 403, "INSUFFICIENT_ROLE")
		if count(w.admin) != float64(3) {
			t.Errorf("unresolved after refused resolutions: %v", count(w.admin))
		}

		resp = post(w.admin, threat, "resolve")
		e.expect(t, "admin resolves", resp, 200, "")
		sc, _ := resp.json["seriousConcern"].(map[string]any)
		if sc == nil || sc["resolved"] != true || sc["resolvedBy"] != w.admin.User.ID || sc["resolvedAt"] == nil {
			t.Errorf("resolved: %s", resp.raw)
		}
		e.expect(t, "resolve twice", post(w.owner, threat, "resolve"), 200, "")
		if count(w.admin) != float64(2) {
			t.Errorf("unresolved after resolving: %v", count(w.admin))
		}
		for q, want := range map[string][]string{
			"?resolved=true":  {threat},
			"?resolved=false": {harassment, selfHarm},
			"?limit=1&page=2": {selfHarm},
		} {
			resp := e.fbGet(t, w.admin, "/api/feedback/serious-concerns"+q)
			if got := ids(resp); fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("concerns%s: %v, want %v", q, got, want)
			}
			if q == "?limit=1&page=2" && (resp.json["total"] != float64(3) || resp.json["totalPages"] != float64(3)) {
				t.Errorf("concerns%s: %s", q, resp.raw)
			}
		}
		e.expect(t, "resolved=maybe", e.do(request{method: "GET", path: "/api/feedback/serious-concerns?resolved=maybe", cookie: w.admin.Cookie}), 400, "VALIDATION_FAILED")
		if got := ids(e.fbGet(t, w.ulf, "/api/feedback/serious-concerns")); fmt.Sprint(got) != fmt.Sprint([]string{selfHarm, threat}) {
			t.Errorf("ulf's concerns %v", got)
		}
		resp = post(w.admin, threat, "unresolve")
		e.expect(t, "unresolve", resp, 200, "")
		if sc, _ := resp.json["seriousConcern"].(map[string]any); sc == nil || sc["resolved"] != false || sc["resolvedAt"] != nil || sc["resolvedBy"] != nil {
			t.Errorf("unresolved: %s", resp.raw)
		}
		if count(w.admin) != float64(3) {
			t.Errorf("unresolved after reopening: %v", count(w.admin))
		}
	})
}

func TestFlaggedFeedback(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		w := fbSetup(t, e)
		profane := e.fbAdd(w.ownerID, "Lobby", "This fucking class is shit", "")
		personal := e.fbAdd(w.umaID, "Uma's Lab", "Call me at 555-123-4567 or mail bob@example.com", "")
		e.fbAdd(w.ownerID, "Lobby", "Great lecture, very clear and helpful!", "")
		e.fbAdd(w.globexInstructor, "Lobby", "This fucking class is shit", "")
		for _, m := range []*member{w.admin, w.owner} {
			resp := e.fbGet(t, m, "/api/feedback/flagged-feedback")
			items := fbItems(t, resp)
			if len(items) != 2 || items[0]["_id"] != personal || items[1]["_id"] != profane || resp.json["total"] != float64(2) {
				t.Fatalf("flagged: %s", resp.raw)
			}
			mod := items[1]["moderation"].(map[string]any)
			if mod["flagged"] != true || !equalStrings(mod["reasons"], "profanity") {
				t.Errorf("moderation %v", mod)
			}
		}
	})
}

func TestTestSeriousConcern(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		w := fbSetup(t, e)
		test := func(m *member, body any) response {
			return e.do(request{method: "POST", path: "/api/settings/test-serious-concern", cookie: m.Cookie, body: body})
		}
		resp := test(w.admin, map[string]any{"text": "I will kill you after class tomorrow"})
		e.expect(t, "threat", resp, 200, "")
		if resp.json["isSeriousConcern"] != true || !equalStrings(resp.json["categories"], "threats") ||
			resp.json["confidence"].(float64) <= 0.5 || resp.json["reasoning"] == "" {
			t.Errorf("threat: %s", resp.raw)
		}
		resp = test(w.owner, map[string]any{"text": "Great lecture, very clear and helpful!"})
		e.expect(t, "praise", resp, 200, "")
		if resp.json["isSeriousConcern"] != false || !equalStrings(resp.json["categories"]) {
			t.Errorf("praise: %s", resp.raw)
		}
		e.expect(t, "missing text", test(w.admin, map[string]any{}), 400, "VALIDATION_FAILED")
		e.expect(t, "text not a string", test(w.admin, map[string]any{"text": 3}), 400, "VALIDATION_FAILED")
		e.expect(t, "text too long", test(w.admin, map[string]any{"text": strings.Repeat("a", feedback.MaxTextLength+1)}), 400, "VALIDATION_FAILED")
		e.expect(t, "malformed", e.do(request{method: "POST", path: "/api/settings/test-serious-concern", cookie: w.admin.Cookie, rawBody: "[", contentType: "application/json"}), 400, "INVALID_JSON")
		if n := e.fbCount(); n != 0 {
			t.Errorf("the test stored %d items", n)
		}
	})
}

func TestRoomRenameAndDeleteCascade(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		w := fbSetup(t, e)
		e.fbAdd(w.ownerID, "Lobby", "one", "")
		e.fbAdd(w.ownerID, "Lobby", "two", "")
		e.fbAdd(w.umaID, "Uma's Lab", "three", "")
		e.fbAdd(w.globexInstructor, "Lobby", "globex", "")
		e.expect(t, "rename", e.do(request{method: "PUT", path: roomPath("lobby", ""), cookie: w.owner.Cookie, body: map[string]any{"eventName": "Main Hall"}}), 200, "")
		for _, it := range fbItems(t, e.fbGet(t, w.admin, "/api/feedback/paginated")) {
			want := "Main Hall"
			if it["feedback"] == "three" {
				want = "Uma's Lab"
			}
			if it["eventType"] != want {
				t.Errorf("%v is in %v, want %s", it["feedback"], it["eventType"], want)
			}
		}
		if got := fbTexts(t, e.fbGet(t, w.admin, "/api/feedback/paginated?eventType=main+hall")); fmt.Sprint(got) != "[one two]" {
			t.Errorf("filter on the new name: %q", got)
		}
		if got := fbItems(t, e.fbGet(t, w.globexOwner, "/api/feedback/paginated")); got[0]["eventType"] != "Lobby" {
			t.Errorf("another organization's room renamed: %v", got)
		}
		// Submissions use the new name; the old one is gone.
		e.expect(t, "old name", e.fbSubmit(map[string]any{"instructorId": w.ownerID, "eventType": "Lobby", "feedback": "x"}), 404, "NOT_FOUND")
		resp := e.fbSubmit(map[string]any{"instructorId": w.ownerID, "eventType": "main hall", "feedback": "four"})
		if resp.status != 201 || resp.json["eventType"] != "Main Hall" {
			t.Errorf("submit under the new name: %d %s", resp.status, resp.raw)
		}
		// Deleting a room deletes its feedback.
		e.expect(t, "delete room", e.do(request{method: "DELETE", path: roomPath("Uma's Lab", ""), cookie: w.uma.Cookie}), 200, "")
		if got := fbTexts(t, e.fbGet(t, w.admin, "/api/feedback/paginated")); fmt.Sprint(got) != "[four one two]" {
			t.Errorf("after deleting the room: %q", got)
		}
		if got := fbTexts(t, e.fbGet(t, w.admin, "/api/feedback/paginated?search=three")); len(got) != 0 {
			t.Errorf("the deleted room's feedback is still found: %q", got)
		}
	})
}

// TestSubmitWithFailingAnalyzer: an analyser that is slow or failing never
// delays or fails a submission; the same analyser analyses the item in a
// job once it answers.
func TestSubmitWithFailingAnalyzer(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name      string
		slow      bool  // the inline call waits past its timeout
		failures  int32 // calls that fail once the analyser answers
		wantCalls int32 // calls that got past the gate
	}{
		{"slow analyser, then down, then up", true, 3, 4},
		{"analyser failing once", false, 1, 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			for _, d := range dbtest.Dialects {
				t.Run(d, func(t *testing.T) {
					t.Parallel()
					analyzer := &analysistest.Flaky{Failures: c.failures, Model: "flaky-test", Gate: make(chan struct{})}
					if !c.slow {
						close(analyzer.Gate)
					}
					e := newEnv(t, appDB(t, d), func(cfg *app.Config) { cfg.Analyzer = analyzer })
					w := fbSetup(t, e)
					resp := e.fbSubmit(map[string]any{"instructorId": w.ownerID, "eventType": "Lobby", "feedback": "I will kill you after class tomorrow"})
					if c.slow {
						close(analyzer.Gate)
					}
					e.expect(t, "submit", resp, 201, "")
					id := resp.json["_id"].(string)
					item := func() map[string]any {
						return fbItems(t, e.fbGet(t, w.admin, "/api/feedback/paginated"))[0]
					}
					if it := item(); it["_id"] != id {
						t.Fatalf("item %v", it)
					}
					waitFor(t, "the job's analysis", func() bool { return item()["analysisPending"] == false })
					r := e.fbGet(t, w.admin, "/api/feedback/reasoning/"+id)
					if r.json["model"] != "flaky-test" || r.json["aiSentiment"] != "negative" || r.json["sentiment"] != "negative" {
						t.Errorf("analysed: %s", r.raw)
					}
					// The job finds the concern within seconds.
					waitFor(t, "the serious concern", func() bool {
						return e.fbGet(t, w.admin, "/api/feedback/serious-concerns/unresolved-count").json["count"] == float64(1)
					})
					if got := analyzer.Calls(); got != c.wantCalls {
						t.Errorf("the analyser was called %d times, want %d", got, c.wantCalls)
					}
				})
			}
		})
	}
}
