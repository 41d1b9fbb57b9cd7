package orgs

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/database"
)

// hostKeyRow is the Bun model of the orgs_host_keys table: which
// organization a host program's organization (its key) has.
type hostKeyRow struct {
	bun.BaseModel `bun:"table:orgs_host_keys"`

	Key       string    `bun:"key,pk"`
	OrgID     string    `bun:"organization_id"`
	CreatedAt time.Time `bun:"created_at"`
}

// FindOrganizationByHostKey implements HostKeyStore.
func (s *BunStore) FindOrganizationByHostKey(ctx context.Context, key string) (*Organization, error) {
	row := new(organizationRow)
	err := s.Conn(ctx).NewSelect().Model(row).
		Where("id = (?)", s.Conn(ctx).NewSelect().Model((*hostKeyRow)(nil)).Column("organization_id").Where("key = ?", key)).
		Scan(ctx)
	if err != nil {
		return nil, database.Translate(err, "organization")
	}
	return row.organization(), nil
}

// LinkHostKey implements HostKeyStore.
func (s *BunStore) LinkHostKey(ctx context.Context, key, orgID string, at time.Time) error {
	return database.InsertNew(ctx, s.Conn(ctx), &hostKeyRow{Key: key, OrgID: orgID, CreatedAt: at.UTC()},
		feedbackkit.Errorf(feedbackkit.CodeAlreadyExists, "the key or the organization is linked already"))
}
