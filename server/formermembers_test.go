package server_test

import (
	"context"
	"net/url"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/notify"
)

// TestRemovedMembersAccounts: a member removed from the organization can
// no longer reset their password (a link sent before the removal fails,
// forgot-password sends nothing), and the organization's deletion deletes
// their account with its members', and the emails they received (a
// digest with the organization's feedback, their password reset).
func TestRemovedMembersAccounts(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		gone := e.addMember(org, "gone@acme.test", "user")
		forgot := request{method: "POST", path: "/api/auth/forgot-password", body: map[string]string{"email": gone.User.Email}}
		e.expect(t, "forgot-password", e.do(forgot), 200, "")
		link, err := url.Parse(e.smtp.WaitFor(t, gone.User.Email, 10*time.Second).FindLink(baseURL + "/reset-password?token="))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := e.notify.Send(context.Background(), gone.User.Email, notify.TemplateDigest, notify.Digest{TargetName: "Lobby",
			Period: "daily digest", Newest: []notify.DigestItem{{Text: "the removed member read this", ItemID: "i1"}}}); err != nil {
			t.Fatal(err)
		}
		e.expect(t, "remove", e.do(request{method: "DELETE", path: "/api/users/" + gone.User.ID + "/organization", cookie: owner.Cookie}), 200, "")
		e.expect(t, "reset with the link sent before", e.do(request{method: "POST", path: "/api/auth/reset-password",
			body: map[string]string{"token": link.Query().Get("token"), "password": "a new password"}}), 400, "INVALID_RESET_TOKEN")
		e.expect(t, "forgot-password once removed", e.do(forgot), 200, "")
		e.waitJobs(t, "identity.password_reset", 2)
		if emails, err := e.notify.Outbox(context.Background(), notify.OutboxFilter{To: gone.User.Email}); err != nil || len(emails) != 2 {
			t.Errorf("emails to the removed member: %d %v, want the two sent before the removal", len(emails), err)
		}
		e.expect(t, "delete the organization", e.do(request{method: "DELETE", path: "/api/organization", cookie: owner.Cookie,
			body: map[string]any{"confirm": "acme"}}), 200, "")
		if n, err := e.db.NewSelect().Table("identity_users").Where("id = ?", gone.User.ID).Count(context.Background()); err != nil || n != 0 {
			t.Errorf("the removed member's account after the deletion: %d rows, %v", n, err)
		}
		if emails, err := e.notify.Outbox(context.Background(), notify.OutboxFilter{To: gone.User.Email}); err != nil || len(emails) != 0 {
			t.Errorf("emails to the removed member after the deletion: %d %v, want none", len(emails), err)
		}
	})
}
