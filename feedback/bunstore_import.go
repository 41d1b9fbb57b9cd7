package feedback

import (
	"context"
	"fmt"

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
