package rooms_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
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
	"github.com/feedbackkit/feedbackkit/rooms"
	"github.com/feedbackkit/feedbackkit/uploads"
)

// fixture is a database with the orgs, identity and rooms services.
type fixture struct {
	t        *testing.T
	db       *bun.DB
	identity *identity.Service
	orgs     *orgs.Service
	rooms    *rooms.Service
}

func newFixture(t *testing.T, db *bun.DB, defaults rooms.Defaults, cfg rooms.Config) *fixture {
	t.Helper()
	ctx := context.Background()
	for _, m := range []func(context.Context, *bun.DB) error{orgs.Migrate, identity.Migrate, rooms.Migrate} {
		if err := m(ctx, db); err != nil {
			t.Fatal(err)
		}
	}
	bucket := uploads.NewBucket(memblob.OpenBucket(nil))
	ids, err := identity.NewService(identity.NewBunStore(db), identity.Deps{Mailer: noMail{}, Uploads: bucket},
		identity.Config{Secret: []byte("rooms-test-secret-rooms-test")})
	if err != nil {
		t.Fatal(err)
	}
	o, err := orgs.NewService(orgs.NewBunStore(db), orgs.Deps{Users: ids, Mailer: noMail{}, Uploads: bucket}, orgs.Config{})
	if err != nil {
		t.Fatal(err)
	}
	f := &fixture{t: t, db: db, identity: ids, orgs: o}
	f.rooms = f.service(rooms.NewBunStore(db), rooms.Deps{Quota: o, Users: ids, Defaults: defaults}, cfg)
	return f
}

// noMail is the Mailer of the identity and orgs Services of the tests,
// which send no email: a call panics.
type noMail struct{ orgs.Mailer }

// service returns the rooms Service of store and deps, or fails the test.
func (f *fixture) service(store rooms.Store, deps rooms.Deps, cfg rooms.Config) *rooms.Service {
	f.t.Helper()
	svc, err := rooms.NewService(store, deps, cfg)
	if err != nil {
		f.t.Fatal(err)
	}
	return svc
}

// org creates an organization and returns it with its owner's context.
func (f *fixture) org(sub string) (*orgs.Organization, context.Context) {
	f.t.Helper()
	org, owner, err := f.orgs.CreateOrganization(context.Background(), orgs.NewOrganization{
		Name: "Org " + sub, Subdomain: sub,
		Owner: identity.NewUser{Email: "owner@" + sub + ".test", Password: "owner-password"},
	})
	if err != nil {
		f.t.Fatal(err)
	}
	return org, as(owner)
}

// member creates an account with role in org and returns its context.
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

func (f *fixture) create(ctx context.Context, name string, private bool) *rooms.Room {
	f.t.Helper()
	r, err := f.rooms.CreateRoom(ctx, rooms.NewRoom{Name: name, IsPrivate: private})
	if err != nil {
		f.t.Fatalf("create %q: %v", name, err)
	}
	return r
}

func wantCode(t *testing.T, what string, err error, code feedbackkit.Code) {
	t.Helper()
	if got := feedbackkit.ErrorCode(err); got != code {
		t.Errorf("%s: error %v (%s), want %s", what, err, got, code)
	}
}

func names(rs []*rooms.Room) []string {
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = r.Name
	}
	return out
}

func ptr[T any](v T) *T { return &v }

