package feedback

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/riverqueue/river"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
)

// AnalyzeArgs is the River job that analyses one item with the Analyzer
// of Config. It is committed with the item when the inline analysis
// failed or timed out.
type AnalyzeArgs struct {
	OrgID  string `json:"org_id"`
	ItemID string `json:"item_id"`
	// Quiet stores the verdict without the follow-up of a serious concern
	// (no feedback.serious_concern job, no EventConcernFlagged): set on the
	// analyses of a restored copy, whose concerns must not notify anyone
	// (see app.App.DiscardDeliveries).
	Quiet bool `json:"quiet,omitempty"`
}

// Kind implements river.JobArgs.
func (AnalyzeArgs) Kind() string { return "feedback.analyze" }

// InsertOpts implements river.JobArgsWithInsertOpts: an analysis is retried
// for a long time (25 attempts with River's backoff span about three
// weeks), as a remote provider may be down for a while. Analyses have a
// queue of their own, so that a provider that hangs delays no other work.
func (AnalyzeArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{MaxAttempts: 25, Queue: jobs.QueueAnalysis}
}

// SeriousConcernArgs is the River job of the work that follows an item
// becoming a serious concern: it logs the concern and runs the
// ConcernHandlers of Config. It is committed with the change that made the
// item a concern.
type SeriousConcernArgs struct {
	OrgID  string `json:"org_id"`
	ItemID string `json:"item_id"`
}

// Kind implements river.JobArgs.
func (SeriousConcernArgs) Kind() string { return "feedback.serious_concern" }

// InsertOpts implements river.JobArgsWithInsertOpts.
func (SeriousConcernArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{MaxAttempts: 25}
}

var (
	_ river.JobArgsWithInsertOpts      = AnalyzeArgs{}
	_ river.JobArgsWithInsertOpts      = SeriousConcernArgs{}
	_ river.Worker[AnalyzeArgs]        = (*analyzeWorker)(nil)
	_ river.Worker[SeriousConcernArgs] = (*concernWorker)(nil)
)

// jobItem loads the item a job is about. An item deleted since gives an
// error that cancels the job instead of retrying it.
func (s *Service) jobItem(ctx context.Context, orgID, itemID string) (*Item, error) {
	it, err := s.store.FindItem(ctx, orgID, itemID)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return nil, river.JobCancel(fmt.Errorf("feedback: item %s no longer exists", itemID))
	}
	return it, err
}

// analyzeWorker works AnalyzeArgs jobs.
type analyzeWorker struct {
	river.WorkerDefaults[AnalyzeArgs]
	s *Service
}

// Work analyses the item and stores the verdict. An analyser failure is
// returned, so that River retries with backoff; an item deleted since is
// cancelled, and one analysed already is left alone. When the analysis
// makes the item a serious concern, the feedback.serious_concern job is
// committed with it and, after the commit, the Subscribers are told of
// EventConcernFlagged, unless the job is Quiet.
func (w *analyzeWorker) Work(ctx context.Context, job *river.Job[AnalyzeArgs]) error {
	s := w.s
	it, err := s.jobItem(ctx, job.Args.OrgID, job.Args.ItemID)
	if err != nil {
		return err
	}
	if !it.AnalysisPending {
		return nil
	}
	res, err := analysis.AnalyzeWithin(ctx, s.cfg.Analyzer, it.Text, s.cfg.AnalyzeTimeout)
	if err != nil {
		s.cfg.Logger.WarnContext(ctx, "feedback: analysis failed; it will be retried",
			"item_id", it.ID, "attempt", job.Attempt, "error", err)
		return err
	}
	var flagged *Item // the item, when it became a serious concern
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		cur, err := s.store.FindItemForUpdate(ctx, it.OrgID, it.ID)
		if err != nil || !cur.AnalysisPending {
			return err
		}
		wasConcern := cur.Concern.IsSerious
		mergeResult(cur, res, s.now())
		if err := s.store.UpdateAnalysis(ctx, cur); err != nil {
			return err
		}
		if cur.Concern.IsSerious && !wasConcern && !job.Args.Quiet {
			flagged = cur
			return s.queueConcern(ctx, cur)
		}
		return nil
	})
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return river.JobCancel(fmt.Errorf("feedback: item %s no longer exists", job.Args.ItemID))
	}
	if err != nil {
		return err
	}
	if flagged != nil {
		s.publish(ctx, Event{Kind: EventConcernFlagged, Item: flagged})
	}
	return nil
}

