package feedback_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/analysistest"
	"github.com/feedbackkit/feedbackkit/internal/clocktest"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
	"github.com/feedbackkit/feedbackkit/internal/jobs/jobstest"
	"github.com/feedbackkit/feedbackkit/rooms"
)

// tableRooms is a Rooms backed by a table of rooms; visible maps a user id
// to the ids of the rooms the user may see (admins see all).
type tableRooms struct {
	mu      sync.Mutex
	rooms   []*rooms.Room
	byInstr map[string]string // room id -> instructorId of its creator
	visible map[string][]string
}

func (r *tableRooms) add(room *rooms.Room, instructorID string) *rooms.Room {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.rooms = append(r.rooms, room)
	if r.byInstr == nil {
		r.byInstr = map[string]string{}
	}
	r.byInstr[room.ID] = instructorID
	return room
}

func (r *tableRooms) ResolveRoom(_ context.Context, instructorID, eventName string) (*rooms.Room, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, room := range r.rooms {
		if r.byInstr[room.ID] == instructorID && strings.EqualFold(room.Name, eventName) {
			c := *room
			return &c, nil
		}
	}
	return nil, feedbackkit.NotFound("room")
}

func (r *tableRooms) FindRoomByName(ctx context.Context, eventName string) (*rooms.Room, error) {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return nil, err
	}
	ids, _ := r.VisibleRoomIDs(ctx)
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, room := range r.rooms {
		if room.OrgID == p.OrgID && strings.EqualFold(room.Name, eventName) && contains(ids, room.ID) {
			c := *room
			return &c, nil
		}
	}
	return nil, feedbackkit.NotFound("room")
}

func (r *tableRooms) VisibleRoomIDs(ctx context.Context) ([]string, error) {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return nil, err
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	ids := []string{}
	for _, room := range r.rooms {
		if room.OrgID != p.OrgID {
			continue
		}
		if p.Role.AtLeast(feedbackkit.RoleAdmin) || contains(r.visible[p.UserID], room.ID) {
			ids = append(ids, room.ID)
		}
	}
	return ids, nil
}

func contains(list []string, v string) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

// orgTags and userTags are table-backed OrgTags and Users.
type orgTags map[string][]string

func (t orgTags) GeneralTags(_ context.Context, orgID string) ([]string, error) { return t[orgID], nil }

type userTags map[string][]string

func (t userTags) FindUserByID(_ context.Context, id string) (*identity.User, error) {
	tags, ok := t[id]
	if !ok {
		return nil, feedbackkit.NotFound("user")
	}
	return &identity.User{ID: id, Tags: tags}, nil
}

// fixture is a feedback Service on a fresh database with a started job
// client, two organizations (acme and other) and rooms.
type fixture struct {
	t      *testing.T
	db     *bun.DB
	svc    *feedback.Service
	rooms  *tableRooms
	clock  *clocktest.Fixed
	acme   string
	other  string
	lobby  *rooms.Room // acme, public, tags "pace" and "slides"
	secret *rooms.Room // acme, seen by admins and bob only
	closed *rooms.Room // acme, inactive
	theirs *rooms.Room // other
}

const (
	aliceID = "alice-instructor"
	bobID   = "bob-instructor"
)

func newFixture(t *testing.T, db *bun.DB, cfg feedback.Config) *fixture {
	t.Helper()
	return newFixtureOn(t, db, feedback.NewBunStore(db), cfg)
}

// newFixtureOn is newFixture with a Service over store, which keeps its
// items in db.
func newFixtureOn(t *testing.T, db *bun.DB, store feedback.Store, cfg feedback.Config) *fixture {
	t.Helper()
	return newFixtureWith(t, db, store, feedback.Deps{}, cfg)
}

