package integrations

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/database"
)

// ticketRow is the Bun model of integrations_tickets.
type ticketRow struct {
	bun.BaseModel `bun:"table:integrations_tickets"`
	ticketColumns
}

// ticketColumns are the columns of integrations_tickets: the fields of
// Ticket, in the same order with the same types, so that either converts
// to the other.
type ticketColumns struct {
	ID             string       `bun:"id,pk"`
	OrgID          string       `bun:"organization_id"`
	IntegrationID  string       `bun:"integration_id"`
	ItemID         string       `bun:"item_id"`
	RoomID         string       `bun:"room_id"`
	IdempotencyKey string       `bun:"idempotency_key"`
	ProjectKey     string       `bun:"project_key"`
	EpicKey        string       `bun:"epic_key"`
	IssueType      string       `bun:"issue_type"`
	Summary        string       `bun:"summary"`
	Description    string       `bun:"description"`
	Status         TicketStatus `bun:"status"`
	Key            string       `bun:"issue_key"`
	URL            string       `bun:"issue_url"`
	Attempts       int          `bun:"attempts"`
	Errors         int          `bun:"errors"`
	LastError      string       `bun:"last_error"`
	CreatedAt      time.Time    `bun:"created_at"`
	UpdatedAt      time.Time    `bun:"updated_at"`
	IssuedAt       *time.Time   `bun:"issued_at"`
	CreateSentAt   *time.Time   `bun:"create_sent_at"`
}

func ticketRowOf(t *Ticket) *ticketRow {
	return &ticketRow{ticketColumns: ticketColumns(*t)}
}

// CreateTicket implements Store.
func (s *BunStore) CreateTicket(ctx context.Context, t *Ticket) error {
	_, err := s.Conn(ctx).NewInsert().Model(ticketRowOf(t)).Exec(ctx)
	return database.Translate(err, "ticket of this item")
}

// UpdateTicket implements Store.
func (s *BunStore) UpdateTicket(ctx context.Context, t *Ticket) error {
	res, err := s.Conn(ctx).NewUpdate().Model(ticketRowOf(t)).
		Column("status", "issue_key", "issue_url", "attempts", "errors", "last_error", "updated_at", "issued_at", "create_sent_at").
		Where("id = ?", t.ID).
		Where("organization_id = ?", t.OrgID).
		Exec(ctx)
	return database.Affected(res, err, feedbackkit.NotFound("ticket"))
}

// FindTicket implements Store.
func (s *BunStore) FindTicket(ctx context.Context, orgID, id string) (*Ticket, error) {
	var row ticketRow
	err := s.Conn(ctx).NewSelect().Model(&row).Where("organization_id = ?", orgID).Where("id = ?", id).Scan(ctx)
	if err != nil {
		return nil, database.Translate(err, "ticket")
	}
	return row.ticket(), nil
}

func (r *ticketRow) ticket() *Ticket {
	t := Ticket(r.ticketColumns)
	return &t
}

func ticketsOf(rows []ticketRow) []*Ticket {
	out := make([]*Ticket, len(rows))
	for i := range rows {
		out[i] = rows[i].ticket()
	}
	return out
}

// FindTickets implements Store.
func (s *BunStore) FindTickets(ctx context.Context, orgID, integrationID string, page feedbackkit.PageRequest) ([]*Ticket, int, error) {
	var rows []ticketRow
	total, err := s.Conn(ctx).NewSelect().Model(&rows).
		Where("organization_id = ?", orgID).
		Where("integration_id = ?", integrationID).
		OrderExpr("created_at DESC, id DESC").
		Limit(int64(page.Limit)).Offset(int64(page.Offset())).
		ScanAndCount(ctx)
	if err != nil {
		return nil, 0, err
	}
	return ticketsOf(rows), int(total), nil
}

// FindItemTickets implements Store.
func (s *BunStore) FindItemTickets(ctx context.Context, orgID string, itemIDs []string) ([]*Ticket, error) {
	if len(itemIDs) == 0 {
		return nil, nil
	}
	var rows []ticketRow
	err := s.Conn(ctx).NewSelect().Model(&rows).
		Where("organization_id = ?", orgID).
		Where("item_id IN (?)", bun.List(itemIDs)).
		Scan(ctx)
	if err != nil {
		return nil, err
	}
	return ticketsOf(rows), nil
}

// ForgetItemTickets implements Store.
func (s *BunStore) ForgetItemTickets(ctx context.Context, orgID string, itemIDs []string) (int, error) {
	var n int
	err := s.InTx(ctx, func(ctx context.Context) error {
		res, err := s.Conn(ctx).NewDelete().Model((*ticketRow)(nil)).
			Where("organization_id = ?", orgID).
			Where("item_id IN (?)", bun.List(itemIDs)).
			Where("status <> ?", TicketCreated).
			Exec(ctx)
		if err != nil {
			return fmt.Errorf("integrations: delete tickets: %w", err)
		}
		deleted, err := res.RowsAffected()
		if err != nil {
			return err
		}
		n = int(deleted)
		_, err = s.Conn(ctx).NewUpdate().Model((*ticketRow)(nil)).
			Set("summary = ?", DeletedSummary).
			Set("description = ''").
			Where("organization_id = ?", orgID).
			Where("item_id IN (?)", bun.List(itemIDs)).
			Exec(ctx)
		if err != nil {
			return fmt.Errorf("integrations: forget the text of tickets: %w", err)
		}
		return nil
	})
	return n, err
}

// TicketStats implements Store.
func (s *BunStore) TicketStats(ctx context.Context, orgID, integrationID string) (*Stats, error) {
	var st Stats
	err := s.Conn(ctx).NewSelect().Model((*ticketRow)(nil)).
		ColumnExpr("COUNT(*) AS processed").
		ColumnExpr("COALESCE(SUM(CASE WHEN status = ? THEN 1 ELSE 0 END), 0) AS created", TicketCreated).
		ColumnExpr("COALESCE(SUM(CASE WHEN status = ? THEN 1 ELSE 0 END), 0) AS pending", TicketPending).
		ColumnExpr("COALESCE(SUM(CASE WHEN status = ? THEN 1 ELSE 0 END), 0) AS skipped", TicketSkipped).
		ColumnExpr("COALESCE(SUM(errors), 0) AS errors").
		Where("organization_id = ?", orgID).
		Where("integration_id = ?", integrationID).
		Scan(ctx, &st.EventsProcessed, &st.TicketsCreated, &st.Pending, &st.Skipped, &st.Errors)
	if err != nil {
		return nil, err
	}
	return &st, nil
}
