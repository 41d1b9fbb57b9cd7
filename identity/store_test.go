package identity_test

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"net/url"
	"sync/atomic"
	"testing"
	"time"

	"github.com/uptrace/bun"
	"gocloud.dev/blob/memblob"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/notify"
	"github.com/feedbackkit/feedbackkit/uploads"
)

// countingStore is a Store wrapping another, as a program's wrapper would,
// that counts the store calls Authenticate may make.
type countingStore struct {
	identity.Store
	principals atomic.Int32
	userReads  atomic.Int32
}

func (c *countingStore) FindActivePrincipal(ctx context.Context, sessionID string, now time.Time) (*identity.Principal, error) {
	c.principals.Add(1)
	return c.Store.FindActivePrincipal(ctx, sessionID, now)
}

func (c *countingStore) FindUserByID(ctx context.Context, id string) (*identity.User, error) {
	c.userReads.Add(1)
	return c.Store.FindUserByID(ctx, id)
}

// recordingMailer keeps the data of the emails it is asked to send.
// fakeDeps are the dependencies of a Service whose emails and pictures
// no test looks at.
func fakeDeps() identity.Deps {
	return identity.Deps{Mailer: &recordingMailer{}, Uploads: uploads.NewBucket(memblob.OpenBucket(nil))}
}

type recordingMailer struct{ sent []any }

func (m *recordingMailer) Send(_ context.Context, to, template string, data any) (*notify.Email, error) {
	m.sent = append(m.sent, data)
	return &notify.Email{To: to, Template: template}, nil
}

type fixture struct {
	store *countingStore
	svc   *identity.Service
	mail  *recordingMailer
	now   time.Time
}

