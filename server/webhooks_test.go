package server_test

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/internal/jobs/jobstest"
)

// webhookReceiver is an HTTP server that receives webhooks as a real
// receiver would: it verifies the Standard Webhooks signature of every
// request but those to /chat with the secrets set for its path, and
// answers per path:
// /signed and /chat 200, /flaky 500 to the first attempt of each
// webhook-id and 200 after, /gone 410.
type webhookReceiver struct {
	t   *testing.T
	srv *httptest.Server

	mu       sync.Mutex
	secrets  map[string][]string // by path: every request must verify with each
	attempts map[string]int      // by webhook-id
	received map[string][]string // successful bodies by path
	chat     []map[string]any    // bodies posted to /chat
	badSigs  []string            // what failed verification
}

func newWebhookReceiver(t *testing.T) *webhookReceiver {
	r := &webhookReceiver{t: t, secrets: map[string][]string{}, attempts: map[string]int{}, received: map[string][]string{}}
	r.srv = httptest.NewServer(http.HandlerFunc(r.serve))
	t.Cleanup(r.srv.Close)
	return r
}

func (r *webhookReceiver) url(path string) string { return r.srv.URL + path }

// setSecrets sets the secrets of the requests to path.
func (r *webhookReceiver) setSecrets(path string, secrets ...string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.secrets[path] = secrets
}

