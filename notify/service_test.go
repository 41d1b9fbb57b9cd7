package notify_test

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/dbtest"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
	"github.com/feedbackkit/feedbackkit/internal/jobs/jobstest"
	"github.com/feedbackkit/feedbackkit/internal/logtest"
	"github.com/feedbackkit/feedbackkit/notify"
	"github.com/feedbackkit/feedbackkit/notify/smtptest"
)

// startService migrates db, builds a Service delivering through mailer (none
// when nil) and, with a mailer, starts a jobs client working its deliveries.
func startService(t *testing.T, db *bun.DB, mailer notify.Mailer, cfg notify.Config) *notify.Service {
	t.Helper()
	ctx := context.Background()
	if err := jobs.Migrate(ctx, db); err != nil {
		t.Fatal(err)
	}
	if err := notify.Migrate(ctx, db); err != nil {
		t.Fatal(err)
	}
	if mailer == nil {
		return newService(t, notify.NewBunStore(db), notify.Deps{}, cfg)
	}
	if cfg.RetryDelay == nil {
		cfg.RetryDelay = func(int) time.Duration { return jobstest.RetryDelay }
	}
	client, workers := jobstest.New(t, db)
	svc := newService(t, notify.NewBunStore(db), notify.Deps{Mailer: mailer, Queue: jobs.NewQueue(client)}, cfg)
	svc.AddWorkers(workers)
	jobstest.Start(t, client)
	return svc
}