func TestCreateRoom(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db, nil, rooms.Config{})
		_, owner := f.org("acme")

		r, err := f.rooms.CreateRoom(owner, rooms.NewRoom{
			Name: "  Café Lecture ",
			Customization: &rooms.CustomizationPatch{
				HeaderText: ptr("Tell us"),
				Sentiments: map[string]*orgs.SentimentTextPatch{"sad": {Emoji: ptr("😭")}},
			},
			Tags: &rooms.TagsPatch{Happy: []string{" pace ", "Pace", "clarity"}},
		})
		if err != nil {
			t.Fatal(err)
		}
		builtin := orgs.DefaultRoomCustomization()
		if r.Name != "Café Lecture" || !r.Active || r.IsPrivate || r.Order != 0 {
			t.Errorf("created %+v", r)
		}
		if c := r.FeedbackCustomization; c.HeaderText != "Tell us" || c.FooterText != builtin.FooterText ||
			c.Sentiments.Sad.Emoji != "😭" || c.Sentiments.Sad.Label != builtin.Sentiments.Sad.Label ||
			c.Sentiments.Happy != builtin.Sentiments.Happy {
			t.Errorf("customization %+v", c)
		}
		if tg := r.CustomTags; !slices.Equal(tg.Happy, []string{"pace", "clarity"}) || tg.Neutral == nil || len(tg.Sad) != 0 {
			t.Errorf("tags %+v", tg)
		}
		if builtin.Sentiments.Happy.Emoji != "😊" || builtin.Sentiments.Neutral.Emoji != "😐" || builtin.Sentiments.Sad.Emoji != "😞" {
			t.Errorf("builtin emojis %+v", builtin.Sentiments)
		}

		// The stored room reads back the same, by any spelling of its name.
		for _, name := range []string{"café lecture", "CAFÉ LECTURE", "Cafe\u0301 lecture", " café lecture "} {
			got, err := f.rooms.FindRoomByName(owner, name)
			if err != nil {
				t.Fatalf("find %q: %v", name, err)
			}
			if got.ID != r.ID || got.FeedbackCustomization != r.FeedbackCustomization ||
				!slices.Equal(got.CustomTags.Happy, r.CustomTags.Happy) || !got.CreatedAt.Equal(r.CreatedAt) {
				t.Errorf("find %q: %+v, want %+v", name, got, r)
			}
		}

		second := f.create(owner, "Second", true)
		if second.Order != 1 {
			t.Errorf("second room order %d, want 1", second.Order)
		}

		for _, c := range []struct {
			name string
			nr   rooms.NewRoom
			code feedbackkit.Code
		}{
			{"duplicate", rooms.NewRoom{Name: "CAFÉ LECTURE"}, feedbackkit.CodeAlreadyExists},
			{"duplicate decomposed", rooms.NewRoom{Name: "cafe\u0301 lecture"}, feedbackkit.CodeAlreadyExists},
			{"empty", rooms.NewRoom{Name: "   "}, feedbackkit.CodeValidationFailed},
			{"too long", rooms.NewRoom{Name: strings.Repeat("é", 101)}, feedbackkit.CodeValidationFailed},
			{"slash", rooms.NewRoom{Name: "a/b"}, feedbackkit.CodeValidationFailed},
			{"control", rooms.NewRoom{Name: "a\x00b"}, feedbackkit.CodeValidationFailed},
			{"backslash", rooms.NewRoom{Name: `a\b`}, feedbackkit.CodeValidationFailed},
			{"zero-width space", rooms.NewRoom{Name: "zw\u200bsp"}, feedbackkit.CodeValidationFailed},
			{"bidi override", rooms.NewRoom{Name: "rtl\u202eevil"}, feedbackkit.CodeValidationFailed},
			{"unknown sentiment", rooms.NewRoom{Name: "x", Customization: &rooms.CustomizationPatch{
				Sentiments: map[string]*orgs.SentimentTextPatch{"angry": {}}}}, feedbackkit.CodeValidationFailed},
			{"long header", rooms.NewRoom{Name: "x", Customization: &rooms.CustomizationPatch{
				HeaderText: ptr(strings.Repeat("h", 501))}}, feedbackkit.CodeValidationFailed},
			{"empty emoji", rooms.NewRoom{Name: "x", Customization: &rooms.CustomizationPatch{
				Sentiments: map[string]*orgs.SentimentTextPatch{"happy": {Emoji: ptr("")}}}}, feedbackkit.CodeValidationFailed},
			{"empty tag", rooms.NewRoom{Name: "x", Tags: &rooms.TagsPatch{Sad: []string{" "}}}, feedbackkit.CodeValidationFailed},
		} {
			_, err := f.rooms.CreateRoom(owner, c.nr)
			wantCode(t, c.name, err, c.code)
		}
		_, err = f.rooms.CreateRoom(context.Background(), rooms.NewRoom{Name: "anon"})
		wantCode(t, "anonymous", err, feedbackkit.CodeInvalidToken)
		if got := f.count(); got != 2 {
			t.Errorf("%d rooms after failed creations, want 2", got)
		}
		// A 100-character name of multi-byte characters is fine.
		f.create(owner, strings.Repeat("é", 100), false)
	})
}

func (f *fixture) count() int {
	f.t.Helper()
	n, err := f.db.NewSelect().Table("rooms_rooms").Count(context.Background())
	if err != nil {
		f.t.Fatal(err)
	}
	return int(n)
}

// fixedDefaults is an organization's defaults for new rooms.
type fixedDefaults struct {
	orgID string
	c     rooms.FeedbackCustomization
	tags  rooms.CustomTags
}

func (d fixedDefaults) RoomDefaults(_ context.Context, orgID string) (orgs.RoomDefaults, error) {
	if orgID != d.orgID {
		return orgs.RoomDefaults{}, errors.New("wrong organization")
	}
	return orgs.RoomDefaults{FeedbackCustomization: d.c, CustomTags: d.tags}, nil
}

func TestCreateRoomUsesOrganizationDefaults(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		d := &fixedDefaults{}
		f := newFixture(t, db, d, rooms.Config{})
		org, owner := f.org("acme")
		d.orgID = org.ID
		d.c = orgs.DefaultRoomCustomization()
		d.c.HeaderText = "Acme wants to know"
		d.tags = rooms.CustomTags{Happy: []string{"fun"}, Sad: []string{"boring"}}

		r, err := f.rooms.CreateRoom(owner, rooms.NewRoom{Name: "r", Tags: &rooms.TagsPatch{Sad: []string{"slow"}}})
		if err != nil {
			t.Fatal(err)
		}
		if r.FeedbackCustomization.HeaderText != "Acme wants to know" ||
			!slices.Equal(r.CustomTags.Happy, []string{"fun"}) || !slices.Equal(r.CustomTags.Sad, []string{"slow"}) ||
			r.CustomTags.Neutral == nil {
			t.Errorf("room %+v %+v", r.FeedbackCustomization, r.CustomTags)
		}
		d.orgID = "other"
		if _, err := f.rooms.CreateRoom(owner, rooms.NewRoom{Name: "s"}); err == nil {
			t.Error("creation succeeded although the defaults failed")
		}
	})
}

