package webhooks_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/webhooks"
)

// globex makes a second organization beside the stack's, and returns it
// and its owner's context.
func globex(t *testing.T, s *stack) (*orgs.Organization, context.Context) {
	t.Helper()
	ctx := context.Background()
	other, otherOwner, err := s.kit.Orgs.CreateOrganization(ctx, orgs.NewOrganization{Name: "Globex", Subdomain: "globex",
		Owner: identity.NewUser{Email: "ada@globex.example", Password: "correct horse battery"}})
	if err != nil {
		t.Fatal(err)
	}
	return other, identity.WithPrincipal(ctx, &identity.Principal{UserID: otherOwner.ID, OrgID: other.ID, Role: feedbackkit.RoleOwner})
}

// TestPurgeDeliveries deletes an organization's deliveries of the
// responses' event older than a cutoff, pending ones included: other
// events, younger deliveries and other organizations' stay.
func TestPurgeDeliveries(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		s := newStack(t, db, true, nil)
		other, asOther := globex(t, s)
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

		// The 2 old deliveries of the responses' event, 1 then 1.
		for _, want := range []int{1, 1, 0} {
			if n, err := s.kit.Webhooks.PurgeResponseDeliveries(ctx, s.org.ID, cutoff, 1); err != nil || n != want {
				t.Fatalf("PurgeResponseDeliveries = %d, %v; want %d", n, err, want)
			}
		}
		want := []string{
			"feedback.concern_flagged delivered new", "feedback.concern_flagged delivered old",
			"feedback.concern_flagged pending new", "feedback.concern_flagged pending old",
			"feedback.created delivered new", "feedback.created delivered old",
			"feedback.created pending new", "feedback.created pending old",
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
		if err := s.kit.Webhooks.ForgetItems(ctx, "", []string{"1"}); err == nil {
			t.Errorf("ForgetItems of no organization: no error")
		}
		if n, err := s.kit.Webhooks.PurgeResponseDeliveries(ctx, "", cutoff, 0); err == nil || n != 0 {
			t.Errorf("PurgeResponseDeliveries of no organization = %d, %v; want an error", n, err)
		}
		if got := left(other.ID); !slices.Equal(got, otherBefore) {
			t.Errorf("after purging no organization, the other organization's deliveries: %v, before %v", got, otherBefore)
		}
	})
}

// TestForgetItems deletes the deliveries of the feedback events of
// deleted items, pending or not, whatever their age: the deliveries of
// other items, of other events and of other organizations stay.
func TestForgetItems(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		s := newStack(t, db, true, nil)
		other, asOther := globex(t, s)
		store := webhooks.NewBunStore(db)
		for _, as := range []context.Context{s.owner, asOther} {
			wh, _, err := s.kit.Webhooks.Create(as, webhooks.NewWebhook{URL: "http://127.0.0.1:9/hook", Events: webhooks.Events})
			if err != nil {
				t.Fatal(err)
			}
			for i, key := range []string{"feedback.created:gone", "feedback.concern_flagged:gone", "feedback.created:kept",
				"form.response_created:gone"} {
				d := &webhooks.Delivery{ID: fmt.Sprintf("%s-%d", wh.OrgID, i), OrgID: wh.OrgID, WebhookID: wh.ID, EventKey: key,
					Type: webhooks.EventType(key[:strings.Index(key, ":")]), Payload: []byte("{}"),
					Status:    []webhooks.DeliveryStatus{webhooks.DeliveryPending, webhooks.DeliveryDelivered}[i%2],
					CreatedAt: time.Now().UTC().Add(-time.Duration(i) * 24 * time.Hour)}
				if err := store.InsertDelivery(ctx, d); err != nil {
					t.Fatal(err)
				}
			}
		}
		if err := s.kit.Webhooks.ForgetItems(ctx, s.org.ID, []string{"gone", "unknown"}); err != nil {
			t.Fatal(err)
		}
		keys := func(orgID string) []string {
			var out []string
			if err := db.NewSelect().Table("webhooks_deliveries").Column("event_key").Where("organization_id = ?", orgID).
				Order("event_key").Scan(ctx, &out); err != nil {
				t.Fatal(err)
			}
			return out
		}
		if got, want := keys(s.org.ID), []string{"feedback.created:kept", "form.response_created:gone"}; !slices.Equal(got, want) {
			t.Errorf("left %v, want %v", got, want)
		}
		if got := keys(other.ID); len(got) != 4 {
			t.Errorf("the other organization's deliveries: %v", got)
		}
	})
}
