package server_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/integrations"
	"github.com/feedbackkit/feedbackkit/internal/database"
)

// copiesOf counts, per table of the database (from its catalog, so that a
// table another package adds is searched too), the rows that hold s in
// any column, River's jobs among them (their arguments name items, never
// copy their text).
func (e *env) copiesOf(t *testing.T, s string) map[string]int {
	t.Helper()
	ctx := context.Background()
	var cols []struct {
		Table  string `bun:"table_name"`
		Column string `bun:"column_name"`
		Type   string `bun:"data_type"`
	}
	var err error
	if database.IsPostgres(e.db) {
		err = e.db.NewRaw(`SELECT c.table_name, c.column_name, c.data_type FROM information_schema.columns AS c
			JOIN information_schema.tables AS t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
			WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'`).Scan(ctx, &cols)
	} else {
		err = e.db.NewRaw(`SELECT m.name AS table_name, p.name AS column_name, p.type AS data_type
			FROM sqlite_master AS m, pragma_table_info(m.name) AS p WHERE m.type = 'table'`).Scan(ctx, &cols)
	}
	if err != nil || len(cols) < 100 {
		t.Fatalf("the columns of the catalog: %d, %v", len(cols), err)
	}
	conds := map[string][]string{}
	for _, c := range cols {
		if strings.HasPrefix(c.Table, "sqlite_") {
			continue
		}
		col := `"` + c.Column + `"`
		switch {
		case !database.IsPostgres(e.db):
			conds[c.Table] = append(conds[c.Table], "instr(CAST("+col+" AS TEXT), ?0) > 0")
		case c.Type == "bytea":
			conds[c.Table] = append(conds[c.Table], "position(convert_to(?0, 'UTF8') in "+col+") > 0")
		default:
			conds[c.Table] = append(conds[c.Table], "strpos(CAST("+col+" AS TEXT), ?0) > 0")
		}
	}
	out := map[string]int{}
	for table, where := range conds {
		var n int
		q := fmt.Sprintf(`SELECT count(*) FROM %q WHERE %s`, table, strings.Join(where, " OR "))
		if err := e.db.NewRaw(q, s).Scan(ctx, &n); err != nil {
			t.Fatalf("search %s: %v", table, err)
		}
		if n > 0 {
			out[table] = n
		}
	}
	return out
}

