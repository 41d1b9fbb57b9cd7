package feedback

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/internal/database"
)

// itemRow is the Bun model of the feedback_items table. On SQLite the table
// also has a seq INTEGER PRIMARY KEY, the stable rowid of its FTS5 index,
// which the model leaves to SQLite; on PostgreSQL it has the generated
// search_vector column.
type itemRow struct {
	bun.BaseModel `bun:"table:feedback_items,alias:f"`

	ID                  string             `bun:"id"`
	OrgID               string             `bun:"organization_id"`
	RoomID              string             `bun:"room_id"`
	EventType           string             `bun:"event_type"`
	InstructorID        string             `bun:"instructor_id"`
	Source              string             `bun:"source"`
	PageURL             string             `bun:"page_url"`
	Text                string             `bun:"feedback"`
	Tags                []string           `bun:"tags"`
	Sentiment           string             `bun:"sentiment"`
	RespondentSentiment *string            `bun:"respondent_sentiment"`
	AISentiment         *string            `bun:"ai_sentiment"`
	Confidence          float64            `bun:"confidence"`
	Model               string             `bun:"model"`
	Reasoning           analysis.Reasoning `bun:"reasoning"`
	IsConcern           bool               `bun:"is_concern"`
	ConcernReason       string             `bun:"concern_reason"`
	ConcernCategories   []string           `bun:"concern_categories"`
	ConcernConfidence   float64            `bun:"concern_confidence"`
	Resolved            bool               `bun:"resolved"`
	ResolvedAt          *time.Time         `bun:"resolved_at"`
	ResolvedBy          *string            `bun:"resolved_by"`
	Flagged             bool               `bun:"flagged"`
	FlagReasons         []string           `bun:"flag_reasons"`
	AnalysisPending     bool               `bun:"analysis_pending"`
	AnalyzedAt          *time.Time         `bun:"analyzed_at"`
	CreatedAt           time.Time          `bun:"created_at"`
}

// itemColumns are the columns of itemRow, qualified by the alias f, for
// queries that must not select the dialect-specific columns.
const itemColumns = "f.id, f.organization_id, f.room_id, f.event_type, f.instructor_id, f.source, f.page_url, " +
	"f.feedback, f.tags, f.sentiment, f.respondent_sentiment, f.ai_sentiment, f.confidence, f.model, f.reasoning, " +
	"f.is_concern, f.concern_reason, f.concern_categories, f.concern_confidence, f.resolved, f.resolved_at, " +
	"f.resolved_by, f.flagged, f.flag_reasons, f.analysis_pending, f.analyzed_at, f.created_at"

func rowFromItem(it *Item) *itemRow {
	r := &itemRow{
		ID:                it.ID,
		OrgID:             it.OrgID,
		RoomID:            it.RoomID,
		EventType:         it.EventType,
		InstructorID:      it.InstructorID,
		Source:            it.Source,
		PageURL:           it.PageURL,
		Text:              it.Text,
		Tags:              nonNil(it.Tags),
		Sentiment:         string(it.Sentiment),
		Confidence:        it.Confidence,
		Model:             it.Model,
		Reasoning:         it.Reasoning,
		IsConcern:         it.Concern.IsSerious,
		ConcernReason:     it.Concern.Reason,
		ConcernCategories: nonNil(it.Concern.Categories),
		ConcernConfidence: it.Concern.Confidence,
		Resolved:          it.Concern.Resolved,
		ResolvedAt:        utcPtr(it.Concern.ResolvedAt),
		Flagged:           it.Moderation.Flagged,
		FlagReasons:       nonNil(it.Moderation.Reasons),
		AnalysisPending:   it.AnalysisPending,
		AnalyzedAt:        utcPtr(it.AnalyzedAt),
		CreatedAt:         it.CreatedAt.UTC(),
	}
	if r.Reasoning.Signals == nil {
		r.Reasoning.Signals = []analysis.Signal{}
	}
	if it.RespondentSentiment != "" {
		s := string(it.RespondentSentiment)
		r.RespondentSentiment = &s
	}
	if it.AISentiment != "" {
		s := string(it.AISentiment)
		r.AISentiment = &s
	}
	if it.Concern.ResolvedBy != "" {
		r.ResolvedBy = &it.Concern.ResolvedBy
	}
	return r
}

func (r *itemRow) item() *Item {
	it := &Item{
		ID:           r.ID,
		OrgID:        r.OrgID,
		RoomID:       r.RoomID,
		EventType:    r.EventType,
		InstructorID: r.InstructorID,
		Source:       r.Source,
		PageURL:      r.PageURL,
		Text:         r.Text,
		Tags:         nonNil(r.Tags),
		Sentiment:    analysis.Sentiment(r.Sentiment),
		Confidence:   r.Confidence,
		Model:        r.Model,
		Reasoning:    r.Reasoning,
		Concern: Concern{
			IsSerious:  r.IsConcern,
			Reason:     r.ConcernReason,
			Categories: nonNil(r.ConcernCategories),
			Confidence: r.ConcernConfidence,
			Resolved:   r.Resolved,
			ResolvedAt: utcPtr(r.ResolvedAt),
		},
		Moderation:      analysis.Moderation{Flagged: r.Flagged, Reasons: nonNil(r.FlagReasons)},
		AnalysisPending: r.AnalysisPending,
		AnalyzedAt:      utcPtr(r.AnalyzedAt),
		CreatedAt:       r.CreatedAt.UTC(),
	}
	if it.Reasoning.Signals == nil {
		it.Reasoning.Signals = []analysis.Signal{}
	}
	if r.RespondentSentiment != nil {
		it.RespondentSentiment = analysis.Sentiment(*r.RespondentSentiment)
	}
	if r.AISentiment != nil {
		it.AISentiment = analysis.Sentiment(*r.AISentiment)
	}
	if r.ResolvedBy != nil {
		it.Concern.ResolvedBy = *r.ResolvedBy
	}
	return it
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func utcPtr(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}

// insertItem stores it.
func insertItem(ctx context.Context, db bun.IDB, it *Item) error {
	_, err := db.NewInsert().Model(rowFromItem(it)).Exec(ctx)
	return err
}

// findItem loads the item id of the organization orgID, or NOT_FOUND.
func findItem(ctx context.Context, db bun.IDB, orgID, id string) (*Item, error) {
	var row itemRow
	err := db.NewSelect().Model(&row).ColumnExpr(itemColumns).
		Where("f.organization_id = ?", orgID).
		Where("f.id = ?", id).
		Scan(ctx)
	if err != nil {
		return nil, database.Translate(err, "feedback")
	}
	return row.item(), nil
}
