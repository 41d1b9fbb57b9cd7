package subscriptions_test

import (
	"context"
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/forms"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/jobs/jobstest"
	"github.com/feedbackkit/feedbackkit/notify"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/rooms"
	"github.com/feedbackkit/feedbackkit/subscriptions"
)

// fixture is feedbackkit on one database, its jobs running, emails kept in
// the outbox: the organization acme with its owner, the users alice and
// bob, a public room of the owner, a private room of alice and a form;
// and the organization rival with a room.
type fixture struct {
	db                 *bun.DB
	kit                *app.App
	owner, alice, bob  context.Context
	aliceEmail         string
	aliceID            string
	lobby, private     *rooms.Room
	rivalRoom          *rooms.Room
	survey             *forms.Form
	ownerInstructorID  string
	anonymous, ofRival context.Context
}

// newFixture returns the fixture on db, its app configured further by
// options.
func newFixture(t *testing.T, db *bun.DB, options ...func(*app.Config)) *fixture {
	t.Helper()
	ctx := context.Background()
	cfg := app.Config{DB: db, BlobURL: "mem://", Secret: "subscriptions-test-secret",
		JobPollInterval: jobstest.PollInterval, JobRetryPolicy: jobstest.FixedRetry(jobstest.RetryDelay)}
	for _, o := range options {
		o(&cfg)
	}
	kit, err := app.New(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { kit.Close(context.Background()) })
	if err := kit.Start(ctx); err != nil {
		t.Fatal(err)
	}
	f := &fixture{db: db, kit: kit, anonymous: ctx}
	var acme *orgs.Organization
	acme, f.owner, f.ownerInstructorID = newOrg(t, kit, "acme")
	_, f.ofRival, _ = newOrg(t, kit, "rival")
	member := func(email string) (context.Context, *identity.User) {
		u, err := kit.Identity.JoinOrganization(ctx, identity.NewUser{OrgID: acme.ID, Role: feedbackkit.RoleUser,
			Email: email, Password: "a long enough password", Name: strings.SplitN(email, "@", 2)[0]})
		if err != nil {
			t.Fatal(err)
		}
		return identity.WithPrincipal(ctx, &identity.Principal{UserID: u.ID, OrgID: acme.ID, Role: u.Role}), u
	}
	var alice *identity.User
	f.alice, alice = member("alice@acme.test")
	f.aliceEmail, f.aliceID = alice.Email, alice.ID
	f.bob, _ = member("bob@acme.test")
	if f.lobby, err = kit.Rooms.CreateRoom(f.owner, rooms.NewRoom{Name: "Lobby"}); err != nil {
		t.Fatal(err)
	}
	if f.private, err = kit.Rooms.CreateRoom(f.alice, rooms.NewRoom{Name: "Alice's notes", IsPrivate: true}); err != nil {
		t.Fatal(err)
	}
	if f.rivalRoom, err = kit.Rooms.CreateRoom(f.ofRival, rooms.NewRoom{Name: "Lobby"}); err != nil {
		t.Fatal(err)
	}
	if f.survey, err = kit.Forms.CreateForm(f.owner, forms.NewForm{Title: "Course survey",
		Questions: []forms.QuestionInput{{Type: forms.Text, Text: "Anything to add?"}}}); err != nil {
		t.Fatal(err)
	}
	return f
}

// newOrg creates the organization sub and returns it with its owner's
// context and instructorId.
func newOrg(t *testing.T, kit *app.App, sub string) (*orgs.Organization, context.Context, string) {
	t.Helper()
	org, owner, err := kit.Orgs.CreateOrganization(context.Background(), orgs.NewOrganization{
		Name: "Org " + sub, Subdomain: sub,
		Owner: identity.NewUser{Email: "owner@" + sub + ".test", Password: "a long enough password", Name: "Olive"},
	})
	if err != nil {
		t.Fatal(err)
	}
	ctx := identity.WithPrincipal(context.Background(), &identity.Principal{UserID: owner.ID, OrgID: org.ID, Role: feedbackkit.RoleOwner})
	return org, ctx, owner.InstructorID
}

