package app_test

import (
	"context"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"
	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/app"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/notify"
	"github.com/feedbackkit/feedbackkit/notify/smtptest"
	"github.com/feedbackkit/feedbackkit/webhooks"
)

// recordHandler keeps the messages of the records at Warn and above.
type recordHandler struct {
	mu   *sync.Mutex
	msgs *[]string
}

func (h recordHandler) Enabled(context.Context, slog.Level) bool { return true }
func (h recordHandler) Handle(_ context.Context, r slog.Record) error {
	if r.Level < slog.LevelWarn {
		return nil
	}
	var b strings.Builder
	b.WriteString(r.Level.String() + " " + r.Message)
	r.Attrs(func(a slog.Attr) bool { b.WriteString(" " + a.String()); return true })
	h.mu.Lock()
	*h.msgs = append(*h.msgs, b.String())
	h.mu.Unlock()
	return nil
}
func (h recordHandler) WithAttrs([]slog.Attr) slog.Handler { return h }
func (h recordHandler) WithGroup(string) slog.Handler      { return h }

func TestCloseRightAfterStartLogsNoError(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		var mu sync.Mutex
		var msgs []string
		for range 3 { // the race is won often, not always
			kit, err := app.New(ctx, app.Config{DB: db, BlobURL: "mem://", SecretFile: filepath.Join(t.TempDir(), "key"), Logger: slog.New(recordHandler{&mu, &msgs})})
			if err != nil {
				t.Fatal(err)
			}
			if err := kit.Start(ctx); err != nil {
				t.Fatal(err)
			}
			if err := kit.Close(ctx); err != nil {
				t.Fatal(err)
			}
		}
		for _, m := range msgs {
			t.Errorf("logged: %s", m)
		}
	})
}

// hangingMiddleware holds the first job it sees, whatever its context,
// until release is closed, and closes started once it holds it.
type hangingMiddleware struct {
	river.MiddlewareDefaults
	once    sync.Once
	started chan struct{}
	release <-chan struct{}
}

func (m *hangingMiddleware) Work(ctx context.Context, job *rivertype.JobRow, doInner func(context.Context) error) error {
	first := false
	m.once.Do(func() { first = true })
	if !first {
		return doInner(ctx)
	}
	close(m.started)
	<-m.release
	return doInner(ctx)
}

// TestCloseWithinItsDeadline closes an App whose job ignores being
// cancelled: Close returns by its context's deadline, before the job is
// let go 5 seconds later, and says the job did not return.
func TestCloseWithinItsDeadline(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		release := make(chan struct{})
		hang := &hangingMiddleware{started: make(chan struct{}), release: release}
		kit, err := app.New(ctx, app.Config{DB: db, BlobURL: "mem://", SecretFile: filepath.Join(t.TempDir(), "key"),
			JobMiddleware: []rivertype.Middleware{hang}})
		if err != nil {
			t.Fatal(err)
		}
		if err := kit.Start(ctx); err != nil {
			t.Fatal(err)
		}
		<-hang.started // a periodic job runs on start
		closeCtx, cancel := context.WithTimeout(ctx, time.Second)
		defer cancel()
		deadline, _ := closeCtx.Deadline()
		releaseCtx, stopRelease := context.WithDeadline(ctx, deadline.Add(5*time.Second))
		defer stopRelease()
		context.AfterFunc(releaseCtx, func() { close(release) })
		err = kit.Close(closeCtx)
		if releaseCtx.Err() != nil {
			t.Error("Close returned only once the hung job was let go")
		}
		if err == nil || !strings.Contains(err.Error(), "cancelled jobs had not returned") {
			t.Errorf("Close = %v, want an error saying the cancelled job had not returned", err)
		}
		stopRelease()
	})
}

