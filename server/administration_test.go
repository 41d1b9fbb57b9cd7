package server_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
)

// TestTransferOwnership checks the owner's transfer to an admin, and that
// nothing else is accepted.
func TestTransferOwnership(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		admin := e.addMember(org, "admin@acme.test", "admin")
		user := e.addMember(org, "user@acme.test", "user")
		rivalOrg, rival := e.newOrg("rival")
		rivalAdmin := e.addMember(rivalOrg, "admin@rival.test", "admin")
		const path = "/api/organization/transfer-ownership"
		key := e.createKey(t, owner, map[string]any{"name": "w", "scopes": []string{"write"}})["key"].(string)
		e.expectCalls(t, request{method: "POST", path: path, cookie: owner.Cookie, body: map[string]any{"userId": admin.User.ID}}, []call{
			{"an admin", request{cookie: admin.Cookie}, 403, "INSUFFICIENT_ROLE"},
			{"a user", request{cookie: user.Cookie}, 403, "INSUFFICIENT_ROLE"},
			{"anonymous", request{cookie: "-"}, 401, "INVALID_TOKEN"},
			{"to a user", request{body: map[string]any{"userId": user.User.ID}}, 400, "VALIDATION_FAILED"},
			{"to the owner", request{body: map[string]any{"userId": owner.User.ID}}, 400, "VALIDATION_FAILED"},
			{"to another organization's admin", request{body: map[string]any{"userId": rivalAdmin.User.ID}}, 400, "VALIDATION_FAILED"},
			{"to nobody", request{body: map[string]any{"userId": "00000000-0000-0000-0000-000000000000"}}, 400, "VALIDATION_FAILED"},
			{"no userId", request{body: map[string]any{}}, 400, "VALIDATION_FAILED"},
			{"userId not a string", request{body: map[string]any{"userId": 7}}, 400, "VALIDATION_FAILED"},
			{"malformed JSON", request{rawBody: `{"userId":`}, 400, "INVALID_JSON"},
			{"not JSON", request{rawBody: "userId=x", contentType: "text/plain"}, 415, "UNSUPPORTED_MEDIA_TYPE"},
			{"oversized", request{rawBody: `{"userId":"` + string(make([]byte, 2<<20)) + `"}`}, 413, "PAYLOAD_TOO_LARGE"},
		})
		e.expect(t, "with a key", e.do(withKey(request{method: "POST", path: path, body: map[string]any{"userId": admin.User.ID}}, key)), 403, "INSUFFICIENT_SCOPE")
		e.expect(t, "another organization's owner", e.do(request{method: "POST", path: path, cookie: rival.Cookie, body: map[string]any{"userId": admin.User.ID}}), 400, "VALIDATION_FAILED")

		resp := e.do(request{method: "POST", path: path, cookie: owner.Cookie, body: map[string]any{"userId": admin.User.ID}})
		e.expect(t, "transfer", resp, 200, "")
		if resp.json["owner"].(map[string]any)["_id"] != admin.User.ID || resp.json["owner"].(map[string]any)["role"] != "owner" ||
			resp.json["previousOwner"].(map[string]any)["_id"] != owner.User.ID || resp.json["previousOwner"].(map[string]any)["role"] != "admin" {
			t.Errorf("transfer: %s", resp.raw)
		}
		roles := map[string]any{}
		for _, u := range e.do(request{method: "GET", path: "/api/users", cookie: admin.Cookie}).json["data"].([]any) {
			roles[u.(map[string]any)["email"].(string)] = u.(map[string]any)["role"]
		}
		if roles[owner.User.Email] != "admin" || roles[admin.User.Email] != "owner" || roles[user.User.Email] != "user" {
			t.Errorf("roles after the transfer: %v", roles)
		}
		// The previous owner is an admin from the next request on.
		e.expect(t, "previous owner transfers again", e.do(request{method: "POST", path: path, cookie: owner.Cookie, body: map[string]any{"userId": admin.User.ID}}), 403, "INSUFFICIENT_ROLE")
		e.expect(t, "the new owner transfers back", e.do(request{method: "POST", path: path, cookie: admin.Cookie, body: map[string]any{"userId": owner.User.ID}}), 200, "")
		entries := e.auditLog(t, owner, "action=organization.ownership_transferred")
		if len(entries) != 2 || entries[0]["actorId"] != admin.User.ID || entries[1]["actorId"] != owner.User.ID {
			t.Errorf("audited transfers: %v", entries)
		}
	})
}

