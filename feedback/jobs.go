package feedback

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/riverqueue/river"
	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/internal/database"
)

// AnalyzeArgs is the River job that (re)analyses one item with the
// configured Analyzer. It is committed with the item when the analyser is
// remote or the inline analysis failed.
type AnalyzeArgs struct {
	OrgID  string `json:"org_id"`
	ItemID string `json:"item_id"`
}

// Kind implements river.JobArgs.
func (AnalyzeArgs) Kind() string { return "feedback.analyze" }

// InsertOpts implements river.JobArgsWithInsertOpts: an analysis is retried
// for a long time (25 attempts with River's backoff span about three
// weeks), as a remote analyser may be down for a while.
func (AnalyzeArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{MaxAttempts: 25}
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
	it, err := findItem(ctx, s.db, orgID, itemID)
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
// cancelled, and one analysed already is left alone.
func (w *analyzeWorker) Work(ctx context.Context, job *river.Job[AnalyzeArgs]) error {
	s := w.s
	it, err := s.jobItem(ctx, job.Args.OrgID, job.Args.ItemID)
	if err != nil {
		return err
	}
	if !it.AnalysisPending {
		return nil
	}
	actx, cancel := context.WithTimeout(ctx, s.cfg.AnalyzeTimeout)
	res, err := safeAnalyze(actx, s.analyzer, it.Text)
	cancel()
	if err != nil {
		s.log.WarnContext(ctx, "feedback: analysis failed; it will be retried",
			"item_id", it.ID, "attempt", job.Attempt, "error", err)
		return err
	}
	err = s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		q := tx.NewSelect().Model((*itemRow)(nil)).ColumnExpr(itemColumns).
			Where("f.organization_id = ?", it.OrgID).Where("f.id = ?", it.ID)
		if database.IsPostgres(tx) {
			q = q.For("UPDATE")
		}
		var row itemRow
		if err := q.Scan(ctx, &row); err != nil {
			return database.Translate(err, "feedback")
		}
		cur := row.item()
		if !cur.AnalysisPending {
			return nil
		}
		wasConcern := cur.Concern.IsSerious
		mergeResult(cur, res, s.now())
		if err := updateAnalysis(ctx, tx, cur); err != nil {
			return err
		}
		if cur.Concern.IsSerious && !wasConcern {
			if _, err := s.queue.InsertTx(ctx, tx.Tx, SeriousConcernArgs{OrgID: cur.OrgID, ItemID: cur.ID}, nil); err != nil {
				return fmt.Errorf("feedback: queue serious concern: %w", err)
			}
		}
		return nil
	})
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return river.JobCancel(fmt.Errorf("feedback: item %s no longer exists", job.Args.ItemID))
	}
	return err
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

// updateAnalysis stores the analysis fields of it.
func updateAnalysis(ctx context.Context, db bun.IDB, it *Item) error {
	row := rowFromItem(it)
	_, err := db.NewUpdate().Model(row).
		Column("sentiment", "ai_sentiment", "confidence", "model", "reasoning",
			"is_concern", "concern_reason", "concern_categories", "concern_confidence",
			"flagged", "flag_reasons", "analysis_pending", "analyzed_at").
		Where("organization_id = ?", it.OrgID).
		Where("id = ?", it.ID).
		Exec(ctx)
	return err
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
		s.log.WarnContext(ctx, "feedback: serious concern",
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