// hungMailer returns an SMTP mailer whose server accepts connections and
// never answers (its timeout an hour), and the channel on which the
// server sends each connection it accepts.
func hungMailer(t *testing.T) (notify.Mailer, <-chan net.Conn) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	conns := make(chan net.Conn, 16)
	t.Cleanup(func() { ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			t.Cleanup(func() { c.Close() })
			conns <- c
		}
	}()
	hung, err := notify.NewSMTPMailer("smtp://"+ln.Addr().String(), "", notify.WithSMTPTimeout(time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	return hung, conns
}

// TestCloseCancelsHungEmail closes an App whose email job waits for a mail
// server that never answers: the cancelled job returns within Close's
// deadline and is retried, and an App started again on the database
// delivers the email.
func TestCloseCancelsHungEmail(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		hung, conns := hungMailer(t)
		cfg := app.Config{DB: db, BlobURL: "mem://", SecretFile: filepath.Join(t.TempDir(), "key"), Mailer: hung}
		kit := startSending(t, cfg)
		<-conns // the job waits for the server's greeting
		closeCtx, cancel := context.WithTimeout(ctx, 2*time.Second)
		defer cancel()
		if err := kit.Close(closeCtx); err == nil || strings.Contains(err.Error(), "had not returned") {
			t.Errorf("Close = %v, want an error saying a job was cancelled, and no other", err)
		}
		n, err := db.NewSelect().Table("river_job").Where("kind = ? AND state IN (?, ?)", notify.DeliverEmailArgs{}.Kind(),
			rivertype.JobStateAvailable, rivertype.JobStateRetryable).Count(ctx)
		if err != nil || n != 1 {
			t.Fatalf("%d email jobs to retry (%v), want the cancelled one", n, err)
		}

		restartAndDeliver(t, cfg)
	})
}

// restartAndDeliver starts an App again on cfg's database with a mail
// server that answers, and waits for it to deliver the email to
// ann@example.com that a closed App left queued; it returns the new App.
func restartAndDeliver(t *testing.T, cfg app.Config) *app.App {
	t.Helper()
	ctx := context.Background()
	srv := smtptest.NewServer(t)
	var err error
	if cfg.Mailer, err = notify.NewSMTPMailer(srv.URL(), ""); err != nil {
		t.Fatal(err)
	}
	again, err := app.New(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := again.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { again.Close(ctx) })
	srv.WaitFor(t, "ann@example.com", time.Minute)
	return again
}

// TestCloseKeepsLastAttemptEmail closes an App whose email job, on its
// last attempt, waits for a mail server that never answers: the cancelled
// attempt does not count, neither on the job nor on the email, the email
// is not failed, and an App started again on the database delivers it.
func TestCloseKeepsLastAttemptEmail(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		hung, conns := hungMailer(t)
		cfg := app.Config{DB: db, BlobURL: "mem://", SecretFile: filepath.Join(t.TempDir(), "key"), Mailer: hung}
		kit, err := app.New(ctx, cfg)
		if err != nil {
			t.Fatal(err)
		}
		e, err := kit.Notify.Send(ctx, "ann@example.com", notify.TemplatePasswordReset, notify.PasswordReset{ResetURL: "https://example.com/reset"})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.NewUpdate().Table("river_job").Set("max_attempts = 1").Where("kind = ?", notify.DeliverEmailArgs{}.Kind()).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		if err := kit.Start(ctx); err != nil {
			t.Fatal(err)
		}
		<-conns // the last attempt waits for the server's greeting
		closeCutShort(t, kit, db, notify.DeliverEmailArgs{}.Kind())
		if got, err := kit.Notify.FindEmailByID(ctx, e.ID); err != nil {
			t.Fatal(err)
		} else if got.Attempts != 0 || got.Status != notify.StatusPending {
			t.Errorf("the cancelled email is %s after %d attempts (last error %q), want pending with no attempt counted", got.Status, got.Attempts, got.LastError)
		}

		again := restartAndDeliver(t, cfg)
		if got, err := again.Notify.FindEmailByID(ctx, e.ID); err != nil || got.Status == notify.StatusFailed {
			t.Errorf("the delivered email: %+v, %v", got, err)
		}
	})
}

// closeCutShort closes kit within closeCutShortTimeout while a job of
// kind waits for a server that does not answer: Close says a job was
// cancelled, and the job is available again with no attempt counted.
func closeCutShort(t *testing.T, kit *app.App, db *bun.DB, kind string) {
	t.Helper()
	ctx := context.Background()
	closeCtx, cancel := context.WithTimeout(ctx, closeCutShortTimeout)
	defer cancel()
	if err := kit.Close(closeCtx); err == nil || strings.Contains(err.Error(), "had not returned") {
		t.Errorf("Close = %v, want an error saying a job was cancelled, and no other", err)
	}
	var job struct {
		State   string
		Attempt int
	}
	if err := db.NewSelect().Table("river_job").Column("state", "attempt").Where("kind = ?", kind).Scan(ctx, &job.State, &job.Attempt); err != nil {
		t.Fatal(err)
	}
	if job.State != string(rivertype.JobStateAvailable) || job.Attempt != 0 {
		t.Errorf("the cancelled %s job is %s after attempt %d, want available with no attempt counted", kind, job.State, job.Attempt)
	}
}