func TestVisibility(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db, nil, rooms.Config{})
		acme, owner := f.org("acme")
		_, alice := f.member(acme, "alice@acme.test", feedbackkit.RoleUser)
		_, bob := f.member(acme, "bob@acme.test", feedbackkit.RoleUser)
		_, admin := f.member(acme, "admin@acme.test", feedbackkit.RoleAdmin)
		_, rival := f.org("rival")

		pub := f.create(alice, "Public", false)
		priv := f.create(alice, "Alice Private", true)
		ownerPriv := f.create(owner, "Owner Private", true)
		rivalRoom := f.create(rival, "Rival", false)

		list := func(ctx context.Context) []string {
			t.Helper()
			rs, n, err := f.rooms.FindRooms(ctx, rooms.RoomFilter{})
			if err != nil || n != len(rs) {
				t.Fatal(err, n)
			}
			return names(rs)
		}
		for _, c := range []struct {
			who  string
			ctx  context.Context
			want []string
		}{
			{"alice", alice, []string{"Public", "Alice Private"}},
			{"bob", bob, []string{"Public"}},
			{"admin", admin, []string{"Public"}},
			{"owner", owner, []string{"Public", "Owner Private"}},
			{"rival", rival, []string{"Rival"}},
		} {
			if got := list(c.ctx); !slices.Equal(got, c.want) {
				t.Errorf("%s lists %v, want %v", c.who, got, c.want)
			}
		}
		if rs, _, _ := f.rooms.FindRooms(alice, rooms.RoomFilter{Active: ptr(false)}); len(rs) != 0 {
			t.Errorf("inactive filter: %v", names(rs))
		}

		ids := func(ctx context.Context) []string {
			t.Helper()
			got, err := f.rooms.VisibleRoomIDs(ctx)
			if err != nil {
				t.Fatal(err)
			}
			slices.Sort(got)
			return got
		}
		sorted := func(s ...string) []string { slices.Sort(s); return s }
		if got, want := ids(alice), sorted(pub.ID, priv.ID); !slices.Equal(got, want) {
			t.Errorf("alice ids %v, want %v", got, want)
		}
		if got, want := ids(bob), sorted(pub.ID); !slices.Equal(got, want) {
			t.Errorf("bob ids %v, want %v", got, want)
		}
		if got, want := ids(admin), sorted(pub.ID, priv.ID, ownerPriv.ID); !slices.Equal(got, want) {
			t.Errorf("admin ids %v, want %v", got, want)
		}
		if got, want := ids(rival), sorted(rivalRoom.ID); !slices.Equal(got, want) {
			t.Errorf("rival ids %v, want %v", got, want)
		}

		for _, c := range []struct {
			who, name string
			ctx       context.Context
			code      feedbackkit.Code
		}{
			{"bob", "alice private", bob, feedbackkit.CodeNotFound},
			{"bob", "public", bob, ""},
			{"alice", "ALICE PRIVATE", alice, ""},
			{"admin", "alice private", admin, ""},
			{"owner", "alice private", owner, ""},
			{"rival", "public", rival, feedbackkit.CodeNotFound},
			{"alice", "rival", alice, feedbackkit.CodeNotFound},
			{"anonymous", "public", context.Background(), feedbackkit.CodeInvalidToken},
		} {
			r, err := f.rooms.FindRoomByName(c.ctx, c.name)
			wantCode(t, c.who+" finds "+c.name, err, c.code)
			if err == nil && nameKeyOf(r.Name) != nameKeyOf(c.name) {
				t.Errorf("%s finds %s: got %+v", c.who, c.name, r)
			}
		}
		r, err := f.rooms.FindRoomByName(alice, "alice private")
		if err != nil || r.ID != priv.ID || r.OrgID != acme.ID || r.CreatorID != priv.CreatorID || !r.IsPrivate || !r.Active ||
			r.CustomTags.Happy == nil {
			t.Errorf("room %+v, %v", r, err)
		}
	})
}

func nameKeyOf(s string) string { return strings.ToLower(s) }

