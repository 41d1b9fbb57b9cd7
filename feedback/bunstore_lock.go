package feedback

import (
	"context"
	"errors"
	"fmt"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/internal/database"
)

// LockItems implements ItemStore, in one query: on PostgreSQL it selects
// the rows FOR KEY SHARE, in the order of their ids, which holds off their
// deletion (a DELETE locks FOR UPDATE) but not the changes of their
// analysis or resolution.
func (s *BunStore) LockItems(ctx context.Context, orgID string, ids []string) ([]string, error) {
	if !database.InTransaction(ctx) {
		return nil, errors.New("feedback: LockItems outside a transaction")
	}
	q := s.Conn(ctx).NewSelect().Model((*itemRow)(nil)).Column("f.id").
		Where("f.organization_id = ?", orgID).
		Where("f.id IN (?)", bun.List(ids)).
		Order("f.id")
	if database.IsPostgres(s.DB) {
		q = q.For("KEY SHARE")
	}
	var found []string
	if err := q.Scan(ctx, &found); err != nil {
		return nil, fmt.Errorf("feedback: lock items: %w", err)
	}
	return found, nil
}
