package feedback

import (
	"context"
	"iter"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
)

// ExportBatch is how many items an export reads from the Store at a time.
const ExportBatch = 500

// Export returns every item matching f, newest first (as FindItems orders
// them), as a sequence that reads them from the Store ExportBatch at a
// time while it is ranged over, within ctx, so that memory stays flat
// whatever the number of items. A failed read ends the sequence with its
// error. Exports are for admins and owners, who see every item of the
// organization: Export returns INVALID_TOKEN without a principal,
// INSUFFICIENT_ROLE below admin and VALIDATION_FAILED for an invalid
// filter, before anything is read.
//
// The batches are separate queries, not one snapshot: an item submitted
// during a long export may be left out and one deleted during it may be
// in, but none is given twice.
func (s *Service) Export(ctx context.Context, f Filter) (iter.Seq2[*Item, error], error) {
	if _, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin); err != nil {
		return nil, err
	}
	sel, none, err := s.prepare(ctx, f)
	if err != nil {
		return nil, err
	}
	next := func(ctx context.Context, after *feedbackkit.Cursor, limit int) ([]*Item, error) {
		if none {
			return nil, nil
		}
		return s.store.ScanItems(ctx, sel, after, limit)
	}
	return feedbackkit.Batches(ctx, ExportBatch, next, itemCursor), nil
}

// itemCursor is the place of it in the list of items, newest first.
func itemCursor(it *Item) feedbackkit.Cursor {
	return feedbackkit.Cursor{CreatedAt: it.CreatedAt, ID: it.ID}
}
