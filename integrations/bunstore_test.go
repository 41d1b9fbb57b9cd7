package integrations_test

import (
	"context"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/integrations"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
	"github.com/feedbackkit/feedbackkit/orgs"
)

var at = time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)

// storeWithOrgs migrates db and creates the organizations ids.
func storeWithOrgs(t *testing.T, db *bun.DB, ids ...string) *integrations.BunStore {
	t.Helper()
	ctx := context.Background()
	if err := app.Migrate(ctx, db); err != nil {
		t.Fatal(err)
	}
	for _, id := range ids {
		if err := orgs.NewBunStore(db).CreateOrganization(ctx, &orgs.Organization{
			ID: id, Name: id, Subdomain: id, Plan: orgs.PlanTeam, CreatedAt: at, UpdatedAt: at}); err != nil {
			t.Fatal(err)
		}
	}
	return integrations.NewBunStore(db)
}

func wantCode(t *testing.T, what string, err error, code feedbackkit.Code) {
	t.Helper()
	if got := feedbackkit.ErrorCode(err); got != code {
		t.Errorf("%s: %v, want %s", what, err, code)
	}
}

func TestBunStoreIntegrations(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		s := storeWithOrgs(t, db, "acme", "rival")
		in := &integrations.Integration{ID: "i1", OrgID: "acme", Type: integrations.TypeTracker, Name: "Jira", Enabled: true,
			Status: integrations.StatusNotConnected, Config: integrations.TrackerSettings{IssueType: "Task"},
			CreatedBy: "u1", CreatedAt: at, UpdatedAt: at}
		if err := s.CreateIntegration(ctx, in); err != nil {
			t.Fatal(err)
		}
		twin := *in
		twin.ID = "i2"
		wantCode(t, "a second tracker", s.CreateIntegration(ctx, &twin), feedbackkit.CodeAlreadyExists)
		twin.OrgID = "rival"
		if err := s.CreateIntegration(ctx, &twin); err != nil {
			t.Errorf("another organization's tracker: %v", err)
		}
		_, err := s.FindIntegration(ctx, "rival", "i1")
		wantCode(t, "another organization's id", err, feedbackkit.CodeNotFound)

		// UpdateIntegration leaves the connection; UpdateConnection swaps it
		// only from the token it was read with.
		in.Name, in.Config.AutoCreate, in.SealedToken, in.UpdatedAt = "Jira Cloud", true, "ignored", at.Add(time.Minute)
		if err := s.UpdateIntegration(ctx, in); err != nil {
			t.Fatal(err)
		}
		got, err := s.FindIntegrationByType(ctx, "acme", integrations.TypeTracker)
		if err != nil || got.Name != "Jira Cloud" || !got.Config.AutoCreate || got.SealedToken != "" || !got.UpdatedAt.Equal(at.Add(time.Minute)) {
			t.Errorf("after UpdateIntegration: %+v %v", got, err)
		}
		got.SealedToken, got.Status, got.Site = "sealed-1", integrations.StatusConnected, integrations.Site{ID: "c", Name: "n", URL: "u"}
		if ok, err := s.UpdateConnection(ctx, got, ""); !ok || err != nil {
			t.Errorf("first connection: %v %v", ok, err)
		}
		got.SealedToken = "sealed-2"
		if ok, err := s.UpdateConnection(ctx, got, "stale"); ok || err != nil {
			t.Errorf("swap from a stale token: %v %v", ok, err)
		}
		if ok, err := s.UpdateConnection(ctx, got, "sealed-1"); !ok || err != nil {
			t.Errorf("swap: %v %v", ok, err)
		}
		if got, _ := s.FindIntegration(ctx, "acme", "i1"); got.SealedToken != "sealed-2" || got.Site.URL != "u" || got.Name != "Jira Cloud" {
			t.Errorf("after UpdateConnection: %+v", got)
		}

		// One refresh lease at a time, until it expires or is given back.
		lease := func(now time.Time) bool {
			t.Helper()
			ok, err := s.AcquireRefresh(ctx, "acme", "i1", now, now.Add(30*time.Second))
			if err != nil {
				t.Fatal(err)
			}
			return ok
		}
		if !lease(at) || lease(at.Add(time.Second)) || !lease(at.Add(time.Minute)) {
			t.Error("lease: want taken, refused while held, taken once expired")
		}
		if err := s.ReleaseRefresh(ctx, "acme", "i1"); err != nil || !lease(at.Add(time.Minute)) {
			t.Errorf("lease after release: %v", err)
		}
		if ok, _ := s.AcquireRefresh(ctx, "rival", "i1", at, at); ok {
			t.Error("leased another organization's integration")
		}

		wantCode(t, "delete from another organization", s.DeleteIntegration(ctx, "rival", "i1"), feedbackkit.CodeNotFound)
		if err := s.DeleteIntegration(ctx, "acme", "i1"); err != nil {
			t.Fatal(err)
		}
		if list, err := s.FindIntegrations(ctx, "acme"); err != nil || len(list) != 0 {
			t.Errorf("after delete: %v %v", list, err)
		}
	})
}

