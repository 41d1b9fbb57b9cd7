package orgs_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/uptrace/bun"
	"gocloud.dev/blob/memblob"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/audit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/uploads"
)

// txCountingStore counts the transactions a Service opens.
type txCountingStore struct {
	*orgs.BunStore
	txs atomic.Int32
}

func (s *txCountingStore) InTx(ctx context.Context, fn func(ctx context.Context) error) error {
	s.txs.Add(1)
	return s.BunStore.InTx(ctx, fn)
}

// TestProvision follows a host's users through first sight, the host's
// changes (role, email, names, organization) and the cases it refuses.
func TestProvision(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		store := &txCountingStore{BunStore: orgs.NewBunStore(db)}
		svc := f.service(t, store)
		var removed []string
		svc.AddRemoveHook(func(_ context.Context, orgID, userID string) error {
			removed = append(removed, orgID+"/"+userID)
			return nil
		})
		ctx := context.Background()
		alice := orgs.HostUser{Subject: "u-1", Email: " Alice@Acme.Example ", Name: "Alice", Role: feedbackkit.RoleOwner,
			Organization: "Acme Corp!", OrganizationName: "Acme"}

		// First sight: the organization and the account are made.
		p, err := svc.Provision(ctx, alice)
		if err != nil {
			t.Fatal(err)
		}
		u, err := f.users.FindUserByID(ctx, p.UserID)
		if err != nil || u.Email != "alice@acme.example" || u.Name != "Alice" || u.Role != feedbackkit.RoleOwner ||
			u.OrgID != p.OrgID || u.PasswordHash != "" || p.Role != feedbackkit.RoleOwner {
			t.Fatalf("account %+v %v for principal %+v", u, err, p)
		}
		org, err := svc.FindOrganizationByID(ctx, p.OrgID)
		if err != nil || org.Name != "Acme" || org.Subdomain != "acme-corp" || org.Plan != orgs.HostPlan {
			t.Fatalf("organization %+v %v", org, err)
		}

		// Seen again unchanged: the same principal, read without a transaction.
		before := store.txs.Load()
		again, err := svc.Provision(ctx, alice)
		if err != nil || *again != *p {
			t.Errorf("second sight: %+v %v, want %+v", again, err, p)
		}
		if n := store.txs.Load() - before; n != 0 {
			t.Errorf("an unchanged user took %d transactions", n)
		}

		// The host's changes apply at the next request.
		alice.Role, alice.Email, alice.Name, alice.OrganizationName = feedbackkit.RoleAdmin, "alice@new.example", "Alicia", "Acme Inc"
		p2, err := svc.Provision(ctx, alice)
		if err != nil || p2.UserID != p.UserID || p2.OrgID != p.OrgID || p2.Role != feedbackkit.RoleAdmin {
			t.Fatalf("after the host's changes: %+v %v", p2, err)
		}
		u, _ = f.users.FindUserByID(ctx, p.UserID)
		org, _ = svc.FindOrganizationByID(ctx, p.OrgID)
		if u.Email != "alice@new.example" || u.Name != "Alicia" || u.Role != feedbackkit.RoleAdmin || org.Name != "Acme Inc" {
			t.Errorf("account %+v in organization %+v", u, org)
		}

		// Moving to another organization of the host: a new one, and the
		// member leaves the old one as a removal would.
		alice.Organization, alice.OrganizationName = "globex", ""
		p3, err := svc.Provision(ctx, alice)
		if err != nil || p3.UserID != p.UserID || p3.OrgID == p.OrgID {
			t.Fatalf("moved: %+v %v", p3, err)
		}
		if len(removed) != 1 || removed[0] != p.OrgID+"/"+p.UserID {
			t.Errorf("remove hooks ran for %v", removed)
		}
		if org, _ := svc.FindOrganizationByID(ctx, p3.OrgID); org.Name != "globex" || org.Subdomain != "globex" {
			t.Errorf("new organization %+v", org)
		}

		// An account made before by hand is adopted by its email.
		_, owner := f.newOrg(t, "hand")
		byHand, _ := f.users.CurrentUser(owner)
		adopted, err := svc.Provision(ctx, orgs.HostUser{Subject: "u-2", Email: byHand.Email, Role: feedbackkit.RoleUser, Organization: "globex"})
		if err != nil || adopted.UserID != byHand.ID || adopted.OrgID != p3.OrgID || adopted.Role != feedbackkit.RoleUser {
			t.Errorf("adopted: %+v %v (account %s)", adopted, err, byHand.ID)
		}
		// A key that slugs to a taken subdomain gets a suffixed one.
		pHand, err := svc.Provision(ctx, orgs.HostUser{Subject: "u-3", Email: "h@h.example", Role: feedbackkit.RoleUser, Organization: "HAND"})
		if err != nil {
			t.Fatal(err)
		}
		if org, _ := svc.FindOrganizationByID(ctx, pHand.OrgID); len(org.Subdomain) != len("hand-")+8 || org.Subdomain[:5] != "hand-" {
			t.Errorf("subdomain of the key HAND: %q", org.Subdomain)
		}

		// Refused: another subject's email, and bad fields.
		_, err = svc.Provision(ctx, orgs.HostUser{Subject: "u-4", Email: "alice@new.example", Role: feedbackkit.RoleUser, Organization: "globex"})
		wantCode(t, "another subject's email", err, feedbackkit.CodeEmailInUse)
		for name, bad := range map[string]orgs.HostUser{
			"no subject":      {Email: "x@x.example", Role: feedbackkit.RoleUser, Organization: "o"},
			"bad email":       {Subject: "x", Email: "nope", Role: feedbackkit.RoleUser, Organization: "o"},
			"bad role":        {Subject: "x", Email: "x@x.example", Role: "boss", Organization: "o"},
			"no organization": {Subject: "x", Email: "x@x.example", Role: feedbackkit.RoleUser, Organization: " "},
			"long name":       {Subject: "x", Email: "x@x.example", Role: feedbackkit.RoleUser, Organization: "o", Name: strings.Repeat("x", 101)},
		} {
			_, err := svc.Provision(ctx, bad)
			wantCode(t, name, err, feedbackkit.CodeValidationFailed)
		}
	})
}

