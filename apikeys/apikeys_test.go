package apikeys_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/uptrace/bun"
	"gocloud.dev/blob/memblob"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/apikeys"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/clocktest"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/uploads"
)

type fixture struct {
	t        *testing.T
	identity *identity.Service
	orgs     *orgs.Service
	keys     *apikeys.Service
	clock    *clocktest.Clock
}

func newFixture(t *testing.T, db *bun.DB) *fixture {
	t.Helper()
	ctx := context.Background()
	for _, m := range []func(context.Context, *bun.DB) error{orgs.Migrate, identity.Migrate, apikeys.Migrate} {
		if err := m(ctx, db); err != nil {
			t.Fatal(err)
		}
	}
	clock := &clocktest.Clock{}
	bucket := uploads.NewBucket(memblob.OpenBucket(nil))
	t.Cleanup(func() { bucket.Close() })
	ids, err := identity.NewService(identity.NewBunStore(db), identity.Deps{Mailer: noMail{}, Uploads: bucket},
		identity.Config{Secret: []byte("apikeys-test-secret-0123"), Now: clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	o, err := orgs.NewService(orgs.NewBunStore(db), orgs.Deps{Users: ids, Mailer: noMail{}, Uploads: bucket}, orgs.Config{Now: clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	keys, err := apikeys.NewService(apikeys.NewBunStore(db), apikeys.Deps{Users: ids}, apikeys.Config{Now: clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	keys.FollowMembers(o)
	return &fixture{t: t, identity: ids, orgs: o, keys: keys, clock: clock}
}

// noMail is a mailer the tests of keys never reach.
type noMail struct{ orgs.Mailer }

// org creates an organization and returns it with its owner's context.
func (f *fixture) org(sub string) (*orgs.Organization, context.Context) {
	f.t.Helper()
	org, owner, err := f.orgs.CreateOrganization(context.Background(), orgs.NewOrganization{
		Name: "Org " + sub, Subdomain: sub, Plan: orgs.PlanBusiness,
		Owner: identity.NewUser{Email: "owner@" + sub + ".test", Password: "owner-password"},
	})
	if err != nil {
		f.t.Fatal(err)
	}
	return org, as(owner)
}

// member creates an account with role in org and returns it with its context.
func (f *fixture) member(org *orgs.Organization, email string, role feedbackkit.Role) (*identity.User, context.Context) {
	f.t.Helper()
	u, err := f.identity.CreateUser(context.Background(), identity.NewUser{
		OrgID: org.ID, Role: role, Email: email, Password: "member-password",
	})
	if err != nil {
		f.t.Fatal(err)
	}
	return u, as(u)
}

func as(u *identity.User) context.Context {
	return identity.WithPrincipal(context.Background(), &identity.Principal{UserID: u.ID, OrgID: u.OrgID, Role: u.Role})
}

func (f *fixture) create(ctx context.Context, name string, scopes ...apikeys.Scope) (*apikeys.Key, string) {
	f.t.Helper()
	k, secret, err := f.keys.Create(ctx, apikeys.NewKey{Name: name, Scopes: scopes})
	if err != nil {
		f.t.Fatalf("create %q: %v", name, err)
	}
	return k, secret
}

func wantCode(t *testing.T, what string, err error, code feedbackkit.Code) {
	t.Helper()
	if got := feedbackkit.ErrorCode(err); got != code {
		t.Errorf("%s: error %v (%s), want %s", what, err, got, code)
	}
}

func TestCreateAndAuthenticate(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		org, owner := f.org("acme")
		ctx := context.Background()

		k, secret := f.create(owner, "  CI export ", apikeys.ScopeWrite, apikeys.ScopeRead, apikeys.ScopeWrite)
		if !strings.HasPrefix(secret, apikeys.SecretPrefix) || len(secret) < 26 || !strings.HasPrefix(secret, k.Prefix) {
			t.Fatalf("secret %q, prefix %q", secret, k.Prefix)
		}
		if k.Name != "CI export" || len(k.Scopes) != 2 || k.Scopes[0] != apikeys.ScopeRead || k.Scopes[1] != apikeys.ScopeWrite ||
			k.OrgID != org.ID || k.ExpiresAt != nil || k.LastUsedAt != nil {
			t.Fatalf("key %+v", k)
		}
		if strings.Contains(k.Hash, secret) || k.Hash == "" {
			t.Fatalf("hash %q", k.Hash)
		}
		p, got, err := f.keys.Authenticate(ctx, secret)
		if err != nil {
			t.Fatal(err)
		}
		ownerP := identity.PrincipalFrom(owner)
		if p.UserID != ownerP.UserID || p.OrgID != org.ID || p.Role != feedbackkit.RoleOwner || got.ID != k.ID || !got.Allows(apikeys.ScopeRead) {
			t.Fatalf("principal %+v, key %+v", p, got)
		}
		for _, bad := range []string{"", "fk_", secret + "x", strings.TrimPrefix(secret, "fk_"), "Bearer " + secret} {
			_, _, err := f.keys.Authenticate(ctx, bad)
			wantCode(t, "secret "+bad, err, feedbackkit.CodeInvalidToken)
		}
		// The secret is not kept: the list has the prefix only.
		list, err := f.keys.Keys(owner)
		if err != nil || len(list) != 1 || list[0].ID != k.ID || list[0].Prefix != k.Prefix {
			t.Fatalf("Keys = %+v, %v", list, err)
		}
	})
}

func TestLastUsedThrottled(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		_, owner := f.org("acme")
		_, secret := f.create(owner, "reader", apikeys.ScopeRead)
		before := f.clock.Now().UTC().Truncate(time.Microsecond)
		if _, _, err := f.keys.Authenticate(context.Background(), secret); err != nil {
			t.Fatal(err)
		}
		lastUsed := func() time.Time {
			t.Helper()
			list, err := f.keys.Keys(owner)
			if err != nil || len(list) != 1 || list[0].LastUsedAt == nil {
				t.Fatalf("Keys = %+v, %v", list, err)
			}
			return *list[0].LastUsedAt
		}
		first := lastUsed()
		if first.Before(before) {
			t.Fatalf("lastUsedAt %v, before the request (%v)", first, before)
		}
		// Within the interval, no write.
		f.clock.Advance(apikeys.LastUsedInterval - time.Second)
		if _, _, err := f.keys.Authenticate(context.Background(), secret); err != nil {
			t.Fatal(err)
		}
		if got := lastUsed(); !got.Equal(first) {
			t.Fatalf("lastUsedAt %v, want still %v", got, first)
		}
		f.clock.Advance(time.Second)
		if _, _, err := f.keys.Authenticate(context.Background(), secret); err != nil {
			t.Fatal(err)
		}
		if got, want := lastUsed(), first.Add(apikeys.LastUsedInterval); got.Before(want) {
			t.Fatalf("lastUsedAt %v, want at least %v", got, want)
		}
	})
}

func TestKeyStops(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		org, owner := f.org("acme")
		other, otherOwner := f.org("other")
		ctx := context.Background()
		admin, adminCtx := f.member(org, "admin@acme.test", feedbackkit.RoleAdmin)

		// Revoked.
		k, secret := f.create(owner, "revoked", apikeys.ScopeRead)
		wantCode(t, "revoke another organization's key", f.keys.Revoke(otherOwner, k.ID), feedbackkit.CodeNotFound)
		if _, _, err := f.keys.Authenticate(ctx, secret); err != nil {
			t.Fatalf("after a refused revoke: %v", err)
		}
		if err := f.keys.Revoke(adminCtx, k.ID); err != nil {
			t.Fatal(err)
		}
		_, _, err := f.keys.Authenticate(ctx, secret)
		wantCode(t, "revoked", err, feedbackkit.CodeInvalidToken)
		wantCode(t, "revoke twice", f.keys.Revoke(owner, k.ID), feedbackkit.CodeNotFound)

		// Expired.
		at := f.clock.Now().Add(time.Hour)
		_, expiring, err := f.keys.Create(owner, apikeys.NewKey{Name: "expiring", Scopes: []apikeys.Scope{apikeys.ScopeRead}, ExpiresAt: &at})
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := f.keys.Authenticate(ctx, expiring); err != nil {
			t.Fatal(err)
		}
		f.clock.Advance(time.Hour)
		_, _, err = f.keys.Authenticate(ctx, expiring)
		wantCode(t, "expired", err, feedbackkit.CodeInvalidToken)

		// The creator demoted, then promoted again: the current role counts.
		_, adminKey := f.create(adminCtx, "admin's", apikeys.ScopeWrite)
		if _, err := f.orgs.ChangeRole(owner, admin.ID, feedbackkit.RoleUser); err != nil {
			t.Fatal(err)
		}
		_, _, err = f.keys.Authenticate(ctx, adminKey)
		wantCode(t, "demoted creator", err, feedbackkit.CodeInvalidToken)
		if _, err := f.orgs.ChangeRole(owner, admin.ID, feedbackkit.RoleAdmin); err != nil {
			t.Fatal(err)
		}
		if p, _, err := f.keys.Authenticate(ctx, adminKey); err != nil || p.Role != feedbackkit.RoleAdmin {
			t.Fatalf("promoted again: %+v, %v", p, err)
		}
		// The creator removed: the key stops, and is gone.
		if err := f.orgs.RemoveMember(owner, admin.ID); err != nil {
			t.Fatal(err)
		}
		_, _, err = f.keys.Authenticate(ctx, adminKey)
		wantCode(t, "removed creator", err, feedbackkit.CodeInvalidToken)
		list, err := f.keys.Keys(owner)
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range list {
			if k.CreatedBy == admin.ID {
				t.Fatalf("the removed member's key %q is still there", k.Name)
			}
		}
		if list, err := f.keys.Keys(as(&identity.User{ID: "x", OrgID: other.ID, Role: feedbackkit.RoleOwner})); err != nil || len(list) != 0 {
			t.Fatalf("other organization's keys: %+v, %v", list, err)
		}
	})
}

