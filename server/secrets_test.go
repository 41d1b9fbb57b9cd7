package server_test

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/hkdf"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/integrations/trackertest"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/seal"
	"github.com/feedbackkit/feedbackkit/internal/token"
)

// unsealToken opens a token the integrations package sealed under secret
// (AES-256-GCM under a key derived by HKDF-SHA256, the nonce in front), as
// someone holding secret would, and returns its access token.
func unsealToken(t *testing.T, secret, sealed string) (string, bool) {
	t.Helper()
	key, err := hkdf.Key(sha256.New, []byte(secret), nil, "feedbackkit integrations v1", 32)
	if err != nil {
		t.Fatal(err)
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		t.Fatal(err)
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := base64.RawURLEncoding.DecodeString(sealed)
	if err != nil || len(raw) < aead.NonceSize() {
		t.Fatalf("sealed token %q", sealed)
	}
	plain, err := aead.Open(nil, raw[:aead.NonceSize()], raw[aead.NonceSize():], []byte("integrations.token"))
	if err != nil {
		return "", false
	}
	var tok struct {
		AccessToken string `json:"access_token"`
	}
	if err := json.Unmarshal(plain, &tok); err != nil {
		t.Fatal(err)
	}
	return tok.AccessToken, true
}

// databaseCopy is what a read-only copy of the database gives away.
type databaseCopy struct {
	secret   string   // the generated secret
	sessions []string // the stored ids of the sessions
	sealed   string   // the tracker's sealed token
}

func (e *env) copyDatabase(t *testing.T) databaseCopy {
	t.Helper()
	ctx := context.Background()
	var c databaseCopy
	var err error
	if c.secret, err = database.StoredSecret(ctx, e.db); err != nil || c.secret == "" {
		t.Fatalf("the generated secret: %q %v", c.secret, err)
	}
	if err := e.db.NewRaw("SELECT id FROM identity_sessions").Scan(ctx, &c.sessions); err != nil || len(c.sessions) == 0 {
		t.Fatalf("sessions: %v %v", c.sessions, err)
	}
	if err := e.db.NewRaw("SELECT sealed_token FROM integrations_integrations WHERE sealed_token <> ''").Scan(ctx, &c.sealed); err != nil {
		t.Fatal(err)
	}
	return c
}

// expectNoForgery checks that the tokens one signs with the copy's secret,
// naming its sessions or new ones, open no session.
func (e *env) expectNoForgery(t *testing.T, c databaseCopy, userID string) {
	t.Helper()
	now := e.clock.Now()
	for _, id := range append(slices.Clone(c.sessions), token.New()) {
		forged, err := jwt.NewWithClaims(jwt.SigningMethodHS256, jwt.RegisteredClaims{
			Issuer: "feedbackkit", Subject: userID, ID: id,
			IssuedAt: jwt.NewNumericDate(now), ExpiresAt: jwt.NewNumericDate(now.Add(time.Hour)),
		}).SignedString([]byte(c.secret))
		if err != nil {
			t.Fatal(err)
		}
		e.expect(t, "a token forged from the database", e.do(request{method: "GET", path: "/api/user", cookie: forged}), 401, "INVALID_TOKEN")
	}
}

// keyFileOption runs a stack without FEEDBACKD_SECRET: on SQLite its key
// file is the default one, next to the database file; on PostgreSQL it is
// in a directory of the test's.
func keyFileOption(t *testing.T, path *string) envOption {
	return func(c *app.Config) {
		c.Secret = ""
		if database.IsPostgres(c.DB) {
			c.SecretFile = filepath.Join(t.TempDir(), "feedbackd.key")
			*path = c.SecretFile
			return
		}
		file, err := database.SQLiteFile(context.Background(), c.DB)
		if err != nil {
			t.Fatal(err)
		}
		*path = file + ".key"
	}
}

func TestDatabaseCopyForgesNoSessionAndOpensNoToken(t *testing.T) {
	eachDialect(t, func(t *testing.T, d string) {
		tracker := trackertest.NewServer(t)
		var keyFile string
		e := newEnv(t, appDB(t, d), keyFileOption(t, &keyFile), func(c *app.Config) { c.Tracker = trackerConfig(tracker) })
		te := &trackerEnv{env: e, tracker: tracker}
		org, owner := e.newOrg("acme")
		e.uncap(org)
		e.expect(t, "create", e.do(request{method: "POST", path: "/api/integrations", cookie: owner.Cookie,
			body: map[string]any{"type": "tracker", "name": "Jira"}}), 201, "")
		te.connect(t, owner)

		info, err := os.Stat(keyFile)
		if err != nil || info.Mode().Perm() != 0o600 {
			t.Fatalf("key file %s: %v %v, want mode 0600", keyFile, info, err)
		}
		key, err := os.ReadFile(keyFile)
		if err != nil {
			t.Fatal(err)
		}
		c := e.copyDatabase(t)
		e.expectNoForgery(t, c, owner.User.ID)
		e.expect(t, "the real session", e.do(request{method: "GET", path: "/api/user", cookie: owner.Cookie}), 200, "")
		if _, ok := unsealToken(t, c.secret, c.sealed); ok {
			t.Error("the database's own secret opens the tracker's token")
		}
		if access, ok := unsealToken(t, string(key[:len(key)-1]), c.sealed); !ok || !slices.Contains(tracker.Tokens(), access) {
			t.Errorf("the key file does not open the tracker's token (%v, %q)", ok, access)
		}
	})
}

// TestUpgradeSealsTrackerTokensAgain upgrades a stack that sealed the
// tracker's token under the secret kept in its database, as feedbackkit did
// before: on start, the token is sealed again under the key file, and the
// integration keeps working.
func TestUpgradeSealsTrackerTokensAgain(t *testing.T) {
	eachDialect(t, func(t *testing.T, d string) {
		ctx := context.Background()
		db := appDB(t, d)
		if err := app.Migrate(ctx, db); err != nil {
			t.Fatal(err)
		}
		old, err := database.Secret(ctx, db)
		if err != nil {
			t.Fatal(err)
		}
		tracker := trackertest.NewServer(t)
		withTracker := func(c *app.Config) { c.Tracker = trackerConfig(tracker) }
		before := &trackerEnv{env: newEnv(t, db, withTracker, func(c *app.Config) { c.Secret = old }), tracker: tracker}
		org, owner := before.newOrg("acme")
		before.uncap(org)
		before.expect(t, "create", before.do(request{method: "POST", path: "/api/integrations", cookie: owner.Cookie,
			body: map[string]any{"type": "tracker", "name": "Jira"}}), 201, "")
		before.connect(t, owner)
		if _, ok := unsealToken(t, old, before.copyDatabase(t).sealed); !ok {
			t.Fatal("the former stack did not seal under the database's secret")
		}

		var keyFile string
		after := newEnv(t, db, withTracker, keyFileOption(t, &keyFile))
		key, err := os.ReadFile(keyFile)
		if err != nil {
			t.Fatal(err)
		}
		c := after.copyDatabase(t)
		if _, ok := unsealToken(t, old, c.sealed); ok {
			t.Error("after the upgrade, the database's own secret still opens the tracker's token")
		}
		if _, ok := unsealToken(t, string(key[:len(key)-1]), c.sealed); !ok {
			t.Error("after the upgrade, the key file does not open the tracker's token")
		}
		cookie := after.login(owner.User.Email, owner.Password)
		after.expect(t, "projects after the upgrade", after.do(request{method: "GET", path: "/api/integrations/tracker/projects", cookie: cookie}), 200, "")
		after.expectNoForgery(t, c, owner.User.ID)
	})
}

// TestChangedSecretSealsStoredSecretsAgain changes FEEDBACKD_SECRET,
// giving the former one as FEEDBACKD_PREVIOUS_SECRET: the start seals the
// tracker's token and the webhooks' signing secrets (the current one and
// the one a rotation replaced) again under the new secret. Both keep
// working, and the former secret opens none of them.
func TestChangedSecretSealsStoredSecretsAgain(t *testing.T) {
	const former, current = "the-former-secret-0123456789", "the-current-secret-0123456789"
	eachDialect(t, func(t *testing.T, d string) {
		db := appDB(t, d)
		tracker := trackertest.NewServer(t)
		withTracker := func(c *app.Config) { c.Tracker = trackerConfig(tracker) }
		before := &trackerEnv{env: newEnv(t, db, withTracker, withWebhooks, func(c *app.Config) { c.Secret = former }), tracker: tracker}
		org, owner := before.newOrg("acme")
		before.uncap(org)
		before.expect(t, "create", before.do(request{method: "POST", path: "/api/integrations", cookie: owner.Cookie,
			body: map[string]any{"type": "tracker", "name": "Jira"}}), 201, "")
		before.connect(t, owner)
		rcv := newWebhookReceiver(t)
		hook := before.createWebhook(t, owner, map[string]any{"url": rcv.url("/signed"), "events": []string{"feedback.created"}})
		id := hook["_id"].(string)
		resp := before.do(request{method: "POST", path: "/api/webhooks/" + id + "/rotate-secret", cookie: owner.Cookie})
		before.expect(t, "rotate", resp, 200, "")
		// Each request must carry a valid signature by each secret.
		rcv.setSecrets("/signed", hook["secret"].(string), resp.json["secret"].(string))

		after := newEnv(t, db, withTracker, withWebhooks, func(c *app.Config) { c.Secret, c.PreviousSecret = current, former })
		ctx := context.Background()
		var token string
		if err := db.NewRaw("SELECT sealed_token FROM integrations_integrations WHERE sealed_token <> ''").Scan(ctx, &token); err != nil {
			t.Fatal(err)
		}
		if _, ok := unsealToken(t, former, token); ok {
			t.Error("the former secret still opens the tracker's token")
		}
		if _, ok := unsealToken(t, current, token); !ok {
			t.Error("the new secret does not open the tracker's token")
		}
		var sealed []string
		if err := db.NewRaw("SELECT sealed_secret FROM webhooks_webhooks UNION ALL SELECT sealed_previous FROM webhooks_webhooks").Scan(ctx, &sealed); err != nil || len(sealed) != 2 {
			t.Fatalf("sealed secrets %v: %v", sealed, err)
		}
		for _, s := range sealed {
			if _, err := seal.New([]byte(former), "feedbackkit webhooks v1").Open("webhook secret", s); err == nil {
				t.Error("the former secret still opens a webhook's secret")
			}
		}

		cookie := after.login(owner.User.Email, owner.Password)
		after.expect(t, "projects after the change", after.do(request{method: "GET", path: "/api/integrations/tracker/projects", cookie: cookie}), 200, "")
		resp = after.do(request{method: "POST", path: "/api/webhooks/" + id + "/test", cookie: cookie})
		after.expect(t, "test send after the change", resp, 200, "")
		if resp.json["delivered"] != true || len(rcv.badSigs) != 0 {
			t.Errorf("test send %v; signatures the receiver refused: %v", resp.json, rcv.badSigs)
		}
	})
}
