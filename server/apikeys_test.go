package server_test

import (
	"bytes"
	"crypto/rand"
	"fmt"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/internal/logtest"
	"github.com/feedbackkit/feedbackkit/internal/redistest"
	"github.com/feedbackkit/feedbackkit/server"
)

// createKey creates an API key as m with body and returns the answer.
func (e *env) createKey(t *testing.T, m *member, body map[string]any) map[string]any {
	t.Helper()
	resp := e.do(request{method: "POST", path: "/api/api-keys", cookie: m.Cookie, body: body})
	e.expect(t, "create key", resp, 201, "")
	return resp.json
}

// withKey is r sent with the API key secret.
func withKey(r request, secret string) request {
	if r.header == nil {
		r.header = map[string]string{}
	}
	r.header["Authorization"] = "Bearer " + secret
	return r
}

func TestAPIKeys(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("keys")
		e.uncap(org)
		admin := e.addMember(org, "admin@keys.test", "admin")
		user := e.addMember(org, "user@keys.test", "user")
		_, other := e.newOrg("other")

		writeKey := e.createKey(t, owner, map[string]any{"name": "  CI  ", "scopes": []string{"write"}})
		secret := writeKey["key"].(string)
		if !strings.HasPrefix(secret, "fk_") || !strings.HasPrefix(secret, writeKey["prefix"].(string)) ||
			writeKey["name"] != "CI" || writeKey["createdBy"] != owner.User.ID ||
			writeKey["expiresAt"] != nil || writeKey["lastUsedAt"] != nil {
			t.Fatalf("created key: %v", writeKey)
		}
		readKey := e.createKey(t, admin, map[string]any{"name": "dashboard", "scopes": []string{"read"}})
		read := readKey["key"].(string)

		// The secret is stored hashed, and never listed.
		var stored int
		if err := e.db.NewSelect().Table("apikeys_keys").ColumnExpr("count(*)").
			Where("hash = ? OR prefix = ? OR name = ?", secret, secret, secret).Scan(t.Context(), &stored); err != nil || stored != 0 {
			t.Fatalf("a row holds the secret in the clear: %d, %v", stored, err)
		}
		resp := e.do(request{method: "GET", path: "/api/api-keys", cookie: admin.Cookie})
		e.expect(t, "list keys", resp, 200, "")
		if bytes.Contains(resp.raw, []byte(secret)) || bytes.Contains(resp.raw, []byte(`"key"`)) {
			t.Fatalf("the list shows a secret: %s", resp.raw)
		}
		if data := resp.json["data"].([]any); len(data) != 2 || data[0].(map[string]any)["_id"] != writeKey["_id"] {
			t.Fatalf("list: %s", resp.raw)
		}

		// The write key acts as the owner: a room it creates is the owner's.
		resp = e.do(withKey(request{method: "POST", path: "/api/events", body: map[string]any{"eventName": "By key"}}, secret))
		e.expect(t, "write key creates a room", resp, 201, "")
		if resp.json["creatorId"] != owner.User.ID {
			t.Errorf("the room's creator is %v, want the key's creator %s", resp.json["creatorId"], owner.User.ID)
		}
		form := e.createForm(owner, surveyBody("Course survey"))["_id"].(string)
		e.expect(t, "write key analyzes", e.do(withKey(request{method: "GET", path: "/api/forms/" + form + "/analyze"}, secret)), 200, "")

		// A read key reads, and is refused every write.
		e.expect(t, "read key lists rooms", e.do(withKey(request{method: "GET", path: "/api/events"}, read)), 200, "")
		e.expect(t, "read key reads a form", e.do(withKey(request{method: "GET", path: "/api/forms/" + form}, read)), 200, "")
		for _, r := range []request{
			{method: "POST", path: "/api/events", body: map[string]any{"eventName": "Refused"}},
			{method: "DELETE", path: "/api/events/By%20key"},
			{method: "PUT", path: "/api/organization/tags", body: map[string]any{"happy": []string{"a"}}},
			{method: "GET", path: "/api/forms/" + form + "/analyze"},
			{method: "GET", path: "/API/Forms/" + form + "/Analyze/"},
		} {
			e.expect(t, "read key: "+r.method+" "+r.path, e.do(withKey(r, read)), 403, "INSUFFICIENT_SCOPE")
		}
		if n := e.roomCount(); n != 1 {
			t.Errorf("%d rooms after the refused writes, want 1", n)
		}

		// Accounts, secrets and governance: no key, whatever its scope.
		for _, r := range []request{
			{method: "GET", path: "/api/users"},
			{method: "GET", path: "/API/USERS/"},
			{method: "GET", path: "/api/user"},
			{method: "GET", path: "/api/user/tags"},
			{method: "POST", path: "/api/auth/logout"},
			{method: "POST", path: "/api/auth/login", body: map[string]any{"email": owner.User.Email, "password": owner.Password}},
			{method: "GET", path: "/api/api-keys"},
			{method: "POST", path: "/api/api-keys", body: map[string]any{"name": "k", "scopes": []string{"read"}}},
			{method: "DELETE", path: "/api/api-keys/" + readKey["_id"].(string)},
			{method: "GET", path: "/api/subscriptions"},
			{method: "GET", path: "/api/integrations"},
			{method: "GET", path: "/api/webhooks"},
			{method: "GET", path: "/api/audit-log"},
			{method: "GET", path: "/api/organization/retention"},
			{method: "GET", path: "/api/organization/export"},
			{method: "DELETE", path: "/api/organization", body: map[string]any{"confirm": "keys"}},
			{method: "POST", path: "/api/organization/transfer-ownership", body: map[string]any{"userId": admin.User.ID}},
			{method: "GET", path: "/api/admin/organizations"},
		} {
			e.expect(t, "write key: "+r.method+" "+r.path, e.do(withKey(r, secret)), 403, "INSUFFICIENT_SCOPE")
		}

		// Unknown keys and other schemes: 401, the cookie ignored.
		for _, h := range []string{"Bearer fk_unknown", "Bearer " + secret + "x", "Bearer " + strings.TrimPrefix(secret, "fk_"), "Basic " + secret, "Bearer", secret} {
			resp := e.do(request{method: "GET", path: "/api/events", cookie: owner.Cookie, header: map[string]string{"Authorization": h}})
			e.expect(t, "Authorization "+h, resp, 401, "INVALID_TOKEN")
		}

		// The key's use is recorded.
		resp = e.do(request{method: "GET", path: "/api/api-keys", cookie: owner.Cookie})
		if used := resp.json["data"].([]any)[0].(map[string]any)["lastUsedAt"]; used == nil {
			t.Errorf("lastUsedAt after use: %s", resp.raw)
		}

		// Managing keys: admin only, own organization only.
		e.expect(t, "user creates", e.do(request{method: "POST", path: "/api/api-keys", cookie: user.Cookie,
			body: map[string]any{"name": "k", "scopes": []string{"read"}}}), 403, "INSUFFICIENT_ROLE")
		e.expect(t, "user lists", e.do(request{method: "GET", path: "/api/api-keys", cookie: user.Cookie}), 403, "INSUFFICIENT_ROLE")
		e.expect(t, "user revokes", e.do(request{method: "DELETE", path: "/api/api-keys/" + readKey["_id"].(string), cookie: user.Cookie}), 403, "INSUFFICIENT_ROLE")
		e.expect(t, "anonymous lists", e.do(request{method: "GET", path: "/api/api-keys"}), 401, "INVALID_TOKEN")
		e.expect(t, "another organization revokes", e.do(request{method: "DELETE", path: "/api/api-keys/" + writeKey["_id"].(string), cookie: other.Cookie}), 404, "NOT_FOUND")
		e.expect(t, "unknown id", e.do(request{method: "DELETE", path: "/api/api-keys/nope", cookie: owner.Cookie}), 404, "NOT_FOUND")
		resp = e.do(request{method: "GET", path: "/api/api-keys", cookie: other.Cookie})
		if e.expect(t, "other lists", resp, 200, ""); len(resp.json["data"].([]any)) != 0 {
			t.Errorf("another organization sees keys: %s", resp.raw)
		}
		e.expect(t, "still works", e.do(withKey(request{method: "GET", path: "/api/events"}, secret)), 200, "")

		// Revoked: 401 at once.
		e.expect(t, "revoke", e.do(request{method: "DELETE", path: "/api/api-keys/" + writeKey["_id"].(string), cookie: admin.Cookie}), 200, "")
		e.expect(t, "revoked key", e.do(withKey(request{method: "GET", path: "/api/events"}, secret)), 401, "INVALID_TOKEN")
		e.expect(t, "revoke again", e.do(request{method: "DELETE", path: "/api/api-keys/" + writeKey["_id"].(string), cookie: admin.Cookie}), 404, "NOT_FOUND")

		// The creator demoted: the key stops; promoted again, it works.
		role := func(role string) {
			t.Helper()
			e.expect(t, "role "+role, e.do(request{method: "PUT", path: "/api/users/" + admin.User.ID + "/role", cookie: owner.Cookie,
				body: map[string]any{"role": role}}), 200, "")
		}
		role("user")
		e.expect(t, "demoted creator's key", e.do(withKey(request{method: "GET", path: "/api/events"}, read)), 401, "INVALID_TOKEN")
		role("admin")
		e.expect(t, "promoted creator's key", e.do(withKey(request{method: "GET", path: "/api/events"}, read)), 200, "")
		// The creator removed: the key stops.
		e.expect(t, "remove creator", e.do(request{method: "DELETE", path: "/api/users/" + admin.User.ID + "/organization", cookie: owner.Cookie}), 200, "")
		e.expect(t, "removed creator's key", e.do(withKey(request{method: "GET", path: "/api/events"}, read)), 401, "INVALID_TOKEN")

		// Expired: 401.
		expiring := e.createKey(t, owner, map[string]any{"name": "short", "scopes": []string{"read"},
			"expiresAt": e.clock.Now().Add(time.Hour).UTC().Format(time.RFC3339)})
		e.expect(t, "before expiry", e.do(withKey(request{method: "GET", path: "/api/events"}, expiring["key"].(string))), 200, "")
		e.clock.Advance(time.Hour)
		e.expect(t, "expired key", e.do(withKey(request{method: "GET", path: "/api/events"}, expiring["key"].(string))), 401, "INVALID_TOKEN")
	})
}