func TestManageAndDeletePermissions(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db, nil, rooms.Config{})
		acme, owner := f.org("acme")
		_, alice := f.member(acme, "alice@acme.test", feedbackkit.RoleUser)
		_, bob := f.member(acme, "bob@acme.test", feedbackkit.RoleUser)
		_, admin := f.member(acme, "admin@acme.test", feedbackkit.RoleAdmin)
		f.create(alice, "Public", false)
		f.create(alice, "Secret", true)

		_, err := f.rooms.SetActive(bob, "public", false)
		wantCode(t, "bob closes alice's room", err, feedbackkit.CodeForbidden)
		_, err = f.rooms.SetActive(bob, "secret", false)
		wantCode(t, "bob closes alice's private room", err, feedbackkit.CodeNotFound)
		r, err := f.rooms.SetActive(admin, "PUBLIC", false)
		if err != nil || r.Active {
			t.Errorf("admin closes: %+v %v", r, err)
		}
		r, err = f.rooms.SetActive(alice, "public", true)
		if err != nil || !r.Active {
			t.Errorf("alice opens: %+v %v", r, err)
		}
		if _, err := f.rooms.RenameRoom(owner, "secret", "Secret 2"); err != nil {
			t.Errorf("owner renames alice's private room: %v", err)
		}

		for _, c := range []struct {
			who  string
			ctx  context.Context
			name string
			code feedbackkit.Code
		}{
			{"bob", bob, "public", feedbackkit.CodeForbidden},
			{"admin", admin, "public", feedbackkit.CodeForbidden},
			{"owner", owner, "public", feedbackkit.CodeForbidden},
			{"owner", owner, "secret 2", feedbackkit.CodeForbidden},
			{"bob", bob, "secret 2", feedbackkit.CodeNotFound},
			{"alice", alice, "missing", feedbackkit.CodeNotFound},
		} {
			wantCode(t, c.who+" deletes "+c.name, f.rooms.DeleteRoom(c.ctx, c.name), c.code)
		}
		if n := f.count(); n != 2 {
			t.Fatalf("%d rooms after refused deletions", n)
		}
		if err := f.rooms.DeleteRoom(alice, "PUBLIC"); err != nil {
			t.Fatal(err)
		}
		_, err = f.rooms.FindRoomByName(alice, "public")
		wantCode(t, "deleted room", err, feedbackkit.CodeNotFound)
		// The name is free again.
		f.create(bob, "public", false)
	})
}

func TestPrivacyAndFolder(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db, nil, rooms.Config{})
		_, owner := f.org("acme")
		f.create(owner, "R", false)

		_, err := f.rooms.SetFolder(owner, "r", "folder-1")
		wantCode(t, "folder for a public room", err, feedbackkit.CodeValidationFailed)
		if r, err := f.rooms.SetPrivacy(owner, "r", true); err != nil || !r.IsPrivate {
			t.Fatalf("make private: %+v %v", r, err)
		}
		if r, err := f.rooms.SetFolder(owner, "r", "folder-1"); err != nil || r.Folder != "folder-1" {
			t.Fatalf("file in folder: %+v %v", r, err)
		}
		if r, _ := f.rooms.FindRoomByName(owner, "r"); r.Folder != "folder-1" || !r.IsPrivate {
			t.Fatalf("stored %+v", r)
		}
		if r, err := f.rooms.SetPrivacy(owner, "r", false); err != nil || r.IsPrivate || r.Folder != "" {
			t.Fatalf("make public: %+v %v", r, err)
		}
		if r, _ := f.rooms.FindRoomByName(owner, "r"); r.Folder != "" || r.IsPrivate {
			t.Errorf("public room still in folder: %+v", r)
		}

		// Folder names are cleaned as room names are; the list filters on
		// them, "" being the rooms in no folder.
		f.create(owner, "S", true)
		f.create(owner, "T", true)
		if r, err := f.rooms.SetFolder(owner, "s", "  Cafe\u0301 "); err != nil || r.Folder != "Caf\u00e9" {
			t.Fatalf("folder cleaned: %+v %v", r, err)
		}
		for _, bad := range []string{" ", strings.Repeat("x", rooms.MaxNameLength+1), "a\x00b", "a/b"} {
			_, err := f.rooms.SetFolder(owner, "t", bad)
			wantCode(t, "folder "+bad, err, feedbackkit.CodeValidationFailed)
		}
		names := func(folder *string) []string {
			list, _, err := f.rooms.FindRooms(owner, rooms.RoomFilter{Folder: folder})
			if err != nil {
				t.Fatal(err)
			}
			var out []string
			for _, r := range list {
				out = append(out, r.Name)
			}
			return out
		}
		spring, none, other := "Café", "", "Autumn"
		if got := names(&spring); fmt.Sprint(got) != "[S]" {
			t.Errorf("in Café: %v", got)
		}
		if got := names(&none); fmt.Sprint(got) != "[R T]" {
			t.Errorf("in no folder: %v", got)
		}
		if got := names(&other); len(got) != 0 {
			t.Errorf("in Autumn: %v", got)
		}
		bad := "a\x00"
		_, _, err = f.rooms.FindRooms(owner, rooms.RoomFilter{Folder: &bad})
		wantCode(t, "bad folder filter", err, feedbackkit.CodeValidationFailed)
	})
}

