package feedback

import (
	"context"
	"fmt"

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

// UpdateStatistics implements ItemStore: it analyses the items and their
// per-day counts. On PostgreSQL it also vacuums them, which lets counts
// use index-only scans at once. On SQLite it first merges the segments
// that a large import leaves in the full-text index (see
// mergeSearchIndex).
func (s *BunStore) UpdateStatistics(ctx context.Context) error {
	q := "VACUUM (ANALYZE)"
	if !database.IsPostgres(s.DB) {
		q = "ANALYZE"
		if err := s.mergeSearchIndex(ctx); err != nil {
			return err
		}
	}
	for _, table := range []string{"feedback_items", "feedback_daily", "feedback_item_tags"} {
		if _, err := s.DB.ExecContext(ctx, q+" "+table); err != nil {
			return err
		}
	}
	return nil
}

// searchMergePages is the number of pages of the full-text index that one
// step of mergeSearchIndex writes at most, in a transaction of its own.
const searchMergePages = 500

// mergeSearchIndex merges the segments of SQLite's full-text index into
// one, as FTS5's 'optimize' does, but in steps of searchMergePages pages
// ('merge' with a negative page count), each a transaction of its own, so
// that a server writing to the same database waits for one step at most.
// After a large import the index holds many segments, and left alone FTS5
// merges them in the transactions of the next inserts: after a million
// seeded items, the submissions that followed had a p99.9 of 84-112 ms at
// 32 connections (feedbackd bench), and 41-49 ms once merged. Since the
// items of a running server keep adding segments, it stops after twice
// the steps that the index's size takes to merge.
func (s *BunStore) mergeSearchIndex(ctx context.Context) error {
	conn, err := s.DB.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	var pages int
	if err := conn.QueryRowContext(ctx, "SELECT count(*) FROM feedback_items_fts_data").Scan(&pages); err != nil {
		return err
	}
	for range 2*pages/searchMergePages + 2 {
		if merged, err := searchMergeStep(ctx, conn); err != nil || !merged {
			return err
		}
	}
	return nil
}

// searchMergeStep runs one step of mergeSearchIndex on conn and reports
// whether it merged anything: a step that merged nothing changes fewer than
// two rows (FTS5's 'merge' command).
func searchMergeStep(ctx context.Context, conn bun.IConn) (merged bool, err error) {
	var before, after int64
	if err := conn.QueryRowContext(ctx, "SELECT total_changes()").Scan(&before); err != nil {
		return false, err
	}
	if _, err := conn.ExecContext(ctx, "INSERT INTO feedback_items_fts(feedback_items_fts, rank) VALUES('merge', ?)", -searchMergePages); err != nil {
		return false, err
	}
	if err := conn.QueryRowContext(ctx, "SELECT total_changes()").Scan(&after); err != nil {
		return false, err
	}
	return after-before >= 2, nil
}