// newFixtureWith is newFixtureOn with the optional dependencies of deps;
// the fixture gives the queue and the rooms.
func newFixtureWith(t *testing.T, db *bun.DB, store feedback.Store, deps feedback.Deps, cfg feedback.Config) *fixture {
	t.Helper()
	ctx := context.Background()
	for _, m := range []func(context.Context, *bun.DB) error{jobs.Migrate, feedback.Migrate} {
		if err := m(ctx, db); err != nil {
			t.Fatal(err)
		}
	}
	f := &fixture{t: t, db: db, rooms: &tableRooms{}, clock: clocktest.NewFixed(time.Date(2026, 3, 10, 12, 0, 0, 0, time.UTC)),
		acme: "org-acme", other: "org-other"}
	f.lobby = f.rooms.add(&rooms.Room{ID: "room-lobby", OrgID: f.acme, Name: "Lobby", CreatorID: "alice", Active: true, CustomTags: rooms.CustomTags{Happy: []string{"pace"}, Sad: []string{"Slides"}}}, aliceID)
	f.secret = f.rooms.add(&rooms.Room{ID: "room-secret", OrgID: f.acme, Name: "Secret", CreatorID: "bob", Active: true}, bobID)
	f.closed = f.rooms.add(&rooms.Room{ID: "room-closed", OrgID: f.acme, Name: "Closed", CreatorID: "alice", Active: false}, aliceID)
	f.theirs = f.rooms.add(&rooms.Room{ID: "room-theirs", OrgID: f.other, Name: "Lobby", CreatorID: "olga", Active: true}, "olga-instructor")
	f.rooms.visible = map[string][]string{"bob": {"room-lobby", "room-secret"}, "carl": {"room-lobby"}}
	if cfg.Now == nil {
		cfg.Now = f.clock.Now
	}
	client, workers := jobstest.New(t, db)
	deps.Queue, deps.Rooms = jobs.NewQueue(client), f.rooms
	var err error
	if f.svc, err = feedback.NewService(store, deps, cfg); err != nil {
		t.Fatal(err)
	}
	f.svc.AddWorkers(workers)
	jobstest.Start(t, client)
	return f
}

func (f *fixture) as(userID, orgID string, role feedbackkit.Role) context.Context {
	return identity.WithPrincipal(context.Background(), &identity.Principal{UserID: userID, OrgID: orgID, Role: role})
}

func (f *fixture) admin() context.Context { return f.as("ada", f.acme, feedbackkit.RoleAdmin) }

func (f *fixture) submit(text, sentiment string) *feedback.Item {
	f.t.Helper()
	it, err := f.svc.Submit(context.Background(), feedback.Submission{InstructorID: aliceID, EventType: "lobby", Text: text, Sentiment: sentiment})
	if err != nil {
		f.t.Fatalf("submit %q: %v", text, err)
	}
	return it
}

func wantCode(t *testing.T, what string, err error, code feedbackkit.Code) {
	t.Helper()
	if got := feedbackkit.ErrorCode(err); got != code {
		t.Errorf("%s: error %v (code %q), want %q", what, err, got, code)
	}
}

