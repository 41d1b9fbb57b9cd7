package forms

import (
	"context"
	"iter"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/audit"
	"github.com/feedbackkit/feedbackkit/identity"
)

// ExportBatch is how many responses an export reads from the Store at a
// time.
const ExportBatch = 500

// ExportResponses returns the form id of the caller's organization and
// every response to it that f selects, newest first, as a sequence that
// reads them from the Store ExportBatch at a time while it is ranged over,
// within ctx, so that memory stays flat whatever the number of responses.
// A failed read ends the sequence with its error. Exports are for admins
// and owners: it returns INVALID_TOKEN without a principal,
// INSUFFICIENT_ROLE below admin, NOT_FOUND, and VALIDATION_FAILED for an
// End before Start, before anything is read.
func (s *Service) ExportResponses(ctx context.Context, id string, f ResponseFilter) (*Form, iter.Seq2[*Response, error], error) {
	if _, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin); err != nil {
		return nil, nil, err
	}
	if err := f.validate(); err != nil {
		return nil, nil, err
	}
	form, err := s.FindForm(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	details := map[string]any{"title": form.Title}
	if f.Start != nil {
		details["startDate"] = f.Start.UTC()
	}
	if f.End != nil {
		details["endDate"] = f.End.UTC()
	}
	if err := audit.Record(ctx, s.deps.Audit, audit.Entry{
		OrgID: form.OrgID, Action: audit.ActionResponsesExported, TargetType: audit.TargetForm, TargetID: form.ID,
		Details: details,
	}); err != nil {
		return nil, nil, err
	}
	next := func(ctx context.Context, after *feedbackkit.Cursor, limit int) ([]*Response, error) {
		return s.store.ScanResponses(ctx, form.OrgID, form.ID, f, after, limit)
	}
	cursor := func(r *Response) feedbackkit.Cursor { return feedbackkit.Cursor{CreatedAt: r.CreatedAt, ID: r.ID} }
	return form, feedbackkit.Batches(ctx, ExportBatch, next, cursor), nil
}