// newService returns the Service of store and deps, or fails t.
func newService(t *testing.T, store notify.Store, deps notify.Deps, cfg notify.Config) *notify.Service {
	t.Helper()
	svc, err := notify.NewService(store, deps, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return svc
}

func newMailer(t *testing.T, srv *smtptest.Server) notify.Mailer {
	t.Helper()
	m, err := notify.NewSMTPMailer(srv.URL(), "Feedback <feedback@example.com>", notify.WithSMTPTimeout(2*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// sendInTx sends one email in a transaction and commits it (or rolls it
// back when commit is false).
func sendInTx(t *testing.T, db *bun.DB, svc *notify.Service, commit bool, to, name string, data any) *notify.Email {
	t.Helper()
	errRollback := errors.New("roll back")
	var e *notify.Email
	err := database.InTx(context.Background(), db, func(ctx context.Context) error {
		var err error
		if e, err = svc.Send(ctx, to, name, data); err != nil {
			t.Fatalf("Send: %v", err)
		}
		if !commit {
			return errRollback
		}
		return nil
	})
	if err != nil && err != errRollback {
		t.Fatal(err)
	}
	return e
}

// waitStatus waits until the email with id has the given status and returns it.
func waitStatus(t *testing.T, svc *notify.Service, id, status string) *notify.Email {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for {
		e, err := svc.FindEmailByID(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		if e.Status == status {
			return e
		}
		if time.Now().After(deadline) {
			t.Fatalf("email %s stayed %q (attempts %d, last error %q), want %q", id, e.Status, e.Attempts, e.LastError, status)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func countJobs(t *testing.T, db *bun.DB) int {
	t.Helper()
	var n int
	if err := db.NewRaw("SELECT count(*) FROM river_job WHERE kind = ?", notify.DeliverEmailArgs{}.Kind()).Scan(context.Background(), &n); err != nil {
		t.Fatal(err)
	}
	return n
}

var reset = notify.PasswordReset{Name: "Ada", ResetURL: "https://fb.example.com/reset-password?token=t0k3n", ExpiresIn: "1 hour"}

func TestSendDelivers(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		srv := smtptest.NewServer(t)
		now := time.Date(2026, 11, 21, 9, 30, 0, 0, time.FixedZone("CET", 3600))
		svc := startService(t, db, newMailer(t, srv), notify.Config{
			From: "Feedback <feedback@example.com>",
			Now:  func() time.Time { return now },
		})

		e := sendInTx(t, db, svc, true, "Ada@Example.com", notify.TemplatePasswordReset, reset)
		if e.Status != notify.StatusPending || e.ID == "" || e.Template != notify.TemplatePasswordReset {
			t.Errorf("Send returned %+v", e)
		}
		if !e.CreatedAt.Equal(now) || e.CreatedAt.Location() != time.UTC {
			t.Errorf("CreatedAt = %v, want %v in UTC", e.CreatedAt, now)
		}

		msg := srv.WaitFor(t, "ada@example.com", 15*time.Second)
		if msg.Subject != "Reset your password" {
			t.Errorf("Subject = %q", msg.Subject)
		}
		if got := msg.FindLink("https://fb.example.com/reset-password"); got != reset.ResetURL {
			t.Errorf("link = %q, want %q", got, reset.ResetURL)
		}
		if !strings.Contains(msg.HTML, "Hello Ada,") {
			t.Errorf("HTML body = %s", msg.HTML)
		}
		if msg.From != "feedback@example.com" {
			t.Errorf("envelope sender = %q", msg.From)
		}

		got := waitStatus(t, svc, e.ID, notify.StatusSent)
		if got.Attempts != 1 || got.LastError != "" {
			t.Errorf("after delivery: attempts %d, last error %q", got.Attempts, got.LastError)
		}
		if got.SentAt == nil || !got.SentAt.Equal(now) || got.SentAt.Location() != time.UTC {
			t.Errorf("SentAt = %v, want %v in UTC", got.SentAt, now)
		}
		if !got.CreatedAt.Equal(now) || got.CreatedAt.Location() != time.UTC {
			t.Errorf("stored CreatedAt = %v, want %v in UTC", got.CreatedAt, now)
		}
		if got.To != "ada@example.com" || got.From != "Feedback <feedback@example.com>" || got.Subject != e.Subject {
			t.Errorf("stored email differs from the sent one: %+v", got)
		}
		// Once sent, the outbox keeps the bodies without their links: the
		// reset link works for its recipient only.
		if want := strings.ReplaceAll(e.Text, reset.ResetURL, notify.RemovedLink); got.Text != want || strings.Contains(got.HTML, reset.ResetURL) ||
			!strings.Contains(got.HTML, notify.RemovedLink) || !strings.Contains(got.HTML, "Hello Ada,") {
			t.Errorf("stored bodies after delivery:\n%s\n%s", got.Text, got.HTML)
		}
	})
}

func TestSendRolledBack(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		srv := smtptest.NewServer(t)
		svc := startService(t, db, newMailer(t, srv), notify.Config{})

		sendInTx(t, db, svc, false, "ada@example.com", notify.TemplatePasswordReset, reset)
		// A committed email afterwards proves the queue is worked, so that
		// the absence of the first one means something.
		sendInTx(t, db, svc, true, "bob@example.com", notify.TemplatePasswordReset, reset)
		srv.WaitFor(t, "bob@example.com", 15*time.Second)
		jobstest.WaitIdle(t, db)

		for _, m := range srv.Messages() {
			if m.To[0] == "ada@example.com" {
				t.Error("the rolled-back email was delivered")
			}
		}
		emails, err := svc.Outbox(context.Background(), notify.OutboxFilter{})
		if err != nil {
			t.Fatal(err)
		}
		if len(emails) != 1 || emails[0].To != "bob@example.com" {
			t.Errorf("outbox = %+v, want only bob's email", emails)
		}
		if n := countJobs(t, db); n != 1 {
			t.Errorf("%d delivery jobs, want 1", n)
		}
	})
}

func TestSendRetries(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		srv := smtptest.NewServer(t)
		srv.FailNext(2)
		svc := startService(t, db, newMailer(t, srv), notify.Config{})

		e := sendInTx(t, db, svc, true, "ada@example.com", notify.TemplatePasswordReset, reset)
		srv.WaitFor(t, "ada@example.com", 15*time.Second)
		got := waitStatus(t, svc, e.ID, notify.StatusSent)
		if got.Attempts != 3 {
			t.Errorf("Attempts = %d, want 3 (two rejections, one success)", got.Attempts)
		}
		if got.LastError != "" {
			t.Errorf("LastError = %q, want it cleared by the delivery", got.LastError)
		}
		if got.From != "Feedback <feedback@example.com>" {
			t.Errorf("From = %q, want the mailer's sender when Config.From is empty", got.From)
		}
		if n := srv.Rejected(); n != 2 {
			t.Errorf("server rejected %d messages, want 2", n)
		}
		jobstest.WaitIdle(t, db)
		if n := len(srv.Messages()); n != 1 {
			t.Errorf("server received %d messages, want exactly 1", n)
		}
	})
}

func TestSendGivesUp(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		srv := smtptest.NewServer(t)
		srv.FailNext(1000)
		svc := startService(t, db, newMailer(t, srv), notify.Config{DeliveryAttempts: 3})

		e := sendInTx(t, db, svc, true, "ada@example.com", notify.TemplatePasswordReset, reset)
		pending := sendInTx(t, db, newService(t, notify.NewBunStore(db), notify.Deps{}, notify.Config{}), true,
			"bob@example.com", notify.TemplatePasswordReset, reset)
		got := waitStatus(t, svc, e.ID, notify.StatusFailed)
		if got.Attempts != 3 || !strings.Contains(got.LastError, "451") {
			t.Errorf("given up after %d attempts with last error %q, want 3 and the server's 451 reply", got.Attempts, got.LastError)
		}
		failed, err := svc.Outbox(context.Background(), notify.OutboxFilter{Status: notify.StatusFailed})
		if err != nil {
			t.Fatal(err)
		}
		if len(failed) != 1 || failed[0].ID != e.ID {
			t.Errorf("failed emails: %+v, want only %s", failed, e.ID)
		}
		jobstest.WaitIdle(t, db)
		if n := srv.Rejected(); n != 3 {
			t.Errorf("server rejected %d messages, want 3 (no attempt after the last)", n)
		}
		if got, _ := svc.FindEmailByID(context.Background(), pending.ID); got.Status != notify.StatusOutbox {
			t.Errorf("an email of another status: %+v", got)
		}
	})
}