// waitFor polls cond for up to 20 seconds.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("gave up waiting for %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func TestSubmit(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixtureWith(t, db, feedback.NewBunStore(db), feedback.Deps{
			OrgTags: orgTags{"org-acme": {"Campus"}, "org-other": {"theirs"}},
			Users:   userTags{"alice": {"mine"}},
		}, feedback.Config{})
		ctx := context.Background()
		long := strings.Repeat("é", feedback.MaxTextLength)
		for _, c := range []struct {
			what string
			sub  feedback.Submission
			code feedbackkit.Code
		}{
			{"no instructor", feedback.Submission{EventType: "Lobby", Text: "hi"}, feedbackkit.CodeValidationFailed},
			{"no event type", feedback.Submission{InstructorID: aliceID, Text: "hi"}, feedbackkit.CodeValidationFailed},
			{"neither text nor sentiment", feedback.Submission{InstructorID: aliceID, EventType: "Lobby", Text: "   "}, feedbackkit.CodeValidationFailed},
			{"bad sentiment", feedback.Submission{InstructorID: aliceID, EventType: "Lobby", Sentiment: "happy"}, feedbackkit.CodeValidationFailed},
			{"text too long", feedback.Submission{InstructorID: aliceID, EventType: "Lobby", Text: long + "x"}, feedbackkit.CodeValidationFailed},
			{"NUL in text", feedback.Submission{InstructorID: aliceID, EventType: "Lobby", Text: "a\x00b"}, feedbackkit.CodeValidationFailed},
			{"invalid UTF-8", feedback.Submission{InstructorID: aliceID, EventType: "Lobby\xff", Text: "hi"}, feedbackkit.CodeValidationFailed},
			{"unknown tag", feedback.Submission{InstructorID: aliceID, EventType: "Lobby", Text: "hi", Tags: []string{"pace", "nope"}}, feedbackkit.CodeValidationFailed},
			{"another org's tag", feedback.Submission{InstructorID: aliceID, EventType: "Lobby", Text: "hi", Tags: []string{"theirs"}}, feedbackkit.CodeValidationFailed},
			{"empty tag", feedback.Submission{InstructorID: aliceID, EventType: "Lobby", Text: "hi", Tags: []string{" "}}, feedbackkit.CodeValidationFailed},
			{"page URL from a room", feedback.Submission{InstructorID: aliceID, EventType: "Lobby", Text: "hi", PageURL: "https://x.test"}, feedbackkit.CodeValidationFailed},
			{"bad page URL", feedback.Submission{InstructorID: aliceID, EventType: "Lobby", Text: "hi", Source: feedback.SourceWidget, PageURL: "javascript:alert(1)"}, feedbackkit.CodeValidationFailed},
			{"unknown room", feedback.Submission{InstructorID: aliceID, EventType: "Nowhere", Text: "hi"}, feedbackkit.CodeNotFound},
			{"another instructor's room", feedback.Submission{InstructorID: bobID, EventType: "Lobby", Text: "hi"}, feedbackkit.CodeNotFound},
			{"inactive room", feedback.Submission{InstructorID: aliceID, EventType: "closed", Text: "hi"}, feedbackkit.CodeRoomInactive},
		} {
			_, err := f.svc.Submit(ctx, c.sub)
			wantCode(t, c.what, err, c.code)
		}
		if n := f.count(); n != 0 {
			t.Fatalf("%d items stored by rejected submissions", n)
		}

		it, err := f.svc.Submit(ctx, feedback.Submission{InstructorID: aliceID, EventType: " LOBBY ", Text: long,
			Tags: []string{"SLIDES", "campus", "mine", "slides"}, Source: feedback.SourceWidget, PageURL: "https://school.test/page?a=1"})
		if err != nil {
			t.Fatal(err)
		}
		if it.EventType != "Lobby" || it.RoomID != f.lobby.ID || it.OrgID != f.acme || it.InstructorID != aliceID ||
			it.PageURL != "https://school.test/page?a=1" || it.Source != feedback.SourceWidget ||
			strings.Join(it.Tags, ",") != "SLIDES,campus,mine" {
			t.Errorf("stored item %+v", it)
		}
		got, err := f.svc.FindItem(f.admin(), it.ID)
		if err != nil || got.Text != long || got.PageURL != it.PageURL || !got.CreatedAt.Equal(f.clock.Now()) {
			t.Errorf("read back %+v, %v", got, err)
		}

		// Credentials in the page's URL are not kept.
		it, err = f.svc.Submit(ctx, feedback.Submission{InstructorID: aliceID, EventType: "Lobby", Text: "hi",
			Source: feedback.SourceWidget, PageURL: "https://visitor:secret@school.test/page?a=1"})
		if err != nil || it.PageURL != "https://school.test/page?a=1" {
			t.Errorf("page URL with credentials stored as %q, %v", it.PageURL, err)
		}
	})
}

func (f *fixture) count() int {
	f.t.Helper()
	n, err := f.db.NewSelect().Table("feedback_items").Count(context.Background())
	if err != nil {
		f.t.Fatal(err)
	}
	return int(n)
}

