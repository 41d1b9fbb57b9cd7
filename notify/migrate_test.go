package notify

import (
	"context"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
)

// TestMigrateForgetsLinksSentBefore upgrades an outbox that kept the links
// of delivered emails: the bodies of the password resets and invitations
// sent go, those not delivered yet (for the operator to hand over) and
// other emails stay.
func TestMigrateForgetsLinksSentBefore(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		const upgrade = "migrations/20261126010100_forget_sent_links.tx.up.sql"
		before := fstest.MapFS{}
		err := fs.WalkDir(migrationFiles, "migrations", func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || path >= upgrade {
				return err
			}
			data, err := migrationFiles.ReadFile(path)
			before[path] = &fstest.MapFile{Data: data}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		if err := database.Migrate(ctx, db, "notify", before); err != nil {
			t.Fatal(err)
		}
		now := time.Date(2026, 11, 25, 9, 0, 0, 0, time.UTC)
		for _, e := range []*Email{
			{ID: "reset-sent", Template: TemplatePasswordReset, Status: StatusSent},
			{ID: "invitation-sent", Template: TemplateInvitation, Status: StatusSent},
			{ID: "invitation-outbox", Template: TemplateInvitation, Status: StatusOutbox},
			{ID: "digest-sent", Template: TemplateDigest, Status: StatusSent},
		} {
			e.To, e.Subject, e.CreatedAt = "ada@example.com", "s", now
			e.Text, e.HTML = "open https://fb.example/x?token="+e.ID, `<a href="https://fb.example/x?token=`+e.ID+`">open</a>`
			if err := NewBunStore(db).InsertEmail(ctx, e); err != nil {
				t.Fatal(err)
			}
		}
		if err := Migrate(ctx, db); err != nil {
			t.Fatal(err)
		}
		for id, kept := range map[string]bool{"reset-sent": false, "invitation-sent": false, "invitation-outbox": true, "digest-sent": true} {
			e, err := NewBunStore(db).FindEmailByID(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			if has := strings.Contains(e.Text+e.HTML, "token="+id); has != kept {
				t.Errorf("%s: link kept %v, want %v (%q, %q)", id, has, kept, e.Text, e.HTML)
			}
		}
	})
}