// TestSendUndeliverable checks that an email the server refuses for good
// (550) is failed after one attempt, with no retry and one warning, while
// the next email goes out.
func TestSendUndeliverable(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		var logs logtest.Buffer
		srv := smtptest.NewServer(t)
		srv.FailNextCode(1, 550)
		svc := startService(t, db, newMailer(t, srv), notify.Config{Logger: slog.New(slog.NewTextHandler(&logs, nil))})

		e := sendInTx(t, db, svc, true, "nobody@example.com", notify.TemplatePasswordReset, reset)
		got := waitStatus(t, svc, e.ID, notify.StatusFailed)
		if got.Attempts != 1 || !strings.Contains(got.LastError, "550") {
			t.Errorf("failed after %d attempts with last error %q, want 1 and the server's 550 reply", got.Attempts, got.LastError)
		}
		next := sendInTx(t, db, svc, true, "ada@example.com", notify.TemplatePasswordReset, reset)
		srv.WaitFor(t, "ada@example.com", 15*time.Second)
		waitStatus(t, svc, next.ID, notify.StatusSent)
		jobstest.WaitIdle(t, db)
		if n := srv.Rejected(); n != 1 {
			t.Errorf("server rejected %d messages, want 1 (no retry)", n)
		}
		var cancelled int
		if err := db.NewRaw("SELECT count(*) FROM river_job WHERE kind = ? AND state = 'cancelled'",
			notify.DeliverEmailArgs{}.Kind()).Scan(context.Background(), &cancelled); err != nil {
			t.Fatal(err)
		}
		if cancelled != 1 {
			t.Errorf("%d cancelled delivery jobs, want the refused email's", cancelled)
		}
		if n := strings.Count(logs.String(), "email undeliverable, not retried"); n != 1 {
			t.Errorf("%d warnings of the refused email, want 1:\n%s", n, logs.String())
		}
	})
}

func TestDefaultRetryDelay(t *testing.T) {
	var total time.Duration
	for attempt := 1; attempt < notify.DefaultDeliveryAttempts; attempt++ {
		d := notify.DefaultRetryDelay(attempt)
		if d <= 0 || d > notify.MaxRetryDelay {
			t.Fatalf("DefaultRetryDelay(%d) = %v, want in (0, %v]", attempt, d, notify.MaxRetryDelay)
		}
		total += d
	}
	if total < 24*time.Hour {
		t.Errorf("%d attempts span %v, want at least a day", notify.DefaultDeliveryAttempts, total)
	}
	if d := notify.DefaultRetryDelay(1); d != time.Second {
		t.Errorf("first retry after %v, want 1s", d)
	}
	if d := notify.DefaultRetryDelay(100); d != notify.MaxRetryDelay {
		t.Errorf("retry after %v once capped, want %v", d, notify.MaxRetryDelay)
	}
}