func TestSubmitAnalysesInline(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		// A timeout that a loaded machine never reaches: the inline path is
		// under test, not its speed (TestSlowAnalyzerRunsInAJob has the
		// timeout pass).
		f := newFixture(t, db, feedback.Config{InlineTimeout: time.Minute})
		praise := f.submit("Great lecture, very clear and helpful!", "")
		if praise.Sentiment != analysis.Positive || praise.AISentiment != analysis.Positive || praise.AnalysisPending ||
			praise.Model == "" || praise.AnalyzedAt == nil || praise.Confidence <= 0 || praise.Concern.IsSerious {
			t.Errorf("praise: %+v", praise)
		}
		// The respondent's choice wins over the AI's.
		chosen := f.submit("Great lecture, very clear and helpful!", "negative")
		if chosen.Sentiment != analysis.Negative || chosen.AISentiment != analysis.Positive {
			t.Errorf("chosen: sentiment %s, ai %s", chosen.Sentiment, chosen.AISentiment)
		}
		// A sentiment alone needs no analysis.
		bare := f.submit("", "neutral")
		if bare.Sentiment != analysis.Neutral || bare.AISentiment != "" || bare.AnalysisPending || bare.AnalyzedAt == nil {
			t.Errorf("bare: %+v", bare)
		}
		threat := f.submit("I will kill you after class tomorrow", "")
		if !threat.Concern.IsSerious || !contains(threat.Concern.Categories, analysis.CategoryThreats) {
			t.Errorf("threat: %+v", threat.Concern)
		}
		it, err := f.svc.FindItem(f.admin(), threat.ID)
		if err != nil || !it.Concern.IsSerious || it.Concern.Reason == "" || len(it.Reasoning.Signals) == 0 {
			t.Errorf("stored threat: %+v, %v", it, err)
		}
	})
}

func (f *fixture) item(id string) *feedback.Item {
	f.t.Helper()
	it, err := f.svc.FindItem(f.admin(), id)
	if err != nil {
		f.t.Fatal(err)
	}
	return it
}

// events records the events its subscriber is told of.
type events struct {
	mu   sync.Mutex
	list []string
}

func (e *events) subscriber(_ context.Context, ev feedback.Event) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.list = append(e.list, string(ev.Kind)+" "+ev.Item.Text)
}

func (e *events) seen() []string {
	e.mu.Lock()
	defer e.mu.Unlock()
	return append([]string{}, e.list...)
}

// TestSlowAnalyzerRunsInAJob configures an analyser that answers nothing
// until the submission is back: the submission returns after the inline
// timeout, and the job runs the same analyser, which finds a serious
// concern.
func TestSlowAnalyzerRunsInAJob(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		slow := &analysistest.Flaky{Model: "test-model", Gate: make(chan struct{})}
		ev := &events{}
		f := newFixture(t, db, feedback.Config{Analyzer: slow, InlineTimeout: 20 * time.Millisecond,
			Subscribers: []feedback.Subscriber{ev.subscriber}})
		text := "The teacher keeps harassing me and touched me inappropriately"
		it := f.submit(text, "")
		close(slow.Gate)
		if !it.AnalysisPending || it.Sentiment != analysis.Neutral || it.AISentiment != "" || it.Model != "" || it.Concern.IsSerious {
			t.Errorf("before the job: %+v", it)
		}
		waitFor(t, "the job's analysis", func() bool { return !f.item(it.ID).AnalysisPending })
		got := f.item(it.ID)
		if got.Model != "test-model" || got.AISentiment != analysis.Negative || got.Sentiment != analysis.Negative ||
			!got.Concern.IsSerious || got.AnalyzedAt == nil {
			t.Errorf("after the job: %+v", got)
		}
		want := []string{"feedback.item_created " + text, "feedback.concern_flagged " + text}
		waitFor(t, "the concern event", func() bool { return len(ev.seen()) == len(want) })
		if got := ev.seen(); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("events %q, want %q", got, want)
		}
	})
}

// TestFailingAnalyzerIsRetried configures an analyser that fails three
// times: inline, then twice in the job, which retries until it answers.
func TestFailingAnalyzerIsRetried(t *testing.T) {
	for _, panics := range []bool{false, true} {
		t.Run(fmt.Sprintf("panics=%v", panics), func(t *testing.T) {
			dbtest.Run(t, func(t *testing.T, db *bun.DB) {
				a := &analysistest.Flaky{Failures: 3, Panics: panics, Model: "test-model"}
				f := newFixture(t, db, feedback.Config{Analyzer: a})
				it := f.submit("Great lecture, very clear and helpful!", "")
				if !it.AnalysisPending || it.Sentiment != analysis.Neutral || it.AISentiment != "" {
					t.Errorf("stored without analysis: %+v", it)
				}
				waitFor(t, "the job's analysis", func() bool { return !f.item(it.ID).AnalysisPending })
				if got := f.item(it.ID); got.Sentiment != analysis.Positive || got.AISentiment != analysis.Positive || got.Model != "test-model" {
					t.Errorf("analysed later: sentiment %s, ai %s, model %s", got.Sentiment, got.AISentiment, got.Model)
				}
				if n := a.Calls(); n != 4 {
					t.Errorf("analyser called %d times, want 4 (3 failures, then an answer)", n)
				}
			})
		})
	}
}

