package integrations

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/riverqueue/river"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/feedback"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
)

// TicketStatus is where a ticket stands.
type TicketStatus string

// The ticket states.
const (
	TicketPending TicketStatus = "pending" // recorded; the job is creating it (with retries)
	TicketCreated TicketStatus = "created" // the issue exists in the tracker
	TicketSkipped TicketStatus = "skipped" // the integration was disabled before it was created, or its job was discarded
)

// Ticket is the tracker issue of one serious concern. Its fields are those
// of the integrations_tickets table, in order.
type Ticket struct {
	ID            string
	OrgID         string
	IntegrationID string
	ItemID        string
	RoomID        string
	// IdempotencyKey names the ticket in the tracker (the label
	// feedbackkit-KEY on the issue), so that a retry finds the issue an
	// earlier attempt created instead of creating another.
	IdempotencyKey string
	ProjectKey     string
	EpicKey        string
	IssueType      string
	Summary        string
	Description    string
	Status         TicketStatus
	// Key and URL are the issue's key (OPS-12) and browser link, "" until
	// created.
	Key string
	URL string
	// Attempts counts the job's attempts that created the issue, failed
	// or skipped the ticket, not the searches again while the issue of a
	// create may not show yet (see TrackerSearchLag); Errors the failed
	// ones.
	Attempts  int
	Errors    int
	LastError string // the latest failure, "" after a success
	CreatedAt time.Time
	UpdatedAt time.Time
	// IssuedAt is when the issue was created, nil until then.
	IssuedAt *time.Time
	// CreateSentAt is when the job last sent the tracker the create of
	// the issue, recorded before the request; nil before the first and
	// after one that the tracker refused (see TrackerSearchLag).
	CreateSentAt *time.Time
}

// label is the tracker label that holds t's idempotency key.
func (t *Ticket) label() string { return "feedbackkit-" + t.IdempotencyKey }

// CreateTicketArgs is the River job that creates a ticket's issue in the
// tracker. It is committed with the ticket.
type CreateTicketArgs struct {
	OrgID    string `json:"org_id"`
	TicketID string `json:"ticket_id"`
}

// Kind implements river.JobArgs.
func (CreateTicketArgs) Kind() string { return "integrations.create_ticket" }

// InsertOpts implements river.JobArgsWithInsertOpts: a tracker may be down
// or refuse for a long time, and a ticket is never given up (see
// ticketWorker). Tickets have a queue of their own, so that a tracker
// that hangs delays no other work.
func (CreateTicketArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{MaxAttempts: ticketAttempts, Queue: jobs.QueueTracker}
}

// MaxTicketRetryDelay bounds the wait of a ticket between two attempts,
// so that tickets follow soon after a tracker's outage ends, however long
// it lasted. A ticket created also has the waiting tickets of its
// organization tried at once.
const MaxTicketRetryDelay = 5 * time.Minute

// TrackerSearchLag is how long the tracker's search may take to show an
// issue just created. Jira Cloud's JQL search is not consistent with its
// writes: Atlassian documents delays "from a few seconds to minutes",
// most changes showing within seconds. Its remedy, the search's
// reconcileIssues, needs the ids of the issues to show, which a create
// whose answer was lost did not give, and no consistent read finds an
// issue by its label. So when a create may have made its issue (it was
// sent, and no answer said it was refused) and the search by the ticket's
// label finds none, the job searches again, following the retry policy,
// and sends the create again only once TrackerSearchLag has passed since
// it sent the last one.
const TrackerSearchLag = 10 * time.Minute

// ticketAttempts is the MaxAttempts of a ticket's job. Past ticketAttempts-2
// failures, an attempt that fails (the tracker or the database) snoozes the
// job for MaxTicketRetryDelay instead, which River does not count, and its
// list of errors stops growing. Only attempts that end without returning,
// two in a row at attempt ticketAttempts-1 and then ticketAttempts (their
// process dies, and River's rescuer counts a job left running as failed,
// or they panic), discard the job, leaving its ticket pending.
const ticketAttempts = 25

