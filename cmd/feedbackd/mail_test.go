package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/notify/smtptest"
)

// requestReset creates the organization of boss@acme.test, starts
// feedbackd on cfg and asks it for a password reset of boss@acme.test.
func requestReset(t *testing.T, cfg Config) {
	t.Helper()
	if out, err := cli(t, cfg, "org", "create", "--name", "Acme", "--subdomain", "acme",
		"--owner-email", "boss@acme.test", "--owner-password", "long enough secret"); err != nil {
		t.Fatalf("org create: %s %v", out, err)
	}
	m, _ := startMain(t, cfg)
	resp, err := http.Post("http://"+m.Addr()+"/api/auth/forgot-password", "application/json",
		strings.NewReader(`{"email":"boss@acme.test"}`))
	checkStatus(t, resp, err, 200)
}

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
	cfg := existingConfig(t, "sqlite")
	cfg.SMTPURL = "smtp://" + down
	requestReset(t, cfg)

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

// TestMailListShowsRefusedEmails checks that an email the mail server
// refuses for good (550) is listed as failed after one attempt, with the
// server's reply.
func TestMailListShowsRefusedEmails(t *testing.T) {
	srv := smtptest.NewServer(t)
	srv.FailNextCode(1, 550)
	cfg := existingConfig(t, "sqlite")
	cfg.SMTPURL = srv.URL()
	requestReset(t, cfg)

	deadline := time.Now().Add(20 * time.Second)
	for {
		out, err := cli(t, cfg, "mail", "list", "--status", "failed", "--json")
		var emails []struct {
			To        string
			Attempts  int
			LastError string
		}
		if err != nil || json.Unmarshal([]byte(out), &emails) != nil || len(emails) > 1 {
			t.Fatalf("mail list --status failed: %s %v", out, err)
		}
		if len(emails) == 1 {
			if e := emails[0]; e.To != "boss@acme.test" || e.Attempts != 1 || !strings.Contains(e.LastError, "550") {
				t.Errorf("the refused email: %+v, want one attempt and the server's 550 reply", e)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the refused email is not listed as failed")
		}
		time.Sleep(100 * time.Millisecond)
	}
	if n := srv.Rejected(); n != 1 {
		t.Errorf("the server was asked %d times, want once", n)
	}
}

// TestJobWorkers checks FEEDBACKD_JOB_WORKERS: queue=N pairs, and a start
// refused for a malformed value or an unknown queue.
func TestJobWorkers(t *testing.T) {
	got, err := parseJobWorkers(" webhooks=10, emails=2 ")
	if err != nil || len(got) != 2 || got["webhooks"] != 10 || got["emails"] != 2 {
		t.Errorf("parseJobWorkers: %v, %v", got, err)
	}
	for _, bad := range []string{"webhooks", "webhooks=0", "webhooks=-1", "webhooks=many"} {
		if _, err := parseJobWorkers(bad); err == nil || !strings.Contains(err.Error(), "FEEDBACKD_JOB_WORKERS") {
			t.Errorf("parseJobWorkers(%q): %v, want an error", bad, err)
		}
	}
	cfg := testConfig(t, "sqlite")
	cfg.JobWorkers = "mail=3"
	if err := NewMain(cfg, &bytes.Buffer{}).Run(context.Background()); err == nil || !strings.Contains(err.Error(), `"mail"`) {
		t.Errorf("a start with workers for the queue \"mail\": %v, want it refused", err)
	}
}
