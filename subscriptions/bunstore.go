package subscriptions

import (
	"context"
	"embed"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/analysis"
	"github.com/feedbackkit/feedbackkit/internal/database"
)

//go:embed migrations/*.sql
var migrations embed.FS

// Migrate creates or updates the table of the subscriptions package
// (subscriptions_subscriptions), which BunStore uses. It needs the tables
// of orgs (subscriptions refer to their organization).
func Migrate(ctx context.Context, db *bun.DB) error {
	return database.Migrate(ctx, db, "subscriptions", migrations)
}

// BunStore is feedbackkit's Store: subscriptions in the
// subscriptions_subscriptions table (see Migrate) of a PostgreSQL or
// SQLite database, through Bun. Its methods run in the transaction the
// context carries, if any.
type BunStore struct {
	database.Store // InTx, and Conn for the statements
}

var _ Store = (*BunStore)(nil)

// NewBunStore returns the Store of subscriptions in db.
func NewBunStore(db *bun.DB) *BunStore {
	return &BunStore{Store: database.Store{DB: db}}
}

// subscriptionRow is the Bun model of the subscriptions_subscriptions
// table.
type subscriptionRow struct {
	bun.BaseModel `bun:"table:subscriptions_subscriptions"`

	ID            string             `bun:"id,pk"`
	OrgID         string             `bun:"organization_id"`
	UserID        string             `bun:"user_id"`
	TargetType    TargetType         `bun:"target_type"`
	TargetID      string             `bun:"target_id"`
	Frequency     Frequency          `bun:"frequency"`
	MinSentiment  analysis.Sentiment `bun:"min_sentiment"`
	CreatedAt     time.Time          `bun:"created_at"`
	UpdatedAt     time.Time          `bun:"updated_at"`
	DigestedUntil time.Time          `bun:"digested_until"`
}

func rowOf(sub *Subscription) *subscriptionRow {
	return &subscriptionRow{ID: sub.ID, OrgID: sub.OrgID, UserID: sub.UserID,
		TargetType: sub.Target.Type, TargetID: sub.Target.ID, Frequency: sub.Frequency,
		MinSentiment: sub.MinSentiment, CreatedAt: sub.CreatedAt, UpdatedAt: sub.UpdatedAt,
		DigestedUntil: sub.DigestedUntil.UTC()}
}

func (row *subscriptionRow) subscription() *Subscription {
	return &Subscription{ID: row.ID, OrgID: row.OrgID, UserID: row.UserID,
		Target: Target{Type: row.TargetType, ID: row.TargetID}, Frequency: row.Frequency,
		MinSentiment: row.MinSentiment, CreatedAt: row.CreatedAt, UpdatedAt: row.UpdatedAt,
		DigestedUntil: row.DigestedUntil.UTC()}
}

// errNoSubscription is the answer for a subscription that does not exist.
func errNoSubscription() error { return feedbackkit.NotFound("subscription") }

// CreateSubscription implements Store.
func (s *BunStore) CreateSubscription(ctx context.Context, sub *Subscription) error {
	_, err := s.Conn(ctx).NewInsert().Model(rowOf(sub)).Exec(ctx)
	return database.Translate(err, "subscription")
}

// UpdateSubscription implements Store.
func (s *BunStore) UpdateSubscription(ctx context.Context, sub *Subscription) error {
	res, err := s.Conn(ctx).NewUpdate().Model(rowOf(sub)).
		Column("frequency", "min_sentiment", "updated_at", "digested_until").
		Where("id = ?", sub.ID).
		Where("organization_id = ?", sub.OrgID).
		Exec(ctx)
	return database.Affected(res, err, errNoSubscription())
}

// ofTarget selects the subscription of the user userID of the
// organization orgID to t.
func ofTarget(q bun.QueryBuilder, orgID, userID string, t Target) bun.QueryBuilder {
	return q.Where("organization_id = ?", orgID).
		Where("user_id = ?", userID).
		Where("target_type = ?", t.Type).
		Where("target_id = ?", t.ID)
}

