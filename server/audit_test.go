package server_test

import (
	"context"
	"errors"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/audit"
)

// auditLog returns the entries GET /api/audit-log answers m with query.
func (e *env) auditLog(t *testing.T, m *member, query string) []map[string]any {
	t.Helper()
	resp := e.do(request{method: "GET", path: "/api/audit-log?limit=100&" + query, cookie: m.Cookie})
	e.expect(t, "audit log "+query, resp, 200, "")
	var entries []map[string]any
	for _, v := range resp.json["data"].([]any) {
		entries = append(entries, v.(map[string]any))
	}
	return entries
}

// actions returns the actions of entries, in order.
func actions(entries []map[string]any) []string {
	var names []string
	for _, en := range entries {
		names = append(names, en["action"].(string))
	}
	return names
}

// findEntry returns the newest entry of action, failing the test when
// there is none.
func findEntry(t *testing.T, entries []map[string]any, action string) map[string]any {
	t.Helper()
	for _, en := range entries {
		if en["action"] == action {
			return en
		}
	}
	t.Errorf("no %s entry in %v", action, actions(entries))
	return map[string]any{"details": map[string]any{}}
}

// TestAuditLogRecordsEachAction makes every recorded action over HTTP and
// finds each in the audit log, with its actor, target, details and IP.
func TestAuditLogRecordsEachAction(t *testing.T) {
	forEachDialectTracker(t, func(t *testing.T, e *trackerEnv) {
		org, owner := e.newOrg("acme")
		e.uncap(org)
		member := e.addMember(org, "member@acme.test", "user")
		other := e.addMember(org, "other@acme.test", "user")
		admin := e.addMember(org, "admin@acme.test", "admin")
		_, rival := e.newOrg("rival")

		resp := e.do(request{method: "POST", path: "/api/users/invite", cookie: owner.Cookie, body: map[string]any{"email": "new@acme.test", "role": "user"}})
		e.expect(t, "invite", resp, 201, "")
		invitation := resp.json["_id"].(string)
		e.expect(t, "cancel the invitation", e.do(request{method: "DELETE", path: "/api/users/invitations/" + invitation, cookie: owner.Cookie}), 200, "")
		e.expect(t, "change a role", e.do(request{method: "PUT", path: "/api/users/" + member.User.ID + "/role", cookie: owner.Cookie, body: map[string]any{"role": "admin"}}), 200, "")
		e.expect(t, "remove a member", e.do(request{method: "DELETE", path: "/api/users/" + other.User.ID + "/organization", cookie: owner.Cookie}), 200, "")
		room := e.createRoom(owner, "Lobby", false)
		e.createRoom(owner, "Gone", false)
		e.expect(t, "delete a room", e.do(request{method: "DELETE", path: roomPath("Gone", ""), cookie: owner.Cookie}), 200, "")
		form := e.createForm(owner, map[string]any{"title": "Survey", "questions": []any{map[string]any{"type": "text", "text": "Why?"}}})
		e.expect(t, "export the responses", e.do(request{method: "GET", path: "/api/forms/" + form["_id"].(string) + "/responses/export?format=csv", cookie: owner.Cookie}), 200, "")
		e.expect(t, "delete a form", e.do(request{method: "DELETE", path: "/api/forms/" + form["_id"].(string), cookie: owner.Cookie}), 200, "")
		resp = e.fbSubmit(map[string]any{"instructorId": owner.User.InstructorID, "eventType": "Lobby", "feedback": "fine", "sentiment": "positive"})
		e.expect(t, "submit", resp, 201, "")
		item := resp.json["_id"].(string)
		e.expect(t, "delete feedback", e.do(request{method: "DELETE", path: "/api/feedback", cookie: owner.Cookie, body: map[string]any{"ids": []string{item, "unknown"}}}), 200, "")
		e.expect(t, "change settings", e.do(request{method: "PUT", path: "/api/settings", cookie: owner.Cookie, body: map[string]any{"name": "Acme Inc"}}), 200, "")
		key := e.createKey(t, owner, map[string]any{"name": "exporter", "scopes": []string{"read"}})
		e.expect(t, "export with the key", e.do(withKey(request{method: "GET", path: "/api/feedback/export?format=ndjson&eventType=Lobby"}, key["key"].(string))), 200, "")
		e.expect(t, "revoke the key", e.do(request{method: "DELETE", path: "/api/api-keys/" + key["_id"].(string), cookie: owner.Cookie}), 200, "")
		resp = e.do(request{method: "POST", path: "/api/integrations", cookie: admin.Cookie, body: map[string]any{"type": "tracker", "name": "Jira"}})
		e.expect(t, "create an integration", resp, 201, "")
		integration := resp.json["_id"].(string)
		e.connect(t, admin)
		e.expect(t, "disconnect", e.do(request{method: "DELETE", path: "/api/integrations/" + integration, cookie: admin.Cookie}), 200, "")
		e.expect(t, "transfer the ownership", e.do(request{method: "POST", path: "/api/organization/transfer-ownership", cookie: owner.Cookie, body: map[string]any{"userId": admin.User.ID}}), 200, "")

		entries := e.auditLog(t, admin, "")
		want := []string{"organization.ownership_transferred", "integration.disconnected", "integration.connected",
			"api_key.revoked", "feedback.exported", "api_key.created", "settings.changed", "feedback.deleted", "form.deleted",
			"form.responses_exported", "room.deleted", "member.removed", "member.role_changed", "invitation.cancelled", "invitation.created"}
		if got := actions(entries); !slices.Equal(got, want) {
			t.Errorf("actions, newest first:\n got %v\nwant %v", got, want)
		}
		for _, en := range entries {
			if en["ip"] == "" || en["_id"] == "" || en["createdAt"] == "" {
				t.Errorf("entry without ip, id or time: %v", en)
			}
		}
		checks := []struct {
			action, actorType, actorID, actorEmail, targetID string
			details                                          map[string]any
		}{
			{"invitation.created", "user", owner.User.ID, owner.User.Email, invitation, map[string]any{"email": "new@acme.test", "role": "user"}},
			{"invitation.cancelled", "user", owner.User.ID, owner.User.Email, invitation, map[string]any{"email": "new@acme.test"}},
			{"member.role_changed", "user", owner.User.ID, owner.User.Email, member.User.ID, map[string]any{"from": "user", "to": "admin"}},
			{"member.removed", "user", owner.User.ID, owner.User.Email, other.User.ID, map[string]any{"email": "other@acme.test"}},
			{"room.deleted", "user", owner.User.ID, owner.User.Email, "", map[string]any{"name": "Gone"}},
			{"form.deleted", "user", owner.User.ID, owner.User.Email, form["_id"].(string), map[string]any{"title": "Survey"}},
			{"form.responses_exported", "user", owner.User.ID, owner.User.Email, form["_id"].(string), nil},
			{"feedback.deleted", "user", owner.User.ID, owner.User.Email, "", map[string]any{"deleted": float64(1)}},
			{"settings.changed", "user", owner.User.ID, owner.User.Email, org.ID, nil},
			{"api_key.created", "user", owner.User.ID, owner.User.Email, key["_id"].(string), map[string]any{"name": "exporter"}},
			{"feedback.exported", "apiKey", key["_id"].(string), owner.User.Email, "", map[string]any{"eventType": "Lobby"}},
			{"api_key.revoked", "user", owner.User.ID, owner.User.Email, key["_id"].(string), nil},
			{"integration.connected", "user", admin.User.ID, admin.User.Email, integration, map[string]any{"type": "tracker"}},
			{"integration.disconnected", "user", admin.User.ID, admin.User.Email, integration, map[string]any{"name": "Jira"}},
			{"organization.ownership_transferred", "user", owner.User.ID, owner.User.Email, admin.User.ID, map[string]any{"previousOwnerId": owner.User.ID}},
		}
		for _, c := range checks {
			en := findEntry(t, entries, c.action)
			if en["actorType"] != c.actorType || en["actorId"] != c.actorID || en["actorEmail"] != c.actorEmail {
				t.Errorf("%s: actor %v %v %v, want %s %s %s", c.action, en["actorType"], en["actorId"], en["actorEmail"], c.actorType, c.actorID, c.actorEmail)
			}
			if c.targetID != "" && en["targetId"] != c.targetID {
				t.Errorf("%s: target %v, want %s", c.action, en["targetId"], c.targetID)
			}
			for k, v := range c.details {
				if got := en["details"].(map[string]any)[k]; got != v {
					t.Errorf("%s: details.%s = %v, want %v", c.action, k, got, v)
				}
			}
		}
		if en := findEntry(t, entries, "room.deleted"); en["targetId"] == room["_id"] || en["targetId"] == "" {
			t.Errorf("room.deleted names the room %v (the deleted one is not Lobby %v)", en["targetId"], room["_id"])
		}
		if en := findEntry(t, entries, "api_key.created"); en["details"].(map[string]any)["key"] != nil || en["details"].(map[string]any)["hash"] != nil {
			t.Errorf("api_key.created keeps a secret: %v", en["details"])
		}

		// Filters and pagination.
		if got := actions(e.auditLog(t, admin, "action=member.removed")); !slices.Equal(got, []string{"member.removed"}) {
			t.Errorf("action filter: %v", got)
		}
		if got := actions(e.auditLog(t, admin, "actorId="+key["_id"].(string))); !slices.Equal(got, []string{"feedback.exported"}) {
			t.Errorf("actor filter: %v", got)
		}
		today := e.clock.Now().UTC().Format(time.DateOnly)
		if got := e.auditLog(t, admin, "startDate="+today+"&endDate="+today); len(got) != len(want) {
			t.Errorf("today's entries: %d, want %d", len(got), len(want))
		}
		if got := e.auditLog(t, admin, "endDate=2000-01-01"); len(got) != 0 {
			t.Errorf("entries before 2000: %v", actions(got))
		}
		resp = e.do(request{method: "GET", path: "/api/audit-log?limit=2&page=2", cookie: admin.Cookie})
		e.expect(t, "page 2", resp, 200, "")
		if data := resp.json["data"].([]any); len(data) != 2 || data[0].(map[string]any)["action"] != want[2] || resp.json["total"] != float64(len(want)) {
			t.Errorf("page 2: %s", resp.raw)
		}

		// Who may read it: admins and the owner of the organization only.
		e.expectCalls(t, request{method: "GET", path: "/api/audit-log", cookie: admin.Cookie}, []call{
			{"previous owner, now admin", request{cookie: owner.Cookie}, 200, ""},
			{"user", request{cookie: e.addMember(org, "user2@acme.test", "user").Cookie}, 403, "INSUFFICIENT_ROLE"},
			{"anonymous", request{cookie: "-"}, 401, "INVALID_TOKEN"},
			{"bad page", request{path: "/api/audit-log?page=0"}, 400, "VALIDATION_FAILED"},
			{"bad date", request{path: "/api/audit-log?startDate=yesterday"}, 400, "VALIDATION_FAILED"},
			{"start after end", request{path: "/api/audit-log?startDate=2026-02-01&endDate=2026-01-01"}, 400, "VALIDATION_FAILED"},
			{"NUL in the action", request{path: "/api/audit-log?action=%00"}, 400, "VALIDATION_FAILED"},
			{"NUL in the actor", request{path: "/api/audit-log?actorId=a%00b"}, 400, "VALIDATION_FAILED"},
			{"actor not UTF-8", request{path: "/api/audit-log?actorId=%ff"}, 400, "VALIDATION_FAILED"},
		})
		adminKey := e.createKey(t, admin, map[string]any{"name": "w", "scopes": []string{"write"}})["key"].(string)
		e.expect(t, "with a key", e.do(withKey(request{method: "GET", path: "/api/audit-log"}, adminKey)), 403, "INSUFFICIENT_SCOPE")
		if got := e.auditLog(t, rival, ""); len(got) != 0 {
			t.Errorf("another organization sees %v", actions(got))
		}
	})
}

