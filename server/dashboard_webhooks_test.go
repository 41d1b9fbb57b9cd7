package server_test

import (
	"html"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/feedbackkit/feedbackkit/webhooks"
)

// secretField finds the signing secret a webhook's page shows.
var secretField = regexp.MustCompile(`id="secret" readonly value="(whsec_[^"]+)"`)

// shownSecret returns the signing secret p shows, failing without one.
func shownSecret(t *testing.T, what string, p page) string {
	t.Helper()
	m := secretField.FindStringSubmatch(p.body)
	if m == nil {
		t.Fatalf("%s: no secret in\n%s", what, p.body)
	}
	return html.UnescapeString(m[1])
}

// TestDashboardWebhooks drives the webhooks' pages over HTTP on both
// databases: an admin adds a webhook pointing at a receiver, sees its
// secret once, sends a test the receiver verifies, reads the deliveries
// log page by page, edits, disables, rotates and deletes it; refused
// posts keep what was typed; a user gets 403 and no navigation entry;
// another organization's webhook is not found; a cross-site post is
// refused.
func TestDashboardWebhooks(t *testing.T) {
	forEachDialectWithWebhooks(t, func(t *testing.T, e *env) {
		rcv := newWebhookReceiver(t)
		org, owner := e.newOrg("acme")
		user := e.addMember(org, "uma@acme.test", "user")
		_, other := e.newOrg("globex")
		small := func(what string, p page) {
			t.Helper()
			if len(p.body) > 100_000 {
				t.Errorf("%s: page of %d bytes", what, len(p.body))
			}
		}

		p := e.dash(owner, "GET", "/webhooks", nil)
		p.want(t, "empty list", 200, "No webhook yet", "Add the webhook", `value="feedback.created" checked`)
		small("list", p)
		e.dash(owner, "GET", "/rooms", nil).want(t, "owner's nav", 200, `href="/webhooks"`)
		if p := e.dash(user, "GET", "/rooms", nil); p.status != 200 || strings.Contains(p.body, `href="/webhooks"`) {
			t.Errorf("user's nav: %d, has the webhooks entry", p.status)
		}
		e.dash(user, "GET", "/webhooks", nil).want(t, "user's list", 403, "Not allowed")
		e.dash(user, "POST", "/webhooks", url.Values{"url": {rcv.url("/signed")}, "events": {"feedback.created"}}).want(t, "user's create", 403)

		// A refused post keeps what was typed and says why.
		e.dash(owner, "POST", "/webhooks", url.Values{"url": {"ftp://example.com/hook"}, "events": {"form.response_created"},
			"format": {"slack"}, "description": {"Kept text"}}).
			want(t, "bad url", 400, `role="alert"`, "“URL” must be", `value="ftp://example.com/hook"`, `value="Kept text"`,
				`value="form.response_created" checked`, `value="slack" selected`)
		e.dash(owner, "POST", "/webhooks", url.Values{"url": {rcv.url("/signed")}}).want(t, "no event", 400, "events")

		// Created: the secret shows once, with its copy button.
		p = e.dash(owner, "POST", "/webhooks", url.Values{"url": {rcv.url("/signed")}, "events": {"feedback.created", "feedback.concern_flagged"},
			"format": {"standard"}, "description": {"CI receiver"}})
		p.want(t, "create", 201, "The webhook is added.", `data-copy="secret"`, "shown this once")
		small("created", p)
		secret := shownSecret(t, "create", p)
		list := e.do(request{method: "GET", path: "/api/webhooks", cookie: owner.Cookie})
		e.expect(t, "api list", list, 200, "")
		hooks := list.json["data"].([]any)
		if len(hooks) != 1 || jsonPath(hooks[0], "description") != "CI receiver" || len(jsonPath(hooks[0], "events").([]any)) != 2 {
			t.Fatalf("webhooks %v", hooks)
		}
		id := jsonPath(hooks[0], "_id").(string)
		path := "/webhooks/" + id
		p = e.dash(owner, "GET", path, nil)
		p.want(t, "webhook page", 200, "No delivery yet", "Send a test", "Rotate the secret", `value="CI receiver"`)
		if strings.Contains(p.body, secret) || strings.Contains(p.body, "whsec_") {
			t.Error("the secret shows again")
		}
		e.dash(owner, "GET", "/webhooks", nil).want(t, "list", 200, rcv.url("/signed"), "Last delivery: none yet", "New feedback, Serious concern flagged")

		// A test reaches the receiver, signed with the secret shown.
		rcv.setSecrets("/signed", secret)
		p = e.dash(owner, "POST", path+"/test", nil)
		p.want(t, "test", 200, "Test delivered", "HTTP 200")
		if got := rcv.bodies("/signed"); len(got) != 1 || got[0]["type"] != "webhook.test" {
			t.Fatalf("received %v (bad signatures %v)", got, rcv.badSigs)
		}
		p = e.dash(owner, "GET", path, nil)
		p.want(t, "log", 200, "<td>Test</td><td>delivered</td><td>1</td><td>200</td>")
		e.dash(owner, "GET", "/webhooks", nil).want(t, "list after test", 200, "Last delivery: delivered (HTTP 200)")

		// Settings: a refused post keeps the form; a good one saves.
		e.dash(owner, "POST", path, url.Values{"url": {rcv.url("/signed")}, "description": {"No events"}, "format": {"standard"}}).
			want(t, "edit without events", 400, `role="alert"`, `value="No events"`)
		e.dash(owner, "POST", path, url.Values{"url": {rcv.url("/signed")}, "events": {"form.response_created"},
			"description": {"Forms only"}, "format": {"standard"}}).want(t, "edit", 303)
		got := e.do(request{method: "GET", path: "/api/webhooks/" + id, cookie: owner.Cookie})
		if got.json["description"] != "Forms only" || len(got.json["events"].([]any)) != 1 {
			t.Errorf("after edit %v", got.json)
		}
		e.dash(owner, "POST", path+"/enabled", url.Values{"enabled": {"0"}}).want(t, "disable", 303)
		e.dash(owner, "GET", path, nil).want(t, "disabled", 200, ">disabled</span>", ">Enable</button>")
		e.dash(owner, "POST", path+"/enabled", url.Values{"enabled": {"maybe"}}).want(t, "bad enabled", 400)
		e.dash(owner, "POST", path+"/enabled", url.Values{"enabled": {"1"}}).want(t, "enable", 303)
		if got := e.do(request{method: "GET", path: "/api/webhooks/" + id, cookie: owner.Cookie}); got.json["enabled"] != true {
			t.Errorf("after enable %v", got.json)
		}

		// Rotation: a new secret, once, and the old one keeps signing.
		p = e.dash(owner, "POST", path+"/rotate", nil)
		p.want(t, "rotate", 200, "The new signing secret", "keeps signing", "24 hours", `data-copy="secret"`)
		if rotated := shownSecret(t, "rotate", p); rotated == secret {
			t.Error("rotation kept the secret")
		} else {
			rcv.setSecrets("/signed", rotated, secret)
		}

		// The log pages: 21 more tests make two pages of 20.
		for i := range 21 {
			e.dash(owner, "POST", path+"/test", nil).want(t, "test "+strconv.Itoa(i), 200, "Test delivered")
		}
		e.dash(owner, "GET", path, nil).want(t, "log page 1", 200, "Page 1 of 2", `href="?page=2#deliveries"`)
		p = e.dash(owner, "GET", path+"?page=2", nil)
		p.want(t, "log page 2", 200, "Page 2 of 2", `href="?page=1#deliveries"`)
		small("log", p)
		e.dash(owner, "GET", path+"?page=0", nil).want(t, "bad page", 400)
		e.dash(owner, "GET", path+"?page="+hugeNumber, nil).want(t, "a page too large for an int, past the end", 200, "There is no page 9223372036854775807")

		// Another organization finds nothing; a cross-site post is refused.
		for _, r := range []struct{ method, path string }{{"GET", path}, {"GET", path + "/delete"}, {"POST", path + "/test"},
			{"POST", path + "/rotate"}, {"POST", path + "/delete"}, {"POST", path + "/enabled"}} {
			form := url.Values{}
			if r.method == "GET" {
				form = nil
			} else if strings.HasSuffix(r.path, "/enabled") {
				form.Set("enabled", "0")
			}
			e.dash(other, r.method, r.path, form).want(t, "other org "+r.method+" "+r.path, 404)
		}
		e.dashFrom(owner, "POST", path+"/delete", url.Values{}, "https://evil.example").want(t, "cross-site delete", 403)

		// Deletion asks first.
		e.dash(owner, "GET", path+"/delete", nil).want(t, "confirm", 200, "Delete for good", rcv.url("/signed"))
		e.dash(owner, "POST", path+"/delete", url.Values{}).want(t, "delete", 303)
		e.expect(t, "deleted", e.do(request{method: "GET", path: "/api/webhooks/" + id, cookie: owner.Cookie}), 404, "NOT_FOUND")

		// The limit: the Service's answer shows on the list.
		for range webhooks.MaxPerOrganization {
			e.createWebhook(t, owner, map[string]any{"url": rcv.url("/signed"), "events": []string{"feedback.created"}})
		}
		p = e.dash(owner, "GET", "/webhooks", nil)
		p.want(t, "full list", 200, "as many as it may")
		small("full list", p)
		e.dash(owner, "POST", "/webhooks", url.Values{"url": {rcv.url("/signed")}, "events": {"feedback.created"}}).
			want(t, "over the limit", 400, `role="alert"`, "at most 10 webhooks")
	})
}

// TestDashboardWebhooksPrivateTarget checks that, without the permission
// for private targets, the creation form shows the refusal.
func TestDashboardWebhooksPrivateTarget(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")
		e.dash(owner, "POST", "/webhooks", url.Values{"url": {"http://127.0.0.1:9/hook"}, "events": {"feedback.created"}}).
			want(t, "private target", 400, `role="alert"`, "must not point to", `value="http://127.0.0.1:9/hook"`)
	})
}
