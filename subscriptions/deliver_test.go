package subscriptions_test

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"
	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/forms"
	"github.com/feedbackkit/feedbackkit/internal/clocktest"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/jobs/jobstest"
	"github.com/feedbackkit/feedbackkit/notify"
	"github.com/feedbackkit/feedbackkit/rooms"
	"github.com/feedbackkit/feedbackkit/subscriptions"
)

// deleteFirst is River middleware that, before an instant notification's
// job runs, deletes its item when the item's text holds marked: an item
// deleted between its submission and its email.
type deleteFirst struct {
	river.MiddlewareDefaults
	f      *fixture
	marked string
}

func (m *deleteFirst) Work(ctx context.Context, job *rivertype.JobRow, doInner func(context.Context) error) error {
	if job.Kind != (subscriptions.InstantArgs{}).Kind() {
		return doInner(ctx)
	}
	var args subscriptions.InstantArgs
	if err := json.Unmarshal(job.EncodedArgs, &args); err != nil {
		return err
	}
	it, err := m.f.kit.Feedback.FindItem(m.f.owner, args.Item.ItemID)
	if err != nil {
		return err
	}
	if strings.Contains(it.Text, m.marked) {
		if _, err := m.f.kit.Feedback.DeleteItems(m.f.owner, []string{it.ID}); err != nil {
			return err
		}
	}
	return doInner(ctx)
}

// TestDeletedItemIsNotEmailed checks that an item deleted after its
// submission, before its instant email was written, is not emailed (the
// job reads the item, not a copy of its text), while the others are.
func TestDeletedItemIsNotEmailed(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		mw := &deleteFirst{marked: "deleted before its email"}
		f := newFixture(t, db, func(cfg *app.Config) { cfg.JobMiddleware = append(cfg.JobMiddleware, mw) })
		mw.f = f
		if _, _, err := f.kit.Subscriptions.Subscribe(f.alice, roomTarget(f.lobby),
			subscriptions.Settings{Frequency: subscriptions.Instant}); err != nil {
			t.Fatal(err)
		}
		for _, text := range []string{"Far too fast, deleted before its email", "A clear and lively session"} {
			if _, err := f.kit.Feedback.Submit(context.Background(), feedback.Submission{
				InstructorID: f.ownerInstructorID, EventType: "Lobby", Text: text, Sentiment: "neutral"}); err != nil {
				t.Fatal(err)
			}
		}
		jobstest.WaitIdle(t, db)
		emails, err := f.kit.Notify.Outbox(context.Background(), notify.OutboxFilter{To: f.aliceEmail})
		if err != nil || len(emails) != 1 {
			t.Fatalf("alice's emails: %d, %v, want one, of the item kept", len(emails), err)
		}
		if e := emails[0]; !strings.Contains(e.Text, "A clear and lively session") || !strings.Contains(e.Text, "Lobby") ||
			strings.Contains(e.Text, "Far too fast") {
			t.Errorf("the email: %q, want the kept item's, in the Lobby", e.Text)
		}
	})
}

// TestOlderJobArgs checks that the arguments of the jobs queued by earlier
// versions, which carried the item's text and the target's name, still
// name the item, and that the text is dropped.
func TestOlderJobArgs(t *testing.T) {
	const old = `{"subscription_id":"s1","item":{"org_id":"o1","target_type":"room","target_id":"r1",` +
		`"target_name":"Lobby","item_id":"i1","sentiment":"negative","text":"Far too fast"}}`
	var args subscriptions.InstantArgs
	if err := json.Unmarshal([]byte(old), &args); err != nil {
		t.Fatal(err)
	}
	want := subscriptions.InstantArgs{SubscriptionID: "s1", Item: subscriptions.NewItem{OrgID: "o1", Target: subscriptions.Room,
		TargetID: "r1", ItemID: "i1", Sentiment: analysis.Negative}}
	if args != want {
		t.Errorf("the older arguments read as %+v, want %+v", args, want)
	}
	again, err := json.Marshal(args)
	if err != nil || strings.Contains(string(again), "Far too fast") {
		t.Errorf("the arguments written again: %s %v, want no text", again, err)
	}
}

