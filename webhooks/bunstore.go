package webhooks

import (
	"context"
	"embed"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
)

//go:embed migrations/*.sql
var migrations embed.FS

// Migrate creates or updates the tables of the package
// (webhooks_webhooks, webhooks_deliveries), which BunStore uses. It needs
// the tables of orgs (a webhook belongs to its organization and goes with
// it).
func Migrate(ctx context.Context, db *bun.DB) error {
	return database.Migrate(ctx, db, "webhooks", migrations)
}

// BunStore is feedbackkit's Store: webhooks and deliveries in the tables
// of Migrate, in a PostgreSQL or SQLite database, through Bun. Its methods
// run in the transaction the context carries, if any.
type BunStore struct {
	database.Store // InTx, and Conn for the statements
}

var _ Store = (*BunStore)(nil)

// NewBunStore returns the Store of webhooks in db.
func NewBunStore(db *bun.DB) *BunStore {
	return &BunStore{Store: database.Store{DB: db}}
}

// webhookRow is the Bun model of the webhooks_webhooks table.
type webhookRow struct {
	bun.BaseModel `bun:"table:webhooks_webhooks"`

	ID             string      `bun:"id,pk"`
	OrgID          string      `bun:"organization_id"`
	URL            string      `bun:"url"`
	Events         []EventType `bun:"events,type:json"`
	Description    string      `bun:"description"`
	Format         Format      `bun:"format"`
	Enabled        bool        `bun:"enabled"`
	CreatedBy      string      `bun:"created_by"`
	CreatedAt      time.Time   `bun:"created_at"`
	UpdatedAt      time.Time   `bun:"updated_at"`
	SealedSecret   string      `bun:"sealed_secret"`
	SealedPrevious string      `bun:"sealed_previous"`
	PreviousUntil  *time.Time  `bun:"previous_until"`
}

func rowOf(w *Webhook) *webhookRow {
	return &webhookRow{ID: w.ID, OrgID: w.OrgID, URL: w.URL, Events: w.Events, Description: w.Description,
		Format: w.Format, Enabled: w.Enabled, CreatedBy: w.CreatedBy, CreatedAt: w.CreatedAt.UTC(),
		UpdatedAt: w.UpdatedAt.UTC(), SealedSecret: w.SealedSecret, SealedPrevious: w.SealedPrevious,
		PreviousUntil: utc(w.PreviousUntil)}
}

func (r *webhookRow) webhook() *Webhook {
	return &Webhook{ID: r.ID, OrgID: r.OrgID, URL: r.URL, Events: r.Events, Description: r.Description,
		Format: r.Format, Enabled: r.Enabled, CreatedBy: r.CreatedBy, CreatedAt: r.CreatedAt.UTC(),
		UpdatedAt: r.UpdatedAt.UTC(), SealedSecret: r.SealedSecret, SealedPrevious: r.SealedPrevious,
		PreviousUntil: utc(r.PreviousUntil)}
}

// deliveryRow is the Bun model of the webhooks_deliveries table.
type deliveryRow struct {
	bun.BaseModel `bun:"table:webhooks_deliveries"`

	ID             string         `bun:"id,pk"`
	OrgID          string         `bun:"organization_id"`
	WebhookID      string         `bun:"webhook_id"`
	EventKey       string         `bun:"event_key"`
	Type           EventType      `bun:"type"`
	Payload        string         `bun:"payload"`
	Text           string         `bun:"text"`
	Status         DeliveryStatus `bun:"status"`
	Attempts       int            `bun:"attempts"`
	ResponseStatus *int           `bun:"response_status"`
	Error          string         `bun:"error"`
	CreatedAt      time.Time      `bun:"created_at"`
	DeliveredAt    *time.Time     `bun:"delivered_at"`
}

func (r *deliveryRow) delivery() *Delivery {
	return &Delivery{ID: r.ID, OrgID: r.OrgID, WebhookID: r.WebhookID, EventKey: r.EventKey, Type: r.Type,
		Payload: []byte(r.Payload), Text: r.Text, Status: r.Status, Attempts: r.Attempts,
		ResponseStatus: r.ResponseStatus, Error: r.Error, CreatedAt: r.CreatedAt.UTC(), DeliveredAt: utc(r.DeliveredAt)}
}

// utc returns t in UTC, nil for nil.
func utc(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}

// CountWebhooks implements Store. On PostgreSQL it locks the
// organization's row (FOR UPDATE) within a transaction; SQLite's
// transactions write one at a time.
func (s *BunStore) CountWebhooks(ctx context.Context, orgID string) (int, error) {
	db := s.Conn(ctx)
	if database.InTransaction(ctx) && database.IsPostgres(s.DB) {
		var id string
		err := db.NewSelect().Table("orgs_organizations").Column("id").Where("id = ?", orgID).
			For("UPDATE").Scan(ctx, &id)
		if err != nil {
			return 0, database.Translate(err, "organization")
		}
	}
	n, err := db.NewSelect().Model((*webhookRow)(nil)).Where("organization_id = ?", orgID).Count(ctx)
	return int(n), err
}

