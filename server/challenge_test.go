package server_test

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"strings"
	"testing"

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
	c := challenge.Solution{Algorithm: resp.json["algorithm"].(string), Challenge: resp.json["challenge"].(string),
		Salt: resp.json["salt"].(string), Signature: resp.json["signature"].(string)}
	for n := int64(0); n <= int64(resp.json["maxnumber"].(float64)); n++ {
		sum := sha256.Sum256([]byte(c.Salt + strconv.FormatInt(n, 10)))
		if hex.EncodeToString(sum[:]) == c.Challenge {
			c.Number = n
			return c.Encode()
		}
	}
	t.Fatalf("unsolvable challenge %s", resp.raw)
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
