package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// testConfig is the configuration of a feedbackd under test: a fresh
// database of dialect, uploads in a temporary directory, a random port.
func testConfig(t *testing.T, dialect string) Config {
	t.Helper()
	cfg := DefaultConfig()
	cfg.DatabaseURL = dbtest.URL(t, dialect)
	cfg.Addr = "127.0.0.1:0"
	cfg.BlobURL = "file://" + filepath.Join(t.TempDir(), "uploads")
	if dialect == "postgres" { // not feedbackd.key in the working directory
		cfg.SecretFile = filepath.Join(t.TempDir(), "feedbackd.key")
	}
	return cfg
}

// existingConfig is testConfig with its database created, as `feedbackd
// migrate` creates it: the other admin commands need one.
func existingConfig(t *testing.T, dialect string) Config {
	t.Helper()
	cfg := testConfig(t, dialect)
	if out, err := cli(t, cfg, "migrate"); err != nil {
		t.Fatalf("migrate: %s %v", out, err)
	}
	return cfg
}

// startMain runs a feedbackd server and closes it when t ends.
func startMain(t *testing.T, cfg Config) (*Main, *bytes.Buffer) {
	t.Helper()
	var logs bytes.Buffer
	m := NewMain(cfg, &logs)
	if err := m.Run(context.Background()); err != nil {
		t.Fatalf("run: %v\n%s", err, logs.String())
	}
	t.Cleanup(func() {
		if err := m.Close(); err != nil {
			t.Errorf("close: %v", err)
		}
	})
	return m, &logs
}

// TestServeDemo is the README's path: start, read the demo password from
// the log, log in, and fetch the current user.
func TestServeDemo(t *testing.T) {
	for _, d := range dbtest.Dialects {
		t.Run(d, func(t *testing.T) {
			t.Parallel()
			m, logs := startMain(t, testConfig(t, d))
			match := regexp.MustCompile(`email=owner@demo.local password=(\S+)`).FindStringSubmatch(logs.String())
			if match == nil {
				t.Fatalf("no demo credentials in the log:\n%s", logs)
			}
			if want := "version=" + strconv.Quote(feedbackkit.Version().String()); !strings.Contains(logs.String(), want) {
				t.Errorf("the start-up log lacks %s:\n%s", want, logs)
			}
			base := "http://" + m.Addr()
			jar, _ := cookiejar.New(nil)
			client := &http.Client{Jar: jar}

			resp, err := client.Get(base + "/healthz")
			checkStatus(t, resp, err, 200)
			resp, err = client.Get(base + "/readyz")
			checkStatus(t, resp, err, 200)

			body := `{"email":"owner@demo.local","password":"` + match[1] + `"}`
			resp, err = client.Post(base+"/api/auth/login", "application/json", strings.NewReader(body))
			checkStatus(t, resp, err, 200)
			resp, err = client.Get(base + "/api/user")
			var user map[string]any
			if err := json.Unmarshal(checkStatus(t, resp, err, 200), &user); err != nil {
				t.Fatal(err)
			}
			if user["email"] != "owner@demo.local" || user["role"] != "owner" {
				t.Errorf("GET /api/user: %v", user)
			}

			// New rooms start with the organization's default tags.
			req, _ := http.NewRequest("PUT", base+"/api/organization/tags", strings.NewReader(`{"happy":["demo tag"]}`))
			req.Header.Set("Content-Type", "application/json")
			resp, err = client.Do(req)
			checkStatus(t, resp, err, 200)
			resp, err = client.Post(base+"/api/events", "application/json", strings.NewReader(`{"eventName":"Demo room"}`))
			var room struct {
				CustomTags struct{ Happy []string } `json:"customTags"`
			}
			if err := json.Unmarshal(checkStatus(t, resp, err, 201), &room); err != nil {
				t.Fatal(err)
			}
			if len(room.CustomTags.Happy) != 1 || room.CustomTags.Happy[0] != "demo tag" {
				t.Errorf("new room's happy tags %q, want the organization's [demo tag]", room.CustomTags.Happy)
			}
		})
	}
}