// InsertWebhook implements Store.
func (s *BunStore) InsertWebhook(ctx context.Context, w *Webhook) error {
	_, err := s.Conn(ctx).NewInsert().Model(rowOf(w)).Exec(ctx)
	return database.Translate(err, "webhook")
}

// FindWebhooks implements Store.
func (s *BunStore) FindWebhooks(ctx context.Context, orgID string) ([]*Webhook, error) {
	return s.findWebhooks(ctx, "organization_id = ?", orgID)
}

// FindAllWebhooks implements Store.
func (s *BunStore) FindAllWebhooks(ctx context.Context) ([]*Webhook, error) {
	return s.findWebhooks(ctx, "TRUE")
}

// ResealWebhook implements Store.
func (s *BunStore) ResealWebhook(ctx context.Context, w *Webhook, oldSecret, oldPrevious string) (bool, error) {
	res, err := s.Conn(ctx).NewUpdate().Model((*webhookRow)(nil)).
		Set("sealed_secret = ?", w.SealedSecret).Set("sealed_previous = ?", w.SealedPrevious).
		Where("organization_id = ?", w.OrgID).Where("id = ?", w.ID).
		Where("sealed_secret = ?", oldSecret).Where("sealed_previous = ?", oldPrevious).Exec(ctx)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// findWebhooks returns the webhooks that meet the condition where (with
// its args), oldest first.
func (s *BunStore) findWebhooks(ctx context.Context, where string, args ...any) ([]*Webhook, error) {
	var rows []webhookRow
	err := s.Conn(ctx).NewSelect().Model(&rows).Where(where, args...).
		Order("created_at", "id").Scan(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]*Webhook, len(rows))
	for i := range rows {
		out[i] = rows[i].webhook()
	}
	return out, nil
}

// FindWebhook implements Store. Within a transaction on PostgreSQL it
// reads the row FOR UPDATE; SQLite's transactions write one at a time.
func (s *BunStore) FindWebhook(ctx context.Context, orgID, id string) (*Webhook, error) {
	var row webhookRow
	q := s.Conn(ctx).NewSelect().Model(&row).Where("organization_id = ?", orgID).Where("id = ?", id)
	if database.InTransaction(ctx) && database.IsPostgres(s.DB) {
		q = q.For("UPDATE")
	}
	err := q.Scan(ctx)
	if err != nil {
		return nil, database.Translate(err, "webhook")
	}
	return row.webhook(), nil
}

// UpdateWebhook implements Store.
func (s *BunStore) UpdateWebhook(ctx context.Context, w *Webhook) error {
	res, err := s.Conn(ctx).NewUpdate().Model(rowOf(w)).
		Column("url", "events", "description", "format", "enabled", "updated_at",
			"sealed_secret", "sealed_previous", "previous_until").
		Where("organization_id = ?", w.OrgID).Where("id = ?", w.ID).Exec(ctx)
	return database.Affected(res, err, feedbackkit.NotFound("webhook"))
}

// DisableWebhook implements Store.
func (s *BunStore) DisableWebhook(ctx context.Context, orgID, id string, at time.Time) error {
	_, err := s.Conn(ctx).NewUpdate().Model((*webhookRow)(nil)).
		Set("enabled = ?", false).Set("updated_at = ?", at.UTC()).
		Where("organization_id = ?", orgID).Where("id = ?", id).Exec(ctx)
	return err
}

// DeleteWebhook implements Store.
func (s *BunStore) DeleteWebhook(ctx context.Context, orgID, id string) error {
	res, err := s.Conn(ctx).NewDelete().Model((*webhookRow)(nil)).
		Where("organization_id = ?", orgID).Where("id = ?", id).Exec(ctx)
	return database.Affected(res, err, feedbackkit.NotFound("webhook"))
}

// InsertDelivery implements Store. It inserts d from its webhook's row
// (INSERT ... SELECT), so that a webhook deleted meanwhile gets nothing
// (NOT_FOUND) instead of a foreign-key violation, which would abort the
// transaction of the submission. On PostgreSQL it reads that row FOR KEY
// SHARE: a deletion in progress is waited for, and then leaves nothing to
// insert; a later one waits for this transaction.
func (s *BunStore) InsertDelivery(ctx context.Context, d *Delivery) error {
	db := s.Conn(ctx)
	lock := ""
	if database.IsPostgres(s.DB) {
		lock = " FOR KEY SHARE"
	}
	res, err := db.ExecContext(ctx, `INSERT INTO webhooks_deliveries (id, organization_id, webhook_id, event_key, type,
		payload, text, status, attempts, response_status, error, created_at, delivered_at)
	SELECT ?, organization_id, id, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?
	FROM webhooks_webhooks WHERE organization_id = ? AND id = ?`+lock+`
	ON CONFLICT DO NOTHING`,
		d.ID, d.EventKey, d.Type, string(d.Payload), d.Text, d.Status, d.Attempts, d.ResponseStatus, d.Error,
		d.CreatedAt.UTC(), utc(d.DeliveredAt), d.OrgID, d.WebhookID)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n == 1 {
		return err
	}
	// Nothing inserted: the webhook is gone, or has a delivery of the
	// event already.
	exists, err := db.NewSelect().Model((*webhookRow)(nil)).
		Where("organization_id = ?", d.OrgID).Where("id = ?", d.WebhookID).Exists(ctx)
	switch {
	case err != nil:
		return err
	case !exists:
		return feedbackkit.NotFound("webhook")
	}
	return feedbackkit.Errorf(feedbackkit.CodeAlreadyExists, "the webhook has a delivery of this event already")
}