// TestProvisionSeatCap: an organization given a cap of seats refuses the
// host's users beyond it.
func TestProvisionSeatCap(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		ctx := context.Background()
		p, err := f.orgs.Provision(ctx, orgs.HostUser{Subject: "1", Email: "1@x.example", Role: feedbackkit.RoleOwner, Organization: "capped"})
		if err != nil {
			t.Fatal(err)
		}
		org, _ := f.orgs.FindOrganizationByID(ctx, p.OrgID)
		seats := 1
		if _, err := f.orgs.SetLimits(ctx, org.Subdomain, orgs.LimitsUpdate{Seats: &seats}); err != nil {
			t.Fatal(err)
		}
		_, err = f.orgs.Provision(ctx, orgs.HostUser{Subject: "2", Email: "2@x.example", Role: feedbackkit.RoleUser, Organization: "capped"})
		wantCode(t, "a second seat", err, feedbackkit.CodeSeatLimitReached)
	})
}

// TestConcurrentFirstSight: the requests of a host's new users, in a new
// organization, arriving at once, make one organization and one account
// per user.
func TestConcurrentFirstSight(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		ctx := context.Background()
		const users, requests = 3, 4
		var wg sync.WaitGroup
		principals := make(chan *identity.Principal, users*requests)
		for i := range users * requests {
			wg.Add(1)
			go func() {
				defer wg.Done()
				n := i % users
				p, err := f.orgs.Provision(ctx, orgs.HostUser{Subject: fmt.Sprint(n), Email: fmt.Sprintf("%d@x.example", n),
					Role: feedbackkit.RoleUser, Organization: "new"})
				if err != nil {
					t.Error(err)
					return
				}
				principals <- p
			}()
		}
		wg.Wait()
		close(principals)
		byUser := map[string]bool{}
		orgIDs := map[string]bool{}
		for p := range principals {
			byUser[p.UserID], orgIDs[p.OrgID] = true, true
		}
		if len(byUser) != users || len(orgIDs) != 1 {
			t.Errorf("%d accounts in %d organizations, want %d in 1", len(byUser), len(orgIDs), users)
		}
	})
}