// checkStatus fails t unless the request succeeded with status want, and
// returns the response body.
func checkStatus(t *testing.T, resp *http.Response, err error, want int) []byte {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != want {
		t.Fatalf("%s %s: %d, want %d: %s", resp.Request.Method, resp.Request.URL.Path, resp.StatusCode, want, b)
	}
	return b
}

// TestRestartKeepsSessions checks that the generated secret and the demo
// organization survive a restart: sessions stay valid, and no second demo is
// created.
func TestRestartKeepsSessions(t *testing.T) {
	cfg := testConfig(t, "sqlite")
	var logs bytes.Buffer
	m := NewMain(cfg, &logs)
	if err := m.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	password := regexp.MustCompile(`password=(\S+)`).FindStringSubmatch(logs.String())[1]
	jar, _ := cookiejar.New(nil)
	client := &http.Client{Jar: jar}
	resp, err := client.Post("http://"+m.Addr()+"/api/auth/login", "application/json",
		strings.NewReader(`{"email":"owner@demo.local","password":"`+password+`"}`))
	checkStatus(t, resp, err, 200)
	if err := m.Close(); err != nil {
		t.Fatal(err)
	}

	m2, logs2 := startMain(t, cfg)
	if strings.Contains(logs2.String(), "password=") {
		t.Errorf("second start printed demo credentials again:\n%s", logs2)
	}
	req, _ := http.NewRequest("GET", "http://"+m2.Addr()+"/api/user", nil)
	for _, c := range jar.Cookies(resp.Request.URL) {
		req.AddCookie(c)
	}
	resp, err = http.DefaultClient.Do(req)
	checkStatus(t, resp, err, 200)
}

// TestDemoOnFirstStartOnly deletes the demo organization, the only one,
// and starts again: the demo does not come back. Nor does it come on a
// second start when the first was told not to make it.
func TestDemoOnFirstStartOnly(t *testing.T) {
	const created = "created the demo organization"
	for _, d := range dbtest.Dialects {
		t.Run(d, func(t *testing.T) {
			t.Parallel()
			cfg := testConfig(t, d)
			var logs bytes.Buffer
			m := NewMain(cfg, &logs)
			if err := m.Run(context.Background()); err != nil {
				t.Fatal(err)
			}
			if err := m.Close(); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(logs.String(), created) {
				t.Fatalf("the first start made no demo:\n%s", logs.String())
			}
			if out, err := cli(t, cfg, "org", "delete", "--subdomain", "demo", "--yes"); err != nil {
				t.Fatalf("org delete: %s %v", out, err)
			}
			_, logs2 := startMain(t, cfg)
			if strings.Contains(logs2.String(), created) {
				t.Errorf("the demo came back after its deletion:\n%s", logs2)
			}
			if _, err := cli(t, cfg, "org", "export", "--subdomain", "demo"); err == nil {
				t.Error("there is a demo organization after the second start")
			}

			cfg = testConfig(t, d)
			cfg.NoDemo = true
			m = NewMain(cfg, &logs)
			if err := m.Run(context.Background()); err != nil {
				t.Fatal(err)
			}
			if err := m.Close(); err != nil {
				t.Fatal(err)
			}
			cfg.NoDemo = false
			if _, logs3 := startMain(t, cfg); strings.Contains(logs3.String(), created) {
				t.Errorf("a second start made the demo that the first was told not to:\n%s", logs3)
			}
		})
	}
}

func TestNoDemo(t *testing.T) {
	cfg := testConfig(t, "sqlite")
	cfg.NoDemo = true
	_, logs := startMain(t, cfg)
	if strings.Contains(logs.String(), "demo") {
		t.Errorf("FEEDBACKD_NO_DEMO still created the demo:\n%s", logs)
	}
}

