package webhooks_test

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/webhooks"
)

// TestPurgeDeliveries deletes an organization's deliveries of one kind of
// event older than a cutoff, pending ones included, a batch at a time:
// other events, younger deliveries and other organizations' stay.
func TestPurgeDeliveries(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		s := newStack(t, db, true, nil)
		other, otherOwner, err := s.kit.Orgs.CreateOrganization(ctx, orgs.NewOrganization{Name: "Globex", Subdomain: "globex",
			Owner: identity.NewUser{Email: "ada@globex.example", Password: "correct horse battery"}})
		if err != nil {
			t.Fatal(err)
		}
		asOther := identity.WithPrincipal(ctx, &identity.Principal{UserID: otherOwner.ID, OrgID: other.ID, Role: feedbackkit.RoleOwner})
		store := webhooks.NewBunStore(db)
		cutoff := time.Now().UTC().Add(-48 * time.Hour)
		for _, as := range []context.Context{s.owner, asOther} {
			wh, _, err := s.kit.Webhooks.Create(as, webhooks.NewWebhook{URL: "http://127.0.0.1:9/hook", Events: webhooks.Events})
			if err != nil {
				t.Fatal(err)
			}
			i := 0
			for _, typ := range []webhooks.EventType{webhooks.EventFeedbackCreated, webhooks.EventConcernFlagged, webhooks.EventFormResponseCreated, webhooks.EventTest} {
				for _, st := range []webhooks.DeliveryStatus{webhooks.DeliveryPending, webhooks.DeliveryDelivered} {
					for _, at := range []time.Time{cutoff.Add(-time.Hour), cutoff.Add(time.Hour)} {
						i++
						d := &webhooks.Delivery{ID: fmt.Sprintf("%s-%d", wh.OrgID, i), OrgID: wh.OrgID, WebhookID: wh.ID,
							EventKey: fmt.Sprint(i), Type: typ, Payload: []byte("{}"), Status: st, CreatedAt: at}
						if err := store.InsertDelivery(ctx, d); err != nil {
							t.Fatal(err)
						}
					}
				}
			}
		}
		left := func(orgID string) []string {
			var out []string
			if err := db.NewSelect().Table("webhooks_deliveries").ColumnExpr("type || ' ' || status || ' ' || CASE WHEN created_at < ? THEN 'old' ELSE 'new' END", cutoff).
				Where("organization_id = ?", orgID).Scan(ctx, &out); err != nil {
				t.Fatal(err)
			}
			slices.Sort(out)
			return out
		}
		otherBefore := left(other.ID)

		// The 4 old deliveries of the feedback events, 3 then 1.
		for _, want := range []int{3, 1, 0} {
			if n, err := s.kit.Webhooks.PurgeFeedbackDeliveries(ctx, s.org.ID, cutoff, 3); err != nil || n != want {
				t.Fatalf("PurgeFeedbackDeliveries = %d, %v; want %d", n, err, want)
			}
		}
		if n, err := s.kit.Webhooks.PurgeResponseDeliveries(ctx, s.org.ID, cutoff, 10); err != nil || n != 2 {
			t.Fatalf("PurgeResponseDeliveries = %d, %v; want 2", n, err)
		}
		want := []string{
			"feedback.concern_flagged delivered new", "feedback.concern_flagged pending new",
			"feedback.created delivered new", "feedback.created pending new",
			"form.response_created delivered new", "form.response_created pending new",
			"webhook.test delivered new", "webhook.test delivered old", "webhook.test pending new", "webhook.test pending old",
		}
		if got := left(s.org.ID); !slices.Equal(got, want) {
			t.Errorf("left\n%v\nwant\n%v", got, want)
		}
		if got := left(other.ID); !slices.Equal(got, otherBefore) || len(got) != 16 {
			t.Errorf("the other organization's deliveries: %v, before %v", got, otherBefore)
		}

		// No organization is not every organization.
		if n, err := s.kit.Webhooks.PurgeFeedbackDeliveries(ctx, "", cutoff, 0); err == nil || n != 0 {
			t.Errorf("PurgeFeedbackDeliveries of no organization = %d, %v; want an error", n, err)
		}
		if n, err := s.kit.Webhooks.PurgeResponseDeliveries(ctx, "", cutoff, 0); err == nil || n != 0 {
			t.Errorf("PurgeResponseDeliveries of no organization = %d, %v; want an error", n, err)
		}
		if got := left(other.ID); !slices.Equal(got, otherBefore) {
			t.Errorf("after purging no organization, the other organization's deliveries: %v, before %v", got, otherBefore)
		}
	})
}