// failingAudit is an audit Store whose Insert, while fail is set, writes
// the entry and then fails, as a later step of the action would: the
// action's transaction must roll the entry back with the action.
type failingAudit struct {
	audit.Store
	fail *atomic.Bool
}

func (s failingAudit) Insert(ctx context.Context, en *audit.Entry) error {
	if err := s.Store.Insert(ctx, en); err != nil {
		return err
	}
	if s.fail.Load() {
		return errors.New("injected failure after the audit entry")
	}
	return nil
}

// TestAuditRollback checks that an action and its entry commit together:
// a failure after the entry is written leaves neither the action nor the
// entry, and the same action commits both once nothing fails.
func TestAuditRollback(t *testing.T) {
	eachDialect(t, func(t *testing.T, d string) {
		fail := &atomic.Bool{}
		e := newEnv(t, appDB(t, d), func(c *app.Config) {
			c.Stores = func(s *app.Stores) { s.Audit = failingAudit{Store: s.Audit, fail: fail} }
		})
		org, owner := e.newOrg("acme")
		member := e.addMember(org, "member@acme.test", "user")
		e.createRoom(owner, "Lobby", false)
		fail.Store(true)
		e.expect(t, "delete the room", e.do(request{method: "DELETE", path: roomPath("Lobby", ""), cookie: owner.Cookie}), 500, "INTERNAL")
		e.expect(t, "change a role", e.do(request{method: "PUT", path: "/api/users/" + member.User.ID + "/role", cookie: owner.Cookie, body: map[string]any{"role": "admin"}}), 500, "INTERNAL")
		e.expect(t, "create a key", e.do(request{method: "POST", path: "/api/api-keys", cookie: owner.Cookie, body: map[string]any{"name": "k", "scopes": []string{"read"}}}), 500, "INTERNAL")
		if n := e.countRows("audit_entries"); n != 0 {
			t.Errorf("%d entries left by rolled-back actions", n)
		}
		if n := e.roomCount(); n != 1 {
			t.Errorf("%d rooms after the rolled-back deletion, want 1", n)
		}
		if n := e.countRows("apikeys_keys"); n != 0 {
			t.Errorf("%d keys after the rolled-back creation", n)
		}
		resp := e.do(request{method: "GET", path: "/api/users", cookie: owner.Cookie})
		for _, u := range resp.json["data"].([]any) {
			if u := u.(map[string]any); u["_id"] == member.User.ID && u["role"] != "user" {
				t.Errorf("role after the rolled-back change: %v", u["role"])
			}
		}
		fail.Store(false)
		e.expect(t, "delete the room again", e.do(request{method: "DELETE", path: roomPath("Lobby", ""), cookie: owner.Cookie}), 200, "")
		if got := actions(e.auditLog(t, owner, "")); !slices.Equal(got, []string{"room.deleted"}) || e.roomCount() != 0 {
			t.Errorf("after the committed deletion: entries %v, %d rooms", got, e.roomCount())
		}
	})
}

// TestAuditPurge checks that the purge deletes the entries older than a
// year, and only those.
func TestAuditPurge(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		member := e.addMember(org, "member@acme.test", "user")
		e.expect(t, "old action", e.do(request{method: "PUT", path: "/api/users/" + member.User.ID + "/role", cookie: owner.Cookie, body: map[string]any{"role": "admin"}}), 200, "")
		e.clock.Advance(audit.DefaultRetention - time.Hour)
		owner.Cookie = e.login(owner.User.Email, owner.Password) // the session expired
		e.expect(t, "recent action", e.do(request{method: "PUT", path: "/api/users/" + member.User.ID + "/role", cookie: owner.Cookie, body: map[string]any{"role": "user"}}), 200, "")
		e.clock.Advance(2 * time.Hour)
		n, err := e.kit.Audit.Purge(context.Background())
		if err != nil || n != 1 {
			t.Fatalf("purge: %d, %v; want 1", n, err)
		}
		owner.Cookie = e.login(owner.User.Email, owner.Password)
		entries := e.auditLog(t, owner, "")
		if len(entries) != 1 || entries[0]["details"].(map[string]any)["to"] != "user" {
			t.Errorf("left after the purge: %v", entries)
		}
	})
}
