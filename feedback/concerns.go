package feedback

import (
	"context"
	"fmt"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/audit"
	"github.com/feedbackkit/feedbackkit/identity"
)

// SeriousConcerns returns one page of the serious concerns the caller may
// see, newest first: all of them when resolved is nil, else only the
// resolved (true) or unresolved (false) ones. It returns INVALID_TOKEN
// without a principal and VALIDATION_FAILED for an invalid page.
func (s *Service) SeriousConcerns(ctx context.Context, resolved *bool, page feedbackkit.PageRequest) (feedbackkit.Page[*Item], error) {
	sc, err := s.scopeOf(ctx)
	if err != nil {
		return feedbackkit.Page[*Item]{}, err
	}
	sel := sc.filter()
	sel.SeriousConcern, sel.Resolved = ptr(true), resolved
	return s.list(ctx, page, sc.empty(), sel)
}

// ptr returns a pointer to v.
func ptr[T any](v T) *T { return &v }

// UnresolvedConcerns counts the unresolved serious concerns the caller may
// see. It returns INVALID_TOKEN without a principal.
func (s *Service) UnresolvedConcerns(ctx context.Context) (int, error) {
	sc, err := s.scopeOf(ctx)
	if err != nil {
		return 0, err
	}
	if sc.empty() {
		return 0, nil
	}
	sel := sc.filter()
	sel.SeriousConcern, sel.Resolved = ptr(true), ptr(false)
	return s.store.CountItems(ctx, sel)
}

// ResolveConcern marks the serious concern id as reviewed by the caller
// and returns it. Resolving a resolved concern changes nothing. It returns
// INVALID_TOKEN without a principal, INSUFFICIENT_ROLE below admin and
// NOT_FOUND for an item of another organization or that is not a serious
// concern.
func (s *Service) ResolveConcern(ctx context.Context, id string) (*Item, error) {
	return s.setResolved(ctx, id, true)
}

// UnresolveConcern reopens the serious concern id and returns it. It
// returns INVALID_TOKEN without a principal, INSUFFICIENT_ROLE below admin
// and NOT_FOUND for an item of another organization or that is not a
// serious concern.
func (s *Service) UnresolveConcern(ctx context.Context, id string) (*Item, error) {
	return s.setResolved(ctx, id, false)
}

// setResolved sets the resolution of the serious concern id, for
// ResolveConcern and UnresolveConcern: admins and owners only.
func (s *Service) setResolved(ctx context.Context, id string, resolved bool) (*Item, error) {
	if _, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin); err != nil {
		return nil, err
	}
	sc, err := s.scopeOf(ctx)
	if err != nil {
		return nil, err
	}
	it, err := s.findVisible(ctx, sc, id)
	if err != nil {
		return nil, err
	}
	if !it.Concern.IsSerious {
		return nil, feedbackkit.NotFound("serious concern")
	}
	if it.Concern.Resolved == resolved {
		return it, nil
	}
	it.Concern.Resolved = resolved
	if resolved {
		now := s.now()
		it.Concern.ResolvedAt, it.Concern.ResolvedBy = &now, sc.userID
	} else {
		it.Concern.ResolvedAt, it.Concern.ResolvedBy = nil, ""
	}
	if err := s.store.UpdateResolution(ctx, it); err != nil {
		return nil, err
	}
	return it, nil
}

// FlaggedItems returns one page of the items the moderation flagged,
// newest first. It returns INVALID_TOKEN without a principal,
// INSUFFICIENT_ROLE below admin and VALIDATION_FAILED for an invalid page.
func (s *Service) FlaggedItems(ctx context.Context, page feedbackkit.PageRequest) (feedbackkit.Page[*Item], error) {
	p, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin)
	if err != nil {
		return feedbackkit.Page[*Item]{}, err
	}
	return s.list(ctx, page, false, ItemFilter{OrgID: p.OrgID, AllRooms: true, Flagged: ptr(true)})
}

// DeleteItems deletes the items with the given ids of the caller's
// organization, with what the delete hooks keep of them (see
// AddDeleteHook) in the same transaction, and returns how many it
// deleted; ids of other
// organizations' items, or of none, are ignored. It returns INVALID_TOKEN
// without a principal, INSUFFICIENT_ROLE below admin and VALIDATION_FAILED
// unless ids holds 1 to MaxDeleteIDs non-empty strings.
func (s *Service) DeleteItems(ctx context.Context, ids []string) (int, error) {
	p, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin)
	if err != nil {
		return 0, err
	}
	if len(ids) == 0 {
		return 0, feedbackkit.Invalid("ids", "must hold at least one id")
	}
	if len(ids) > MaxDeleteIDs {
		return 0, feedbackkit.Invalid("ids", fmt.Sprintf("must hold at most %d ids", MaxDeleteIDs))
	}
	for _, id := range ids {
		if id == "" {
			return 0, feedbackkit.Invalid("ids", "must not hold empty ids")
		}
		if err := feedbackkit.CheckString("ids", id, 200); err != nil {
			return 0, err
		}
	}
	var n int
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		deleted, err := s.store.DeleteItems(ctx, p.OrgID, ids)
		if n = len(deleted); err != nil || n == 0 {
			return err
		}
		if err := s.itemsDeleted(ctx, p.OrgID, deleted); err != nil {
			return err
		}
		return audit.Record(ctx, s.deps.Audit, audit.Entry{
			OrgID: p.OrgID, Action: audit.ActionFeedbackDeleted, TargetType: audit.TargetFeedback,
			Details: map[string]any{"ids": ids[:min(len(ids), audit.MaxDetailIDs)], "deleted": n},
		})
	})
	if err != nil {
		return 0, err
	}
	return n, nil
}

// TestConcern runs the serious-concern detection of the Analyzer of
// Config on text, within AnalyzeTimeout, without storing anything. It
// returns INVALID_TOKEN without a principal, INSUFFICIENT_ROLE below admin
// and VALIDATION_FAILED for an empty text or one over MaxTextLength
// characters. A failure of the Analyzer (which an analysis.Fallback to
// the offline model spares) is logged and returned as UNAVAILABLE, unless
// ctx ended first: ctx's error is returned then.
func (s *Service) TestConcern(ctx context.Context, text string) (*analysis.Concern, error) {
	if _, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin); err != nil {
		return nil, err
	}
	text = trimSpace(text)
	if text == "" {
		return nil, feedbackkit.Invalid("text", "is required")
	}
	text, err := feedbackkit.CleanText("text", text, MaxTextLength)
	if err != nil {
		return nil, err
	}
	res, err := analysis.AnalyzeWithin(ctx, s.cfg.Analyzer, text, s.cfg.AnalyzeTimeout)
	if err != nil {
		if ctx.Err() != nil {
			return nil, fmt.Errorf("feedback: concern test: %w", ctx.Err())
		}
		s.cfg.Logger.WarnContext(ctx, "feedback: the analyser failed the concern test", "error", err)
		return nil, feedbackkit.Errorf(feedbackkit.CodeUnavailable, "the analyser did not answer; retry later")
	}
	c := res.Concern
	c.Categories = nonNil(c.Categories)
	return &c, nil
}