func newFixture(t *testing.T, db *bun.DB) *fixture {
	t.Helper()
	if err := identity.Migrate(context.Background(), db); err != nil {
		t.Fatal(err)
	}
	f := &fixture{
		store: &countingStore{Store: identity.NewBunStore(db)},
		mail:  &recordingMailer{},
		now:   time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC),
	}
	var err error
	f.svc, err = identity.NewService(f.store, identity.Deps{Mailer: f.mail, Uploads: uploads.NewBucket(memblob.OpenBucket(nil))}, identity.Config{
		Secret:       []byte("identity-store-test-secret"),
		BaseURL:      "https://fb.example.com/",
		DashboardURL: "https://fb.example.com/admin/",
		Now:          func() time.Time { return f.now },
	})
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func (f *fixture) user(t *testing.T, org, email string, role feedbackkit.Role) *identity.User {
	t.Helper()
	u, err := f.svc.CreateUser(context.Background(), identity.NewUser{
		OrgID: org, Role: role, Email: email, Password: "correct horse battery", Name: " Ada ",
	})
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func (f *fixture) login(t *testing.T, email, password string) (*identity.LoginResult, context.Context) {
	t.Helper()
	login, err := f.svc.Login(context.Background(), email, password)
	if err != nil {
		t.Fatal(err)
	}
	p, err := f.svc.Authenticate(context.Background(), login.Token)
	if err != nil {
		t.Fatal(err)
	}
	return login, identity.WithPrincipal(context.Background(), p)
}

func wantCode(t *testing.T, what string, err error, code feedbackkit.Code) {
	t.Helper()
	if got := feedbackkit.ErrorCode(err); got != code {
		t.Errorf("%s: err = %v, want %s", what, err, code)
	}
}

func TestSessions(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		ctx := context.Background()
		u := f.user(t, "org-1", "Ada@Example.com", feedbackkit.RoleAdmin)
		if u.Email != "ada@example.com" || u.Name != "Ada" || u.Tags == nil {
			t.Errorf("CreateUser = %+v", u)
		}
		_, err := f.svc.CreateUser(ctx, identity.NewUser{OrgID: "org-2", Role: feedbackkit.RoleUser, Email: " ADA@example.com", Password: "another password"})
		wantCode(t, "CreateUser with a taken email", err, feedbackkit.CodeEmailInUse)

		login, err := f.svc.Login(ctx, "ADA@example.com", "correct horse battery")
		if err != nil {
			t.Fatal(err)
		}
		f.store.principals.Store(0)
		f.store.userReads.Store(0)
		p, err := f.svc.Authenticate(ctx, login.Token)
		if err != nil {
			t.Fatal(err)
		}
		if *p != (identity.Principal{UserID: u.ID, OrgID: "org-1", Role: feedbackkit.RoleAdmin, SessionID: p.SessionID}) || p.SessionID == "" {
			t.Errorf("Authenticate = %+v", p)
		}
		if n, m := f.store.principals.Load(), f.store.userReads.Load(); n != 1 || m != 0 {
			t.Errorf("Authenticate made %d FindActivePrincipal and %d FindUserByID calls, want 1 and 0", n, m)
		}

		// A role change applies to the next request of the same session.
		if _, err := f.svc.SetRole(ctx, "org-1", u.ID, feedbackkit.RoleOwner); err != nil {
			t.Fatal(err)
		}
		if p, err := f.svc.Authenticate(ctx, login.Token); err != nil || p.Role != feedbackkit.RoleOwner {
			t.Errorf("Authenticate after SetRole = %+v, %v", p, err)
		}
		_, err = f.svc.SetRole(ctx, "org-2", u.ID, feedbackkit.RoleUser)
		wantCode(t, "SetRole in another organization", err, feedbackkit.CodeNotFound)

		// Expiry.
		f.now = f.now.Add(f.svc.SessionTTL() + time.Second)
		_, err = f.svc.Authenticate(ctx, login.Token)
		wantCode(t, "Authenticate an expired session", err, feedbackkit.CodeInvalidToken)
		f.now = f.now.Add(-f.svc.SessionTTL())

		// Logout revokes only the caller's session.
		other, _ := f.login(t, "ada@example.com", "correct horse battery")
		if err := f.svc.Logout(identity.WithPrincipal(ctx, p)); err != nil {
			t.Fatal(err)
		}
		_, err = f.svc.Authenticate(ctx, login.Token)
		wantCode(t, "Authenticate after Logout", err, feedbackkit.CodeInvalidToken)
		if _, err := f.svc.Authenticate(ctx, other.Token); err != nil {
			t.Errorf("the other session ended with Logout: %v", err)
		}

		// Leaving the organization ends every session; joining another
		// moves the account.
		if err := f.svc.RemoveFromOrganization(ctx, "org-1", u.ID); err != nil {
			t.Fatal(err)
		}
		_, err = f.svc.Authenticate(ctx, other.Token)
		wantCode(t, "Authenticate after RemoveFromOrganization", err, feedbackkit.CodeInvalidToken)
		wantCode(t, "RemoveFromOrganization twice", f.svc.RemoveFromOrganization(ctx, "org-1", u.ID), feedbackkit.CodeNotFound)
		_, err = f.svc.Login(ctx, "ada@example.com", "correct horse battery")
		wantCode(t, "Login without an organization", err, feedbackkit.CodeInvalidCredentials)

		joined, err := f.svc.JoinOrganization(ctx, identity.NewUser{
			OrgID: "org-2", Role: feedbackkit.RoleUser, Email: "ada@example.com", Password: "a new password", Name: "Ada", LastName: " Lovelace ",
		})
		if err != nil {
			t.Fatal(err)
		}
		if joined.ID != u.ID || joined.OrgID != "org-2" || joined.Role != feedbackkit.RoleUser || joined.LastName != "Lovelace" {
			t.Errorf("JoinOrganization = %+v", joined)
		}
		_, err = f.svc.JoinOrganization(ctx, identity.NewUser{
			OrgID: "org-3", Role: feedbackkit.RoleUser, Email: "ada@example.com", Password: "a new password",
		})
		wantCode(t, "JoinOrganization of a member of another organization", err, feedbackkit.CodeEmailInUse)
		f.login(t, "ada@example.com", "a new password")

		members, err := f.svc.ListMembers(ctx, "org-2")
		if err != nil || len(members) != 1 || members[0].ID != u.ID {
			t.Errorf("ListMembers = %v, %v", members, err)
		}
		if n, err := f.svc.CountMembers(ctx, "org-1"); err != nil || n != 0 {
			t.Errorf("CountMembers(org-1) = %d, %v", n, err)
		}
		if m, err := f.svc.FindMemberByEmail(ctx, "org-2", " ADA@example.com "); err != nil || m.ID != u.ID {
			t.Errorf("FindMemberByEmail = %v, %v", m, err)
		}
		_, err = f.svc.FindOwner(ctx, "org-2")
		wantCode(t, "FindOwner without an owner", err, feedbackkit.CodeNotFound)
	})
}