func TestBunStoreTickets(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		s := storeWithOrgs(t, db, "acme")
		in := &integrations.Integration{ID: "i1", OrgID: "acme", Type: integrations.TypeTracker, Name: "Jira", Enabled: true,
			Status: integrations.StatusConnected, CreatedBy: "u1", CreatedAt: at, UpdatedAt: at}
		if err := s.CreateIntegration(ctx, in); err != nil {
			t.Fatal(err)
		}
		ticket := func(id, item string, status integrations.TicketStatus, created time.Time) *integrations.Ticket {
			return &integrations.Ticket{ID: id, OrgID: "acme", IntegrationID: "i1", ItemID: item, RoomID: "r", IdempotencyKey: "k-" + id,
				ProjectKey: "OPS", IssueType: "Task", Summary: "s", Description: "d", Status: status, CreatedAt: created, UpdatedAt: created}
		}
		for i, tk := range []*integrations.Ticket{
			ticket("t1", "item1", integrations.TicketPending, at),
			ticket("t2", "item2", integrations.TicketPending, at.Add(time.Second)),
			ticket("t3", "item3", integrations.TicketSkipped, at.Add(2*time.Second)),
		} {
			if err := s.CreateTicket(ctx, tk); err != nil {
				t.Fatalf("ticket %d: %v", i, err)
			}
		}
		wantCode(t, "a second ticket for an item", s.CreateTicket(ctx, ticket("t4", "item1", integrations.TicketPending, at)), feedbackkit.CodeAlreadyExists)

		t1, err := s.FindTicket(ctx, "acme", "t1")
		if err != nil {
			t.Fatal(err)
		}
		issued := at.Add(time.Hour)
		t1.Status, t1.Key, t1.URL, t1.Attempts, t1.Errors, t1.IssuedAt = integrations.TicketCreated, "OPS-1", "https://x/browse/OPS-1", 2, 1, &issued
		if err := s.UpdateTicket(ctx, t1); err != nil {
			t.Fatal(err)
		}
		t2, _ := s.FindTicket(ctx, "acme", "t2")
		sent := at.Add(time.Minute)
		t2.Errors, t2.LastError, t2.CreateSentAt = 3, "the tracker answered 503", &sent
		if err := s.UpdateTicket(ctx, t2); err != nil {
			t.Fatal(err)
		}
		if got, err := s.FindTicket(ctx, "acme", "t2"); err != nil || got.CreateSentAt == nil || !got.CreateSentAt.Equal(sent) {
			t.Errorf("t2 after its create was sent: %+v %v", got, err)
		}
		st, err := s.TicketStats(ctx, "acme", "i1")
		if err != nil || *st != (integrations.Stats{EventsProcessed: 3, TicketsCreated: 1, Pending: 1, Skipped: 1, Errors: 4}) {
			t.Errorf("stats %+v %v", st, err)
		}
		page, total, err := s.FindTickets(ctx, "acme", "i1", feedbackkit.PageRequest{Page: 2, Limit: 2})
		if err != nil || total != 3 || len(page) != 1 || page[0].ID != "t1" || page[0].Key != "OPS-1" || !page[0].IssuedAt.Equal(issued) {
			t.Errorf("page 2: %v %d %v", page, total, err)
		}
		byItem, err := s.FindItemTickets(ctx, "acme", []string{"item1", "item3", "nothing"})
		if err != nil || len(byItem) != 2 {
			t.Errorf("item tickets %v %v", byItem, err)
		}
		if other, err := s.FindItemTickets(ctx, "rival", []string{"item1"}); err != nil || len(other) != 0 {
			t.Errorf("another organization's item tickets %v %v", other, err)
		}

		// The tickets of deleted items: those not created in the tracker
		// go; the created one keeps its issue, without the text. Another
		// organization's ids touch nothing.
		if n, err := s.ForgetItemTickets(ctx, "rival", []string{"item1", "item2"}); err != nil || n != 0 {
			t.Errorf("forget another organization's items: %d %v", n, err)
		}
		for _, want := range []int{2, 0} {
			if n, err := s.ForgetItemTickets(ctx, "acme", []string{"item1", "item2", "item3", "nothing"}); err != nil || n != want {
				t.Errorf("forget the items: %d %v; want %d", n, err, want)
			}
		}
		kept, err := s.FindTicket(ctx, "acme", "t1")
		if err != nil || kept.Key != "OPS-1" || kept.Status != integrations.TicketCreated ||
			kept.Summary != integrations.DeletedSummary || kept.Description != "" {
			t.Errorf("the created ticket of a deleted item: %+v %v", kept, err)
		}
		for _, id := range []string{"t2", "t3"} {
			_, err = s.FindTicket(ctx, "acme", id)
			wantCode(t, "ticket "+id+" of a deleted item", err, feedbackkit.CodeNotFound)
		}

		// Tickets go with their integration.
		if err := s.DeleteIntegration(ctx, "acme", "i1"); err != nil {
			t.Fatal(err)
		}
		_, err = s.FindTicket(ctx, "acme", "t1")
		wantCode(t, "ticket of a deleted integration", err, feedbackkit.CodeNotFound)
	})
}

// jobs.Queue moves a ticket's waiting jobs up once the tracker answers.
var _ integrations.Retrier = (*jobs.Queue)(nil)
