package orgs_test

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/orgs"
)

// newService returns an orgs.Service on a fresh, migrated database.
func newService(t *testing.T, db *bun.DB) *orgs.Service {
	t.Helper()
	return newFixture(t, db).orgs
}

func TestPlanLimits(t *testing.T) {
	for plan, want := range map[orgs.Plan]orgs.Limits{
		orgs.PlanFree:     {Seats: 3, Rooms: 3, Forms: 3},
		orgs.PlanTeam:     {Seats: 25, Rooms: 100, Forms: 100, Integrations: true},
		orgs.PlanBusiness: {Integrations: true},
	} {
		if got := plan.Limits(); got != want {
			t.Errorf("%s: %+v, want %+v", plan, got, want)
		}
	}
}

func TestCreateOrganization(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		svc := newService(t, db)
		ctx := context.Background()
		owner := identity.NewUser{Email: "boss@acme.test", Password: "long-enough"}
		org, user, err := svc.CreateOrganization(ctx, orgs.NewOrganization{Name: " Acme ", Subdomain: "Acme", Owner: owner})
		if err != nil {
			t.Fatal(err)
		}
		if org.Name != "Acme" || org.Subdomain != "acme" || org.Plan != orgs.PlanFree || user.Role != feedbackkit.RoleOwner || user.OrgID != org.ID {
			t.Errorf("created %+v with owner %+v", org, user)
		}
		for name, no := range map[string]orgs.NewOrganization{
			"taken subdomain": {Name: "B", Subdomain: "acme", Owner: identity.NewUser{Email: "b@b.test", Password: "long-enough"}},
			"bad subdomain":   {Name: "B", Subdomain: "-b-", Owner: identity.NewUser{Email: "b@b.test", Password: "long-enough"}},
			"no name":         {Name: " ", Subdomain: "b", Owner: identity.NewUser{Email: "b@b.test", Password: "long-enough"}},
			"bad plan":        {Name: "B", Subdomain: "b", Plan: "gold", Owner: identity.NewUser{Email: "b@b.test", Password: "long-enough"}},
			"taken email":     {Name: "B", Subdomain: "b", Owner: owner},
			"short password":  {Name: "B", Subdomain: "b", Owner: identity.NewUser{Email: "b@b.test", Password: "short"}},
		} {
			if _, _, err := svc.CreateOrganization(ctx, no); feedbackkit.ErrorCode(err) == feedbackkit.CodeInternal || err == nil {
				t.Errorf("%s: %v, want a validation or conflict error", name, err)
			}
		}
		// The failed creations left nothing behind: "b" is still free.
		if _, err := svc.FindOrganizationBySubdomain(ctx, "b"); feedbackkit.ErrorCode(err) != feedbackkit.CodeNotFound {
			t.Errorf("a failed creation left organization b: %v", err)
		}
	})
}

func TestEnsureDemoOnce(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		svc := newService(t, db)
		ctx := context.Background()
		demo, err := svc.EnsureDemo(ctx)
		if err != nil || demo == nil || demo.Email != orgs.DemoEmail || len(demo.Password) < 12 {
			t.Fatalf("first EnsureDemo: %+v %v", demo, err)
		}
		if again, err := svc.EnsureDemo(ctx); err != nil || again != nil {
			t.Errorf("second EnsureDemo: %+v %v", again, err)
		}
	})
}

// TestSkipDemo skips the demo on an empty database: EnsureDemo then
// creates none.
func TestSkipDemo(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		svc := newService(t, db)
		ctx := context.Background()
		if err := svc.SkipDemo(ctx); err != nil {
			t.Fatal(err)
		}
		if demo, err := svc.EnsureDemo(ctx); err != nil || demo != nil {
			t.Errorf("EnsureDemo after SkipDemo: %+v %v", demo, err)
		}
	})
}

// TestReserveTxIsRaceFree starts more concurrent creations than the cap
// allows: exactly the cap commit, the others get ROOM_LIMIT_REACHED.
func TestReserveTxIsRaceFree(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		svc, ctx := f.orgs, context.Background()
		org, _ := f.newOrg(t, "acme")
		if _, err := db.ExecContext(ctx, "CREATE TABLE things (id TEXT PRIMARY KEY, org_id TEXT NOT NULL)"); err != nil {
			t.Fatal(err)
		}
		const cap, tries = 3, 12
		errs := make([]error, tries)
		var wg sync.WaitGroup
		for i := range tries {
			wg.Add(1)
			go func() {
				defer wg.Done()
				errs[i] = database.InTx(ctx, db, func(ctx context.Context) error {
					tx := database.Conn(ctx, db)
					err := svc.Reserve(ctx, org.ID, orgs.Rooms, func(ctx context.Context) (int, error) {
						n, err := tx.NewSelect().Table("things").Where("org_id = ?", org.ID).Count(ctx)
						return int(n), err
					})
					if err != nil {
						return err
					}
					_, err = tx.NewRaw("INSERT INTO things (id, org_id) VALUES (?, ?)", fmt.Sprint(i), org.ID).Exec(ctx)
					return err
				})
			}()
		}
		wg.Wait()
		created := 0
		for _, err := range errs {
			switch feedbackkit.ErrorCode(err) {
			case "":
				created++
			case feedbackkit.CodeRoomLimitReached:
			default:
				t.Errorf("unexpected error: %v", err)
			}
		}
		n, err := db.NewSelect().Table("things").Count(ctx)
		if created != cap || n != cap || err != nil {
			t.Errorf("%d creations succeeded, %d rows (%v); want exactly %d", created, n, err, cap)
		}

		// Raising the cap with set-limits lets creation go on; 0 means no cap.
		zero := 0
		if _, err := svc.SetLimits(ctx, "acme", orgs.LimitsUpdate{Rooms: &zero}); err != nil {
			t.Fatal(err)
		}
		err = database.InTx(ctx, db, func(ctx context.Context) error {
			return svc.Reserve(ctx, org.ID, orgs.Rooms, func(context.Context) (int, error) { return 1000, nil })
		})
		if err != nil {
			t.Errorf("no cap: %v", err)
		}
	})
}

func TestRequireIntegrations(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		svc, ctx := f.orgs, context.Background()
		org, _ := f.newOrg(t, "acme")
		if err := svc.RequireIntegrations(ctx, org.ID); feedbackkit.ErrorCode(err) != feedbackkit.CodeEntitlementRequired {
			t.Errorf("free plan: %v, want ENTITLEMENT_REQUIRED", err)
		}
		if _, err := svc.SetPlan(ctx, "acme", orgs.PlanTeam); err != nil {
			t.Fatal(err)
		}
		if err := svc.RequireIntegrations(ctx, org.ID); err != nil {
			t.Errorf("team plan: %v", err)
		}
		off := false
		if _, err := svc.SetLimits(ctx, "acme", orgs.LimitsUpdate{Integrations: &off}); err != nil {
			t.Fatal(err)
		}
		if err := svc.RequireIntegrations(ctx, org.ID); feedbackkit.ErrorCode(err) != feedbackkit.CodeEntitlementRequired {
			t.Errorf("team plan with integrations off: %v", err)
		}
	})
}
