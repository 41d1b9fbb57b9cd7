package feedback

import (
	"context"
	"time"
)

// PurgeItems deletes at most limit of the oldest items of the
// organization orgID created before before, with their analyses (which
// are part of an item) and their place in the per-day counts, the search
// index and the word clouds (which the database keeps in step with the
// items), and, in the same transaction, what the delete hooks keep of
// them (see AddDeleteHook). It returns how many items it deleted: fewer
// than limit means none older is left. It is the retention's purge
// (package governance), which calls it in small batches so that each
// transaction is short; it acts for the service, not for a caller, and
// checks no principal.
func (s *Service) PurgeItems(ctx context.Context, orgID string, before time.Time, limit int) (int, error) {
	if limit <= 0 {
		return 0, nil
	}
	var n int
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		ids, err := s.store.PurgeItems(ctx, orgID, before.UTC(), limit)
		if err != nil {
			return err
		}
		n = len(ids)
		return s.itemsDeleted(ctx, orgID, ids)
	})
	if err != nil {
		return 0, err
	}
	return n, nil
}

// PurgeItems implements Store with one statement, along the index on the
// organization and the creation time.
func (s *BunStore) PurgeItems(ctx context.Context, orgID string, before time.Time, limit int) ([]string, error) {
	oldest := s.Conn(ctx).NewSelect().Model((*itemRow)(nil)).Column("id").
		Where("organization_id = ?", orgID).Where("created_at < ?", before).
		Order("created_at", "id").Limit(int64(limit))
	return s.deleteReturning(ctx, "purge", orgID, oldest)
}
