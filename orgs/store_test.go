package orgs_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/uptrace/bun"
	"gocloud.dev/blob/memblob"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/uploads"
)

// auditingStore wraps the Bun store as a host program might: it records the
// invitations created, and whether each was created in a transaction, and
// leaves everything else to the Bun store.
type auditingStore struct {
	*orgs.BunStore

	mu      sync.Mutex
	invited []string
	inTx    []bool
}

func (s *auditingStore) CreateInvitation(ctx context.Context, inv *orgs.Invitation) error {
	s.mu.Lock()
	s.invited = append(s.invited, inv.Email)
	s.inTx = append(s.inTx, database.InTransaction(ctx))
	s.mu.Unlock()
	return s.BunStore.CreateInvitation(ctx, inv)
}

// TestServiceOverWrappedStore runs invitations through a Service whose
// store wraps the Bun store: the wrapper sees the creation, inside the
// Service's transaction, and the rest reaches the database.
func TestServiceOverWrappedStore(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		_, owner := f.newOrg(t, "acme")
		store := &auditingStore{BunStore: orgs.NewBunStore(db)}
		svc := f.service(t, store)

		if _, err := svc.Invite(owner, "ann@x.test", feedbackkit.RoleUser); err != nil {
			t.Fatal(err)
		}
		if len(store.invited) != 1 || store.invited[0] != "ann@x.test" || !store.inTx[0] {
			t.Errorf("the wrapper saw %v (in a transaction: %v)", store.invited, store.inTx)
		}
		pending, err := svc.PendingInvitations(owner)
		if err != nil || len(pending) != 1 || pending[0].Email != "ann@x.test" {
			t.Errorf("pending invitations: %+v %v", pending, err)
		}
		// The Service without the wrapper reads the same database.
		if _, err := f.orgs.FindInvitationByToken(context.Background(), f.token(t, "ann@x.test")); err != nil {
			t.Errorf("the invitation is not in the database: %v", err)
		}
	})
}

// memStore is a Store without a database, as a host program may write to
// test its own code against a Service: it keeps organizations and settings
// in maps. It embeds the Store interface, nil, so that a method the tests
// do not need panics if called.
type memStore struct {
	orgs.Store

	orgs     map[string]*orgs.Organization
	settings map[string]*orgs.StoredSettings
	locks    int
}

func newMemStore(list ...*orgs.Organization) *memStore {
	m := &memStore{orgs: map[string]*orgs.Organization{}, settings: map[string]*orgs.StoredSettings{}}
	for _, org := range list {
		m.orgs[org.ID] = org
	}
	return m
}

func (m *memStore) InTx(ctx context.Context, fn func(ctx context.Context) error) error {
	return fn(ctx)
}

// lookup returns a copy of m[key], or NOT_FOUND naming what.
func lookup[T any](m map[string]*T, key, what string) (*T, error) {
	v, ok := m[key]
	if !ok {
		return nil, feedbackkit.NotFound(what)
	}
	c := *v
	return &c, nil
}

func (m *memStore) FindOrganizationByID(_ context.Context, id string) (*orgs.Organization, error) {
	return lookup(m.orgs, id, "organization")
}

func (m *memStore) LockOrganization(ctx context.Context, id string) (*orgs.Organization, error) {
	m.locks++
	return m.FindOrganizationByID(ctx, id)
}

func (m *memStore) UpdateOrganization(ctx context.Context, id string, upd orgs.OrganizationUpdate, at time.Time) (*orgs.Organization, error) {
	org, ok := m.orgs[id]
	if !ok {
		return nil, feedbackkit.NotFound("organization")
	}
	if upd.Name != nil {
		org.Name = *upd.Name
	}
	org.UpdatedAt = at
	return m.FindOrganizationByID(ctx, id)
}

func (m *memStore) FindSettings(_ context.Context, orgID string) (*orgs.StoredSettings, error) {
	return lookup(m.settings, orgID, "settings")
}

func (m *memStore) SaveSettings(_ context.Context, st *orgs.StoredSettings) error {
	c := *st
	m.settings[st.OrgID] = &c
	return nil
}

// noUsers and noMail are the dependencies of a Service that a test never
// calls: a call panics.
type (
	noUsers struct{ orgs.Users }
	noMail  struct{ orgs.Mailer }
)

// TestServiceWithoutDatabase runs settings and caps through a Service over
// memStore: no database at all.
func TestServiceWithoutDatabase(t *testing.T) {
	now := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	store := newMemStore(&orgs.Organization{ID: "org-1", Name: "Acme", Subdomain: "acme", Plan: orgs.PlanFree, CreatedAt: now, UpdatedAt: now})
	svc, err := orgs.NewService(store, orgs.Deps{Users: noUsers{}, Mailer: noMail{}, Uploads: uploads.NewBucket(memblob.OpenBucket(nil))},
		orgs.Config{Now: func() time.Time { return now }})
	if err != nil {
		t.Fatal(err)
	}
	admin := identity.WithPrincipal(context.Background(), &identity.Principal{UserID: "u-1", OrgID: "org-1", Role: feedbackkit.RoleAdmin})

	if _, err := svc.Settings(context.Background()); feedbackkit.ErrorCode(err) != feedbackkit.CodeInvalidToken {
		t.Errorf("anonymous settings: %v, want INVALID_TOKEN", err)
	}
	st, err := svc.Settings(admin)
	if err != nil || st.Name != "Acme" || st.Limits.Rooms != 3 || len(st.GeneralTags) != 0 || st.FeedbackCustomization != orgs.DefaultPreferences().FeedbackCustomization {
		t.Fatalf("default settings: %+v %v", st, err)
	}

	st, err = svc.UpdateSettings(admin, orgs.SettingsPatch{Name: ptr(" Acme Inc "), GeneralTags: []string{" pace ", "pace", "clarity"}})
	if err != nil {
		t.Fatal(err)
	}
	if st.Name != "Acme Inc" || len(st.GeneralTags) != 2 || st.GeneralTags[0] != "pace" || store.locks != 1 {
		t.Errorf("after update: %+v, %d locks", st, store.locks)
	}
	if saved := store.settings["org-1"]; saved == nil || len(saved.Preferences.GeneralTags) != 2 || !saved.UpdatedAt.Equal(now) {
		t.Errorf("saved settings: %+v", saved)
	}
	if _, err := svc.UpdateSettings(admin, orgs.SettingsPatch{Name: ptr(" ")}); feedbackkit.ErrorCode(err) != feedbackkit.CodeValidationFailed {
		t.Errorf("empty name: %v, want VALIDATION_FAILED", err)
	}

	// The free plan caps rooms at 3.
	for used, want := range map[int]feedbackkit.Code{2: "", 3: feedbackkit.CodeRoomLimitReached} {
		err := svc.Reserve(admin, "org-1", orgs.Rooms, func(context.Context) (int, error) { return used, nil })
		if feedbackkit.ErrorCode(err) != want {
			t.Errorf("reserve with %d rooms: %v, want %q", used, err, want)
		}
	}
	if err := svc.Reserve(admin, "org-2", orgs.Rooms, nil); feedbackkit.ErrorCode(err) != feedbackkit.CodeNotFound {
		t.Errorf("reserve in an unknown organization: %v, want NOT_FOUND", err)
	}
}