// TestMetricsToken: with a metrics token, feedbackd serves /metrics to
// the bearer of the token only.
func TestMetricsToken(t *testing.T) {
	cfg := testConfig(t, "sqlite")
	cfg.MetricsToken = "the-metrics-token"
	m, _ := startMain(t, cfg)
	for auth, want := range map[string]int{"": 401, "Bearer another-token": 401, "Bearer the-metrics-token": 200} {
		req, err := http.NewRequest("GET", "http://"+m.Addr()+"/metrics", nil)
		if err != nil {
			t.Fatal(err)
		}
		if auth != "" {
			req.Header.Set("Authorization", auth)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != want || (want == 200) != strings.Contains(string(body), "feedbackd_build_info") {
			t.Errorf("GET /metrics with Authorization %q: %d %.200s, want %d", auth, resp.StatusCode, body, want)
		}
	}
}

func TestConfigFromEnv(t *testing.T) {
	env := map[string]string{
		"FEEDBACKD_DATABASE_URL":    "postgres://db/x",
		"FEEDBACKD_ADDR":            ":9000",
		"FEEDBACKD_SESSION_TTL":     "2h",
		"FEEDBACKD_NO_DEMO":         "1",
		"FEEDBACKD_NO_PAGES":        "1",
		"FEEDBACKD_PAGES_URL":       "https://www.example/feedback",
		"FEEDBACKD_DASHBOARD_URL":   "https://www.example/admin",
		"FEEDBACKD_TRUSTED_PROXIES": "10.0.0.1, 192.168.0.0/16,",
		"FEEDBACKD_ALLOWED_ORIGINS": "https://app.example, https://admin.example",
		"FEEDBACKD_SECRET_FILE":     "/run/secrets/feedbackd.key",
		"FEEDBACKD_PREVIOUS_SECRET": "the-former-secret",
		"FEEDBACKD_METRICS_TOKEN":   "the-metrics-token",
	}
	cfg, err := configFromEnv(func(k string) string { return env[k] })
	if err != nil {
		t.Fatal(err)
	}
	if cfg.DatabaseURL != "postgres://db/x" || cfg.Addr != ":9000" || cfg.SessionTTL.Hours() != 2 || !cfg.NoDemo || !cfg.NoPages ||
		cfg.PagesURL != "https://www.example/feedback" || cfg.DashboardURL != "https://www.example/admin" || cfg.SecretFile != "/run/secrets/feedbackd.key" ||
		cfg.PreviousSecret != "the-former-secret" || cfg.MetricsToken != "the-metrics-token" {
		t.Errorf("config: %+v", cfg)
	}
	if got := splitList(cfg.TrustedProxies); len(got) != 2 || got[0] != "10.0.0.1" || got[1] != "192.168.0.0/16" {
		t.Errorf("trusted proxies: %q", got)
	}
	if got := splitList(cfg.AllowedOrigins); len(got) != 2 || got[0] != "https://app.example" || got[1] != "https://admin.example" {
		t.Errorf("allowed origins: %q", got)
	}
	env["FEEDBACKD_SESSION_TTL"] = "soon"
	if _, err := configFromEnv(func(k string) string { return env[k] }); err == nil {
		t.Error("a bad FEEDBACKD_SESSION_TTL was accepted")
	}
	env["FEEDBACKD_SESSION_TTL"] = "2h"
	env["FEEDBACKD_OIDC_ISSUER"] = "https://idp.example"
	env["FEEDBACKD_OIDC_CLIENT_ID"] = "client"
	env["FEEDBACKD_OIDC_CLIENT_SECRET"] = "s3cret"
	env["FEEDBACKD_OIDC_REDIRECT_URL"] = "https://feedback.example/api/auth/idp/callback"
	env["FEEDBACKD_OIDC_AFTER_LOGIN_URL"] = "https://app.example/"
	cfg, _ = configFromEnv(func(k string) string { return env[k] })
	want := identity.OIDCConfig{Issuer: "https://idp.example", ClientID: "client", ClientSecret: "s3cret",
		RedirectURL: "https://feedback.example/api/auth/idp/callback", AfterLoginURL: "https://app.example/"}
	if cfg.OIDC != want {
		t.Errorf("OIDC config %+v, want %+v", cfg.OIDC, want)
	}
	for _, c := range []struct {
		value string
		want  bool
	}{{"1", true}, {"true", true}, {"TRUE", true}, {"0", false}, {"false", false}, {"F", false}} {
		for _, name := range []string{"FEEDBACKD_NO_DEMO", "FEEDBACKD_NO_PAGES", "FEEDBACKD_NO_DASHBOARD", "FEEDBACKD_WEBHOOK_ALLOW_PRIVATE", "FEEDBACKD_LOG_RESPONDENT_IPS"} {
			cfg, err := configFromEnv(func(k string) string {
				if k == name {
					return c.value
				}
				return ""
			})
			got := map[string]bool{"FEEDBACKD_NO_DEMO": cfg.NoDemo, "FEEDBACKD_NO_PAGES": cfg.NoPages,
				"FEEDBACKD_NO_DASHBOARD": cfg.NoDashboard, "FEEDBACKD_WEBHOOK_ALLOW_PRIVATE": cfg.WebhookAllowPrivate,
				"FEEDBACKD_LOG_RESPONDENT_IPS": cfg.LogRespondentIPs}[name]
			if err != nil || got != c.want {
				t.Errorf("%s=%s: %v, %v; want %v", name, c.value, got, err, c.want)
			}
		}
	}
	for _, bad := range []string{"no", "off", "yes", "on", "enabled"} {
		_, err := configFromEnv(func(k string) string {
			if k == "FEEDBACKD_WEBHOOK_ALLOW_PRIVATE" {
				return bad
			}
			return ""
		})
		if err == nil || !strings.Contains(err.Error(), "FEEDBACKD_WEBHOOK_ALLOW_PRIVATE") {
			t.Errorf("FEEDBACKD_WEBHOOK_ALLOW_PRIVATE=%s: %v, want an error", bad, err)
		}
	}
	def, _ := configFromEnv(func(string) string { return "" })
	if def.DatabaseURL != "sqlite://feedbackd.db" || def.Addr != ":8080" || def.BaseURL != "http://localhost:8080" || def.NoPages {
		t.Errorf("defaults: %+v", def)
	}
}

// cli runs a feedbackd command against cfg's database and returns its
// standard output.
func cli(t *testing.T, cfg Config, args ...string) (string, error) {
	t.Helper()
	env := map[string]string{"FEEDBACKD_DATABASE_URL": cfg.DatabaseURL, "FEEDBACKD_BLOB_URL": cfg.BlobURL, "FEEDBACKD_SECRET_FILE": cfg.SecretFile}
	var stdout, stderr bytes.Buffer
	err := run(context.Background(), args, func(k string) string { return env[k] }, strings.NewReader(""), &stdout, &stderr)
	if err != nil {
		t.Logf("feedbackd %s: %v\n%s", strings.Join(args, " "), err, stderr.String())
	}
	return stdout.String(), err
}

func TestAdminCommands(t *testing.T) {
	for _, d := range dbtest.Dialects {
		t.Run(d, func(t *testing.T) {
			t.Parallel()
			cfg := testConfig(t, d)
			// migrate names the migrations it applies, and then that none is left.
			out, err := cli(t, cfg, "migrate")
			if err != nil || !strings.HasPrefix(out, "applied ") || !strings.Contains(out, "\n  identity 20261121000100\n") ||
				!strings.Contains(out, "\n  river ") || !strings.Contains(out, "\n  app ") {
				t.Fatalf("migrate: %q %v", out, err)
			}
			if out, err := cli(t, cfg, "migrate"); err != nil || !regexp.MustCompile(`^no migration to apply: the database is up to date \(\d+ migrations applied before\)\n$`).MatchString(out) {
				t.Fatalf("migrate again: %q %v", out, err)
			}
			out, err = cli(t, cfg, "org", "create", "--name", "Acme", "--subdomain", "acme",
				"--owner-email", "Boss@Acme.test", "--owner-password", "boss-password", "--plan", "team")
			if err != nil {
				t.Fatal(err)
			}
			var created struct {
				Organization struct {
					ID        string         `json:"_id"`
					Subdomain string         `json:"subdomain"`
					Plan      string         `json:"plan"`
					Limits    map[string]any `json:"limits"`
				} `json:"organization"`
				Owner map[string]any `json:"owner"`
			}
			if err := json.Unmarshal([]byte(out), &created); err != nil {
				t.Fatalf("org create printed %q: %v", out, err)
			}
			if created.Organization.Subdomain != "acme" || created.Organization.Plan != "team" ||
				created.Organization.Limits["seats"] != 25.0 || created.Owner["email"] != "boss@acme.test" ||
				created.Owner["role"] != "owner" || created.Owner["organization"] != created.Organization.ID {
				t.Errorf("org create: %s", out)
			}
			if _, ok := created.Owner["password_hash"]; ok {
				t.Error("org create printed the password hash")
			}
			if _, err := cli(t, cfg, "org", "create", "--name", "Again", "--subdomain", "acme",
				"--owner-email", "x@y.test", "--owner-password", "boss-password"); err == nil || !strings.Contains(err.Error(), "taken") {
				t.Errorf("duplicate subdomain: %v", err)
			}
			if _, err := cli(t, cfg, "org", "create", "--name", "Short", "--subdomain", "short",
				"--owner-email", "s@short.test", "--owner-password", "short"); err == nil {
				t.Error("a short owner password was accepted")
			}

			out, err = cli(t, cfg, "org", "set-plan", "--subdomain", "acme", "--plan", "business")
			if err != nil || !strings.Contains(out, `"plan": "business"`) || !strings.Contains(out, `"seats": 0`) {
				t.Errorf("set-plan: %s %v", out, err)
			}
			if _, err := cli(t, cfg, "org", "set-plan", "--subdomain", "acme", "--plan", "gold"); err == nil {
				t.Error("an unknown plan was accepted")
			}
			if _, err := cli(t, cfg, "org", "set-plan", "--subdomain", "nope", "--plan", "free"); err == nil {
				t.Error("an unknown subdomain was accepted")
			}
			out, err = cli(t, cfg, "org", "set-limits", "--subdomain", "acme", "--seats", "7", "--rooms", "0", "--integrations=false")
			if err != nil || !strings.Contains(out, `"seats": 7`) || !strings.Contains(out, `"rooms": 0`) ||
				!strings.Contains(out, `"integrations": false`) || !strings.Contains(out, `"forms": 0`) {
				t.Errorf("set-limits: %s %v", out, err)
			}
			if _, err := cli(t, cfg, "org", "set-limits", "--subdomain", "acme", "--seats", "-1"); err == nil {
				t.Error("a negative cap was accepted")
			}
			// The plan changes; the overrides stay.
			out, _ = cli(t, cfg, "org", "set-plan", "--subdomain", "acme", "--plan", "free")
			if !strings.Contains(out, `"seats": 7`) || !strings.Contains(out, `"forms": 3`) {
				t.Errorf("set-plan after set-limits: %s", out)
			}

			// Emails wait in the outbox without SMTP; mail list shows them, newest first.
			m, _ := startMain(t, cfg)
			for _, email := range []string{"boss@acme.test", "boss@acme.test"} {
				resp, err := http.Post("http://"+m.Addr()+"/api/auth/forgot-password", "application/json",
					strings.NewReader(`{"email":"`+email+`"}`))
				checkStatus(t, resp, err, 200)
			}
			// The server prepares reset emails in a background job, after the answer.
			var emails []map[string]any
			for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(100 * time.Millisecond) {
				out, err = cli(t, cfg, "mail", "list", "--to", "BOSS@acme.test", "--json")
				emails = nil
				if err != nil || json.Unmarshal([]byte(out), &emails) != nil {
					t.Fatalf("mail list --json: %s %v", out, err)
				}
				if len(emails) >= 2 || time.Now().After(deadline) {
					break
				}
			}
			if len(emails) != 2 {
				t.Fatalf("mail list --json: %d emails, want 2: %s", len(emails), out)
			}
			if emails[0]["Status"] != "outbox" && emails[0]["status"] != "outbox" {
				t.Errorf("email status: %v", emails[0])
			}
			out, err = cli(t, cfg, "mail", "list")
			if err != nil || !strings.Contains(out, "Reset your password") || !strings.Contains(out, "/reset-password?token=") {
				t.Errorf("mail list: %s %v", out, err)
			}
			if out, _ := cli(t, cfg, "mail", "list", "--to", "nobody@acme.test", "--json"); strings.TrimSpace(out) != "[]" {
				t.Errorf("mail list for nobody: %q", out)
			}
			if out, _ := cli(t, cfg, "mail", "list", "--status", "failed", "--json"); strings.TrimSpace(out) != "[]" {
				t.Errorf("mail list of failed emails: %q", out)
			}
			if _, err := cli(t, cfg, "mail", "list", "--status", "lost"); err == nil {
				t.Error("an unknown status was accepted")
			}
		})
	}
}

func TestUnknownCommand(t *testing.T) {
	if _, err := cli(t, testConfig(t, "sqlite"), "frobnicate"); err == nil {
		t.Error("an unknown command succeeded")
	}
	if _, err := cli(t, testConfig(t, "sqlite"), "org", "explode"); err == nil {
		t.Error("an unknown org command succeeded")
	}
}

// process is a feedbackd running as a process of its own: this test
// executable, re-executed as feedbackd (see TestMain).
type process struct {
	cmd  *exec.Cmd
	addr string
	done chan struct{} // closed when the log has been read to its end
	log  strings.Builder
}

// startProcess starts feedbackd with the environment variables env (NAME=value)
// and waits until it serves. The process is killed when t ends.
func startProcess(t *testing.T, env ...string) *process {
	t.Helper()
	p := &process{cmd: exec.Command(os.Args[0]), done: make(chan struct{})}
	p.cmd.Env = append(append(os.Environ(), "FEEDBACKD_RUN_MAIN=1"), env...)
	stderr, err := p.cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		p.cmd.Process.Kill()
		<-p.done
		p.cmd.Wait()
	})
	// A feedbackd that never starts must not hang the test.
	watchdog := time.AfterFunc(time.Minute, func() { p.cmd.Process.Kill() })
	defer watchdog.Stop()
	scanner := bufio.NewScanner(stderr)
	for p.addr == "" && scanner.Scan() {
		p.log.WriteString(scanner.Text() + "\n")
		// The text log's addr=ADDR, or the JSON log's "addr":"ADDR".
		if m := regexp.MustCompile(`feedbackd is serving",? ?"?addr"?[=:]"?([^\s"]+)`).FindStringSubmatch(scanner.Text()); m != nil {
			p.addr = m[1]
		}
	}
	if p.addr == "" {
		p.cmd.Process.Kill()
		close(p.done)
		t.Fatalf("feedbackd did not start serving:\n%s", p.log.String())
	}
	go func() {
		defer close(p.done)
		for scanner.Scan() {
			p.log.WriteString(scanner.Text() + "\n")
		}
	}()
	return p
}

