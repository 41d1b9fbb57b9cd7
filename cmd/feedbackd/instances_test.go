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
// one is valid on the other, rate limits count requests to both (a burst
// spread over both admits exactly the limit), every email is sent once
// whichever process runs its job, a submission sent with one
// Idempotency-Key to both at once is stored once, and a kill -9 of one
// process under load loses no acknowledged submission while the other goes
// on, where the retries of the submissions it did not answer are stored
// once each.
func TestTwoInstances(t *testing.T) {
	cfg := existingConfig(t, "postgres")
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
		"FEEDBACKD_RATE_LIMITS=login=5/15m,login-ip=1000/15m,submit=off",
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

	// Bursts of 60 wrong logins at once, half to each, against the limit
	// of 5: exactly 5 get through each time.
	for trial := range 3 {
		statuses := burst(t, 60, func(i int) (*http.Response, error) {
			body := fmt.Sprintf(`{"email":"burst%d@acme.test","password":"guess number one"}`, trial)
			return http.Post([]*process{a, b}[i%2].url("/api/auth/login"), "application/json", strings.NewReader(body))
		})
		if statuses[401] != 5 || statuses[429] != 55 {
			t.Errorf("burst %d of 60 logins against a limit of 5: %v, want 5 answered 401 and 55 limited", trial+1, statuses)
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

	// One key sent to both at once: one item, one answer.
	for k := range 10 {
		key := fmt.Sprintf("both-%d", k)
		body := fmt.Sprintf(`{"instructorId":%q,"eventType":"Lobby","feedback":"sent to both %d"}`, user.InstructorID, k)
		var ids [2]string
		var wg sync.WaitGroup
		for i, p := range []*process{a, b} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				ids[i], _ = submitKeyed(p, key, body)
			}()
		}
		wg.Wait()
		if ids[0] == "" || ids[0] != ids[1] {
			t.Errorf("key %s sent to both: ids %q", key, ids)
		}
	}

	// kill -9 of a under load: every submission a acknowledged is stored,
	// and those it did not answer, retried on b with their key, are
	// stored once.
	acked, unanswered := submitUntilKilled(t, a, user.InstructorID)
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
	for key, body := range unanswered {
		id := retryKeyed(t, b, key, body)
		var n int
		var stored string
		if err := db.QueryRow(`SELECT count(*), max(id) FROM feedback_items WHERE feedback = $1`, key).Scan(&n, &stored); err != nil || n != 1 || stored != id {
			t.Errorf("unanswered submission %s retried on b: %d stored (%s), answered %s, %v", key, n, stored, id, err)
		}
	}
	var n int
	if err := db.QueryRow(`SELECT count(*) FROM feedback_items WHERE feedback LIKE 'sent to both %'`).Scan(&n); err != nil || n != 10 {
		t.Errorf("%d items sent to both, want 10: %v", n, err)
	}
}

// burst sends n requests at once, request(i) the i-th, and counts their
// statuses.
func burst(t *testing.T, n int, request func(i int) (*http.Response, error)) map[int]int {
	t.Helper()
	var (
		mu       sync.Mutex
		statuses = map[int]int{}
		wg       sync.WaitGroup
		start    = make(chan struct{})
	)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			resp, err := request(i)
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				statuses[-1]++
				return
			}
			resp.Body.Close()
			statuses[resp.StatusCode]++
		}()
	}
	close(start)
	wg.Wait()
	return statuses
}

// submitKeyed submits body to p with the Idempotency-Key key and returns
// the stored item's id, "" when p did not answer 201, and the status (0
// without an answer).
func submitKeyed(p *process, key, body string) (string, int) {
	req, err := http.NewRequest("POST", p.url("/api/feedback/submit"), strings.NewReader(body))
	if err != nil {
		return "", 0
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Idempotency-Key", key)
	resp, err := (&http.Client{Timeout: 20 * time.Second}).Do(req)
	if err != nil {
		return "", 0
	}
	defer resp.Body.Close()
	var item struct {
		ID string `json:"_id"`
	}
	if resp.StatusCode != 201 || json.NewDecoder(resp.Body).Decode(&item) != nil {
		return "", resp.StatusCode
	}
	return item.ID, resp.StatusCode
}

// retryKeyed submits body to p with key until it is answered 201, as a
// client retries after 409 IN_PROGRESS (a claim of the killed process
// waits for its lease to end), and returns the item's id.
func retryKeyed(t *testing.T, p *process, key, body string) string {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for {
		id, status := submitKeyed(p, key, body)
		if id != "" {
			return id
		}
		if status != http.StatusConflict || time.Now().After(deadline) {
			t.Fatalf("retry of %s on b: status %d", key, status)
		}
	}
}

// submitUntilKilled submits feedback, each with an Idempotency-Key that is
// also its text, to the room Lobby of instructorID on p from several
// clients at once, kills p with SIGKILL once it has acknowledged 100
// submissions, and returns the ids of every submission p acknowledged with
// 201, and the bodies, by key, of those it answered otherwise or not at
// all.
func submitUntilKilled(t *testing.T, p *process, instructorID string) (acked []string, unanswered map[string]string) {
	t.Helper()
	var (
		mu   sync.Mutex
		kill sync.Once
		wg   sync.WaitGroup
	)
	unanswered = map[string]string{}
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; ; i++ {
				key := fmt.Sprintf("client %d says %d", w, i)
				body := fmt.Sprintf(`{"instructorId":%q,"eventType":"Lobby","feedback":%q}`, instructorID, key)
				id, status := submitKeyed(p, key, body)
				mu.Lock()
				if id == "" {
					unanswered[key] = body
				} else {
					acked = append(acked, id)
				}
				n := len(acked)
				mu.Unlock()
				if status == 0 {
					return // p is gone
				}
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
	return acked, unanswered
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