// recorder is a ConcernHandler that records the items it saw, failing
// the first time.
type recorder struct {
	mu    sync.Mutex
	items []string
	fails int
}

func (r *recorder) HandleSeriousConcern(_ context.Context, it *feedback.Item) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.fails > 0 {
		r.fails--
		return errors.New("ticket system down")
	}
	r.items = append(r.items, it.ID)
	return nil
}

func (r *recorder) seen() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.items...)
}

func TestSeriousConcernJob(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		rec := &recorder{fails: 1}
		f := newFixture(t, db, feedback.Config{ConcernHandlers: []feedback.ConcernHandler{rec}})
		f.submit("Great lecture, very clear and helpful!", "")
		f.submit("The lecture was boring and the slides were confusing", "")
		threat := f.submit("I want to kill myself, I can't go on", "")
		waitFor(t, "the concern handler", func() bool { return len(rec.seen()) > 0 })
		jobstest.WaitIdle(t, db) // any wrong extra job has run
		if got := rec.seen(); len(got) != 1 || got[0] != threat.ID {
			t.Errorf("handled %v, want only %s", got, threat.ID)
		}
	})
}

func TestVisibilityAndConcerns(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		f := newFixture(t, db, feedback.Config{})
		ctx := context.Background()
		lobbyThreat := f.submit("I will kill you after class tomorrow", "")
		secretThreat, err := f.svc.Submit(ctx, feedback.Submission{InstructorID: bobID, EventType: "secret", Text: "I know where you live, watch your back"})
		if err != nil || !secretThreat.Concern.IsSerious {
			t.Fatalf("secret threat: %+v, %v", secretThreat, err)
		}
		theirs, err := f.svc.Submit(ctx, feedback.Submission{InstructorID: "olga-instructor", EventType: "lobby", Text: "I will kill you"})
		if err != nil {
			t.Fatal(err)
		}
		f.submit("Great lecture, very clear and helpful!", "")

		bob := f.as("bob", f.acme, feedbackkit.RoleUser)
		carl := f.as("carl", f.acme, feedbackkit.RoleUser)
		dana := f.as("dana", f.acme, feedbackkit.RoleUser) // sees no room
		for _, c := range []struct {
			who   string
			ctx   context.Context
			items int
			conc  int
		}{
			{"admin", f.admin(), 3, 2},
			{"bob", bob, 3, 2},
			{"carl", carl, 2, 1},
			{"dana", dana, 0, 0},
			{"other org's owner", f.as("olga", f.other, feedbackkit.RoleOwner), 1, 1},
			{"unknown role", f.as("eve", f.acme, feedbackkit.Role("guest")), 0, 0},
		} {
			page, err := f.svc.FindItems(c.ctx, feedback.Filter{}, feedbackkit.PageRequest{})
			if err != nil || page.Total != c.items || len(page.Data) != c.items {
				t.Errorf("%s sees %d items (total %d), %v; want %d", c.who, len(page.Data), page.Total, err, c.items)
			}
			n, err := f.svc.UnresolvedConcerns(c.ctx)
			if err != nil || n != c.conc {
				t.Errorf("%s counts %d unresolved concerns, %v; want %d", c.who, n, err, c.conc)
			}
		}
		_, err = f.svc.FindItems(ctx, feedback.Filter{}, feedbackkit.PageRequest{})
		wantCode(t, "anonymous", err, feedbackkit.CodeInvalidToken)

		_, err = f.svc.FindItem(carl, secretThreat.ID)
		wantCode(t, "carl reads the secret room's item", err, feedbackkit.CodeNotFound)
		_, err = f.svc.ResolveConcern(f.admin(), theirs.ID)
		wantCode(t, "resolve another org's concern", err, feedbackkit.CodeNotFound)
		// A user sees concerns but neither resolves nor reopens them.
		_, err = f.svc.ResolveConcern(carl, lobbyThreat.ID)
		wantCode(t, "carl resolves", err, feedbackkit.CodeInsufficientRole)
		_, err = f.svc.UnresolveConcern(carl, lobbyThreat.ID)
		wantCode(t, "carl reopens", err, feedbackkit.CodeInsufficientRole)

		it, err := f.svc.ResolveConcern(f.admin(), lobbyThreat.ID)
		if err != nil || !it.Concern.Resolved || it.Concern.ResolvedBy != "ada" || it.Concern.ResolvedAt == nil {
			t.Fatalf("resolve: %+v, %v", it, err)
		}
		yes, no := true, false
		for _, c := range []struct {
			resolved *bool
			want     []string
		}{
			{nil, []string{secretThreat.ID, lobbyThreat.ID}},
			{&yes, []string{lobbyThreat.ID}},
			{&no, []string{secretThreat.ID}},
		} {
			page, err := f.svc.SeriousConcerns(f.admin(), c.resolved, feedbackkit.PageRequest{})
			if err != nil || fmt.Sprint(ids(page.Data)) != fmt.Sprint(c.want) {
				t.Errorf("concerns resolved=%v: %v, %v; want %v", c.resolved, ids(page.Data), err, c.want)
			}
		}
		if n, _ := f.svc.UnresolvedConcerns(f.admin()); n != 1 {
			t.Errorf("unresolved after resolving: %d", n)
		}
		it, err = f.svc.UnresolveConcern(f.admin(), lobbyThreat.ID)
		if err != nil || it.Concern.Resolved || it.Concern.ResolvedAt != nil || it.Concern.ResolvedBy != "" {
			t.Errorf("unresolve: %+v, %v", it, err)
		}
		if got := f.item(lobbyThreat.ID); got.Concern.Resolved || got.Concern.ResolvedAt != nil || got.Concern.ResolvedBy != "" {
			t.Errorf("stored after unresolve: %+v", got.Concern)
		}
	})
}