func (r *webhookReceiver) serve(w http.ResponseWriter, req *http.Request) {
	body, _ := io.ReadAll(req.Body)
	r.mu.Lock()
	defer r.mu.Unlock()
	id := req.Header.Get("webhook-id")
	if req.URL.Path == "/chat" {
		if req.Header.Get("webhook-signature") != "" {
			r.badSigs = append(r.badSigs, "a chat message is signed")
		}
		var m map[string]any
		if err := json.Unmarshal(body, &m); err != nil {
			r.badSigs = append(r.badSigs, "chat body: "+err.Error())
		}
		r.chat = append(r.chat, m)
		return
	}
	if len(r.secrets[req.URL.Path]) == 0 {
		r.badSigs = append(r.badSigs, id+": no secret for "+req.URL.Path)
	}
	for _, secret := range r.secrets[req.URL.Path] {
		wh, err := standardwebhooks.NewWebhook(secret)
		if err != nil {
			r.t.Errorf("receiver secret %q: %v", secret, err)
			continue
		}
		if err := wh.Verify(body, req.Header); err != nil {
			r.badSigs = append(r.badSigs, id+": "+err.Error())
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
	}
	r.attempts[id]++
	switch {
	case req.URL.Path == "/gone":
		w.WriteHeader(http.StatusGone)
		return
	case req.URL.Path == "/flaky" && r.attempts[id] == 1:
		w.WriteHeader(http.StatusInternalServerError)
		return
	}
	r.received[req.URL.Path] = append(r.received[req.URL.Path], string(body))
}

// bodies returns the events received at path, decoded.
func (r *webhookReceiver) bodies(path string) []map[string]any {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []map[string]any
	for _, b := range r.received[path] {
		var m map[string]any
		if err := json.Unmarshal([]byte(b), &m); err != nil {
			r.t.Fatalf("body %s: %v", b, err)
		}
		out = append(out, m)
	}
	return out
}

// withWebhooks lets webhooks target the test's loopback receivers and
// retries failed deliveries after jobstest.RetryDelay.
func withWebhooks(cfg *app.Config) {
	cfg.WebhookAllowPrivate = true
	cfg.WebhookRetrySchedule = []time.Duration{jobstest.RetryDelay, jobstest.RetryDelay, jobstest.RetryDelay}
}

// forEachDialectWithWebhooks is forEachDialect with withWebhooks.
func forEachDialectWithWebhooks(t *testing.T, fn func(t *testing.T, e *env)) {
	t.Helper()
	forEachDialect(t, fn, withWebhooks)
}

// createWebhook creates a webhook as m and returns the answer, checking 201.
func (e *env) createWebhook(t *testing.T, m *member, body map[string]any) map[string]any {
	t.Helper()
	resp := e.do(request{method: "POST", path: "/api/webhooks", cookie: m.Cookie, body: body})
	e.expect(t, "create webhook", resp, 201, "")
	return resp.json
}

var allWebhookEvents = []string{"form.response_created", "feedback.created", "feedback.concern_flagged"}

func TestWebhooksManagement(t *testing.T) {
	forEachDialectWithWebhooks(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("hooks")
		admin := e.addMember(org, "admin@hooks.test", "admin")
		user := e.addMember(org, "user@hooks.test", "user")
		_, other := e.newOrg("elsewhere")
		rcv := newWebhookReceiver(t)

		created := e.createWebhook(t, admin, map[string]any{"url": rcv.url("/signed"), "events": allWebhookEvents, "description": "  CRM  "})
		id := created["_id"].(string)
		secret, _ := created["secret"].(string)
		if !strings.HasPrefix(secret, "whsec_") || len(secret) != len("whsec_")+44 || created["description"] != "CRM" ||
			created["format"] != "standard" || created["enabled"] != true {
			t.Fatalf("created: %s", must(json.Marshal(created)))
		}
		if got := created["events"].([]any); len(got) != 3 || got[0] != "feedback.created" || got[2] != "form.response_created" {
			t.Errorf("events are not in their canonical order: %v", got)
		}
		// The secret is stored sealed, and never shown again.
		var stored int
		if err := e.db.NewSelect().Table("webhooks_webhooks").ColumnExpr("count(*)").
			Where("sealed_secret LIKE ?", "%"+strings.TrimPrefix(secret, "whsec_")[:20]+"%").Scan(t.Context(), &stored); err != nil || stored != 0 {
			t.Fatalf("the secret is stored in the clear: %d %v", stored, err)
		}
		base := "/api/webhooks/" + id
		for _, path := range []string{"/api/webhooks", base} {
			resp := e.do(request{method: "GET", path: path, cookie: owner.Cookie})
			e.expect(t, "GET "+path, resp, 200, "")
			if strings.Contains(string(resp.raw), secret) || strings.Contains(string(resp.raw), `"secret"`) {
				t.Errorf("GET %s shows the secret: %s", path, resp.raw)
			}
		}
		resp := e.do(request{method: "PUT", path: base, cookie: owner.Cookie, body: map[string]any{"enabled": false, "format": "slack"}})
		e.expect(t, "disable", resp, 200, "")
		if resp.json["enabled"] != false || resp.json["format"] != "slack" || resp.json["description"] != "CRM" || resp.json["url"] != rcv.url("/signed") {
			t.Errorf("update changed what it was not given, or not what it was: %s", resp.raw)
		}
		resp = e.do(request{method: "POST", path: base + "/rotate-secret", cookie: owner.Cookie})
		e.expect(t, "rotate", resp, 200, "")
		if s, _ := resp.json["secret"].(string); !strings.HasPrefix(s, "whsec_") || s == secret {
			t.Errorf("rotation gave %q", s)
		}

		// Validation.
		e.expectCalls(t, request{method: "POST", path: "/api/webhooks", cookie: owner.Cookie}, []call{
			{"no url", request{body: map[string]any{"events": allWebhookEvents}}, 400, "VALIDATION_FAILED"},
			{"ftp url", request{body: map[string]any{"url": "ftp://example.com/x", "events": allWebhookEvents}}, 400, "VALIDATION_FAILED"},
			{"relative url", request{body: map[string]any{"url": "/hook", "events": allWebhookEvents}}, 400, "VALIDATION_FAILED"},
			{"url with password", request{body: map[string]any{"url": "http://u:p@127.0.0.1/", "events": allWebhookEvents}}, 400, "VALIDATION_FAILED"},
			{"no events", request{body: map[string]any{"url": rcv.url("/signed")}}, 400, "VALIDATION_FAILED"},
			{"empty events", request{body: map[string]any{"url": rcv.url("/signed"), "events": []string{}}}, 400, "VALIDATION_FAILED"},
			{"unknown event", request{body: map[string]any{"url": rcv.url("/signed"), "events": []string{"room.created"}}}, 400, "VALIDATION_FAILED"},
			{"events not a list", request{body: map[string]any{"url": rcv.url("/signed"), "events": "feedback.created"}}, 400, "VALIDATION_FAILED"},
			{"unknown format", request{body: map[string]any{"url": rcv.url("/signed"), "events": allWebhookEvents, "format": "teams"}}, 400, "VALIDATION_FAILED"},
			{"long description", request{body: map[string]any{"url": rcv.url("/signed"), "events": allWebhookEvents, "description": strings.Repeat("d", 501)}}, 400, "VALIDATION_FAILED"},
			{"malformed JSON", request{rawBody: `{"url": `}, 400, "INVALID_JSON"},
			{"not JSON", request{rawBody: "url=x", contentType: "application/x-www-form-urlencoded"}, 415, "UNSUPPORTED_MEDIA_TYPE"},
			{"oversized", request{rawBody: `{"url":"` + strings.Repeat("a", 2<<20) + `"}`}, 413, "PAYLOAD_TOO_LARGE"},
		})
		e.expectCalls(t, request{method: "PUT", path: base, cookie: owner.Cookie}, []call{
			{"bad url", request{body: map[string]any{"url": "mailto:a@b.c"}}, 400, "VALIDATION_FAILED"},
			{"unknown event", request{body: map[string]any{"events": []string{"feedback.deleted"}}}, 400, "VALIDATION_FAILED"},
			{"malformed JSON", request{rawBody: `[`}, 400, "INVALID_JSON"},
		})
		e.expect(t, "bad page", e.do(request{method: "GET", path: base + "/deliveries?page=0", cookie: owner.Cookie}), 400, "VALIDATION_FAILED")

		// At most 10 per organization.
		for range 9 {
			e.createWebhook(t, owner, map[string]any{"url": rcv.url("/signed"), "events": []string{"feedback.created"}})
		}
		e.expect(t, "an 11th", e.do(request{method: "POST", path: "/api/webhooks", cookie: owner.Cookie,
			body: map[string]any{"url": rcv.url("/signed"), "events": []string{"feedback.created"}}}), 400, "VALIDATION_FAILED")

		// Roles, other organizations, API keys.
		routes := []request{
			{method: "POST", path: "/api/webhooks", body: map[string]any{"url": rcv.url("/signed"), "events": allWebhookEvents}},
			{method: "GET", path: "/api/webhooks"},
			{method: "GET", path: base},
			{method: "PUT", path: base, body: map[string]any{"description": "x"}},
			{method: "DELETE", path: base},
			{method: "POST", path: base + "/test"},
			{method: "POST", path: base + "/rotate-secret"},
			{method: "GET", path: base + "/deliveries"},
		}
		e.expectEach(t, "user", user.Cookie, routes, 403, "INSUFFICIENT_ROLE")
		e.expectEach(t, "nobody", "", routes, 401, "INVALID_TOKEN")
		e.expectEach(t, "another organization's owner", other.Cookie, routes[2:], 404, "NOT_FOUND")
		key := e.createKey(t, owner, map[string]any{"name": "all", "scopes": []string{"write"}})["key"].(string)
		for _, r := range routes {
			e.expect(t, "key "+r.method+" "+r.path, e.do(withKey(r, key)), 403, "INSUFFICIENT_SCOPE")
		}

		e.expect(t, "delete", e.do(request{method: "DELETE", path: base, cookie: admin.Cookie}), 200, "")
		e.expect(t, "deleted", e.do(request{method: "GET", path: base, cookie: admin.Cookie}), 404, "NOT_FOUND")
		e.expect(t, "delete again", e.do(request{method: "DELETE", path: base, cookie: admin.Cookie}), 404, "NOT_FOUND")
	})
}

