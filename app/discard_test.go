package app_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/integrations"
	"github.com/feedbackkit/feedbackkit/integrations/trackertest"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/notify"
	"github.com/feedbackkit/feedbackkit/notify/smtptest"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/rooms"
	"github.com/feedbackkit/feedbackkit/subscriptions"
	"github.com/feedbackkit/feedbackkit/webhooks"
)

// TestDiscardDeliveries queues emails (one of them waiting for a retry),
// a webhook delivery, a password reset request and an instant email to a
// subscriber on an App that does not run its jobs, as on a restored copy,
// and discards them: their jobs are cancelled, the emails
// and the delivery are failed as discarded, with no attempt counted, the
// other jobs stay, and discarding again finds nothing.
func TestDiscardDeliveries(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		mailer, err := notify.NewSMTPMailer(smtptest.NewServer(t).URL(), "")
		if err != nil {
			t.Fatal(err)
		}
		kit, err := app.New(ctx, app.Config{DB: db, BlobURL: "mem://", SecretFile: filepath.Join(t.TempDir(), "key"),
			Mailer: mailer, WebhookAllowPrivate: true})
		if err != nil {
			t.Fatal(err)
		}
		defer kit.Close(ctx)
		org, owner, err := kit.Orgs.CreateOrganization(ctx, orgs.NewOrganization{Name: "Acme", Subdomain: "acme",
			Owner: identity.NewUser{Email: "boss@acme.test", Password: "long enough secret"}})
		if err != nil {
			t.Fatal(err)
		}
		as := identity.WithPrincipal(ctx, &identity.Principal{UserID: owner.ID, OrgID: org.ID, Role: feedbackkit.RoleOwner})
		room, err := kit.Rooms.CreateRoom(as, rooms.NewRoom{Name: "Lobby"})
		if err != nil {
			t.Fatal(err)
		}
		subscribe := func(f subscriptions.Frequency) {
			if _, _, err := kit.Subscriptions.Subscribe(as, subscriptions.Target{Type: subscriptions.Room, ID: room.ID},
				subscriptions.Settings{Frequency: f}); err != nil {
				t.Fatal(err)
			}
		}
		subscribe(subscriptions.Instant)
		if _, _, err := kit.Webhooks.Create(as, webhooks.NewWebhook{URL: "http://127.0.0.1:9/hook", Events: []webhooks.EventType{webhooks.EventFeedbackCreated}}); err != nil {
			t.Fatal(err)
		}
		if _, err := kit.Feedback.Submit(ctx, feedback.Submission{InstructorID: owner.InstructorID, EventType: "Lobby", Text: "words", Sentiment: "neutral"}); err != nil {
			t.Fatal(err)
		}
		subscribe(subscriptions.Daily) // the instant email stays queued
		if err := kit.Identity.ForgotPassword(ctx, "boss@acme.test"); err != nil {
			t.Fatal(err)
		}
		var emails []*notify.Email
		for range 2 {
			e, err := kit.Notify.Send(ctx, "ann@example.com", notify.TemplatePasswordReset, notify.PasswordReset{ResetURL: "https://example.com/reset"})
			if err != nil {
				t.Fatal(err)
			}
			emails = append(emails, e)
		}
		if n, err := kit.Subscriptions.QueueDigestsAt(ctx, time.Now().Add(48*time.Hour)); err != nil || n == 0 {
			t.Fatalf("queued %d digests (%v), want some: jobs that are no delivery", n, err)
		}
		if _, err := db.NewUpdate().Table("river_job").Set("state = 'retryable'").
			Where("id = (?)", db.NewSelect().Table("river_job").ColumnExpr("max(id)").Where("kind = ?", notify.DeliverEmailArgs{}.Kind())).
			Exec(ctx); err != nil {
			t.Fatal(err)
		}
		waiting := func(kinds ...string) int {
			n, err := db.NewSelect().Table("river_job").Where("kind IN (?)", bun.List(kinds)).
				Where("state IN ('available', 'scheduled', 'retryable', 'pending', 'running')").Count(ctx)
			if err != nil {
				t.Fatal(err)
			}
			return int(n)
		}
		emailKind, webhookKind := notify.DeliverEmailArgs{}.Kind(), webhooks.DeliverArgs{}.Kind()
		resetKind, instantKind := identity.PasswordResetArgs{}.Kind(), subscriptions.ItemArgs{}.Kind()
		var others []string
		if err := db.NewSelect().Table("river_job").Column("kind").Where("kind NOT IN (?)", bun.List([]string{emailKind, webhookKind, resetKind, instantKind})).
			Scan(ctx, &others); err != nil || len(others) == 0 {
			t.Fatalf("jobs other than deliveries: %v %v, want some (the digests)", others, err)
		}

		d, err := kit.DiscardDeliveries(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if d != (app.Discarded{Emails: 2, Webhooks: 1, PasswordResets: 1, Subscriptions: 1}) {
			t.Errorf("discarded %+v, want 2 emails, 1 webhook delivery, 1 password reset and 1 instant email", d)
		}
		if n := waiting(emailKind, webhookKind, resetKind, instantKind); n != 0 {
			t.Errorf("%d delivery jobs still to be worked", n)
		}
		if n := waiting(others...); n != len(others) {
			t.Errorf("%d of the %d other jobs still to be worked", n, len(others))
		}
		for _, e := range emails {
			got, err := kit.Notify.FindEmailByID(ctx, e.ID)
			if err != nil {
				t.Fatal(err)
			}
			if got.Status != notify.StatusFailed || got.Attempts != 0 || got.LastError != notify.Discarded {
				t.Errorf("a discarded email is %s after %d attempts (%q), want failed with none, as discarded", got.Status, got.Attempts, got.LastError)
			}
		}
		var delivery struct {
			Status   string
			Attempts int
			Error    string
		}
		if err := db.NewSelect().Table("webhooks_deliveries").Column("status", "attempts", "error").
			Scan(ctx, &delivery.Status, &delivery.Attempts, &delivery.Error); err != nil {
			t.Fatal(err)
		}
		if delivery.Status != string(webhooks.DeliveryFailed) || delivery.Attempts != 0 || delivery.Error != webhooks.Discarded {
			t.Errorf("the discarded webhook delivery: %+v, want failed with no attempt, as discarded", delivery)
		}
		if d, err := kit.DiscardDeliveries(ctx); err != nil || d != (app.Discarded{}) {
			t.Errorf("discarding again: %+v, %v; want nothing", d, err)
		}
	})
}