// TestDeletedFeedbackLeavesNoCopy deletes serious concerns by their ids,
// with their room, and by the retention's purge, and checks that no table
// keeps their text: not their tickets (those not created in the tracker
// go, and their jobs end without calling it; a created one keeps the
// issue's key without the text), not the emails about them, not the
// webhook deliveries of their events, not the answers kept for their
// Idempotency-Key. What another item copies stays.
func TestDeletedFeedbackLeavesNoCopy(t *testing.T) {
	forEachDialectTracker(t, func(t *testing.T, e *trackerEnv) {
		ctx := context.Background()
		owner, integrationID := e.autoTickets(t)
		rcv := newWebhookReceiver(t)
		hook := e.createWebhook(t, owner, map[string]any{"url": rcv.url("/acme"), "events": allWebhookEvents})
		rcv.setSecrets("/acme", hook["secret"].(string))
		for _, name := range []string{"Week 1", "Week 2"} {
			room := e.createRoom(owner, name, false)
			e.expect(t, "subscribe", e.do(request{method: "POST", path: subPath("room", room["_id"].(string)), cookie: owner.Cookie,
				body: map[string]any{"frequency": "instant"}}), 201, "")
		}

		submit := func(room, text, key string) string {
			t.Helper()
			resp := e.do(keyed("/api/feedback/submit", key, map[string]any{
				"instructorId": owner.User.InstructorID, "eventType": room, "feedback": text}))
			e.expect(t, "submit "+text, resp, 201, "")
			return resp.json["_id"].(string)
		}
		// copied waits until the text is in its ticket, in the email to
		// the subscriber, in the deliveries of both events and in the
		// answer kept for its key.
		copied := func(text string) {
			t.Helper()
			waitFor(t, "the copies of "+text, func() bool {
				c := e.copiesOf(t, text)
				return c["feedback_items"] == 1 && c["integrations_tickets"] == 1 && c["notify_emails"] >= 1 &&
					c["webhooks_deliveries"] == 2 && c["idempotency_keys"] == 1
			})
		}
		gone := func(text string) {
			t.Helper()
			if c := e.copiesOf(t, text); len(c) != 0 {
				t.Errorf("copies of %q left: %v", text, c)
			}
		}
		ticketOf := func(itemID string) map[string]any {
			t.Helper()
			list := e.do(request{method: "GET", path: "/api/integrations/" + integrationID + "/tickets?limit=100", cookie: owner.Cookie})
			e.expect(t, "tickets", list, 200, "")
			for _, tk := range list.json["data"].([]any) {
				if tk := tk.(map[string]any); tk["feedbackId"] == itemID {
					return tk
				}
			}
			return nil
		}

		// An item whose ticket was created: the ticket keeps the issue.
		created := "I will kill you after class tomorrow, said the created one"
		createdID := submit("Week 1", created, "key-created")
		copied(created)
		e.waitStat(t, owner, integrationID, "ticketsCreated", 1)
		e.expect(t, "delete the created one", e.do(request{method: "DELETE", path: "/api/feedback", cookie: owner.Cookie,
			body: map[string]any{"ids": []string{createdID}}}), 200, "")
		gone(created)
		if tk := ticketOf(createdID); tk == nil || tk["status"] != "created" || tk["key"] == "" ||
			tk["summary"] != integrations.DeletedSummary {
			t.Errorf("the created ticket after the deletion: %v", tk)
		}

		// Items whose tickets wait for the tracker.
		e.tracker.SetDown(true)
		deleted := "I will kill you after class tomorrow, said the deleted one"
		deletedID := submit("Week 1", deleted, "key-deleted")
		copied(deleted)
		e.expect(t, "delete", e.do(request{method: "DELETE", path: "/api/feedback", cookie: owner.Cookie,
			body: map[string]any{"ids": []string{deletedID}}}), 200, "")
		gone(deleted)
		if tk := ticketOf(deletedID); tk != nil {
			t.Errorf("the pending ticket of a deleted item is listed: %v", tk)
		}

		inRoom := "I will kill you after class tomorrow, said the one in the room"
		submit("Week 2", inRoom, "key-room")
		copied(inRoom)
		e.expect(t, "delete the room", e.do(request{method: "DELETE", path: "/api/events/" + url.PathEscape("Week 2"), cookie: owner.Cookie}), 200, "")
		gone(inRoom)

		old := "I will kill you after class tomorrow, said the old one"
		submit("Week 1", old, "key-old")
		copied(old)
		e.clock.Advance(10 * 24 * time.Hour)
		owner.Cookie = e.login(owner.User.Email, owner.Password)
		fresh := "I will kill you after class tomorrow, said the fresh one"
		freshID := submit("Week 1", fresh, "key-fresh")
		copied(fresh)
		e.expect(t, "set retention", e.do(request{method: "PUT", path: retentionPath, cookie: owner.Cookie,
			body: map[string]any{"feedbackDays": 5}}), 200, "")
		if _, err := e.kit.Governance.Purge(ctx); err != nil {
			t.Fatal(err)
		}
		gone(old)
		if c := e.copiesOf(t, fresh); c["integrations_tickets"] != 1 || c["notify_emails"] < 1 || c["webhooks_deliveries"] != 2 {
			t.Errorf("copies of the item the purge keeps: %v", c)
		}

		// The jobs of the deleted tickets end without calling the tracker:
		// an attempt that read its ticket before the deletion gets nowhere
		// while the tracker is down (it may have been waiting for the
		// refresh of the access token, which the clock's advance expired),
		// and the next finds no ticket and is cancelled. Only the fresh
		// item's job is left. (TestTicketOfItemDeletedWhileItsTokenIsRefreshed
		// has an attempt get the token after the deletion.)
		unfinishedTicketJobs := func() int {
			n, err := e.db.NewSelect().Table("river_job").Where("kind = ?", integrations.CreateTicketArgs{}.Kind()).
				Where("state NOT IN ('completed', 'cancelled', 'discarded')").Count(ctx)
			if err != nil {
				t.Fatal(err)
			}
			return int(n)
		}
		waitFor(t, "the deleted tickets' jobs to end", func() bool { return unfinishedTicketJobs() == 1 })
		// Back up, the tracker gets the fresh item's issue only.
		e.tracker.SetDown(false)
		waitFor(t, "the tickets' jobs to end", func() bool { return unfinishedTicketJobs() == 0 })
		if n, err := e.db.NewSelect().Table("river_job").Where("kind = ?", integrations.CreateTicketArgs{}.Kind()).
			Where("state = 'cancelled'").Count(ctx); err != nil || n != 3 {
			t.Errorf("%d tickets' jobs cancelled (%v), want those of the three deleted while pending", n, err)
		}
		issues := e.tracker.Issues()
		if len(issues) != 2 {
			t.Errorf("%d issues in the tracker, want those of the created and the fresh items: %+v", len(issues), issues)
		}
		for _, is := range issues {
			for _, text := range []string{deleted, inRoom, old} {
				if strings.Contains(fmt.Sprint(is), text) {
					t.Errorf("the deleted %q reached the tracker: %+v", text, is)
				}
			}
		}
		if tk := ticketOf(freshID); tk == nil || tk["status"] != "created" {
			t.Errorf("the fresh item's ticket: %v", tk)
		}

		// A repeat of the deleted item's submission is not answered with
		// its text: the key was forgotten with it, and the repeat is a new
		// submission.
		again := e.do(keyed("/api/feedback/submit", "key-deleted", map[string]any{
			"instructorId": owner.User.InstructorID, "eventType": "Week 1", "feedback": deleted}))
		e.expect(t, "repeat", again, 201, "")
		if again.header.Get("Idempotent-Replayed") == "true" || again.json["_id"] == deletedID {
			t.Errorf("the repeat of a deleted item's key replayed its answer: %s", again.raw)
		}
	}, withWebhooks)
}

