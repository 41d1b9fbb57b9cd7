package feedback

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/database"
)

// importBatch is the number of rows of one multi-row INSERT on SQLite.
const importBatch = 500

// ImportItems stores items as they are, in bulk: PostgreSQL receives them
// through COPY, SQLite through multi-row INSERTs, all in one transaction.
// It is meant for programs that seed or migrate data (feedbackd seed): it
// checks no principal, queues no job, and trusts the items' room, analysis
// and times. An item without an ID gets a new one; one without a Source is
// a room submission. It returns VALIDATION_FAILED for an item without an
// organization, room, room name or valid sentiment, or with an overlong
// text, and stores nothing then.
func (s *Service) ImportItems(ctx context.Context, items []*Item) error {
	rows := make([]*itemRow, len(items))
	for i, it := range items {
		if it.OrgID == "" || it.RoomID == "" || it.EventType == "" {
			return invalidImport(i, "needs an organization, a room and its name")
		}
		if !it.Sentiment.Valid() || (it.AISentiment != "" && !it.AISentiment.Valid()) ||
			(it.RespondentSentiment != "" && !it.RespondentSentiment.Valid()) {
			return invalidImport(i, "has an invalid sentiment")
		}
		if err := checkString("feedback", it.Text, MaxTextLength); err != nil {
			return invalidImport(i, err.Error())
		}
		if it.ID == "" {
			it.ID = s.cfg.NewID()
		}
		if it.Source == "" {
			it.Source = SourceRoom
		}
		if it.CreatedAt.IsZero() {
			it.CreatedAt = s.now()
		}
		rows[i] = rowFromItem(it)
	}
	if len(rows) == 0 {
		return nil
	}
	if database.IsPostgres(s.db) {
		return copyItems(ctx, s.db, rows)
	}
	return s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		for start := 0; start < len(rows); start += importBatch {
			batch := rows[start:min(start+importBatch, len(rows))]
			if _, err := tx.NewInsert().Model(&batch).Exec(ctx); err != nil {
				return fmt.Errorf("feedback: import: %w", err)
			}
		}
		return nil
	})
}

func invalidImport(i int, msg string) error {
	return feedbackkit.Invalid("items", fmt.Sprintf("item %d %s", i, msg))
}

// copyColumns are the columns ImportItems copies, in the order of
// copyValues.
var copyColumns = []string{
	"id", "organization_id", "room_id", "event_type", "instructor_id", "source", "page_url", "feedback", "tags",
	"sentiment", "respondent_sentiment", "ai_sentiment", "confidence", "model", "reasoning",
	"is_concern", "concern_reason", "concern_categories", "concern_confidence", "resolved", "resolved_at", "resolved_by",
	"flagged", "flag_reasons", "analysis_pending", "analyzed_at", "created_at",
}

// copyValues returns the values of r in the order of copyColumns. JSON
// columns are given as their encoding.
func copyValues(r *itemRow) ([]any, error) {
	tags, err := json.Marshal(r.Tags)
	if err != nil {
		return nil, err
	}
	reasoning, err := json.Marshal(r.Reasoning)
	if err != nil {
		return nil, err
	}
	cats, err := json.Marshal(r.ConcernCategories)
	if err != nil {
		return nil, err
	}
	reasons, err := json.Marshal(r.FlagReasons)
	if err != nil {
		return nil, err
	}
	return []any{
		r.ID, r.OrgID, r.RoomID, r.EventType, r.InstructorID, r.Source, r.PageURL, r.Text, string(tags),
		r.Sentiment, r.RespondentSentiment, r.AISentiment, r.Confidence, r.Model, string(reasoning),
		r.IsConcern, r.ConcernReason, string(cats), r.ConcernConfidence, r.Resolved, r.ResolvedAt, r.ResolvedBy,
		r.Flagged, string(reasons), r.AnalysisPending, r.AnalyzedAt, r.CreatedAt,
	}, nil
}

// copyItems stores rows with PostgreSQL's COPY through the pgx connection
// under db's *sql.DB, in one statement (COPY is atomic).
func copyItems(ctx context.Context, db *bun.DB, rows []*itemRow) error {
	conn, err := db.DB.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	return conn.Raw(func(dc any) error {
		c, ok := dc.(*stdlib.Conn)
		if !ok {
			return errors.New("feedback: import needs the pgx driver on PostgreSQL")
		}
		_, err := c.Conn().CopyFrom(ctx, pgx.Identifier{"feedback_items"}, copyColumns,
			pgx.CopyFromSlice(len(rows), func(i int) ([]any, error) { return copyValues(rows[i]) }))
		if err != nil {
			return fmt.Errorf("feedback: import: %w", err)
		}
		return nil
	})
}

// UpdateStatistics refreshes the database's statistics of the items
// (ANALYZE), so that the query planner knows about what a large import
// added; on PostgreSQL it also vacuums the table, which lets counts use
// index-only scans at once. Call it after importing many items.
func (s *Service) UpdateStatistics(ctx context.Context) error {
	q := "ANALYZE feedback_items"
	if database.IsPostgres(s.db) {
		q = "VACUUM (ANALYZE) feedback_items"
	}
	_, err := s.db.ExecContext(ctx, q)
	return err
}