func TestUpdateCustomizationAndTags(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db, nil, rooms.Config{})
		_, owner := f.org("acme")
		f.create(owner, "R", false)

		r, err := f.rooms.UpdateCustomization(owner, "r", &rooms.CustomizationPatch{
			FooterText: ptr("Thanks!"),
			Sentiments: map[string]*orgs.SentimentTextPatch{"neutral": {Label: ptr("Meh")}, "happy": nil},
		}, &rooms.TagsPatch{Neutral: []string{"ok"}})
		if err != nil {
			t.Fatal(err)
		}
		want := orgs.DefaultRoomCustomization()
		want.FooterText = "Thanks!"
		want.Sentiments.Neutral.Label = "Meh"
		if r.FeedbackCustomization != want || !slices.Equal(r.CustomTags.Neutral, []string{"ok"}) || len(r.CustomTags.Happy) != 0 {
			t.Errorf("updated %+v %+v", r.FeedbackCustomization, r.CustomTags)
		}
		r, err = f.rooms.UpdateCustomization(owner, "r", nil, &rooms.TagsPatch{Happy: []string{"a"}})
		if err != nil || !slices.Equal(r.CustomTags.Neutral, []string{"ok"}) || !slices.Equal(r.CustomTags.Happy, []string{"a"}) ||
			r.FeedbackCustomization != want {
			t.Errorf("tags only: %+v %v", r, err)
		}
		_, err = f.rooms.UpdateCustomization(owner, "r", nil, nil)
		wantCode(t, "nothing", err, feedbackkit.CodeValidationFailed)
		_, err = f.rooms.UpdateCustomization(owner, "r", &rooms.CustomizationPatch{
			HeaderText: ptr("changed"),
			Sentiments: map[string]*orgs.SentimentTextPatch{"Happy": {Label: ptr("x")}},
		}, nil)
		wantCode(t, "unknown key", err, feedbackkit.CodeValidationFailed)

		_, err = f.rooms.SetTags(owner, "r", &rooms.TagsPatch{Happy: []string{"x"}, Neutral: []string{}})
		wantCode(t, "set tags without sad", err, feedbackkit.CodeValidationFailed)
		_, err = f.rooms.SetTags(owner, "r", nil)
		wantCode(t, "set no tags", err, feedbackkit.CodeValidationFailed)
		r, err = f.rooms.SetTags(owner, "r", &rooms.TagsPatch{Happy: []string{"x"}, Neutral: []string{}, Sad: []string{"y", "Y"}})
		if err != nil || !slices.Equal(r.CustomTags.Happy, []string{"x"}) || len(r.CustomTags.Neutral) != 0 ||
			!slices.Equal(r.CustomTags.Sad, []string{"y"}) {
			t.Errorf("set tags: %+v %v", r, err)
		}
		// Failed updates changed nothing.
		got, _ := f.rooms.FindRoomByName(owner, "r")
		if got.FeedbackCustomization != want || !slices.Equal(got.CustomTags.Sad, []string{"y"}) {
			t.Errorf("stored %+v %+v", got.FeedbackCustomization, got.CustomTags)
		}
	})
}

// addFeedback creates test_feedback, a stand-in for the feedback package's
// table kept in step with rooms through the hooks, with one item per room of
// rs: items f0, f1, ... in the room's name.
func addFeedback(t *testing.T, db bun.IDB, rs ...*rooms.Room) {
	t.Helper()
	ctx := context.Background()
	if _, err := db.ExecContext(ctx, `CREATE TABLE test_feedback (id TEXT PRIMARY KEY, room_id TEXT NOT NULL, event_type TEXT NOT NULL)`); err != nil {
		t.Fatal(err)
	}
	for i, r := range rs {
		if _, err := db.NewRaw("INSERT INTO test_feedback (id, room_id, event_type) VALUES (?, ?, ?)",
			fmt.Sprint("f", i), r.ID, r.Name).Exec(ctx); err != nil {
			t.Fatal(err)
		}
	}
}

func eventTypes(t *testing.T, db bun.IDB) map[string]string {
	t.Helper()
	var rows []struct {
		ID        string `bun:"id"`
		EventType string `bun:"event_type"`
	}
	if err := db.NewSelect().Table("test_feedback").Column("id", "event_type").Scan(context.Background(), &rows); err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, r := range rows {
		out[r.ID] = r.EventType
	}
	return out
}