func TestAPIKeyValidation(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("keys")
		past := e.clock.Now().Add(-time.Minute).UTC().Format(time.RFC3339)
		for name, body := range map[string]any{
			"no name":        map[string]any{"scopes": []string{"read"}},
			"empty name":     map[string]any{"name": " ", "scopes": []string{"read"}},
			"long name":      map[string]any{"name": strings.Repeat("n", 101), "scopes": []string{"read"}},
			"control char":   map[string]any{"name": "a\u0007b", "scopes": []string{"read"}},
			"no scopes":      map[string]any{"name": "k"},
			"empty scopes":   map[string]any{"name": "k", "scopes": []string{}},
			"unknown scope":  map[string]any{"name": "k", "scopes": []string{"admin"}},
			"scopes string":  map[string]any{"name": "k", "scopes": "read"},
			"past expiry":    map[string]any{"name": "k", "scopes": []string{"read"}, "expiresAt": past},
			"bad expiry":     map[string]any{"name": "k", "scopes": []string{"read"}, "expiresAt": "tomorrow"},
			"name is number": map[string]any{"name": 5, "scopes": []string{"read"}},
		} {
			e.expect(t, name, e.do(request{method: "POST", path: "/api/api-keys", cookie: owner.Cookie, body: body}), 400, "VALIDATION_FAILED")
		}
		e.expect(t, "malformed JSON", e.do(request{method: "POST", path: "/api/api-keys", cookie: owner.Cookie, rawBody: `{"name":`, contentType: "application/json"}), 400, "INVALID_JSON")
		e.expect(t, "oversized body", e.do(request{method: "POST", path: "/api/api-keys", cookie: owner.Cookie,
			rawBody: `{"name":"` + strings.Repeat("x", 2<<20) + `","scopes":["read"]}`, contentType: "application/json"}), 413, "PAYLOAD_TOO_LARGE")
		e.expect(t, "not JSON", e.do(request{method: "POST", path: "/api/api-keys", cookie: owner.Cookie, rawBody: "name=k", contentType: "text/plain"}), 415, "UNSUPPORTED_MEDIA_TYPE")
		if n := e.countRows("apikeys_keys"); n != 0 {
			t.Errorf("%d keys stored by refused requests", n)
		}
	})
}

