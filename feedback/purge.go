package feedback

import (
	"context"
	"fmt"
	"time"
)

// PurgeItems deletes at most limit of the oldest items of the
// organization orgID created before before, with their analyses (which
// are part of an item) and their place in the per-day counts, the search
// index and the word clouds (which the database keeps in step with the
// items). It returns how many items it deleted: fewer than limit means none
// older is left. It is the retention's purge (package governance), which
// calls it in small batches so that each transaction is short; it acts for
// the service, not for a caller, and checks no principal.
func (s *Service) PurgeItems(ctx context.Context, orgID string, before time.Time, limit int) (int, error) {
	if limit <= 0 {
		return 0, nil
	}
	return s.store.PurgeItems(ctx, orgID, before.UTC(), limit)
}

// PurgeItems implements Store with one statement, along the index on the
// organization and the creation time.
func (s *BunStore) PurgeItems(ctx context.Context, orgID string, before time.Time, limit int) (int, error) {
	oldest := s.Conn(ctx).NewSelect().Model((*itemRow)(nil)).Column("id").
		Where("organization_id = ?", orgID).Where("created_at < ?", before).
		Order("created_at", "id").Limit(int64(limit))
	res, err := s.Conn(ctx).NewDelete().Model((*itemRow)(nil)).
		Where("organization_id = ?", orgID).
		Where("id IN (?)", oldest).
		Exec(ctx)
	if err != nil {
		return 0, fmt.Errorf("feedback: purge: %w", err)
	}
	n, err := res.RowsAffected()
	return int(n), err
}