// TestItemJobCommitsWithTheItem checks that the subscriptions.item job of
// a new item, or form response, of a watched target is committed with it:
// the first Subscriber told of the commit, the first thing a process that
// dies right after the commit would not get to, finds the job in River's
// table already, so that no instant email hangs on what runs after the
// commit. An item of a target nobody watches gets no job. Each instant
// subscriber is emailed once.
func TestItemJobCommitsWithTheItem(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		// queuedAtCommit is, per item or response id, whether its
		// subscriptions.item job was in river_job when the commit was told.
		queuedAtCommit := map[string]bool{}
		queued := func(id string) {
			queuedAtCommit[id] = false
			for _, job := range jobstest.JobsOf(t, db, subscriptions.ItemArgs{}.Kind()) {
				if jobstest.ArgsOf[subscriptions.ItemArgs](t, job).Item.ItemID == id {
					queuedAtCommit[id] = true
				}
			}
		}
		f := newFixture(t, db, func(cfg *app.Config) {
			cfg.FeedbackSubscribers = []feedback.Subscriber{func(_ context.Context, e feedback.Event) {
				if e.Kind == feedback.EventItemCreated {
					queued(e.Item.ID)
				}
			}}
			cfg.FormSubscribers = []forms.Subscriber{func(_ context.Context, e forms.Event) {
				if e.Kind == forms.EventResponseCreated {
					queued(e.Response.ID)
				}
			}}
		})
		for _, target := range []subscriptions.Target{roomTarget(f.lobby), {Type: subscriptions.Form, ID: f.survey.ID}} {
			if _, _, err := f.kit.Subscriptions.Subscribe(f.alice, target, subscriptions.Settings{Frequency: subscriptions.Instant}); err != nil {
				t.Fatal(err)
			}
		}
		watched, err := f.kit.Feedback.Submit(context.Background(), feedback.Submission{
			InstructorID: f.ownerInstructorID, EventType: "Lobby", Text: "Watched: the pace was right", Sentiment: "positive"})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.kit.Rooms.CreateRoom(f.owner, rooms.NewRoom{Name: "Main hall"}); err != nil {
			t.Fatal(err)
		}
		unwatched, err := f.kit.Feedback.Submit(context.Background(), feedback.Submission{
			InstructorID: f.ownerInstructorID, EventType: "Main hall", Text: "Unwatched: a room nobody follows", Sentiment: "positive"})
		if err != nil {
			t.Fatal(err)
		}
		response, err := f.kit.Forms.Submit(context.Background(), f.survey.Slug,
			[]forms.Answer{{QuestionID: f.survey.Questions[0].ID, Value: "Watched: a form answer"}})
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]bool{watched.ID: true, unwatched.ID: false, response.ID: true}
		for id, queued := range want {
			if got, told := queuedAtCommit[id]; !told || got != queued {
				t.Errorf("item %s: its job in river_job when its commit was told: %v (told: %v), want %v", id, got, told, queued)
			}
		}
		jobstest.WaitIdle(t, db)
		emails, err := f.kit.Notify.Outbox(context.Background(), notify.OutboxFilter{To: f.aliceEmail})
		if err != nil {
			t.Fatal(err)
		}
		var subjects []string
		for _, e := range emails {
			subjects = append(subjects, e.Subject)
		}
		slices.Sort(subjects)
		if want := []string{"New neutral feedback on Course survey", "New positive feedback on Lobby"}; !slices.Equal(subjects, want) {
			t.Errorf("alice's emails %q, want %q", subjects, want)
		}
	})
}

// subscriptionReads is a bun.QueryHook that counts, per instance, the
// statements on the subscriptions' table run with a context that
// instanceKey marks with the instance's name: those of submissions.
type subscriptionReads struct {
	mu sync.Mutex
	n  map[string]int
}

// instanceKey marks the context of a submission with the name of the
// instance it goes through.
type instanceKey struct{}

func (r *subscriptionReads) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context {
	return ctx
}

