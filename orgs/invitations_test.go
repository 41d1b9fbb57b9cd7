package orgs_test

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/uptrace/bun"
	"gocloud.dev/blob/memblob"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/clocktest"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/notify"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/uploads"
)

// fixture is an orgs.Service with its identity and outbox, on a fresh
// database, with a settable clock.
type fixture struct {
	db     *bun.DB
	orgs   *orgs.Service
	users  *identity.Service
	notify *notify.Service
	bucket *uploads.Bucket
	clock  clocktest.Clock
}

func (f *fixture) now() time.Time { return f.clock.Now() }

func newFixture(t *testing.T, db *bun.DB) *fixture {
	t.Helper()
	ctx := context.Background()
	for _, m := range []func(context.Context, *bun.DB) error{notify.Migrate, orgs.Migrate, identity.Migrate} {
		if err := m(ctx, db); err != nil {
			t.Fatal(err)
		}
	}
	f := &fixture{db: db}
	var err error
	if f.notify, err = notify.NewService(notify.NewBunStore(db), notify.Deps{}, notify.Config{Now: f.now}); err != nil {
		t.Fatal(err)
	}
	f.bucket = uploads.NewBucket(memblob.OpenBucket(nil))
	t.Cleanup(func() { f.bucket.Close() })
	f.users, err = identity.NewService(identity.NewBunStore(db), identity.Deps{Mailer: f.notify, Uploads: f.bucket}, identity.Config{
		Secret: []byte("0123456789abcdef0123456789abcdef"), Now: f.now,
	})
	if err != nil {
		t.Fatal(err)
	}
	f.orgs = f.service(t, orgs.NewBunStore(db))
	return f
}

// service returns an orgs.Service over store with the fixture's identity,
// outbox, uploads and clock.
func (f *fixture) service(t testing.TB, store orgs.Store) *orgs.Service {
	t.Helper()
	svc, err := orgs.NewService(store, orgs.Deps{Users: f.users, Mailer: f.notify, Uploads: f.bucket},
		orgs.Config{BaseURL: "https://fb.example/", DashboardURL: "https://fb.example/admin/", Now: f.now})
	if err != nil {
		t.Fatal(err)
	}
	return svc
}

// newOrg creates an organization and returns it with a context acting as
// its owner.
func (f *fixture) newOrg(t *testing.T, sub string) (*orgs.Organization, context.Context) {
	t.Helper()
	org, owner, err := f.orgs.CreateOrganization(context.Background(), orgs.NewOrganization{
		Name: "Org " + sub, Subdomain: sub,
		Owner: identity.NewUser{Email: "owner@" + sub + ".test", Password: "long-enough", Name: "Olive"},
	})
	if err != nil {
		t.Fatal(err)
	}
	return org, as(owner)
}

func as(u *identity.User) context.Context {
	return identity.WithPrincipal(context.Background(), &identity.Principal{UserID: u.ID, OrgID: u.OrgID, Role: u.Role, SessionID: "test"})
}

// token returns the token of the newest invitation link mailed to email.
func (f *fixture) token(t *testing.T, email string) string {
	t.Helper()
	emails, err := f.notify.Outbox(context.Background(), notify.OutboxFilter{To: email, Limit: 1})
	if err != nil || len(emails) == 0 {
		t.Fatalf("no email to %s: %v", email, err)
	}
	const prefix = "https://fb.example/admin/invite?token=" // on the DashboardURL
	i := strings.Index(emails[0].Text, prefix)
	if i < 0 {
		t.Fatalf("no link in %q", emails[0].Text)
	}
	u, err := url.Parse(strings.Fields(emails[0].Text[i:])[0])
	if err != nil {
		t.Fatal(err)
	}
	return u.Query().Get("token")
}

// seats counts members plus pending, unexpired invitations with plain SQL.
func (f *fixture) seats(t *testing.T, org *orgs.Organization) int {
	t.Helper()
	var members, pending int
	ctx := context.Background()
	if err := f.db.NewRaw("SELECT count(*) FROM identity_users WHERE organization_id = ?", org.ID).Scan(ctx, &members); err != nil {
		t.Fatal(err)
	}
	if err := f.db.NewRaw("SELECT count(*) FROM orgs_invitations WHERE organization_id = ? AND status = 'pending' AND expires_at > ?",
		org.ID, f.now().UTC()).Scan(ctx, &pending); err != nil {
		t.Fatal(err)
	}
	return members + pending
}

