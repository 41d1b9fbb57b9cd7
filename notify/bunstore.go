package notify

import (
	"context"
	"database/sql"
	"embed"
	"slices"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
	"github.com/feedbackkit/feedbackkit/internal/mailaddr"
)

//go:embed migrations/*.sql
var migrationFiles embed.FS

// Migrate creates or updates the package's tables (notify_emails), recording
// what it applied in notify_migrations. It is safe to call on every start
// and from several processes at once.
func Migrate(ctx context.Context, db *bun.DB) error {
	return database.Migrate(ctx, db, "notify", migrationFiles)
}

// emailRow is the Bun model of the notify_emails table.
type emailRow struct {
	bun.BaseModel `bun:"table:notify_emails"`

	ID        string            `bun:"id,pk"`
	From      string            `bun:"from_address,notnull"`
	To        string            `bun:"to_address,notnull"`
	Subject   string            `bun:"subject,notnull"`
	Text      string            `bun:"text_body,notnull"`
	HTML      string            `bun:"html_body,notnull"`
	Headers   map[string]string `bun:"headers"`
	Template  string            `bun:"template,notnull"`
	Status    string            `bun:"status,notnull"`
	Attempts  int               `bun:"attempts,notnull"`
	LastError string            `bun:"last_error,notnull"`
	CreatedAt time.Time         `bun:"created_at,notnull"`
	SentAt    *time.Time        `bun:"sent_at"`
}

func rowFromEmail(e *Email) *emailRow {
	return &emailRow{
		ID:        e.ID,
		From:      e.From,
		To:        e.To,
		Subject:   e.Subject,
		Text:      e.Text,
		HTML:      e.HTML,
		Headers:   headersOf(e),
		Template:  e.Template,
		Status:    e.Status,
		Attempts:  e.Attempts,
		LastError: e.LastError,
		CreatedAt: e.CreatedAt.UTC(),
		SentAt:    utcPtr(e.SentAt),
	}
}

func (r *emailRow) email() *Email {
	return &Email{
		ID:        r.ID,
		From:      r.From,
		To:        r.To,
		Subject:   r.Subject,
		Text:      r.Text,
		HTML:      r.HTML,
		Headers:   r.Headers,
		Template:  r.Template,
		Status:    r.Status,
		Attempts:  r.Attempts,
		LastError: r.LastError,
		CreatedAt: r.CreatedAt.UTC(),
		SentAt:    utcPtr(r.SentAt),
	}
}

// headersOf returns e's headers, empty rather than nil (the column is
// NOT NULL).
func headersOf(e *Email) map[string]string {
	if e.Headers == nil {
		return map[string]string{}
	}
	return e.Headers
}

func utcPtr(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}

// BunStore is the Store of a Bun database (PostgreSQL or SQLite), on the
// notify_emails table that Migrate creates.
type BunStore struct {
	database.Store // InTx, and Conn for the statements
}

// NewBunStore returns the Store of db.
func NewBunStore(db *bun.DB) *BunStore {
	return &BunStore{Store: database.Store{DB: db}}
}

var _ Store = (*BunStore)(nil)

// InsertEmail implements Store.
func (s *BunStore) InsertEmail(ctx context.Context, e *Email) error {
	_, err := s.Conn(ctx).NewInsert().Model(rowFromEmail(e)).Exec(ctx)
	return database.Translate(err, "email")
}

// emailItemRow is the Bun model of the notify_email_items table.
type emailItemRow struct {
	bun.BaseModel `bun:"table:notify_email_items"`

	ItemID  string `bun:"item_id,pk"`
	EmailID string `bun:"email_id,pk"`
}

// LinkItems implements Store.
func (s *BunStore) LinkItems(ctx context.Context, emailID string, itemIDs []string) error {
	rows := make([]emailItemRow, 0, len(itemIDs))
	for _, id := range slices.Compact(slices.Sorted(slices.Values(itemIDs))) {
		rows = append(rows, emailItemRow{ItemID: id, EmailID: emailID})
	}
	_, err := s.Conn(ctx).NewInsert().Model(&rows).Exec(ctx)
	return err
}