// TestSystemAdmins checks the system admins' list of organizations and
// their requests in another organization with X-Organization, recorded in
// its audit log, and that nobody else gets anything from the header.
func TestSystemAdmins(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		ctx := context.Background()
		acme, acmeOwner := e.newOrg("acme")
		acmeUser := e.addMember(acme, "user@acme.test", "user")
		e.createRoom(acmeOwner, "Lobby", false)
		staff, staffOwner := e.newOrg("staff")
		sysadmin := e.addMember(staff, "ops@staff.test", "user")
		if _, err := e.identity.SetSystemAdmin(ctx, "OPS@staff.test", true); err != nil {
			t.Fatal(err)
		}
		acmeKey := e.createKey(t, acmeOwner, map[string]any{"name": "w", "scopes": []string{"write"}})["key"].(string)
		as := func(sub string) map[string]string { return map[string]string{"X-Organization": sub} }

		// The list of organizations, with plan and usage.
		resp := e.do(request{method: "GET", path: "/api/admin/organizations", cookie: sysadmin.Cookie})
		e.expect(t, "list", resp, 200, "")
		if resp.json["total"] != float64(2) {
			t.Errorf("list: %s", resp.raw)
		}
		for _, o := range resp.json["data"].([]any) {
			o := o.(map[string]any)
			usage := o["usage"].(map[string]any)
			if o["subdomain"] == "acme" && (o["plan"] != "free" || usage["seats"] != float64(2) || usage["rooms"] != float64(1) || usage["forms"] != float64(0) ||
				o["limits"].(map[string]any)["seats"] != float64(3)) {
				t.Errorf("acme: %v", o)
			}
		}
		e.expectCalls(t, request{method: "GET", path: "/api/admin/organizations", cookie: sysadmin.Cookie}, []call{
			{"page 2", request{path: "/api/admin/organizations?limit=1&page=2"}, 200, ""},
			{"bad page", request{path: "/api/admin/organizations?page=x"}, 400, "VALIDATION_FAILED"},
			{"an owner", request{cookie: acmeOwner.Cookie}, 403, "FORBIDDEN"},
			{"the system admin's own owner", request{cookie: staffOwner.Cookie}, 403, "FORBIDDEN"},
			{"anonymous", request{cookie: "-"}, 401, "INVALID_TOKEN"},
		})
		e.expect(t, "a key", e.do(withKey(request{method: "GET", path: "/api/admin/organizations"}, acmeKey)), 403, "INSUFFICIENT_SCOPE")

		// Acting in acme with the owner's rights, each request recorded there.
		resp = e.do(request{method: "GET", path: "/api/users", cookie: sysadmin.Cookie, header: as("ACME")})
		e.expect(t, "acme's members", resp, 200, "")
		if n := len(resp.json["data"].([]any)); n != 2 {
			t.Errorf("acme's members: %s", resp.raw)
		}
		e.expect(t, "promote in acme", e.do(request{method: "PUT", path: "/api/users/" + acmeUser.User.ID + "/role", cookie: sysadmin.Cookie, header: as("acme"),
			body: map[string]any{"role": "admin"}}), 200, "")
		e.expect(t, "unknown organization", e.do(request{method: "GET", path: "/api/audit-log", cookie: sysadmin.Cookie, header: as("nowhere")}), 404, "NOT_FOUND")
		entries := e.auditLog(t, acmeOwner, "actorId="+sysadmin.User.ID)
		if got := actions(entries); len(got) != 3 || got[0] != "member.role_changed" || got[1] != "system_admin.request" || got[2] != "system_admin.request" {
			t.Fatalf("acme's audit log: %v", got)
		}
		for _, en := range entries {
			if en["actorType"] != "systemAdmin" || en["actorId"] != sysadmin.User.ID || en["actorEmail"] != "ops@staff.test" {
				t.Errorf("entry of the system admin: %v", en)
			}
		}
		if d := entries[1]["details"].(map[string]any); d["method"] != "PUT" || d["path"] != "/api/users/"+acmeUser.User.ID+"/role" {
			t.Errorf("recorded request: %v", d)
		}
		// A key acts as its creator's membership: none in acme for the
		// system admin, whose key there could never authenticate.
		resp = e.do(request{method: "POST", path: "/api/api-keys", cookie: sysadmin.Cookie, header: as("acme"),
			body: map[string]any{"name": "ops", "scopes": []string{"read"}}})
		e.expect(t, "a key in acme", resp, 403, "FORBIDDEN")
		if resp.json["status"] != float64(403) || !strings.Contains(fmt.Sprint(resp.json["message"]), "system admin") {
			t.Errorf("a key in acme: %s", resp.raw)
		}
		resp = e.do(request{method: "GET", path: "/api/api-keys", cookie: sysadmin.Cookie, header: as("acme")})
		e.expect(t, "acme's keys", resp, 200, "")
		if n := len(resp.json["data"].([]any)); n != 1 {
			t.Errorf("acme's keys: %s", resp.raw)
		}
		if got := e.auditLog(t, staffOwner, "actorId="+sysadmin.User.ID); len(got) != 0 {
			t.Errorf("the system admin's own organization records %v", actions(got))
		}
		// Without the header, the system admin is a user of their own organization.
		e.expect(t, "own organization", e.do(request{method: "GET", path: "/api/audit-log", cookie: sysadmin.Cookie}), 403, "INSUFFICIENT_ROLE")

		// Nobody else gets anything from the header.
		e.expectCalls(t, request{method: "GET", path: "/api/audit-log"}, []call{
			{"acme's owner into staff", request{cookie: acmeOwner.Cookie, header: as("staff")}, 403, "FORBIDDEN"},
			{"acme's owner into acme", request{cookie: acmeOwner.Cookie, header: as("acme")}, 403, "FORBIDDEN"},
			{"acme's user into acme", request{cookie: acmeUser.Cookie, header: as("acme")}, 403, "FORBIDDEN"},
			{"staff's owner into acme", request{cookie: staffOwner.Cookie, header: as("acme")}, 403, "FORBIDDEN"},
			{"acme's user into a room list", request{cookie: acmeUser.Cookie, path: "/api/events", header: as("staff")}, 403, "FORBIDDEN"},
			{"anonymous", request{header: as("acme")}, 401, "INVALID_TOKEN"},
		})
		e.expect(t, "a key into acme", e.do(withKey(request{method: "GET", path: "/api/feedback/paginated", header: as("acme")}, acmeKey)), 403, "INSUFFICIENT_SCOPE")
		e.expect(t, "a key into staff", e.do(withKey(request{method: "GET", path: "/api/events", header: as("staff")}, acmeKey)), 403, "INSUFFICIENT_SCOPE")
		if got := e.auditLog(t, staffOwner, "action=system_admin.request"); len(got) != 0 {
			t.Errorf("refused requests recorded in staff: %v", actions(got))
		}

		// Revoked, the right is gone at the next request.
		if _, err := e.identity.SetSystemAdmin(ctx, "ops@staff.test", false); err != nil {
			t.Fatal(err)
		}
		e.expect(t, "revoked", e.do(request{method: "GET", path: "/api/users", cookie: sysadmin.Cookie, header: as("acme")}), 403, "FORBIDDEN")
		e.expect(t, "revoked list", e.do(request{method: "GET", path: "/api/admin/organizations", cookie: sysadmin.Cookie}), 403, "FORBIDDEN")
		if _, err := e.identity.SetSystemAdmin(ctx, "nobody@staff.test", true); err == nil {
			t.Error("granted to an unknown email")
		}
	})
}

