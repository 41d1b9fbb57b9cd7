package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit/internal/database"
)

// holdingServer is an httptest server that holds every request until
// release, then answers it with answer; a request whose client gives up
// is dropped. Each request's path is sent on arrived as it arrives.
type holdingServer struct {
	*httptest.Server
	arrived chan string
	release func()
}

func newHoldingServer(t *testing.T, answer http.HandlerFunc) *holdingServer {
	t.Helper()
	released := make(chan struct{})
	var once sync.Once
	s := &holdingServer{arrived: make(chan string, 16), release: func() { once.Do(func() { close(released) }) }}
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.arrived <- r.URL.Path
		select {
		case <-released:
			answer(w, r)
		case <-r.Context().Done():
		}
	}))
	t.Cleanup(func() {
		s.release()
		s.Close()
	})
	return s
}

// discovery answers an OpenID Connect discovery request for the issuer
// at the request's host.
func discovery(w http.ResponseWriter, r *http.Request) {
	issuer := "http://" + r.Host
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{
		"issuer": issuer, "authorization_endpoint": issuer + "/authorize", "token_endpoint": issuer + "/token",
		"jwks_uri": issuer + "/jwks", "id_token_signing_alg_values_supported": []string{"RS256"},
	})
}

// chatCompletion answers a chat completion with a positive verdict.
func chatCompletion(w http.ResponseWriter, r *http.Request) {
	io.Copy(io.Discard, r.Body)
	verdict := `{"sentiment":"positive","confidence":0.9,"summary":"Happy.","signals":[],"seriousConcern":false,` +
		`"categories":[],"concernReason":"","flagged":false,"moderationReasons":[]}`
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{
		"id": "chatcmpl-1", "object": "chat.completion", "created": 1, "model": "test-model",
		"choices": []any{map[string]any{"index": 0, "finish_reason": "stop",
			"message": map[string]any{"role": "assistant", "content": verdict}}},
	})
}

// holdingEnv is the environment of a feedbackd whose identity provider and
// analysis endpoint hold every request they get.
func holdingEnv(t *testing.T, cfg Config, idp, ai *holdingServer, extra ...string) []string {
	return append([]string{
		"FEEDBACKD_DATABASE_URL=" + cfg.DatabaseURL, "FEEDBACKD_BLOB_URL=" + cfg.BlobURL,
		"FEEDBACKD_ADDR=127.0.0.1:0", "FEEDBACKD_NO_DEMO=1",
		"FEEDBACKD_OIDC_ISSUER=" + idp.URL, "FEEDBACKD_OIDC_CLIENT_ID=client", "FEEDBACKD_OIDC_CLIENT_SECRET=client-secret",
		"FEEDBACKD_AI=openai", "FEEDBACKD_OPENAI_BASE_URL=" + ai.URL + "/v1", "FEEDBACKD_OPENAI_API_KEY=test-key",
	}, extra...)
}

// startLogin starts GET /api/auth/idp on p, whose handler waits for the
// identity provider's discovery document, and returns the channel of its
// answer's status (0 when the request failed).
func startLogin(t *testing.T, p *process) <-chan int {
	status := make(chan int, 1)
	noRedirect := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	go func() {
		resp, err := noRedirect.Get(p.url("/api/auth/idp"))
		if err != nil {
			t.Logf("GET /api/auth/idp: %v", err)
			status <- 0
			return
		}
		resp.Body.Close()
		status <- resp.StatusCode
	}()
	return status
}

// receive returns the next value of ch, failing t after a minute.
func receive[T any](t *testing.T, ch <-chan T, what string) T {
	t.Helper()
	select {
	case v := <-ch:
		return v
	case <-time.After(time.Minute):
		t.Fatalf("no %s within a minute", what)
		panic("unreachable")
	}
}