var (
	_ river.JobArgsWithInsertOpts    = CreateTicketArgs{}
	_ river.Worker[CreateTicketArgs] = (*ticketWorker)(nil)
	_ feedback.ConcernHandler        = (*Service)(nil)
	_ feedback.ItemCopier            = (*Service)(nil)
)

// ticketPlan is where the ticket of a room's concern goes, if anywhere.
type ticketPlan struct {
	create     bool
	projectKey string
	epicKey    string
}

// creates reports whether the plan makes a ticket: creation is on and a
// project is set.
func (p ticketPlan) creates() bool { return p.create && p.projectKey != "" }

// RoomDecides reports whether a room's settings rs decide whether its
// concerns get tickets (they name a project or turn ticket creation on),
// rather than the organization's automatic creation (AutoCreate).
func RoomDecides(rs RoomSettings) bool { return rs.ProjectKey != "" || rs.CreateTickets }

// TicketProject returns the project that the tickets of a room with
// settings rs go to under the configuration cfg: the room's own, else the
// organization's ("" for none yet).
func TicketProject(cfg TrackerSettings, rs RoomSettings) string {
	if rs.ProjectKey != "" {
		return rs.ProjectKey
	}
	return cfg.ProjectKey
}

// planFor decides the ticket of a concern in a room with settings rs: a
// room whose settings name a project or turn ticket creation on decides
// (in its project, else the organization's); any other room follows the
// organization's autoCreate and project. The room's epic applies either
// way.
func planFor(cfg TrackerSettings, rs RoomSettings) ticketPlan {
	plan := ticketPlan{create: cfg.AutoCreate, projectKey: TicketProject(cfg, rs), epicKey: rs.EpicKey}
	if RoomDecides(rs) {
		plan.create = rs.CreateTickets
	}
	return plan
}

// HandleSeriousConcern implements feedback.ConcernHandler: when the
// organization's tracker integration is enabled and entitled and ticket
// creation is on for the item's room, it records the item's ticket and
// queues the job that creates it, in one transaction, which reads the
// item's text with the lock of UseItemLock: a deletion of the item either
// came first, and no ticket is recorded, or waits and deletes the ticket
// with the item (see ForgetItems). An item that has a ticket already gets
// no other, so that the concern job may run again.
func (s *Service) HandleSeriousConcern(ctx context.Context, it *feedback.Item) error {
	in, err := s.store.FindIntegrationByType(ctx, it.OrgID, TypeTracker)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return nil
	}
	if err != nil {
		return err
	}
	if !in.Enabled {
		return nil
	}
	if err := s.deps.Orgs.RequireIntegrations(ctx, it.OrgID); err != nil {
		if feedbackkit.ErrorCode(err) == feedbackkit.CodeEntitlementRequired {
			return nil
		}
		return err
	}
	rs, err := s.deps.Rooms.RoomTracker(ctx, it.OrgID, it.RoomID)
	if err != nil && feedbackkit.ErrorCode(err) != feedbackkit.CodeNotFound {
		return err
	}
	plan := planFor(in.Config, rs)
	if !plan.creates() {
		return nil
	}
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		cur, err := s.lockItem.Item(ctx, it.OrgID, it.ID)
		if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
			return nil // deleted since: nothing to copy
		}
		if err != nil {
			return err
		}
		now := s.now()
		t := &Ticket{ID: newID(), OrgID: cur.OrgID, IntegrationID: in.ID, ItemID: cur.ID, RoomID: cur.RoomID,
			IdempotencyKey: newID(), ProjectKey: plan.projectKey, EpicKey: plan.epicKey, IssueType: in.Config.IssueType,
			Summary: summaryOf(cur), Description: descriptionOf(cur), Status: TicketPending, CreatedAt: now, UpdatedAt: now}
		if err := s.store.CreateTicket(ctx, t); err != nil {
			return err
		}
		return s.deps.Queue.Enqueue(ctx, CreateTicketArgs{OrgID: t.OrgID, TicketID: t.ID}, nil)
	})
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeAlreadyExists {
		return nil // the item has its ticket
	}
	return err
}

