package orgs_test

import (
	"context"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/orgs"
)

// storeTime is the clock of the BunStore tests.
var storeTime = time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)

// newStore returns a BunStore on db, migrated, with an organization per
// subdomain, whose id is the subdomain.
func newStore(t *testing.T, db *bun.DB, subdomains ...string) *orgs.BunStore {
	t.Helper()
	ctx := context.Background()
	if err := orgs.Migrate(ctx, db); err != nil {
		t.Fatal(err)
	}
	s := orgs.NewBunStore(db)
	for _, sub := range subdomains {
		org := &orgs.Organization{ID: sub, Name: sub, Subdomain: sub, Plan: orgs.PlanFree, CreatedAt: storeTime, UpdatedAt: storeTime}
		if err := s.CreateOrganization(ctx, org); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// wantCode checks that err has the code want ("" for none).
func wantCode(t *testing.T, what string, err error, want feedbackkit.Code) {
	t.Helper()
	if got := feedbackkit.ErrorCode(err); got != want {
		t.Errorf("%s: %v, want %q", what, err, want)
	}
}

func TestBunStoreOrganizations(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		s := newStore(t, db, "acme")
		ctx := context.Background()

		taken := &orgs.Organization{ID: "other", Name: "B", Subdomain: "acme", Plan: orgs.PlanFree, CreatedAt: storeTime, UpdatedAt: storeTime}
		wantCode(t, "taken subdomain", s.CreateOrganization(ctx, taken), feedbackkit.CodeAlreadyExists)
		if org, err := s.FindOrganizationBySubdomain(ctx, "acme"); err != nil || org.ID != "acme" || org.Plan != orgs.PlanFree {
			t.Errorf("by subdomain: %+v %v", org, err)
		}
		_, err := s.FindOrganizationBySubdomain(ctx, "nope")
		wantCode(t, "unknown subdomain", err, feedbackkit.CodeNotFound)
		_, err = s.FindOrganizationByID(ctx, "nope")
		wantCode(t, "unknown id", err, feedbackkit.CodeNotFound)

		later := storeTime.Add(time.Hour)
		org, err := s.UpdateOrganization(ctx, "acme", orgs.OrganizationUpdate{
			Plan:   ptr(orgs.PlanTeam),
			Limits: orgs.LimitsUpdate{Seats: ptr(7), Integrations: ptr(false)},
		}, later)
		if err != nil {
			t.Fatal(err)
		}
		if org.Plan != orgs.PlanTeam || org.Name != "acme" || org.SeatLimit == nil || *org.SeatLimit != 7 || org.RoomLimit != nil ||
			org.Integrations == nil || *org.Integrations || !org.UpdatedAt.Equal(later) || !org.CreatedAt.Equal(storeTime) {
			t.Errorf("updated: %+v", org)
		}
		_, err = s.UpdateOrganization(ctx, "nope", orgs.OrganizationUpdate{Name: ptr("x")}, later)
		wantCode(t, "update of an unknown organization", err, feedbackkit.CodeNotFound)
		if n, err := s.CountOrganizations(ctx); err != nil || n != 1 {
			t.Errorf("count: %d %v", n, err)
		}

		_, err = s.LockOrganization(ctx, "acme")
		wantCode(t, "lock outside a transaction", err, feedbackkit.CodeInternal)
		err = s.InTx(ctx, func(ctx context.Context) error {
			org, err := s.LockOrganization(ctx, "acme")
			if err == nil && org.ID != "acme" {
				t.Errorf("locked %+v", org)
			}
			return err
		})
		wantCode(t, "lock in a transaction", err, "")
		err = s.InTx(ctx, func(ctx context.Context) error {
			_, err := s.LockOrganization(ctx, "nope")
			return err
		})
		wantCode(t, "lock of an unknown organization", err, feedbackkit.CodeNotFound)
	})
}

// TestReserveNeedsTransaction: Reserve fails outside a transaction, before
// it counts anything.
func TestReserveNeedsTransaction(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		org, _ := f.newOrg(t, "acme")
		err := f.orgs.Reserve(context.Background(), org.ID, orgs.Rooms, func(context.Context) (int, error) {
			t.Error("used was called outside a transaction")
			return 0, nil
		})
		wantCode(t, "reserve outside a transaction", err, feedbackkit.CodeInternal)
	})
}