// TestShutdownFinishesWorkInFlight sends SIGTERM to a feedbackd with a
// request in flight (a login waiting for the identity provider) and a job
// running (an analysis waiting for the AI endpoint): it stops accepting
// connections at once, answers the request and completes the job once
// they can go on, then exits 0.
func TestShutdownFinishesWorkInFlight(t *testing.T) {
	cfg := existingConfig(t, "sqlite")
	if out, err := cli(t, cfg, "org", "create", "--name", "Acme", "--subdomain", "acme",
		"--owner-email", "boss@acme.test", "--owner-password", "long enough secret"); err != nil {
		t.Fatalf("org create: %s %v", out, err)
	}
	idp, ai := newHoldingServer(t, discovery), newHoldingServer(t, chatCompletion)
	p := startProcess(t, holdingEnv(t, cfg, idp, ai)...)

	jar, _ := cookiejar.New(nil)
	owner := &http.Client{Jar: jar, Timeout: 30 * time.Second}
	resp, err := owner.Post(p.url("/api/auth/login"), "application/json", strings.NewReader(`{"email":"boss@acme.test","password":"long enough secret"}`))
	checkStatus(t, resp, err, 200)
	resp, err = owner.Post(p.url("/api/events"), "application/json", strings.NewReader(`{"eventName":"Lobby"}`))
	checkStatus(t, resp, err, 201)
	resp, err = owner.Get(p.url("/api/user"))
	var user struct{ InstructorID string }
	if err := json.Unmarshal(checkStatus(t, resp, err, 200), &user); err != nil {
		t.Fatal(err)
	}
	// The inline analysis gives up at once on the held endpoint: a
	// feedback.analyze job takes it over, and waits on the endpoint too.
	resp, err = http.Post(p.url("/api/feedback/submit"), "application/json",
		strings.NewReader(fmt.Sprintf(`{"instructorId":%q,"eventType":"Lobby","feedback":"A great session"}`, user.InstructorID)))
	checkStatus(t, resp, err, 201)
	db, err := database.Open(context.Background(), cfg.DatabaseURL)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	waitFor(t, "the analysis job to run", func() bool {
		n, err := db.NewSelect().Table("river_job").Where("kind = 'feedback.analyze' AND state = 'running'").Count(context.Background())
		return err == nil && n == 1
	})
	login := startLogin(t, p)
	receive(t, idp.arrived, "discovery request")

	if err := p.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "feedbackd to stop accepting connections", func() bool {
		conn, err := net.Dial("tcp", p.addr)
		if err == nil {
			conn.Close()
		}
		return err != nil
	})
	idp.release()
	ai.release()
	if status := receive(t, login, "answer to the login in flight"); status != http.StatusFound {
		t.Errorf("the login in flight at SIGTERM was answered %d, want 302", status)
	}
	log, err := p.wait()
	if err != nil || !strings.Contains(log, "feedbackd stopped") {
		t.Fatalf("feedbackd exited with %v after SIGTERM:\n%s", err, log)
	}
	var item struct {
		Model   string `bun:"model"`
		Pending bool   `bun:"analysis_pending"`
	}
	if err := db.NewSelect().Table("feedback_items").Column("model", "analysis_pending").Scan(context.Background(), &item); err != nil {
		t.Fatal(err)
	}
	if item.Pending || item.Model != "openai:test-model" {
		t.Errorf("the item analysed by the job in flight: %+v, want done by openai", item)
	}
}

// TestShutdownTimeout sends SIGTERM to a feedbackd logging JSON with a
// request that does not finish: past half FEEDBACKD_SHUTDOWN_TIMEOUT it
// gives up on it and exits 1, saying so in one error record (and not
// "feedbackd stopped").
func TestShutdownTimeout(t *testing.T) {
	cfg := testConfig(t, "sqlite")
	idp, ai := newHoldingServer(t, discovery), newHoldingServer(t, chatCompletion)
	p := startProcess(t, holdingEnv(t, cfg, idp, ai, "FEEDBACKD_SHUTDOWN_TIMEOUT=300ms", "FEEDBACKD_LOG_FORMAT=json")...)
	login := startLogin(t, p)
	receive(t, idp.arrived, "discovery request")
	if err := p.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	log, err := p.wait()
	if code := p.cmd.ProcessState.ExitCode(); err == nil || code != 1 {
		t.Errorf("feedbackd exited with %v (code %d), want 1", err, code)
	}
	records := jsonRecords(t, log)
	for _, r := range records {
		if r["msg"] == "feedbackd stopped" {
			t.Errorf("a failed stop logged %v", r)
		}
	}
	if last := records[len(records)-1]; last["level"] != "ERROR" || last["msg"] != "feedbackd stop failed" ||
		!strings.Contains(last["error"].(string), "requests still in flight after half the shutdown timeout (150ms of 300ms)") {
		t.Errorf("the last record %v, want the error of the stop", last)
	}
	if status := receive(t, login, "end of the login in flight"); status != 0 {
		t.Errorf("the login cut off by the stop was answered %d", status)
	}
}

// waitFor checks cond every 10 ms until it holds, failing t after a
// minute.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("gave up waiting for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