// closeCutShortTimeout is Close's time in closeCutShort. Close lets the
// jobs run for three quarters of it and then cancels them and waits for
// them for the last quarter; with 2 seconds, a quarter (0.5 s) was too
// short for River to record the cancelled job on a loaded machine (the
// CI run of 2026-12-02 failed once so), so the quarter is 1.5 s.
const closeCutShortTimeout = 6 * time.Second

// startSending starts the App of cfg and has it send a password reset to
// ann@example.com.
func startSending(t *testing.T, cfg app.Config) *app.App {
	t.Helper()
	ctx := context.Background()
	kit, err := app.New(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := kit.Start(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := kit.Notify.Send(ctx, "ann@example.com", notify.TemplatePasswordReset,
		notify.PasswordReset{ResetURL: "https://example.com/reset"}); err != nil {
		t.Fatal(err)
	}
	return kit
}

// TestCloseKeepsLastAttemptWebhook closes an App whose webhook delivery
// job, on its last attempt, waits for a receiver that does not answer: the
// cancelled attempt does not count, neither on the job nor on the
// delivery, the delivery is not failed, and an App started again on the
// database delivers it.
func TestCloseKeepsLastAttemptWebhook(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		var requests atomic.Int32
		arrived := make(chan struct{}, 2)
		recv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			io.Copy(io.Discard, r.Body) // so that the server sees the client go
			if requests.Add(1) == 1 {
				arrived <- struct{}{}
				<-r.Context().Done() // no answer until the client gives up
				return
			}
			arrived <- struct{}{}
		}))
		defer recv.Close()
		cfg := app.Config{DB: db, BlobURL: "mem://", SecretFile: filepath.Join(t.TempDir(), "key"),
			WebhookAllowPrivate: true, JobPollInterval: 20 * time.Millisecond}
		kit, err := app.New(ctx, cfg)
		if err != nil {
			t.Fatal(err)
		}
		owner, as := acmeWithLobby(t, kit)
		if _, _, err := kit.Webhooks.Create(as, webhooks.NewWebhook{URL: recv.URL + "/hook", Events: []webhooks.EventType{webhooks.EventFeedbackCreated}}); err != nil {
			t.Fatal(err)
		}
		if _, err := kit.Feedback.Submit(ctx, feedback.Submission{InstructorID: owner.InstructorID, EventType: "Lobby", Text: "words"}); err != nil {
			t.Fatal(err)
		}
		kind := webhooks.DeliverArgs{}.Kind()
		if _, err := db.NewUpdate().Table("river_job").Set("max_attempts = 1").Where("kind = ?", kind).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		if err := kit.Start(ctx); err != nil {
			t.Fatal(err)
		}
		<-arrived
		closeCutShort(t, kit, db, kind)
		delivery := func() (status string, attempts int) {
			t.Helper()
			if err := db.NewSelect().Table("webhooks_deliveries").Column("status", "attempts").Scan(ctx, &status, &attempts); err != nil {
				t.Fatal(err)
			}
			return status, attempts
		}
		if status, attempts := delivery(); status != string(webhooks.DeliveryPending) || attempts != 0 {
			t.Errorf("the cancelled delivery is %s after %d attempts, want pending with no attempt counted", status, attempts)
		}
		if t.Failed() {
			return // an App started again would have nothing to deliver
		}

		again, err := app.New(ctx, cfg)
		if err != nil {
			t.Fatal(err)
		}
		if err := again.Start(ctx); err != nil {
			t.Fatal(err)
		}
		defer again.Close(ctx)
		<-arrived
		for status, _ := delivery(); status == string(webhooks.DeliveryPending); status, _ = delivery() {
			time.Sleep(20 * time.Millisecond)
		}
		if status, attempts := delivery(); status != string(webhooks.DeliveryDelivered) || attempts != 1 {
			t.Errorf("the delivery after the restart is %s after %d attempts, want delivered after 1", status, attempts)
		}
	})
}