func TestBunStoreInvitationsStayInTheirOrganization(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		s := newStore(t, db, "acme", "globex")
		ctx := context.Background()
		invite := func(id, email string) *orgs.Invitation {
			t.Helper()
			inv := &orgs.Invitation{ID: id, OrgID: "acme", Email: email, Role: feedbackkit.RoleUser, Status: orgs.InvitationPending,
				InvitedBy: "u", CreatedAt: storeTime, UpdatedAt: storeTime, ExpiresAt: storeTime.Add(time.Hour)}
			if err := s.CreateInvitation(ctx, inv); err != nil {
				t.Fatal(err)
			}
			return inv
		}
		first := invite("i1", "ann@x.test")
		wantCode(t, "taken id", s.CreateInvitation(ctx, first), feedbackkit.CodeAlreadyExists)
		invite("i2", "bob@x.test")

		for _, c := range []struct {
			org    string
			filter orgs.InvitationFilter
			want   int
		}{
			{"acme", orgs.InvitationFilter{LiveAt: storeTime}, 2},
			{"acme", orgs.InvitationFilter{LiveAt: storeTime, Email: "ann@x.test"}, 1},
			{"acme", orgs.InvitationFilter{LiveAt: storeTime.Add(time.Hour)}, 0},
			{"globex", orgs.InvitationFilter{LiveAt: storeTime}, 0},
		} {
			invs, err := s.FindInvitations(ctx, c.org, c.filter)
			n, cerr := s.CountInvitations(ctx, c.org, c.filter)
			if err != nil || cerr != nil || invs == nil || len(invs) != c.want || n != c.want {
				t.Errorf("%s %+v: found %d, counted %d (%v, %v), want %d", c.org, c.filter, len(invs), n, err, cerr, c.want)
			}
		}

		cancel := orgs.InvitationUpdate{Status: ptr(orgs.InvitationCancelled), CancelledAt: ptr(storeTime)}
		_, err := s.UpdateInvitation(ctx, "globex", "i1", cancel, storeTime)
		wantCode(t, "update from another organization", err, feedbackkit.CodeNotFound)
		inv, err := s.UpdateInvitation(ctx, "acme", "i1", cancel, storeTime)
		if err != nil || inv.Status != orgs.InvitationCancelled || inv.CancelledAt == nil || inv.Email != "ann@x.test" {
			t.Errorf("cancelled: %+v %v", inv, err)
		}
		_, err = s.UpdateInvitation(ctx, "acme", "i1", cancel, storeTime)
		wantCode(t, "update of a cancelled invitation", err, feedbackkit.CodeNotFound)

		for _, link := range []*orgs.InvitationLink{
			{TokenHash: "h1", InvitationID: "i1", CreatedAt: storeTime, ExpiresAt: storeTime.Add(time.Hour)},
			{TokenHash: "h2", InvitationID: "i2", CreatedAt: storeTime, ExpiresAt: storeTime.Add(time.Hour)},
		} {
			if err := s.CreateInvitationLink(ctx, link); err != nil {
				t.Fatal(err)
			}
		}
		inv, link, err := s.FindInvitationByTokenHash(ctx, "h2", storeTime)
		if err != nil || inv.ID != "i2" || link.TokenHash != "h2" || !link.ExpiresAt.Equal(storeTime.Add(time.Hour)) {
			t.Errorf("by token: %+v %+v %v", inv, link, err)
		}
		for what, c := range map[string]struct {
			hash string
			now  time.Time
		}{
			"cancelled invitation": {"h1", storeTime},
			"expired link":         {"h2", storeTime.Add(time.Hour)},
			"unknown link":         {"h3", storeTime},
		} {
			_, _, err := s.FindInvitationByTokenHash(ctx, c.hash, c.now)
			wantCode(t, what, err, feedbackkit.CodeNotFound)
		}
	})
}