func TestRenameCascade(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db, nil, rooms.Config{})
		var failRename error
		var calls []string
		f.rooms.AddRenameHook(func(ctx context.Context, orgID, roomID, newName string) error {
			calls = append(calls, orgID+"/"+roomID+"/"+newName)
			if _, err := database.Conn(ctx, db).NewUpdate().Table("test_feedback").Set("event_type = ?", newName).Where("room_id = ?", roomID).Exec(ctx); err != nil {
				return err
			}
			return failRename
		})
		acme, owner := f.org("acme")
		a := f.create(owner, "Intro", false)
		b := f.create(owner, "Other", false)
		addFeedback(t, db, a, a, b)

		r, err := f.rooms.RenameRoom(owner, "INTRO", "Introduction 🎉")
		if err != nil || r.Name != "Introduction 🎉" {
			t.Fatalf("rename: %+v %v", r, err)
		}
		if got := eventTypes(t, db); got["f0"] != "Introduction 🎉" || got["f1"] != "Introduction 🎉" || got["f2"] != "Other" {
			t.Errorf("feedback after rename: %v", got)
		}
		if want := acme.ID + "/" + a.ID + "/Introduction 🎉"; len(calls) != 1 || calls[0] != want {
			t.Errorf("hook calls %v, want [%s]", calls, want)
		}
		_, err = f.rooms.FindRoomByName(owner, "intro")
		wantCode(t, "old name", err, feedbackkit.CodeNotFound)

		// Same name: no hook. Only the case changes: the hook runs.
		if _, err := f.rooms.RenameRoom(owner, "introduction 🎉", "Introduction 🎉"); err != nil || len(calls) != 1 {
			t.Errorf("same name: %v, %d calls", err, len(calls))
		}
		if r, err := f.rooms.RenameRoom(owner, "introduction 🎉", "INTRODUCTION 🎉"); err != nil || r.Name != "INTRODUCTION 🎉" || len(calls) != 2 {
			t.Errorf("case change: %+v %v, %d calls", r, err, len(calls))
		}

		// A duplicate name or a failing hook change nothing.
		_, err = f.rooms.RenameRoom(owner, "other", "introduction 🎉")
		wantCode(t, "rename to a taken name", err, feedbackkit.CodeAlreadyExists)
		failRename = errors.New("feedback store down")
		if _, err := f.rooms.RenameRoom(owner, "other", "Renamed"); !errors.Is(err, failRename) {
			t.Errorf("failing hook: %v", err)
		}
		if got := eventTypes(t, db); got["f2"] != "Other" || got["f0"] != "INTRODUCTION 🎉" {
			t.Errorf("feedback after failed renames: %v", got)
		}
		if _, err := f.rooms.FindRoomByName(owner, "other"); err != nil {
			t.Errorf("room renamed although the hook failed: %v", err)
		}
		_, err = f.rooms.RenameRoom(owner, "other", "a/b")
		wantCode(t, "bad new name", err, feedbackkit.CodeValidationFailed)
	})
}

func TestDeleteHook(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db, nil, rooms.Config{})
		var failDelete error
		f.rooms.AddDeleteHook(func(ctx context.Context, orgID, roomID, name string) error {
			if _, err := database.Conn(ctx, db).NewDelete().Table("test_feedback").Where("room_id = ?", roomID).Exec(ctx); err != nil {
				return err
			}
			return failDelete
		})
		_, owner := f.org("acme")
		a := f.create(owner, "A", false)
		b := f.create(owner, "B", false)
		addFeedback(t, db, a, b)
		failDelete = errors.New("feedback store down")
		if err := f.rooms.DeleteRoom(owner, "a"); !errors.Is(err, failDelete) {
			t.Errorf("failing hook: %v", err)
		}
		if got := eventTypes(t, db); len(got) != 2 || f.count() != 2 {
			t.Errorf("after a failed deletion: %v, %d rooms", got, f.count())
		}
		failDelete = nil
		if err := f.rooms.DeleteRoom(owner, "a"); err != nil {
			t.Fatal(err)
		}
		if got := eventTypes(t, db); len(got) != 1 || got["f1"] != "B" || f.count() != 1 {
			t.Errorf("after deletion: %v, %d rooms", got, f.count())
		}
	})
}

func TestSetOrder(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db, nil, rooms.Config{})
		acme, owner := f.org("acme")
		_, bob := f.member(acme, "bob@acme.test", feedbackkit.RoleUser)
		_, rival := f.org("rival")
		if _, err := f.orgs.SetPlan(context.Background(), acme.Subdomain, orgs.PlanBusiness); err != nil {
			t.Fatal(err)
		}
		a, b, c := f.create(owner, "A", false), f.create(owner, "B", false), f.create(owner, "C", false)
		secret := f.create(owner, "Secret", true)
		rivalRoom := f.create(rival, "R", false)

		list := func(ctx context.Context) []string {
			t.Helper()
			rs, _, err := f.rooms.FindRooms(ctx, rooms.RoomFilter{})
			if err != nil {
				t.Fatal(err)
			}
			return names(rs)
		}
		if got := list(owner); !slices.Equal(got, []string{"A", "B", "C", "Secret"}) {
			t.Fatalf("initial order %v", got)
		}
		if err := f.rooms.SetOrder(bob, []string{c.ID, a.ID}); err != nil {
			t.Fatal(err)
		}
		// C=0, A=1; B keeps 1 and Secret 3: ties go by creation time.
		if got := list(owner); !slices.Equal(got, []string{"C", "A", "B", "Secret"}) {
			t.Errorf("after reorder %v", got)
		}
		for _, tc := range []struct {
			name string
			ctx  context.Context
			ids  []string
			code feedbackkit.Code
		}{
			{"nil", owner, nil, feedbackkit.CodeValidationFailed},
			{"repeated", owner, []string{a.ID, a.ID}, feedbackkit.CodeValidationFailed},
			{"unknown", owner, []string{b.ID, "nope"}, feedbackkit.CodeNotFound},
			{"other org", owner, []string{b.ID, rivalRoom.ID}, feedbackkit.CodeNotFound},
			{"invisible private", bob, []string{b.ID, secret.ID}, feedbackkit.CodeNotFound},
			{"anonymous", context.Background(), []string{b.ID}, feedbackkit.CodeInvalidToken},
		} {
			wantCode(t, tc.name, f.rooms.SetOrder(tc.ctx, tc.ids), tc.code)
		}
		if got := list(owner); !slices.Equal(got, []string{"C", "A", "B", "Secret"}) {
			t.Errorf("order changed by refused reorders: %v", got)
		}
		if err := f.rooms.SetOrder(owner, []string{}); err != nil {
			t.Errorf("empty list: %v", err)
		}
		if err := f.rooms.SetOrder(owner, []string{secret.ID, b.ID, a.ID, c.ID}); err != nil {
			t.Fatal(err)
		}
		if got := list(owner); !slices.Equal(got, []string{"Secret", "B", "A", "C"}) {
			t.Errorf("after full reorder %v", got)
		}
		// A new room goes last.
		f.create(owner, "D", false)
		if got := list(owner); got[len(got)-1] != "D" {
			t.Errorf("new room not last: %v", got)
		}
	})
}