// TestConcurrentInvitationsRespectSeatCap sends more concurrent invitations
// than there are free seats: exactly the free seats are taken, the others
// get SEAT_LIMIT_REACHED; then accepting, cancelling and inviting at the
// same time keeps the count exact.
func TestConcurrentInvitationsRespectSeatCap(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		org, owner := f.newOrg(t, "acme")
		const cap, tries = 5, 16
		seats := cap
		if _, err := f.orgs.SetLimits(context.Background(), "acme", orgs.LimitsUpdate{Seats: &seats}); err != nil {
			t.Fatal(err)
		}
		invite := func(n int, prefix string) (ok int, emails []string) {
			errs := make([]error, n)
			var wg sync.WaitGroup
			for i := range n {
				wg.Add(1)
				go func() {
					defer wg.Done()
					_, errs[i] = f.orgs.Invite(owner, fmt.Sprintf("%s%d@x.test", prefix, i), feedbackkit.RoleUser)
				}()
			}
			wg.Wait()
			for i, err := range errs {
				switch feedbackkit.ErrorCode(err) {
				case "":
					ok++
					emails = append(emails, fmt.Sprintf("%s%d@x.test", prefix, i))
				case feedbackkit.CodeSeatLimitReached:
				default:
					t.Errorf("invite: %v", err)
				}
			}
			return ok, emails
		}
		ok, emails := invite(tries, "a")
		if ok != cap-1 || f.seats(t, org) != cap {
			t.Fatalf("%d invitations succeeded, %d seats used; want %d and %d", ok, f.seats(t, org), cap-1, cap)
		}

		// Accept one, cancel one, and invite many more at the same time: one
		// seat is freed, so at most one more invitation succeeds.
		pending, err := f.orgs.PendingInvitations(owner)
		if err != nil {
			t.Fatal(err)
		}
		var cancelID string
		for _, inv := range pending {
			if inv.Email != emails[0] {
				cancelID = inv.ID
				break
			}
		}
		token := f.token(t, emails[0])
		var wg sync.WaitGroup
		var acceptErr, cancelErr error
		wg.Add(2)
		go func() {
			defer wg.Done()
			_, acceptErr = f.orgs.AcceptInvitation(context.Background(), orgs.Acceptance{Token: token, Name: "Ann", Password: "long-enough"})
		}()
		go func() { defer wg.Done(); cancelErr = f.orgs.CancelInvitation(owner, cancelID) }()
		more, _ := invite(tries, "b")
		wg.Wait()
		if acceptErr != nil || cancelErr != nil {
			t.Fatalf("accept: %v, cancel: %v", acceptErr, cancelErr)
		}
		// The freed seat is taken exactly once: by one of the racing
		// invitations, or by one sent now if they all came before the
		// cancellation committed.
		last, _ := invite(1, "c")
		if used := f.seats(t, org); more+last != 1 || used != cap {
			t.Errorf("%d racing and %d later invitations succeeded, %d seats used; want 1 in all and %d", more, last, used, cap)
		}
	})
}