func TestAPIKeyRateLimit(t *testing.T) {
	eachDialect(t, func(t *testing.T, d string) {
		e := newEnv(t, appDB(t, d), func(c *app.Config) {
			c.RateLimits.APIKey = server.RateLimit{Max: 3, Window: time.Minute}
		})
		_, owner := e.newOrg("keys")
		a := e.createKey(t, owner, map[string]any{"name": "a", "scopes": []string{"read"}})["key"].(string)
		b := e.createKey(t, owner, map[string]any{"name": "b", "scopes": []string{"read"}})["key"].(string)
		for range 3 {
			e.expect(t, "within the limit", e.do(withKey(request{method: "GET", path: "/api/events"}, a)), 200, "")
		}
		resp := e.do(withKey(request{method: "GET", path: "/api/events"}, a))
		e.expect(t, "above the limit", resp, 429, "RATE_LIMITED")
		if resp.header.Get("Retry-After") == "" {
			t.Error("no Retry-After")
		}
		e.expect(t, "another key", e.do(withKey(request{method: "GET", path: "/api/events"}, b)), 200, "")
		e.expect(t, "the cookie", e.do(request{method: "GET", path: "/api/events", cookie: owner.Cookie}), 200, "")
	})
}

// TestAPIKeyRateLimitOneTokenARequest edits the room named "order" with
// a key: PUT /api/events/order goes on to the edit route, and the request
// still costs the key one token, not one per route.
func TestAPIKeyRateLimitOneTokenARequest(t *testing.T) {
	eachDialect(t, func(t *testing.T, d string) {
		e := newEnv(t, appDB(t, d), func(c *app.Config) {
			c.RateLimits.APIKey = server.RateLimit{Max: 4, Window: time.Minute}
		})
		_, owner := e.newOrg("keys")
		e.createRoom(owner, "order", false)
		key := e.createKey(t, owner, map[string]any{"name": "w", "scopes": []string{"write"}})["key"].(string)
		edit := withKey(request{method: "PUT", path: "/api/events/order", body: map[string]any{"requireChallenge": true}}, key)
		for range 4 {
			e.expect(t, "within the limit", e.do(edit), 200, "")
		}
		e.expect(t, "above the limit", e.do(edit), 429, "RATE_LIMITED")
	})
}

