package integrations_test

import (
	"context"
	"testing"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/integrations"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/orgs"
)

// newKit returns feedbackkit on db with the organizations acme (on the
// team plan) and rival (free), and contexts acting as acme's owner, as a
// user of acme and as rival's owner.
func newKit(t *testing.T, db *bun.DB) (kit *app.App, owner, user, rival context.Context) {
	t.Helper()
	ctx := context.Background()
	kit, err := app.New(ctx, app.Config{DB: db, BlobURL: "mem://", Secret: "integrations-test-secret"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { kit.Close(context.Background()) })
	org := func(sub string) (*orgs.Organization, context.Context) {
		o, u, err := kit.Orgs.CreateOrganization(ctx, orgs.NewOrganization{Name: sub, Subdomain: sub,
			Owner: identity.NewUser{Email: "owner@" + sub + ".test", Password: "a long enough password"}})
		if err != nil {
			t.Fatal(err)
		}
		return o, identity.WithPrincipal(ctx, &identity.Principal{UserID: u.ID, OrgID: o.ID, Role: feedbackkit.RoleOwner})
	}
	acme, owner := org("acme")
	_, rival = org("rival")
	if _, err := kit.Orgs.SetPlan(ctx, "acme", orgs.PlanTeam); err != nil {
		t.Fatal(err)
	}
	u, err := kit.Identity.JoinOrganization(ctx, identity.NewUser{OrgID: acme.ID, Role: feedbackkit.RoleUser,
		Email: "user@acme.test", Password: "a long enough password"})
	if err != nil {
		t.Fatal(err)
	}
	user = identity.WithPrincipal(ctx, &identity.Principal{UserID: u.ID, OrgID: acme.ID, Role: feedbackkit.RoleUser})
	return kit, owner, user, rival
}

func ptr[T any](v T) *T { return &v }

// TestServiceRules runs the integrations Service's rules: who may create,
// read and change an integration, the plan's entitlement, one integration
// per type, validation, and another organization's integration, which is
// not found.
func TestServiceRules(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		kit, owner, user, rival := newKit(t, db)
		svc := kit.Integrations
		jira := integrations.NewIntegration{Type: integrations.TypeTracker, Name: " Jira "}

		_, err := svc.CreateIntegration(context.Background(), jira)
		wantCode(t, "anonymous", err, feedbackkit.CodeInvalidToken)
		_, err = svc.CreateIntegration(user, jira)
		wantCode(t, "a user", err, feedbackkit.CodeInsufficientRole)
		_, err = svc.CreateIntegration(rival, jira)
		wantCode(t, "the free plan", err, feedbackkit.CodeEntitlementRequired)
		_, err = svc.CreateIntegration(owner, integrations.NewIntegration{Type: "slack", Name: "Slack"})
		wantCode(t, "an unknown type", err, feedbackkit.CodeValidationFailed)
		_, err = svc.CreateIntegration(owner, integrations.NewIntegration{Type: integrations.TypeTracker, Name: "  "})
		wantCode(t, "no name", err, feedbackkit.CodeValidationFailed)
		_, err = svc.CreateIntegration(owner, integrations.NewIntegration{Type: integrations.TypeTracker, Name: "Jira",
			Config: integrations.SettingsPatch{ProjectKey: ptr("ops")}})
		wantCode(t, "a lower-case project key", err, feedbackkit.CodeValidationFailed)

		in, err := svc.CreateIntegration(owner, jira)
		if err != nil {
			t.Fatal(err)
		}
		if id, err := uuid.Parse(in.ID); err != nil || id.Version() != 7 || in.Name != "Jira" || !in.Enabled ||
			in.Status != integrations.StatusNotConnected || in.Config.IssueType != integrations.DefaultIssueType {
			t.Errorf("created %+v", in)
		}
		_, err = svc.CreateIntegration(owner, jira)
		wantCode(t, "a second tracker", err, feedbackkit.CodeAlreadyExists)

		if list, err := svc.Integrations(owner); err != nil || len(list) != 1 || list[0].ID != in.ID {
			t.Errorf("list: %v %v", list, err)
		}
		_, err = svc.Integrations(user)
		wantCode(t, "a user lists", err, feedbackkit.CodeInsufficientRole)
		if list, err := svc.Integrations(rival); err != nil || len(list) != 0 {
			t.Errorf("rival's list: %v %v", list, err)
		}
		_, err = svc.FindIntegration(rival, in.ID)
		wantCode(t, "rival finds acme's", err, feedbackkit.CodeNotFound)
		_, err = svc.SetEnabled(rival, in.ID, false)
		wantCode(t, "rival disables acme's", err, feedbackkit.CodeEntitlementRequired)
		wantCode(t, "rival deletes acme's", svc.DeleteIntegration(rival, in.ID), feedbackkit.CodeNotFound)

		_, err = svc.UpdateIntegration(owner, in.ID, integrations.IntegrationUpdate{Config: integrations.SettingsPatch{ProjectKey: ptr("not a key")}})
		wantCode(t, "a bad project key", err, feedbackkit.CodeValidationFailed)
		if got, _ := svc.FindIntegration(owner, in.ID); got.Config.ProjectKey != "" {
			t.Errorf("a refused update was stored: %+v", got.Config)
		}
		got, err := svc.UpdateIntegration(owner, in.ID, integrations.IntegrationUpdate{Name: ptr("Tickets"),
			Config: integrations.SettingsPatch{IssueType: ptr("Bug"), AutoCreate: ptr(true)}})
		if err != nil || got.Name != "Tickets" || got.Config.IssueType != "Bug" || !got.Config.AutoCreate {
			t.Errorf("update: %+v %v", got, err)
		}
		_, err = svc.ConfigureTracker(owner, integrations.SettingsPatch{})
		wantCode(t, "configure without a project", err, feedbackkit.CodeValidationFailed)
		if got, err := svc.ConfigureTracker(owner, integrations.SettingsPatch{ProjectKey: ptr("OPS")}); err != nil || got.Config.ProjectKey != "OPS" {
			t.Errorf("configure: %+v %v", got, err)
		}
		if got, err := svc.SetEnabled(owner, in.ID, false); err != nil || got.Enabled {
			t.Errorf("disable: %+v %v", got, err)
		}

		// A plan that loses integrations keeps the right to delete them.
		if _, err := kit.Orgs.SetPlan(context.Background(), "acme", orgs.PlanFree); err != nil {
			t.Fatal(err)
		}
		_, err = svc.SetEnabled(owner, in.ID, true)
		wantCode(t, "enable on the free plan", err, feedbackkit.CodeEntitlementRequired)
		if err := svc.DeleteIntegration(owner, in.ID); err != nil {
			t.Fatal(err)
		}
		_, err = svc.FindIntegration(owner, in.ID)
		wantCode(t, "after deletion", err, feedbackkit.CodeNotFound)
	})
}

