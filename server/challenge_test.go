package server_test

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/challenge"
)

// solveChallenge fetches a challenge and solves it as the pages' script
// does, returning the value of the field altcha.
func (e *env) solveChallenge(t *testing.T) string {
	t.Helper()
	resp := e.do(request{method: "GET", path: "/api/public/challenge", header: map[string]string{"Origin": "https://elsewhere.example"}})
	e.expect(t, "challenge", resp, 200, "")
	if resp.header.Get("Access-Control-Allow-Origin") != "*" || resp.header.Get("Cache-Control") != "no-store" {
		t.Errorf("challenge headers %v", resp.header)
	}
	var c challenge.Challenge
	if err := json.Unmarshal(resp.raw, &c); err != nil {
		t.Fatal(err)
	}
	return solveFor(t, &c)
}

// solveFor returns the value of the field altcha that solves c, found as
// the pages' script finds it.
func solveFor(t testing.TB, c *challenge.Challenge) string {
	t.Helper()
	sol := challenge.Solution{Algorithm: c.Algorithm, Challenge: c.Challenge, Salt: c.Salt, Signature: c.Signature}
	for n := int64(0); n <= int64(c.MaxNumber); n++ {
		sum := sha256.Sum256([]byte(c.Salt + strconv.FormatInt(n, 10)))
		if hex.EncodeToString(sum[:]) == c.Challenge {
			sol.Number = n
			return sol.Encode()
		}
	}
	t.Fatalf("unsolvable challenge %+v", c)
	return ""
}

func TestFormChallenge(t *testing.T) {
	forEachDialectForms(t, func(t *testing.T, e *formsEnv) {
		org, owner := e.newOrg("acme")
		user := e.addMember(org, "user@acme.test", "user")
		// The organization's default.
		plain := e.createForm(owner, quickForm("Plain", nil))
		if plain["requireChallenge"] != false {
			t.Errorf("default requireChallenge %v", plain["requireChallenge"])
		}
		e.expect(t, "default as user", e.do(request{method: "PUT", path: "/api/settings", cookie: user.Cookie,
			body: map[string]any{"spamProtection": map[string]any{"requireChallenge": true}}}), 403, "INSUFFICIENT_ROLE")
		e.expect(t, "bad default", e.do(request{method: "PUT", path: "/api/settings", cookie: owner.Cookie,
			body: map[string]any{"spamProtection": map[string]any{"requireChallenge": "yes"}}}), 400, "VALIDATION_FAILED")
		set := e.do(request{method: "PUT", path: "/api/settings", cookie: owner.Cookie,
			body: map[string]any{"spamProtection": map[string]any{"requireChallenge": true}}})
		e.expect(t, "set the default", set, 200, "")
		if jsonPath(set.json, "spamProtection.requireChallenge") != true {
			t.Errorf("settings %s", set.raw)
		}
		form := e.createForm(owner, quickForm("Guarded", nil))
		optOut := e.createForm(owner, quickForm("Open", map[string]any{"requireChallenge": false}))
		if form["requireChallenge"] != true || optOut["requireChallenge"] != false {
			t.Errorf("requireChallenge from the default %v, explicit %v", form["requireChallenge"], optOut["requireChallenge"])
		}
		slug := form["slug"].(string)
		q, _ := question(form, 0)
		if pub := e.do(request{method: "GET", path: "/api/forms/public/" + slug}); pub.json["requireChallenge"] != true {
			t.Errorf("public form %s", pub.raw)
		}
		submit := func(altcha any, header map[string]string, value any) response {
			body := map[string]any{"responses": []any{answer(q, value)}}
			if altcha != nil {
				body["altcha"] = altcha
			}
			if header == nil {
				header = e.ips.next()
			}
			return e.do(request{method: "POST", path: "/api/forms/public/" + slug + "/submit", body: body, header: header})
		}
		sol := e.solveChallenge(t)
		e.expectAll(t, []outcome{
			{"no solution", submit(nil, nil, 3), 400, "CHALLENGE_FAILED"},
			{"garbage", submit("not-a-solution", nil, 3), 400, "CHALLENGE_FAILED"},
			{"not a string", submit(42, nil, 3), 400, "VALIDATION_FAILED"},
			{"invalid answer, valid solution", submit(sol, nil, 9), 400, "VALIDATION_FAILED"},
			{"the solution, not used up by the invalid answer", submit(sol, nil, 3), 201, ""},
			{"the solution again", submit(sol, nil, 3), 400, "CHALLENGE_FAILED"},
		})
		// An unguarded form of the same organization needs none.
		oq, _ := question(optOut, 0)
		e.expect(t, "unguarded form", e.submit(optOut["slug"].(string), answer(oq, 1)), 201, "")

		// A retry with the same Idempotency-Key and a new solution replays
		// the first answer.
		key := map[string]string{"Idempotency-Key": "retry-1", "X-Forwarded-For": "203.0.113.9"}
		first := submit(e.solveChallenge(t), key, 4)
		e.expect(t, "keyed", first, 201, "")
		again := submit(e.solveChallenge(t), key, 4)
		if again.status != 201 || again.json["_id"] != first.json["_id"] || again.header.Get("Idempotent-Replayed") != "true" {
			t.Errorf("replay %d %s", again.status, again.raw)
		}

		// The page: a hidden field and the script's challenge address; a
		// post without a solution is answered with the page and a message.
		page := string(e.do(request{method: "GET", path: "/f/" + slug}).raw)
		if !strings.Contains(page, `data-challenge="/api/public/challenge"`) || !strings.Contains(page, `name="altcha"`) {
			t.Errorf("page without its challenge:\n%s", page)
		}
		post := e.do(request{method: "POST", path: "/f/" + slug, rawBody: "q-" + q + "=3", contentType: "application/x-www-form-urlencoded", header: e.ips.next()})
		if post.status != 400 || !strings.Contains(string(post.raw), "did not succeed") {
			t.Errorf("page post without a solution: %d\n%s", post.status, post.raw)
		}
		solved := e.do(request{method: "POST", path: "/f/" + slug, rawBody: "q-" + q + "=3&altcha=" + strings.ReplaceAll(e.solveChallenge(t), "+", "%2B"),
			contentType: "application/x-www-form-urlencoded", header: e.ips.next()})
		if solved.status != 303 {
			t.Errorf("page post with a solution: %d\n%s", solved.status, solved.raw)
		}
		list := e.do(request{method: "GET", path: "/api/forms/" + form["_id"].(string) + "/responses", cookie: owner.Cookie})
		if list.json["total"] != 3.0 {
			t.Errorf("%v responses stored, want 3", list.json["total"])
		}
	})
}

