package server_test

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/orgs"
)

// invite asks POST /api/users/invite as the holder of cookie.
func (e *env) invite(cookie, email, role string) response {
	e.t.Helper()
	return e.do(request{method: "POST", path: "/api/users/invite", cookie: cookie, body: map[string]string{"email": email, "role": role}})
}

// invitationToken waits for the next invitation email to email, over SMTP,
// and returns the token of its accept link.
func (e *env) invitationToken(t *testing.T, email string) string {
	t.Helper()
	msg := e.smtp.WaitFor(t, email, 10*time.Second)
	link := msg.FindLink(baseURL + "/invite?token=")
	if link == "" {
		t.Fatalf("no invitation link in %q", msg.Text)
	}
	u, err := url.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	return u.Query().Get("token")
}

// newInvitation invites email as a user, as the holder of cookie, and
// returns the invitation's id and the token of the link mailed to email.
func (e *env) newInvitation(t *testing.T, cookie, email string) (id, token string) {
	t.Helper()
	resp := e.invite(cookie, email, "user")
	if resp.status != 201 {
		t.Fatalf("invite %s: %d %s", email, resp.status, resp.raw)
	}
	return resp.json["_id"].(string), e.invitationToken(t, email)
}

// pendingEmails lists the emails of the pending invitations seen by cookie.
func (e *env) pendingEmails(t *testing.T, cookie string) []string {
	t.Helper()
	resp := e.do(request{method: "GET", path: "/api/users/invitations/pending", cookie: cookie})
	e.expect(t, "pending invitations", resp, 200, "")
	var emails []string
	list, _ := resp.json["data"].([]any)
	for _, v := range list {
		emails = append(emails, v.(map[string]any)["email"].(string))
	}
	return emails
}

// roster maps the ids of the members seen by cookie to their roles.
func (e *env) roster(t *testing.T, cookie string) map[string]string {
	t.Helper()
	resp := e.do(request{method: "GET", path: "/api/users", cookie: cookie})
	e.expect(t, "roster", resp, 200, "")
	roles := map[string]string{}
	list, _ := resp.json["data"].([]any)
	for _, v := range list {
		m := v.(map[string]any)
		roles[m["_id"].(string)] = m["role"].(string)
	}
	return roles
}

func TestUserManagementNeedsAdmin(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		user := e.addMember(org, "user@acme.test", "user")
		e.expect(t, "invite", e.invite(owner.Cookie, "new@x.test", "user"), 201, "")
		inv := e.do(request{method: "GET", path: "/api/users/invitations/pending", cookie: owner.Cookie}).json["data"].([]any)[0].(map[string]any)["_id"].(string)
		reqs := []request{
			{method: "GET", path: "/api/users"},
			{method: "POST", path: "/api/users/invite", body: map[string]string{"email": "a@x.test", "role": "user"}},
			{method: "PUT", path: "/api/users/" + owner.User.ID + "/role", body: map[string]string{"role": "user"}},
			{method: "DELETE", path: "/api/users/" + owner.User.ID + "/organization"},
			{method: "GET", path: "/api/users/invitations/pending"},
			{method: "POST", path: "/api/users/invitations/" + inv + "/resend"},
			{method: "DELETE", path: "/api/users/invitations/" + inv},
		}
		e.expectEach(t, "anonymous", "", reqs, 401, "INVALID_TOKEN")
		e.expectEach(t, "user", user.Cookie, reqs, 403, "INSUFFICIENT_ROLE")
		// Nothing changed: the invitation is still pending, the owner still owner.
		if got := e.pendingEmails(t, owner.Cookie); len(got) != 1 {
			t.Errorf("pending after refused calls: %v", got)
		}
		if e.roster(t, owner.Cookie)[owner.User.ID] != "owner" {
			t.Error("the owner changed")
		}
	})
}