// TestAPIKeyInstances revokes a key on one instance while another, on the
// same database, serves it: the other refuses it at once.
func TestAPIKeyInstances(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		_, owner := e.newOrg("keys")
		second := newEnv(t, e.db)
		key := e.createKey(t, owner, map[string]any{"name": "k", "scopes": []string{"read"}})
		secret := key["key"].(string)
		e.expect(t, "second instance", second.do(withKey(request{method: "GET", path: "/api/events"}, secret)), 200, "")
		e.expect(t, "revoke", e.do(request{method: "DELETE", path: "/api/api-keys/" + key["_id"].(string), cookie: owner.Cookie}), 200, "")
		e.expect(t, "second instance after revocation", second.do(withKey(request{method: "GET", path: "/api/events"}, secret)), 401, "INVALID_TOKEN")
	})
}

// TestAPIKeysNotLogged checks that no log line carries a key, used or
// refused, and that the access log names the key's id.
func TestAPIKeysNotLogged(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		logs := &logtest.Buffer{}
		logged := newEnv(t, e.db, func(c *app.Config) {
			c.Logger = slog.New(slog.NewJSONHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
		})
		_, owner := logged.newOrg("keys")
		key := logged.createKey(t, owner, map[string]any{"name": "k", "scopes": []string{"read"}})
		secret := key["key"].(string)
		logged.expect(t, "use", logged.do(withKey(request{method: "GET", path: "/api/events"}, secret)), 200, "")
		logged.expect(t, "write", logged.do(withKey(request{method: "POST", path: "/api/events", body: map[string]any{"eventName": "x"}}, secret)), 403, "INSUFFICIENT_SCOPE")
		logged.expect(t, "wrong", logged.do(withKey(request{method: "GET", path: "/api/events"}, secret+"x")), 401, "INVALID_TOKEN")
		logged.expect(t, "revoke", logged.do(request{method: "DELETE", path: "/api/api-keys/" + key["_id"].(string), cookie: owner.Cookie}), 200, "")
		logged.expect(t, "revoked", logged.do(withKey(request{method: "GET", path: "/api/events"}, secret)), 401, "INVALID_TOKEN")
		out := logs.String()
		if strings.Contains(out, strings.TrimPrefix(secret, "fk_")[6:]) {
			t.Fatalf("a key is logged:\n%s", out)
		}
		found := false
		for _, line := range logs.Records(t) {
			if line["msg"] == "request" && line["api_key_id"] == key["_id"] && line["user_id"] == owner.User.ID {
				found = true
			}
		}
		if !found {
			t.Errorf("no access log line names the key %v:\n%s", key["_id"], out)
		}
	})
}

