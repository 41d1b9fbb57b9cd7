package app_test

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/orgs"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// countingRooms is a host's wrapper of the rooms store: it counts the
// rooms created through it.
type countingRooms struct {
	rooms.Store
	created atomic.Int32
}

func (c *countingRooms) CreateRoom(ctx context.Context, r *rooms.Room) error {
	c.created.Add(1)
	return c.Store.CreateRoom(ctx, r)
}

func TestApp(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		wrapper := &countingRooms{}
		analyzer := &deadlineAnalyzer{Analyzer: analysis.NewLocal()}
		var events []feedback.EventKind
		kit, err := app.New(ctx, app.Config{
			DB:         db,
			BlobURL:    "mem://",
			SecretFile: filepath.Join(t.TempDir(), "key"),
			Stores: func(s *app.Stores) {
				wrapper.Store = s.Rooms
				s.Rooms = wrapper
			},
			FeedbackSubscribers: []feedback.Subscriber{func(_ context.Context, e feedback.Event) {
				events = append(events, e.Kind)
			}},
			Analyzer:              analyzer,
			InlineAnalysisTimeout: time.Hour,
		})
		if err != nil {
			t.Fatal(err)
		}
		if err := kit.Start(ctx); err != nil {
			t.Fatal(err)
		}
		owner, asOwner := acmeWithLobby(t, kit)
		if wrapper.created.Load() != 1 {
			t.Errorf("the wrapped store created %d rooms, want 1", wrapper.created.Load())
		}
		// Renaming a room reaches its feedback: the hooks are connected.
		if _, err := kit.Feedback.Submit(ctx, feedback.Submission{InstructorID: owner.InstructorID, EventType: "Lobby", Text: "nice"}); err != nil {
			t.Fatal(err)
		}
		// The inline analysis is bounded by the configured hour, not the
		// default 50 ms.
		if left := time.Duration(analyzer.left.Load()); left < 59*time.Minute {
			t.Errorf("the inline analysis had %v left, want the configured hour", left)
		}
		name := "Hall"
		if _, err := kit.Rooms.UpdateRoom(asOwner, "lobby", rooms.RoomUpdate{Name: &name}); err != nil {
			t.Fatal(err)
		}
		page, err := kit.Feedback.FindItems(asOwner, feedback.Filter{EventType: "Hall"}, feedbackkit.PageRequest{})
		if err != nil || page.Total != 1 {
			t.Errorf("items of the renamed room: %d, %v", page.Total, err)
		}
		if len(events) != 1 || events[0] != feedback.EventItemCreated {
			t.Errorf("events %v, want one item created", events)
		}
		if err := kit.Close(ctx); err != nil {
			t.Fatal(err)
		}
		// The database was the caller's: Close leaves it open.
		if err := db.PingContext(ctx); err != nil {
			t.Errorf("Close closed the caller's database: %v", err)
		}
	})
}

func TestNewClosesWhatItOpened(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "kit.db")
	kit, err := app.New(ctx, app.Config{DatabaseURL: "sqlite://" + path, BlobURL: "mem://"})
	if err != nil {
		t.Fatal(err)
	}
	if err := kit.Close(ctx); err != nil {
		t.Fatal(err)
	}
	if err := kit.DB.PingContext(ctx); err == nil {
		t.Error("the database New opened is still open after Close")
	}
	// A second start on the same database migrates nothing new and keeps
	// the generated secret: sessions survive restarts.
	again, err := app.New(ctx, app.Config{DatabaseURL: "sqlite://" + path, BlobURL: "mem://"})
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close(ctx)

	if _, err := app.New(ctx, app.Config{DatabaseURL: "mysql://nope"}); err == nil {
		t.Error("an unsupported database URL was accepted")
	}
	if _, err := app.New(ctx, app.Config{DatabaseURL: "sqlite://" + path, BlobURL: "nope://x"}); err == nil {
		t.Error("an unsupported blob URL was accepted")
	}
	if _, err := app.New(ctx, app.Config{DatabaseURL: "sqlite://" + path, BlobURL: "mem://", Prefix: "no-slash"}); err == nil {
		t.Error("a bad prefix was accepted")
	}
	if _, err := app.New(ctx, app.Config{DatabaseURL: "sqlite://" + path, BlobURL: "mem://", Prefix: "/feedback",
		BaseURL: "https://host.example"}); err == nil {
		t.Error("a base URL without the prefix was accepted")
	}
	// A short secret, and no dashboard or no respondent pages without the
	// URL of the host's own, are refused before the database is opened.
	for _, c := range []struct {
		cfg  app.Config
		want string
	}{
		{app.Config{Secret: "fifteen bytes!!"}, "Config.Secret has 15 bytes: want at least 16"},
		{app.Config{NoDashboard: true}, "Config.NoDashboard needs Config.DashboardURL"},
		{app.Config{NoPages: true}, "Config.NoPages needs Config.PagesURL"},
	} {
		refused := filepath.Join(t.TempDir(), "refused.db")
		c.cfg.DatabaseURL, c.cfg.BlobURL = "sqlite://"+refused, "mem://"
		if _, err := app.New(ctx, c.cfg); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v", c.want, err)
		}
		if _, err := os.Stat(refused); err == nil {
			t.Errorf("%s: New created the database of a configuration it refused", c.want)
		}
	}
}

