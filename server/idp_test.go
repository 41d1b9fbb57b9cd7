package server_test

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/logtest"
)

// forEachDialectWithIDP runs fn on SQLite and PostgreSQL with a stack whose
// identity-provider login uses a fake provider of its own, as eachDialect
// does (t becomes parallel).
func forEachDialectWithIDP(t *testing.T, fn func(t *testing.T, e *env, idp *fakeIDP), opts ...envOption) {
	t.Helper()
	eachDialect(t, func(t *testing.T, d string) {
		idp := newFakeIDP(t)
		logs := &logtest.Buffer{}
		e := newEnv(t, appDB(t, d), func(c *app.Config) {
			c.OIDC = identity.OIDCConfig{Issuer: idp.issuer(), ClientID: idpClientID, ClientSecret: idpClientSecret}
			c.Logger = slog.New(slog.NewJSONHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
			for _, o := range opts {
				o(c)
			}
		})
		idp.now = e.clock.Now // ID tokens are issued at the stack's time
		fn(t, e, idp)
		// Neither the client secret nor any token (ID token, flow,
		// session: JWTs start with "eyJ") reaches the logs.
		out, err := json.Marshal(logs.Records(t))
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(out), idpClientSecret) || strings.Contains(string(out), wrongClientSecret) || strings.Contains(string(out), "eyJ") {
			t.Errorf("the logs hold a secret:\n%s", out)
		}
	})
}

// wrongClientSecret is a client secret the fake provider refuses.
const wrongClientSecret = "not-the-client-secret"

// idpLogin is a login started by a browser: its flow cookie and the
// provider URL it was sent to.
type idpLogin struct {
	flow      string
	authorize *url.URL
}

// idpStart starts a login with GET /api/auth/idp, which must redirect to
// the provider and set the flow cookie.
func (e *env) idpStart(t *testing.T) idpLogin {
	t.Helper()
	return e.idpStartFor(t, "")
}

// idpStartFor starts a login that accepts the invitation of the link with
// token invitation ("" for none).
func (e *env) idpStartFor(t *testing.T, invitation string) idpLogin {
	t.Helper()
	path := "/api/auth/idp"
	if invitation != "" {
		path += "?invitation=" + url.QueryEscape(invitation)
	}
	resp := e.do(request{method: "GET", path: path})
	if resp.status != http.StatusFound {
		t.Fatalf("GET /api/auth/idp: %d %s", resp.status, resp.raw)
	}
	loc, err := url.Parse(resp.header.Get("Location"))
	if err != nil {
		t.Fatal(err)
	}
	c := findCookie(t, resp, "idp_flow")
	if c.Value == "" || !c.HttpOnly || c.SameSite != http.SameSiteLaxMode || c.Path != "/api/auth/idp" {
		t.Errorf("flow cookie %+v: want a value, HttpOnly, SameSite=Lax, Path=/api/auth/idp", c)
	}
	return idpLogin{flow: c.Value, authorize: loc}
}

// approve has the provider approve the login, as its consent screen does,
// and returns the path and query of the callback it redirects to.
func (f *fakeIDP) approve(t *testing.T, l idpLogin) string {
	t.Helper()
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := client.Get(l.authorize.String())
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusFound {
		t.Fatalf("the provider refused the authorization request %s: %d", l.authorize, resp.StatusCode)
	}
	back := resp.Header.Get("Location")
	path, ok := strings.CutPrefix(back, baseURL)
	if !ok {
		t.Fatalf("the provider redirected to %s, not to the server", back)
	}
	return path
}

// idpCallback sends the browser back to the callback with a flow cookie.
func (e *env) idpCallback(flow, path string) response {
	e.t.Helper()
	r := request{method: "GET", path: path}
	if flow != "" {
		r.header = map[string]string{"Cookie": "idp_flow=" + flow}
	}
	return e.do(r)
}

// idpLoginAs logs in through the provider as p, from start to callback,
// and returns the callback's answer.
func (e *env) idpLoginAs(t *testing.T, idp *fakeIDP, p idpPerson) response {
	t.Helper()
	return e.idpLoginFor(t, idp, p, "")
}