func TestRoster(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		admin := e.addMember(org, "admin@acme.test", "admin")
		user := e.addMember(org, "user@acme.test", "user")
		other, _ := e.newOrg("other")
		e.addMember(other, "someone@other.test", "user")
		seats := 4
		if _, err := e.orgs.SetLimits(context.Background(), "acme", orgs.LimitsUpdate{Seats: &seats}); err != nil {
			t.Fatal(err)
		}
		e.expect(t, "invite", e.invite(owner.Cookie, "pending@x.test", "user"), 201, "")

		resp := e.do(request{method: "GET", path: "/api/users", cookie: admin.Cookie})
		e.expect(t, "roster as admin", resp, 200, "")
		list, _ := resp.json["data"].([]any)
		if len(list) != 3 {
			t.Fatalf("roster: %s", resp.raw)
		}
		want := map[string]map[string]any{
			owner.User.ID: {"role": "owner", "email": "owner@acme.test", "name": "Olive", "lastName": "Owner"},
			admin.User.ID: {"role": "admin", "email": "admin@acme.test"},
			user.User.ID:  {"role": "user", "email": "user@acme.test", "instructorId": user.User.InstructorID},
		}
		for _, v := range list {
			m := v.(map[string]any)
			w, ok := want[m["_id"].(string)]
			if !ok {
				t.Errorf("unexpected member %v", m)
				continue
			}
			if m["status"] != "active" || m["organization"] != org.ID || m["instructorId"] == "" {
				t.Errorf("member %v", m)
			}
			for k, v := range w {
				if m[k] != v {
					t.Errorf("member %s: %s = %v, want %v", m["_id"], k, m[k], v)
				}
			}
		}
		e.expect(t, "roster as owner", e.do(request{method: "GET", path: "/api/users", cookie: owner.Cookie}), 200, "")
	})
}

func TestInvite(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		admin := e.addMember(org, "admin@acme.test", "admin")
		other, otherOwner := e.newOrg("other")
		e.addMember(other, "elsewhere@other.test", "user")
		e.clock.Advance(time.Hour) // the clock of the service, not the real one

		// The owner invites an admin; the answer is the invitation.
		resp := e.invite(owner.Cookie, " New.Admin@X.test ", "admin")
		e.expect(t, "owner invites admin", resp, 201, "")
		if resp.json["email"] != "new.admin@x.test" || resp.json["role"] != "admin" || resp.json["status"] != "pending" || resp.json["_id"] == "" {
			t.Errorf("invitation: %s", resp.raw)
		}
		expires, err := time.Parse(time.RFC3339, fmt.Sprint(resp.json["expiresAt"]))
		if want := e.clock.Now().Add(7 * 24 * time.Hour); err != nil || expires.Before(want.Add(-time.Minute)) || expires.After(want.Add(time.Minute)) {
			t.Errorf("expiresAt %v (%v), want about %v", resp.json["expiresAt"], err, want)
		}
		// The email arrives with a working link.
		msg := e.smtp.WaitFor(t, "new.admin@x.test", 10*time.Second)
		if !strings.Contains(msg.Subject, "Org acme") || !strings.Contains(msg.Text, "Olive Owner") || !strings.Contains(msg.Text, "7 days") {
			t.Errorf("invitation email: %q / %q", msg.Subject, msg.Text)
		}
		if msg.FindLink(baseURL+"/invite?token=") == "" {
			t.Errorf("no accept link in %q", msg.Text)
		}

		// Free plan: 3 seats, the owner, the admin and the pending invitation.
		e.expect(t, "seat cap", e.invite(owner.Cookie, "fourth@x.test", "user"), 403, "SEAT_LIMIT_REACHED")
		e.expect(t, "already a member", e.invite(owner.Cookie, "ADMIN@acme.test", "user"), 409, "ALREADY_MEMBER")
		e.expect(t, "already invited", e.invite(admin.Cookie, "new.admin@x.test", "user"), 409, "INVITATION_PENDING")

		seats := 10
		if _, err := e.orgs.SetLimits(context.Background(), "acme", orgs.LimitsUpdate{Seats: &seats}); err != nil {
			t.Fatal(err)
		}
		e.expect(t, "admin invites admin", e.invite(admin.Cookie, "a2@x.test", "admin"), 403, "INSUFFICIENT_ROLE")
		e.expect(t, "admin invites user", e.invite(admin.Cookie, "u2@x.test", "user"), 201, "")
		// A member of another organization may be invited (its acceptance fails, see the public tests).
		e.expect(t, "email of another organization", e.invite(admin.Cookie, "elsewhere@other.test", "user"), 201, "")
		e.expectCalls(t, request{method: "POST", path: "/api/users/invite", cookie: owner.Cookie}, []call{
			{"bad email", request{body: map[string]string{"email": "not-an-email", "role": "user"}}, 400, "VALIDATION_FAILED"},
			{"no email", request{body: map[string]string{"role": "user"}}, 400, "VALIDATION_FAILED"},
			{"owner role", request{body: map[string]string{"email": "o@x.test", "role": "owner"}}, 400, "VALIDATION_FAILED"},
			{"unknown role", request{body: map[string]string{"email": "o@x.test", "role": "boss"}}, 400, "VALIDATION_FAILED"},
			{"no role", request{body: map[string]string{"email": "o@x.test"}}, 400, "VALIDATION_FAILED"},
			{"role of the wrong type", request{rawBody: `{"email":"o@x.test","role":1}`}, 400, "VALIDATION_FAILED"},
			{"email of the wrong type", request{rawBody: `{"email":["o@x.test"],"role":"user"}`}, 400, "VALIDATION_FAILED"},
			{"malformed JSON", request{rawBody: `{"email":`}, 400, "INVALID_JSON"},
			{"empty body", request{contentType: "application/json"}, 400, "INVALID_JSON"},
			{"not JSON", request{rawBody: "email=o@x.test", contentType: "text/plain"}, 415, "UNSUPPORTED_MEDIA_TYPE"},
			{"oversized", request{rawBody: `{"email":"` + strings.Repeat("a", 2<<20) + `"}`}, 413, "PAYLOAD_TOO_LARGE"},
		})
		// No refused invitation was stored.
		got := e.pendingEmails(t, admin.Cookie)
		if strings.Join(got, ",") != "new.admin@x.test,u2@x.test,elsewhere@other.test" {
			t.Errorf("pending invitations: %v", got)
		}
		// The other organization sees none of them, and may invite the same email.
		if got := e.pendingEmails(t, otherOwner.Cookie); len(got) != 0 {
			t.Errorf("other organization's pending invitations: %v", got)
		}
		e.expect(t, "same email, other organization", e.invite(otherOwner.Cookie, "u2@x.test", "user"), 201, "")
	})
}

