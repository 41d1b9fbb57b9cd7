package notify

import (
	"context"
	"embed"
	"io/fs"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit/internal/database"
)

//go:embed migrations/*.sql
var migrationFiles embed.FS

// Migrate creates or updates the package's tables (notify_emails), recording
// what it applied in notify_migrations. It is safe to call on every start
// and from several processes at once.
func Migrate(ctx context.Context, db *bun.DB) error {
	sub, err := fs.Sub(migrationFiles, "migrations")
	if err != nil {
		return err
	}
	return database.Migrate(ctx, db, "notify", sub)
}

// emailRow is the Bun model of the notify_emails table.
type emailRow struct {
	bun.BaseModel `bun:"table:notify_emails"`

	ID        string     `bun:"id,pk"`
	From      string     `bun:"from_address,notnull"`
	To        string     `bun:"to_address,notnull"`
	Subject   string     `bun:"subject,notnull"`
	Text      string     `bun:"text_body,notnull"`
	HTML      string     `bun:"html_body,notnull"`
	Template  string     `bun:"template,notnull"`
	Status    string     `bun:"status,notnull"`
	Attempts  int        `bun:"attempts,notnull"`
	LastError string     `bun:"last_error,notnull"`
	CreatedAt time.Time  `bun:"created_at,notnull"`
	SentAt    *time.Time `bun:"sent_at"`
}

func rowFromEmail(e *Email) *emailRow {
	return &emailRow{
		ID:        e.ID,
		From:      e.From,
		To:        e.To,
		Subject:   e.Subject,
		Text:      e.Text,
		HTML:      e.HTML,
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
		Template:  r.Template,
		Status:    r.Status,
		Attempts:  r.Attempts,
		LastError: r.LastError,
		CreatedAt: r.CreatedAt.UTC(),
		SentAt:    utcPtr(r.SentAt),
	}
}

func utcPtr(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}

// insertEmail stores e.
func insertEmail(ctx context.Context, db bun.IDB, e *Email) error {
	_, err := db.NewInsert().Model(rowFromEmail(e)).Exec(ctx)
	return err
}

// findEmailByID loads one email; NOT_FOUND when there is none.
func findEmailByID(ctx context.Context, db bun.IDB, id string) (*Email, error) {
	var row emailRow
	if err := db.NewSelect().Model(&row).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, database.Translate(err, "email")
	}
	return row.email(), nil
}

// findEmails lists emails newest first.
func findEmails(ctx context.Context, db bun.IDB, filter OutboxFilter) ([]*Email, error) {
	limit := filter.Limit
	if limit <= 0 {
		limit = 100
	}
	var rows []emailRow
	q := db.NewSelect().Model(&rows).OrderExpr("created_at DESC, id DESC").Limit(int64(limit))
	if to := strings.TrimSpace(filter.To); to != "" {
		q = q.Where("lower(to_address) = ?", strings.ToLower(to))
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

// markSent records a successful delivery attempt. It changes nothing for an
// email already marked sent.
func markSent(ctx context.Context, db bun.IDB, id string, at time.Time) error {
	at = at.UTC()
	_, err := db.NewUpdate().Model((*emailRow)(nil)).
		Set("status = ?", StatusSent).
		Set("sent_at = ?", at).
		Set("attempts = attempts + 1").
		Where("id = ?", id).
		Where("status <> ?", StatusSent).
		Exec(ctx)
	return err
}

// markFailed records a failed delivery attempt.
func markFailed(ctx context.Context, db bun.IDB, id, lastError string) error {
	_, err := db.NewUpdate().Model((*emailRow)(nil)).
		Set("attempts = attempts + 1").
		Set("last_error = ?", lastError).
		Where("id = ?", id).
		Exec(ctx)
	return err
}