func TestWebhooksRefusePrivateTargets(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("ssrf")
		for _, u := range []string{
			"http://127.0.0.1:8080/hook", "http://localhost/hook", "http://[::1]/hook", "http://10.1.2.3/",
			"https://192.168.0.10/", "http://172.16.0.1/", "http://169.254.169.254/latest/meta-data", "http://0.0.0.0/",
			"http://[fe80::1]/", "http://[::ffff:127.0.0.1]/",
			// IPv6 forms that carry an IPv4 address or lie in reserved ranges.
			"http://[64:ff9b:1::a9fe:a9fe]/latest/meta-data", "http://[::ffff:0:7f00:1]:8080/hook",
			"http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/", "http://[100::1]/", "http://[2001:db8::1]/",
		} {
			resp := e.do(request{method: "POST", path: "/api/webhooks", cookie: owner.Cookie,
				body: map[string]any{"url": u, "events": []string{"feedback.created"}}})
			e.expect(t, u, resp, 400, "VALIDATION_FAILED")
		}
		if n := e.countRows("webhooks_webhooks"); n != 0 {
			t.Errorf("%d webhooks stored", n)
		}
	})
}

// deliveries returns the deliveries log of the webhook id, as owner.
func (e *env) deliveries(t *testing.T, m *member, id string) []map[string]any {
	t.Helper()
	resp := e.do(request{method: "GET", path: "/api/webhooks/" + id + "/deliveries?limit=100", cookie: m.Cookie})
	e.expect(t, "deliveries", resp, 200, "")
	var out []map[string]any
	for _, d := range resp.json["data"].([]any) {
		out = append(out, d.(map[string]any))
	}
	return out
}

