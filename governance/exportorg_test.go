package governance_test

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"testing"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// TestExportOrganizationWithoutOwner exports, from Go, an organization a
// host provisioned whose only member is an admin: the zip holds its
// feedback and its member, though it has no owner.
func TestExportOrganizationWithoutOwner(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		kit, _ := newKit(t, db, 0)
		org, err := kit.Orgs.ProvisionOrganization(ctx, "team-1", "Team One")
		if err != nil {
			t.Fatal(err)
		}
		pr, err := kit.Orgs.Provision(ctx, orgs.HostUser{Subject: "u1", Email: "ada@host.example", Role: feedbackkit.RoleAdmin,
			Organization: "team-1"})
		if err != nil || pr.OrgID != org.ID {
			t.Fatalf("provision: %+v %v", pr, err)
		}
		as := identity.WithPrincipal(ctx, pr)
		room, err := kit.Rooms.CreateRoom(as, rooms.NewRoom{Name: "Lobby"})
		if err != nil {
			t.Fatal(err)
		}
		admin, err := kit.Identity.FindMember(ctx, org.ID, pr.UserID)
		if err != nil {
			t.Fatal(err)
		}
		item, err := kit.Feedback.Submit(ctx, feedback.Submission{InstructorID: admin.InstructorID, EventType: room.Name,
			Text: "words", Sentiment: "neutral"})
		if err != nil {
			t.Fatal(err)
		}

		var buf bytes.Buffer
		if err := kit.ExportOrganization(ctx, org.ID, &buf); err != nil {
			t.Fatal(err)
		}
		zr, err := zip.NewReader(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
		if err != nil {
			t.Fatal(err)
		}
		read := func(name string) []map[string]any {
			f, err := zr.Open(name)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			data, err := io.ReadAll(f)
			if err != nil {
				t.Fatal(err)
			}
			var list []map[string]any
			if err := json.Unmarshal(data, &list); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			return list
		}
		if got := read("feedback.json"); len(got) != 1 || got[0]["_id"] != item.ID {
			t.Errorf("feedback.json: %v, want the item %s", got, item.ID)
		}
		if got := read("members.json"); len(got) != 1 || got[0]["email"] != "ada@host.example" || got[0]["role"] != "admin" {
			t.Errorf("members.json: %v, want the admin", got)
		}
	})
}