func TestInvitationLifecycle(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		ctx := context.Background()
		org, owner := f.newOrg(t, "acme")

		inv, err := f.orgs.Invite(owner, " Ann@X.test ", feedbackkit.RoleAdmin)
		if err != nil {
			t.Fatal(err)
		}
		if inv.Email != "ann@x.test" || inv.Status != orgs.InvitationPending || inv.OrgID != org.ID ||
			inv.ExpiresAt.Sub(inv.CreatedAt) != orgs.DefaultInvitationTTL {
			t.Errorf("invitation %+v", inv)
		}
		first := f.token(t, "ann@x.test")
		emails, _ := f.notify.Outbox(ctx, notify.OutboxFilter{To: "ann@x.test"})
		if len(emails) != 1 || !strings.Contains(emails[0].Subject, "Org acme") || !strings.Contains(emails[0].Text, "7 days") ||
			!strings.Contains(emails[0].Text, "Olive") {
			t.Errorf("invitation email: %+v", emails)
		}

		// Resending mails a new link; both work until their own expiry.
		f.clock.Advance(3 * 24 * time.Hour)
		again, err := f.orgs.ResendInvitation(owner, inv.ID)
		if err != nil {
			t.Fatal(err)
		}
		second := f.token(t, "ann@x.test")
		if second == first || !again.ExpiresAt.After(inv.ExpiresAt) {
			t.Fatalf("resend: same token or expiry not extended: %v -> %v", inv.ExpiresAt, again.ExpiresAt)
		}
		for _, tok := range []string{first, second} {
			if d, err := f.orgs.FindInvitationByToken(ctx, tok); err != nil || d.Email != "ann@x.test" || d.Role != feedbackkit.RoleAdmin || d.Organization.ID != org.ID {
				t.Errorf("token works: %+v %v", d, err)
			}
		}
		f.clock.Advance(5 * 24 * time.Hour)
		if _, err := f.orgs.FindInvitationByToken(ctx, first); feedbackkit.ErrorCode(err) != feedbackkit.CodeNotFound {
			t.Errorf("expired first link: %v", err)
		}
		res, err := f.orgs.AcceptInvitation(ctx, orgs.Acceptance{Token: second, Name: " Ann ", LastName: "Lee", Password: "long-enough"})
		if err != nil {
			t.Fatal(err)
		}
		if res.User.Email != "ann@x.test" || res.User.Role != feedbackkit.RoleAdmin || res.User.OrgID != org.ID || res.User.Name != "Ann" || res.Token == "" {
			t.Errorf("accepted: %+v", res.User)
		}
		if p, err := f.users.Authenticate(ctx, res.Token); err != nil || p.UserID != res.User.ID {
			t.Errorf("session of the new account: %+v %v", p, err)
		}
		if _, err := f.orgs.AcceptInvitation(ctx, orgs.Acceptance{Token: second, Name: "Ann", Password: "long-enough"}); feedbackkit.ErrorCode(err) != feedbackkit.CodeNotFound {
			t.Errorf("second acceptance: %v", err)
		}
		if _, err := f.orgs.Invite(owner, "ann@x.test", feedbackkit.RoleUser); feedbackkit.ErrorCode(err) != feedbackkit.CodeAlreadyMember {
			t.Errorf("inviting a member: %v", err)
		}

		// Removing keeps the account; a new invitation brings it back with
		// the password chosen on acceptance, and its old session stays dead.
		if err := f.orgs.RemoveMember(owner, res.User.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := f.users.Authenticate(ctx, res.Token); feedbackkit.ErrorCode(err) != feedbackkit.CodeInvalidToken {
			t.Errorf("session after removal: %v", err)
		}
		if _, err := f.orgs.Invite(owner, "ann@x.test", feedbackkit.RoleUser); err != nil {
			t.Fatal(err)
		}
		back, err := f.orgs.AcceptInvitation(ctx, orgs.Acceptance{Token: f.token(t, "ann@x.test"), Name: "Ann", Password: "another-password"})
		if err != nil {
			t.Fatal(err)
		}
		if back.User.ID != res.User.ID || back.User.Role != feedbackkit.RoleUser || back.User.OrgID != org.ID {
			t.Errorf("rejoined as %+v", back.User)
		}
		if _, err := f.users.Login(ctx, "ann@x.test", "another-password"); err != nil {
			t.Errorf("login with the new password: %v", err)
		}

		// An account of another organization cannot accept.
		_, other := f.newOrg(t, "other")
		if _, err := f.orgs.Invite(other, "ann@x.test", feedbackkit.RoleUser); err != nil {
			t.Fatal(err)
		}
		_, err = f.orgs.AcceptInvitation(ctx, orgs.Acceptance{Token: f.token(t, "ann@x.test"), Name: "Ann", Password: "long-enough"})
		if feedbackkit.ErrorCode(err) != feedbackkit.CodeEmailInUse {
			t.Errorf("accepting with an account elsewhere: %v", err)
		}
	})
}

func TestSettingsDefaultsAndRoomDefaults(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		ctx := context.Background()
		org, owner := f.newOrg(t, "acme")

		d, err := f.orgs.RoomDefaults(ctx, org.ID)
		if err != nil {
			t.Fatal(err)
		}
		s := d.FeedbackCustomization.Sentiments
		if s.Happy.Emoji != "😊" || s.Neutral.Emoji != "😐" || s.Sad.Emoji != "😞" || d.FeedbackCustomization.HeaderText == "" ||
			s.Happy.Label == "" || s.Sad.Placeholder == "" || d.CustomTags.Happy == nil || len(d.CustomTags.Sad) != 0 {
			t.Errorf("defaults: %+v", d)
		}
		if tags, err := f.orgs.GeneralTags(ctx, org.ID); err != nil || tags == nil || len(tags) != 0 {
			t.Errorf("general tags: %v %v", tags, err)
		}
		if _, err := f.orgs.RoomDefaults(ctx, "no-such-org"); feedbackkit.ErrorCode(err) != feedbackkit.CodeNotFound {
			t.Errorf("unknown org: %v", err)
		}

		sad := "😢"
		_, err = f.orgs.UpdateSettings(owner, orgs.SettingsPatch{
			GeneralTags:              []string{"clarity", " pace "},
			DefaultRoomTags:          &orgs.RoomTagsPatch{Happy: []string{"fun"}},
			DefaultRoomCustomization: &orgs.RoomCustomizationPatch{Sentiments: map[string]*orgs.SentimentTextPatch{"sad": {Emoji: &sad}}},
		})
		if err != nil {
			t.Fatal(err)
		}
		d, _ = f.orgs.RoomDefaults(ctx, org.ID)
		if d.FeedbackCustomization.Sentiments.Sad.Emoji != "😢" || d.FeedbackCustomization.Sentiments.Sad.Label != "Sad" ||
			len(d.CustomTags.Happy) != 1 || d.CustomTags.Happy[0] != "fun" || len(d.CustomTags.Neutral) != 0 {
			t.Errorf("after update: %+v", d)
		}
		if tags, _ := f.orgs.GeneralTags(ctx, org.ID); len(tags) != 2 || tags[1] != "pace" {
			t.Errorf("general tags after update: %v", tags)
		}
	})
}