// TestConcurrentTransfersOfOwnership sends the owner's transfers to two
// admins at once: one is done, the other answers 403 INSUFFICIENT_ROLE (its
// caller is no longer the owner once the first has committed), and the
// audit log records one transfer by the real owner.
func TestConcurrentTransfersOfOwnership(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		admins := []string{e.addMember(org, "a@acme.test", "admin").User.ID, e.addMember(org, "b@acme.test", "admin").User.ID}
		answers := make([]response, len(admins))
		var wg sync.WaitGroup
		for i, id := range admins {
			wg.Add(1)
			go func() {
				defer wg.Done()
				answers[i] = e.do(request{method: "POST", path: "/api/organization/transfer-ownership", cookie: owner.Cookie,
					body: map[string]any{"userId": id}})
			}()
		}
		wg.Wait()
		done := 0
		for i, r := range answers {
			if r.status == 200 {
				done++
				continue
			}
			e.expect(t, fmt.Sprint("transfer ", i), r, 403, "INSUFFICIENT_ROLE")
		}
		if done != 1 {
			t.Errorf("%d transfers done, want 1", done)
		}
		entries := e.auditLog(t, owner, "action=organization.ownership_transferred")
		if len(entries) != 1 || entries[0]["actorId"] != owner.User.ID {
			t.Errorf("audited transfers: %v", entries)
		}
	})
}