func TestSendServerDown(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		down := smtptest.NewServer(t)
		addr := down.Addr()
		down.Close()
		svc := startService(t, db, newMailer(t, down), notify.Config{})

		e := sendInTx(t, db, svc, true, "ada@example.com", notify.TemplatePasswordReset, reset)
		deadline := time.Now().Add(15 * time.Second)
		for {
			got, err := svc.FindEmailByID(context.Background(), e.ID)
			if err != nil {
				t.Fatal(err)
			}
			if got.Attempts >= 2 {
				if got.Status != notify.StatusPending || got.LastError == "" {
					t.Errorf("after failed attempts: %+v", got)
				}
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("no failed attempt recorded: %+v", got)
			}
			time.Sleep(20 * time.Millisecond)
		}

		up := smtptest.NewServerConfig(t, smtptest.Config{Addr: addr})
		up.WaitFor(t, "ada@example.com", 15*time.Second)
		if got := waitStatus(t, svc, e.ID, notify.StatusSent); got.LastError != "" {
			t.Errorf("LastError = %q after the delivery, want it cleared", got.LastError)
		}
		jobstest.WaitIdle(t, db)
		if n := len(up.Messages()); n != 1 {
			t.Errorf("the server received %d messages, want exactly 1", n)
		}
	})
}

func TestOutbox(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		var logs logtest.Buffer
		now := time.Date(2026, 11, 21, 8, 0, 0, 0, time.UTC)
		svc := startService(t, db, nil, notify.Config{
			Logger: slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug})),
			Now: func() time.Time {
				now = now.Add(time.Minute)
				return now
			},
		})
		for _, to := range []string{"alice@example.com", "bob@example.com", "ALICE@Example.com", "carol@example.com"} {
			e := sendInTx(t, db, svc, true, to, notify.TemplateInvitation, notify.Invitation{
				OrganizationName: "Acme", AcceptURL: "https://fb.example.com/invite?token=" + to,
			})
			if e.Status != notify.StatusOutbox {
				t.Errorf("Status = %q, want %q", e.Status, notify.StatusOutbox)
			}
		}
		sendInTx(t, db, svc, false, "alice@example.com", notify.TemplateInvitation, notify.Invitation{OrganizationName: "Gone"})

		ctx := context.Background()
		all, err := svc.Outbox(ctx, notify.OutboxFilter{})
		if err != nil {
			t.Fatal(err)
		}
		// Recipients are stored with their ASCII letters lower-cased.
		if got, want := tos(all), "carol@example.com alice@example.com bob@example.com alice@example.com"; got != want {
			t.Errorf("Outbox() = %s, want %s (newest first)", got, want)
		}
		for i := 1; i < len(all); i++ {
			if !all[i-1].CreatedAt.After(all[i].CreatedAt) {
				t.Errorf("not newest first: %v then %v", all[i-1].CreatedAt, all[i].CreatedAt)
			}
		}
		alice, err := svc.Outbox(ctx, notify.OutboxFilter{To: " Alice@EXAMPLE.com"})
		if err != nil {
			t.Fatal(err)
		}
		if got, want := tos(alice), "alice@example.com alice@example.com"; got != want || alice[0].CreatedAt.Equal(alice[1].CreatedAt) {
			t.Errorf("Outbox(To: alice) = %s, want %s", got, want)
		}
		limited, err := svc.Outbox(ctx, notify.OutboxFilter{Limit: 2})
		if err != nil {
			t.Fatal(err)
		}
		if got, want := tos(limited), "carol@example.com alice@example.com"; got != want {
			t.Errorf("Outbox(Limit: 2) = %s, want %s", got, want)
		}
		none, err := svc.Outbox(ctx, notify.OutboxFilter{To: "nobody@example.com"})
		if err != nil || len(none) != 0 {
			t.Errorf("Outbox(To: nobody) = %v, %v", none, err)
		}

		out := logs.String()
		for _, want := range []string{
			"level=INFO", "to=carol@example.com", `subject="You are invited to join Acme"`,
			"level=DEBUG", "https://fb.example.com/invite?token=carol@example.com",
		} {
			if !strings.Contains(out, want) {
				t.Errorf("log lacks %q:\n%s", want, out)
			}
		}
	})
}

func tos(emails []*notify.Email) string {
	var s []string
	for _, e := range emails {
		s = append(s, e.To)
	}
	return strings.Join(s, " ")
}

func TestSendErrors(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		svc := startService(t, db, nil, notify.Config{})
		ctx := context.Background()
		if _, err := svc.Send(ctx, "ada@example.com", "no_such_template", nil); err == nil {
			t.Error("Send accepted an unknown template")
		}
		if _, err := svc.Send(ctx, "not an address", notify.TemplatePasswordReset, reset); feedbackkit.ErrorCode(err) != feedbackkit.CodeValidationFailed {
			t.Errorf("Send to a malformed address: err = %v, want VALIDATION_FAILED", err)
		}
		e, err := svc.Send(ctx, "ada@example.com", notify.TemplatePasswordReset, notify.PasswordReset{
			Name: `<script>alert("x")</script>`, ResetURL: "https://fb.example.com/r",
		})
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(e.HTML, "<script>") || !strings.Contains(e.HTML, "&lt;script&gt;") {
			t.Errorf("HTML body does not escape the name:\n%s", e.HTML)
		}
		emails, err := svc.Outbox(ctx, notify.OutboxFilter{})
		if err != nil {
			t.Fatal(err)
		}
		if len(emails) != 1 {
			t.Errorf("outbox holds %d emails, want 1", len(emails))
		}
		if _, err := svc.FindEmailByID(ctx, "missing"); feedbackkit.ErrorCode(err) != feedbackkit.CodeNotFound {
			t.Errorf("FindEmailByID(missing): err = %v, want NOT_FOUND", err)
		}
	})
}