// idpLoginFor is idpLoginAs from the invitation link with token
// invitation.
func (e *env) idpLoginFor(t *testing.T, idp *fakeIDP, p idpPerson, invitation string) response {
	t.Helper()
	idp.setPerson(p)
	l := e.idpStartFor(t, invitation)
	return e.idpCallback(l.flow, idp.approve(t, l))
}

// expectLoggedIn checks that a callback answer logged the browser in, and
// returns the session cookie after checking it with GET
// /api/auth/idp/success, whose user it returns.
func (e *env) expectLoggedIn(t *testing.T, resp response) (cookie string, user map[string]any) {
	t.Helper()
	if resp.status != http.StatusFound || resp.header.Get("Location") != baseURL+"/" {
		t.Fatalf("callback: %d to %q, want 302 to the app; body %s", resp.status, resp.header.Get("Location"), resp.raw)
	}
	if c := findCookie(t, resp, "idp_flow"); c.Value != "" || c.MaxAge >= 0 && c.Expires.After(time.Now()) {
		t.Errorf("the flow cookie is not cleared: %+v", c)
	}
	auth := findCookie(t, resp, "auth_token")
	if auth.Value == "" || !auth.HttpOnly || auth.SameSite != http.SameSiteLaxMode || auth.Path != "/" {
		t.Errorf("session cookie %+v: want the attributes of a password login", auth)
	}
	ok := e.do(request{method: "GET", path: "/api/auth/idp/success", cookie: auth.Value})
	e.expect(t, "success", ok, 200, "")
	user, _ = ok.json["user"].(map[string]any)
	return auth.Value, user
}

func TestIdentityProviderLogsMembersIn(t *testing.T) {
	forEachDialectWithIDP(t, func(t *testing.T, e *env, idp *fakeIDP) {
		org, owner := e.newOrg("acme")

		// The provider is asked for a code with PKCE, a state and a nonce,
		// to come back to the server's callback.
		l := e.idpStart(t)
		q := l.authorize.Query()
		if !strings.HasPrefix(l.authorize.String(), idp.issuer()+"/authorize?") ||
			q.Get("client_id") != idpClientID || q.Get("response_type") != "code" ||
			q.Get("redirect_uri") != baseURL+"/api/auth/idp/callback" ||
			q.Get("code_challenge_method") != "S256" || q.Get("code_challenge") == "" ||
			q.Get("state") == "" || q.Get("nonce") == "" || q.Get("scope") != "openid email profile" {
			t.Errorf("authorization URL %s", l.authorize)
		}
		if strings.Contains(l.authorize.String(), idpClientSecret) || strings.Contains(l.flow, idpClientSecret) {
			t.Error("the client secret reaches the browser")
		}

		// A verified email of a member logs into the member's account,
		// whatever its case.
		resp := e.idpLoginAs(t, idp, idpPerson{Sub: "g-1", Email: "Owner@Acme.TEST", Verified: true, GivenName: "Other"})
		cookie, user := e.expectLoggedIn(t, resp)
		if user["_id"] != owner.User.ID || user["organization"] != org.ID || user["role"] != "owner" || user["name"] != "Olive" {
			t.Errorf("logged in as %v, want the owner unchanged", user)
		}
		me := e.do(request{method: "GET", path: "/api/user", cookie: cookie})
		e.expect(t, "the session works", me, 200, "")

		// Providers that send email_verified as a string are understood.
		resp = e.idpLoginAs(t, idp, idpPerson{Sub: "g-1", Email: "owner@acme.test", Verified: "true"})
		e.expectLoggedIn(t, resp)

		// The session is an ordinary one: logging out ends it.
		e.expect(t, "logout", e.do(request{method: "POST", path: "/api/auth/logout", cookie: cookie}), 200, "")
		e.expect(t, "after logout", e.do(request{method: "GET", path: "/api/auth/idp/success", cookie: cookie}), 401, "INVALID_TOKEN")
		e.expect(t, "success without a session", e.do(request{method: "GET", path: "/api/auth/idp/success"}), 401, "INVALID_TOKEN")
	})
}

