package app_test

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// TestMigrateDeletesOrphanResponseDeliveries upgrades a database whose
// webhook deliveries of form.response_created outlived their responses
// (deleted before the response delete hooks existed): the upgrade deletes
// them, pending or not, and keeps the deliveries of the responses that
// exist and of other events.
func TestMigrateDeletesOrphanResponseDeliveries(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		if err := app.Migrate(ctx, db); err != nil {
			t.Fatal(err)
		}
		now := time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)
		exec := func(query string, args ...any) {
			t.Helper()
			if _, err := db.ExecContext(ctx, query, args...); err != nil {
				t.Fatal(err)
			}
		}
		exec("INSERT INTO orgs_organizations (id, name, subdomain, plan, created_at, updated_at) VALUES ('o', 'O', 'o', 'free', ?, ?)", now, now)
		exec(`INSERT INTO forms_forms (id, organization_id, creator_id, title, slug, questions, created_at, updated_at)
			VALUES ('f', 'o', 'u', 'Survey', 'survey', '[]', ?, ?)`, now, now)
		exec("INSERT INTO forms_responses (id, form_id, organization_id, complete, created_at) VALUES ('kept', 'f', 'o', TRUE, ?)", now)
		exec(`INSERT INTO webhooks_webhooks (id, organization_id, url, events, description, format, enabled, created_by,
			created_at, updated_at, sealed_secret, sealed_previous) VALUES ('w', 'o', 'https://hook.example', '[]', '', 'json', TRUE, 'u', ?, ?, '', '')`, now, now)
		for _, d := range [][3]string{
			{"1", "form.response_created:kept", "delivered"},
			{"2", "form.response_created:gone", "delivered"},
			{"3", "form.response_created:gone-pending", "pending"},
			{"4", "feedback.created:gone", "delivered"},
			{"5", "webhook.test:5", "delivered"},
		} {
			typ, _, _ := strings.Cut(d[1], ":")
			exec(`INSERT INTO webhooks_deliveries (id, organization_id, webhook_id, event_key, type, payload, text, status,
				attempts, error, created_at) VALUES (?, 'o', 'w', ?, ?, '{}', '', ?, 1, '', ?)`, d[0], d[1], typ, d[2], now)
		}
		// The database as before the upgrade: its last migration not run.
		exec("DELETE FROM app_migrations WHERE name = '20261130050000'")
		if err := app.Migrate(ctx, db); err != nil {
			t.Fatal(err)
		}
		var left []string
		if err := db.NewSelect().Table("webhooks_deliveries").Column("event_key").Order("id").Scan(ctx, &left); err != nil {
			t.Fatal(err)
		}
		if want := []string{"form.response_created:kept", "feedback.created:gone", "webhook.test:5"}; !slices.Equal(left, want) {
			t.Errorf("left %v, want %v", left, want)
		}
	})
}
