package main

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/cookiejar"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/internal/redistest"
	"github.com/feedbackkit/feedbackkit/notify/smtptest"
)

// TestTwoInstances runs two feedbackd processes on one PostgreSQL database
// and one Redis, as a deployment behind a load balancer does: a session of
// one is valid on the other, rate limits count requests to both, every email
// is sent once whichever process runs its job, and a kill -9 of one process
// under load loses no acknowledged submission while the other goes on.
func TestTwoInstances(t *testing.T) {
	cfg := testConfig(t, "postgres")
	redisPort := redistest.FreePort(t)
	redistest.Start(t, redisPort)
	mail := smtptest.NewServer(t)
	if out, err := cli(t, cfg, "org", "create", "--name", "Acme", "--subdomain", "acme",
		"--owner-email", "boss@acme.test", "--owner-password", "long enough secret", "--plan", "business"); err != nil {
		t.Fatalf("org create: %s %v", out, err)
	}
	env := []string{
		"FEEDBACKD_DATABASE_URL=" + cfg.DatabaseURL, "FEEDBACKD_BLOB_URL=" + cfg.BlobURL,
		"FEEDBACKD_ADDR=127.0.0.1:0", "FEEDBACKD_NO_DEMO=1", "FEEDBACKD_SMTP_URL=" + mail.URL(),
		"FEEDBACKD_REDIS_URL=redis://127.0.0.1:" + redisPort + "/0",
		"FEEDBACKD_RATE_LIMITS=login=5/15m,submit=off",
	}
	a, b := startProcess(t, env...), startProcess(t, env...)

	// Rate limits: five wrong logins, spread over both, use up the limit of
	// one IP and email.
	for i, p := range []*process{a, b, a, b, a} {
		resp, err := http.Post(p.url("/api/auth/login"), "application/json", strings.NewReader(`{"email":"eve@acme.test","password":"guess number one"}`))
		if checkStatus(t, resp, err, 401); i == 4 {
			resp, err = http.Post(b.url("/api/auth/login"), "application/json", strings.NewReader(`{"email":"eve@acme.test","password":"guess number one"}`))
			checkStatus(t, resp, err, 429)
		}
	}

	// A session opened on a is valid on b (cookies are per host, not port).
	jar, _ := cookiejar.New(nil)
	owner := &http.Client{Jar: jar, Timeout: 10 * time.Second}
	resp, err := owner.Post(a.url("/api/auth/login"), "application/json", strings.NewReader(`{"email":"boss@acme.test","password":"long enough secret"}`))
	checkStatus(t, resp, err, 200)
	resp, err = owner.Get(b.url("/api/user"))
	var user struct{ InstructorID string }
	if err := json.Unmarshal(checkStatus(t, resp, err, 200), &user); err != nil || user.InstructorID == "" {
		t.Fatalf("GET /api/user on b: %+v %v", user, err)
	}
	resp, err = owner.Post(b.url("/api/events"), "application/json", strings.NewReader(`{"eventName":"Lobby"}`))
	checkStatus(t, resp, err, 201)

	// Every invitation email is delivered once, whichever process asked.
	const invitations = 10
	for i := range invitations {
		p := []*process{a, b}[i%2]
		body := fmt.Sprintf(`{"email":"guest%d@acme.test","role":"user"}`, i)
		resp, err := owner.Post(p.url("/api/users/invite"), "application/json", strings.NewReader(body))
		checkStatus(t, resp, err, 201)
	}
	for i := range invitations {
		mail.WaitFor(t, fmt.Sprintf("guest%d@acme.test", i), 30*time.Second)
	}
	waitAllSent(t, cfg)
	sent := map[string]int{}
	for _, m := range mail.Messages() {
		for _, to := range m.To {
			sent[to]++
		}
	}
	if len(sent) != invitations {
		t.Errorf("emails went to %d addresses, want %d: %v", len(sent), invitations, sent)
	}
	for to, n := range sent {
		if n != 1 {
			t.Errorf("%s received %d emails", to, n)
		}
	}

	// kill -9 of a under load: every submission a acknowledged is stored.
	acked := submitUntilKilled(t, a, user.InstructorID)
	resp, err = http.Post(b.url("/api/feedback/submit"), "application/json",
		strings.NewReader(`{"instructorId":"`+user.InstructorID+`","eventType":"Lobby","feedback":"still here after the crash"}`))
	checkStatus(t, resp, err, 201)
	db, err := sql.Open("pgx", cfg.DatabaseURL)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, id := range acked {
		var n int
		if err := db.QueryRow(`SELECT count(*) FROM feedback_items WHERE id = $1`, id).Scan(&n); err != nil || n != 1 {
			t.Errorf("acknowledged submission %s: %d stored, %v", id, n, err)
		}
	}
}

// submitUntilKilled submits feedback to the room Lobby of instructorID on p
// from several clients at once, kills p with SIGKILL once it has
// acknowledged 100 submissions, and returns the ids of every submission p
// acknowledged with 201.
func submitUntilKilled(t *testing.T, p *process, instructorID string) []string {
	t.Helper()
	var (
		mu    sync.Mutex
		acked []string
		kill  sync.Once
		wg    sync.WaitGroup
	)
	client := &http.Client{Timeout: 10 * time.Second}
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; ; i++ {
				body := fmt.Sprintf(`{"instructorId":%q,"eventType":"Lobby","feedback":"client %d says %d"}`, instructorID, w, i)
				resp, err := client.Post(p.url("/api/feedback/submit"), "application/json", strings.NewReader(body))
				if err != nil {
					return // p is gone
				}
				var item struct {
					ID string `json:"_id"`
				}
				err = json.NewDecoder(resp.Body).Decode(&item)
				resp.Body.Close()
				if resp.StatusCode != 201 || err != nil {
					continue // not acknowledged
				}
				mu.Lock()
				acked = append(acked, item.ID)
				n := len(acked)
				mu.Unlock()
				if n >= 100 {
					kill.Do(func() { p.cmd.Process.Kill() })
				}
			}
		}()
	}
	wg.Wait()
	if len(acked) < 100 {
		t.Fatalf("only %d submissions acknowledged before the kill", len(acked))
	}
	return acked
}

// waitAllSent waits, at most 30 seconds, until the outbox of cfg's database
// holds no email that is still to be sent.
func waitAllSent(t *testing.T, cfg Config) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		out, err := cli(t, cfg, "mail", "list", "--status", "pending", "--json")
		var pending []json.RawMessage
		if err != nil || json.Unmarshal([]byte(out), &pending) != nil {
			t.Fatalf("mail list: %s %v", out, err)
		}
		if len(pending) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("emails still pending: %s", out)
		}
	}
}