// deadlineAnalyzer is the offline analyzer that records how far away the
// deadline of its first call's context was.
type deadlineAnalyzer struct {
	analysis.Analyzer
	left atomic.Int64 // time.Duration
}

func (d *deadlineAnalyzer) Analyze(ctx context.Context, text string) (*analysis.Result, error) {
	if deadline, ok := ctx.Deadline(); ok {
		d.left.CompareAndSwap(0, int64(time.Until(deadline)))
	}
	return d.Analyzer.Analyze(ctx, text)
}

// acmeWithLobby creates the organization acme on kit, and the room Lobby
// as its owner, whom it returns with a context acting as them.
func acmeWithLobby(t *testing.T, kit *app.App) (*identity.User, context.Context) {
	t.Helper()
	ctx := context.Background()
	_, owner, err := kit.Orgs.CreateOrganization(ctx, orgs.NewOrganization{
		Name: "Acme", Subdomain: "acme",
		Owner: identity.NewUser{Email: "ada@acme.example", Password: "correct horse battery"},
	})
	if err != nil {
		t.Fatal(err)
	}
	asOwner := identity.WithPrincipal(ctx, &identity.Principal{UserID: owner.ID, OrgID: owner.OrgID, Role: owner.Role})
	if _, err := kit.Rooms.CreateRoom(asOwner, rooms.NewRoom{Name: "Lobby"}); err != nil {
		t.Fatal(err)
	}
	return owner, asOwner
}

// roomChanges is a host's wrapper of the feedback store: it records the
// renames and deletions of rooms that reach it.
type roomChanges struct {
	feedback.Store
	seen []string
}

func (r *roomChanges) RenameRoomItems(ctx context.Context, orgID, roomID, name string) error {
	r.seen = append(r.seen, "rename "+roomID+" "+name)
	return r.Store.RenameRoomItems(ctx, orgID, roomID, name)
}

func (r *roomChanges) DeleteRoomItems(ctx context.Context, orgID, roomID string, limit int) ([]string, error) {
	r.seen = append(r.seen, "delete "+roomID)
	return r.Store.DeleteRoomItems(ctx, orgID, roomID, limit)
}

// TestRoomChangesReachFeedback renames and deletes a room through the
// rooms Service: the feedback store follows each change, which is the
// only way to it (the feedback Service exports no hook a host could call
// around the rooms Service's checks).
func TestRoomChangesReachFeedback(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		changes := &roomChanges{}
		kit, err := app.New(ctx, app.Config{
			DB: db, BlobURL: "mem://", SecretFile: filepath.Join(t.TempDir(), "key"),
			Stores: func(s *app.Stores) {
				changes.Store = s.Feedback
				s.Feedback = changes
			},
		})
		if err != nil {
			t.Fatal(err)
		}
		defer kit.Close(ctx)
		owner, asOwner := acmeWithLobby(t, kit)
		if _, err := kit.Feedback.Submit(ctx, feedback.Submission{InstructorID: owner.InstructorID, EventType: "Lobby", Text: "hello"}); err != nil {
			t.Fatal(err)
		}
		room, err := kit.Rooms.RenameRoom(asOwner, "Lobby", "Hall")
		if err != nil {
			t.Fatal(err)
		}
		if err := kit.Rooms.DeleteRoom(asOwner, "Hall"); err != nil {
			t.Fatal(err)
		}
		want := []string{"rename " + room.ID + " Hall", "delete " + room.ID}
		if !slices.Equal(changes.seen, want) {
			t.Errorf("the feedback store saw %q, want %q", changes.seen, want)
		}
		if page, err := kit.Feedback.FindItems(asOwner, feedback.Filter{}, feedbackkit.PageRequest{}); err != nil || page.Total != 0 {
			t.Errorf("after the room's deletion: %v items, %v", page, err)
		}
	})
}