// UseItemLock implements feedback.ItemCopier: HandleSeriousConcern reads
// the item a ticket copies with lock. The app package has
// feedback.Service.LendItemLock call it while wiring; without it no
// ticket is recorded (the concern job fails and is retried).
func (s *Service) UseItemLock(lock feedback.ItemLock) { s.lockItem = lock }

// maxSummary bounds a ticket's summary (Jira takes 255 characters).
const maxSummary = 200

// summaryOf is the summary of it's ticket: the room and the start of the
// text.
func summaryOf(it *feedback.Item) string {
	text := strings.Join(strings.Fields(it.Text), " ")
	if text == "" {
		text = "(no text)"
	}
	summary := "Serious concern in " + it.EventType + ": " + text
	if r := []rune(summary); len(r) > maxSummary {
		summary = string(r[:maxSummary-1]) + "…"
	}
	return summary
}

// descriptionOf is the description of it's ticket, one paragraph a line.
func descriptionOf(it *feedback.Item) string {
	lines := []string{
		it.Text,
		"Room: " + it.EventType,
		"Categories: " + strings.Join(it.Concern.Categories, ", "),
		"Why it was flagged: " + it.Concern.Reason,
		"Submitted: " + it.CreatedAt.UTC().Format(time.RFC3339),
		"Feedback item: " + it.ID,
	}
	return strings.Join(lines, "\n")
}

// ticketWorker works CreateTicketArgs jobs.
type ticketWorker struct {
	river.WorkerDefaults[CreateTicketArgs]
	s *Service
}

// NextRetry implements river.Worker: the retry policy of the job client,
// waiting MaxTicketRetryDelay at most.
func (w *ticketWorker) NextRetry(job *river.Job[CreateTicketArgs]) time.Time {
	next, limit := w.s.cfg.RetryPolicy.NextRetry(job.JobRow), time.Now().Add(MaxTicketRetryDelay)
	if next.After(limit) {
		return limit
	}
	return next
}

// Work creates the ticket's issue, unless the tracker has it already (an
// earlier attempt created it): it records the issue's key and link, and
// has the other tickets of the organization that wait for a retry tried
// now; or it records the failure and returns it, so that River retries
// (see NextRetry and ticketAttempts); or, while the issue of an earlier
// create may not show in the tracker's search yet (see TrackerSearchLag),
// it snoozes to search again. A ticket or integration deleted
// since (the ticket goes with its feedback item) cancels the job without
// calling the tracker; a disabled integration skips the ticket.
//
// From attempt ticketAttempts-1 on, a failure of any kind (the tracker's,
// or the database's) snoozes the job for MaxTicketRetryDelay instead.
func (w *ticketWorker) Work(ctx context.Context, job *river.Job[CreateTicketArgs]) error {
	err := w.work(ctx, job)
	var cancel *river.JobCancelError
	var snooze *river.JobSnoozeError
	if err == nil || job.Attempt < job.MaxAttempts-1 || errors.As(err, &cancel) || errors.As(err, &snooze) {
		return err
	}
	w.s.cfg.Logger.WarnContext(ctx, "integrations: a ticket's job failed at its last attempts; it snoozes instead of failing",
		"organization_id", job.Args.OrgID, "ticket_id", job.Args.TicketID, "attempt", job.Attempt, "error", err)
	return river.JobSnooze(MaxTicketRetryDelay)
}

