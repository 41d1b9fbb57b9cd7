package feedback

import (
	"context"
	"iter"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/audit"
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
	p, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin)
	if err != nil {
		return nil, err
	}
	sel, none, err := s.prepare(ctx, f)
	if err != nil {
		return nil, err
	}
	if err := audit.Record(ctx, s.deps.Audit, audit.Entry{
		OrgID: p.OrgID, Action: audit.ActionFeedbackExported, TargetType: audit.TargetFeedback,
		Details: f.auditDetails(),
	}); err != nil {
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

// auditDetails returns the filters f sets, for the audit log of an export.
func (f Filter) auditDetails() map[string]any {
	d := map[string]any{}
	for k, v := range map[string]string{"sentiment": string(f.Sentiment), "eventType": f.EventType,
		"instructorId": f.InstructorID, "search": f.Search} {
		if v != "" {
			d[k] = v
		}
	}
	if len(f.Tags) > 0 {
		d["tags"] = f.Tags
	}
	if f.Start != nil {
		d["startDate"] = f.Start.UTC()
	}
	if f.End != nil {
		d["endDate"] = f.End.UTC()
	}
	return d
}

// itemCursor is the place of it in the list of items, newest first.
func itemCursor(it *Item) feedbackkit.Cursor {
	return feedbackkit.Cursor{CreatedAt: it.CreatedAt, ID: it.ID}
}
