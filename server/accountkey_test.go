package server_test

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/feedbackkit/feedbackkit/internal/redistest"
	"github.com/feedbackkit/feedbackkit/server"
)

// TestAccountLimitsKeepNoEmail refuses a Server that shares Redis without
// an AccountLimitKey, logs in to two Servers that share Redis and an
// AccountLimitKey, and asks both for password resets: the per-account
// limit counts the attempts on both together, a Server with another key
// counts apart, and no key in Redis holds the email (its domain, of the run's own),
// only the HMAC of the address under the key, in 32 hex digits.
func TestAccountLimitsKeepNoEmail(t *testing.T) {
	storage, err := server.NewRedisStorage(t.Context(), "redis://127.0.0.1:6379/0")
	if err != nil {
		redistest.Missing(t, "no Redis answers at 127.0.0.1:6379: %v", err)
	}
	t.Cleanup(func() { storage.Close() })
	raw := redis.NewClient(&redis.Options{Addr: "127.0.0.1:6379"})
	t.Cleanup(func() { raw.Close() })
	forEachDialect(t, func(t *testing.T, e *env) {
		// A subdomain, key and addresses of this run's own, so that
		// counters of earlier runs and of the other dialect do not interfere.
		buf := make([]byte, 3)
		rand.Read(buf)
		sub := fmt.Sprintf("limits%x", buf)
		_, owner := e.newOrg(sub)
		key := make([]byte, 32)
		rand.Read(key)
		newServer := func(key []byte) (*server.Server, error) {
			return server.New(server.Config{
				BaseURL: baseURL, Now: e.clock.Now, TrustedProxies: []string{"0.0.0.0/32"},
				RateLimitStorage: storage, AccountLimitKey: key,
				RateLimits: server.RateLimits{LoginAccount: server.RateLimit{Max: 3, Window: 15 * time.Minute}},
			}, server.Deps{DB: e.db, Identity: e.identity, Orgs: e.orgs, Uploads: e.bucket,
				Rooms: e.rooms, Feedback: e.feedback, Forms: e.forms, Subscriptions: e.kit.Subscriptions})
		}
		// Without a shared key, each instance would count an account apart.
		if _, err := newServer(nil); err == nil || !strings.Contains(err.Error(), "RateLimitStorage needs AccountLimitKey") {
			t.Errorf("New with RateLimitStorage and no AccountLimitKey: %v, want it refused", err)
		}
		instance := func(key []byte) *env {
			s, err := newServer(key)
			if err != nil {
				t.Fatal(err)
			}
			c := *e
			c.server = s
			return &c
		}
		a, b := instance(key), instance(key)
		login := func(inst *env, n int) response {
			return inst.do(request{method: "POST", path: "/api/auth/login",
				header: map[string]string{"X-Forwarded-For": fmt.Sprintf("10.%d.%d.%d", buf[0], buf[1], n)},
				body:   map[string]string{"email": strings.ToUpper(owner.User.Email), "password": "wrong-password"}})
		}
		for n, inst := range []*env{a, b, a} {
			e.expect(t, fmt.Sprintf("guess %d", n+1), login(inst, n+1), 401, "INVALID_CREDENTIALS")
		}
		e.expectRateLimited(t, "fourth guess, on the other instance", login(b, 4), 15*time.Minute)
		e.expect(t, "a Server with another key", login(instance(append([]byte("other"), key...)), 5), 401, "INVALID_CREDENTIALS")
		for _, inst := range []*env{a, b} {
			e.expect(t, "forgot password", inst.do(request{method: "POST", path: "/api/auth/forgot-password",
				header: map[string]string{"X-Forwarded-For": fmt.Sprintf("10.%d.%d.9", buf[0], buf[1])},
				body:   map[string]string{"email": owner.User.Email}}), 200, "")
		}

		ctx := context.Background()
		// The keys of this account: login-account and reset-emails of the
		// shared key, login-account of the other key's.
		hashOf := func(key []byte) string {
			m := hmac.New(sha256.New, key)
			m.Write([]byte(strings.ToLower(owner.User.Email)))
			return hex.EncodeToString(m.Sum(nil)[:16])
		}
		for _, k := range []string{"login-account:" + hashOf(key), "reset-emails:" + hashOf(key),
			"login-account:" + hashOf(append([]byte("other"), key...))} {
			if n, err := raw.Exists(ctx, server.RedisKeyPrefix+"ratelimit:"+k).Result(); err != nil || n != 1 {
				t.Errorf("%s in Redis: %d, %v; want it there", k, n, err)
			}
		}
		var keys []string
		iter := raw.Scan(ctx, 0, server.RedisKeyPrefix+"ratelimit:*", 1000).Iterator()
		for iter.Next(ctx) {
			keys = append(keys, iter.Val())
		}
		if err := iter.Err(); err != nil {
			t.Fatal(err)
		}
		for _, k := range keys {
			if strings.Contains(strings.ToLower(k), sub) { // the address's domain, of this run's own
				t.Errorf("a key in Redis holds the email: %q", k)
			}
		}
	})
}