// deleteConcern is a feedback.ConcernHandler, run before the tracker's
// and the webhooks' (app.Config.ConcernHandlers come first), that deletes
// the item with the function the test sets: the item is deleted after
// the concern job read it and before those handlers store their copies of
// its text.
type deleteConcern struct {
	del atomic.Pointer[func(ctx context.Context, id string) (int, error)]
	n   atomic.Int32 // how many items it deleted
}

// HandleSeriousConcern implements feedback.ConcernHandler.
func (d *deleteConcern) HandleSeriousConcern(ctx context.Context, it *feedback.Item) error {
	n, err := (*d.del.Load())(ctx, it.ID)
	d.n.Add(int32(n))
	return err
}

// TestConcernDeletedDuringItsJobLeavesNoCopy deletes a serious concern
// while its job runs, between the job's reading of the item and the
// storing of its ticket and concern_flagged delivery: those handlers read
// the item again, locked, find it gone and store nothing, so that no
// copy of its text outlives it (without the lock both would stay, the
// delete hooks having run before they existed).
func TestConcernDeletedDuringItsJobLeavesNoCopy(t *testing.T) {
	eachDialect(t, func(t *testing.T, d string) {
		h := &deleteConcern{}
		e := newTrackerEnv(t, d, withWebhooks, func(c *app.Config) { c.ConcernHandlers = append(c.ConcernHandlers, h) })
		owner, _ := e.autoTickets(t)
		asOwner := &identity.Principal{UserID: owner.User.ID, OrgID: owner.User.OrgID, Role: feedbackkit.RoleOwner}
		del := func(ctx context.Context, id string) (int, error) {
			return e.kit.Feedback.DeleteItems(identity.WithPrincipal(ctx, asOwner), []string{id})
		}
		h.del.Store(&del)
		rcv := newWebhookReceiver(t)
		hook := e.createWebhook(t, owner, map[string]any{"url": rcv.url("/acme"), "events": []string{"feedback.concern_flagged"}})
		rcv.setSecrets("/acme", hook["secret"].(string))
		e.createRoom(owner, "Week 1", false)
		text := "I will kill you after class tomorrow, said the one deleted during its job"
		e.expect(t, "submit", e.do(request{method: "POST", path: "/api/feedback/submit", body: map[string]any{
			"instructorId": owner.User.InstructorID, "eventType": "Week 1", "feedback": text}}), 201, "")
		waitFor(t, "the concern job to end", func() bool {
			n, err := e.db.NewSelect().Table("river_job").Where("kind = ?", feedback.SeriousConcernArgs{}.Kind()).
				Where("state = 'completed'").Count(context.Background())
			return err == nil && n == 1
		})
		if n := h.n.Load(); n != 1 {
			t.Fatalf("the handler deleted %d items, want 1", n)
		}
		if c := e.copiesOf(t, text); len(c) != 0 {
			t.Errorf("copies of the item deleted during its concern job: %v", c)
		}
	})
}