// TestDiscardDeliveriesConcerns holds, as a restored copy may, a serious
// concern whose follow-up is queued (an item flagged by its inline
// analysis) and an analysis still to be made that flags its item, with a
// webhook on concern_flagged: after DiscardDeliveries and Start, the
// analysis is made (the item is flagged) but the receiver gets nothing
// and no delivery is queued.
func TestDiscardDeliveriesConcerns(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		var posts atomic.Int32
		recv := httptest.NewServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { posts.Add(1) }))
		defer recv.Close()
		kit, err := app.New(ctx, app.Config{DB: db, BlobURL: "mem://", SecretFile: filepath.Join(t.TempDir(), "key"),
			Analyzer: &flakyAnalyzer{}, WebhookAllowPrivate: true, JobPollInterval: 20 * time.Millisecond})
		if err != nil {
			t.Fatal(err)
		}
		defer kit.Close(ctx)
		owner, as := acmeWithLobby(t, kit)
		if _, _, err := kit.Webhooks.Create(as, webhooks.NewWebhook{URL: recv.URL + "/hook", Events: []webhooks.EventType{webhooks.EventConcernFlagged}}); err != nil {
			t.Fatal(err)
		}
		var items []*feedback.Item
		for range 2 { // the first inline analysis fails, the second flags
			it, err := kit.Feedback.Submit(ctx, feedback.Submission{InstructorID: owner.InstructorID, EventType: "Lobby", Text: "My ex threatened to kill me with a knife last night."})
			if err != nil {
				t.Fatal(err)
			}
			items = append(items, it)
		}
		if !items[0].AnalysisPending || !items[1].Concern.IsSerious {
			t.Fatalf("want an item left to its analysis job and one flagged: %+v %+v", items[0], items[1])
		}

		d, err := kit.DiscardDeliveries(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if d != (app.Discarded{Concerns: 1, QuietAnalyses: 1}) {
			t.Errorf("discarded %+v, want 1 concern and 1 quiet analysis", d)
		}
		if err := kit.Start(ctx); err != nil {
			t.Fatal(err)
		}
		followUp := []string{feedback.SeriousConcernArgs{}.Kind(), webhooks.DeliverArgs{}.Kind(), integrations.CreateTicketArgs{}.Kind()}
		for {
			it, err := kit.Feedback.FindItem(as, items[0].ID)
			if err != nil {
				t.Fatal(err)
			}
			n, err := db.NewSelect().Table("river_job").Where("kind IN (?)", bun.List(followUp)).
				Where("state IN ('available', 'scheduled', 'retryable', 'pending', 'running')").Count(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if !it.AnalysisPending && n == 0 {
				if !it.Concern.IsSerious {
					t.Errorf("the quiet analysis did not flag the item: %+v", it.Concern)
				}
				break
			}
			time.Sleep(20 * time.Millisecond)
		}
		if err := kit.Close(ctx); err != nil {
			t.Fatal(err)
		}
		if n, err := db.NewSelect().Table("webhooks_deliveries").Count(ctx); err != nil || n != 0 || posts.Load() != 0 {
			t.Errorf("%d webhook deliveries (%v) and %d POSTs after the discard, want none", n, err, posts.Load())
		}
	})
}