func wantCode(t *testing.T, what string, err error, code feedbackkit.Code) {
	t.Helper()
	if got := feedbackkit.ErrorCode(err); got != code {
		t.Errorf("%s: %v (code %q), want %q", what, err, got, code)
	}
}

func roomTarget(r *rooms.Room) subscriptions.Target {
	return subscriptions.Target{Type: subscriptions.Room, ID: r.ID}
}

func TestSubscribeRules(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		svc := f.kit.Subscriptions
		lobby := roomTarget(f.lobby)
		instant := subscriptions.Settings{Frequency: subscriptions.Instant}

		for _, c := range []struct {
			what string
			ctx  context.Context
			t    subscriptions.Target
			st   subscriptions.Settings
			code feedbackkit.Code
		}{
			{"anonymous", f.anonymous, lobby, instant, feedbackkit.CodeInvalidToken},
			{"an unknown type", f.alice, subscriptions.Target{Type: "folder", ID: f.lobby.ID}, instant, feedbackkit.CodeValidationFailed},
			{"no frequency", f.alice, lobby, subscriptions.Settings{}, feedbackkit.CodeValidationFailed},
			{"an unknown frequency", f.alice, lobby, subscriptions.Settings{Frequency: "hourly"}, feedbackkit.CodeValidationFailed},
			{"an unknown sentiment", f.alice, lobby, subscriptions.Settings{Frequency: subscriptions.Daily, MinSentiment: "angry"}, feedbackkit.CodeValidationFailed},
			{"another organization's room", f.alice, roomTarget(f.rivalRoom), instant, feedbackkit.CodeNotFound},
			{"another member's private room", f.bob, roomTarget(f.private), instant, feedbackkit.CodeNotFound},
			{"an unknown room", f.alice, subscriptions.Target{Type: subscriptions.Room, ID: uuid.NewString()}, instant, feedbackkit.CodeNotFound},
			{"another organization's form", f.ofRival, subscriptions.Target{Type: subscriptions.Form, ID: f.survey.ID}, instant, feedbackkit.CodeNotFound},
		} {
			_, _, err := svc.Subscribe(c.ctx, c.t, c.st)
			wantCode(t, c.what, err, c.code)
		}
		if subs, err := svc.Subscriptions(f.alice); err != nil || len(subs) != 0 {
			t.Fatalf("after refused subscriptions: %v %v, want none", subs, err)
		}

		sub, created, err := svc.Subscribe(f.alice, lobby, subscriptions.Settings{Frequency: subscriptions.Instant, MinSentiment: analysis.Negative})
		if err != nil || !created {
			t.Fatalf("subscribe: %+v %v %v", sub, created, err)
		}
		if id, err := uuid.Parse(sub.ID); err != nil || id.Version() != 7 {
			t.Errorf("id %q, want a UUIDv7", sub.ID)
		}
		again, created, err := svc.Subscribe(f.alice, lobby, subscriptions.Settings{Frequency: subscriptions.Weekly})
		if err != nil || created || again.ID != sub.ID || again.Frequency != subscriptions.Weekly || again.MinSentiment != "" {
			t.Errorf("subscribe again: %+v %v %v, want the same subscription, weekly", again, created, err)
		}
		if _, _, err := svc.Subscribe(f.alice, roomTarget(f.private), instant); err != nil {
			t.Errorf("subscribe to one's own private room: %v", err)
		}
		if _, _, err := svc.Subscribe(f.owner, subscriptions.Target{Type: subscriptions.Form, ID: f.survey.ID}, instant); err != nil {
			t.Errorf("subscribe to a form: %v", err)
		}
		if subs, err := svc.Subscriptions(f.alice); err != nil || len(subs) != 2 || subs[0].ID != sub.ID {
			t.Errorf("alice's subscriptions: %v %v, want the lobby's, then her room's", subs, err)
		}
		if subs, err := svc.Subscriptions(f.bob); err != nil || len(subs) != 0 {
			t.Errorf("bob's subscriptions: %v %v, want none: each member sees their own", subs, err)
		}

		daily := subscriptions.Daily
		bad := subscriptions.Frequency("hourly")
		_, err = svc.UpdateSubscription(f.alice, lobby, subscriptions.Patch{Frequency: &bad})
		wantCode(t, "update to an unknown frequency", err, feedbackkit.CodeValidationFailed)
		negative := analysis.Negative
		got, err := svc.UpdateSubscription(f.alice, lobby, subscriptions.Patch{Frequency: &daily, MinSentiment: &negative})
		if err != nil || got.Frequency != daily || got.MinSentiment != negative {
			t.Errorf("update: %+v %v", got, err)
		}
		_, err = svc.UpdateSubscription(f.bob, lobby, subscriptions.Patch{Frequency: &daily})
		wantCode(t, "update another's subscription", err, feedbackkit.CodeNotFound)
		_, err = svc.Subscription(f.bob, lobby)
		wantCode(t, "bob's subscription to the lobby", err, feedbackkit.CodeNotFound)
		if got, err := svc.Subscription(f.alice, lobby); err != nil || got.Frequency != daily {
			t.Errorf("alice's subscription: %+v %v", got, err)
		}

		if err := svc.Unsubscribe(f.alice, lobby); err != nil {
			t.Fatal(err)
		}
		_, err = svc.Subscription(f.alice, lobby)
		wantCode(t, "after unsubscribing", err, feedbackkit.CodeNotFound)
		wantCode(t, "unsubscribe twice", svc.Unsubscribe(f.alice, lobby), feedbackkit.CodeNotFound)
	})
}