func TestRoomChallenge(t *testing.T) {
	forEachDialectForms(t, func(t *testing.T, e *formsEnv) {
		org, owner := e.newOrg("acme")
		user := e.addMember(org, "user@acme.test", "user")
		_, globex := e.newOrg("globex")
		instructor := owner.User.InstructorID

		// Off by default; the organization's default applies to new rooms,
		// and a room may set its own.
		plain := e.createRoom(owner, "Plain", false)
		if plain["requireChallenge"] != false {
			t.Errorf("default requireChallenge %v", plain["requireChallenge"])
		}
		e.expect(t, "set the default", e.do(request{method: "PUT", path: "/api/settings", cookie: owner.Cookie,
			body: map[string]any{"spamProtection": map[string]any{"requireChallenge": true}}}), 200, "")
		guarded := e.createRoom(owner, "Guarded", false)
		optOut := e.do(request{method: "POST", path: "/api/events", cookie: owner.Cookie,
			body: map[string]any{"eventName": "Open", "requireChallenge": false}})
		e.expect(t, "create opting out", optOut, 201, "")
		if guarded["requireChallenge"] != true || optOut.json["requireChallenge"] != false {
			t.Errorf("requireChallenge from the default %v, explicit %v", guarded["requireChallenge"], optOut.json["requireChallenge"])
		}
		e.expectAll(t, []outcome{
			{"create with a bad requireChallenge", e.do(request{method: "POST", path: "/api/events", cookie: owner.Cookie,
				body: map[string]any{"eventName": "Bad", "requireChallenge": "yes"}}), 400, "VALIDATION_FAILED"},
			{"edit with a bad requireChallenge", e.do(request{method: "PUT", path: roomPath("Plain", ""), cookie: owner.Cookie,
				body: map[string]any{"requireChallenge": 1}}), 400, "VALIDATION_FAILED"},
			{"edit with nothing", e.do(request{method: "PUT", path: roomPath("Plain", ""), cookie: owner.Cookie,
				body: map[string]any{}}), 400, "VALIDATION_FAILED"},
			{"edit, malformed JSON", e.do(request{method: "PUT", path: roomPath("Plain", ""), cookie: owner.Cookie,
				rawBody: `{"requireChallenge":`, contentType: "application/json"}), 400, "INVALID_JSON"},
			{"edit by a user who did not create it", e.do(request{method: "PUT", path: roomPath("Plain", ""), cookie: user.Cookie,
				body: map[string]any{"requireChallenge": true}}), 403, "FORBIDDEN"},
			{"edit another organization's room", e.do(request{method: "PUT", path: roomPath("Plain", ""), cookie: globex.Cookie,
				body: map[string]any{"requireChallenge": true}}), 404, "NOT_FOUND"},
		})
		on := e.do(request{method: "PUT", path: roomPath("Plain", ""), cookie: owner.Cookie, body: map[string]any{"requireChallenge": true}})
		e.expect(t, "turn it on", on, 200, "")
		if on.json["requireChallenge"] != true || on.json["name"] != "Plain" {
			t.Errorf("edited room %s", on.raw)
		}
		list := e.do(request{method: "GET", path: "/api/events", cookie: owner.Cookie})
		for _, r := range list.json["activeEvents"].([]any) {
			r := r.(map[string]any)
			if want := r["name"] != "Open"; r["requireChallenge"] != want {
				t.Errorf("listed %v with requireChallenge %v", r["name"], r["requireChallenge"])
			}
		}
		pub := e.do(request{method: "GET", path: "/api/public/rooms/" + instructor + "/Guarded", header: map[string]string{"Origin": "https://blog.example"}})
		if pub.json["requireChallenge"] != true || pub.header.Get("Access-Control-Allow-Origin") != "*" {
			t.Errorf("public room %s %v", pub.raw, pub.header)
		}

		// Both submission endpoints refuse a submission without a valid,
		// unused solution, and check it after the rest.
		for _, path := range []string{"/api/feedback/submit", "/api/widget/submit"} {
			submit := func(room string, altcha any, sentiment string) response {
				body := map[string]any{"instructorId": instructor, "eventType": room, "feedback": "great lecture", "sentiment": sentiment}
				if altcha != nil {
					body["altcha"] = altcha
				}
				return e.do(request{method: "POST", path: path, body: body, header: e.ips.next()})
			}
			sol := e.solveChallenge(t)
			e.expectAll(t, []outcome{
				{path + " no solution", submit("Guarded", nil, "positive"), 400, "CHALLENGE_FAILED"},
				{path + " garbage", submit("Guarded", "not-a-solution", "positive"), 400, "CHALLENGE_FAILED"},
				{path + " not a string", submit("Guarded", 42, "positive"), 400, "VALIDATION_FAILED"},
				{path + " invalid sentiment, valid solution", submit("Guarded", sol, "ecstatic"), 400, "VALIDATION_FAILED"},
				{path + " unknown room, valid solution", submit("Nowhere", sol, "positive"), 404, "NOT_FOUND"},
				{path + " the solution, not used up by the refusals", submit("Guarded", sol, "positive"), 201, ""},
				{path + " the solution again", submit("Guarded", sol, "positive"), 400, "CHALLENGE_FAILED"},
				{path + " the solution in another room", submit("Plain", sol, "positive"), 400, "CHALLENGE_FAILED"},
				{path + " an unguarded room", submit("Open", nil, "positive"), 201, ""},
			})
		}

		// A retry with the same Idempotency-Key and a new solution replays
		// the first answer.
		key := map[string]string{"Idempotency-Key": "room-retry-1", "X-Forwarded-For": "203.0.113.9"}
		body := func() map[string]any {
			return map[string]any{"instructorId": instructor, "eventType": "Guarded", "sentiment": "neutral", "altcha": e.solveChallenge(t)}
		}
		first := e.do(request{method: "POST", path: "/api/widget/submit", body: body(), header: key})
		e.expect(t, "keyed", first, 201, "")
		again := e.do(request{method: "POST", path: "/api/widget/submit", body: body(), header: key})
		if again.status != 201 || again.json["_id"] != first.json["_id"] || again.header.Get("Idempotent-Replayed") != "true" {
			t.Errorf("replay %d %s", again.status, again.raw)
		}

		// The room's page: the script's challenge address and a hidden
		// field; a post without a solution is answered with the page and a
		// message, one with a solution is stored.
		page := string(e.do(request{method: "GET", path: "/r/" + instructor + "/Guarded"}).raw)
		if !strings.Contains(page, `data-challenge="/api/public/challenge"`) || !strings.Contains(page, `name="altcha"`) {
			t.Errorf("page without its challenge:\n%s", page)
		}
		if open := string(e.do(request{method: "GET", path: "/r/" + instructor + "/Open"}).raw); strings.Contains(open, `name="altcha"`) || strings.Contains(open, "data-challenge") {
			t.Errorf("unguarded page with a challenge:\n%s", open)
		}
		post := e.do(request{method: "POST", path: "/r/" + instructor + "/Guarded", rawBody: "sentiment=positive",
			contentType: "application/x-www-form-urlencoded", header: e.ips.next()})
		if post.status != 400 || !strings.Contains(string(post.raw), "did not succeed") {
			t.Errorf("page post without a solution: %d\n%s", post.status, post.raw)
		}
		solved := e.do(request{method: "POST", path: "/r/" + instructor + "/Guarded", rawBody: "sentiment=positive&altcha=" + url.QueryEscape(e.solveChallenge(t)),
			contentType: "application/x-www-form-urlencoded", header: e.ips.next()})
		if solved.status != 303 {
			t.Errorf("page post with a solution: %d\n%s", solved.status, solved.raw)
		}
		// Stored: one per endpoint, the keyed one and the page's.
		items := e.do(request{method: "GET", path: "/api/feedback/paginated?eventType=Guarded", cookie: owner.Cookie})
		if items.json["total"] != 4.0 {
			t.Errorf("%v items stored in Guarded, want 4", items.json["total"])
		}
	})
}

