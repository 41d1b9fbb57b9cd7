package server_test

import (
	"context"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/notify"
)

// sentCopy waits until the outbox marks the only email to to sent, and
// returns the copy it keeps.
func (e *env) sentCopy(t *testing.T, to string) *notify.Email {
	t.Helper()
	var email *notify.Email
	waitFor(t, "the email to "+to+" to be marked sent", func() bool {
		emails, err := e.notify.Outbox(context.Background(), notify.OutboxFilter{To: to})
		if err != nil || len(emails) != 1 {
			t.Fatalf("outbox to %s: %v %v", to, emails, err)
		}
		email = emails[0]
		return email.Status == notify.StatusSent
	})
	return email
}

// expectNoSecret checks that the outbox's copy of a delivered email holds
// neither the token of its link nor any link.
func expectNoSecret(t *testing.T, email *notify.Email, token string) {
	t.Helper()
	for part, body := range map[string]string{"text": email.Text, "HTML": email.HTML} {
		if strings.Contains(body, token) || strings.Contains(body, "://") {
			t.Errorf("the %s body kept after delivery holds a link: %s", part, body)
		}
		if !strings.Contains(body, notify.RemovedLink) {
			t.Errorf("the %s body kept after delivery does not say its link was removed: %s", part, body)
		}
	}
}

func TestOutboxForgetsDeliveredLinks(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("acme")

		// An invitation: the recipient's link works, the outbox's copy has
		// none.
		e.expect(t, "invite", e.invite(owner.Cookie, "ivy@new.test", "user"), 201, "")
		token := e.invitationToken(t, "ivy@new.test")
		expectNoSecret(t, e.sentCopy(t, "ivy@new.test"), token)
		e.expect(t, "accept the delivered invitation", e.do(request{method: "POST", path: "/api/public/accept-invitation",
			body: map[string]string{"token": token, "name": "Ivy", "password": "ivy-password-1"}}), 201, "")

		// A password reset, likewise.
		e.expect(t, "forgot-password", e.do(request{method: "POST", path: "/api/auth/forgot-password",
			body: map[string]string{"email": owner.User.Email}}), 200, "")
		link := e.smtp.WaitFor(t, owner.User.Email, 20*time.Second).FindLink(baseURL + "/reset-password?token=")
		u, err := url.Parse(link)
		if err != nil || u.Query().Get("token") == "" {
			t.Fatalf("reset link %q", link)
		}
		expectNoSecret(t, e.sentCopy(t, owner.User.Email), u.Query().Get("token"))
		e.expect(t, "reset with the delivered link", e.do(request{method: "POST", path: "/api/auth/reset-password",
			body: map[string]string{"token": u.Query().Get("token"), "password": "a-brand-new-password"}}), 200, "")

	})
}

func TestOutboxKeepsLinksWithoutSMTP(t *testing.T) {
	eachDialect(t, func(t *testing.T, d string) {
		e := newEnv(t, appDB(t, d), func(c *app.Config) { c.Mailer = nil })
		_, owner := e.newOrg("acme")
		e.expect(t, "invite", e.invite(owner.Cookie, "ivy@new.test", "user"), 201, "")

		// Not delivered: the operator hands the link over from the
		// outbox (feedbackd mail list), and it works.
		emails, err := e.notify.Outbox(context.Background(), notify.OutboxFilter{To: "ivy@new.test"})
		if err != nil || len(emails) != 1 || emails[0].Status != notify.StatusOutbox {
			t.Fatalf("outbox: %v %v", emails, err)
		}
		_, token, ok := strings.Cut(emails[0].Text, baseURL+"/invite?token=")
		if token = strings.Fields(token + " ")[0]; !ok || token == "" {
			t.Fatalf("the outbox's invitation has no link: %s", emails[0].Text)
		}
		e.expect(t, "accept the link from the outbox", e.do(request{method: "POST", path: "/api/public/accept-invitation",
			body: map[string]string{"token": token, "name": "Ivy", "password": "ivy-password-1"}}), 201, "")
	})
}