// TestSubscriptionsFollowTheirTargets checks that a subscription goes with
// its room, its form and its subscriber.
func TestSubscriptionsFollowTheirTargets(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		svc := f.kit.Subscriptions
		daily := subscriptions.Settings{Frequency: subscriptions.Daily}
		form := subscriptions.Target{Type: subscriptions.Form, ID: f.survey.ID}
		for _, ctx := range []context.Context{f.owner, f.alice} {
			for _, target := range []subscriptions.Target{roomTarget(f.lobby), form} {
				if _, _, err := svc.Subscribe(ctx, target, daily); err != nil {
					t.Fatal(err)
				}
			}
		}
		if err := f.kit.Rooms.DeleteRoom(f.owner, "lobby"); err != nil {
			t.Fatal(err)
		}
		if subs, _ := svc.Subscriptions(f.owner); len(subs) != 1 || subs[0].Target != form {
			t.Errorf("after the room's deletion: %v, want the form's only", subs)
		}
		if err := f.kit.Orgs.RemoveMember(f.owner, f.aliceID); err != nil {
			t.Fatal(err)
		}
		if subs, _ := svc.Subscriptions(f.alice); len(subs) != 0 {
			t.Errorf("a removed member keeps %v", subs)
		}
		if err := f.kit.Forms.DeleteForm(f.owner, f.survey.ID); err != nil {
			t.Fatal(err)
		}
		if subs, _ := svc.Subscriptions(f.owner); len(subs) != 0 {
			t.Errorf("after the form's deletion: %v", subs)
		}
	})
}

var unsubscribeLink = regexp.MustCompile(`/api/public/unsubscribe\?token=([^\s"<>&]+)`)