// TestDiscardDeliveriesDuringAttempt discards a webhook delivery whose
// attempt is under way (the receiver holds the request), which then
// fails: the delivery stays failed as discarded, not pending without a
// job, and its job is not retried.
func TestDiscardDeliveriesDuringAttempt(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		arrived, answer := make(chan struct{}, 1), make(chan struct{})
		recv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			arrived <- struct{}{}
			<-answer
			w.WriteHeader(http.StatusInternalServerError)
		}))
		defer recv.Close()
		kit, err := app.New(ctx, app.Config{DB: db, BlobURL: "mem://", SecretFile: filepath.Join(t.TempDir(), "key"),
			WebhookAllowPrivate: true, JobPollInterval: 20 * time.Millisecond})
		if err != nil {
			t.Fatal(err)
		}
		defer kit.Close(ctx)
		owner, as := acmeWithLobby(t, kit)
		if _, _, err := kit.Webhooks.Create(as, webhooks.NewWebhook{URL: recv.URL + "/hook", Events: []webhooks.EventType{webhooks.EventFeedbackCreated}}); err != nil {
			t.Fatal(err)
		}
		if _, err := kit.Feedback.Submit(ctx, feedback.Submission{InstructorID: owner.InstructorID, EventType: "Lobby", Text: "words"}); err != nil {
			t.Fatal(err)
		}
		if err := kit.Start(ctx); err != nil {
			t.Fatal(err)
		}
		<-arrived
		d, err := kit.DiscardDeliveries(ctx)
		close(answer)
		if err != nil || d != (app.Discarded{Webhooks: 1}) {
			t.Fatalf("discarded %+v, %v; want the delivery under way", d, err)
		}
		for {
			var state string
			if err := db.NewSelect().Table("river_job").Column("state").Where("kind = ?", webhooks.DeliverArgs{}.Kind()).Scan(ctx, &state); err != nil {
				t.Fatal(err)
			}
			if state != "running" && state != "available" {
				if state != "completed" && state != "cancelled" {
					t.Errorf("the job of the discarded delivery is %s, want it completed or cancelled", state)
				}
				break
			}
			time.Sleep(20 * time.Millisecond)
		}
		var status, errText string
		if err := db.NewSelect().Table("webhooks_deliveries").Column("status", "error").Scan(ctx, &status, &errText); err != nil {
			t.Fatal(err)
		}
		if status != string(webhooks.DeliveryFailed) || errText != webhooks.Discarded {
			t.Errorf("the delivery discarded during its attempt is %s (%q), want failed as discarded", status, errText)
		}
	})
}