func TestChallengeSubmitLimit(t *testing.T) {
	forEachDialectForms(t, func(t *testing.T, e *formsEnv) {
		org, owner := e.newOrg("acme")
		user := e.addMember(org, "user@acme.test", "user")
		settings := func(m *member, v any) response {
			return e.do(request{method: "PUT", path: "/api/settings", cookie: m.Cookie,
				body: map[string]any{"spamProtection": map[string]any{"challengeSubmitLimit": v}}})
		}
		if got := e.do(request{method: "GET", path: "/api/settings", cookie: owner.Cookie}); jsonPath(got.json, "spamProtection.challengeSubmitLimit") != 0.0 {
			t.Errorf("default challengeSubmitLimit: %s", got.raw)
		}
		e.expectAll(t, []outcome{
			{"as a user", settings(user, 30), 403, "INSUFFICIENT_ROLE"},
			{"negative", settings(owner, -1), 400, "VALIDATION_FAILED"},
			{"too large", settings(owner, 10_001), 400, "VALIDATION_FAILED"},
			{"not a number", settings(owner, "30"), 400, "VALIDATION_FAILED"},
			{"not whole", settings(owner, 2.5), 400, "VALIDATION_FAILED"},
		})

		// submitAll sends n answers to the form from one client IP, each
		// with its solution when the form requires one, and returns how
		// many got in.
		submitAll := func(form map[string]any, ip string, n int) int {
			q, _ := question(form, 0)
			in := 0
			for range n {
				body := map[string]any{"responses": []any{answer(q, 3)}}
				if form["requireChallenge"] == true {
					body["altcha"] = e.solveChallenge(t)
				}
				resp := e.do(request{method: "POST", path: "/api/forms/public/" + form["slug"].(string) + "/submit", body: body,
					header: map[string]string{"X-Forwarded-For": ip}})
				switch resp.status {
				case 201:
					in++
				case 429:
				default:
					t.Fatalf("submission: %d %s", resp.status, resp.raw)
				}
			}
			return in
		}
		guarded := e.createForm(owner, quickForm("Guarded", map[string]any{"requireChallenge": true}))
		plain := e.createForm(owner, quickForm("Plain", nil))

		// Not raised: the server's 10 per 15 minutes.
		if in := submitAll(guarded, "203.0.113.1", 30); in != 10 {
			t.Errorf("not raised: %d of 30 submissions from one IP got in, want 10", in)
		}
		e.expect(t, "raise", settings(owner, 30), 200, "")
		// Raised: a class of 30 behind one NAT, on the form that requires a
		// proof of work; not on the one that does not.
		if in := submitAll(guarded, "203.0.113.2", 31); in != 30 {
			t.Errorf("raised: %d of 31 submissions from one IP got in, want 30", in)
		}
		if in := submitAll(plain, "203.0.113.3", 30); in != 10 {
			t.Errorf("raised, form without proof of work: %d of 30 got in, want 10", in)
		}

		// The widget's limit is raised the same way for a room that
		// requires a proof of work.
		e.expect(t, "guarded room", e.do(request{method: "POST", path: "/api/events", cookie: owner.Cookie,
			body: map[string]any{"eventName": "Guarded", "requireChallenge": true}}), 201, "")
		for i := range 12 {
			resp := e.do(request{method: "POST", path: "/api/widget/submit", header: map[string]string{"X-Forwarded-For": "203.0.113.4"},
				body: map[string]any{"instructorId": owner.User.InstructorID, "eventType": "Guarded", "sentiment": "positive", "altcha": e.solveChallenge(t)}})
			e.expect(t, fmt.Sprintf("widget submission %d", i+1), resp, 201, "")
		}
		e.expect(t, "lowered back", settings(owner, 0), 200, "")
		e.expect(t, "widget over the server's limit once lowered", e.do(request{method: "POST", path: "/api/widget/submit",
			header: map[string]string{"X-Forwarded-For": "203.0.113.4"},
			body:   map[string]any{"instructorId": owner.User.InstructorID, "eventType": "Guarded", "sentiment": "positive", "altcha": e.solveChallenge(t)}}), 429, "RATE_LIMITED")
	})
}