func TestCreateRules(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		org, owner := f.org("acme")
		_, userCtx := f.member(org, "user@acme.test", feedbackkit.RoleUser)
		read := []apikeys.Scope{apikeys.ScopeRead}
		past := f.clock.Now().Add(-time.Second)
		now := f.clock.Now()
		for _, tc := range []struct {
			what string
			nk   apikeys.NewKey
		}{
			{"no name", apikeys.NewKey{Name: "  ", Scopes: read}},
			{"long name", apikeys.NewKey{Name: strings.Repeat("é", apikeys.MaxNameLength+1), Scopes: read}},
			{"control character", apikeys.NewKey{Name: "a\x07b", Scopes: read}},
			{"line break", apikeys.NewKey{Name: "a\nb", Scopes: read}},
			{"no scopes", apikeys.NewKey{Name: "k"}},
			{"unknown scope", apikeys.NewKey{Name: "k", Scopes: []apikeys.Scope{"read", "admin"}}},
			{"expired", apikeys.NewKey{Name: "k", Scopes: read, ExpiresAt: &past}},
			{"expires now", apikeys.NewKey{Name: "k", Scopes: read, ExpiresAt: &now}},
			{"expires in year 10000 in UTC", apikeys.NewKey{Name: "k", Scopes: read,
				ExpiresAt: new(time.Date(9999, 12, 31, 23, 59, 59, 0, time.FixedZone("-23:59", -(23*3600+59*60))))}},
		} {
			_, _, err := f.keys.Create(owner, tc.nk)
			wantCode(t, tc.what, err, feedbackkit.CodeValidationFailed)
		}
		if _, _, err := f.keys.Create(owner, apikeys.NewKey{Name: strings.Repeat("é", apikeys.MaxNameLength), Scopes: read}); err != nil {
			t.Errorf("longest name: %v", err)
		}
		_, _, err := f.keys.Create(userCtx, apikeys.NewKey{Name: "k", Scopes: read})
		wantCode(t, "user creates", err, feedbackkit.CodeInsufficientRole)
		_, err = f.keys.Keys(userCtx)
		wantCode(t, "user lists", err, feedbackkit.CodeInsufficientRole)
		wantCode(t, "user revokes", f.keys.Revoke(userCtx, "x"), feedbackkit.CodeInsufficientRole)
		_, _, err = f.keys.Create(context.Background(), apikeys.NewKey{Name: "k", Scopes: read})
		wantCode(t, "anonymous", err, feedbackkit.CodeInvalidToken)
	})
}