// TestDiscardDeliveriesTickets holds, as a restored copy may, the queued
// ticket of a serious concern for an organization connected to its issue
// tracker: DiscardDeliveries skips the ticket as discarded, and once the
// App runs its jobs the tracker gets the issue of a concern flagged after
// the discard, not that of the discarded ticket.
func TestDiscardDeliveriesTickets(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		tracker := trackertest.NewServer(t)
		kit, err := app.New(ctx, app.Config{DB: db, BlobURL: "mem://", SecretFile: filepath.Join(t.TempDir(), "key"),
			JobPollInterval: 20 * time.Millisecond, Tracker: integrations.TrackerConfig{
				ClientID: trackertest.ClientID, ClientSecret: trackertest.ClientSecret,
				AuthURL: tracker.URL + "/authorize", TokenURL: tracker.URL + "/oauth/token", APIURL: tracker.URL,
			}})
		if err != nil {
			t.Fatal(err)
		}
		defer kit.Close(ctx)
		owner, as := acmeWithLobby(t, kit)
		if _, err := kit.Orgs.SetPlan(ctx, "acme", orgs.PlanBusiness); err != nil {
			t.Fatal(err)
		}
		project, on := "OPS", true
		if _, err := kit.Integrations.CreateIntegration(as, integrations.NewIntegration{Type: integrations.TypeTracker, Name: "Jira",
			Config: integrations.SettingsPatch{ProjectKey: &project, AutoCreate: &on}}); err != nil {
			t.Fatal(err)
		}
		const binding = "the browser's binding"
		authURL, err := kit.Integrations.TrackerAuthURL(as, binding)
		if err != nil {
			t.Fatal(err)
		}
		callback, err := url.Parse(tracker.Authorize(t, authURL))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := kit.Integrations.CompleteTrackerAuth(as, callback.Query().Get("state"), callback.Query().Get("code"), binding); err != nil {
			t.Fatal(err)
		}
		submit := func(text string) *feedback.Item {
			t.Helper()
			it, err := kit.Feedback.Submit(ctx, feedback.Submission{InstructorID: owner.InstructorID, EventType: "Lobby", Text: text})
			if err != nil {
				t.Fatal(err)
			}
			if !it.Concern.IsSerious {
				t.Fatalf("%q was not flagged: %+v", text, it.Concern)
			}
			return it
		}
		discarded := submit("My ex threatened to kill me with a knife last night.")
		// The concern's job would record the ticket and queue its job so.
		if err := kit.Integrations.HandleSeriousConcern(ctx, discarded); err != nil {
			t.Fatal(err)
		}
		ticketOf := func(it *feedback.Item) *integrations.Ticket {
			t.Helper()
			tickets, err := kit.Integrations.ItemTickets(as, []string{it.ID})
			if err != nil || tickets[it.ID] == nil {
				t.Fatalf("the ticket of %s: %v %v", it.ID, tickets, err)
			}
			return tickets[it.ID]
		}
		if tk := ticketOf(discarded); tk.Status != integrations.TicketPending {
			t.Fatalf("the queued ticket is %s, want pending", tk.Status)
		}

		d, err := kit.DiscardDeliveries(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if d != (app.Discarded{Concerns: 1, Tickets: 1}) {
			t.Errorf("discarded %+v, want 1 concern and 1 ticket", d)
		}
		if tk := ticketOf(discarded); tk.Status != integrations.TicketSkipped || tk.LastError != integrations.Discarded || tk.Attempts != 0 {
			t.Errorf("the discarded ticket is %s after %d attempts (%q), want skipped with none, as discarded", tk.Status, tk.Attempts, tk.LastError)
		}

		if err := kit.Start(ctx); err != nil {
			t.Fatal(err)
		}
		later := submit("My ex threatened to kill me with a knife again this morning.")
		for {
			n, err := db.NewSelect().Table("river_job").Where("kind IN (?)", bun.List([]string{feedback.SeriousConcernArgs{}.Kind(), integrations.CreateTicketArgs{}.Kind()})).
				Where("state IN ('available', 'scheduled', 'retryable', 'pending', 'running')").Count(ctx)
			if err != nil {
				t.Fatal(err)
			}
			tickets, err := kit.Integrations.ItemTickets(as, []string{later.ID})
			if err != nil {
				t.Fatal(err)
			}
			if n == 0 && tickets[later.ID] != nil && tickets[later.ID].Status != integrations.TicketPending {
				break
			}
			time.Sleep(20 * time.Millisecond)
		}
		created := ticketOf(later)
		if created.Status != integrations.TicketCreated {
			t.Fatalf("the later concern's ticket is %s (%q), want created", created.Status, created.LastError)
		}
		var labels [][]string
		for _, is := range tracker.Issues() {
			labels = append(labels, is.Labels)
		}
		if tracker.Creates() != 1 || len(labels) != 1 || !slices.Contains(labels[0], "feedbackkit-"+created.IdempotencyKey) {
			t.Errorf("the tracker got %d create requests, issues labelled %v; want the later concern's (feedbackkit-%s) only",
				tracker.Creates(), labels, created.IdempotencyKey)
		}
		if tk := ticketOf(discarded); tk.Status != integrations.TicketSkipped || tk.Attempts != 0 {
			t.Errorf("once the jobs ran, the discarded ticket is %s after %d attempts, want skipped with none", tk.Status, tk.Attempts)
		}
	})
}