// BenchmarkProvisionUnchanged measures what host authentication adds to a
// request of a user the host has not changed: Provision's two reads.
func BenchmarkProvisionUnchanged(b *testing.B) {
	for _, dialect := range dbtest.Dialects {
		b.Run(dialect, func(b *testing.B) {
			db := dbtest.Open(b, dialect)
			ctx := context.Background()
			for _, m := range []func(context.Context, *bun.DB) error{orgs.Migrate, identity.Migrate} {
				if err := m(ctx, db); err != nil {
					b.Fatal(err)
				}
			}
			bucket := uploads.NewBucket(memblob.OpenBucket(nil))
			users, err := identity.NewService(identity.NewBunStore(db), identity.Deps{Mailer: noMail{}, Uploads: bucket},
				identity.Config{Secret: []byte("0123456789abcdef")})
			if err != nil {
				b.Fatal(err)
			}
			svc, err := orgs.NewService(orgs.NewBunStore(db), orgs.Deps{Users: users, Mailer: noMail{}, Uploads: bucket}, orgs.Config{})
			if err != nil {
				b.Fatal(err)
			}
			hu := orgs.HostUser{Subject: "u-1", Email: "ann@x.example", Name: "Ann", Role: feedbackkit.RoleAdmin, Organization: "acme"}
			if _, err := svc.Provision(ctx, hu); err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				if _, err := svc.Provision(ctx, hu); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestHostKeys: a host finds the organization of its key, not of a
// subdomain another key may have taken, and may make it before its first
// user, whom Provision then puts in it.
func TestHostKeys(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		ctx := context.Background()
		first, err := f.orgs.Provision(ctx, orgs.HostUser{Subject: "u1", Email: "u1@x.example", Role: feedbackkit.RoleOwner, Organization: "Acme Corp"})
		if err != nil {
			t.Fatal(err)
		}
		second, err := f.orgs.Provision(ctx, orgs.HostUser{Subject: "u2", Email: "u2@x.example", Role: feedbackkit.RoleOwner, Organization: "acme-corp"})
		if err != nil {
			t.Fatal(err)
		}
		for key, want := range map[string]string{" Acme Corp ": first.OrgID, "acme-corp": second.OrgID} {
			if org, err := f.orgs.FindOrganizationByHostKey(ctx, key); err != nil || org.ID != want {
				t.Errorf("FindOrganizationByHostKey(%q): %+v %v, want %s", key, org, err, want)
			}
		}
		if org, _ := f.orgs.FindOrganizationByHostKey(ctx, "acme-corp"); org.Subdomain == "acme-corp" {
			t.Errorf("the second key took the first key's subdomain: %+v", org)
		}
		_, err = f.orgs.FindOrganizationByHostKey(ctx, "ACME CORP")
		wantCode(t, "another key", err, feedbackkit.CodeNotFound)

		// An organization made ahead of its users, then renamed.
		made, err := f.orgs.ProvisionOrganization(ctx, " initech ", "Initech Inc")
		if err != nil || made.Name != "Initech Inc" || made.Subdomain != "initech" || made.Plan != orgs.HostPlan {
			t.Fatalf("ProvisionOrganization: %+v %v", made, err)
		}
		if again, err := f.orgs.ProvisionOrganization(ctx, "initech", ""); err != nil || again.ID != made.ID || again.Name != "Initech Inc" {
			t.Errorf("ProvisionOrganization again without a name: %+v %v, want %+v", again, err, made)
		}
		if renamed, err := f.orgs.ProvisionOrganization(ctx, "initech", "Initech"); err != nil || renamed.ID != made.ID || renamed.Name != "Initech" {
			t.Errorf("ProvisionOrganization renaming: %+v %v", renamed, err)
		}
		p, err := f.orgs.Provision(ctx, orgs.HostUser{Subject: "u3", Email: "u3@x.example", Role: feedbackkit.RoleUser, Organization: "initech"})
		if err != nil || p.OrgID != made.ID {
			t.Errorf("the first user of a made organization: %+v %v, want it in %s", p, err, made.ID)
		}
		if found, err := f.orgs.FindOrganizationByHostKey(ctx, "initech"); err != nil || found.ID != made.ID || found.Name != "Initech" {
			t.Errorf("FindOrganizationByHostKey(initech): %+v %v", found, err)
		}
		for name, bad := range map[string][2]string{
			"no key":       {" ", "Name"},
			"long key":     {strings.Repeat("k", orgs.MaxHostKeyLength+1), ""},
			"long name":    {"k", strings.Repeat("n", orgs.MaxNameLength+1)},
			"control name": {"k", "a\x00b"},
		} {
			_, err := f.orgs.ProvisionOrganization(ctx, bad[0], bad[1])
			wantCode(t, name, err, feedbackkit.CodeValidationFailed)
		}
		_, err = f.orgs.FindOrganizationByHostKey(ctx, "k")
		wantCode(t, "a key refused", err, feedbackkit.CodeNotFound)
	})
}

// TestRemoveHostUser: the host takes its deleted users out of their
// organization, owners included: sessions end, hooks run, the audit log
// records it, and the subject provisioned again joins again.
func TestRemoveHostUser(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		ctx := context.Background()
		log := f.auditLog(t)
		svc, err := orgs.NewService(orgs.NewBunStore(db), orgs.Deps{Users: f.users, Mailer: f.notify, Uploads: f.bucket, Audit: log}, orgs.Config{})
		if err != nil {
			t.Fatal(err)
		}
		var removed []string
		svc.AddRemoveHook(func(_ context.Context, _, userID string) error {
			removed = append(removed, userID)
			return nil
		})
		host := map[string]orgs.HostUser{}
		principals := map[string]*identity.Principal{}
		for subject, role := range map[string]feedbackkit.Role{"o1": feedbackkit.RoleOwner, "o2": feedbackkit.RoleOwner, "m1": feedbackkit.RoleUser} {
			host[subject] = orgs.HostUser{Subject: subject, Email: subject + "@x.example", Role: role, Organization: "globex"}
			if principals[subject], err = svc.Provision(ctx, host[subject]); err != nil {
				t.Fatal(err)
			}
		}
		orgID := principals["o1"].OrgID
		o1, _ := f.users.FindUserByID(ctx, principals["o1"].UserID)
		session, err := f.users.OpenSession(ctx, o1)
		if err != nil {
			t.Fatal(err)
		}

		for _, subject := range []string{"o1", "m1"} {
			if err := svc.RemoveHostUser(ctx, subject); err != nil {
				t.Fatalf("RemoveHostUser(%s): %v", subject, err)
			}
			_, err := f.users.FindMember(ctx, orgID, principals[subject].UserID)
			wantCode(t, subject+" still a member", err, feedbackkit.CodeNotFound)
		}
		if len(removed) != 2 || removed[0] != principals["o1"].UserID || removed[1] != principals["m1"].UserID {
			t.Errorf("remove hooks ran for %v", removed)
		}
		_, err = f.users.Authenticate(ctx, session.Token)
		wantCode(t, "the removed owner's session", err, feedbackkit.CodeInvalidToken)
		entries, err := log.Entries(identity.WithPrincipal(ctx, principals["o2"]), audit.Filter{Action: audit.ActionMemberRemoved}, feedbackkit.PageRequest{})
		if err != nil || entries.Total != 2 {
			t.Fatalf("audit log %+v %v", entries, err)
		}
		for _, e := range entries.Data {
			if e.TargetID == principals["o1"].UserID && (e.ActorType != audit.ActorSystem || e.Details["role"] != string(feedbackkit.RoleOwner)) {
				t.Errorf("the removal of o1 is recorded as %+v", e)
			}
		}
		if entries.Data[0].TargetID == entries.Data[1].TargetID {
			t.Errorf("audit log %+v: want the removals of o1 and m1", entries.Data)
		}

		wantCode(t, "removed again", svc.RemoveHostUser(ctx, "o1"), feedbackkit.CodeNotFound)
		wantCode(t, "an unknown subject", svc.RemoveHostUser(ctx, "nobody"), feedbackkit.CodeNotFound)

		// The last owner goes too; the host's next owner is the owner.
		if err := svc.RemoveHostUser(ctx, "o2"); err != nil {
			t.Fatal(err)
		}
		_, err = f.users.FindOwner(ctx, orgID)
		wantCode(t, "the owner of an organization without one", err, feedbackkit.CodeNotFound)
		back, err := svc.Provision(ctx, host["o1"])
		if err != nil || back.UserID != principals["o1"].UserID || back.OrgID != orgID || back.Role != feedbackkit.RoleOwner {
			t.Errorf("o1 provisioned again: %+v %v, want %+v", back, err, principals["o1"])
		}
	})
}

