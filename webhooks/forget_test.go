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
		// No organization is not every organization.
		if err := s.kit.Webhooks.ForgetItems(ctx, "", []string{"kept"}); err == nil {
			t.Errorf("ForgetItems of no organization: no error")
		}
		if got := keys(other.ID); len(got) != 4 {
			t.Errorf("after forgetting for no organization, the other organization's deliveries: %v", got)
		}
	})
}