// url returns the address of path on p.
func (p *process) url(path string) string { return "http://" + p.addr + path }

// wait waits, at most a minute, for p to exit and returns everything it
// logged and its exit error.
func (p *process) wait() (string, error) {
	watchdog := time.AfterFunc(time.Minute, func() { p.cmd.Process.Kill() })
	defer watchdog.Stop()
	<-p.done
	err := p.cmd.Wait()
	return p.log.String(), err
}

// TestSIGTERM runs the real binary and checks that SIGTERM stops it cleanly.
func TestSIGTERM(t *testing.T) {
	cfg := testConfig(t, "sqlite")
	p := startProcess(t, "FEEDBACKD_DATABASE_URL="+cfg.DatabaseURL, "FEEDBACKD_BLOB_URL="+cfg.BlobURL, "FEEDBACKD_ADDR=127.0.0.1:0")
	resp, err := http.Get(p.url("/healthz"))
	checkStatus(t, resp, err, 200)
	if err := p.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	log, err := p.wait()
	if err != nil {
		t.Errorf("feedbackd exited with %v after SIGTERM:\n%s", err, log)
	}
	if !strings.Contains(log, "feedbackd stopped") {
		t.Errorf("no clean stop in the log:\n%s", log)
	}
}

// sourceDir is the directory of this package's source, where the tests
// start (TestMain then moves them to a temporary directory).
var sourceDir string

func TestMain(m *testing.M) {
	if os.Getenv("FEEDBACKD_RUN_MAIN") == "1" {
		main()
		return
	}
	wd, err := os.Getwd()
	if err != nil {
		panic(err)
	}
	sourceDir = wd
	// Commands that fall back to ./data/uploads must not write into the source tree.
	dir, err := os.MkdirTemp("", "feedbackd-test")
	if err != nil {
		panic(err)
	}
	if err := os.Chdir(dir); err != nil {
		panic(err)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}
