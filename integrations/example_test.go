package integrations_test

import (
	"context"
	"fmt"
	"log"
	"os"
	"path/filepath"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/integrations"
	"github.com/feedbackkit/feedbackkit/orgs"
)

// Example creates the issue-tracker integration of an organization whose
// plan includes integrations, and configures the project its tickets go
// to. Connecting it to the tracker is an OAuth flow in the browser
// (TrackerAuthURL, CompleteTrackerAuth).
func Example() {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "integrations-example")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	// app.New builds the integrations Service with its dependencies (the
	// organizations, rooms and accounts it works with, the job queue).
	kit, err := app.New(ctx, app.Config{DatabaseURL: "sqlite://" + filepath.Join(dir, "example.db"), BlobURL: "mem://"})
	if err != nil {
		log.Fatal(err)
	}
	defer kit.Close(ctx)
	org, owner, err := kit.Orgs.CreateOrganization(ctx, orgs.NewOrganization{Name: "Acme", Subdomain: "acme",
		Owner: identity.NewUser{Email: "ada@acme.example", Password: "correct horse battery"}})
	if err != nil {
		log.Fatal(err)
	}
	asOwner := identity.WithPrincipal(ctx, &identity.Principal{UserID: owner.ID, OrgID: org.ID, Role: feedbackkit.RoleOwner})

	// The free plan has no integrations.
	_, err = kit.Integrations.CreateIntegration(asOwner, integrations.NewIntegration{Type: integrations.TypeTracker, Name: "Jira"})
	fmt.Println(feedbackkit.ErrorCode(err))
	if _, err := kit.Orgs.SetPlan(ctx, "acme", orgs.PlanTeam); err != nil {
		log.Fatal(err)
	}
	in, err := kit.Integrations.CreateIntegration(asOwner, integrations.NewIntegration{Type: integrations.TypeTracker, Name: "Jira"})
	if err != nil {
		log.Fatal(err)
	}
	project := "OPS"
	in, err = kit.Integrations.ConfigureTracker(asOwner, integrations.SettingsPatch{ProjectKey: &project})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(in.Name, in.Status, in.Enabled, in.Config.ProjectKey, in.Config.IssueType)
	// Output:
	// ENTITLEMENT_REQUIRED
	// Jira not_connected true OPS Task
}
