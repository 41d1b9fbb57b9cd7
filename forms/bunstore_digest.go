package forms

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/analysis"
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