func TestAPIKeysOff(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		off := newEnv(t, e.db, func(c *app.Config) { c.NoAPIKeys = true })
		_, owner := off.newOrg("keys")
		off.expect(t, "create", off.do(request{method: "POST", path: "/api/api-keys", cookie: owner.Cookie,
			body: map[string]any{"name": "k", "scopes": []string{"read"}}}), 404, "NOT_FOUND")
		off.expect(t, "list", off.do(request{method: "GET", path: "/api/api-keys", cookie: owner.Cookie}), 404, "NOT_FOUND")
		// A key made while keys were on does not work here.
		_, other := e.newOrg("other")
		secret := e.createKey(t, other, map[string]any{"name": "k", "scopes": []string{"read"}})["key"].(string)
		resp := off.do(withKey(request{method: "GET", path: "/api/events"}, secret))
		if resp.status != 401 {
			t.Errorf("a key where keys are off: %d %s", resp.status, resp.raw)
		}
		resp = off.do(request{method: "GET", path: "/api/openapi.json"})
		paths, _ := resp.json["paths"].(map[string]any)
		schemes, _ := resp.json["components"].(map[string]any)["securitySchemes"].(map[string]any)
		if paths["/api/api-keys"] != nil || paths["/api/events"] == nil || schemes["bearerAuth"] != nil || schemes["cookieAuth"] == nil {
			t.Error("the served document describes API keys while they are off")
		}
	})
}

// keyFailureLimits is the option of newEnv for the tests of failed keys:
// at most 3 failed keys per client IP in 15 minutes, counted in storage
// (nil: the server's memory), the client IP taken from X-Forwarded-For.
func keyFailureLimits(storage fiber.Storage) envOption {
	return func(c *app.Config) {
		c.RateLimits.APIKeyFailures = server.RateLimit{Max: 3, Window: 15 * time.Minute}
		c.RateLimitStorage = storage
		c.TrustedProxies = []string{"0.0.0.0/32"} // the test transport's peer
	}
}