// work is Work but for the snooze of the last attempts.
func (w *ticketWorker) work(ctx context.Context, job *river.Job[CreateTicketArgs]) error {
	s := w.s
	t, err := s.store.FindTicket(ctx, job.Args.OrgID, job.Args.TicketID)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return river.JobCancel(fmt.Errorf("integrations: ticket %s no longer exists", job.Args.TicketID))
	}
	if err != nil {
		return err
	}
	if t.Status != TicketPending {
		return nil
	}
	in, err := s.store.FindIntegration(ctx, t.OrgID, t.IntegrationID)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return river.JobCancel(fmt.Errorf("integrations: integration %s no longer exists", t.IntegrationID))
	}
	if err != nil {
		return err
	}
	t.UpdatedAt = s.now()
	if !in.Enabled {
		t.Attempts++
		t.Status, t.LastError = TicketSkipped, "the integration was disabled before the ticket was created"
		return s.store.UpdateTicket(ctx, t)
	}
	ref, err := s.issue(ctx, in, t)
	if errors.Is(err, errTicketGone) {
		return river.JobCancel(fmt.Errorf("integrations: ticket %s no longer exists", t.ID))
	}
	var lag *searchLagError
	if errors.As(err, &lag) {
		if err := s.store.UpdateTicket(ctx, t); err != nil {
			return err
		}
		return river.JobSnooze(min(max(time.Until(w.NextRetry(job)), 0), lag.wait))
	}
	t.Attempts++
	if err != nil {
		t.Errors++
		t.LastError = diagnosis(err)
		s.cfg.Logger.WarnContext(ctx, "integrations: creating a ticket failed; it will be retried",
			"organization_id", t.OrgID, "ticket_id", t.ID, "item_id", t.ItemID, "attempt", job.Attempt, "error", t.LastError)
		if uerr := s.store.UpdateTicket(ctx, t); uerr != nil {
			return errors.Join(err, uerr)
		}
		return err
	}
	now := s.now()
	t.Status, t.Key, t.URL, t.LastError, t.IssuedAt = TicketCreated, ref.Key, issueURL(in, ref.Key), "", &now
	err = s.store.UpdateTicket(ctx, t)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		// The item was deleted while its issue was being created.
		s.cfg.Logger.WarnContext(ctx, "integrations: the feedback item was deleted while its ticket was being created; the issue stays in the tracker",
			"organization_id", t.OrgID, "ticket_id", t.ID, "issue", ref.Key)
		return nil
	}
	if err != nil {
		return err
	}
	s.retryWaitingTickets(ctx, t.OrgID)
	return nil
}

// Discarded is the LastError of a ticket whose job was discarded before
// it created the issue (see Discard).
const Discarded = "discarded before the ticket was created"

// Discard records that the ticket id of the organization orgID will not
// be created, its job being cancelled in the transaction ctx carries (see
// app.App.DiscardDeliveries): a pending ticket becomes TicketSkipped, with
// LastError Discarded. A ticket created or skipped already, or deleted,
// is left as it is.
func (s *Service) Discard(ctx context.Context, orgID, id string) error {
	t, err := s.store.FindTicket(ctx, orgID, id)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return nil
	}
	if err != nil {
		return fmt.Errorf("integrations: discard ticket %s: %w", id, err)
	}
	if t.Status != TicketPending {
		return nil
	}
	t.Status, t.LastError, t.UpdatedAt = TicketSkipped, Discarded, s.now()
	if err := s.store.UpdateTicket(ctx, t); err != nil {
		return fmt.Errorf("integrations: discard ticket %s: %w", id, err)
	}
	return nil
}

// retryWaitingTickets has the tickets of the organization orgID that wait
// for a retry tried now, when the queue can: the tracker answers again.
// A failure is logged, and the tickets wait for their retry.
func (s *Service) retryWaitingTickets(ctx context.Context, orgID string) {
	r, ok := s.deps.Queue.(Retrier)
	if !ok {
		return
	}
	n, err := r.RetryNow(ctx, CreateTicketArgs{}.Kind(), func(raw []byte) bool {
		var args CreateTicketArgs
		return json.Unmarshal(raw, &args) == nil && args.OrgID == orgID
	})
	if err != nil {
		s.cfg.Logger.WarnContext(ctx, "integrations: the tickets that wait for a retry could not be moved up", "organization_id", orgID, "error", err)
		return
	}
	if n > 0 {
		s.cfg.Logger.InfoContext(ctx, "integrations: the tracker answers again; tickets waiting for a retry are tried now", "organization_id", orgID, "tickets", n)
	}
}