// TestSystemAdminCreate checks that a system admin acting in an
// organization they are not an admin of cannot create a key there, which
// could never authenticate, and creates none; in the organization they
// are an admin of, their key works.
func TestSystemAdminCreate(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		staff, _ := f.org("staff")
		acme, acmeOwner := f.org("acme")
		read := apikeys.NewKey{Name: "ops", Scopes: []apikeys.Scope{apikeys.ScopeRead}}
		acting := func(u *identity.User, orgID string) context.Context {
			return identity.WithPrincipal(context.Background(),
				&identity.Principal{UserID: u.ID, OrgID: orgID, Role: feedbackkit.RoleOwner, SystemAdmin: true})
		}
		for _, role := range []feedbackkit.Role{feedbackkit.RoleUser, feedbackkit.RoleAdmin} {
			ops, _ := f.member(staff, string(role)+"@staff.test", role)
			k, secret, err := f.keys.Create(acting(ops, acme.ID), read)
			wantCode(t, string(role)+" of staff acting in acme", err, feedbackkit.CodeForbidden)
			if k != nil || secret != "" {
				t.Errorf("%s of staff acting in acme: key %+v", role, k)
			}
		}
		ops, _ := f.member(staff, "user2@staff.test", feedbackkit.RoleUser)
		_, _, err := f.keys.Create(acting(ops, staff.ID), read)
		wantCode(t, "user of staff acting in staff", err, feedbackkit.CodeForbidden)
		if list, err := f.keys.Keys(acmeOwner); err != nil || len(list) != 0 {
			t.Errorf("acme's keys %+v, %v", list, err)
		}

		admin, _ := f.member(staff, "admin2@staff.test", feedbackkit.RoleAdmin)
		_, secret := f.create(acting(admin, staff.ID), "own", apikeys.ScopeRead)
		if p, _, err := f.keys.Authenticate(context.Background(), secret); err != nil || p.OrgID != staff.ID || p.UserID != admin.ID {
			t.Errorf("the key of an admin acting in their own organization: %+v, %v", p, err)
		}
	})
}

func TestAllows(t *testing.T) {
	read := &apikeys.Key{Scopes: []apikeys.Scope{apikeys.ScopeRead}}
	write := &apikeys.Key{Scopes: []apikeys.Scope{apikeys.ScopeWrite}}
	if !read.Allows(apikeys.ScopeRead) || read.Allows(apikeys.ScopeWrite) || !write.Allows(apikeys.ScopeRead) || !write.Allows(apikeys.ScopeWrite) {
		t.Fatal("write includes read, read is read only")
	}
}
