package notify

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net/mail"
	"slices"
	"time"

	"github.com/google/uuid"
	"github.com/riverqueue/river"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
	"github.com/feedbackkit/feedbackkit/internal/mailaddr"
)

// Config tunes a Service. The zero value is ready to use.
type Config struct {
	// From is the sender of each email. When empty, it is the sender of the
	// Mailer (an *SMTPMailer's), or else DefaultFrom.
	From string
	// Logger receives the outbox log lines and delivery failures; nil
	// discards them.
	Logger *slog.Logger
	// Now is the clock; nil means time.Now.
	Now func() time.Time
	// NewID returns the id of a new email; nil means a UUIDv7 string.
	NewID func() string
	// RetryDelay is how long a failed delivery waits before its next
	// attempt, given the number of the attempt that failed (1 for the
	// first); nil means DefaultRetryDelay.
	RetryDelay func(attempt int) time.Duration
	// DeliveryAttempts is how many times an email is tried before it is
	// given up as StatusFailed; 0 means DefaultDeliveryAttempts.
	DeliveryAttempts int
}

// DefaultDeliveryAttempts is how many times an email is tried by default:
// with DefaultRetryDelay, at least a day of attempts, about one a minute
// once the delay reached its cap, so that an email reaches its recipient
// within about a minute of the SMTP server's return.
const DefaultDeliveryAttempts = 1500

// MaxRetryDelay is the cap of DefaultRetryDelay.
const MaxRetryDelay = time.Minute

// DefaultRetryDelay doubles from one second after the first failed
// attempt, up to MaxRetryDelay.
func DefaultRetryDelay(attempt int) time.Duration {
	if attempt < 1 {
		attempt = 1
	}
	if attempt > 7 { // 1s << 6 exceeds the cap already
		return MaxRetryDelay
	}
	return min(time.Second<<(attempt-1), MaxRetryDelay)
}

// Deps are the components a Service works with.
type Deps struct {
	// Mailer delivers the emails. Optional: without one, emails are kept
	// in the outbox with status "outbox" and only logged (at Info with
	// recipient and subject, the text body at Debug) once the transaction
	// of Send commits.
	Mailer Mailer
	// Queue runs the deliveries: each email is delivered by a job inserted
	// in the transaction of Send (register the worker with AddWorkers).
	// Required with a Mailer.
	Queue feedbackkit.Enqueuer
}

// Service renders emails from embedded templates, records each one in the
// outbox (its Store) and, when a Mailer is configured, delivers it with a
// River job committed in the caller's transaction.
// Make it with NewService: a zero Service panics when used.
type Service struct {
	store    Store
	deps     Deps
	cfg      Config
	renderer *renderer
}

