package server_test

import (
	"net/url"
	"strings"
	"testing"
	"time"
)

// TestDashboardMembers: the members screen lists the roster with roles and
// the pending invitations, invites (the email's link opens the invitation
// page), resends, cancels, changes roles and removes, exactly as the API
// lets each role; at the free plan's cap of seats an invitation gets the
// plan's answer.
func TestDashboardMembers(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		admin := e.addMember(org, "admin@acme.test", "admin")
		user := e.addMember(org, "user@acme.test", "user")
		_, rival := e.newOrg("rival")

		p := e.dash(owner, "GET", "/members", nil)
		p.want(t, "owner's roster", 200, "admin@acme.test", "user@acme.test", owner.User.Email, "3 of 3 seats used on the free plan",
			"Every seat is taken", `href="/settings#plan"`, `href="/members" aria-current="page"`)
		if strings.Contains(p.body, "/members/"+owner.User.ID+"/") {
			t.Error("the owner's row has actions")
		}
		e.dash(user, "GET", "/members", nil).want(t, "a user's members", 403, "Not allowed")
		if p := e.dash(user, "GET", "/rooms", nil); strings.Contains(p.body, `href="/members"`) {
			t.Error("a user's navigation links the members")
		}
		// An admin manages users only: no action on the other admin.
		p = e.dash(admin, "GET", "/members", nil)
		p.want(t, "admin's roster", 200, "/members/"+user.User.ID+"/role")
		if strings.Contains(p.body, `<option value="admin"`) || strings.Contains(p.body, "/members/"+admin.User.ID+"/role") {
			t.Error("an admin is offered the admin role or an admin's role")
		}

		// At the cap: the plan's answer, the form kept.
		e.dash(owner, "POST", "/members/invite", url.Values{"email": {"new@acme.test"}, "role": {"user"}}).
			want(t, "invite at the cap", 403, "reached its cap of 3 seats on the free plan", `value="new@acme.test"`)
		e.dash(owner, "POST", "/members/"+user.User.ID+"/remove", url.Values{}).want(t, "remove", 303)
		if p := e.dash(owner, "GET", "/members", nil); strings.Contains(p.body, "user@acme.test") || !strings.Contains(p.body, "2 of 3 seats") {
			t.Errorf("after the removal:\n%s", p.body)
		}

		e.dash(owner, "POST", "/members/invite", url.Values{"email": {"nope"}, "role": {"user"}}).want(t, "bad email", 400, `value="nope"`)
		e.dash(admin, "POST", "/members/invite", url.Values{"email": {"x@acme.test"}, "role": {"admin"}}).want(t, "admin invites an admin", 403)
		e.dash(owner, "POST", "/members/invite", url.Values{"email": {"admin@acme.test"}, "role": {"user"}}).want(t, "a member already", 409, "member of the organization already")
		e.dashFrom(owner, "POST", "/members/invite", url.Values{"email": {"x@acme.test"}, "role": {"user"}}, "https://evil.example").want(t, "cross-site", 403)
		p = e.dash(owner, "POST", "/members/invite", url.Values{"email": {"new@acme.test"}, "role": {"admin"}})
		if p.status != 303 || !strings.HasPrefix(p.location, "/members?done=") {
			t.Fatalf("invite: %d %q %s", p.status, p.location, p.body)
		}
		msg := e.smtp.WaitFor(t, "new@acme.test", 10*time.Second)
		if link := msg.FindLink(baseURL + "/invite?token="); link == "" {
			t.Fatalf("no invitation link in\n%s", msg.Text)
		}
		p = e.dash(owner, "GET", "/members", nil)
		p.want(t, "pending", 200, "new@acme.test", "3 of 3 seats used")
		id := between(p.body, `action="/members/invitations/`, `/resend"`)
		e.dash(owner, "POST", "/members/invitations/"+id+"/resend", url.Values{}).want(t, "resend", 303)
		if again := e.smtp.WaitFor(t, "new@acme.test", 10*time.Second); again.FindLink(baseURL+"/invite?token=") == "" {
			t.Errorf("the resent invitation has no link:\n%s", again.Text)
		}
		e.dash(rival, "POST", "/members/invitations/"+id+"/cancel", url.Values{}).want(t, "another organization's invitation", 404)
		e.dash(user, "POST", "/members/invitations/"+id+"/cancel", url.Values{}).want(t, "cancelled by a non-member", 401)
		e.dash(owner, "POST", "/members/invitations/"+id+"/cancel", url.Values{}).want(t, "cancel", 303)
		if p := e.dash(owner, "GET", "/members", nil); strings.Contains(p.body, "new@acme.test") {
			t.Error("the cancelled invitation is listed")
		}

		// Roles, as the API: only the owner grants the admin role, nobody
		// changes the owner's, another organization's member is not found.
		carl := e.addMember(org, "carl@acme.test", "user")
		e.dash(admin, "POST", "/members/"+carl.User.ID+"/role", url.Values{"role": {"admin"}}).want(t, "admin grants admin", 403)
		e.dash(admin, "POST", "/members/"+owner.User.ID+"/role", url.Values{"role": {"user"}}).want(t, "the owner's role", 403)
		e.dash(owner, "POST", "/members/"+carl.User.ID+"/role", url.Values{"role": {"owner"}}).want(t, "role owner", 400)
		e.dash(rival, "POST", "/members/"+carl.User.ID+"/role", url.Values{"role": {"admin"}}).want(t, "another organization", 404)
		e.dash(owner, "POST", "/members/"+carl.User.ID+"/role", url.Values{"role": {"admin"}}).want(t, "grant admin", 303)
		if p := e.dash(owner, "GET", "/members", nil); !strings.Contains(p.body, `<option value="admin" selected>`) {
			t.Errorf("carl is not shown as admin:\n%s", p.body)
		}
		e.dash(admin, "POST", "/members/"+carl.User.ID+"/remove", url.Values{}).want(t, "admin removes an admin", 403)
		e.dash(owner, "POST", "/members/"+owner.User.ID+"/remove", url.Values{}).want(t, "remove the owner", 403)
	})
}

// between returns the text of s between the first from and the next to.
func between(s, from, to string) string {
	_, after, ok := strings.Cut(s, from)
	if !ok {
		return ""
	}
	v, _, _ := strings.Cut(after, to)
	return v
}