func TestResolveRoom(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db, nil, rooms.Config{})
		acme, owner := f.org("acme")
		alice, aliceCtx := f.member(acme, "alice@acme.test", feedbackkit.RoleUser)
		bob, _ := f.member(acme, "bob@acme.test", feedbackkit.RoleUser)
		loner, err := f.identity.CreateUser(context.Background(), identity.NewUser{
			Role: feedbackkit.RoleUser, Email: "loner@x.test", Password: "member-password"})
		if err != nil {
			t.Fatal(err)
		}
		room := f.create(aliceCtx, "Secret Room ✨", true)
		f.create(owner, "Owner Room", false)
		if _, err := f.rooms.SetActive(aliceCtx, "secret room ✨", false); err != nil {
			t.Fatal(err)
		}

		ctx := context.Background()
		tg, err := f.rooms.ResolveRoom(ctx, alice.InstructorID, "SECRET ROOM ✨")
		if err != nil {
			t.Fatal(err)
		}
		if tg.ID != room.ID || tg.Name != "Secret Room ✨" || tg.OrgID != acme.ID || tg.CreatorID != alice.ID ||
			tg.Active || !tg.IsPrivate || tg.CustomTags.Sad == nil {
			t.Errorf("resolved %+v", tg)
		}
		for _, c := range []struct{ what, instructor, name string }{
			{"unknown instructor", "nobody", "Secret Room ✨"},
			{"empty instructor", "", "Secret Room ✨"},
			{"another member's id", bob.InstructorID, "Secret Room ✨"},
			{"the owner's room through alice", alice.InstructorID, "Owner Room"},
			{"unknown room", alice.InstructorID, "Nope"},
			{"user without organization", loner.InstructorID, "Secret Room ✨"},
			{"instructor id with the Kelvin sign", "\u212A" + alice.InstructorID[1:], "Secret Room ✨"},
		} {
			_, err := f.rooms.ResolveRoom(ctx, c.instructor, c.name)
			wantCode(t, c.what, err, feedbackkit.CodeNotFound)
		}
		// An instructorId is one in any letter case (unique so): the link
		// typed in upper case reaches Alice's room, which tells her spelling.
		tg, err = f.rooms.ResolveRoom(ctx, strings.ToUpper(alice.InstructorID), "Secret Room ✨")
		if err != nil || tg.ID != room.ID || tg.CreatorInstructorID != alice.InstructorID {
			t.Errorf("resolved by the id in upper case: %+v, %v; want Alice's room, by %s", tg, err, alice.InstructorID)
		}
		r, err := f.rooms.PublicRoom(ctx, alice.InstructorID, "secret room ✨")
		if err != nil || r.ID != room.ID || r.FeedbackCustomization.Sentiments.Happy.Emoji != "😊" {
			t.Errorf("public room %+v %v", r, err)
		}
	})
}

func TestRoomCapUnderConcurrency(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db, nil, rooms.Config{})
		acme, owner := f.org("acme")
		const capK, n = 3, 12
		if _, err := f.orgs.SetLimits(context.Background(), acme.Subdomain, orgs.LimitsUpdate{Rooms: ptr(capK)}); err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		errs := make([]error, n)
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, errs[i] = f.rooms.CreateRoom(owner, rooms.NewRoom{Name: fmt.Sprint("room ", i)})
			}()
		}
		wg.Wait()
		ok := 0
		for _, err := range errs {
			switch feedbackkit.ErrorCode(err) {
			case "":
				ok++
			case feedbackkit.CodeRoomLimitReached:
			default:
				t.Errorf("unexpected error: %v", err)
			}
		}
		if ok != capK || f.count() != capK {
			t.Errorf("%d creations succeeded, %d rooms stored; want %d", ok, f.count(), capK)
		}
		// The cap counts every room of the organization, inactive ones too.
		rs, _, _ := f.rooms.FindRooms(owner, rooms.RoomFilter{})
		if _, err := f.rooms.SetActive(owner, rs[0].Name, false); err != nil {
			t.Fatal(err)
		}
		_, err := f.rooms.CreateRoom(owner, rooms.NewRoom{Name: "one more"})
		wantCode(t, "at the cap", err, feedbackkit.CodeRoomLimitReached)
		if err := f.rooms.DeleteRoom(owner, rs[0].Name); err != nil {
			t.Fatal(err)
		}
		f.create(owner, "one more", false)
	})
}