// NewService returns a Service storing emails in store (NewBunStore for
// the notify_emails table) and delivering them through deps. It returns an
// error when deps has a Mailer without a Queue.
func NewService(store Store, deps Deps, cfg Config) (*Service, error) {
	if store == nil {
		return nil, errors.New("notify: NewService needs a Store")
	}
	if deps.Mailer != nil && deps.Queue == nil {
		return nil, errors.New("notify: NewService needs Deps.Queue to deliver through a Mailer")
	}
	if cfg.From == "" {
		cfg.From = DefaultFrom
		if m, ok := deps.Mailer.(interface{ From() string }); ok && m.From() != "" {
			cfg.From = m.From()
		}
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.NewID == nil {
		cfg.NewID = func() string { return uuid.Must(uuid.NewV7()).String() }
	}
	if cfg.RetryDelay == nil {
		cfg.RetryDelay = DefaultRetryDelay
	}
	if cfg.DeliveryAttempts <= 0 {
		cfg.DeliveryAttempts = DefaultDeliveryAttempts
	}
	sub, err := fs.Sub(templateFiles, "templates")
	if err != nil {
		return nil, err
	}
	r, err := newRenderer(sub)
	if err != nil {
		return nil, fmt.Errorf("notify: the embedded templates: %w", err)
	}
	return &Service{store: store, deps: deps, cfg: cfg, renderer: r}, nil
}

// now is the time of the clock in UTC, at the databases' precision
// (microseconds), so that what a write returns equals what a read returns.
func (s *Service) now() time.Time { return s.cfg.Now().UTC().Truncate(time.Microsecond) }

// AddWorkers registers the delivery worker (job kind "notify.deliver_email")
// and the workers of notify.prune and notify.settle (see Prune and Settle)
// in workers. Call it before the jobs client starts. It registers the worker
// even without a Mailer, so that jobs queued while one was configured are not
// orphaned: they wait, retrying, until a Mailer is configured again.
func (s *Service) AddWorkers(workers *river.Workers) {
	river.AddWorker(workers, &deliverWorker{s: s})
	jobs.AddPurge[PruneArgs](workers, s.Prune)
	jobs.AddPurge[SettleArgs](workers, s.Settle)
}

// Send renders template name with data, stores the resulting email and, when
// a Mailer is configured, queues its delivery, all in one transaction: the
// caller's, when ctx carries one (then if it rolls back, nothing is stored
// nor sent). The recipient is stored as its bare address, its ASCII
// letters lower-cased ("Ada <Ada@example.com>" becomes "ada@example.com").
// Send returns VALIDATION_FAILED when to is not an email address, and an internal error
// for an unknown template name, data that does not fit the template, or a
// database failure.
func (s *Service) Send(ctx context.Context, to, name string, data any) (*Email, error) {
	return s.SendWithHeaders(ctx, to, name, data, nil)
}

// SendWithHeaders is Send for an email with extra header fields (for
// example List-Unsubscribe), which the Mailer sends with it.
func (s *Service) SendWithHeaders(ctx context.Context, to, name string, data any, headers map[string]string) (*Email, error) {
	addr, err := mail.ParseAddress(to)
	if err != nil {
		return nil, feedbackkit.Invalid("to", "must be an email address")
	}
	msg, err := s.renderer.render(name, data)
	if err != nil {
		return nil, err
	}
	e := &Email{
		ID:        s.cfg.NewID(),
		From:      s.cfg.From,
		To:        mailaddr.Fold(addr.Address),
		Subject:   msg.Subject,
		Text:      msg.Text,
		HTML:      msg.HTML,
		Template:  name,
		Headers:   headers,
		Status:    StatusOutbox,
		CreatedAt: s.now(),
	}
	if s.deps.Mailer != nil {
		e.Status = StatusPending
	}
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.InsertEmail(ctx, e); err != nil {
			return fmt.Errorf("notify: store email: %w", err)
		}
		if err := s.linkItems(ctx, e.ID, data); err != nil {
			return err
		}
		if s.deps.Mailer == nil {
			database.AfterCommit(ctx, func(ctx context.Context) {
				s.cfg.Logger.InfoContext(ctx, "email kept in outbox (no SMTP configured)",
					"id", e.ID, "to", e.To, "subject", e.Subject, "template", name)
				s.cfg.Logger.DebugContext(ctx, "email body", "id", e.ID, "text", e.Text)
			})
			return nil
		}
		if err := s.deps.Queue.Enqueue(ctx, DeliverEmailArgs{EmailID: e.ID}, &river.InsertOpts{MaxAttempts: s.cfg.DeliveryAttempts}); err != nil {
			return fmt.Errorf("notify: queue email delivery: %w", err)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return e, nil
}

// linkItems links the email emailID to the feedback items whose text
// data (an ItemCarrier) shows.
func (s *Service) linkItems(ctx context.Context, emailID string, data any) error {
	c, ok := data.(ItemCarrier)
	if !ok {
		return nil
	}
	ids := slices.DeleteFunc(c.CarriedItems(), func(id string) bool { return id == "" })
	if len(ids) == 0 {
		return nil
	}
	if err := s.store.LinkItems(ctx, emailID, ids); err != nil {
		return fmt.Errorf("notify: link email to its items: %w", err)
	}
	return nil
}

// Outbox lists stored emails newest first, optionally only those to one
// address (its ASCII letters compared case-insensitively), at most filter.Limit of them (100
// when 0). It returns only internal errors.
func (s *Service) Outbox(ctx context.Context, filter OutboxFilter) ([]*Email, error) {
	emails, err := s.store.FindEmails(ctx, filter)
	if err != nil {
		return nil, fmt.Errorf("notify: list outbox: %w", err)
	}
	return emails, nil
}

// FindEmailByID returns the stored email with the given id, or NOT_FOUND.
func (s *Service) FindEmailByID(ctx context.Context, id string) (*Email, error) {
	return s.store.FindEmailByID(ctx, id)
}

// Discarded is the LastError of an email whose delivery was discarded
// before it was made (see Discard).
const Discarded = "discarded before delivery"

// Discard records that the email id will not be delivered, its job being
// cancelled in the transaction ctx carries (see app.App.DiscardDeliveries):
// it becomes StatusFailed, with LastError Discarded and its attempts
// unchanged. An email sent already, or deleted, is left as it is.
func (s *Service) Discard(ctx context.Context, id string) error {
	if err := s.store.Discard(ctx, id, Discarded); err != nil {
		return fmt.Errorf("notify: discard email %s: %w", id, err)
	}
	return nil
}

// DeliverEmailArgs is the River job that delivers one stored email. It
// carries the email's id only; the worker reads the rest from the outbox.
type DeliverEmailArgs struct {
	EmailID string `json:"email_id"`
}

// Kind implements river.JobArgs.
func (DeliverEmailArgs) Kind() string { return "notify.deliver_email" }

// InsertOpts implements river.JobArgsWithInsertOpts: deliveries have a
// queue of their own, so that a mail server that hangs delays no other
// work.
func (DeliverEmailArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{Queue: jobs.QueueEmails}
}

var (
	_ river.JobArgsWithInsertOpts    = DeliverEmailArgs{}
	_ river.Worker[DeliverEmailArgs] = (*deliverWorker)(nil)
)

// maxErrorLen bounds the error text kept in last_error.
const maxErrorLen = 1000

// deliverWorker sends the email of a DeliverEmailArgs job through the
// Service's Mailer and records the outcome.
type deliverWorker struct {
	river.WorkerDefaults[DeliverEmailArgs]
	s *Service
}

// NextRetry implements river.Worker: the Service's Config.RetryDelay after
// the attempt that failed, whatever the job client's retry policy.
func (w *deliverWorker) NextRetry(job *river.Job[DeliverEmailArgs]) time.Time {
	return time.Now().Add(w.s.cfg.RetryDelay(job.Attempt))
}

// Work delivers the email unless it was already sent (a retry after a crash
// between sending and recording, or a duplicate job). A failure is recorded
// on the email and returned, so that River retries with backoff, unless
// it is the last attempt or the Mailer says the email is undeliverable
// (ErrUndeliverable): the email is then StatusFailed and the job
// cancelled. An attempt cancelled by the stop of the job client is not
// counted, nor recorded on the email: the job is snoozed, to be worked
// again after the restart. One interrupted by the cancellation of its job
// is not recorded on the email either (whoever cancelled it did).
func (w *deliverWorker) Work(ctx context.Context, job *river.Job[DeliverEmailArgs]) error {
	s := w.s
	e, err := s.store.FindEmailByID(ctx, job.Args.EmailID)
	if err != nil {
		if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
			// The row is committed with the job, so it was deleted since:
			// there is nothing left to deliver.
			return river.JobCancel(fmt.Errorf("notify: email %s no longer exists", job.Args.EmailID))
		}
		return err
	}
	if e.Status == StatusSent {
		return nil
	}
	if s.deps.Mailer == nil {
		return errors.New("notify: no mailer configured; the email stays queued")
	}
	sendErr := s.deps.Mailer.Send(ctx, e)
	// Record the outcome even when ctx ended with the attempt: once the
	// server accepted the email, forgetting so would send it twice.
	rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	if sendErr != nil {
		undeliverable := errors.Is(sendErr, ErrUndeliverable)
		// An attempt cut short by the stop or by the job's cancellation
		// (jobs.Cancel records the email's fate in the transaction that
		// cancels it) is not the email's fault: it is not recorded on
		// the email.
		if !undeliverable {
			if err := jobs.Interrupted(ctx, s.cfg.Logger, "email delivery", sendErr,
				"id", e.ID, "to", e.To, "attempt", job.Attempt); err != nil {
				return err
			}
		}
		msg := sendErr.Error()
		if len(msg) > maxErrorLen {
			msg = msg[:maxErrorLen]
		}
		final := undeliverable || job.Attempt >= job.MaxAttempts
		if err := s.store.MarkFailed(rctx, e.ID, msg, final); err != nil {
			s.cfg.Logger.ErrorContext(ctx, "notify: record failed delivery", "id", e.ID, "error", err)
		}
		switch {
		case undeliverable:
			s.cfg.Logger.WarnContext(ctx, "email undeliverable, not retried",
				"id", e.ID, "to", e.To, "attempt", job.Attempt, "error", sendErr)
		case final:
			s.cfg.Logger.ErrorContext(ctx, "email delivery failed, giving up",
				"id", e.ID, "to", e.To, "attempt", job.Attempt, "error", sendErr)
		}
		if final {
			return river.JobCancel(fmt.Errorf("notify: deliver email %s: %w", e.ID, sendErr))
		}
		s.cfg.Logger.WarnContext(ctx, "email delivery failed, will retry",
			"id", e.ID, "to", e.To, "attempt", job.Attempt, "error", sendErr)
		return jobs.Logged(fmt.Errorf("notify: deliver email %s: %w", e.ID, sendErr))
	}
	if err := s.store.MarkSent(rctx, e.ID, s.now(), delivered(e)); err != nil {
		return fmt.Errorf("notify: record delivery of email %s: %w", e.ID, err)
	}
	s.cfg.Logger.InfoContext(ctx, "email sent", "id", e.ID, "to", e.To, "subject", e.Subject)
	return nil
}