// queueConcern queues the feedback.serious_concern job of it, in the
// transaction ctx carries.
func (s *Service) queueConcern(ctx context.Context, it *Item) error {
	if err := s.deps.Queue.Enqueue(ctx, SeriousConcernArgs{OrgID: it.OrgID, ItemID: it.ID}, nil); err != nil {
		return fmt.Errorf("feedback: queue serious concern: %w", err)
	}
	return nil
}

// mergeResult applies a later analysis to an item analysed before (or not
// at all). The sentiment fields are replaced. The serious-concern and
// moderation verdicts only ever grow: an item once flagged stays flagged
// (with the union of categories or reasons) until a person resolves it, as
// a person may be acting on it and follow-up work has been queued.
func mergeResult(it *Item, res *analysis.Result, now time.Time) {
	it.AISentiment = res.Sentiment
	it.Confidence = res.Confidence
	it.Model = res.Model
	it.Language = res.Language
	it.Reasoning = res.Reasoning
	if it.RespondentSentiment != "" {
		it.Sentiment = it.RespondentSentiment
	} else {
		it.Sentiment = res.Sentiment
	}
	if res.Concern.IsSerious {
		it.Concern.IsSerious = true
		it.Concern.Reason = res.Concern.Reason
		it.Concern.Categories = union(it.Concern.Categories, res.Concern.Categories)
		it.Concern.Confidence = max(it.Concern.Confidence, res.Concern.Confidence)
	}
	if res.Moderation.Flagged {
		it.Moderation.Flagged = true
		it.Moderation.Reasons = union(it.Moderation.Reasons, res.Moderation.Reasons)
	}
	it.AnalysisPending = false
	it.AnalyzedAt = &now
}

// union returns a followed by the elements of b it lacks.
func union(a, b []string) []string {
	out := append([]string{}, a...)
	for _, v := range b {
		if !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	return out
}

// concernWorker works SeriousConcernArgs jobs.
type concernWorker struct {
	river.WorkerDefaults[SeriousConcernArgs]
	s *Service
}

// Work logs the serious concern (at warning level, with its organization,
// room and categories, not its text) and runs the ConcernHandlers. An item
// deleted since is cancelled; a failing handler is returned for a retry.
func (w *concernWorker) Work(ctx context.Context, job *river.Job[SeriousConcernArgs]) error {
	s := w.s
	it, err := s.jobItem(ctx, job.Args.OrgID, job.Args.ItemID)
	if err != nil {
		return err
	}
	if job.Attempt == 1 {
		s.cfg.Logger.WarnContext(ctx, "feedback: serious concern",
			"organization_id", it.OrgID, "room_id", it.RoomID, "item_id", it.ID,
			"categories", it.Concern.Categories, "reason", it.Concern.Reason)
	}
	var errs []error
	for _, h := range s.cfg.ConcernHandlers {
		if err := h.HandleSeriousConcern(ctx, it); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// CompactCountsArgs is the River job that folds the counts of the items of
// past days (see Service.CompactCounts). AddPeriodicJobs schedules it.
type CompactCountsArgs struct{}

// Kind implements river.JobArgs.
func (CompactCountsArgs) Kind() string { return "feedback.compact_counts" }

// CompactInterval is how often the feedback.compact_counts job runs: a
// day's counts are folded within an hour after it ends.
const CompactInterval = time.Hour

// CompactCounts folds what the Store keeps to count the items of the days
// before today (UTC) into fewer rows, so that totals and trends read
// fewer; no count changes. The BunStore on PostgreSQL needs it (see
// BunStore.CompactCounts). AddPeriodicJobs runs it every CompactInterval;
// a program without the job client calls it on its own schedule.
func (s *Service) CompactCounts(ctx context.Context) error {
	return s.store.CompactCounts(ctx, s.now())
}

// AddPeriodicJobs adds the periodic jobs of the Service to periodic (the
// job client's PeriodicJobs): feedback.compact_counts, when the client
// starts and every CompactInterval. Its worker is registered by
// AddWorkers.
func (s *Service) AddPeriodicJobs(periodic *river.PeriodicJobBundle) {
	jobs.Every(periodic, CompactInterval, CompactCountsArgs{})
}
