package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/uptrace/bun"
	"gocloud.dev/blob/memblob"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/forms"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/clocktest"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/jobs/jobstest"
	"github.com/feedbackkit/feedbackkit/notify"
	"github.com/feedbackkit/feedbackkit/notify/smtptest"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/rooms"
	"github.com/feedbackkit/feedbackkit/server"
	"github.com/feedbackkit/feedbackkit/uploads"
)

// env is a whole feedbackkit stack on one fresh database, with a real SMTP
// server receiving its emails and an adjustable clock.
type env struct {
	t        *testing.T
	db       *bun.DB
	server   *server.Server
	identity *identity.Service
	orgs     *orgs.Service
	rooms    *rooms.Service
	feedback *feedback.Service
	forms    *forms.Service
	notify   *notify.Service
	bucket   *uploads.Bucket
	smtp     *smtptest.Server
	clock    *clocktest.Clock
	kit      *app.App
}

const baseURL = "http://feedback.example"

// forEachDialect runs fn as a parallel subtest on SQLite and on PostgreSQL,
// each with its own stack (configured by opts). Like eachDialect, it makes
// t parallel.
func forEachDialect(t *testing.T, fn func(t *testing.T, e *env), opts ...envOption) {
	t.Helper()
	eachDialect(t, func(t *testing.T, d string) {
		fn(t, newEnv(t, appDB(t, d), opts...))
	})
}

// appSchema is the schema app.Migrate makes: every package's tables.
var appSchema = dbtest.Schema{Name: "app", Migrate: app.Migrate}

// appDB returns a fresh database of dialect holding appSchema, a copy of
// a template migrated once per test binary (dbtest.Migrated), for a
// newEnv: its app.New still migrates, and finds nothing left to do.
func appDB(t testing.TB, dialect string) *bun.DB {
	t.Helper()
	return dbtest.Migrated(t, dialect, appSchema)
}

// eachDialect runs fn as a parallel subtest per dialect, and marks t, a
// top-level test, parallel too: each subtest builds a stack of its own
// (database, SMTP server, clock, job workers, listeners on free ports), and
// the shared Redis is used with keys of the test's own, so the test may run
// alongside the package's other parallel tests. The forEachDialect helpers
// are built on it; TestMain says how many tests run at once.
func eachDialect(t *testing.T, fn func(t *testing.T, dialect string)) {
	t.Helper()
	t.Parallel()
	for _, d := range dbtest.Dialects {
		t.Run(d, func(t *testing.T) {
			t.Parallel()
			fn(t, d)
		})
	}
}

// envOption adjusts the configuration of a newEnv's stack.
type envOption func(*app.Config)

// newEnv assembles the stack with the app package, as feedbackd does, on
// db: a real SMTP server receives its emails, uploads stay in memory, the
// clock is adjustable and the jobs poll and retry quickly.
func newEnv(t *testing.T, db *bun.DB, opts ...envOption) *env {
	t.Helper()
	ctx := context.Background()
	e := &env{t: t, db: db, clock: &clocktest.Clock{}, smtp: smtptest.NewServer(t)}
	mailer, err := notify.NewSMTPMailer(e.smtp.URL(), "feedbackd <no-reply@feedback.example>")
	if err != nil {
		t.Fatal(err)
	}
	e.bucket = uploads.NewBucket(memblob.OpenBucket(nil))
	t.Cleanup(func() { e.bucket.Close() })
	cfg := app.Config{
		DB:              db,
		BaseURL:         baseURL,
		Secret:          "test-secret-test-secret-test-secret",
		Mailer:          mailer,
		Uploads:         e.bucket,
		Now:             e.clock.Now,
		JobPollInterval: pollInterval,
		JobRetryPolicy:  jobstest.FixedRetry(jobstest.RetryDelay),
		// Tests submit more feedback than a client IP may; TestSubmitIsThrottled
		// restores the limit.
		RateLimits: server.RateLimits{Submit: server.RateLimit{Max: -1}},
	}
	for _, o := range opts {
		o(&cfg)
	}
	kit, err := app.New(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := kit.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := closeKit(kit, db); err != nil {
			t.Errorf("close the app: %v", err)
		}
	})
	e.server, e.identity, e.orgs, e.rooms, e.feedback, e.notify = kit.Server, kit.Identity, kit.Orgs, kit.Rooms, kit.Feedback, kit.Notify
	e.forms, e.kit = kit.Forms, kit
	return e
}