// TestInstantEmailsAndUnsubscribing checks the delivery of instant
// subscriptions: one email per item that qualifies (at or below the
// minimum sentiment), none for the others, and a signed one-click link.
func TestInstantEmailsAndUnsubscribing(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		svc := f.kit.Subscriptions
		if _, _, err := svc.Subscribe(f.alice, roomTarget(f.lobby),
			subscriptions.Settings{Frequency: subscriptions.Instant, MinSentiment: analysis.Negative}); err != nil {
			t.Fatal(err)
		}
		for _, s := range []feedback.Submission{
			{InstructorID: f.ownerInstructorID, EventType: "Lobby", Text: "A clear and lively session", Sentiment: "positive"},
			{InstructorID: f.ownerInstructorID, EventType: "Lobby", Text: "Far too fast, I was lost", Sentiment: "negative"},
		} {
			if _, err := f.kit.Feedback.Submit(context.Background(), s); err != nil {
				t.Fatal(err)
			}
		}
		jobstest.WaitIdle(t, db)
		emails, err := f.kit.Notify.Outbox(context.Background(), notify.OutboxFilter{To: f.aliceEmail})
		if err != nil || len(emails) != 1 || !strings.Contains(emails[0].Text, "Far too fast") {
			t.Fatalf("alice's emails: %v %v, want one, of the negative item", emails, err)
		}
		m := unsubscribeLink.FindStringSubmatch(emails[0].Text)
		if m == nil {
			t.Fatalf("no unsubscribe link in %q", emails[0].Text)
		}
		token, err := url.QueryUnescape(m[1])
		if err != nil {
			t.Fatal(err)
		}
		if err := svc.CheckUnsubscribeToken(token); err != nil {
			t.Errorf("check the email's token: %v", err)
		}
		wantCode(t, "a forged token", svc.CheckUnsubscribeToken(token[:len(token)-2]+"xx"), feedbackkit.CodeNotFound)
		wantCode(t, "no token", svc.UnsubscribeByToken(context.Background(), ""), feedbackkit.CodeNotFound)
		if err := svc.UnsubscribeByToken(context.Background(), token); err != nil {
			t.Fatal(err)
		}
		if subs, _ := svc.Subscriptions(f.alice); len(subs) != 0 {
			t.Errorf("after the one-click link: %v", subs)
		}
		// A link may be followed twice (a mail scanner, then the person).
		if err := svc.UnsubscribeByToken(context.Background(), token); err != nil {
			t.Errorf("the link again: %v", err)
		}
	})
}

// TestNewServiceNeedsItsDependencies checks that a Service is not built
// without a dependency or with a short secret.
func TestNewServiceNeedsItsDependencies(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		k := f.kit
		full := subscriptions.Deps{Rooms: k.Rooms, Forms: k.Forms, Feedback: k.Feedback, Users: k.Identity,
			Orgs: k.Orgs, Mailer: k.Notify, Queue: noQueue{}}
		store := subscriptions.NewBunStore(db)
		secret := []byte("sixteen bytes ok")
		if _, err := subscriptions.NewService(store, full, subscriptions.Config{Secret: secret}); err != nil {
			t.Fatalf("with every dependency: %v", err)
		}
		for name, drop := range map[string]func(*subscriptions.Deps){
			"Rooms": func(d *subscriptions.Deps) { d.Rooms = nil }, "Forms": func(d *subscriptions.Deps) { d.Forms = nil },
			"Feedback": func(d *subscriptions.Deps) { d.Feedback = nil }, "Users": func(d *subscriptions.Deps) { d.Users = nil },
			"Orgs": func(d *subscriptions.Deps) { d.Orgs = nil }, "Mailer": func(d *subscriptions.Deps) { d.Mailer = nil },
			"Queue": func(d *subscriptions.Deps) { d.Queue = nil },
		} {
			deps := full
			drop(&deps)
			if _, err := subscriptions.NewService(store, deps, subscriptions.Config{Secret: secret}); err == nil {
				t.Errorf("built without %s", name)
			}
		}
		if _, err := subscriptions.NewService(store, full, subscriptions.Config{Secret: secret[:15]}); err == nil {
			t.Error("built with a 15-byte secret")
		}
		bad := subscriptions.Schedule{Hour: 24}
		if _, err := subscriptions.NewService(store, full, subscriptions.Config{Secret: secret, Schedule: &bad}); err == nil {
			t.Error("built with an invalid schedule")
		}
	})
}

// noQueue is a queue the Service under construction never uses.
type noQueue struct{ feedbackkit.Enqueuer }

