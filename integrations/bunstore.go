package integrations

import (
	"context"
	"embed"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/database"
)

//go:embed migrations/*.sql
var migrations embed.FS

// Migrate creates or updates the tables of the integrations package
// (integrations_integrations, integrations_tickets), which BunStore uses.
// It needs the tables of orgs (integrations refer to their organization).
func Migrate(ctx context.Context, db *bun.DB) error {
	return database.Migrate(ctx, db, "integrations", migrations)
}

// BunStore is feedbackkit's Store: integrations and tickets in the tables
// of Migrate of a PostgreSQL or SQLite database, through Bun. Its methods
// run in the transaction the context carries, if any.
type BunStore struct {
	database.Store // InTx, and Conn for the statements
}

var _ Store = (*BunStore)(nil)

// NewBunStore returns the Store of integrations in db.
func NewBunStore(db *bun.DB) *BunStore {
	return &BunStore{Store: database.Store{DB: db}}
}

// integrationRow is the Bun model of integrations_integrations.
type integrationRow struct {
	bun.BaseModel `bun:"table:integrations_integrations"`

	ID          string    `bun:"id,pk"`
	OrgID       string    `bun:"organization_id"`
	Type        Type      `bun:"type"`
	Name        string    `bun:"name"`
	Enabled     bool      `bun:"enabled"`
	Status      Status    `bun:"status"`
	ProjectKey  string    `bun:"project_key"`
	IssueType   string    `bun:"issue_type"`
	AutoCreate  bool      `bun:"auto_create"`
	Allowed     string    `bun:"allowed_project_keys"` // comma-separated
	SiteID      string    `bun:"site_id"`
	SiteName    string    `bun:"site_name"`
	SiteURL     string    `bun:"site_url"`
	SealedToken string    `bun:"sealed_token"`
	AuthNonce   string    `bun:"auth_nonce"`
	CreatedBy   string    `bun:"created_by"`
	CreatedAt   time.Time `bun:"created_at"`
	UpdatedAt   time.Time `bun:"updated_at"`
}

func integrationRowOf(in *Integration) *integrationRow {
	return &integrationRow{ID: in.ID, OrgID: in.OrgID, Type: in.Type, Name: in.Name, Enabled: in.Enabled,
		Status: in.Status, ProjectKey: in.Config.ProjectKey, IssueType: in.Config.IssueType,
		AutoCreate: in.Config.AutoCreate, Allowed: strings.Join(in.Config.AllowedProjectKeys, ","), SiteID: in.Site.ID, SiteName: in.Site.Name, SiteURL: in.Site.URL,
		SealedToken: in.SealedToken, AuthNonce: in.AuthNonce, CreatedBy: in.CreatedBy,
		CreatedAt: in.CreatedAt, UpdatedAt: in.UpdatedAt}
}

func (r *integrationRow) integration() *Integration {
	return &Integration{ID: r.ID, OrgID: r.OrgID, Type: r.Type, Name: r.Name, Enabled: r.Enabled, Status: r.Status,
		Config: TrackerSettings{ProjectKey: r.ProjectKey, IssueType: r.IssueType, AutoCreate: r.AutoCreate,
			AllowedProjectKeys: splitKeys(r.Allowed)},
		Site: Site{ID: r.SiteID, Name: r.SiteName, URL: r.SiteURL}, SealedToken: r.SealedToken,
		AuthNonce: r.AuthNonce, CreatedBy: r.CreatedBy, CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt}
}

// splitKeys returns the keys of a comma-separated list, nil for "".
func splitKeys(list string) []string {
	if list == "" {
		return nil
	}
	return strings.Split(list, ",")
}

// CreateIntegration implements Store.
func (s *BunStore) CreateIntegration(ctx context.Context, in *Integration) error {
	_, err := s.Conn(ctx).NewInsert().Model(integrationRowOf(in)).Exec(ctx)
	return database.Translate(err, "integration of this type")
}