func TestPasswordReset(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		ctx := context.Background()
		f.user(t, "org-1", "ada@example.com", feedbackkit.RoleUser)
		login, _ := f.login(t, "ada@example.com", "correct horse battery")

		if err := f.svc.ForgotPassword(ctx, "nobody@example.com"); err != nil || len(f.mail.sent) != 0 {
			t.Fatalf("ForgotPassword(unknown) = %v, %d emails", err, len(f.mail.sent))
		}
		if err := f.svc.ForgotPassword(ctx, "Ada@Example.com"); err != nil {
			t.Fatal(err)
		}
		if len(f.mail.sent) != 1 {
			t.Fatalf("%d emails sent, want 1", len(f.mail.sent))
		}
		link, err := url.Parse(f.mail.sent[0].(notify.PasswordReset).ResetURL)
		if err != nil || link.Host != "fb.example.com" || link.Path != "/admin/reset-password" { // on the DashboardURL
			t.Fatalf("reset link %v, %v", link, err)
		}
		token := link.Query().Get("token")

		wantCode(t, "ResetPassword with a wrong token", f.svc.ResetPassword(ctx, "wrong", "brand new password"), feedbackkit.CodeInvalidResetToken)
		if err := f.svc.ResetPassword(ctx, token, "brand new password"); err != nil {
			t.Fatal(err)
		}
		wantCode(t, "ResetPassword twice", f.svc.ResetPassword(ctx, token, "another new password"), feedbackkit.CodeInvalidResetToken)
		_, err = f.svc.Authenticate(ctx, login.Token)
		wantCode(t, "Authenticate after a reset", err, feedbackkit.CodeInvalidToken)
		f.login(t, "ada@example.com", "brand new password")

		// An expired token does not work.
		if err := f.svc.ForgotPassword(ctx, "ada@example.com"); err != nil {
			t.Fatal(err)
		}
		link, _ = url.Parse(f.mail.sent[1].(notify.PasswordReset).ResetURL)
		f.now = f.now.Add(time.Hour)
		wantCode(t, "ResetPassword with an expired token", f.svc.ResetPassword(ctx, link.Query().Get("token"), "late new password"), feedbackkit.CodeInvalidResetToken)
	})
}

