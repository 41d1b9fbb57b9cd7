package feedback

import (
	"context"
	"fmt"

	"github.com/feedbackkit/feedbackkit"
)

// ScanItems implements QueryStore. The batch's rows are found by their ids
// first, in the order of the index on the organization and creation time,
// from the cursor on (a row comparison, which both databases read as a
// range of that index), so that each batch costs the same however deep
// into the list it starts.
func (s *BunStore) ScanItems(ctx context.Context, f ItemFilter, after *feedbackkit.Cursor, limit int) ([]*Item, error) {
	ids := s.selectItems(ctx, f).ColumnExpr("f.id").
		OrderExpr("f.created_at DESC, f.id DESC").
		Limit(int64(limit))
	if after != nil {
		ids = ids.Where("(f.created_at, f.id) < (?, ?)", after.CreatedAt.UTC(), after.ID)
	}
	var rows []itemRow
	err := s.Conn(ctx).NewSelect().Model(&rows).ColumnExpr(itemColumns).
		Join("JOIN (?) AS p ON p.id = f.id", ids).
		OrderExpr("f.created_at DESC, f.id DESC").
		Scan(ctx)
	if err != nil {
		return nil, fmt.Errorf("feedback: scan: %w", err)
	}
	items := make([]*Item, len(rows))
	for i := range rows {
		items[i] = rows[i].item()
	}
	return items, nil
}
