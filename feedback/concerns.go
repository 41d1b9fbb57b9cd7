package feedback

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
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
	return s.list(ctx, page, sc.empty(), func(q *bun.SelectQuery) *bun.SelectQuery {
		q = sc.apply(q).Where("f.is_concern = ?", true)
		if resolved != nil {
			q = q.Where("f.resolved = ?", *resolved)
		}
		return q
	})
}

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
	n, err := sc.apply(s.db.NewSelect().Model((*itemRow)(nil))).
		Where("f.is_concern = ?", true).
		Where("f.resolved = ?", false).
		Count(ctx)
	if err != nil {
		return 0, fmt.Errorf("feedback: count concerns: %w", err)
	}
	return int(n), nil
}

// ResolveConcern marks the serious concern id as reviewed by the caller
// and returns it. Resolving a resolved concern changes nothing. It returns
// INVALID_TOKEN without a principal and NOT_FOUND for an item the caller
// may not see or that is not a serious concern.
func (s *Service) ResolveConcern(ctx context.Context, id string) (*Item, error) {
	return s.setResolved(ctx, id, true)
}

// UnresolveConcern reopens the serious concern id and returns it. It
// returns INVALID_TOKEN without a principal and NOT_FOUND for an item the
// caller may not see or that is not a serious concern.
func (s *Service) UnresolveConcern(ctx context.Context, id string) (*Item, error) {
	return s.setResolved(ctx, id, false)
}

func (s *Service) setResolved(ctx context.Context, id string, resolved bool) (*Item, error) {
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
	q := s.db.NewUpdate().Model((*itemRow)(nil)).
		Where("organization_id = ?", it.OrgID).
		Where("id = ?", it.ID).
		Set("resolved = ?", resolved)
	if resolved {
		now := s.now()
		q = q.Set("resolved_at = ?", now).Set("resolved_by = ?", sc.userID)
		it.Concern.ResolvedAt, it.Concern.ResolvedBy = &now, sc.userID
	} else {
		q = q.Set("resolved_at = NULL").Set("resolved_by = NULL")
		it.Concern.ResolvedAt, it.Concern.ResolvedBy = nil, ""
	}
	if _, err := q.Exec(ctx); err != nil {
		return nil, fmt.Errorf("feedback: resolve: %w", err)
	}
	it.Concern.Resolved = resolved
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
	return s.list(ctx, page, false, func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.Where("f.organization_id = ?", p.OrgID).Where("f.flagged = ?", true)
	})
}

// DeleteItems deletes the items with the given ids of the caller's
// organization and returns how many it deleted; ids of other
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
		if err := checkString("ids", id, 200); err != nil {
			return 0, err
		}
	}
	res, err := s.db.NewDelete().Model((*itemRow)(nil)).
		Where("organization_id = ?", p.OrgID).
		Where("id IN (?)", bun.In(ids)).
		Exec(ctx)
	if err != nil {
		return 0, fmt.Errorf("feedback: delete: %w", err)
	}
	n, err := res.RowsAffected()
	return int(n), err
}

// TestConcern runs the serious-concern detection of the configured
// Analyzer on text without storing anything, falling back to the offline
// analyser when the Analyzer fails. It returns INVALID_TOKEN without a
// principal, INSUFFICIENT_ROLE below admin and VALIDATION_FAILED for an
// empty text or one over MaxTextLength characters.
func (s *Service) TestConcern(ctx context.Context, text string) (*analysis.Concern, error) {
	if _, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin); err != nil {
		return nil, err
	}
	text = trimSpace(text)
	if text == "" {
		return nil, feedbackkit.Invalid("text", "is required")
	}
	if err := checkString("text", text, MaxTextLength); err != nil {
		return nil, err
	}
	actx, cancel := context.WithTimeout(ctx, s.cfg.AnalyzeTimeout)
	res, err := safeAnalyze(actx, s.analyzer, text)
	cancel()
	if err != nil && s.remote {
		s.log.WarnContext(ctx, "feedback: concern test fell back to the offline analyser", "error", err)
		res, err = safeAnalyze(ctx, s.offline, text)
	}
	if err != nil {
		return nil, err
	}
	c := res.Concern
	c.Categories = nonNil(c.Categories)
	return &c, nil
}

// RenameRoomTx gives the items of the room roomID of the organization
// orgID the room's new name, inside tx: the rooms package calls it in the
// transaction that renames the room, so that both commit or neither does.
func (s *Service) RenameRoomTx(ctx context.Context, tx bun.Tx, orgID, roomID, newName string) error {
	_, err := tx.NewUpdate().Model((*itemRow)(nil)).
		Set("event_type = ?", newName).
		Where("organization_id = ?", orgID).
		Where("room_id = ?", roomID).
		Exec(ctx)
	if err != nil {
		return fmt.Errorf("feedback: rename room: %w", err)
	}
	return nil
}

// DeleteRoomTx deletes the items of the room roomID of the organization
// orgID inside tx: the rooms package calls it in the transaction that
// deletes the room, whose feedback goes with it.
func (s *Service) DeleteRoomTx(ctx context.Context, tx bun.Tx, orgID, roomID, _ string) error {
	_, err := tx.NewDelete().Model((*itemRow)(nil)).
		Where("organization_id = ?", orgID).
		Where("room_id = ?", roomID).
		Exec(ctx)
	if err != nil {
		return fmt.Errorf("feedback: delete room: %w", err)
	}
	return nil
}