func TestIdentityProviderRefusesUnverifiedLogins(t *testing.T) {
	forEachDialectWithIDP(t, func(t *testing.T, e *env, idp *fakeIDP) {
		_, owner := e.newOrg("acme")
		member := idpPerson{Sub: "g-1", Email: owner.User.Email, Verified: true}
		idp.setPerson(member)

		// A state other than the one of this browser's login: the code is
		// not even exchanged.
		l := e.idpStart(t)
		callback := idp.approve(t, l)
		forged := strings.Replace(callback, "state="+l.authorize.Query().Get("state"), "state=forged", 1)
		before := idp.tokenRequests()
		e.expect(t, "another state", e.idpCallback(l.flow, forged), 401, "INVALID_CREDENTIALS")
		e.expect(t, "no flow cookie", e.idpCallback("", callback), 401, "INVALID_CREDENTIALS")
		e.expect(t, "a tampered flow cookie", e.idpCallback(l.flow+"x", callback), 401, "INVALID_CREDENTIALS")
		if n := idp.tokenRequests(); n != before {
			t.Errorf("%d token requests for callbacks that do not match their login", n-before)
		}
		// The code was not spent: the genuine callback logs in, once.
		e.expectLoggedIn(t, e.idpCallback(l.flow, callback))
		e.expect(t, "the same code again", e.idpCallback(l.flow, callback), 401, "INVALID_CREDENTIALS")

		// PKCE: a code obtained for one login, brought back with the state
		// and cookie of another (code injection), is refused by the
		// provider, which checks the verifier against the challenge.
		a, b := e.idpStart(t), e.idpStart(t)
		codeA := idp.approve(t, a)
		stateA, stateB := a.authorize.Query().Get("state"), b.authorize.Query().Get("state")
		injected := strings.Replace(codeA, "state="+stateA, "state="+stateB, 1)
		before = idp.tokenRequests()
		e.expect(t, "a code of another login", e.idpCallback(b.flow, injected), 401, "INVALID_CREDENTIALS")
		if idp.tokenRequests() == before {
			t.Error("the code was not exchanged: the provider did not check the verifier")
		}
		e.expectLoggedIn(t, e.idpCallback(a.flow, codeA))

		// A login that took longer than 10 minutes.
		l = e.idpStart(t)
		callback = idp.approve(t, l)
		e.clock.Advance(11 * time.Minute)
		e.expect(t, "an expired login", e.idpCallback(l.flow, callback), 401, "INVALID_CREDENTIALS")

		// An ID token whose nonce is not the login's.
		idp.forceNonce("replayed-nonce")
		e.expect(t, "another nonce", e.idpLoginAs(t, idp, member), 401, "INVALID_CREDENTIALS")
	})
}

func TestIdentityProviderRefusesStrangers(t *testing.T) {
	forEachDialectWithIDP(t, func(t *testing.T, e *env, idp *fakeIDP) {
		org, owner := e.newOrg("acme")
		gone := e.addMember(org, "gone@acme.test", "user")
		e.expect(t, "remove", e.do(request{method: "DELETE", path: "/api/users/" + gone.User.ID + "/organization", cookie: owner.Cookie}), 200, "")
		accounts := e.countRows("identity_users")

		for _, c := range []struct {
			name   string
			person idpPerson
		}{
			{"unverified email of a member", idpPerson{Sub: "g-1", Email: owner.User.Email, Verified: false}},
			{"unverified email, as a string", idpPerson{Sub: "g-1", Email: owner.User.Email, Verified: "false"}},
			{"no email_verified claim", idpPerson{Sub: "g-1", Email: owner.User.Email}},
			{"no email", idpPerson{Sub: "g-2", Verified: true}},
			{"unknown email", idpPerson{Sub: "g-3", Email: "stranger@else.test", Verified: true, GivenName: "Stan"}},
			{"account removed from its organization", idpPerson{Sub: "g-4", Email: "gone@acme.test", Verified: true}},
		} {
			resp := e.idpLoginAs(t, idp, c.person)
			e.expect(t, c.name, resp, 403, "FORBIDDEN")
			if setsCookie(resp, "auth_token") {
				t.Errorf("%s: a session cookie was set", c.name)
			}
		}
		if n := e.countRows("identity_users"); n != accounts {
			t.Errorf("%d accounts after refused logins, want %d", n, accounts)
		}
		resp := e.idpLoginAs(t, idp, idpPerson{Sub: "g-3", Email: "stranger@else.test", Verified: true})
		if msg, _ := resp.json["message"].(string); !strings.Contains(msg, "invite") {
			t.Errorf("the refusal of an unknown email does not say what to do: %q", msg)
		}

		// The provider refused the login (the person declined consent).
		l := e.idpStart(t)
		state := l.authorize.Query().Get("state")
		resp = e.idpCallback(l.flow, "/api/auth/idp/callback?error=access_denied&state="+state)
		e.expect(t, "consent declined", resp, 401, "INVALID_CREDENTIALS")
		if msg, _ := resp.json["message"].(string); !strings.Contains(msg, "access_denied") {
			t.Errorf("the refusal does not name the provider's error: %q", msg)
		}
		resp = e.idpCallback(l.flow, "/api/auth/idp/callback?error=%3Cscript%3E&state="+state)
		e.expect(t, "odd provider error", resp, 401, "INVALID_CREDENTIALS")
		if strings.Contains(string(resp.raw), "script") {
			t.Errorf("an odd error parameter is repeated: %s", resp.raw)
		}
	})
}