func TestSendWithHeaders(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		srv := smtptest.NewServer(t)
		svc := startService(t, db, newMailer(t, srv), notify.Config{})
		headers := map[string]string{"List-Unsubscribe": "<https://fb.example.com/u?token=x>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click"}
		e, err := svc.SendWithHeaders(context.Background(), "ada@example.com", notify.TemplatePasswordReset, reset, headers)
		if err != nil {
			t.Fatal(err)
		}
		msg := srv.WaitFor(t, "ada@example.com", 15*time.Second)
		stored := waitStatus(t, svc, e.ID, notify.StatusSent)
		for name, value := range headers {
			if got := msg.Header.Get(name); got != value {
				t.Errorf("sent %s: %q, want %q", name, got, value)
			}
			// Once sent, the outbox keeps the headers without their links.
			if want := strings.ReplaceAll(value, "https://fb.example.com/u?token=x", notify.RemovedLink); stored.Headers[name] != want {
				t.Errorf("stored %s: %q, want %q", name, stored.Headers[name], want)
			}
		}
	})
}

// blockingMailer tells sending of each Send, which returns once its
// context ends.
type blockingMailer struct{ sending chan struct{} }

func (m blockingMailer) Send(ctx context.Context, _ *notify.Email) error {
	select {
	case m.sending <- struct{}{}:
	default:
	}
	<-ctx.Done()
	return ctx.Err()
}

// TestSendInterruptedByCancel cancels the job of an email while the
// mailer sends it: the job client interrupts the delivery, which is
// logged as the job's cancellation (not as a stop, the client runs on),
// not recorded on the email, and the job is cancelled.
func TestSendInterruptedByCancel(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		if err := jobs.Migrate(ctx, db); err != nil {
			t.Fatal(err)
		}
		if err := notify.Migrate(ctx, db); err != nil {
			t.Fatal(err)
		}
		var logs logtest.Buffer
		mailer := blockingMailer{make(chan struct{}, 1)}
		client, workers := jobstest.New(t, db)
		q := jobs.NewQueue(client)
		svc := newService(t, notify.NewBunStore(db), notify.Deps{Mailer: mailer, Queue: q},
			notify.Config{Logger: slog.New(slog.NewTextHandler(&logs, nil))})
		svc.AddWorkers(workers)
		jobstest.Start(t, client)

		e := sendInTx(t, db, svc, true, "ada@example.com", notify.TemplatePasswordReset, reset)
		select {
		case <-mailer.sending:
		case <-time.After(15 * time.Second):
			t.Fatal("the email was not sent")
		}
		n, err := jobs.Cancel(ctx, q, func(context.Context, notify.DeliverEmailArgs) error { return nil })
		if err != nil || n != 1 {
			t.Fatalf("cancelled %d jobs (%v), want the running delivery", n, err)
		}
		jobstest.WaitIdle(t, db)
		var state string
		if err := db.NewRaw("SELECT state FROM river_job WHERE kind = ?", notify.DeliverEmailArgs{}.Kind()).Scan(ctx, &state); err != nil {
			t.Fatal(err)
		}
		if state != "cancelled" {
			t.Errorf("the delivery's job is %s, want cancelled", state)
		}
		if n := strings.Count(logs.String(), "email delivery interrupted by the cancellation of its job, not retried"); n != 1 ||
			strings.Contains(logs.String(), "by the stop") {
			t.Errorf("%d warnings of the cancelled delivery, want 1 and none of a stop:\n%s", n, logs.String())
		}
		got, err := svc.FindEmailByID(ctx, e.ID)
		if err != nil {
			t.Fatal(err)
		}
		if got.Status != notify.StatusPending || got.Attempts != 0 {
			t.Errorf("the email after the cancellation: %s, %d attempts, want still pending with no attempt", got.Status, got.Attempts)
		}
	})
}
