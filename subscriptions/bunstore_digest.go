package subscriptions

import (
	"context"
	"time"

	"github.com/uptrace/bun"
)

// digestRow is the Bun model of the subscriptions_digests table.
type digestRow struct {
	bun.BaseModel `bun:"table:subscriptions_digests"`

	SubscriptionID string    `bun:"subscription_id,pk"`
	OrgID          string    `bun:"organization_id"`
	PeriodStart    time.Time `bun:"period_start,pk"`
	PeriodEnd      time.Time `bun:"period_end"`
	Items          int       `bun:"items"`
	CreatedAt      time.Time `bun:"created_at"`
}

// FindDueSubscriptions implements Store.
func (s *BunStore) FindDueSubscriptions(ctx context.Context, due map[Frequency]time.Time, afterID string, limit int) ([]*Subscription, error) {
	var rows []subscriptionRow
	err := s.Conn(ctx).NewSelect().Model(&rows).
		WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
			for f, before := range due {
				q = q.WhereOr("frequency = ? AND digested_until < ?", f, before.UTC())
			}
			return q.WhereOr("1 = 0") // nothing is due without frequencies
		}).
		Where("id > ?", afterID).
		Order("id").
		Limit(int64(limit)).
		Scan(ctx)
	if err != nil {
		return nil, err
	}
	return subscriptionsOf(rows), nil
}

// RecordDigest implements Store.
func (s *BunStore) RecordDigest(ctx context.Context, d *DigestRecord) (bool, error) {
	res, err := s.Conn(ctx).NewInsert().Model(&digestRow{
		SubscriptionID: d.SubscriptionID, OrgID: d.OrgID,
		PeriodStart: d.Period.Start.UTC(), PeriodEnd: d.Period.End.UTC(),
		Items: d.Items, CreatedAt: d.CreatedAt.UTC(),
	}).On("CONFLICT DO NOTHING").Exec(ctx)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// AdvanceDigests implements Store.
func (s *BunStore) AdvanceDigests(ctx context.Context, orgID, id string, until time.Time) error {
	_, err := s.Conn(ctx).NewUpdate().Model((*subscriptionRow)(nil)).
		Set("digested_until = ?", until.UTC()).
		Where("organization_id = ?", orgID).
		Where("id = ?", id).
		Where("digested_until < ?", until.UTC()).
		Exec(ctx)
	return err
}
