package main

import (
	"encoding/json"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

// TestMailListShowsPendingDeliveries checks that `mail list` shows an
// email whose delivery fails as pending, with its attempts and last error,
// while the SMTP server is unreachable.
func TestMailListShowsPendingDeliveries(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	down := ln.Addr().String()
	ln.Close()
	cfg := testConfig(t, "sqlite")
	cfg.SMTPURL = "smtp://" + down
	if out, err := cli(t, cfg, "org", "create", "--name", "Acme", "--subdomain", "acme",
		"--owner-email", "boss@acme.test", "--owner-password", "long enough secret"); err != nil {
		t.Fatalf("org create: %s %v", out, err)
	}
	m, _ := startMain(t, cfg)
	resp, err := http.Post("http://"+m.Addr()+"/api/auth/forgot-password", "application/json",
		strings.NewReader(`{"email":"boss@acme.test"}`))
	checkStatus(t, resp, err, 200)

	deadline := time.Now().Add(20 * time.Second)
	for {
		out, err := cli(t, cfg, "mail", "list", "--status", "pending", "--json")
		var emails []struct {
			Attempts  int
			LastError string
		}
		// The reset email is written by a job: none until it has run.
		if err != nil || json.Unmarshal([]byte(out), &emails) != nil || len(emails) > 1 {
			t.Fatalf("mail list --status pending: %s %v", out, err)
		}
		if len(emails) == 1 && emails[0].Attempts > 0 && emails[0].LastError != "" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no pending email with a failed attempt: %s", out)
		}
		time.Sleep(100 * time.Millisecond)
	}
	out, err := cli(t, cfg, "mail", "list")
	if err != nil || !strings.Contains(out, "LAST ERROR") || !strings.Contains(out, "pending") || !strings.Contains(out, down) {
		t.Errorf("mail list does not show the pending email with its error: %s %v", out, err)
	}
}
