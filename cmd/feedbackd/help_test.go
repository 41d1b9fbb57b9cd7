package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func TestHelp(t *testing.T) {
	cfg := testConfig(t, "sqlite")
	all, err := cli(t, cfg, "-h")
	if err != nil {
		t.Fatal(err)
	}
	// One line per command, and no flag.
	for _, c := range commands {
		if want := "\n  feedbackd " + strings.Join(c, " ") + " "; !strings.Contains(all, want) {
			t.Errorf("feedbackd -h lacks the line of %q:\n%s", c, all)
		}
	}
	if strings.Contains(all, "Usage of") || strings.Contains(all, "  -") || strings.Count(all, "\n") > 30 {
		t.Errorf("feedbackd -h shows flags:\n%s", all)
	}
	if help, err := cli(t, cfg, "help"); err != nil || help != all {
		t.Errorf("feedbackd help differs from feedbackd -h (%v)", err)
	}
	if _, err := cli(t, cfg, "frobnicate"); err == nil {
		t.Error("an unknown command succeeded")
	}

	// A command's -h shows its flags and those it uses only.
	for _, tc := range []struct {
		args           []string
		want, unwanted []string
	}{
		{[]string{"serve", "-h"}, []string{"-addr", "-database-url", "-secret", "-openai-breaker", "-digest-schedule", "-session-ttl", "-oidc-client-id"}, nil},
		{[]string{"org", "create", "-h"},
			[]string{"-database-url", "-secret", "-secret-file", "-blob-url", "-owner-email", "-owner-password", "-plan"},
			[]string{"-addr", "-openai-breaker", "-digest-schedule", "-session-ttl", "-smtp-url", "-ai", "-oidc-client-id"}},
		{[]string{"mail", "list", "-h"}, []string{"-database-url", "-to", "-status"}, []string{"-addr", "-openai-model", "-digest-schedule"}},
		{[]string{"digests", "run", "-h"}, []string{"-database-url", "-at", "-digest-schedule"}, []string{"-addr", "-openai-model"}},
		{[]string{"bench", "-h"}, []string{"-database-url", "-ai", "-openai-model", "-connections"}, []string{"-addr", "-digest-schedule"}},
	} {
		var out bytes.Buffer
		err := run(context.Background(), tc.args, func(string) string { return "" }, strings.NewReader(""), &out, &out)
		if !errors.Is(err, flag.ErrHelp) {
			t.Errorf("feedbackd %s: %v, want flag.ErrHelp", strings.Join(tc.args, " "), err)
		}
		for _, f := range tc.want {
			if !hasFlag(out.String(), f) {
				t.Errorf("feedbackd %s lacks the flag %s:\n%s", strings.Join(tc.args, " "), f, out.String())
			}
		}
		for _, f := range tc.unwanted {
			if hasFlag(out.String(), f) {
				t.Errorf("feedbackd %s shows the flag %s, which it does not use", strings.Join(tc.args, " "), f)
			}
		}
		if strings.Contains(out.String(), "feedbackd analyze sentiment") {
			t.Errorf("feedbackd %s shows the usage of every command", strings.Join(tc.args, " "))
		}
	}

	org, err := cli(t, cfg, "org", "-h")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"feedbackd org create:", "feedbackd org set-plan:", "feedbackd org set-limits:", "-owner-password", "-integrations"} {
		if !strings.Contains(org, want) {
			t.Errorf("feedbackd org -h lacks %q:\n%s", want, org)
		}
	}
	if strings.Contains(org, "feedbackd serve:") {
		t.Error("feedbackd org -h shows other commands")
	}
	if bare, err := cli(t, cfg, "org"); err != nil || bare != org {
		t.Errorf("feedbackd org differs from feedbackd org -h (%v)", err)
	}
	if _, err := cli(t, cfg, "help", "frobnicate"); err == nil {
		t.Error("help for an unknown command succeeded")
	}
}

// hasFlag reports whether the flags printed by -h in help include flag.
func hasFlag(help, flag string) bool {
	return strings.Contains(help, "  "+flag+" ") || strings.Contains(help, "  "+flag+"\n")
}

// TestHelpHidesSecrets checks that -h, which prints each flag's default
// taken from the environment, shows no secret and no password.
func TestHelpHidesSecrets(t *testing.T) {
	env := map[string]string{
		"FEEDBACKD_DATABASE_URL":       "postgres://feedbackd:pw-db@db.example.com/feedbackd",
		"FEEDBACKD_SECRET":             "s3cret-signing-key",
		"FEEDBACKD_PREVIOUS_SECRET":    "former-s3cret-key",
		"FEEDBACKD_OPENAI_API_KEY":     "sk-hunter2",
		"FEEDBACKD_METRICS_TOKEN":      "metrics-t0ken",
		"FEEDBACKD_SMTP_URL":           "smtp://mailer:pw-smtp@mail.example.com:587",
		"FEEDBACKD_REDIS_URL":          "redis://:pw-redis@127.0.0.1:6379/0",
		"FEEDBACKD_OIDC_CLIENT_SECRET": "oidc-client-s3cret",
	}
	var out bytes.Buffer
	if err := run(context.Background(), []string{"help", "serve"}, func(k string) string { return env[k] }, strings.NewReader(""), &out, &out); err != nil {
		t.Fatal(err)
	}
	help := out.String()
	for _, secret := range []string{"pw-db", "s3cret-signing-key", "former-s3cret-key", "hunter2", "metrics-t0ken", "pw-smtp", "pw-redis", "oidc-client-s3cret"} {
		if strings.Contains(help, secret) {
			t.Errorf("feedbackd help serve shows %q:\n%s", secret, help)
		}
	}
	for _, want := range []string{"(default [redacted])", "mail.example.com:587", "db.example.com"} {
		if !strings.Contains(help, want) {
			t.Errorf("feedbackd help serve lacks %q:\n%s", want, help)
		}
	}
}

// TestEveryVariableHasItsFlag checks the promise of docs/configuration.md:
// each FEEDBACKD_ variable of its table has a flag of `feedbackd serve`
// that names it.
func TestEveryVariableHasItsFlag(t *testing.T) {
	table, err := os.ReadFile(filepath.Join(sourceDir, "..", "..", "docs", "configuration.md"))
	if err != nil {
		t.Fatal(err)
	}
	vars := regexp.MustCompile("(?m)^\\| `(FEEDBACKD_[A-Z_]+)`").FindAllStringSubmatch(string(table), -1)
	if len(vars) < 10 {
		t.Fatalf("found %d variables in the table of docs/configuration.md", len(vars))
	}
	serve, err := cli(t, testConfig(t, "sqlite"), "help", "serve")
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range vars {
		flag := "-" + strings.ReplaceAll(strings.ToLower(strings.TrimPrefix(v[1], "FEEDBACKD_")), "_", "-")
		if !strings.Contains(serve, "("+v[1]+")") || !strings.Contains(serve, "  "+flag) {
			t.Errorf("feedbackd serve has no flag %s naming %s", flag, v[1])
		}
	}
}