// FindSubscription implements Store.
func (s *BunStore) FindSubscription(ctx context.Context, orgID, userID string, t Target) (*Subscription, error) {
	var row subscriptionRow
	q := s.Conn(ctx).NewSelect().Model(&row)
	ofTarget(q.QueryBuilder(), orgID, userID, t)
	if err := q.Scan(ctx); err != nil {
		return nil, database.Translate(err, "subscription")
	}
	return row.subscription(), nil
}

// FindSubscriptions implements Store.
func (s *BunStore) FindSubscriptions(ctx context.Context, orgID, userID string) ([]*Subscription, error) {
	var rows []subscriptionRow
	err := s.Conn(ctx).NewSelect().Model(&rows).
		Where("organization_id = ?", orgID).
		Where("user_id = ?", userID).
		Order("created_at", "id").
		Scan(ctx)
	if err != nil {
		return nil, err
	}
	return subscriptionsOf(rows), nil
}

// DeleteSubscription implements Store.
func (s *BunStore) DeleteSubscription(ctx context.Context, orgID, userID string, t Target) error {
	q := s.Conn(ctx).NewDelete().Model((*subscriptionRow)(nil))
	ofTarget(q.QueryBuilder(), orgID, userID, t)
	res, err := q.Exec(ctx)
	return database.Affected(res, err, errNoSubscription())
}

// FindSubscriptionByID implements Store.
func (s *BunStore) FindSubscriptionByID(ctx context.Context, orgID, id string) (*Subscription, error) {
	var row subscriptionRow
	err := s.Conn(ctx).NewSelect().Model(&row).Where("organization_id = ?", orgID).Where("id = ?", id).Scan(ctx)
	if err != nil {
		return nil, database.Translate(err, "subscription")
	}
	return row.subscription(), nil
}

// FindInstantTargets implements Store, in one query.
func (s *BunStore) FindInstantTargets(ctx context.Context, orgID string) ([]Target, error) {
	var rows []subscriptionRow
	err := s.Conn(ctx).NewSelect().Model(&rows).Distinct().
		Column("target_type", "target_id").
		Where("organization_id = ?", orgID).
		Where("frequency = ?", Instant).
		Scan(ctx)
	if err != nil {
		return nil, err
	}
	targets := make([]Target, len(rows))
	for i, row := range rows {
		targets[i] = Target{Type: row.TargetType, ID: row.TargetID}
	}
	return targets, nil
}

// FindTargetSubscriptions implements Store.
func (s *BunStore) FindTargetSubscriptions(ctx context.Context, orgID string, t Target, f Frequency) ([]*Subscription, error) {
	var rows []subscriptionRow
	err := s.Conn(ctx).NewSelect().Model(&rows).
		Where("organization_id = ?", orgID).
		Where("target_type = ?", t.Type).
		Where("target_id = ?", t.ID).
		Where("frequency = ?", f).
		Order("created_at", "id").
		Scan(ctx)
	if err != nil {
		return nil, err
	}
	return subscriptionsOf(rows), nil
}

// subscriptionsOf converts rows.
func subscriptionsOf(rows []subscriptionRow) []*Subscription {
	out := make([]*Subscription, len(rows))
	for i := range rows {
		out[i] = rows[i].subscription()
	}
	return out
}

// DeleteSubscriptionByID implements Store.
func (s *BunStore) DeleteSubscriptionByID(ctx context.Context, orgID, id string) error {
	_, err := s.Conn(ctx).NewDelete().Model((*subscriptionRow)(nil)).
		Where("organization_id = ?", orgID).
		Where("id = ?", id).
		Exec(ctx)
	return err
}

// DeleteTargetSubscriptions implements Store.
func (s *BunStore) DeleteTargetSubscriptions(ctx context.Context, orgID string, t Target) error {
	_, err := s.Conn(ctx).NewDelete().Model((*subscriptionRow)(nil)).
		Where("organization_id = ?", orgID).
		Where("target_type = ?", t.Type).
		Where("target_id = ?", t.ID).
		Exec(ctx)
	return err
}

// DeleteUserSubscriptions implements Store.
func (s *BunStore) DeleteUserSubscriptions(ctx context.Context, orgID, userID string) error {
	_, err := s.Conn(ctx).NewDelete().Model((*subscriptionRow)(nil)).
		Where("organization_id = ?", orgID).
		Where("user_id = ?", userID).
		Exec(ctx)
	return err
}
