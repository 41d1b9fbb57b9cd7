package governance_test

import (
	"archive/zip"
	"bytes"
	"context"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/governance"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// An organization keeps its feedback 30 days: the purge deletes what is
// older. Its owner exports what is left, then deletes the organization.
func ExampleService_Purge() {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "governance-example")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	now := time.Now()
	kit, err := app.New(ctx, app.Config{
		DatabaseURL: "sqlite://" + filepath.Join(dir, "feedback.db"),
		BlobURL:     "mem://",
		Now:         func() time.Time { return now },
	})
	if err != nil {
		log.Fatal(err)
	}
	defer kit.Close(ctx)

	org, owner, err := kit.Orgs.CreateOrganization(ctx, orgs.NewOrganization{
		Name: "Acme", Subdomain: "acme",
		Owner: identity.NewUser{Email: "ada@acme.example", Password: "correct horse battery"},
	})
	if err != nil {
		log.Fatal(err)
	}
	asOwner := identity.WithPrincipal(ctx, &identity.Principal{UserID: owner.ID, OrgID: org.ID, Role: feedbackkit.RoleOwner})
	if _, err := kit.Rooms.CreateRoom(asOwner, rooms.NewRoom{Name: "Lobby"}); err != nil {
		log.Fatal(err)
	}
	submit := func(text string) {
		if _, err := kit.Feedback.Submit(ctx, feedback.Submission{InstructorID: owner.InstructorID, EventType: "Lobby", Text: text, Sentiment: "positive"}); err != nil {
			log.Fatal(err)
		}
	}
	submit("Two months ago")
	now = now.AddDate(0, 2, 0)
	submit("Today")

	days := 30
	keep := &days
	if _, err := kit.Governance.UpdateRetention(asOwner, governance.RetentionUpdate{FeedbackDays: &keep}); err != nil {
		log.Fatal(err)
	}
	purged, err := kit.Governance.Purge(ctx)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("purged:", purged.Feedback)

	var export bytes.Buffer
	if err := kit.ExportOrganization(ctx, org.ID, &export); err != nil {
		log.Fatal(err)
	}
	files, err := zip.NewReader(bytes.NewReader(export.Bytes()), int64(export.Len()))
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("export:", files.File[0].Name, files.File[6].Name)

	if err := kit.Governance.DeleteOrganization(ctx, org.ID); err != nil {
		log.Fatal(err)
	}
	_, err = kit.Orgs.FindOrganizationBySubdomain(ctx, "acme")
	fmt.Println("after deletion:", feedbackkit.ErrorCode(err))
	// Output:
	// purged: 1
	// export: manifest.json feedback.json
	// after deletion: NOT_FOUND
}