func TestWebhooksDeliverSignedEvents(t *testing.T) {
	forEachDialectWithWebhooks(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("events")
		e.uncap(org)
		rcv := newWebhookReceiver(t)
		flaky := e.createWebhook(t, owner, map[string]any{"url": rcv.url("/flaky"), "events": allWebhookEvents})
		rcv.setSecrets("/flaky", flaky["secret"].(string))
		chat := e.createWebhook(t, owner, map[string]any{"url": rcv.url("/chat"), "events": []string{"feedback.created"}, "format": "slack"})
		discord := e.createWebhook(t, owner, map[string]any{"url": rcv.url("/chat"), "events": []string{"form.response_created"}, "format": "discord"})
		room := e.createRoom(owner, "Week 1", false)

		item := e.fbAdd(owner.User.InstructorID, "Week 1", "I will kill you after class tomorrow", "negative")
		form := e.createForm(owner, surveyBody("Course survey"))
		rating, _ := question(form, 0)
		scale, _ := question(form, 5)
		resp := e.do(request{method: "POST", path: "/api/forms/public/" + form["slug"].(string) + "/submit",
			body: map[string]any{"responses": []any{answer(rating, 4), answer(scale, 2)}}})
		e.expect(t, "submit form", resp, 201, "")
		response := resp.json["_id"].(string)
		jobstest.WaitIdle(t, e.db)

		// Each event reached the flaky receiver once, after a 500.
		got := map[string]map[string]any{}
		for _, b := range rcv.bodies("/flaky") {
			typ := b["type"].(string)
			if got[typ] != nil {
				t.Errorf("%s delivered twice", typ)
			}
			got[typ] = b
		}
		if len(got) != 3 {
			t.Fatalf("delivered %v, want the three events; bad signatures %v", len(got), rcv.badSigs)
		}
		for typ, subject := range map[string]string{"feedback.created": item, "feedback.concern_flagged": item, "form.response_created": response} {
			data := got[typ]["data"].(map[string]any)
			if data["_id"] != subject {
				t.Errorf("%s: data %v, want the subject %s", typ, data, subject)
			}
			if _, err := time.Parse(time.RFC3339, got[typ]["timestamp"].(string)); err != nil {
				t.Errorf("%s: timestamp %v", typ, got[typ]["timestamp"])
			}
		}
		if d := got["feedback.created"]["data"].(map[string]any); d["roomId"] != room["_id"] || d["feedback"] != "I will kill you after class tomorrow" || d["eventType"] != "Week 1" {
			t.Errorf("feedback.created data: %v", d)
		}
		if d := got["feedback.concern_flagged"]["data"].(map[string]any); d["seriousConcern"] == nil {
			t.Errorf("feedback.concern_flagged data has no seriousConcern: %v", d)
		}
		if d := got["form.response_created"]["data"].(map[string]any); d["formId"] != form["_id"] || len(d["responses"].([]any)) != 2 {
			t.Errorf("form.response_created data: %v", d)
		}
		if len(rcv.badSigs) != 0 {
			t.Errorf("signatures the receiver refused: %v", rcv.badSigs)
		}
		log := e.deliveries(t, owner, flaky["_id"].(string))
		if len(log) != 3 {
			t.Fatalf("deliveries log: %v", log)
		}
		for i, d := range log {
			if d["status"] != "delivered" || d["attempts"] != 2.0 || d["responseStatus"] != 200.0 || d["error"] != nil || d["deliveredAt"] == nil {
				t.Errorf("delivery %d: %v", i, d)
			}
			if i > 0 && d["createdAt"].(string) > log[i-1]["createdAt"].(string) {
				t.Errorf("the log is not newest first: %v", log)
			}
		}

		// The chat webhooks got their messages, unsigned.
		if len(rcv.chat) != 2 {
			t.Fatalf("chat messages: %v", rcv.chat)
		}
		var slack, disc string
		for _, m := range rcv.chat {
			if s, ok := m["text"].(string); ok {
				slack = s
			}
			if s, ok := m["content"].(string); ok {
				disc = s
			}
		}
		if !strings.Contains(slack, "Week 1") || !strings.Contains(slack, "I will kill you") || !strings.Contains(disc, "Course survey") {
			t.Errorf("slack %q, discord %q", slack, disc)
		}
		for _, id := range []string{chat["_id"].(string), discord["_id"].(string)} {
			if log := e.deliveries(t, owner, id); len(log) != 1 || log[0]["status"] != "delivered" || log[0]["attempts"] != 1.0 {
				t.Errorf("chat deliveries: %v", log)
			}
		}

		// After a rotation both secrets sign, and each verifies alone.
		resp = e.do(request{method: "POST", path: "/api/webhooks/" + flaky["_id"].(string) + "/rotate-secret", cookie: owner.Cookie})
		e.expect(t, "rotate", resp, 200, "")
		rcv.setSecrets("/flaky", flaky["secret"].(string), resp.json["secret"].(string))
		e.fbAdd(owner.User.InstructorID, "Week 1", "after the rotation", "positive")
		jobstest.WaitIdle(t, e.db)
		if n := len(rcv.bodies("/flaky")); n != 4 || len(rcv.badSigs) != 0 {
			t.Errorf("after rotation: %d events, bad signatures %v", n, rcv.badSigs)
		}
	})
}