// FindDelivery implements Store.
func (s *BunStore) FindDelivery(ctx context.Context, orgID, id string) (*Delivery, error) {
	var row deliveryRow
	err := s.Conn(ctx).NewSelect().Model(&row).Where("organization_id = ?", orgID).Where("id = ?", id).Scan(ctx)
	if err != nil {
		return nil, database.Translate(err, "delivery")
	}
	return row.delivery(), nil
}

// UpdateDelivery implements Store.
func (s *BunStore) UpdateDelivery(ctx context.Context, d *Delivery) error {
	_, err := s.Conn(ctx).NewUpdate().Model((*deliveryRow)(nil)).
		Set("status = ?", d.Status).Set("attempts = ?", d.Attempts).
		Set("response_status = ?", d.ResponseStatus).Set("error = ?", d.Error).
		Set("delivered_at = ?", utc(d.DeliveredAt)).
		Where("organization_id = ?", d.OrgID).Where("id = ?", d.ID).Exec(ctx)
	return err
}

// FindDeliveries implements Store.
func (s *BunStore) FindDeliveries(ctx context.Context, orgID, webhookID string, page feedbackkit.PageRequest) ([]*Delivery, int, error) {
	var rows []deliveryRow
	total, err := s.Conn(ctx).NewSelect().Model(&rows).
		Where("organization_id = ?", orgID).Where("webhook_id = ?", webhookID).
		OrderExpr("created_at DESC, id DESC").
		Limit(int64(page.Limit)).Offset(int64(page.Offset())).
		ScanAndCount(ctx)
	if err != nil {
		return nil, 0, err
	}
	out := make([]*Delivery, len(rows))
	for i := range rows {
		out[i] = rows[i].delivery()
	}
	return out, int(total), nil
}

// FailLostDeliveries implements Store, in one statement: a delivery and
// its job, committed together, are both in its snapshot or neither is.
func (s *BunStore) FailLostDeliveries(ctx context.Context, before time.Time, reason string) (int, error) {
	db := s.Conn(ctx)
	live := jobs.LiveJobs(db, DeliverArgs{}.Kind(), "delivery_id", "d.id")
	res, err := db.NewUpdate().TableExpr("webhooks_deliveries AS d").
		Set("status = ?", DeliveryFailed).Set("error = ?", reason).
		Where("d.status = ?", DeliveryPending).Where("d.created_at < ?", before.UTC()).
		Where("NOT EXISTS (?)", live).Exec(ctx)
	if err != nil {
		return 0, err
	}
	n, err := res.RowsAffected()
	return int(n), err
}

// DeleteDeliveries implements Store. A cut of an organization goes
// webhook by webhook (it has at most MaxPerOrganization) rather than by
// the organization_id column, which no index leads with: every delivery
// has its webhook, and with one webhook's id the (webhook_id, event_key)
// index serves an item's or response's deliveries. (With the ids in a
// list or a subquery, PostgreSQL guesses how many deliveries each has: it
// then reads all those of a busy webhook.)
func (s *BunStore) DeleteDeliveries(ctx context.Context, cut DeliveryCut) (int, error) {
	if cut.OrgID == "" {
		return s.deleteDeliveries(ctx, cut, "")
	}
	var hooks []string
	if err := s.Conn(ctx).NewSelect().Model((*webhookRow)(nil)).Column("id").Where("organization_id = ?", cut.OrgID).
		Scan(ctx, &hooks); err != nil {
		return 0, err
	}
	total := 0
	for _, id := range hooks {
		n, err := s.deleteDeliveries(ctx, cut, id)
		if total += n; err != nil {
			return total, err
		}
	}
	return total, nil
}

// deleteDeliveries deletes the deliveries cut selects, of the webhook
// webhookID unless "" (cut.OrgID is left to the caller).
func (s *BunStore) deleteDeliveries(ctx context.Context, cut DeliveryCut, webhookID string) (int, error) {
	db := s.Conn(ctx)
	ids := db.NewSelect().Model((*deliveryRow)(nil)).Column("id")
	if webhookID != "" {
		ids = ids.Where("webhook_id = ?", webhookID)
	}
	if !cut.Before.IsZero() {
		ids = ids.Where("created_at < ?", cut.Before.UTC())
	}
	if cut.Keys != nil {
		ids = ids.Where("event_key IN (?)", bun.List(cut.Keys))
	}
	if !cut.Pending {
		ids = ids.Where("status <> ?", DeliveryPending)
	}
	res, err := db.NewDelete().Model((*deliveryRow)(nil)).Where("id IN (?)", ids).Exec(ctx)
	if err != nil {
		return 0, err
	}
	n, err := res.RowsAffected()
	return int(n), err
}