func (r *subscriptionReads) AfterQuery(ctx context.Context, e *bun.QueryEvent) {
	name, ok := ctx.Value(instanceKey{}).(string)
	if !ok || !strings.Contains(e.Query, "subscriptions_subscriptions") {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.n == nil {
		r.n = map[string]int{}
	}
	r.n[name]++
}

func (r *subscriptionReads) of(name string) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.n[name]
}

// TestInstantTargetsReadOncePerOrganization submits items and responses
// through two instances to an organization with an instant subscription:
// each instance reads the organization's subscriptions once, not once or
// twice per submission, and queues the job of the watched target's items
// only. A subscription made through one instance counts from the next
// submission through it, and through the other once that instance's
// memory of the organization has expired (2 s); an unsubscription
// through an instance counts from its next submission.
func TestInstantTargetsReadOncePerOrganization(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		reads := &subscriptionReads{}
		hooked := db.WithQueryHook(reads)
		clockA, clockB := clocktest.NewFixed(time.Now()), clocktest.NewFixed(time.Now())
		f := newFixture(t, db, func(cfg *app.Config) { cfg.DB, cfg.Now = hooked, clockA.Now })
		kitB, err := app.New(context.Background(), app.Config{DB: hooked, BlobURL: "mem://", Secret: "subscriptions-test-secret",
			JobPollInterval: jobstest.PollInterval, Now: clockB.Now})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { kitB.Close(context.Background()) })
		if err := kitB.Start(context.Background()); err != nil {
			t.Fatal(err)
		}
		if _, err := f.kit.Rooms.CreateRoom(f.owner, rooms.NewRoom{Name: "Main hall"}); err != nil {
			t.Fatal(err)
		}
		if _, _, err := f.kit.Subscriptions.Subscribe(f.alice, roomTarget(f.lobby), subscriptions.Settings{Frequency: subscriptions.Instant}); err != nil {
			t.Fatal(err)
		}
		a := context.WithValue(context.Background(), instanceKey{}, "a")
		b := context.WithValue(context.Background(), instanceKey{}, "b")
		submit := func(kit *app.App, ctx context.Context, room string) string {
			t.Helper()
			it, err := kit.Feedback.Submit(ctx, feedback.Submission{
				InstructorID: f.ownerInstructorID, EventType: room, Text: "The pace was right", Sentiment: "positive"})
			if err != nil {
				t.Fatal(err)
			}
			return it.ID
		}
		respond := func(kit *app.App, ctx context.Context) string {
			t.Helper()
			r, err := kit.Forms.Submit(ctx, f.survey.Slug, []forms.Answer{{QuestionID: f.survey.Questions[0].ID, Value: "All good"}})
			if err != nil {
				t.Fatal(err)
			}
			return r.ID
		}
		want := map[string]bool{} // item or response id: whether it has a subscriptions.item job
		for range 3 {
			want[submit(f.kit, a, "Lobby")] = true
			want[submit(f.kit, a, "Main hall")] = false
			want[respond(f.kit, a)] = false
		}
		want[submit(kitB, b, "Lobby")] = true
		want[respond(kitB, b)] = false
		if na, nb := reads.of("a"), reads.of("b"); na != 1 || nb != 1 {
			t.Errorf("the submissions read the subscriptions %d and %d times, want once per instance", na, nb)
		}

		if _, _, err := f.kit.Subscriptions.Subscribe(f.alice, subscriptions.Target{Type: subscriptions.Form, ID: f.survey.ID},
			subscriptions.Settings{Frequency: subscriptions.Instant}); err != nil {
			t.Fatal(err)
		}
		want[respond(f.kit, a)] = true
		clockB.Set(clockB.Now().Add(2*time.Second + time.Millisecond))
		want[respond(kitB, b)] = true
		if err := f.kit.Subscriptions.Unsubscribe(f.alice, roomTarget(f.lobby)); err != nil {
			t.Fatal(err)
		}
		want[submit(f.kit, a, "Lobby")] = false
		if na, nb := reads.of("a"), reads.of("b"); na != 3 || nb != 2 {
			t.Errorf("after the changes the submissions read the subscriptions %d and %d times, want 3 and 2", na, nb)
		}

		got := map[string]bool{}
		for _, job := range jobstest.JobsOf(t, db, subscriptions.ItemArgs{}.Kind()) {
			got[jobstest.ArgsOf[subscriptions.ItemArgs](t, job).Item.ItemID] = true
		}
		for id, queued := range want {
			if got[id] != queued {
				t.Errorf("item %s: a subscriptions.item job: %v, want %v", id, got[id], queued)
			}
		}
		jobstest.WaitIdle(t, db)
	})
}