// TestTicketOfItemDeletedWhileItsTokenIsRefreshed deletes a serious
// concern while its ticket's job, which has read the ticket, waits for a
// refresh of the tracker's access token (a proxy in front of the token
// endpoint holds the refresh until the deletion has committed): once it
// has the token, the job records on the ticket that it sends the create,
// finds it gone and ends without giving the tracker the item's text.
func TestTicketOfItemDeletedWhileItsTokenIsRefreshed(t *testing.T) {
	eachDialect(t, func(t *testing.T, d string) {
		refreshing, release := make(chan struct{}), make(chan struct{})
		var hold atomic.Bool
		e := newTrackerEnv(t, d, func(c *app.Config) {
			target, err := url.Parse(c.Tracker.TokenURL)
			if err != nil {
				t.Fatal(err)
			}
			forward := httputil.NewSingleHostReverseProxy(&url.URL{Scheme: target.Scheme, Host: target.Host})
			proxy := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				if hold.CompareAndSwap(true, false) {
					close(refreshing)
					<-release
				}
				forward.ServeHTTP(w, r)
			}))
			t.Cleanup(proxy.Close)
			c.Tracker.TokenURL = proxy.URL + target.Path
		})
		owner, _ := e.autoTickets(t)
		e.createRoom(owner, "Week 1", false)
		e.clock.Advance(2 * time.Hour) // the access token has expired: the next ticket refreshes it
		hold.Store(true)
		text := "I will kill you after class tomorrow, said the one deleted during the refresh"
		resp := e.do(request{method: "POST", path: "/api/feedback/submit", body: map[string]any{
			"instructorId": owner.User.InstructorID, "eventType": "Week 1", "feedback": text}})
		e.expect(t, "submit", resp, 201, "")
		select {
		case <-refreshing:
		case <-time.After(20 * time.Second):
			t.Fatal("gave up waiting for the refresh of the access token")
		}
		e.expect(t, "delete", e.do(request{method: "DELETE", path: "/api/feedback", cookie: owner.Cookie,
			body: map[string]any{"ids": []string{resp.json["_id"].(string)}}}), 200, "")
		close(release)
		waitFor(t, "the ticket's job to end", func() bool {
			n, err := e.db.NewSelect().Table("river_job").Where("kind = ?", integrations.CreateTicketArgs{}.Kind()).
				Where("state IN ('completed', 'cancelled', 'discarded')").Count(context.Background())
			return err == nil && n == 1
		})
		if issues := e.tracker.Issues(); len(issues) != 0 {
			t.Errorf("the tracker got the issue of an item deleted before its text was sent: %+v", issues)
		}
		if c := e.copiesOf(t, text); len(c) != 0 {
			t.Errorf("copies left: %v", c)
		}
	})
}