func TestBunStoreSettings(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		s := newStore(t, db, "acme")
		ctx := context.Background()
		_, err := s.FindSettings(ctx, "acme")
		wantCode(t, "no settings", err, feedbackkit.CodeNotFound)

		st := &orgs.StoredSettings{OrgID: "acme", Preferences: orgs.DefaultPreferences(), Logo: "logos/a.png", UpdatedAt: storeTime}
		st.Preferences.GeneralTags = []string{"pace"}
		for _, logo := range []string{"logos/a.png", ""} {
			st.Logo = logo
			if err := s.SaveSettings(ctx, st); err != nil {
				t.Fatal(err)
			}
			got, err := s.FindSettings(ctx, "acme")
			if err != nil || got.Logo != logo || len(got.Preferences.GeneralTags) != 1 || got.OnboardingCompletedAt != nil || !got.UpdatedAt.Equal(storeTime) {
				t.Errorf("saved with logo %q: %+v %v", logo, got, err)
			}
		}

		// Settings stored by an older version lack the newer fields: they
		// keep their defaults.
		if _, err := db.NewRaw(`UPDATE orgs_settings SET preferences = '{"generalTags":["clarity"]}'`).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		got, err := s.FindSettings(ctx, "acme")
		if err != nil || len(got.Preferences.GeneralTags) != 1 || got.Preferences.GeneralTags[0] != "clarity" ||
			got.Preferences.FeedbackCustomization != orgs.DefaultPreferences().FeedbackCustomization {
			t.Errorf("older settings: %+v %v", got, err)
		}
	})
}

func TestBunStoreWaitlist(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		s := newStore(t, db)
		ctx := context.Background()
		entry := func(id, email string, at time.Time) *orgs.WaitlistEntry {
			return &orgs.WaitlistEntry{ID: id, Email: email, Name: "N" + id, CreatedAt: at}
		}
		if err := s.CreateWaitlistEntry(ctx, entry("w1", "ann@x.test", storeTime)); err != nil {
			t.Fatal(err)
		}
		// A taken email leaves the transaction usable (on PostgreSQL, a
		// failed statement would abort it).
		err := s.InTx(ctx, func(ctx context.Context) error {
			wantCode(t, "taken email", s.CreateWaitlistEntry(ctx, entry("w2", "ann@x.test", storeTime)), feedbackkit.CodeAlreadyExists)
			return s.CreateWaitlistEntry(ctx, entry("w3", "bob@x.test", storeTime.Add(time.Minute)))
		})
		if err != nil {
			t.Fatal(err)
		}
		list, err := s.FindWaitlistEntries(ctx)
		if err != nil || len(list) != 2 || list[0].ID != "w1" || list[0].Name != "Nw1" || list[1].Email != "bob@x.test" {
			t.Errorf("waitlist: %+v %v", list, err)
		}
	})
}

func TestBunStoreLiveInvitationsByEmail(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		s := newStore(t, db, "acme", "globex", "initech")
		ctx := context.Background()
		invite := func(id, org, email string, created time.Time) {
			t.Helper()
			inv := &orgs.Invitation{ID: id, OrgID: org, Email: email, Role: feedbackkit.RoleUser, Status: orgs.InvitationPending,
				InvitedBy: "u", CreatedAt: created, UpdatedAt: created, ExpiresAt: created.Add(time.Hour)}
			if err := s.CreateInvitation(ctx, inv); err != nil {
				t.Fatal(err)
			}
		}
		invite("old", "acme", "ann@x.test", storeTime)
		invite("new", "globex", "ann@x.test", storeTime.Add(time.Minute))
		invite("gone", "initech", "ann@x.test", storeTime.Add(2*time.Minute))
		invite("bob", "acme", "bob@x.test", storeTime)
		cancel := orgs.InvitationUpdate{Status: ptr(orgs.InvitationCancelled), CancelledAt: ptr(storeTime)}
		if _, err := s.UpdateInvitation(ctx, "initech", "gone", cancel, storeTime.Add(2*time.Minute)); err != nil {
			t.Fatal(err)
		}

		ids := func(at time.Time, email string) []string {
			t.Helper()
			invs, err := s.FindLiveInvitationsByEmail(ctx, email, at)
			if err != nil || invs == nil {
				t.Fatalf("%s at %s: %v %v", email, at, invs, err)
			}
			var out []string
			for _, inv := range invs {
				out = append(out, inv.OrgID+"/"+inv.ID)
			}
			return out
		}
		// Newest first, in every organization, cancelled ones left out.
		if got := ids(storeTime.Add(2*time.Minute), "ann@x.test"); len(got) != 2 || got[0] != "globex/new" || got[1] != "acme/old" {
			t.Errorf("ann's live invitations: %v", got)
		}
		// Expired ones are left out too.
		if got := ids(storeTime.Add(time.Hour), "ann@x.test"); len(got) != 1 || got[0] != "globex/new" {
			t.Errorf("ann's live invitations an hour later: %v", got)
		}
		if got := ids(storeTime, "carl@x.test"); len(got) != 0 {
			t.Errorf("carl's invitations: %v", got)
		}
	})
}