func TestIdentityProviderAcceptsInvitations(t *testing.T) {
	forEachDialectWithIDP(t, func(t *testing.T, e *env, idp *fakeIDP) {
		acme, acmeOwner := e.newOrg("acme")
		_, betaOwner := e.newOrg("beta")
		_, acmeToken := e.newInvitation(t, acmeOwner.Cookie, "nina@new.test")
		e.clock.Advance(time.Second)
		e.expect(t, "invite to beta", e.invite(betaOwner.Cookie, "nina@new.test", "admin"), 201, "")
		nina := idpPerson{Sub: "g-9", Email: "Nina@New.test", Verified: true, GivenName: "Nina", FamilyName: "New"}

		// Invited by two organizations, Nina must choose: the newest
		// invitation does not take her over.
		resp := e.idpLoginAs(t, idp, nina)
		e.expect(t, "two invitations, none chosen", resp, 409, "INVITATION_PENDING")
		if setsCookie(resp, "auth_token") || e.countRows("identity_users") != 2 {
			t.Error("a refused login made an account or a session")
		}
		e.expect(t, "a malformed invitation", e.do(request{method: "GET", path: "/api/auth/idp?invitation=nope"}), 400, "VALIDATION_FAILED")

		// From acme's link, she joins acme, as a user, named by the
		// provider; beta's invitation stays pending.
		cookie, user := e.expectLoggedIn(t, e.idpLoginFor(t, idp, nina, acmeToken))
		if user["organization"] != acme.ID || user["role"] != "user" || user["name"] != "Nina" || user["lastName"] != "New" {
			t.Errorf("joined as %v, want a user of acme named Nina New", user)
		}
		if got := e.pendingEmails(t, acmeOwner.Cookie); len(got) != 0 {
			t.Errorf("acme's invitation is still pending: %v", got)
		}
		if got := e.pendingEmails(t, betaOwner.Cookie); len(got) != 1 {
			t.Errorf("beta's invitation: pending %v, want it untouched", got)
		}
		if roles := e.roster(t, acmeOwner.Cookie); roles[user["_id"].(string)] != "user" {
			t.Errorf("acme's roster %v lacks Nina", roles)
		}

		// The account has no password: a password login fails the same
		// way as a wrong password, and the next provider login logs in.
		e.expect(t, "password login", e.do(request{method: "POST", path: "/api/auth/login",
			body: map[string]string{"email": "nina@new.test", "password": "any-password-1"}}), 401, "INVALID_CREDENTIALS")
		_, again := e.expectLoggedIn(t, e.idpLoginAs(t, idp, idpPerson{Sub: "g-9", Email: "nina@new.test", Verified: true}))
		if again["_id"] != user["_id"] {
			t.Errorf("the second login is %v, want the same account", again)
		}
		e.expect(t, "the session works", e.do(request{method: "GET", path: "/api/user", cookie: cookie}), 200, "")

		// A link is accepted by its own email only, and once.
		_, otherToken := e.newInvitation(t, betaOwner.Cookie, "olga@new.test")
		resp = e.idpLoginFor(t, idp, idpPerson{Sub: "g-10", Email: "oscar@new.test", Verified: true}, otherToken)
		e.expect(t, "another email's invitation", resp, 403, "FORBIDDEN")
		resp = e.idpLoginFor(t, idp, idpPerson{Sub: "g-11", Email: "nina@new.test", Verified: true}, acmeToken)
		e.expect(t, "an accepted invitation, by another subject", resp, 403, "FORBIDDEN")

		// One invitation needs no choosing.
		_, olga := e.expectLoggedIn(t, e.idpLoginAs(t, idp, idpPerson{Sub: "g-12", Email: "olga@new.test", Verified: true}))
		if olga["name"] != "olga" || olga["role"] != "user" {
			t.Errorf("olga joined as %v", olga)
		}
		if n := e.countRows("identity_users"); n != 4 {
			t.Errorf("%d accounts, want the 2 owners, Nina and Olga", n)
		}
	})
}