// DeleteItemEmails implements Store. The links go with their emails (ON
// DELETE CASCADE).
func (s *BunStore) DeleteItemEmails(ctx context.Context, itemIDs []string) (int, error) {
	linked := s.Conn(ctx).NewSelect().Model((*emailItemRow)(nil)).Column("email_id").
		Where("item_id IN (?)", bun.List(itemIDs))
	return affected(s.Conn(ctx).NewDelete().Model((*emailRow)(nil)).Where("id IN (?)", linked).Exec(ctx))
}

// DeleteEmailsBefore implements Store.
func (s *BunStore) DeleteEmailsBefore(ctx context.Context, before time.Time) (int, error) {
	return affected(s.Conn(ctx).NewDelete().Model((*emailRow)(nil)).
		Where("created_at < ?", before.UTC()).Where("status <> ?", StatusPending).Exec(ctx))
}

// affected returns how many rows the statement that returned res and err
// changed.
func affected(res sql.Result, err error) (int, error) {
	if err != nil {
		return 0, err
	}
	n, err := res.RowsAffected()
	return int(n), err
}

// FindEmailByID implements Store.
func (s *BunStore) FindEmailByID(ctx context.Context, id string) (*Email, error) {
	var row emailRow
	if err := s.Conn(ctx).NewSelect().Model(&row).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, database.Translate(err, "email")
	}
	return row.email(), nil
}

// FindEmails implements Store.
func (s *BunStore) FindEmails(ctx context.Context, filter OutboxFilter) ([]*Email, error) {
	limit := filter.Limit
	if limit <= 0 {
		limit = 100
	}
	var rows []emailRow
	q := s.Conn(ctx).NewSelect().Model(&rows).OrderExpr("created_at DESC, id DESC").Limit(int64(limit))
	if to := mailaddr.Fold(filter.To); to != "" {
		q = q.Where("to_address = ?", to)
	}
	if filter.Status != "" {
		q = q.Where("status = ?", filter.Status)
	}
	if err := q.Scan(ctx); err != nil {
		return nil, err
	}
	emails := make([]*Email, len(rows))
	for i := range rows {
		emails[i] = rows[i].email()
	}
	return emails, nil
}

// MarkSent implements Store.
func (s *BunStore) MarkSent(ctx context.Context, id string, at time.Time, kept Delivered) error {
	headers := kept.Headers
	if headers == nil {
		headers = map[string]string{}
	}
	_, err := s.Conn(ctx).NewUpdate().Model((*emailRow)(nil)).
		Set("status = ?", StatusSent).
		Set("text_body = ?", kept.Text).
		Set("html_body = ?", kept.HTML).
		Set("headers = ?", headers).
		Set("sent_at = ?", at.UTC()).
		Set("attempts = attempts + 1").
		Set("last_error = ''").
		Where("id = ?", id).
		Where("status <> ?", StatusSent).
		Exec(ctx)
	return err
}

// MarkFailed implements Store.
func (s *BunStore) MarkFailed(ctx context.Context, id, lastError string, final bool) error {
	q := s.Conn(ctx).NewUpdate().Model((*emailRow)(nil)).
		Set("attempts = attempts + 1").
		Set("last_error = ?", lastError).
		Where("id = ?", id).
		Where("status <> ?", StatusSent)
	if final {
		q = q.Set("status = ?", StatusFailed)
	}
	_, err := q.Exec(ctx)
	return err
}

// Discard implements Store.
func (s *BunStore) Discard(ctx context.Context, id, reason string) error {
	_, err := s.Conn(ctx).NewUpdate().Model((*emailRow)(nil)).
		Set("status = ?", StatusFailed).
		Set("last_error = ?", reason).
		Where("id = ?", id).
		Where("status <> ?", StatusSent).
		Exec(ctx)
	return err
}

// FailLostEmails implements Store, in one statement: an email and its
// job, committed together, are both in its snapshot or neither is.
func (s *BunStore) FailLostEmails(ctx context.Context, reason string) (int, error) {
	db := s.Conn(ctx)
	live := jobs.LiveJobs(db, DeliverEmailArgs{}.Kind(), "email_id", "e.id")
	return affected(db.NewUpdate().TableExpr("notify_emails AS e").
		Set("status = ?", StatusFailed).Set("last_error = ?", reason).
		Where("e.status = ?", StatusPending).Where("NOT EXISTS (?)", live).Exec(ctx))
}