// pollInterval is how often the job queue of a test's App is polled: twice
// jobstest.PollInterval, since this package runs several tests at once,
// each with an App on either database, and an idle App polling every 50
// ms takes about a tenth of a core; a starved machine is what slows the
// job client's stop (see closeTimeout).
const pollInterval = 2 * jobstest.PollInterval

// closeTimeout is how long closeKit lets running jobs finish. The jobs of
// a test take milliseconds; the rest is room for a loaded machine: with
// no job running, the job client's own stop (its fetches in flight, then
// its leader's resignation, whose attempts and pauses do not heed the
// stop's context) was measured at up to 19 seconds on a two-core machine
// under load, and once exceeded 30 in CI.
const closeTimeout = 60 * time.Second

// closeKit closes kit, built on db, within closeTimeout. When the jobs had
// not stopped by then, the error names the jobs still running (none when
// the job client's own services were slow to stop) and gives the stacks
// of the job client's goroutines, so that a slow job can be told from a
// stuck one, and a slow stop from one that waits for good.
func closeKit(kit *app.App, db *bun.DB) error {
	ctx, cancel := context.WithTimeout(context.Background(), closeTimeout)
	defer cancel()
	err := kit.Close(ctx)
	if err != nil && ctx.Err() != nil {
		var running []string
		qerr := db.NewSelect().Table("river_job").Column("kind").Where("state = 'running'").Scan(context.Background(), &running)
		err = fmt.Errorf("%w (jobs running: %v %v)\n%s", err, running, qerr, jobClientStacks())
	}
	return err
}

// jobClientStacks returns the stacks of the goroutines of the job client
// (River's) of every App of the test binary.
func jobClientStacks() string {
	buf := make([]byte, 16<<20)
	buf = buf[:runtime.Stack(buf, true)]
	var out strings.Builder
	for _, g := range strings.Split(string(buf), "\n\n") {
		if strings.Contains(g, "riverqueue/river") {
			out.WriteString(g + "\n\n")
		}
	}
	return out.String()
}

// member is an account created by a test, with its password and, once
// logged in, its session cookie.
type member struct {
	User     *identity.User
	Password string
	Cookie   string
}

// newOrg creates an organization with an owner, logged in.
func (e *env) newOrg(subdomain string) (*orgs.Organization, *member) {
	e.t.Helper()
	password := "owner-password-" + subdomain
	org, owner, err := e.orgs.CreateOrganization(context.Background(), orgs.NewOrganization{
		Name:      "Org " + subdomain,
		Subdomain: subdomain,
		Owner:     identity.NewUser{Email: "owner@" + subdomain + ".test", Password: password, Name: "Olive", LastName: "Owner"},
	})
	if err != nil {
		e.t.Fatal(err)
	}
	m := &member{User: owner, Password: password}
	m.Cookie = e.login(owner.Email, password)
	return org, m
}

// addMember creates a logged-in account with role in org.
func (e *env) addMember(org *orgs.Organization, email string, role string) *member {
	e.t.Helper()
	password := "member-password-1"
	u, err := e.identity.CreateUser(context.Background(), identity.NewUser{
		OrgID: org.ID, Role: feedbackkit.Role(role), Email: email, Password: password, Name: "Mem", LastName: "Ber",
	})
	if err != nil {
		e.t.Fatal(err)
	}
	m := &member{User: u, Password: password}
	m.Cookie = e.login(email, password)
	return m
}

// login logs in through the API and returns the auth_token cookie value.
func (e *env) login(email, password string) string {
	e.t.Helper()
	resp := e.do(request{method: "POST", path: "/api/auth/login", body: map[string]string{"email": email, "password": password}})
	if resp.status != http.StatusOK {
		e.t.Fatalf("login %s: %d %s", email, resp.status, resp.raw)
	}
	for _, c := range resp.cookies {
		if c.Name == "auth_token" {
			return c.Value
		}
	}
	e.t.Fatalf("login %s: no auth_token cookie", email)
	return ""
}

// countRows counts the rows of table, of every organization.
func (e *env) countRows(table string) int {
	e.t.Helper()
	n, err := e.db.NewSelect().Table(table).Count(context.Background())
	if err != nil {
		e.t.Fatal(err)
	}
	return int(n)
}

// request is one HTTP request of a test.
type request struct {
	method      string
	path        string
	cookie      string         // auth_token value, "" for none
	cookies     []*http.Cookie // other cookies
	body        any            // marshalled as JSON unless rawBody or multipart is set
	rawBody     string
	contentType string // default application/json when there is a body
	header      map[string]string
}

// response is what a request got.
type response struct {
	status  int
	header  http.Header
	cookies []*http.Cookie
	raw     []byte
	json    map[string]any
}