func TestWebhooksGoneAndTest(t *testing.T) {
	forEachDialectWithWebhooks(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("gone")
		e.uncap(org)
		rcv := newWebhookReceiver(t)
		gone := e.createWebhook(t, owner, map[string]any{"url": rcv.url("/gone"), "events": []string{"feedback.created"}})
		ok := e.createWebhook(t, owner, map[string]any{"url": rcv.url("/signed"), "events": []string{"feedback.created"}})
		rcv.setSecrets("/signed", ok["secret"].(string))
		rcv.setSecrets("/gone", gone["secret"].(string))
		e.createRoom(owner, "Lobby", false)

		e.fbAdd(owner.User.InstructorID, "Lobby", "first", "positive")
		jobstest.WaitIdle(t, e.db)
		resp := e.do(request{method: "GET", path: "/api/webhooks/" + gone["_id"].(string), cookie: owner.Cookie})
		if resp.json["enabled"] != false {
			t.Fatalf("a 410 left the webhook enabled: %s", resp.raw)
		}
		if log := e.deliveries(t, owner, gone["_id"].(string)); len(log) != 1 || log[0]["status"] != "failed" ||
			log[0]["attempts"] != 1.0 || log[0]["responseStatus"] != 410.0 || log[0]["error"] == nil {
			t.Errorf("gone deliveries: %v", log)
		}
		// A disabled webhook receives nothing more.
		e.fbAdd(owner.User.InstructorID, "Lobby", "second", "positive")
		jobstest.WaitIdle(t, e.db)
		if log := e.deliveries(t, owner, gone["_id"].(string)); len(log) != 1 {
			t.Errorf("a disabled webhook got %d deliveries", len(log))
		}
		if n := len(rcv.bodies("/signed")); n != 2 {
			t.Errorf("the healthy webhook got %d events, want 2", n)
		}

		// The test send.
		resp = e.do(request{method: "POST", path: "/api/webhooks/" + ok["_id"].(string) + "/test", cookie: owner.Cookie})
		e.expect(t, "test", resp, 200, "")
		if resp.json["delivered"] != true || resp.json["responseStatus"] != 200.0 || resp.json["error"] != nil {
			t.Errorf("test: %s", resp.raw)
		}
		bodies := rcv.bodies("/signed")
		if last := bodies[len(bodies)-1]; last["type"] != "webhook.test" {
			t.Errorf("test event: %v", last)
		}
		if log := e.deliveries(t, owner, ok["_id"].(string)); log[0]["type"] != "webhook.test" || log[0]["status"] != "delivered" {
			t.Errorf("the log's newest: %v", log[0])
		}
		rcv.srv.Close()
		resp = e.do(request{method: "POST", path: "/api/webhooks/" + ok["_id"].(string) + "/test", cookie: owner.Cookie})
		e.expect(t, "test a receiver that is down", resp, 200, "")
		if resp.json["delivered"] != false || resp.json["responseStatus"] != nil || resp.json["error"] == nil {
			t.Errorf("test of a receiver down: %s", resp.raw)
		}
	})
}