// TestNoSubscriptionOutlivesItsTarget subscribes members to a room and a
// form while they are deleted: whichever commits first, no subscription
// to them is left.
func TestNoSubscriptionOutlivesItsTarget(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		svc := f.kit.Subscriptions
		instant := subscriptions.Settings{Frequency: subscriptions.Instant}
		for trial := range 4 {
			room, err := f.kit.Rooms.CreateRoom(f.owner, rooms.NewRoom{Name: fmt.Sprint("Room ", trial)})
			if err != nil {
				t.Fatal(err)
			}
			form, err := f.kit.Forms.CreateForm(f.owner, forms.NewForm{Title: "Form",
				Questions: []forms.QuestionInput{{Type: forms.Text, Text: "Anything?"}}})
			if err != nil {
				t.Fatal(err)
			}
			targets := []subscriptions.Target{roomTarget(room), {Type: subscriptions.Form, ID: form.ID}}
			var wg sync.WaitGroup
			for _, ctx := range []context.Context{f.owner, f.alice, f.bob} {
				for _, target := range targets {
					wg.Add(1)
					go func() {
						defer wg.Done()
						_, _, err := svc.Subscribe(ctx, target, instant)
						if err != nil && feedbackkit.ErrorCode(err) != feedbackkit.CodeNotFound {
							t.Errorf("subscribe: %v", err)
						}
					}()
				}
			}
			wg.Add(2)
			go func() {
				defer wg.Done()
				if err := f.kit.Rooms.DeleteRoom(f.owner, room.Name); err != nil {
					t.Errorf("delete the room: %v", err)
				}
			}()
			go func() {
				defer wg.Done()
				if err := f.kit.Forms.DeleteForm(f.owner, form.ID); err != nil {
					t.Errorf("delete the form: %v", err)
				}
			}()
			wg.Wait()
			var left int
			if err := db.NewRaw("SELECT count(*) FROM subscriptions_subscriptions WHERE target_id IN (?, ?)", room.ID, form.ID).
				Scan(context.Background(), &left); err != nil {
				t.Fatal(err)
			}
			if left != 0 {
				t.Errorf("trial %d: %d subscriptions outlive their room and form", trial, left)
			}
		}
	})
}

// TestDormantSubscriptions checks a subscription to a room its subscriber
// may no longer see (made private by its creator): it is listed, read and
// deleted, not changed, and sends nothing of the room's feedback.
func TestDormantSubscriptions(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		svc := f.kit.Subscriptions
		lobby := roomTarget(f.lobby)
		if _, _, err := svc.Subscribe(f.alice, lobby, subscriptions.Settings{Frequency: subscriptions.Instant}); err != nil {
			t.Fatal(err)
		}
		if _, err := f.kit.Rooms.SetPrivacy(f.owner, "Lobby", true); err != nil {
			t.Fatal(err)
		}
		if subs, err := svc.Subscriptions(f.alice); err != nil || len(subs) != 1 || subs[0].Target != lobby {
			t.Fatalf("alice's subscriptions: %v %v, want the lobby's", subs, err)
		}
		if sub, err := svc.Subscription(f.alice, lobby); err != nil || sub.Target != lobby {
			t.Errorf("read the dormant subscription: %+v %v", sub, err)
		}
		daily := subscriptions.Daily
		_, err := svc.UpdateSubscription(f.alice, lobby, subscriptions.Patch{Frequency: &daily})
		wantCode(t, "change the dormant subscription", err, feedbackkit.CodeNotFound)
		_, _, err = svc.Subscribe(f.alice, lobby, subscriptions.Settings{Frequency: subscriptions.Daily})
		wantCode(t, "subscribe again", err, feedbackkit.CodeNotFound)
		if _, err := f.kit.Feedback.Submit(context.Background(), feedback.Submission{InstructorID: f.ownerInstructorID,
			EventType: "Lobby", Text: "Something private to the owner", Sentiment: "negative"}); err != nil {
			t.Fatal(err)
		}
		jobstest.WaitIdle(t, db)
		if emails, err := f.kit.Notify.Outbox(context.Background(), notify.OutboxFilter{To: f.aliceEmail}); err != nil || len(emails) != 0 {
			t.Errorf("alice's emails of a room she may no longer see: %v %v", emails, err)
		}
		if err := svc.Unsubscribe(f.alice, lobby); err != nil {
			t.Errorf("delete the dormant subscription: %v", err)
		}
		if subs, _ := svc.Subscriptions(f.alice); len(subs) != 0 {
			t.Errorf("after deleting it: %v", subs)
		}
	})
}
