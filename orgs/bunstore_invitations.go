package orgs

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/database"
)

// invitationRow is the Bun model of the orgs_invitations table.
type invitationRow struct {
	bun.BaseModel `bun:"table:orgs_invitations,alias:i"`

	ID          string           `bun:"id,pk"`
	OrgID       string           `bun:"organization_id"`
	Email       string           `bun:"email"`
	Role        feedbackkit.Role `bun:"role"`
	Status      InvitationStatus `bun:"status"`
	InvitedBy   string           `bun:"invited_by"`
	CreatedAt   time.Time        `bun:"created_at"`
	UpdatedAt   time.Time        `bun:"updated_at"`
	ExpiresAt   time.Time        `bun:"expires_at"`
	AcceptedAt  *time.Time       `bun:"accepted_at"`
	CancelledAt *time.Time       `bun:"cancelled_at"`
}

func (r *invitationRow) invitation() *Invitation {
	return &Invitation{
		ID:          r.ID,
		OrgID:       r.OrgID,
		Email:       r.Email,
		Role:        r.Role,
		Status:      r.Status,
		InvitedBy:   r.InvitedBy,
		CreatedAt:   r.CreatedAt,
		UpdatedAt:   r.UpdatedAt,
		ExpiresAt:   r.ExpiresAt,
		AcceptedAt:  r.AcceptedAt,
		CancelledAt: r.CancelledAt,
	}
}

// invitationLinkRow is the Bun model of the orgs_invitation_tokens table.
type invitationLinkRow struct {
	bun.BaseModel `bun:"table:orgs_invitation_tokens,alias:t"`

	TokenHash    string    `bun:"token_hash,pk"`
	InvitationID string    `bun:"invitation_id"`
	CreatedAt    time.Time `bun:"created_at"`
	ExpiresAt    time.Time `bun:"expires_at"`
}

// CreateInvitation implements InvitationStore.
func (s *BunStore) CreateInvitation(ctx context.Context, inv *Invitation) error {
	row := &invitationRow{
		ID:          inv.ID,
		OrgID:       inv.OrgID,
		Email:       inv.Email,
		Role:        inv.Role,
		Status:      inv.Status,
		InvitedBy:   inv.InvitedBy,
		CreatedAt:   inv.CreatedAt,
		UpdatedAt:   inv.UpdatedAt,
		ExpiresAt:   inv.ExpiresAt,
		AcceptedAt:  inv.AcceptedAt,
		CancelledAt: inv.CancelledAt,
	}
	_, err := s.Conn(ctx).NewInsert().Model(row).Exec(ctx)
	return database.Translate(err, "invitation")
}

// CreateInvitationLink implements InvitationStore.
func (s *BunStore) CreateInvitationLink(ctx context.Context, link *InvitationLink) error {
	row := &invitationLinkRow{
		TokenHash:    link.TokenHash,
		InvitationID: link.InvitationID,
		CreatedAt:    link.CreatedAt,
		ExpiresAt:    link.ExpiresAt,
	}
	_, err := s.Conn(ctx).NewInsert().Model(row).Exec(ctx)
	return database.Translate(err, "invitation link")
}

// live restricts q to the invitations of the organization orgID that are
// live at t: pending, with a link that has not expired.
func live[Q interface {
	Where(query string, args ...any) Q
}](q Q, orgID string, t time.Time) Q {
	return q.Where("organization_id = ?", orgID).
		Where("status = ?", InvitationPending).
		Where("expires_at > ?", t)
}

// selectInvitations selects into model the invitations of the organization
// orgID that filter selects.
func (s *BunStore) selectInvitations(ctx context.Context, model any, orgID string, filter InvitationFilter) *bun.SelectQuery {
	q := live(s.Conn(ctx).NewSelect().Model(model), orgID, filter.LiveAt)
	if filter.Email != "" {
		q = q.Where("email = ?", filter.Email)
	}
	return q
}

// FindInvitations implements InvitationStore.
func (s *BunStore) FindInvitations(ctx context.Context, orgID string, filter InvitationFilter) ([]*Invitation, error) {
	var rows []*invitationRow
	if err := s.selectInvitations(ctx, &rows, orgID, filter).OrderExpr("created_at ASC, id ASC").Scan(ctx); err != nil {
		return nil, err
	}
	invs := make([]*Invitation, len(rows))
	for i, r := range rows {
		invs[i] = r.invitation()
	}
	return invs, nil
}

// FindLiveInvitationsByEmail implements InvitationStore.
func (s *BunStore) FindLiveInvitationsByEmail(ctx context.Context, email string, now time.Time) ([]*Invitation, error) {
	var rows []*invitationRow
	err := s.Conn(ctx).NewSelect().Model(&rows).
		Where("email = ?", email).
		Where("status = ?", InvitationPending).
		Where("expires_at > ?", now).
		OrderExpr("created_at DESC, id DESC").
		Scan(ctx)
	if err != nil {
		return nil, err
	}
	invs := make([]*Invitation, len(rows))
	for i, r := range rows {
		invs[i] = r.invitation()
	}
	return invs, nil
}

// CountInvitations implements InvitationStore.
func (s *BunStore) CountInvitations(ctx context.Context, orgID string, filter InvitationFilter) (int, error) {
	return count(ctx, s.selectInvitations(ctx, (*invitationRow)(nil), orgID, filter))
}

// FindInvitationByTokenHash implements InvitationStore.
func (s *BunStore) FindInvitationByTokenHash(ctx context.Context, tokenHash string, now time.Time) (*Invitation, *InvitationLink, error) {
	db := s.Conn(ctx)
	link := new(invitationLinkRow)
	err := db.NewSelect().Model(link).
		Where("token_hash = ?", tokenHash).
		Where("expires_at > ?", now).
		Scan(ctx)
	if err != nil {
		return nil, nil, database.Translate(err, "invitation")
	}
	inv := new(invitationRow)
	err = db.NewSelect().Model(inv).
		Where("id = ?", link.InvitationID).
		Where("status = ?", InvitationPending).
		Scan(ctx)
	if err != nil {
		return nil, nil, database.Translate(err, "invitation")
	}
	return inv.invitation(), &InvitationLink{
		TokenHash:    link.TokenHash,
		InvitationID: link.InvitationID,
		CreatedAt:    link.CreatedAt,
		ExpiresAt:    link.ExpiresAt,
	}, nil
}

// UpdateInvitation implements InvitationStore.
func (s *BunStore) UpdateInvitation(ctx context.Context, orgID, id string, upd InvitationUpdate, at time.Time) (*Invitation, error) {
	row := new(invitationRow)
	q := live(s.Conn(ctx).NewUpdate().Model(row), orgID, at).
		Where("id = ?", id).
		Set("updated_at = ?", at)
	q = setIf(q, "status", upd.Status)
	q = setIf(q, "expires_at", upd.ExpiresAt)
	q = setIf(q, "accepted_at", upd.AcceptedAt)
	q = setIf(q, "cancelled_at", upd.CancelledAt)
	if err := q.Returning("*").Scan(ctx); err != nil {
		return nil, database.Translate(err, "invitation")
	}
	return row.invitation(), nil
}