func TestProfile(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		ctx := context.Background()
		f.user(t, "org-1", "ada@example.com", feedbackkit.RoleUser)
		bob := f.user(t, "org-1", "bob@example.com", feedbackkit.RoleUser)
		keep, actx := f.login(t, "ada@example.com", "correct horse battery")
		other, _ := f.login(t, "ada@example.com", "correct horse battery")

		name, id := " Augusta ", "ada-l"
		u, err := f.svc.UpdateProfile(actx, identity.ProfileUpdate{Name: &name, InstructorID: &id})
		if err != nil {
			t.Fatal(err)
		}
		if u.Name != "Augusta" || u.InstructorID != "ada-l" || !u.UpdatedAt.Equal(f.now) {
			t.Errorf("UpdateProfile = %+v", u)
		}
		if found, err := f.svc.FindUserByInstructorID(ctx, "ada-l"); err != nil || found.ID != u.ID {
			t.Errorf("FindUserByInstructorID = %v, %v", found, err)
		}
		_, err = f.svc.UpdateProfile(actx, identity.ProfileUpdate{InstructorID: &bob.InstructorID})
		wantCode(t, "UpdateProfile with a taken instructorId", err, feedbackkit.CodeAlreadyExists)

		tags, err := f.svc.SetTags(actx, []string{"math", "Physics"})
		if err != nil {
			t.Fatal(err)
		}
		if got, err := f.svc.Tags(actx); err != nil || len(got) != len(tags) || got[0] != tags[0] {
			t.Errorf("Tags = %v, %v; SetTags gave %v", got, err, tags)
		}

		var img bytes.Buffer
		if err := png.Encode(&img, image.NewRGBA(image.Rect(0, 0, 2, 2))); err != nil {
			t.Fatal(err)
		}
		u, err = f.svc.SetProfilePicture(actx, &img)
		if err != nil || u.ProfilePicture == "" {
			t.Errorf("SetProfilePicture = %+v, %v", u, err)
		}

		wantCode(t, "ChangePassword with a wrong current password",
			f.svc.ChangePassword(actx, "wrong password", "brand new password"), feedbackkit.CodeInvalidPassword)
		if err := f.svc.ChangePassword(actx, "correct horse battery", "brand new password"); err != nil {
			t.Fatal(err)
		}
		if _, err := f.svc.Authenticate(ctx, keep.Token); err != nil {
			t.Errorf("the caller's session ended with ChangePassword: %v", err)
		}
		_, err = f.svc.Authenticate(ctx, other.Token)
		wantCode(t, "Authenticate another session after ChangePassword", err, feedbackkit.CodeInvalidToken)
	})
}

// resetToken asks a password reset for email, which must be the first
// email f sends, and returns the token of its link.
func (f *fixture) resetToken(t *testing.T, email string) string {
	t.Helper()
	if err := f.svc.ForgotPassword(context.Background(), email); err != nil || len(f.mail.sent) != 1 {
		t.Fatalf("forgot password: %v, %d emails", err, len(f.mail.sent))
	}
	link, err := url.Parse(f.mail.sent[0].(notify.PasswordReset).ResetURL)
	if err != nil {
		t.Fatal(err)
	}
	return link.Query().Get("token")
}

// TestNewPasswordVoidsResetLinks checks that every way of setting a new
// password (a reset, a change, joining an organization again) makes all the
// reset links sent before unusable.
func TestNewPasswordVoidsResetLinks(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db)
		ctx := context.Background()
		u := f.user(t, "org-1", "ada@example.com", feedbackkit.RoleUser)
		links := func(n int) []string {
			t.Helper()
			var tokens []string
			for range n {
				if err := f.svc.ForgotPassword(ctx, "ada@example.com"); err != nil {
					t.Fatal(err)
				}
				link, err := url.Parse(f.mail.sent[len(f.mail.sent)-1].(notify.PasswordReset).ResetURL)
				if err != nil {
					t.Fatal(err)
				}
				tokens = append(tokens, link.Query().Get("token"))
			}
			return tokens
		}

		reset := links(2)
		if err := f.svc.ResetPassword(ctx, reset[1], "second link password"); err != nil {
			t.Fatal(err)
		}
		wantCode(t, "an older link after a reset", f.svc.ResetPassword(ctx, reset[0], "first link password"), feedbackkit.CodeInvalidResetToken)

		changed := links(2)
		_, actx := f.login(t, "ada@example.com", "second link password")
		if err := f.svc.ChangePassword(actx, "second link password", "changed password"); err != nil {
			t.Fatal(err)
		}
		for i, tok := range changed {
			wantCode(t, fmt.Sprintf("link %d after ChangePassword", i), f.svc.ResetPassword(ctx, tok, "link password"), feedbackkit.CodeInvalidResetToken)
		}

		rejoined := links(1)
		if err := f.svc.RemoveFromOrganization(ctx, "org-1", u.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := f.svc.JoinOrganization(ctx, identity.NewUser{
			OrgID: "org-2", Role: feedbackkit.RoleUser, Email: "ada@example.com", Password: "invited password",
		}); err != nil {
			t.Fatal(err)
		}
		wantCode(t, "a link after JoinOrganization", f.svc.ResetPassword(ctx, rejoined[0], "link password"), feedbackkit.CodeInvalidResetToken)
		f.login(t, "ada@example.com", "invited password")
	})
}
