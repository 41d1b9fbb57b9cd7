package forms

import (
	"context"
	"errors"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/internal/database"
)

// selectResponses narrows q, a select of forms_responses, to the
// responses of the form formID of the organization orgID that f selects.
func selectResponses(q *bun.SelectQuery, orgID, formID string, f ResponseFilter) *bun.SelectQuery {
	q = q.Where("form_id = ?", formID).Where("organization_id = ?", orgID)
	if f.Start != nil {
		q = q.Where("created_at >= ?", f.Start.UTC())
	}
	if f.End != nil {
		q = q.Where("created_at <= ?", f.End.UTC())
	}
	if f.Sentiments != nil {
		q = q.Where("sentiment IN (?)", bun.List(f.Sentiments))
	}
	return q
}

// CountResponseSentiments implements Store.
func (s *BunStore) CountResponseSentiments(ctx context.Context, orgID, formID string, f ResponseFilter) (map[analysis.Sentiment]int, error) {
	var rows []struct {
		Sentiment analysis.Sentiment `bun:"sentiment"`
		N         int                `bun:"n"`
	}
	q := s.Conn(ctx).NewSelect().Table("forms_responses").ColumnExpr("sentiment, count(*) AS n").GroupExpr("sentiment")
	if err := selectResponses(q, orgID, formID, f).Scan(ctx, &rows); err != nil {
		return nil, err
	}
	counts := make(map[analysis.Sentiment]int, len(rows))
	for _, r := range rows {
		counts[r.Sentiment] = r.N
	}
	return counts, nil
}

// LockResponses implements Store, in two queries: the form, then its
// responses, each locked on PostgreSQL (see Store.LockResponses).
func (s *BunStore) LockResponses(ctx context.Context, orgID, formID string, ids []string) ([]string, error) {
	if !database.InTransaction(ctx) {
		return nil, errors.New("forms: LockResponses outside a transaction")
	}
	if !maybeFormID(formID) {
		return nil, nil
	}
	db, pg := s.Conn(ctx), database.IsPostgres(s.DB)
	form := db.NewSelect().Model((*formRow)(nil)).Column("id").
		Where("id = ?", formID).Where("organization_id = ?", orgID)
	if pg {
		// FOR SHARE: DeleteForm's FOR NO KEY UPDATE waits for it, while
		// responses (whose foreign key takes KEY SHARE) are still written.
		form = form.For("SHARE")
	}
	var found []string
	if err := form.Scan(ctx, &found); err != nil || len(found) == 0 {
		return nil, err
	}
	found = found[:0]
	q := db.NewSelect().Model((*responseRow)(nil)).Column("id").
		Where("organization_id = ?", orgID).Where("form_id = ?", formID).
		Where("id IN (?)", bun.List(ids)).Order("id")
	if pg {
		q = q.For("KEY SHARE")
	}
	if err := q.Scan(ctx, &found); err != nil {
		return nil, err
	}
	return found, nil
}