// TestResolveRoomCache checks what ResolveRoom remembers: this
// Service's own changes apply at once; a change it did not make (another
// instance's, here an UPDATE behind its back) applies once the TTL passed.
func TestResolveRoomCache(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		now := time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)
		f := newFixture(t, db, nil, rooms.Config{ResolveTTL: time.Minute, Now: func() time.Time { return now }})
		acme, _ := f.org("acme")
		alice, aliceCtx := f.member(acme, "alice@acme.test", feedbackkit.RoleUser)
		f.create(aliceCtx, "Lobby", false)
		resolve := func() *rooms.Room {
			t.Helper()
			tg, err := f.rooms.ResolveRoom(context.Background(), alice.InstructorID, "lobby")
			if err != nil {
				t.Fatal(err)
			}
			return tg
		}
		if !resolve().Active {
			t.Fatal("a new room is inactive")
		}
		if _, err := f.rooms.SetActive(aliceCtx, "Lobby", false); err != nil {
			t.Fatal(err)
		}
		if resolve().Active {
			t.Error("the Service's own change did not apply at once")
		}
		if _, err := db.NewUpdate().Table("rooms_rooms").Set("active = ?", true).Where("TRUE").Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		if resolve().Active {
			t.Error("an outside change applied before the TTL passed: nothing was remembered")
		}
		now = now.Add(time.Minute + time.Second)
		if !resolve().Active {
			t.Error("an outside change did not apply after the TTL")
		}
		if err := f.rooms.DeleteRoom(aliceCtx, "Lobby"); err != nil {
			t.Fatal(err)
		}
		_, err := f.rooms.ResolveRoom(context.Background(), alice.InstructorID, "lobby")
		wantCode(t, "deleted room", err, feedbackkit.CodeNotFound)
	})
}

// TestDeleteRoomOfDepartedCreator: once a room's creator has left the
// organization, an admin or the owner may delete the room (else nobody
// could, and it would count against the cap forever); a user still may not.
func TestDeleteRoomOfDepartedCreator(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db, nil, rooms.Config{})
		acme, owner := f.org("acme")
		alice, aliceCtx := f.member(acme, "alice@acme.test", feedbackkit.RoleUser)
		_, bobCtx := f.member(acme, "bob@acme.test", feedbackkit.RoleUser)
		f.create(aliceCtx, "Left Behind", false)
		wantCode(t, "owner, creator still a member", f.rooms.DeleteRoom(owner, "Left Behind"), feedbackkit.CodeForbidden)
		if err := f.identity.RemoveFromOrganization(context.Background(), acme.ID, alice.ID); err != nil {
			t.Fatal(err)
		}
		wantCode(t, "user, creator gone", f.rooms.DeleteRoom(bobCtx, "Left Behind"), feedbackkit.CodeForbidden)
		if err := f.rooms.DeleteRoom(owner, "Left Behind"); err != nil {
			t.Errorf("owner, creator gone: %v", err)
		}
	})
}

// TestLockRoomByIDShares checks, on PostgreSQL (a SQLite transaction locks
// the whole database from its start), that the lock of LockRoomByID holds
// off a deletion, whose FOR UPDATE conflicts with it, but neither the rows
// that refer to the room (a foreign key's check takes FOR KEY SHARE) nor
// another LockRoomByID.
func TestLockRoomByIDShares(t *testing.T) {
	db := dbtest.Open(t, "postgres")
	f := newFixture(t, db, nil, rooms.Config{})
	_, owner := f.org("acme")
	r := f.create(owner, "Lobby", false)
	err := database.InTx(owner, db, func(ctx context.Context) error {
		if _, err := f.rooms.LockRoomByID(ctx, r.ID); err != nil {
			return err
		}
		other, err := db.BeginTx(context.Background(), nil)
		if err != nil {
			return err
		}
		defer other.Rollback()
		for lock, wantFree := range map[string]bool{"KEY SHARE": true, "SHARE": true, "UPDATE": false} {
			_, err := other.ExecContext(context.Background(), "SAVEPOINT probe; SELECT id FROM rooms_rooms WHERE id = ? FOR "+lock+" NOWAIT", r.ID)
			if free := err == nil; free != wantFree {
				t.Errorf("FOR %s NOWAIT while the room is locked: %v, want free %v", lock, err, wantFree)
			}
			if _, err := other.ExecContext(context.Background(), "ROLLBACK TO SAVEPOINT probe"); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
