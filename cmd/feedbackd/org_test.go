package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// TestOrgCreatePasswordFromStdin checks --owner-password -: the password
// is the first line of standard input, and never a literal "-".
func TestOrgCreatePasswordFromStdin(t *testing.T) {
	for _, d := range dbtest.Dialects {
		t.Run(d, func(t *testing.T) {
			t.Parallel()
			cfg := existingConfig(t, d)
			env := map[string]string{"FEEDBACKD_DATABASE_URL": cfg.DatabaseURL, "FEEDBACKD_BLOB_URL": cfg.BlobURL, "FEEDBACKD_SECRET_FILE": cfg.SecretFile}
			create := func(sub, stdin string) error {
				var out bytes.Buffer
				return run(context.Background(), []string{"org", "create", "--name", sub, "--subdomain", sub,
					"--owner-email", "boss@" + sub + ".test", "--owner-password", "-"},
					func(k string) string { return env[k] }, strings.NewReader(stdin), &out, &out)
			}
			if err := create("acme", "from stdin 123\r\nsecond line\n"); err != nil {
				t.Fatal(err)
			}
			if err := create("empty", ""); err == nil || !strings.Contains(err.Error(), "standard input") {
				t.Errorf("an empty standard input: %v, want an error naming it", err)
			}
			err := withApp(context.Background(), cfg, &bytes.Buffer{}, true, func(a *app.App) error {
				if _, err := a.Identity.Login(context.Background(), "boss@acme.test", "from stdin 123"); err != nil {
					t.Errorf("login with the password read from stdin: %v", err)
				}
				if _, err := a.Orgs.FindOrganizationBySubdomain(context.Background(), "empty"); err == nil {
					t.Error("an organization was created without a password")
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
		})
	}
}