// racedUsers is the Users of a Service whose first FindUserBySubject is
// raced by a change of the account (race) before its answer arrives, as
// a concurrent Provision that commits between the read and the lock.
type racedUsers struct {
	orgs.Users
	race func(ctx context.Context, u *identity.User)
}

func (r *racedUsers) FindUserBySubject(ctx context.Context, subject string) (*identity.User, error) {
	u, err := r.Users.FindUserBySubject(ctx, subject)
	if err == nil && r.race != nil {
		race := r.race
		r.race = nil
		race(ctx, u)
	}
	return u, err
}

// TestRemoveHostUserRereadsUnderTheLock: RemoveHostUser records the role
// the account has once its organization is locked, not one read before.
func TestRemoveHostUserRereadsUnderTheLock(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		ctx := context.Background()
		log := f.auditLog(t)
		users := &racedUsers{Users: f.users}
		svc, err := orgs.NewService(orgs.NewBunStore(db), orgs.Deps{Users: users, Mailer: f.notify, Uploads: f.bucket, Audit: log}, orgs.Config{})
		if err != nil {
			t.Fatal(err)
		}
		owner, err := svc.Provision(ctx, orgs.HostUser{Subject: "o", Email: "o@x.example", Role: feedbackkit.RoleOwner, Organization: "globex"})
		if err != nil {
			t.Fatal(err)
		}
		m, err := svc.Provision(ctx, orgs.HostUser{Subject: "m", Email: "m@x.example", Role: feedbackkit.RoleUser, Organization: "globex"})
		if err != nil {
			t.Fatal(err)
		}
		users.race = func(ctx context.Context, u *identity.User) {
			if _, err := f.users.SetRole(ctx, u.OrgID, u.ID, feedbackkit.RoleAdmin); err != nil {
				t.Fatal(err)
			}
		}
		if err := svc.RemoveHostUser(ctx, "m"); err != nil {
			t.Fatal(err)
		}
		entries, err := log.Entries(identity.WithPrincipal(ctx, owner), audit.Filter{Action: audit.ActionMemberRemoved}, feedbackkit.PageRequest{})
		if err != nil || entries.Total != 1 {
			t.Fatalf("audit log %+v %v", entries, err)
		}
		if e := entries.Data[0]; e.TargetID != m.UserID || e.Details["role"] != string(feedbackkit.RoleAdmin) {
			t.Errorf("the removal is recorded as %+v, want the role admin", e)
		}
	})
}

// auditLog returns an audit log on f's database.
func (f *fixture) auditLog(t *testing.T) *audit.Service {
	t.Helper()
	if err := audit.Migrate(context.Background(), f.db); err != nil {
		t.Fatal(err)
	}
	log, err := audit.NewService(audit.NewBunStore(f.db), audit.Deps{Users: f.users}, audit.Config{})
	if err != nil {
		t.Fatal(err)
	}
	return log
}