// issue returns the tracker's issue of t, creating it unless a search by
// t's label finds it, or returns a *searchLagError while the issue of the
// create t last sent may not show in the search yet. Before it sends the
// create, it records in t's CreateSentAt that it does; a refusal clears
// it, and a failure to record it (no create sent) leaves it as it was.
// It returns errTicketGone when t was deleted (with its item) before the
// issue is to be created.
func (s *Service) issue(ctx context.Context, in *Integration, t *Ticket) (*issueRef, error) {
	token, err := s.accessToken(ctx, in)
	if err != nil {
		return nil, err
	}
	found, err := s.findIssueByLabel(ctx, in, token, t.label())
	if err != nil || found != nil {
		return found, err
	}
	now := s.now()
	if t.CreateSentAt != nil {
		if wait := t.CreateSentAt.Add(TrackerSearchLag).Sub(now); wait > 0 {
			return nil, &searchLagError{wait: wait}
		}
	}
	// Getting the token and the search may have waited long (for another
	// job's refresh of the token, for the database, for the tracker):
	// recording the create right before the tracker is given the text
	// finds the ticket still there, so that a deletion of its item
	// meanwhile keeps the text from the tracker (see ForgetItems, which
	// deletes a pending ticket rather than change its text).
	sent := t.CreateSentAt
	t.CreateSentAt = &now
	err = s.store.UpdateTicket(ctx, t)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return nil, errTicketGone
	} else if err != nil {
		t.CreateSentAt = sent // no create was sent: the job's record of its failure keeps the last one's
		return nil, err
	}
	ref, err := s.createIssue(ctx, in, token, t.label(), t)
	if refused(err) {
		t.CreateSentAt = nil // no issue was made: nothing to wait for
	}
	return ref, err
}

// refused reports whether err is the tracker's answer that it did not do
// the request (a status below 500); after any other failure, the request
// may have been done.
func refused(err error) bool {
	var te *trackerError
	return errors.As(err, &te) && te.status < 500
}

// searchLagError tells the ticket's job that the search may not show the
// issue of its last create yet: it searches again within wait, after
// which it may create the issue again (see TrackerSearchLag).
type searchLagError struct{ wait time.Duration }

func (e *searchLagError) Error() string {
	return fmt.Sprintf("integrations: the issue created last may not show in the tracker's search for %s yet", e.wait)
}

// errTicketGone tells the ticket's job that the ticket was deleted while
// it ran (see issue).
var errTicketGone = errors.New("integrations: the ticket was deleted")

// DeletedSummary is the Summary of a ticket whose issue was created in
// the tracker and whose feedback item was deleted since: the record of
// the issue (its key and link) stays, without the item's text.
const DeletedSummary = "(the feedback item was deleted)"

// ForgetItems deletes what the tickets of the items itemIDs of the
// organization orgID hold of their text, in the transaction ctx carries:
// a feedback.DeleteHook (the app adds it), run when the items are deleted
// or purged. A ticket not yet created in the tracker (pending or skipped)
// is deleted, so that its job finds nothing and ends without calling the
// tracker; a created one keeps its issue's key and link, its Summary
// becomes DeletedSummary and its Description "". The issue in the tracker
// is not touched: it is the organization's to delete there.
func (s *Service) ForgetItems(ctx context.Context, orgID string, itemIDs []string) error {
	_, err := s.store.ForgetItemTickets(ctx, orgID, itemIDs)
	return err
}

var _ feedback.DeleteHook = (*Service)(nil).ForgetItems

// ItemTickets returns the tickets of the items itemIDs of the caller's
// organization, by item id; items without one are left out. It returns
// INVALID_TOKEN without a principal.
func (s *Service) ItemTickets(ctx context.Context, itemIDs []string) (map[string]*Ticket, error) {
	p, err := identity.RequirePrincipal(ctx)
	if err != nil {
		return nil, err
	}
	list, err := s.store.FindItemTickets(ctx, p.OrgID, itemIDs)
	if err != nil {
		return nil, err
	}
	out := make(map[string]*Ticket, len(list))
	for _, t := range list {
		out[t.ItemID] = t
	}
	return out, nil
}