// TestNewServiceNeedsItsDependencies checks that a Service is not built
// without a dependency or with a short secret.
func TestNewServiceNeedsItsDependencies(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		kit, _, _, _ := newKit(t, db)
		store := integrations.NewBunStore(db)
		full := integrations.Deps{Orgs: kit.Orgs, Rooms: kit.Rooms, Users: kit.Identity, Queue: noQueue{}}
		secret := []byte("sixteen bytes ok")
		if _, err := integrations.NewService(store, full, integrations.Config{Secret: secret}); err != nil {
			t.Fatalf("with every dependency: %v", err)
		}
		for name, drop := range map[string]func(*integrations.Deps){
			"Orgs": func(d *integrations.Deps) { d.Orgs = nil }, "Rooms": func(d *integrations.Deps) { d.Rooms = nil },
			"Users": func(d *integrations.Deps) { d.Users = nil }, "Queue": func(d *integrations.Deps) { d.Queue = nil },
		} {
			deps := full
			drop(&deps)
			if _, err := integrations.NewService(store, deps, integrations.Config{Secret: secret}); err == nil {
				t.Errorf("built without %s", name)
			}
		}
		if _, err := integrations.NewService(store, full, integrations.Config{Secret: secret[:15]}); err == nil {
			t.Error("built with a 15-byte secret")
		}
	})
}

// noQueue is a queue the Service under construction never uses.
type noQueue struct{ feedbackkit.Enqueuer }
