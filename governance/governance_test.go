package governance_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/governance"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/clocktest"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/rooms"
	"github.com/feedbackkit/feedbackkit/webhooks"
)

// TestBatches purges and deletes in batches smaller than the data: every
// batch is its own transaction, and the loops go on until none is left.
// The items' webhook deliveries, not made yet (the jobs do not run), go
// with them.
func TestBatches(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		clock := &clocktest.Clock{}
		kit, err := app.New(ctx, app.Config{DB: db, BlobURL: "mem://", Now: clock.Now, Secret: "a test secret, long enough",
			WebhookAllowPrivate: true})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { kit.Close(context.Background()) })
		svc, err := governance.NewService(governance.NewBunStore(db), governance.Deps{
			Feedback: kit.Feedback, Forms: kit.Forms, Orgs: kit.Orgs, Members: kit.Identity, Uploads: kit.Uploads,
		}, governance.Config{Batch: 2, Now: clock.Now})
		if err != nil {
			t.Fatal(err)
		}
		newOrg := func(sub string) (*orgs.Organization, *identity.User, context.Context) {
			org, owner, err := kit.Orgs.CreateOrganization(ctx, orgs.NewOrganization{Name: sub, Subdomain: sub,
				Owner: identity.NewUser{Email: "owner@" + sub + ".example", Password: "correct horse battery"}})
			if err != nil {
				t.Fatal(err)
			}
			as := identity.WithPrincipal(ctx, &identity.Principal{UserID: owner.ID, OrgID: org.ID, Role: feedbackkit.RoleOwner})
			if _, err := kit.Rooms.CreateRoom(as, rooms.NewRoom{Name: "Lobby"}); err != nil {
				t.Fatal(err)
			}
			if _, _, err := kit.Webhooks.Create(as, webhooks.NewWebhook{URL: "http://127.0.0.1:9/" + sub, Events: webhooks.Events}); err != nil {
				t.Fatal(err)
			}
			return org, owner, as
		}
		acme, acmeOwner, asAcme := newOrg("acme")
		globex, globexOwner, _ := newOrg("globex")
		submit := func(owner *identity.User, n int) {
			for range n {
				if _, err := kit.Feedback.Submit(ctx, feedback.Submission{InstructorID: owner.InstructorID, EventType: "Lobby", Text: "words", Sentiment: "neutral"}); err != nil {
					t.Fatal(err)
				}
			}
		}
		submit(acmeOwner, 5)
		submit(globexOwner, 3)
		clock.Advance(3 * 24 * time.Hour)
		submit(acmeOwner, 1)
		countIn := func(table, orgID string) int {
			n, err := db.NewSelect().Table(table).Where("organization_id = ?", orgID).Count(ctx)
			if err != nil {
				t.Fatal(err)
			}
			return int(n)
		}
		count := func(orgID string) int { return countIn("feedback_items", orgID) }
		if countIn("webhooks_deliveries", acme.ID) != 6 || countIn("webhooks_deliveries", globex.ID) != 3 {
			t.Fatalf("%d deliveries of acme, %d of globex; want one per item", countIn("webhooks_deliveries", acme.ID), countIn("webhooks_deliveries", globex.ID))
		}

		if _, err := svc.UpdateRetention(ctx, governance.RetentionUpdate{}); feedbackkit.ErrorCode(err) != feedbackkit.CodeInvalidToken {
			t.Errorf("anonymous retention change: %v", err)
		}
		two := 2
		keep := &two
		if _, err := svc.UpdateRetention(asAcme, governance.RetentionUpdate{FeedbackDays: &keep}); err != nil {
			t.Fatal(err)
		}
		purged, err := svc.Purge(ctx)
		// The deliveries of the items go with them (a delete hook of the
		// feedback Service).
		if err != nil || purged != (governance.Purged{Feedback: 5}) {
			t.Fatalf("purged %+v %v, want 5 items in batches of 2", purged, err)
		}
		if count(acme.ID) != 1 || count(globex.ID) != 3 {
			t.Errorf("left %d of acme, %d of globex", count(acme.ID), count(globex.ID))
		}
		if n, m := countIn("webhooks_deliveries", acme.ID), countIn("webhooks_deliveries", globex.ID); n != 1 || m != 3 {
			t.Errorf("left %d deliveries of acme, %d of globex", n, m)
		}

		if err := svc.DeleteOrganization(ctx, globex.ID); err != nil {
			t.Fatal(err)
		}
		if count(globex.ID) != 0 || count(acme.ID) != 1 {
			t.Errorf("after globex's deletion: %d of globex, %d of acme", count(globex.ID), count(acme.ID))
		}
		if err := svc.DeleteOrganization(ctx, globex.ID); feedbackkit.ErrorCode(err) != feedbackkit.CodeNotFound {
			t.Errorf("deleting again: %v", err)
		}
	})
}

// failingFeedback fails the purge of one organization.
type failingFeedback struct {
	governance.Feedback
	orgID string
}

func (f failingFeedback) PurgeItems(ctx context.Context, orgID string, before time.Time, limit int) (int, error) {
	if orgID == f.orgID {
		return 0, errors.New("the disk is on fire")
	}
	return f.Feedback.PurgeItems(ctx, orgID, before, limit)
}

