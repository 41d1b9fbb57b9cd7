package orgs

import (
	"context"
	"embed"
	"errors"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/database"
)

//go:embed migrations/*.sql
var migrations embed.FS

// Migrate creates or updates the tables of the orgs package
// (orgs_organizations, orgs_invitations, orgs_invitation_tokens,
// orgs_settings, orgs_waitlist, orgs_host_keys), which BunStore uses,
// and the instance's metadata (database.MigrateCore), where BunStore
// records that the demo organization was considered (ClaimDemo).
func Migrate(ctx context.Context, db *bun.DB) error {
	if err := database.MigrateCore(ctx, db); err != nil {
		return err
	}
	return database.Migrate(ctx, db, "orgs", migrations)
}

// BunStore is the Store of a Bun database (PostgreSQL or SQLite), on the
// tables that Migrate creates.
type BunStore struct {
	database.Store // InTx, and Conn for the statements
}

// NewBunStore returns the Store of db.
func NewBunStore(db *bun.DB) *BunStore {
	return &BunStore{Store: database.Store{DB: db}}
}

var _ Store = (*BunStore)(nil)

// setIf adds "column = *v" to q when v is not nil.
func setIf[T any](q *bun.UpdateQuery, column string, v *T) *bun.UpdateQuery {
	if v == nil {
		return q
	}
	return q.Set("? = ?", bun.Ident(column), *v)
}

// count runs q as a count of its rows.
func count(ctx context.Context, q *bun.SelectQuery) (int, error) {
	n, err := q.Count(ctx)
	return int(n), err
}

// organizationRow is the Bun model of the orgs_organizations table.
type organizationRow struct {
	bun.BaseModel `bun:"table:orgs_organizations"`

	ID           string    `bun:"id,pk"`
	Name         string    `bun:"name"`
	Subdomain    string    `bun:"subdomain"`
	Plan         Plan      `bun:"plan"`
	SeatLimit    *int      `bun:"seat_limit"`
	RoomLimit    *int      `bun:"room_limit"`
	FormLimit    *int      `bun:"form_limit"`
	Integrations *bool     `bun:"integrations"`
	CreatedAt    time.Time `bun:"created_at"`
	UpdatedAt    time.Time `bun:"updated_at"`
}

func (r *organizationRow) organization() *Organization {
	return &Organization{
		ID:           r.ID,
		Name:         r.Name,
		Subdomain:    r.Subdomain,
		Plan:         r.Plan,
		SeatLimit:    r.SeatLimit,
		RoomLimit:    r.RoomLimit,
		FormLimit:    r.FormLimit,
		Integrations: r.Integrations,
		CreatedAt:    r.CreatedAt,
		UpdatedAt:    r.UpdatedAt,
	}
}

// CreateOrganization implements OrganizationStore.
func (s *BunStore) CreateOrganization(ctx context.Context, org *Organization) error {
	row := &organizationRow{
		ID:           org.ID,
		Name:         org.Name,
		Subdomain:    org.Subdomain,
		Plan:         org.Plan,
		SeatLimit:    org.SeatLimit,
		RoomLimit:    org.RoomLimit,
		FormLimit:    org.FormLimit,
		Integrations: org.Integrations,
		CreatedAt:    org.CreatedAt,
		UpdatedAt:    org.UpdatedAt,
	}
	_, err := s.Conn(ctx).NewInsert().Model(row).Exec(ctx)
	return database.Translate(err, "organization")
}

// FindOrganizationByID implements OrganizationStore.
func (s *BunStore) FindOrganizationByID(ctx context.Context, id string) (*Organization, error) {
	return s.findOrganization(ctx, "id", id, false)
}

// FindOrganizationBySubdomain implements OrganizationStore.
func (s *BunStore) FindOrganizationBySubdomain(ctx context.Context, subdomain string) (*Organization, error) {
	return s.findOrganization(ctx, "subdomain", subdomain, false)
}

// LockOrganization implements OrganizationStore. On PostgreSQL it reads the
// organization FOR UPDATE; on SQLite transactions are immediate: the
// database is locked for writing from their start. It returns an internal
// error when ctx carries no transaction.
func (s *BunStore) LockOrganization(ctx context.Context, id string) (*Organization, error) {
	if !database.InTransaction(ctx) {
		return nil, errors.New("orgs: an organization can be locked only in a transaction")
	}
	return s.findOrganization(ctx, "id", id, database.IsPostgres(s.DB))
}

// findOrganization reads the organization whose column has value, locked
// for update when lock is set, or returns NOT_FOUND.
func (s *BunStore) findOrganization(ctx context.Context, column, value string, lock bool) (*Organization, error) {
	row := new(organizationRow)
	q := s.Conn(ctx).NewSelect().Model(row).Where("? = ?", bun.Ident(column), value)
	if lock {
		q = q.For("UPDATE")
	}
	if err := q.Scan(ctx); err != nil {
		return nil, database.Translate(err, "organization")
	}
	return row.organization(), nil
}

// UpdateOrganization implements OrganizationStore.
func (s *BunStore) UpdateOrganization(ctx context.Context, id string, upd OrganizationUpdate, at time.Time) (*Organization, error) {
	row := new(organizationRow)
	q := s.Conn(ctx).NewUpdate().Model(row).Where("id = ?", id).Set("updated_at = ?", at)
	q = setIf(q, "name", upd.Name)
	q = setIf(q, "plan", upd.Plan)
	q = setIf(q, "seat_limit", upd.Limits.Seats)
	q = setIf(q, "room_limit", upd.Limits.Rooms)
	q = setIf(q, "form_limit", upd.Limits.Forms)
	q = setIf(q, "integrations", upd.Limits.Integrations)
	if err := q.Returning("*").Scan(ctx); err != nil {
		return nil, database.Translate(err, "organization")
	}
	return row.organization(), nil
}

// ClaimDemo implements OrganizationStore, with the row demo of
// feedbackkit_meta.
func (s *BunStore) ClaimDemo(ctx context.Context) (bool, error) {
	return database.Claim(ctx, s.Conn(ctx), "demo")
}

// CountOrganizations implements OrganizationStore.
func (s *BunStore) CountOrganizations(ctx context.Context) (int, error) {
	return count(ctx, s.Conn(ctx).NewSelect().Model((*organizationRow)(nil)))
}

// FindOrganizations implements Store.
func (s *BunStore) FindOrganizations(ctx context.Context, page feedbackkit.PageRequest) ([]*Organization, int, error) {
	var rows []organizationRow
	total, err := s.Conn(ctx).NewSelect().Model(&rows).Order("created_at", "id").
		Limit(int64(page.Limit)).Offset(int64(page.Offset())).ScanAndCount(ctx)
	if err != nil {
		return nil, 0, err
	}
	orgs := make([]*Organization, len(rows))
	for i := range rows {
		orgs[i] = rows[i].organization()
	}
	return orgs, int(total), nil
}