// TestChallengeSpliceRefused moves the leading digits of a solved number
// to the end of the salt, its expiry's (the salt followed by the number
// hashes as before): the submission is 400 CHALLENGE_FAILED, and after
// the challenge's expiry too, where the longer expiry had been accepted
// and the solution kept for years. The solution as issued still works,
// until its expiry.
func TestChallengeSpliceRefused(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		e.expect(t, "guarded room", e.do(request{method: "POST", path: "/api/events", cookie: owner.Cookie,
			body: map[string]any{"eventName": "Guarded", "requireChallenge": true}}), 201, "")
		submit := func(altcha string) response {
			return e.do(request{method: "POST", path: "/api/feedback/submit", body: map[string]any{
				"instructorId": owner.User.InstructorID, "eventType": "Guarded", "sentiment": "positive", "altcha": altcha}})
		}
		// A solution whose number has two digits at least, spliced.
		solved := func() (issued, spliced challenge.Solution) {
			for issued.Number < 10 {
				raw, err := base64.StdEncoding.DecodeString(e.solveChallenge(t))
				if err != nil || json.Unmarshal(raw, &issued) != nil {
					t.Fatalf("solution %q: %v", raw, err)
				}
			}
			spliced = issued
			d := strconv.FormatInt(issued.Number, 10)
			spliced.Salt += d[:len(d)-1]
			spliced.Number = int64(d[len(d)-1] - '0')
			return issued, spliced
		}
		issued, spliced := solved()
		e.expect(t, "spliced", submit(spliced.Encode()), 400, "CHALLENGE_FAILED")
		e.expect(t, "as issued, not used up", submit(issued.Encode()), 201, "")
		issued, spliced = solved()
		e.clock.Advance(challenge.DefaultTTL + time.Minute)
		e.expect(t, "spliced, after the expiry", submit(spliced.Encode()), 400, "CHALLENGE_FAILED")
		e.expect(t, "as issued, after the expiry", submit(issued.Encode()), 400, "CHALLENGE_FAILED")
	})
}