func TestResendInvitation(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		user := e.addMember(org, "user@acme.test", "user")
		_, otherOwner := e.newOrg("other")
		id, first := e.newInvitation(t, owner.Cookie, "ann@x.test")
		resend := func(cookie, id string) response {
			return e.do(request{method: "POST", path: "/api/users/invitations/" + id + "/resend", cookie: cookie})
		}
		lookup := func(token string) response {
			return e.do(request{method: "GET", path: "/api/public/invitation/" + token})
		}

		e.clock.Advance(3 * 24 * time.Hour)
		resp := resend(owner.Cookie, id)
		e.expect(t, "resend", resp, 200, "")
		if resp.json["_id"] != id || resp.json["status"] != "pending" {
			t.Errorf("resend answer: %s", resp.raw)
		}
		expires, _ := time.Parse(time.RFC3339, fmt.Sprint(resp.json["expiresAt"]))
		if want := e.clock.Now().Add(7 * 24 * time.Hour); expires.Before(want.Add(-time.Minute)) || expires.After(want.Add(time.Minute)) {
			t.Errorf("expiresAt after resend %v, want about %v", expires, want)
		}
		second := e.invitationToken(t, "ann@x.test")
		if second == first {
			t.Fatal("the resent email has the same link")
		}
		e.expect(t, "old link still works", lookup(first), 200, "")
		e.expect(t, "new link works", lookup(second), 200, "")

		e.expect(t, "another organization's invitation", resend(otherOwner.Cookie, id), 404, "NOT_FOUND")
		e.expect(t, "unknown invitation", resend(owner.Cookie, "no-such-id"), 404, "NOT_FOUND")
		e.expect(t, "as a user", resend(user.Cookie, id), 403, "INSUFFICIENT_ROLE")

		// Five days later the first link (8 days old) has expired, the second works.
		e.clock.Advance(5 * 24 * time.Hour)
		owner.Cookie = e.login(owner.User.Email, owner.Password) // sessions last 7 days
		e.expect(t, "expired old link", lookup(first), 404, "NOT_FOUND")
		e.expect(t, "new link", lookup(second), 200, "")
		if got := e.pendingEmails(t, owner.Cookie); len(got) != 1 {
			t.Errorf("pending: %v", got)
		}

		// Once every link has expired, the invitation is gone and frees its seat.
		e.clock.Advance(3 * 24 * time.Hour)
		e.expect(t, "expired new link", lookup(second), 404, "NOT_FOUND")
		if got := e.pendingEmails(t, owner.Cookie); len(got) != 0 {
			t.Errorf("pending after expiry: %v", got)
		}
		e.expect(t, "resend expired", resend(owner.Cookie, id), 404, "NOT_FOUND")
		e.expect(t, "invite again", e.invite(owner.Cookie, "ann@x.test", "user"), 201, "")
	})
}

