package server_test

import (
	"context"
	"crypto/rand"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/feedbackkit/feedbackkit/internal/redistest"
	"github.com/feedbackkit/feedbackkit/server"
)

// TestAccountLimitsKeepNoEmail logs in to two Servers that share Redis and
// an AccountLimitKey, and asks both for password resets: the per-account
// limit counts the attempts on both together, a Server with another key
// counts apart, and no key in Redis holds the email or its local part,
// only a hash of 32 hex digits.
func TestAccountLimitsKeepNoEmail(t *testing.T) {
	storage, err := server.NewRedisStorage("redis://127.0.0.1:6379/0")
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
		instance := func(key []byte) *env {
			s, err := server.New(server.Config{
				BaseURL: baseURL, Now: e.clock.Now, TrustedProxies: []string{"0.0.0.0/32"},
				RateLimitStorage: storage, AccountLimitKey: key,
				RateLimits: server.RateLimits{LoginAccount: server.RateLimit{Max: 3, Window: 15 * time.Minute}},
			}, server.Deps{DB: e.db, Identity: e.identity, Orgs: e.orgs, Uploads: e.bucket,
				Rooms: e.rooms, Feedback: e.feedback, Forms: e.forms, Subscriptions: e.kit.Subscriptions})
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
		var keys []string
		iter := raw.Scan(ctx, 0, server.RedisKeyPrefix+"ratelimit:*", 1000).Iterator()
		for iter.Next(ctx) {
			keys = append(keys, iter.Val())
		}
		if err := iter.Err(); err != nil {
			t.Fatal(err)
		}
		hashed := regexp.MustCompile(`^feedbackd:ratelimit:(login-account|reset-emails):[0-9a-f]{32}$`)
		perAccount := 0
		for _, k := range keys {
			if strings.Contains(strings.ToLower(k), sub) {
				t.Errorf("a key in Redis holds the email: %q", k)
			}
			if hashed.MatchString(k) {
				perAccount++
			}
		}
		// login-account and reset-emails of this account, login-account of
		// the other key's.
		if perAccount < 3 {
			t.Errorf("%d hashed per-account keys in Redis, want 3 at least: %q", perAccount, keys)
		}
	})
}