// checkKeyFailures sends keys to a and b, servers of one database that
// count limits together (one server, or two sharing Redis), from client
// IPs of its own: keys that work never count, three failed keys use up the
// client's limit on both, after which every key from it is refused, the
// one that works too, before it is looked up, while another client and a
// session are served. It returns the client refused.
func checkKeyFailures(t *testing.T, a, b *env) (refused string) {
	_, owner := a.newOrg("keys")
	good := a.createKey(t, owner, map[string]any{"name": "k", "scopes": []string{"read"}})["key"].(string)
	wrong := "fk_" + rand.Text()
	buf := make([]byte, 3)
	rand.Read(buf)
	client, other := fmt.Sprintf("10.%d.%d.%d", buf[0], buf[1], buf[2]), fmt.Sprintf("10.%d.%d.%d", buf[1], buf[2], buf[0])
	get := func(inst *env, ip, secret string) response {
		return inst.do(withKey(request{method: "GET", path: "/api/events", header: map[string]string{"X-Forwarded-For": ip}}, secret))
	}
	instances := []*env{a, b}
	for i := range 5 {
		a.expect(t, fmt.Sprintf("working key %d", i+1), get(instances[i%2], client, good), 200, "")
	}
	for i := range 3 {
		a.expect(t, fmt.Sprintf("failed key %d", i+1), get(instances[i%2], client, wrong), 401, "INVALID_TOKEN")
	}
	for i, inst := range instances {
		resp := get(inst, client, wrong)
		a.expectRateLimited(t, fmt.Sprintf("fourth failed key, instance %d", i+1), resp, 15*time.Minute)
		if msg, _ := resp.json["message"].(string); !strings.Contains(msg, "too many failed API keys") {
			t.Errorf("the answer's message: %q", msg)
		}
		a.expectRateLimited(t, fmt.Sprintf("the working key after them, instance %d", i+1), get(inst, client, good), 15*time.Minute)
	}
	a.expect(t, "another client's working key", get(b, other, good), 200, "")
	a.expect(t, "another client's failed key", get(a, other, wrong), 401, "INVALID_TOKEN")
	a.expect(t, "a session from the client", a.do(request{method: "GET", path: "/api/events", cookie: owner.Cookie,
		header: map[string]string{"X-Forwarded-For": client}}), 200, "")
	return client
}

// TestAPIKeyFailuresAreThrottled: failed keys are limited per client IP
// (checkKeyFailures), until the window ends.
func TestAPIKeyFailuresAreThrottled(t *testing.T) {
	eachDialect(t, func(t *testing.T, d string) {
		e := newEnv(t, appDB(t, d), keyFailureLimits(nil))
		client := checkKeyFailures(t, e, e)
		e.clock.Advance(15 * time.Minute)
		e.expect(t, "a failed key once the window ended", e.do(withKey(request{method: "GET", path: "/api/events",
			header: map[string]string{"X-Forwarded-For": client}}, "fk_"+rand.Text())), 401, "INVALID_TOKEN")
	})
}

// TestAPIKeyFailuresAreThrottledRedis runs checkKeyFailures on two
// servers that share Redis: the failed keys sent to both count together.
func TestAPIKeyFailuresAreThrottledRedis(t *testing.T) {
	storage, err := server.NewRedisStorage(t.Context(), "redis://127.0.0.1:6379/0")
	if err != nil {
		redistest.Missing(t, "no Redis answers at 127.0.0.1:6379: %v", err)
	}
	t.Cleanup(func() { storage.Close() })
	eachDialect(t, func(t *testing.T, d string) {
		db := appDB(t, d)
		checkKeyFailures(t, newEnv(t, db, keyFailureLimits(storage)), newEnv(t, db, keyFailureLimits(storage)))
	})
}