func TestCancelInvitation(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		admin := e.addMember(org, "admin@acme.test", "admin")
		_, otherOwner := e.newOrg("other")
		id, token := e.newInvitation(t, owner.Cookie, "ann@x.test")
		cancel := func(cookie, id string) response {
			return e.do(request{method: "DELETE", path: "/api/users/invitations/" + id, cookie: cookie})
		}
		e.expect(t, "seat cap before cancelling", e.invite(owner.Cookie, "bob@x.test", "user"), 403, "SEAT_LIMIT_REACHED")
		e.expect(t, "another organization's invitation", cancel(otherOwner.Cookie, id), 404, "NOT_FOUND")
		e.expect(t, "still works", e.do(request{method: "GET", path: "/api/public/invitation/" + token}), 200, "")

		e.expect(t, "cancel", cancel(admin.Cookie, id), 200, "")
		e.expect(t, "cancelled link", e.do(request{method: "GET", path: "/api/public/invitation/" + token}), 404, "NOT_FOUND")
		e.expect(t, "accept cancelled", e.do(request{method: "POST", path: "/api/public/accept-invitation",
			body: map[string]string{"token": token, "name": "Ann", "password": "long-enough"}}), 404, "NOT_FOUND")
		e.expect(t, "cancel again", cancel(admin.Cookie, id), 404, "NOT_FOUND")
		e.expect(t, "resend cancelled", e.do(request{method: "POST", path: "/api/users/invitations/" + id + "/resend", cookie: owner.Cookie}), 404, "NOT_FOUND")
		if got := e.pendingEmails(t, owner.Cookie); len(got) != 0 {
			t.Errorf("pending after cancel: %v", got)
		}
		// The seat is free again.
		e.expect(t, "invite after cancelling", e.invite(owner.Cookie, "bob@x.test", "user"), 201, "")
	})
}