func must(b []byte, err error) string {
	if err != nil {
		panic(err)
	}
	return string(b)
}

// TestWebhooksAudit finds the creation, the changes (update and rotation)
// and the deletion of a webhook in the audit log, without its secrets nor
// its URL's path.
func TestWebhooksAudit(t *testing.T) {
	forEachDialectWithWebhooks(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("audited")
		rcv := newWebhookReceiver(t)
		created := e.createWebhook(t, owner, map[string]any{"url": rcv.url("/services/T0/PATHTOKEN"), "events": allWebhookEvents})
		id := created["_id"].(string)
		base := "/api/webhooks/" + id
		e.expect(t, "update", e.do(request{method: "PUT", path: base, cookie: owner.Cookie, body: map[string]any{"description": "CRM"}}), 200, "")
		resp := e.do(request{method: "POST", path: base + "/rotate-secret", cookie: owner.Cookie})
		e.expect(t, "rotate", resp, 200, "")
		rotated := resp.json["secret"].(string)
		e.expect(t, "delete", e.do(request{method: "DELETE", path: base, cookie: owner.Cookie}), 200, "")

		entries := e.auditLog(t, owner, "")
		var got []string
		for _, en := range entries {
			if en["targetId"] == id {
				got = append(got, en["action"].(string))
			}
			raw := string(must(json.Marshal(en)))
			for _, secret := range []string{created["secret"].(string), rotated, "PATHTOKEN"} {
				if strings.Contains(raw, secret) {
					t.Errorf("an entry shows %q: %s", secret, raw)
				}
			}
		}
		want := []string{"webhook.deleted", "webhook.changed", "webhook.changed", "webhook.created"}
		if !slices.Equal(got, want) {
			t.Errorf("entries of the webhook: %v, want %v (all: %v)", got, want, actions(entries))
		}
		if d := findEntry(t, entries, "webhook.created")["details"].(map[string]any); d["format"] != "standard" || d["url"] == nil {
			t.Errorf("created details: %v", d)
		}
	})
}
