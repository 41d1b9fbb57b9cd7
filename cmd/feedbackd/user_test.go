package main

import (
	"strings"
	"testing"

	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

func TestUserSystemAdminCommand(t *testing.T) {
	for _, d := range dbtest.Dialects {
		t.Run(d, func(t *testing.T) {
			t.Parallel()
			cfg := existingConfig(t, d)
			if _, err := cli(t, cfg, "org", "create", "--name", "Acme", "--subdomain", "acme",
				"--owner-email", "boss@acme.test", "--owner-password", "boss-password"); err != nil {
				t.Fatal(err)
			}
			out, err := cli(t, cfg, "user", "system-admin", "--email", "Boss@Acme.test", "--grant")
			if err != nil || !strings.Contains(out, `"systemAdmin": true`) || !strings.Contains(out, `"email": "boss@acme.test"`) {
				t.Errorf("grant: %s %v", out, err)
			}
			out, err = cli(t, cfg, "user", "system-admin", "--email", "boss@acme.test", "--revoke")
			if err != nil || !strings.Contains(out, `"systemAdmin": false`) {
				t.Errorf("revoke: %s %v", out, err)
			}
			for _, args := range [][]string{
				{"user", "system-admin", "--email", "boss@acme.test"},
				{"user", "system-admin", "--email", "boss@acme.test", "--grant", "--revoke"},
				{"user", "system-admin", "--email", "nobody@acme.test", "--grant"},
				{"user", "promote", "--email", "boss@acme.test"},
			} {
				if _, err := cli(t, cfg, args...); err == nil {
					t.Errorf("feedbackd %s succeeded", strings.Join(args, " "))
				}
			}
		})
	}
}