func TestChangeRole(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		admin := e.addMember(org, "admin@acme.test", "admin")
		user := e.addMember(org, "user@acme.test", "user")
		other, _ := e.newOrg("other")
		stranger := e.addMember(other, "stranger@other.test", "user")
		setRole := func(cookie, id string, body any) response {
			return e.do(request{method: "PUT", path: "/api/users/" + id + "/role", cookie: cookie, body: body})
		}
		role := func(r string) map[string]string { return map[string]string{"role": r} }

		e.expect(t, "admin promotes", setRole(admin.Cookie, user.User.ID, role("admin")), 403, "INSUFFICIENT_ROLE")
		e.expect(t, "admin demotes admin", setRole(admin.Cookie, admin.User.ID, role("user")), 403, "INSUFFICIENT_ROLE")
		e.expect(t, "admin changes owner", setRole(admin.Cookie, owner.User.ID, role("user")), 403, "FORBIDDEN")
		e.expect(t, "owner changes self", setRole(owner.Cookie, owner.User.ID, role("admin")), 403, "FORBIDDEN")
		e.expect(t, "user changes", setRole(user.Cookie, user.User.ID, role("admin")), 403, "INSUFFICIENT_ROLE")
		e.expect(t, "another organization's user", setRole(owner.Cookie, stranger.User.ID, role("admin")), 404, "NOT_FOUND")
		e.expect(t, "unknown user", setRole(owner.Cookie, "no-such-user", role("admin")), 404, "NOT_FOUND")
		e.expect(t, "to owner", setRole(owner.Cookie, user.User.ID, role("owner")), 400, "VALIDATION_FAILED")
		e.expect(t, "unknown role", setRole(owner.Cookie, user.User.ID, role("boss")), 400, "VALIDATION_FAILED")
		e.expect(t, "no role", setRole(owner.Cookie, user.User.ID, map[string]string{}), 400, "VALIDATION_FAILED")
		e.expect(t, "role of the wrong type", setRole(owner.Cookie, user.User.ID, map[string]any{"role": true}), 400, "VALIDATION_FAILED")
		e.expect(t, "malformed", e.do(request{method: "PUT", path: "/api/users/" + user.User.ID + "/role", cookie: owner.Cookie,
			rawBody: `{"role"`, contentType: "application/json"}), 400, "INVALID_JSON")
		e.expect(t, "no body", e.do(request{method: "PUT", path: "/api/users/" + user.User.ID + "/role", cookie: owner.Cookie}), 400, "INVALID_JSON")
		if roles := e.roster(t, owner.Cookie); roles[user.User.ID] != "user" || roles[admin.User.ID] != "admin" || roles[owner.User.ID] != "owner" {
			t.Fatalf("roles after refused changes: %v", roles)
		}
		e.expect(t, "stranger unchanged", e.do(request{method: "GET", path: "/api/users", cookie: stranger.Cookie}), 403, "INSUFFICIENT_ROLE")

		// The owner promotes; the user's current session has the new role at once.
		e.expect(t, "user not admin yet", e.do(request{method: "GET", path: "/api/users", cookie: user.Cookie}), 403, "INSUFFICIENT_ROLE")
		resp := setRole(owner.Cookie, user.User.ID, role("admin"))
		e.expect(t, "owner promotes", resp, 200, "")
		if resp.json["_id"] != user.User.ID || resp.json["role"] != "admin" || resp.json["status"] != "active" {
			t.Errorf("promote answer: %s", resp.raw)
		}
		e.expect(t, "promoted session", e.do(request{method: "GET", path: "/api/users", cookie: user.Cookie}), 200, "")

		// An admin may set a user's role to user (nothing changes).
		third := e.addMember(org, "third@acme.test", "user")
		e.expect(t, "admin keeps a user a user", setRole(admin.Cookie, third.User.ID, role("user")), 200, "")

		// The owner demotes.
		e.expect(t, "owner demotes", setRole(owner.Cookie, admin.User.ID, role("user")), 200, "")
		e.expect(t, "demoted session", e.do(request{method: "GET", path: "/api/users", cookie: admin.Cookie}), 403, "INSUFFICIENT_ROLE")
	})
}