func TestIdentityProviderLinksBySubject(t *testing.T) {
	forEachDialectWithIDP(t, func(t *testing.T, e *env, idp *fakeIDP) {
		_, owner := e.newOrg("acme")
		_, user := e.expectLoggedIn(t, e.idpLoginAs(t, idp, idpPerson{Sub: "g-1", Email: owner.User.Email, Verified: true}))
		if user["_id"] != owner.User.ID {
			t.Fatalf("logged in as %v, want the owner", user)
		}

		// Once linked, the account is the subject's: another subject that
		// the provider gives the same email (a recycled address, a second
		// identity) does not log into it.
		resp := e.idpLoginAs(t, idp, idpPerson{Sub: "g-2", Email: owner.User.Email, Verified: true})
		e.expect(t, "another subject with the email", resp, 403, "FORBIDDEN")
		if setsCookie(resp, "auth_token") {
			t.Error("a session cookie was set")
		}

		// The subject logs in even after its email changed at the provider.
		_, user = e.expectLoggedIn(t, e.idpLoginAs(t, idp, idpPerson{Sub: "g-1", Email: "olive@elsewhere.test", Verified: true}))
		if user["_id"] != owner.User.ID {
			t.Errorf("logged in as %v, want the owner", user)
		}
	})
}

func TestIdentityProviderDownAtCallback(t *testing.T) {
	forEachDialectWithIDP(t, func(t *testing.T, e *env, idp *fakeIDP) {
		_, owner := e.newOrg("acme")
		idp.setPerson(idpPerson{Sub: "g-1", Email: owner.User.Email, Verified: true})

		// Down after a login started: the code cannot be exchanged.
		l := e.idpStart(t)
		callback := idp.approve(t, l)
		idp.srv.Close()
		resp := e.idpCallback(l.flow, callback)
		e.expect(t, "exchange with the provider down", resp, 503, "UNAVAILABLE")
		if resp.header.Get("Retry-After") == "" {
			t.Error("503 without Retry-After")
		}
	})
}

// TestIdentityProviderDownAtStart: the provider's discovery document
// cannot be read.
func TestIdentityProviderDownAtStart(t *testing.T) {
	forEachDialectWithIDP(t, func(t *testing.T, e *env, idp *fakeIDP) {
		idp.srv.Close()
		resp := e.do(request{method: "GET", path: "/api/auth/idp"})
		e.expect(t, "start with the provider down", resp, 503, "UNAVAILABLE")
		if setsCookie(resp, "idp_flow") {
			t.Error("a flow cookie was set for a login that did not start")
		}
	})
}

// setsCookie reports whether resp sets the cookie name to a value (a
// cleared cookie does not count).
func setsCookie(resp response, name string) bool {
	for _, c := range resp.cookies {
		if c.Name == name && c.Value != "" {
			return true
		}
	}
	return false
}

// TestIdentityProviderRefusesTheClient: a client secret the provider
// refuses is the operator's mistake, answered 500 and logged (without the
// secret), not blamed on the person logging in.
func TestIdentityProviderRefusesTheClient(t *testing.T) {
	forEachDialectWithIDP(t, func(t *testing.T, e *env, idp *fakeIDP) {
		_, owner := e.newOrg("acme")
		resp := e.idpLoginAs(t, idp, idpPerson{Sub: "g-1", Email: owner.User.Email, Verified: true})
		e.expect(t, "refused client", resp, 500, "INTERNAL")
		if setsCookie(resp, "auth_token") {
			t.Error("a session cookie was set")
		}
	}, func(c *app.Config) { c.OIDC.ClientSecret = wrongClientSecret })
}