// do sends r to the server through Fiber's test transport, and checks
// the answer against the OpenAPI document.
func (e *env) do(r request) response {
	e.t.Helper()
	out := e.doRaw(r)
	e.checkOpenAPI(r, out)
	return out
}

// doRaw sends r to the server through Fiber's test transport, its path as
// it is (r.path is the request line's target).
func (e *env) doRaw(r request) response {
	e.t.Helper()
	var body io.Reader
	contentType := r.contentType
	switch {
	case r.rawBody != "":
		body = strings.NewReader(r.rawBody)
	case r.body != nil:
		b, err := json.Marshal(r.body)
		if err != nil {
			e.t.Fatal(err)
		}
		body = bytes.NewReader(b)
		if contentType == "" {
			contentType = "application/json"
		}
	}
	req := httptest.NewRequest(r.method, r.path, body)
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	if r.cookie != "" {
		req.AddCookie(&http.Cookie{Name: "auth_token", Value: r.cookie})
	}
	for _, c := range r.cookies {
		req.AddCookie(c)
	}
	for k, v := range r.header {
		req.Header.Set(k, v)
	}
	resp, err := e.server.App().Test(req, -1)
	if err != nil {
		e.t.Fatalf("%s %s: %v", r.method, r.path, err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		e.t.Fatal(err)
	}
	out := response{status: resp.StatusCode, header: resp.Header, cookies: resp.Cookies(), raw: raw}
	if strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") {
		_ = json.Unmarshal(raw, &out.json)
	}
	return out
}

// expect checks a response's status and, for errors, its error code and
// the {status, message, error} shape.
func (e *env) expect(t *testing.T, name string, got response, status int, code string) {
	t.Helper()
	if got.status != status {
		t.Errorf("%s: status %d, want %d; body %s", name, got.status, status, got.raw)
		return
	}
	if code == "" {
		return
	}
	if got.json["error"] != code {
		t.Errorf("%s: error %v, want %s; body %s", name, got.json["error"], code, got.raw)
	}
	if s, ok := got.json["status"].(float64); !ok || int(s) != status {
		t.Errorf("%s: body status %v, want %d", name, got.json["status"], status)
	}
	if m, ok := got.json["message"].(string); !ok || m == "" {
		t.Errorf("%s: no message in %s", name, got.raw)
	}
}

// outcome is a row of a scenario table: the response to one request and
// the status and error code ("" for a success) it must have.
type outcome struct {
	name   string
	resp   response
	status int
	code   string
}

// expectAll checks every outcome with expect.
func (e *env) expectAll(t *testing.T, outcomes []outcome) {
	t.Helper()
	for _, o := range outcomes {
		e.expect(t, o.name, o.resp, o.status, o.code)
	}
}

// call is a row of a request table: a request, completed by request.on,
// and the status and error code ("" for a success) its answer must have.
type call struct {
	name   string
	req    request
	status int
	code   string
}

// expectCalls sends the request of every call completed by base and checks
// its answer.
func (e *env) expectCalls(t *testing.T, base request, calls []call) {
	t.Helper()
	for _, c := range calls {
		e.expect(t, c.name, e.do(c.req.on(base)), c.status, c.code)
	}
}

// on returns r completed by base: base's method, path and cookies where r
// has none, and the JSON content type for a raw body without a type.
func (r request) on(base request) request {
	if r.method == "" {
		r.method = base.method
	}
	if r.path == "" {
		r.path = base.path
	}
	if r.cookie == "" {
		r.cookie = base.cookie
	}
	if r.cookies == nil {
		r.cookies = base.cookies
	}
	if r.rawBody != "" && r.contentType == "" {
		r.contentType = "application/json"
	}
	return r
}

// expectEach sends every request as the holder of cookie ("" for nobody)
// and checks that each answer has status and code.
func (e *env) expectEach(t *testing.T, who, cookie string, reqs []request, status int, code string) {
	t.Helper()
	for _, r := range reqs {
		r.cookie = cookie
		e.expect(t, who+" "+r.method+" "+r.path, e.do(r), status, code)
	}
}

// waitJobs waits until n jobs of kind have completed.
func (e *env) waitJobs(t *testing.T, kind string, n int) {
	t.Helper()
	waitFor(t, fmt.Sprintf("%d completed %s jobs", n, kind), func() bool {
		got, err := e.db.NewSelect().Table("river_job").Where("kind = ?", kind).Where("state = 'completed'").Count(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		return int(got) >= n
	})
}

// waitFor polls cond until it holds, failing t after 20 seconds. It waits
// for background work; it asserts nothing about speed.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("gave up waiting for %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
