package feedback

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/internal/database"
)

// importBatch is the number of rows of one multi-row INSERT of an import.
const importBatch = 500

// ImportItems implements ItemStore. Outside a transaction, PostgreSQL
// receives the items through COPY, in one statement; otherwise they are
// inserted by multi-row INSERTs, in the transaction ctx carries or in one
// of their own.
func (s *BunStore) ImportItems(ctx context.Context, items []*Item) error {
	if len(items) == 0 {
		return nil
	}
	rows := make([]*itemRow, len(items))
	for i, it := range items {
		rows[i] = rowFromItem(it)
	}
	if database.IsPostgres(s.DB) && !database.InTransaction(ctx) {
		return importError(copyItems(ctx, s.DB, rows))
	}
	return s.InTx(ctx, func(ctx context.Context) error {
		tx := s.Conn(ctx)
		for start := 0; start < len(rows); start += importBatch {
			batch := rows[start:min(start+importBatch, len(rows))]
			if err := insertItems(ctx, tx, &batch); err != nil {
				return importError(err)
			}
		}
		return nil
	})
}

// importError translates an error of ImportItems.
func importError(err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("feedback: import: %w", database.Translate(err, "feedback"))
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
		return err
	})
}

// UpdateStatistics implements ItemStore: it analyses the items and their
// per-day counts. On PostgreSQL it also vacuums them, which lets counts
// use index-only scans at once.
func (s *BunStore) UpdateStatistics(ctx context.Context) error {
	q := "ANALYZE"
	if database.IsPostgres(s.DB) {
		q = "VACUUM (ANALYZE)"
	}
	for _, table := range []string{"feedback_items", "feedback_daily"} {
		if _, err := s.DB.ExecContext(ctx, q+" "+table); err != nil {
			return err
		}
	}
	return nil
}
