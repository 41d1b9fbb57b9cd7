package server_test

import (
	"context"
	"testing"

	"github.com/feedbackkit/feedbackkit/notify"
)

// kelvin is an address that Unicode case folding would take for
// kate@acme.test: its first letter is the Kelvin sign (U+212A), which
// strings.ToLower maps to "k".
const kelvin = "\u212Aate@acme.test"

func TestKelvinSignNamesNoPasswordAccount(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		acme, _ := e.newOrg("acme")
		kate := e.addMember(acme, "kate@acme.test", "user")
		_, betaOwner := e.newOrg("beta")

		// Kate's password with the look-alike address is not Kate's login;
		// her address in other ASCII cases is.
		e.expect(t, "login with the Kelvin sign", e.do(request{method: "POST", path: "/api/auth/login",
			body: map[string]string{"email": kelvin, "password": kate.Password}}), 401, "INVALID_CREDENTIALS")
		ok := e.do(request{method: "POST", path: "/api/auth/login",
			body: map[string]string{"email": "KATE@Acme.Test", "password": kate.Password}})
		e.expect(t, "login in upper case", ok, 200, "")
		if user, _ := ok.json["user"].(map[string]any); user["_id"] != kate.User.ID {
			t.Errorf("logged in as %v, want Kate", user)
		}

		// An invitation of the look-alike address is its own, not Kate's:
		// it is mailed to it, and Kate's address gets nothing.
		e.expect(t, "invite the Kelvin sign", e.invite(betaOwner.Cookie, kelvin, "user"), 201, "")
		if got := e.pendingEmails(t, betaOwner.Cookie); len(got) != 1 || got[0] != kelvin {
			t.Errorf("pending invitations %q, want the look-alike address as given", got)
		}
		for _, to := range []string{kelvin, "kate@acme.test"} {
			mails, err := e.notify.Outbox(context.Background(), notify.OutboxFilter{To: to})
			if err != nil {
				t.Fatal(err)
			}
			if want := map[string]int{kelvin: 1, "kate@acme.test": 0}[to]; len(mails) != want {
				t.Errorf("%d emails to %q, want %d", len(mails), to, want)
			}
		}
	})
}

func TestKelvinSignNamesNoProviderAccount(t *testing.T) {
	forEachDialectWithIDP(t, func(t *testing.T, e *env, idp *fakeIDP) {
		acme, _ := e.newOrg("acme")
		e.addMember(acme, "kate@acme.test", "user")
		accounts := e.countRows("identity_users")

		// The provider vouches for the look-alike address: it logs into
		// nobody's account, and makes none.
		resp := e.idpLoginAs(t, idp, idpPerson{Sub: "g-kelvin", Email: kelvin, Verified: true})
		e.expect(t, "provider login with the Kelvin sign", resp, 403, "FORBIDDEN")
		if setsCookie(resp, "auth_token") {
			t.Error("a session cookie was set")
		}
		if n := e.countRows("identity_users"); n != accounts {
			t.Errorf("%d accounts, want %d", n, accounts)
		}
	})
}
