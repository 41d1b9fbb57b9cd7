package notify_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/notify"
)

// subjects returns the subjects of the outbox, sorted.
func subjects(t *testing.T, svc *notify.Service) []string {
	t.Helper()
	emails, err := svc.Outbox(context.Background(), notify.OutboxFilter{})
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range emails {
		out = append(out, e.Subject)
	}
	slices.Sort(out)
	return out
}

// TestForgetItems deletes the emails that carry a deleted item's text, a
// new-feedback email and a digest: emails of other items and emails of no
// item stay. A second deletion of the same items deletes nothing more.
func TestForgetItems(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		svc := startService(t, db, nil, notify.Config{})
		sendInTx(t, db, svc, true, "ada@example.com", notify.TemplateNewFeedback,
			notify.NewFeedback{TargetName: "Gone", Text: "the projector again", ItemID: "gone"})
		sendInTx(t, db, svc, true, "ada@example.com", notify.TemplateDigest, notify.Digest{TargetName: "Digest", Period: "daily digest",
			Newest: []notify.DigestItem{{Text: "kept", ItemID: "kept"}, {Text: "the projector again", ItemID: "gone"}}})
		sendInTx(t, db, svc, true, "ada@example.com", notify.TemplateNewFeedback,
			notify.NewFeedback{TargetName: "Kept", Text: "fine", ItemID: "kept"})
		sendInTx(t, db, svc, true, "ada@example.com", notify.TemplatePasswordReset, reset)

		for range 2 {
			if err := svc.ForgetItems(ctx, "org", []string{"gone", "unknown"}); err != nil {
				t.Fatal(err)
			}
			want := []string{"New feedback on Kept", "Reset your password"}
			if got := subjects(t, svc); !slices.Equal(got, want) {
				t.Errorf("outbox %q, want %q", got, want)
			}
		}
		var links int
		if err := db.NewSelect().Table("notify_email_items").ColumnExpr("count(*)").Scan(ctx, &links); err != nil || links != 1 {
			t.Errorf("%d links left, want the kept email's one (%v)", links, err)
		}
	})
}

// TestPrune deletes the emails older than EmailRetention that are no
// longer to be delivered; younger ones and pending ones stay.
func TestPrune(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		now := time.Date(2026, 11, 21, 8, 0, 0, 0, time.UTC)
		svc := startService(t, db, nil, notify.Config{Now: func() time.Time { return now }})
		sendInTx(t, db, svc, true, "ada@example.com", notify.TemplateNewFeedback, notify.NewFeedback{TargetName: "Old", ItemID: "old"})
		now = now.Add(notify.EmailRetention)
		sendInTx(t, db, svc, true, "ada@example.com", notify.TemplateNewFeedback, notify.NewFeedback{TargetName: "Young"})
		if _, err := db.NewInsert().Table("notify_emails").Model(&map[string]any{
			"id": "pending", "to_address": "ada@example.com", "subject": "Pending", "text_body": "", "html_body": "",
			"template": notify.TemplateNewFeedback, "status": notify.StatusPending, "created_at": now.Add(-2 * notify.EmailRetention),
		}).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		now = now.Add(time.Microsecond)
		if n, err := svc.Prune(ctx); err != nil || n != 1 {
			t.Errorf("Prune = %d, %v; want 1", n, err)
		}
		if got, want := subjects(t, svc), []string{"New feedback on Young", "Pending"}; !slices.Equal(got, want) {
			t.Errorf("outbox %q, want %q", got, want)
		}
	})
}