func TestRemoveFromOrganization(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		admin := e.addMember(org, "admin@acme.test", "admin")
		user := e.addMember(org, "user@acme.test", "user")
		other, otherOwner := e.newOrg("other")
		stranger := e.addMember(other, "stranger@other.test", "user")
		remove := func(cookie, id string) response {
			return e.do(request{method: "DELETE", path: "/api/users/" + id + "/organization", cookie: cookie})
		}
		secondSession := e.login(user.User.Email, user.Password)

		e.expect(t, "remove the owner", remove(admin.Cookie, owner.User.ID), 403, "FORBIDDEN")
		e.expect(t, "owner removes self", remove(owner.Cookie, owner.User.ID), 403, "FORBIDDEN")
		e.expect(t, "admin removes admin", remove(admin.Cookie, admin.User.ID), 403, "INSUFFICIENT_ROLE")
		e.expect(t, "user removes", remove(user.Cookie, user.User.ID), 403, "INSUFFICIENT_ROLE")
		e.expect(t, "another organization's user", remove(owner.Cookie, stranger.User.ID), 404, "NOT_FOUND")
		e.expect(t, "unknown user", remove(owner.Cookie, "nobody"), 404, "NOT_FOUND")
		e.expect(t, "stranger untouched", e.do(request{method: "GET", path: "/api/user", cookie: stranger.Cookie}), 200, "")
		if len(e.roster(t, otherOwner.Cookie)) != 2 {
			t.Error("the other organization lost a member")
		}

		// The admin removes the user: every session of the user ends at once.
		e.expect(t, "admin removes user", remove(admin.Cookie, user.User.ID), 200, "")
		e.expect(t, "removed session", e.do(request{method: "GET", path: "/api/user", cookie: user.Cookie}), 401, "INVALID_TOKEN")
		e.expect(t, "removed second session", e.do(request{method: "GET", path: "/api/user", cookie: secondSession}), 401, "INVALID_TOKEN")
		e.expect(t, "removed user cannot log in", e.do(request{method: "POST", path: "/api/auth/login",
			body: map[string]string{"email": user.User.Email, "password": user.Password}}), 401, "INVALID_CREDENTIALS")
		if _, ok := e.roster(t, owner.Cookie)[user.User.ID]; ok {
			t.Error("the removed user is still in the roster")
		}
		e.expect(t, "remove again", remove(admin.Cookie, user.User.ID), 404, "NOT_FOUND")
		// The account is kept.
		if u, err := e.identity.FindUserByID(context.Background(), user.User.ID); err != nil || u.OrgID != "" {
			t.Errorf("removed account: %+v %v", u, err)
		}

		// The owner removes the admin.
		e.expect(t, "owner removes admin", remove(owner.Cookie, admin.User.ID), 200, "")
		e.expect(t, "removed admin session", e.do(request{method: "GET", path: "/api/users", cookie: admin.Cookie}), 401, "INVALID_TOKEN")

		// A removed account can be invited back; it keeps its id.
		e.expect(t, "invite back", e.invite(owner.Cookie, user.User.Email, "user"), 201, "")
		token := e.invitationToken(t, user.User.Email)
		resp := e.do(request{method: "POST", path: "/api/public/accept-invitation",
			body: map[string]string{"token": token, "name": "Back", "password": "a-new-password"}})
		e.expect(t, "accept", resp, 201, "")
		if resp.json["_id"] != user.User.ID || resp.json["organization"] != org.ID {
			t.Errorf("rejoined: %s", resp.raw)
		}
		e.login(user.User.Email, "a-new-password")
	})
}

// TestConcurrentInvitations sends more invitations at once than the free
// plan's seats allow: exactly the free seats are taken.
func TestConcurrentInvitations(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		const cap, tries = 6, 20
		seats := cap
		if _, err := e.orgs.SetLimits(context.Background(), "acme", orgs.LimitsUpdate{Seats: &seats}); err != nil {
			t.Fatal(err)
		}
		e.addMember(org, "admin@acme.test", "admin")
		statuses := make([]int, tries)
		codes := make([]any, tries)
		var wg sync.WaitGroup
		for i := range tries {
			wg.Add(1)
			go func() {
				defer wg.Done()
				r := e.invite(owner.Cookie, fmt.Sprintf("n%d@x.test", i), "user")
				statuses[i], codes[i] = r.status, r.json["error"]
			}()
		}
		wg.Wait()
		created := 0
		for i, s := range statuses {
			switch {
			case s == 201:
				created++
			case s == 403 && codes[i] == "SEAT_LIMIT_REACHED":
			default:
				t.Errorf("invitation %d: %d %v", i, s, codes[i])
			}
		}
		pending := e.pendingEmails(t, owner.Cookie)
		members := e.roster(t, owner.Cookie)
		if created != cap-2 || len(pending) != cap-2 || len(members)+len(pending) != cap {
			t.Errorf("%d created, %d pending, %d members; want %d seats used", created, len(pending), len(members), cap)
		}
	})
}