// UpdateIntegration implements Store.
func (s *BunStore) UpdateIntegration(ctx context.Context, in *Integration) error {
	res, err := s.Conn(ctx).NewUpdate().Model(integrationRowOf(in)).
		Column("name", "enabled", "project_key", "issue_type", "auto_create", "allowed_project_keys", "updated_at").
		Where("id = ?", in.ID).
		Where("organization_id = ?", in.OrgID).
		Exec(ctx)
	return database.Affected(res, err, errNoIntegration())
}

// UpdateConnection implements Store.
func (s *BunStore) UpdateConnection(ctx context.Context, in *Integration, oldToken string) (bool, error) {
	res, err := s.Conn(ctx).NewUpdate().Model(integrationRowOf(in)).
		Column("status", "site_id", "site_name", "site_url", "sealed_token", "auth_nonce", "updated_at").
		Where("id = ?", in.ID).
		Where("organization_id = ?", in.OrgID).
		Where("sealed_token = ?", oldToken).
		Exec(ctx)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// AcquireRefresh implements Store.
func (s *BunStore) AcquireRefresh(ctx context.Context, orgID, id string, now, until time.Time) (bool, error) {
	res, err := s.Conn(ctx).NewUpdate().Model((*integrationRow)(nil)).
		Set("refresh_lease = ?", until).
		Where("organization_id = ?", orgID).
		Where("id = ?", id).
		Where("refresh_lease IS NULL OR refresh_lease < ?", now).
		Exec(ctx)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// ReleaseRefresh implements Store.
func (s *BunStore) ReleaseRefresh(ctx context.Context, orgID, id string) error {
	_, err := s.Conn(ctx).NewUpdate().Model((*integrationRow)(nil)).
		Set("refresh_lease = NULL").
		Where("organization_id = ?", orgID).
		Where("id = ?", id).
		Exec(ctx)
	return err
}

// errNoIntegration is the answer for an integration that does not exist.
func errNoIntegration() error { return feedbackkit.NotFound("integration") }

// FindIntegration implements Store.
func (s *BunStore) FindIntegration(ctx context.Context, orgID, id string) (*Integration, error) {
	return s.findIntegration(ctx, orgID, "id = ?", id)
}

// FindIntegrationByType implements Store.
func (s *BunStore) FindIntegrationByType(ctx context.Context, orgID string, t Type) (*Integration, error) {
	return s.findIntegration(ctx, orgID, "type = ?", t)
}

func (s *BunStore) findIntegration(ctx context.Context, orgID, where string, arg any) (*Integration, error) {
	var row integrationRow
	err := s.Conn(ctx).NewSelect().Model(&row).Where("organization_id = ?", orgID).Where(where, arg).Scan(ctx)
	if err != nil {
		return nil, database.Translate(err, "integration")
	}
	return row.integration(), nil
}

// FindIntegrations implements Store.
func (s *BunStore) FindIntegrations(ctx context.Context, orgID string) ([]*Integration, error) {
	return s.findIntegrations(ctx, "organization_id = ?", orgID)
}

// FindSealedIntegrations implements Store.
func (s *BunStore) FindSealedIntegrations(ctx context.Context) ([]*Integration, error) {
	return s.findIntegrations(ctx, "sealed_token <> ''")
}

// findIntegrations returns the integrations that meet the condition where
// (with its args), oldest first.
func (s *BunStore) findIntegrations(ctx context.Context, where string, args ...any) ([]*Integration, error) {
	var rows []integrationRow
	err := s.Conn(ctx).NewSelect().Model(&rows).Where(where, args...).Order("created_at", "id").Scan(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]*Integration, len(rows))
	for i := range rows {
		out[i] = rows[i].integration()
	}
	return out, nil
}

// DeleteIntegration implements Store; the tickets go by the foreign key.
func (s *BunStore) DeleteIntegration(ctx context.Context, orgID, id string) error {
	res, err := s.Conn(ctx).NewDelete().Model((*integrationRow)(nil)).
		Where("organization_id = ?", orgID).
		Where("id = ?", id).
		Exec(ctx)
	return database.Affected(res, err, errNoIntegration())
}
