package app_test

import (
	"context"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/notify"
	"github.com/feedbackkit/feedbackkit/webhooks"
)

// TestSettleReadsPendingIndexes checks that the statements of the
// webhooks.settle and notify.settle jobs find the pending deliveries and
// emails through their partial indexes rather than by reading every row.
func TestSettleReadsPendingIndexes(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		if err := app.Migrate(ctx, db); err != nil {
			t.Fatal(err)
		}
		for index, settle := range map[string]func(db *bun.DB) error{
			"webhooks_deliveries_pending_idx": func(db *bun.DB) error {
				_, err := webhooks.NewBunStore(db).FailLostDeliveries(ctx, time.Now(), webhooks.Lost)
				return err
			},
			"notify_emails_pending_idx": func(db *bun.DB) error {
				_, err := notify.NewBunStore(db).FailLostEmails(ctx, notify.Lost)
				return err
			},
		} {
			statements := &dbtest.Statements{}
			if err := settle(db.WithQueryHook(statements)); err != nil {
				t.Fatal(err)
			}
			dbtest.UsesIndex(t, db, statements.Last(t, "UPDATE"), index)
		}
	})
}