func ids(items []*feedback.Item) []string {
	out := []string{}
	for _, it := range items {
		out = append(out, it.ID)
	}
	return out
}

// missOnce is a Store whose first FindItem finds nothing, as when an
// earlier Submit with the same ID commits between the look-up and the
// insert.
type missOnce struct {
	feedback.Store
	missed atomic.Bool
}

func (m *missOnce) FindItem(ctx context.Context, orgID, id string) (*feedback.Item, error) {
	if m.missed.CompareAndSwap(false, true) {
		return nil, feedbackkit.NotFound("item")
	}
	return m.Store.FindItem(ctx, orgID, id)
}

// TestSubmitWithID submits under a reserved ID again and again: the item
// is stored once, and every Submit returns it, even after the room stopped
// taking feedback and when the first commit lands between the look-up and
// the insert of a repeat. The ID of another room's item is refused.
func TestSubmitWithID(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		store := &missOnce{Store: feedback.NewBunStore(db)}
		store.missed.Store(true)
		f := newFixtureOn(t, db, store, feedback.Config{})
		ctx := context.Background()
		sub := feedback.Submission{InstructorID: aliceID, EventType: "Lobby", Text: "once", Tags: []string{"pace"}, ID: "reserved-1"}
		first, err := f.svc.Submit(ctx, sub)
		if err != nil || first.ID != "reserved-1" {
			t.Fatalf("Submit = %+v, %v", first, err)
		}
		store.missed.Store(false) // the repeat's look-up misses: its insert conflicts
		again, err := f.svc.Submit(ctx, sub)
		if err != nil || again.ID != first.ID || !again.CreatedAt.Equal(first.CreatedAt) || again.Text != "once" {
			t.Fatalf("repeat = %+v, %v; want %+v", again, err, first)
		}
		f.rooms.mu.Lock()
		f.lobby.Active = false
		f.rooms.mu.Unlock()
		if again, err := f.svc.Submit(ctx, sub); err != nil || again.ID != first.ID {
			t.Errorf("repeat to the closed room = %+v, %v", again, err)
		}
		if n := f.count(); n != 1 {
			t.Errorf("%d items stored, want 1", n)
		}
		_, err = f.svc.Submit(ctx, feedback.Submission{InstructorID: bobID, EventType: "Secret", Text: "x", ID: "reserved-1"})
		wantCode(t, "the ID of another room's item", err, feedbackkit.CodeAlreadyExists)
	})
}