// lockFirst is River middleware that, before the first subscriptions.item
// job runs, has another transaction lock its item FOR UPDATE, as the
// feedback.analyze job does while it stores the item's analysis, and hold
// the lock until release.
type lockFirst struct {
	river.MiddlewareDefaults
	db     *bun.DB
	mu     sync.Mutex
	tx     *bun.Tx
	locked chan string // the id of the item locked
}

func (m *lockFirst) Work(ctx context.Context, job *rivertype.JobRow, doInner func(context.Context) error) error {
	if job.Kind != (subscriptions.ItemArgs{}).Kind() {
		return doInner(ctx)
	}
	var args subscriptions.ItemArgs
	if err := json.Unmarshal(job.EncodedArgs, &args); err != nil {
		return err
	}
	m.mu.Lock()
	if m.tx == nil {
		tx, err := m.db.BeginTx(context.Background(), nil)
		if err != nil {
			m.mu.Unlock()
			return err
		}
		m.tx = &tx
		if _, err := tx.ExecContext(context.Background(), "SELECT id FROM feedback_items WHERE id = ? FOR UPDATE", args.Item.ItemID); err != nil {
			m.mu.Unlock()
			return err
		}
		m.locked <- args.Item.ItemID
	}
	m.mu.Unlock()
	return doInner(ctx)
}

// release ends the transaction that holds the lock, if any.
func (m *lockFirst) release() {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.tx != nil {
		m.tx.Rollback()
	}
}

// TestItemJobTakesNoLock checks, on PostgreSQL, that the subscriptions.item
// job of a new item decides whom to email while another transaction holds
// the item FOR UPDATE (the analysis job storing its sentiment): it reads
// the item without a lock. Only the instant email, which copies the item's
// text, waits for that transaction, and goes out once it has ended.
func TestItemJobTakesNoLock(t *testing.T) {
	db := dbtest.Open(t, "postgres")
	mw := &lockFirst{db: db, locked: make(chan string, 1)}
	t.Cleanup(mw.release)
	f := newFixture(t, db, func(cfg *app.Config) {
		cfg.JobMiddleware = append(cfg.JobMiddleware, mw)
	})
	if _, _, err := f.kit.Subscriptions.Subscribe(f.alice, roomTarget(f.lobby), subscriptions.Settings{Frequency: subscriptions.Instant}); err != nil {
		t.Fatal(err)
	}
	if _, err := f.kit.Feedback.Submit(context.Background(), feedback.Submission{
		InstructorID: f.ownerInstructorID, EventType: "Lobby", Text: "Locked while its job runs", Sentiment: "negative"}); err != nil {
		t.Fatal(err)
	}
	id := <-mw.locked
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(jobstest.PollInterval) {
		queued := false
		for _, job := range jobstest.JobsOf(t, db, subscriptions.InstantArgs{}.Kind()) {
			queued = queued || jobstest.ArgsOf[subscriptions.InstantArgs](t, job).Item.ItemID == id
		}
		if queued {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("no subscriptions.instant job was queued while another transaction held the item FOR UPDATE: the subscriptions.item job waits for its lock")
		}
	}
	mw.release()
	jobstest.WaitIdle(t, db)
	emails, err := f.kit.Notify.Outbox(context.Background(), notify.OutboxFilter{To: f.aliceEmail})
	if err != nil || len(emails) != 1 || !strings.Contains(emails[0].Text, "Locked while its job runs") {
		t.Fatalf("alice's emails: %d, %v, want the one of the item", len(emails), err)
	}
}