// TestPurgeGoesOn fails one organization's purge: the others are purged,
// and Purge reports the failure.
func TestPurgeGoesOn(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		clock := &clocktest.Clock{}
		kit, err := app.New(ctx, app.Config{DB: db, BlobURL: "mem://", Now: clock.Now, Secret: "a test secret, long enough"})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { kit.Close(context.Background()) })
		var owners []*identity.User
		var orgIDs []string
		one := 1
		keep := &one
		for _, sub := range []string{"acme", "globex", "initech"} {
			org, owner, err := kit.Orgs.CreateOrganization(ctx, orgs.NewOrganization{Name: sub, Subdomain: sub,
				Owner: identity.NewUser{Email: "owner@" + sub + ".example", Password: "correct horse battery"}})
			if err != nil {
				t.Fatal(err)
			}
			as := identity.WithPrincipal(ctx, &identity.Principal{UserID: owner.ID, OrgID: org.ID, Role: feedbackkit.RoleOwner})
			if _, err := kit.Rooms.CreateRoom(as, rooms.NewRoom{Name: "Lobby"}); err != nil {
				t.Fatal(err)
			}
			if _, err := kit.Governance.UpdateRetention(as, governance.RetentionUpdate{FeedbackDays: &keep}); err != nil {
				t.Fatal(err)
			}
			owners, orgIDs = append(owners, owner), append(orgIDs, org.ID)
		}
		for _, owner := range owners {
			if _, err := kit.Feedback.Submit(ctx, feedback.Submission{InstructorID: owner.InstructorID, EventType: "Lobby", Text: "words", Sentiment: "neutral"}); err != nil {
				t.Fatal(err)
			}
		}
		clock.Advance(3 * 24 * time.Hour)
		svc, err := governance.NewService(governance.NewBunStore(db), governance.Deps{
			Feedback: failingFeedback{kit.Feedback, orgIDs[1]}, Forms: kit.Forms, Orgs: kit.Orgs, Members: kit.Identity, Uploads: kit.Uploads,
		}, governance.Config{Now: clock.Now})
		if err != nil {
			t.Fatal(err)
		}
		purged, err := svc.Purge(ctx)
		if err == nil || !strings.Contains(err.Error(), "the disk is on fire") || !strings.Contains(err.Error(), orgIDs[1]) {
			t.Errorf("purge error: %v", err)
		}
		if purged.Feedback != 2 {
			t.Errorf("purged %+v, want the 2 items of the organizations that did not fail", purged)
		}
		for i, orgID := range orgIDs {
			n, err := db.NewSelect().Table("feedback_items").Where("organization_id = ?", orgID).Count(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if want := map[bool]int{true: 1, false: 0}[i == 1]; int(n) != want {
				t.Errorf("organization %d keeps %d items, want %d", i, n, want)
			}
		}
	})
}

// TestConcurrentRetentionUpdates changes the two day counts of one
// organization at once, again and again: neither change is lost.
func TestConcurrentRetentionUpdates(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		kit, err := app.New(ctx, app.Config{DB: db, BlobURL: "mem://", Secret: "a test secret, long enough"})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { kit.Close(context.Background()) })
		org, owner, err := kit.Orgs.CreateOrganization(ctx, orgs.NewOrganization{Name: "acme", Subdomain: "acme",
			Owner: identity.NewUser{Email: "owner@acme.example", Password: "correct horse battery"}})
		if err != nil {
			t.Fatal(err)
		}
		as := identity.WithPrincipal(ctx, &identity.Principal{UserID: owner.ID, OrgID: org.ID, Role: feedbackkit.RoleOwner})
		for i := 1; i <= 10; i++ {
			days := i
			set := &days
			errs := make(chan error, 2)
			go func() {
				_, err := kit.Governance.UpdateRetention(as, governance.RetentionUpdate{FeedbackDays: &set})
				errs <- err
			}()
			go func() {
				_, err := kit.Governance.UpdateRetention(as, governance.RetentionUpdate{ResponsesDays: &set})
				errs <- err
			}()
			for range 2 {
				if err := <-errs; err != nil {
					t.Fatal(err)
				}
			}
			r, err := kit.Governance.Retention(as)
			if err != nil {
				t.Fatal(err)
			}
			if r.FeedbackDays == nil || *r.FeedbackDays != i || r.ResponsesDays == nil || *r.ResponsesDays != i {
				t.Fatalf("round %d: a change was lost: %+v", i, r)
			}
		}
	})
}

// TestNormalizeNotice: a privacy notice is trimmed; one that is not one
// line (a line break, a Unicode line or paragraph separator, a next line,
// any other control character), is not UTF-8 or is longer than
// MaxNoticeLength characters is VALIDATION_FAILED naming the notice.
func TestNormalizeNotice(t *testing.T) {
	for in, want := range map[string]string{
		"":                                      "",
		"  Acme HR reads these once a month.  ": "Acme HR reads these once a month.",
		"\u2028 trimmed \u2029":                 "trimmed", // separators are spaces to TrimSpace
		"Ærø – שלום":                            "Ærø – שלום",
		strings.Repeat("é", governance.MaxNoticeLength): strings.Repeat("é", governance.MaxNoticeLength),
	} {
		if got, err := governance.NormalizeNotice(in); err != nil || got != want {
			t.Errorf("NormalizeNotice(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, in := range []string{"one\ntwo", "one\r\ntwo", "tab\there", "a\u2028b", "a\u2029b", "a\u0085b", "esc\x1b[2J", "\xff",
		strings.Repeat("é", governance.MaxNoticeLength+1)} {
		got, err := governance.NormalizeNotice(in)
		var fe *feedbackkit.Error
		if !errors.As(err, &fe) || fe.Code != feedbackkit.CodeValidationFailed || len(fe.Details) != 1 ||
			fe.Details[0].Field != "notice" || fe.Details[0].Message != "must be one line of at most 300 characters" || got != "" {
			t.Errorf("NormalizeNotice(%q) = %q, %+v; want VALIDATION_FAILED naming the notice", in, got, err)
		}
	}
}
