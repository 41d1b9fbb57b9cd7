package server_test

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/uptrace/bun/dialect"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/integrations"
	"github.com/feedbackkit/feedbackkit/integrations/trackertest"
	"github.com/feedbackkit/feedbackkit/internal/jobs/jobstest"
	"github.com/feedbackkit/feedbackkit/internal/logtest"
	"github.com/feedbackkit/feedbackkit/orgs"
)

// trackerEnv is a stack connected to its own fake tracker, with its logs
// kept.
type trackerEnv struct {
	*env
	tracker *trackertest.Server
	logs    *logtest.Buffer
}

// forEachDialectTracker runs fn as a parallel subtest on each dialect,
// with a stack whose issue tracker is a trackertest.Server, configured
// further by opts, as eachDialect does (t becomes parallel).
func forEachDialectTracker(t *testing.T, fn func(t *testing.T, e *trackerEnv), opts ...envOption) {
	t.Helper()
	eachDialect(t, func(t *testing.T, d string) {
		fn(t, newTrackerEnv(t, d, opts...))
	})
}

// newTrackerEnv returns a stack on a fresh database of dialect d whose
// issue tracker is a new trackertest.Server, with its logs kept,
// configured further by opts.
func newTrackerEnv(t *testing.T, d string, opts ...envOption) *trackerEnv {
	t.Helper()
	te := &trackerEnv{tracker: trackertest.NewServer(t), logs: &logtest.Buffer{}}
	te.env = newEnv(t, appDB(t, d), func(c *app.Config) {
		c.Tracker = trackerConfig(te.tracker)
		c.Logger = slog.New(slog.NewJSONHandler(te.logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
		for _, o := range opts {
			o(c)
		}
	})
	return te
}

// trackerConfig is the configuration of a stack whose tracker is tr.
func trackerConfig(tr *trackertest.Server) integrations.TrackerConfig {
	return integrations.TrackerConfig{
		ClientID:     trackertest.ClientID,
		ClientSecret: trackertest.ClientSecret,
		AuthURL:      tr.URL + "/authorize",
		TokenURL:     tr.URL + "/oauth/token",
		APIURL:       tr.URL,
	}
}

// connect runs the tracker's OAuth flow as m: the authorization URL, the
// user's approval at the tracker, the callback with m's session and the
// flow cookie of m's browser.
func (e *trackerEnv) connect(t *testing.T, m *member) {
	t.Helper()
	resp := e.do(request{method: "GET", path: "/api/integrations/tracker/auth", cookie: m.Cookie})
	e.expect(t, "auth url", resp, 200, "")
	e.expect(t, "callback", e.do(request{method: "GET", path: e.callbackPath(t, resp.json["url"].(string)), cookie: m.Cookie,
		cookies: flowCookie(t, resp)}), 302, "")
}

// flowCookie returns the tracker's flow cookie that resp set, checking its
// attributes: HttpOnly, SameSite=Lax, sent to the tracker's endpoints only
// and short-lived.
func flowCookie(t *testing.T, resp response) []*http.Cookie {
	t.Helper()
	for _, c := range resp.cookies {
		if c.Name == "tracker_flow" {
			if !c.HttpOnly || c.SameSite != http.SameSiteLaxMode || c.Path != "/api/integrations/tracker" ||
				c.MaxAge <= 0 || c.MaxAge > int(integrations.StateTTL.Seconds()) || c.Value == "" {
				t.Errorf("flow cookie %s", c)
			}
			return []*http.Cookie{{Name: c.Name, Value: c.Value}}
		}
	}
	t.Fatalf("no tracker_flow cookie in %v", resp.header["Set-Cookie"])
	return nil
}

// callbackPath approves authURL at the tracker and returns the path and
// query of the callback it redirects to.
func (e *trackerEnv) callbackPath(t *testing.T, authURL string) string {
	t.Helper()
	back, err := url.Parse(e.tracker.Authorize(t, authURL))
	if err != nil {
		t.Fatal(err)
	}
	if got := back.Scheme + "://" + back.Host + back.Path; got != baseURL+integrations.CallbackPath {
		t.Fatalf("redirect URI %s, want %s", got, baseURL+integrations.CallbackPath)
	}
	return back.RequestURI()
}

// submitConcern submits a threat to room as its creator's respondent and
// returns the item's id.
func (e *trackerEnv) submitConcern(t *testing.T, creator *member, room string) string {
	t.Helper()
	resp := e.do(request{method: "POST", path: "/api/feedback/submit", body: map[string]any{
		"instructorId": creator.User.InstructorID, "eventType": room, "feedback": "I will kill you after class tomorrow"}})
	e.expect(t, "submit a concern", resp, 201, "")
	return resp.json["_id"].(string)
}

// stats returns the integration's stats.
func (e *trackerEnv) stats(t *testing.T, m *member, id string) map[string]any {
	t.Helper()
	resp := e.do(request{method: "GET", path: "/api/integrations/" + id + "/stats", cookie: m.Cookie})
	e.expect(t, "stats", resp, 200, "")
	return resp.json
}

// tickets returns the integration's tickets, newest first.
func (e *trackerEnv) tickets(t *testing.T, m *member, id string) []map[string]any {
	t.Helper()
	resp := e.do(request{method: "GET", path: "/api/integrations/" + id + "/tickets", cookie: m.Cookie})
	e.expect(t, "tickets", resp, 200, "")
	return fbItems(t, resp)
}

// waitStat waits until the stat name of the integration reaches n.
func (e *trackerEnv) waitStat(t *testing.T, m *member, id, name string, n int) {
	t.Helper()
	waitFor(t, fmt.Sprintf("%s reaching %d", name, n), func() bool {
		return int(e.stats(t, m, id)[name].(float64)) >= n
	})
}

func TestIntegrationsLifecycle(t *testing.T) {
	forEachDialectTracker(t, func(t *testing.T, e *trackerEnv) {
		org, owner := e.newOrg("acme")
		admin := e.addMember(org, "admin@acme.test", "admin")
		user := e.addMember(org, "user@acme.test", "user")
		_, rival := e.newOrg("rival")

		resp := e.do(request{method: "GET", path: "/api/integrations/available", cookie: user.Cookie})
		e.expect(t, "available", resp, 200, "")
		if data := resp.json["data"].([]any); len(data) != 1 || data[0].(map[string]any)["type"] != "tracker" {
			t.Errorf("available: %s", resp.raw)
		}
		create := request{method: "POST", path: "/api/integrations", body: map[string]any{"type": "tracker", "name": "Jira"}}
		e.expect(t, "free plan", e.do(request{method: "POST", path: "/api/integrations", cookie: owner.Cookie, body: create.body}), 403, "ENTITLEMENT_REQUIRED")
		e.uncap(org)
		e.uncap(orgOf(t, e.env, "rival"))
		e.expectCalls(t, request{method: "POST", path: "/api/integrations", cookie: admin.Cookie}, []call{
			{"user", request{cookie: user.Cookie, body: create.body}, 403, "INSUFFICIENT_ROLE"},
			{"bad type", request{body: map[string]any{"type": "slack", "name": "x"}}, 400, "VALIDATION_FAILED"},
			{"no name", request{body: map[string]any{"type": "tracker"}}, 400, "VALIDATION_FAILED"},
			{"bad project key", request{body: map[string]any{"type": "tracker", "name": "J", "config": map[string]any{"projectKey": "not a key"}}}, 400, "VALIDATION_FAILED"},
			{"config not an object", request{body: map[string]any{"type": "tracker", "name": "J", "config": "x"}}, 400, "VALIDATION_FAILED"},
			{"malformed JSON", request{rawBody: `{"type":`}, 400, "INVALID_JSON"},
			{"not JSON", request{rawBody: "type=tracker", contentType: "text/plain"}, 415, "UNSUPPORTED_MEDIA_TYPE"},
		})
		resp = e.do(request{method: "POST", path: "/api/integrations", cookie: admin.Cookie, body: map[string]any{
			"type": "tracker", "name": " Jira ", "config": map[string]any{"projectKey": "OPS"}}})
		e.expect(t, "create", resp, 201, "")
		id, _ := resp.json["_id"].(string)
		if resp.json["name"] != "Jira" || resp.json["enabled"] != true || resp.json["status"] != "not_connected" || resp.json["site"] != nil ||
			resp.json["config"].(map[string]any)["issueType"] != "Task" || resp.json["config"].(map[string]any)["autoCreate"] != false {
			t.Errorf("created: %s", resp.raw)
		}
		e.expect(t, "create twice", e.do(create.on(request{cookie: owner.Cookie})), 409, "ALREADY_EXISTS")
		rivalResp := e.do(create.on(request{cookie: rival.Cookie}))
		e.expect(t, "rival creates its own", rivalResp, 201, "")
		rivalID := rivalResp.json["_id"].(string)

		resp = e.do(request{method: "GET", path: "/api/integrations", cookie: owner.Cookie})
		if e.expect(t, "list", resp, 200, ""); len(resp.json["data"].([]any)) != 1 {
			t.Errorf("list: %s", resp.raw)
		}
		path := "/api/integrations/" + id
		e.expectCalls(t, request{method: "GET", path: path, cookie: admin.Cookie}, []call{
			{"get", request{}, 200, ""},
			{"user gets", request{cookie: user.Cookie}, 403, "INSUFFICIENT_ROLE"},
			{"user lists", request{path: "/api/integrations", cookie: user.Cookie}, 403, "INSUFFICIENT_ROLE"},
			{"another organization's", request{path: "/api/integrations/" + rivalID}, 404, "NOT_FOUND"},
			{"another organization's stats", request{path: "/api/integrations/" + rivalID + "/stats"}, 404, "NOT_FOUND"},
			{"another organization's tickets", request{path: "/api/integrations/" + rivalID + "/tickets"}, 404, "NOT_FOUND"},
			{"another organization's test", request{method: "POST", path: "/api/integrations/" + rivalID + "/test"}, 404, "NOT_FOUND"},
			{"another organization's disable", request{method: "POST", path: "/api/integrations/" + rivalID + "/disable"}, 404, "NOT_FOUND"},
			{"another organization's update", request{method: "PUT", path: "/api/integrations/" + rivalID, body: map[string]any{"name": "x"}}, 404, "NOT_FOUND"},
			{"another organization's delete", request{method: "DELETE", path: "/api/integrations/" + rivalID}, 404, "NOT_FOUND"},
			{"missing", request{path: "/api/integrations/no-such-id"}, 404, "NOT_FOUND"},
			{"update bad name", request{method: "PUT", body: map[string]any{"name": ""}}, 400, "VALIDATION_FAILED"},
			{"update bad issue type", request{method: "PUT", body: map[string]any{"config": map[string]any{"issueType": "a\nb"}}}, 400, "VALIDATION_FAILED"},
			{"update malformed", request{method: "PUT", rawBody: "{"}, 400, "INVALID_JSON"},
			{"user updates", request{method: "PUT", cookie: user.Cookie, body: map[string]any{"name": "x"}}, 403, "INSUFFICIENT_ROLE"},
			{"user disables", request{method: "POST", path: path + "/disable", cookie: user.Cookie}, 403, "INSUFFICIENT_ROLE"},
			{"user tests", request{method: "POST", path: path + "/test", cookie: user.Cookie}, 403, "INSUFFICIENT_ROLE"},
			{"user reads stats", request{path: path + "/stats", cookie: user.Cookie}, 403, "INSUFFICIENT_ROLE"},
			{"user deletes", request{method: "DELETE", cookie: user.Cookie}, 403, "INSUFFICIENT_ROLE"},
			{"bad tickets page", request{path: path + "/tickets?page=0"}, 400, "VALIDATION_FAILED"},
		})
		e.expectEach(t, "nobody", "", []request{
			{method: "GET", path: "/api/integrations/available"},
			{method: "GET", path: "/api/integrations"},
			{method: "POST", path: "/api/integrations", body: create.body},
			{method: "GET", path: path},
			{method: "GET", path: "/api/integrations/tracker/auth"},
			{method: "GET", path: "/api/integrations/tracker/projects"},
		}, 401, "INVALID_TOKEN")
		resp = e.do(request{method: "PUT", path: path, cookie: admin.Cookie, body: map[string]any{"name": "Jira Cloud", "config": map[string]any{"issueType": "Bug"}}})
		if e.expect(t, "update", resp, 200, ""); resp.json["name"] != "Jira Cloud" || resp.json["config"].(map[string]any)["issueType"] != "Bug" ||
			resp.json["config"].(map[string]any)["projectKey"] != "OPS" {
			t.Errorf("updated: %s", resp.raw)
		}
		resp = e.do(request{method: "POST", path: path + "/test", cookie: admin.Cookie})
		if e.expect(t, "test before connecting", resp, 200, ""); resp.json["success"] != false || !strings.Contains(resp.json["message"].(string), "not connected") {
			t.Errorf("test before connecting: %s", resp.raw)
		}
		e.expect(t, "projects before connecting", e.do(request{method: "GET", path: "/api/integrations/tracker/projects", cookie: admin.Cookie}), 409, "NOT_CONNECTED")

		// Disabling and enabling need the entitlement, deleting does not.
		resp = e.do(request{method: "POST", path: path + "/disable", cookie: admin.Cookie})
		if e.expect(t, "disable", resp, 200, ""); resp.json["enabled"] != false {
			t.Errorf("disabled: %s", resp.raw)
		}
		if _, err := e.orgs.SetPlan(context.Background(), "acme", orgs.PlanFree); err != nil {
			t.Fatal(err)
		}
		e.expect(t, "enable without the entitlement", e.do(request{method: "POST", path: path + "/enable", cookie: admin.Cookie}), 403, "ENTITLEMENT_REQUIRED")
		e.expect(t, "update without the entitlement", e.do(request{method: "PUT", path: path, cookie: admin.Cookie, body: map[string]any{"name": "x"}}), 403, "ENTITLEMENT_REQUIRED")
		e.uncap(org)
		resp = e.do(request{method: "POST", path: path + "/enable", cookie: admin.Cookie})
		if e.expect(t, "enable", resp, 200, ""); resp.json["enabled"] != true {
			t.Errorf("enabled: %s", resp.raw)
		}
		e.expect(t, "delete", e.do(request{method: "DELETE", path: path, cookie: owner.Cookie}), 200, "")
		e.expect(t, "delete twice", e.do(request{method: "DELETE", path: path, cookie: owner.Cookie}), 404, "NOT_FOUND")
		e.expect(t, "auth without an integration", e.do(request{method: "GET", path: "/api/integrations/tracker/auth", cookie: owner.Cookie}), 404, "NOT_FOUND")
		if e.countRows("integrations_integrations") != 1 {
			t.Errorf("%d integrations stored, want the rival's only", e.countRows("integrations_integrations"))
		}
	})
}

// orgOf returns the organization of subdomain sub.
func orgOf(t *testing.T, e *env, sub string) *orgs.Organization {
	t.Helper()
	o, err := e.orgs.FindOrganizationBySubdomain(context.Background(), sub)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// TestTicketsFollowTheTrackerBack makes two tickets fail during an
// outage, with retries an hour apart: the first ticket created once the
// tracker answers again has them tried at once.
// autoTickets makes the organization acme, without a room cap, whose
// tracker integration is connected and creates the tickets of every
// room's concerns in the project OPS; it returns its owner and the
// integration's id.
func (e *trackerEnv) autoTickets(t *testing.T) (*member, string) {
	t.Helper()
	org, owner := e.newOrg("acme")
	e.uncap(org)
	resp := e.do(request{method: "POST", path: "/api/integrations", cookie: owner.Cookie, body: map[string]any{"type": "tracker", "name": "Jira"}})
	e.expect(t, "create", resp, 201, "")
	e.connect(t, owner)
	e.expect(t, "configure", e.do(request{method: "POST", path: "/api/integrations/tracker/configure", cookie: owner.Cookie,
		body: map[string]any{"projectKey": "OPS", "issueType": "Task", "autoCreate": true}}), 200, "")
	return owner, resp.json["_id"].(string)
}

func TestTicketsFollowTheTrackerBack(t *testing.T) {
	forEachDialectTracker(t, func(t *testing.T, e *trackerEnv) {
		owner, id := e.autoTickets(t)
		e.createRoom(owner, "Lobby", false)

		e.tracker.SetDown(true)
		e.submitConcern(t, owner, "Lobby")
		e.submitConcern(t, owner, "Lobby")
		waitFor(t, "two tickets waiting for a retry", func() bool {
			n, err := e.db.NewSelect().Table("river_job").Where("kind = ?", integrations.CreateTicketArgs{}.Kind()).
				Where("state = 'retryable'").Count(context.Background())
			return err == nil && n == 2
		})
		e.tracker.SetDown(false)
		e.submitConcern(t, owner, "Lobby")
		e.waitStat(t, owner, id, "ticketsCreated", 3)
		if st := e.stats(t, owner, id); st["pending"] != float64(0) {
			t.Errorf("stats after the outage: %v", st)
		}
	}, func(c *app.Config) { c.JobRetryPolicy = jobstest.FixedRetry(time.Hour) })
}

// TestTicketSearchLag loses the answer of a create while the tracker's
// search trails its writes, as Jira Cloud's does: the retries find no
// issue by the ticket's label, and search again instead of creating a
// second issue, until the issue shows. A create the tracker refused (429)
// is sent again without waiting; one that failed without saying whether
// the issue was made (a gateway's 502) is sent again once
// integrations.TrackerSearchLag has passed without the search finding it.
func TestTicketSearchLag(t *testing.T) {
	forEachDialectTracker(t, func(t *testing.T, e *trackerEnv) {
		owner, id := e.autoTickets(t)
		e.createRoom(owner, "Lobby", false)
		// searched waits until the tracker has had n searches more than
		// from (the ticket's job has searched again n times), or more
		// than creates creates.
		searched := func(what string, from, n, creates int) {
			t.Helper()
			waitFor(t, what, func() bool { return e.tracker.Searches() >= from+n || e.tracker.Creates() > creates })
		}
		check := func(what string, creates, issues int) {
			t.Helper()
			var made []string
			for _, is := range e.tracker.Issues() {
				made = append(made, is.Key+" "+strings.Join(is.Labels, ","))
			}
			if c := e.tracker.Creates(); c != creates || len(made) != issues {
				t.Fatalf("%s: %d creates made the issues %q, want %d creates and %d issues", what, c, made, creates, issues)
			}
		}

		e.tracker.SetSearchLag(time.Hour)
		e.tracker.LoseCreateAnswers(1)
		from := e.tracker.Searches()
		e.submitConcern(t, owner, "Lobby")
		searched("the retries after the lost answer", from, 4, 1)
		check("while the search trails", 1, 1)
		if st := e.stats(t, owner, id); st["pending"] != float64(1) || st["errors"] != float64(1) {
			t.Errorf("stats while the search trails: %v", st)
		}
		// The searches again are no attempts: the lost create's is the only one.
		attempts := func(what string, want int) {
			t.Helper()
			if tk := e.tickets(t, owner, id)[0]; tk["attempts"] != float64(want) {
				t.Errorf("%s: ticket %v, want %d attempts", what, tk, want)
			}
		}
		attempts("while the search trails", 1)
		e.tracker.SetSearchLag(0)
		e.waitStat(t, owner, id, "ticketsCreated", 1)
		check("once the search shows the issue", 1, 1)
		if tk := e.tickets(t, owner, id)[0]; tk["key"] != e.tracker.Issues()[0].Key {
			t.Errorf("ticket %v, want the key of %+v", tk, e.tracker.Issues()[0])
		}
		attempts("once the search shows the issue", 2)

		e.tracker.FailCreates(1, http.StatusTooManyRequests)
		e.submitConcern(t, owner, "Lobby")
		e.waitStat(t, owner, id, "ticketsCreated", 2)
		check("after a refused create", 3, 2)

		e.tracker.FailCreates(1, http.StatusBadGateway)
		from = e.tracker.Searches()
		e.submitConcern(t, owner, "Lobby")
		searched("the retries after the 502", from, 4, 4)
		check("within the search's lag", 4, 2)
		attempts("within the search's lag", 1)
		e.clock.Advance(integrations.TrackerSearchLag)
		e.waitStat(t, owner, id, "ticketsCreated", 3)
		check("past the search's lag", 5, 3)
		attempts("past the search's lag", 2)
	})
}

// TestTicketCreateRecordFails fails, in the database, the job's record
// that it sends a ticket's create (a trigger refuses it while the ticket
// has no error yet): no create is sent, the job records the failure, and
// its retry creates the issue at once, not waiting for the search of a
// create that was never sent (see integrations.TrackerSearchLag).
func TestTicketCreateRecordFails(t *testing.T) {
	forEachDialectTracker(t, func(t *testing.T, e *trackerEnv) {
		owner, id := e.autoTickets(t)
		e.createRoom(owner, "Lobby", false)
		e.failTicketUpdates(t, "OLD.create_sent_at IS NULL AND NEW.create_sent_at IS NOT NULL AND NEW.errors = 0")
		e.submitConcern(t, owner, "Lobby")
		e.waitStat(t, owner, id, "ticketsCreated", 1)
		tk := e.tickets(t, owner, id)[0]
		if e.tracker.Creates() != 1 || tk["attempts"] != float64(2) || tk["errors"] != float64(1) {
			t.Errorf("%d creates, ticket %v; want 1 create, on the second of 2 attempts", e.tracker.Creates(), tk)
		}
	})
}

// failTicketUpdates has the database refuse the updates of tickets for
// which the SQL condition when holds, until the function it returns is
// called.
func (e *trackerEnv) failTicketUpdates(t *testing.T, when string) (stop func()) {
	t.Helper()
	ddl := []string{"CREATE TRIGGER fail_ticket_update BEFORE UPDATE ON integrations_tickets WHEN " + when +
		" BEGIN SELECT RAISE(ABORT, 'the update of the ticket fails'); END"}
	drop := []string{"DROP TRIGGER fail_ticket_update"}
	if e.db.Dialect().Name() == dialect.PG {
		ddl = []string{
			"CREATE FUNCTION fail_ticket_update() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the update of the ticket fails'; END $$",
			"CREATE TRIGGER fail_ticket_update BEFORE UPDATE ON integrations_tickets FOR EACH ROW WHEN (" + when + ") EXECUTE FUNCTION fail_ticket_update()",
		}
		drop = []string{"DROP TRIGGER fail_ticket_update ON integrations_tickets", "DROP FUNCTION fail_ticket_update()"}
	}
	exec := func(queries []string) {
		for _, q := range queries {
			if _, err := e.db.ExecContext(context.Background(), q); err != nil {
				t.Fatal(err)
			}
		}
	}
	exec(ddl)
	return func() { exec(drop) }
}

// TestTicketDatabaseFailsAtTheLastAttempts fails every update of a
// ticket in the database, through its job's attempts (moved on to the
// last ones after the first): from its next-to-last attempt on, the job
// snoozes instead of failing, so that
// River never discards it (which would leave the ticket pending for
// ever), and once the database takes the update again, the ticket is
// created.
func TestTicketDatabaseFailsAtTheLastAttempts(t *testing.T) {
	forEachDialectTracker(t, func(t *testing.T, e *trackerEnv) {
		owner, id := e.autoTickets(t)
		e.createRoom(owner, "Lobby", false)
		stop := e.failTicketUpdates(t, "1 = 1")
		e.submitConcern(t, owner, "Lobby")
		kind := integrations.CreateTicketArgs{}.Kind()
		waitFor(t, "the ticket's job moved to its last attempts after a failure", func() bool {
			res, err := e.db.NewUpdate().Table("river_job").Set("attempt = max_attempts - 3").
				Where("kind = ? AND state IN ('retryable', 'available') AND attempt BETWEEN 1 AND max_attempts - 4", kind).Exec(context.Background())
			if err != nil {
				return false
			}
			n, err := res.RowsAffected()
			return err == nil && n == 1
		})
		var job struct {
			State       string `bun:"state"`
			Attempt     int    `bun:"attempt"`
			MaxAttempts int    `bun:"max_attempts"`
		}
		waitFor(t, "the ticket's job snoozed or discarded", func() bool {
			err := e.db.NewSelect().Table("river_job").Column("state", "attempt", "max_attempts").
				Where("kind = ?", kind).Scan(context.Background(), &job)
			return err == nil && (job.State == "scheduled" || job.State == "discarded")
		})
		if job.State != "scheduled" || job.Attempt < job.MaxAttempts-2 {
			t.Fatalf("the ticket's job is %+v; want it snoozed at its last attempts", job)
		}
		stop()
		// A ticket created has the waiting ones tried at once.
		e.submitConcern(t, owner, "Lobby")
		e.waitStat(t, owner, id, "ticketsCreated", 2)
		if st := e.stats(t, owner, id); st["pending"] != float64(0) || e.tracker.Creates() != 2 {
			t.Errorf("stats %v, %d creates; want both tickets created, once each", st, e.tracker.Creates())
		}
	})
}

func TestTrackerConnectionAndTickets(t *testing.T) {
	forEachDialectTracker(t, func(t *testing.T, e *trackerEnv) {
		org, owner := e.newOrg("acme")
		e.uncap(org)
		user := e.addMember(org, "user@acme.test", "user")
		_, rival := e.newOrg("rival")
		resp := e.do(request{method: "POST", path: "/api/integrations", cookie: owner.Cookie, body: map[string]any{"type": "tracker", "name": "Jira"}})
		e.expect(t, "create", resp, 201, "")
		id := resp.json["_id"].(string)
		path := "/api/integrations/" + id

		// The state is checked: bound to the user, single-use, unforgeable.
		e.expect(t, "user asks for the auth url", e.do(request{method: "GET", path: "/api/integrations/tracker/auth", cookie: user.Cookie}), 403, "INSUFFICIENT_ROLE")
		// Another site cannot make the owner's browser start a connection
		// (its flow cookie would replace the owner's).
		refused := e.do(request{method: "GET", path: "/api/integrations/tracker/auth", cookie: owner.Cookie, header: map[string]string{"Sec-Fetch-Site": "cross-site"}})
		e.expect(t, "auth url asked for by another site", refused, 403, "FORBIDDEN_ORIGIN")
		if len(refused.cookies) != 0 {
			t.Errorf("the refused request set cookies %v", refused.cookies)
		}
		resp = e.do(request{method: "GET", path: "/api/integrations/tracker/auth", cookie: owner.Cookie})
		e.expect(t, "auth url", resp, 200, "")
		authURL, _ := url.Parse(resp.json["url"].(string))
		if q := authURL.Query(); q.Get("code_challenge_method") != "S256" || q.Get("code_challenge") == "" ||
			q.Get("client_id") != trackertest.ClientID || strings.Contains(resp.json["url"].(string), trackertest.ClientSecret) {
			t.Errorf("auth url %s", authURL)
		}
		callback := e.callbackPath(t, authURL.String())
		cb, _ := url.Parse(callback)
		tampered := cb.Query()
		forged := []byte(tampered.Get("state"))
		forged[10] = map[bool]byte{true: 'A', false: 'B'}[forged[10] != 'A']
		tampered.Set("state", string(forged))
		flow := flowCookie(t, resp)
		otherFlow := []*http.Cookie{{Name: "tracker_flow", Value: "another-browsers-binding"}}
		e.expectCalls(t, request{method: "GET", path: callback, cookie: owner.Cookie, cookies: flow}, []call{
			{"forged state", request{path: cb.Path + "?" + tampered.Encode()}, 400, "INVALID_STATE"},
			{"another user's session", request{cookie: rival.Cookie}, 400, "INVALID_STATE"},
			{"no flow cookie", request{cookies: []*http.Cookie{}}, 400, "INVALID_STATE"},
			{"another browser's flow cookie", request{cookies: otherFlow}, 400, "INVALID_STATE"},
			{"denied", request{path: cb.Path + "?error=access_denied&state=" + url.QueryEscape(cb.Query().Get("state"))}, 400, "VALIDATION_FAILED"},
		})
		resp = e.do(request{method: "GET", path: callback, cookie: owner.Cookie, cookies: flow})
		e.expect(t, "callback", resp, 302, "")
		if loc := resp.header.Get("Location"); loc != baseURL+"/settings/integrations?tracker=connected" {
			t.Errorf("callback redirects to %q", loc)
		}
		e.expect(t, "callback replayed", e.do(request{method: "GET", path: callback, cookie: owner.Cookie, cookies: flow}), 400, "INVALID_STATE")
		resp = e.do(request{method: "GET", path: path, cookie: owner.Cookie})
		site, _ := resp.json["site"].(map[string]any)
		if resp.json["status"] != "connected" || site["url"] != e.tracker.SiteURL() || site["name"] != trackertest.SiteName {
			t.Errorf("connected integration: %s", resp.raw)
		}

		resp = e.do(request{method: "GET", path: "/api/integrations/tracker/projects", cookie: owner.Cookie})
		e.expect(t, "projects", resp, 200, "")
		if data := resp.json["data"].([]any); len(data) != 2 || data[0].(map[string]any)["key"] != "OPS" || data[1].(map[string]any)["name"] != "Safety" {
			t.Errorf("projects: %s", resp.raw)
		}
		e.expectCalls(t, request{method: "POST", path: "/api/integrations/tracker/configure", cookie: owner.Cookie}, []call{
			{"no project", request{body: map[string]any{"issueType": "Task"}}, 400, "VALIDATION_FAILED"},
			{"bad project", request{body: map[string]any{"projectKey": "ops-1"}}, 400, "VALIDATION_FAILED"},
			{"autoCreate not a boolean", request{body: map[string]any{"projectKey": "OPS", "autoCreate": "yes"}}, 400, "VALIDATION_FAILED"},
			{"malformed", request{rawBody: "[1,"}, 400, "INVALID_JSON"},
			{"user", request{cookie: user.Cookie, body: map[string]any{"projectKey": "OPS"}}, 403, "INSUFFICIENT_ROLE"},
			{"rival on the free plan", request{cookie: rival.Cookie, body: map[string]any{"projectKey": "OPS"}}, 403, "ENTITLEMENT_REQUIRED"},
		})
		resp = e.do(request{method: "POST", path: "/api/integrations/tracker/configure", cookie: owner.Cookie,
			body: map[string]any{"projectKey": "NOPE", "issueType": "Task", "autoCreate": true}})
		e.expect(t, "configure a missing project", resp, 200, "")
		resp = e.do(request{method: "POST", path: path + "/test", cookie: owner.Cookie})
		if e.expect(t, "test a missing project", resp, 200, ""); resp.json["success"] != false || !strings.Contains(resp.json["message"].(string), "NOPE") {
			t.Errorf("test: %s", resp.raw)
		}
		resp = e.do(request{method: "POST", path: "/api/integrations/tracker/configure", cookie: owner.Cookie,
			body: map[string]any{"projectKey": "OPS", "issueType": "Task", "autoCreate": true}})
		if e.expect(t, "configure", resp, 200, ""); resp.json["config"].(map[string]any)["autoCreate"] != true {
			t.Errorf("configured: %s", resp.raw)
		}
		resp = e.do(request{method: "POST", path: path + "/test", cookie: owner.Cookie})
		if e.expect(t, "test", resp, 200, ""); resp.json["success"] != true || !strings.Contains(resp.json["message"].(string), "Operations") {
			t.Errorf("test: %s", resp.raw)
		}

		// Room tracker settings.
		e.createRoom(owner, "Lobby", false)
		lab := e.createRoom(owner, "Lab", false)["_id"].(string)
		rivalRoom := e.createRoom(rival, "Theirs", false)["_id"].(string)
		settings := func(room string) string { return "/api/events/room/" + room + "/tracker-settings" }
		resp = e.do(request{method: "GET", path: settings(lab), cookie: user.Cookie})
		if e.expect(t, "room settings", resp, 200, ""); resp.json["trackerProjectKey"] != "" || resp.json["trackerCreateTickets"] != false {
			t.Errorf("room settings: %s", resp.raw)
		}
		e.expectCalls(t, request{method: "PUT", path: settings(lab), cookie: owner.Cookie}, []call{
			{"bad epic", request{body: map[string]any{"trackerEpicKey": "SAFE"}}, 400, "VALIDATION_FAILED"},
			{"bad project", request{body: map[string]any{"trackerProjectKey": "safe"}}, 400, "VALIDATION_FAILED"},
			{"not a boolean", request{body: map[string]any{"trackerCreateTickets": 1}}, 400, "VALIDATION_FAILED"},
			{"malformed", request{rawBody: "{]"}, 400, "INVALID_JSON"},
			{"user, not the creator", request{cookie: user.Cookie, body: map[string]any{"trackerCreateTickets": true}}, 403, "FORBIDDEN"},
			{"another organization's room", request{path: settings(rivalRoom), body: map[string]any{"trackerCreateTickets": true}}, 404, "NOT_FOUND"},
			{"another organization's room, read", request{method: "GET", path: settings(rivalRoom)}, 404, "NOT_FOUND"},
			{"rival without an active integration", request{method: "GET", path: settings(rivalRoom), cookie: rival.Cookie}, 404, "NOT_FOUND"},
			{"nobody", request{method: "GET", path: settings(lab), cookie: "-"}, 401, "INVALID_TOKEN"},
		})
		resp = e.do(request{method: "PUT", path: settings(lab), cookie: owner.Cookie,
			body: map[string]any{"trackerProjectKey": "SAFE", "trackerEpicKey": "SAFE-7", "trackerCreateTickets": true}})
		if e.expect(t, "set room settings", resp, 200, ""); resp.json["trackerProjectKey"] != "SAFE" || resp.json["trackerEpicKey"] != "SAFE-7" {
			t.Errorf("room settings: %s", resp.raw)
		}

		// A concern in the lab goes to its project, with its epic; one in
		// the lobby to the organization's. Each once.
		labItem := e.submitConcern(t, owner, "Lab")
		e.waitStat(t, owner, id, "ticketsCreated", 1)
		lobbyItem := e.submitConcern(t, owner, "Lobby")
		e.waitStat(t, owner, id, "ticketsCreated", 2)
		issues := e.tracker.Issues()
		if len(issues) != 2 || issues[0].Project != "SAFE" || issues[0].Parent != "SAFE-7" || issues[1].Project != "OPS" || issues[1].Parent != "" {
			t.Fatalf("issues %+v", issues)
		}
		if !strings.HasPrefix(issues[0].Summary, "Serious concern in Lab: I will kill you") || len(issues[0].Labels) != 1 ||
			!strings.HasPrefix(issues[0].Labels[0], "feedbackkit-") || issues[0].Description["type"] != "doc" {
			t.Errorf("issue %+v", issues[0])
		}
		tickets := map[string]map[string]any{}
		resp = e.do(request{method: "GET", path: "/api/feedback/serious-concerns", cookie: owner.Cookie})
		e.expect(t, "concerns", resp, 200, "")
		for _, v := range resp.json["data"].([]any) {
			it := v.(map[string]any)
			tickets[it["_id"].(string)], _ = it["seriousConcern"].(map[string]any)["ticket"].(map[string]any)
		}
		if tickets[labItem]["key"] != issues[0].Key || tickets[labItem]["url"] != e.tracker.SiteURL()+"/browse/"+issues[0].Key ||
			tickets[lobbyItem]["key"] != issues[1].Key || tickets[lobbyItem]["status"] != "created" {
			t.Errorf("the items' tickets: %v", tickets)
		}
		resp = e.do(request{method: "GET", path: path + "/tickets", cookie: owner.Cookie})
		if e.expect(t, "tickets", resp, 200, ""); resp.json["total"] != float64(2) ||
			resp.json["data"].([]any)[0].(map[string]any)["feedbackId"] != lobbyItem {
			t.Errorf("tickets: %s", resp.raw)
		}

		// An outage delays a ticket; the submission is accepted all the same.
		e.tracker.SetDown(true)
		e.submitConcern(t, owner, "Lobby")
		e.waitStat(t, owner, id, "errors", 1)
		if st := e.stats(t, owner, id); st["pending"] != float64(1) || st["ticketsCreated"] != float64(2) {
			t.Errorf("stats during the outage: %v", st)
		}
		e.tracker.SetDown(false)
		e.waitStat(t, owner, id, "ticketsCreated", 3)

		// A create whose answer is lost is found by its label on the retry.
		e.tracker.LoseCreateAnswers(1)
		e.submitConcern(t, owner, "Lobby")
		e.waitStat(t, owner, id, "ticketsCreated", 4)
		if len(e.tracker.Issues()) != 4 || e.tracker.Creates() != 4 {
			t.Errorf("%d issues from %d creates, want 4 from 4", len(e.tracker.Issues()), e.tracker.Creates())
		}

		// An expired access token is refreshed, once even when requests
		// race to refresh it (the tracker's refresh tokens rotate: the
		// losers use the winner's token).
		e.clock.Advance(2 * time.Hour)
		e.tracker.ExpireAccessTokens()
		for i, r := range e.doConcurrently(4, func(int) request {
			return request{method: "GET", path: "/api/integrations/tracker/projects", cookie: owner.Cookie}
		}) {
			e.expect(t, fmt.Sprintf("projects after expiry %d", i), r, 200, "")
		}
		if n := e.tracker.Grants("refresh_token"); n < 1 {
			t.Errorf("%d refreshes, want at least 1", n)
		}
		if resp := e.do(request{method: "GET", path: path, cookie: owner.Cookie}); resp.json["status"] != "connected" {
			t.Errorf("after the refreshes: %s", resp.raw)
		}

		// A revoked grant asks for a new connection; tickets wait for it.
		e.tracker.Revoke()
		e.clock.Advance(2 * time.Hour)
		e.expect(t, "projects after revocation", e.do(request{method: "GET", path: "/api/integrations/tracker/projects", cookie: owner.Cookie}), 409, "NOT_CONNECTED")
		resp = e.do(request{method: "GET", path: path, cookie: owner.Cookie})
		if resp.json["status"] != "reconnect_required" {
			t.Errorf("after revocation: %s", resp.raw)
		}
		resp = e.do(request{method: "POST", path: path + "/test", cookie: owner.Cookie})
		if resp.json["success"] != false || !strings.Contains(resp.json["message"].(string), "connect it again") {
			t.Errorf("test after revocation: %s", resp.raw)
		}
		e.submitConcern(t, owner, "Lobby")
		e.waitStat(t, owner, id, "pending", 1)
		e.connect(t, owner)
		e.waitStat(t, owner, id, "ticketsCreated", 5)

		// A disabled integration creates no tickets.
		e.expect(t, "disable", e.do(request{method: "POST", path: path + "/disable", cookie: owner.Cookie}), 200, "")
		e.expect(t, "room settings of a disabled integration", e.do(request{method: "GET", path: settings(lab), cookie: owner.Cookie}), 404, "NOT_FOUND")
		e.submitConcern(t, owner, "Lobby")
		e.waitJobs(t, "feedback.serious_concern", 6)
		if st := e.stats(t, owner, id); st["eventsProcessed"] != float64(5) || st["ticketsCreated"] != float64(5) || st["pending"] != float64(0) {
			t.Errorf("final stats %v", st)
		}

		// No secret reaches an answer, the database in clear, or the logs.
		var sealed string
		if err := e.db.NewSelect().Table("integrations_integrations").Column("sealed_token").Where("id = ?", id).Scan(context.Background(), &sealed); err != nil {
			t.Fatal(err)
		}
		list := string(e.do(request{method: "GET", path: "/api/integrations", cookie: owner.Cookie}).raw)
		one := string(e.do(request{method: "GET", path: path, cookie: owner.Cookie}).raw)
		secrets := append(e.tracker.Tokens(), trackertest.ClientSecret)
		if len(secrets) < 5 || sealed == "" {
			t.Fatalf("%d secrets issued, stored token %q", len(secrets), sealed)
		}
		for _, secret := range secrets {
			for where, text := range map[string]string{"logs": e.logs.String(), "database": sealed, "list": list, "integration": one} {
				if strings.Contains(text, secret) {
					t.Errorf("the %s hold a secret", where)
				}
			}
		}

		// A token sealed under another secret asks for a new connection.
		if _, err := e.db.NewUpdate().Table("integrations_integrations").Set("sealed_token = ?", "sealed-under-another-secret").
			Where("id = ?", id).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		resp = e.do(request{method: "POST", path: path + "/test", cookie: owner.Cookie})
		if resp.json["success"] != false || !strings.Contains(resp.json["message"].(string), "cannot be read") {
			t.Errorf("test with an unreadable token: %s", resp.raw)
		}
		e.expect(t, "projects with an unreadable token", e.do(request{method: "GET", path: "/api/integrations/tracker/projects", cookie: owner.Cookie}), 409, "NOT_CONNECTED")
	})
}

// TestTrackerCallbackBoundToBrowser replays the attack on the tracker's
// OAuth flow: an admin of one organization starts the connection and
// sends the authorization URL to a victim, whose approval at the tracker
// sends the victim's browser to the callback. Without the admin's
// browser's flow cookie and session, the callback answers 400
// INVALID_STATE and the attacker's integration holds no token.
func TestTrackerCallbackBoundToBrowser(t *testing.T) {
	forEachDialectTracker(t, func(t *testing.T, e *trackerEnv) {
		victimOrg, _ := e.newOrg("victim")
		victim := e.addMember(victimOrg, "victim@victim.test", "user")
		attackerOrg, attacker := e.newOrg("attacker")
		e.uncap(attackerOrg)
		resp := e.do(request{method: "POST", path: "/api/integrations", cookie: attacker.Cookie, body: map[string]any{"type": "tracker", "name": "Jira"}})
		e.expect(t, "create", resp, 201, "")
		path := "/api/integrations/" + resp.json["_id"].(string)
		resp = e.do(request{method: "GET", path: "/api/integrations/tracker/auth", cookie: attacker.Cookie})
		e.expect(t, "auth url", resp, 200, "")
		attackerFlow := flowCookie(t, resp)
		// The victim approves at the tracker, and the victim's browser
		// follows the redirect to the callback.
		callback := e.callbackPath(t, resp.json["url"].(string))
		e.expectCalls(t, request{method: "GET", path: callback}, []call{
			{"the victim's anonymous browser", request{}, 400, "INVALID_STATE"},
			{"the victim's browser, signed in", request{cookie: victim.Cookie}, 400, "INVALID_STATE"},
			{"the attacker's flow cookie without the attacker's session", request{cookies: attackerFlow}, 400, "INVALID_STATE"},
		})
		resp = e.do(request{method: "GET", path: path, cookie: attacker.Cookie})
		if resp.json["status"] != "not_connected" || resp.json["site"] != nil {
			t.Errorf("the attacker's integration after the victim's callback: %s", resp.raw)
		}
		e.expect(t, "no projects reachable", e.do(request{method: "GET", path: "/api/integrations/tracker/projects", cookie: attacker.Cookie}), 409, "NOT_CONNECTED")
	})
}

func TestTrackerNotConfigured(t *testing.T) {
	forEachDialect(t, func(t *testing.T, e *env) {
		org, owner := e.newOrg("acme")
		e.uncap(org)
		resp := e.do(request{method: "POST", path: "/api/integrations", cookie: owner.Cookie, body: map[string]any{"type": "tracker", "name": "Jira"}})
		e.expect(t, "create", resp, 201, "")
		e.expect(t, "auth", e.do(request{method: "GET", path: "/api/integrations/tracker/auth", cookie: owner.Cookie}), 503, "NOT_CONFIGURED")
		e.expect(t, "callback", e.do(request{method: "GET", path: "/api/integrations/tracker/callback?state=x&code=y"}), 503, "NOT_CONFIGURED")
		resp = e.do(request{method: "POST", path: "/api/integrations/" + resp.json["_id"].(string) + "/test", cookie: owner.Cookie})
		if e.expect(t, "test", resp, 200, ""); resp.json["success"] != false || !strings.Contains(resp.json["message"].(string), "FEEDBACKD_TRACKER_CLIENT_ID") {
			t.Errorf("test: %s", resp.raw)
		}
	})
}

// TestTrackerProjectsAUserMayChoose checks that a room creator with the
// user role sends the room's tickets, written with the admin's token, only
// to a project that an admin allowed, and parents them only to an epic of
// that project; admins set the allowed projects and choose any.
func TestTrackerProjectsAUserMayChoose(t *testing.T) {
	forEachDialectTracker(t, func(t *testing.T, e *trackerEnv) {
		org, owner := e.newOrg("acme")
		e.uncap(org)
		user := e.addMember(org, "user@acme.test", "user")
		resp := e.do(request{method: "POST", path: "/api/integrations", cookie: owner.Cookie,
			body: map[string]any{"type": "tracker", "name": "Jira", "config": map[string]any{"projectKey": "OPS"}}})
		e.expect(t, "create", resp, 201, "")
		if got := jsonPath(resp.json, "config.allowedProjectKeys"); fmt.Sprint(got) != "[]" {
			t.Errorf("allowedProjectKeys of a new integration: %v", got)
		}
		path := "/api/integrations/" + resp.json["_id"].(string)
		room := e.createRoom(user, "Mine", false)["_id"].(string)
		settings := "/api/events/room/" + room + "/tracker-settings"
		choose := func(body map[string]any) request { return request{body: body} }
		e.expectCalls(t, request{method: "PUT", path: settings, cookie: user.Cookie}, []call{
			{"a project nobody allowed", choose(map[string]any{"trackerProjectKey": "SECRET"}), 403, "FORBIDDEN"},
			{"the organization's project", choose(map[string]any{"trackerProjectKey": "OPS"}), 200, ""},
			{"an epic of another project", choose(map[string]any{"trackerEpicKey": "SECRET-1"}), 403, "FORBIDDEN"},
			{"an epic of the room's project", choose(map[string]any{"trackerEpicKey": "OPS-3"}), 200, ""},
			{"the user cannot allow projects", request{method: "PUT", path: path, body: map[string]any{"config": map[string]any{"allowedProjectKeys": []string{"SECRET"}}}}, 403, "INSUFFICIENT_ROLE"},
		})
		e.expectCalls(t, request{method: "PUT", path: path, cookie: owner.Cookie}, []call{
			{"not a project key", choose(map[string]any{"config": map[string]any{"allowedProjectKeys": []string{"hr"}}}), 400, "VALIDATION_FAILED"},
			{"not a list", choose(map[string]any{"config": map[string]any{"allowedProjectKeys": "HR"}}), 400, "VALIDATION_FAILED"},
			{"too many", choose(map[string]any{"config": map[string]any{"allowedProjectKeys": make([]string, 101)}}), 400, "VALIDATION_FAILED"},
		})
		resp = e.do(request{method: "POST", path: "/api/integrations/tracker/configure", cookie: owner.Cookie,
			body: map[string]any{"projectKey": "OPS", "allowedProjectKeys": []string{"HR", " HR ", "LEGAL"}}})
		if e.expect(t, "allow projects", resp, 200, ""); fmt.Sprint(jsonPath(resp.json, "config.allowedProjectKeys")) != "[HR LEGAL]" {
			t.Errorf("allowed: %s", resp.raw)
		}
		resp = e.do(request{method: "GET", path: path, cookie: owner.Cookie})
		if fmt.Sprint(jsonPath(resp.json, "config.allowedProjectKeys")) != "[HR LEGAL]" || jsonPath(resp.json, "config.projectKey") != "OPS" {
			t.Errorf("stored: %s", resp.raw)
		}
		e.expectCalls(t, request{method: "PUT", path: settings, cookie: user.Cookie}, []call{
			{"an allowed project, with the old epic", choose(map[string]any{"trackerProjectKey": "HR"}), 200, ""},
			{"an epic of the allowed project", choose(map[string]any{"trackerEpicKey": "HR-2"}), 200, ""},
			{"still not a project nobody allowed", choose(map[string]any{"trackerProjectKey": "SECRET", "trackerEpicKey": "SECRET-1"}), 403, "FORBIDDEN"},
			{"an admin chooses any", request{cookie: owner.Cookie, body: map[string]any{"trackerProjectKey": "SECRET", "trackerEpicKey": "SECRET-1"}}, 200, ""},
		})
		resp = e.do(request{method: "GET", path: settings, cookie: user.Cookie})
		if resp.json["trackerProjectKey"] != "SECRET" || resp.json["trackerEpicKey"] != "SECRET-1" {
			t.Errorf("room settings: %s", resp.raw)
		}
		// A room keeps a project that a user may not choose: sent again
		// with the rest, as a form does, it is no change.
		e.expect(t, "the room's own project sent again", e.do(request{method: "PUT", path: settings, cookie: user.Cookie,
			body: map[string]any{"trackerProjectKey": "SECRET", "trackerEpicKey": "SECRET-2", "trackerCreateTickets": true}}), 200, "")
		// Taking a project off the list takes it from the users' choice.
		e.expect(t, "allow none", e.do(request{method: "PUT", path: path, cookie: owner.Cookie,
			body: map[string]any{"config": map[string]any{"allowedProjectKeys": []string{}}}}), 200, "")
		e.expect(t, "HR no longer allowed", e.do(request{method: "PUT", path: settings, cookie: user.Cookie,
			body: map[string]any{"trackerProjectKey": "HR"}}), 403, "FORBIDDEN")
	})
}
