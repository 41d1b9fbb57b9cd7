package governance

import (
	"context"
	"embed"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/forms"
	"github.com/feedbackkit/feedbackkit/idempotency"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/jobs"
)

//go:embed migrations/*.sql
var migrations embed.FS

// Migrate creates or updates the table of the package
// (governance_policies), which BunStore uses. It runs after the
// migrations of orgs, whose organizations the policies reference.
func Migrate(ctx context.Context, db *bun.DB) error {
	return database.Migrate(ctx, db, "governance", migrations)
}

// BunStore is the Store of a Bun database (PostgreSQL or SQLite). Besides
// its own table, it reads and deletes the rows of the other packages'
// tables that belong to an organization: it knows the tables that hold the
// bulk of the data (feedback_items, forms_responses) and those whose rows
// name the organization only through another row (accounts' sessions
// through their user, outbox emails through their address, queued jobs
// through their arguments), and lists the other packages' tables that have
// an organization_id column (organizationTables, and derivedTables, which
// triggers fill). It touches no other
// table: a host that shares the database keeps its own.
type BunStore struct {
	database.Store
	// submissions deletes the idempotency records of the submissions
	// that created the deleted items and responses.
	submissions *idempotency.BunStore
}

var _ Store = (*BunStore)(nil)

// NewBunStore returns the Store of db, whose tables Migrate (and those of
// every package, app.Migrate) created.
func NewBunStore(db *bun.DB) *BunStore {
	return &BunStore{Store: database.Store{DB: db}, submissions: idempotency.NewBunStore(db)}
}

// policyRow is the Bun model of governance_policies.
type policyRow struct {
	bun.BaseModel `bun:"table:governance_policies"`
	OrgID         string    `bun:"organization_id,pk"`
	FeedbackDays  *int      `bun:"feedback_days"`
	ResponsesDays *int      `bun:"responses_days"`
	PrivacyNotice string    `bun:"privacy_notice"`
	UpdatedAt     time.Time `bun:"updated_at"`
}

func (r *policyRow) policy() *Policy {
	return &Policy{OrgID: r.OrgID, Retention: Retention{FeedbackDays: r.FeedbackDays, ResponsesDays: r.ResponsesDays},
		Notice: r.PrivacyNotice, UpdatedAt: r.UpdatedAt.UTC()}
}

// FindPolicy implements Store.
//
// Within a transaction on PostgreSQL it first locks the organization's
// row (FOR UPDATE), which exists before its policy does: two changes of
// one policy then read and write it one after the other. SQLite's
// transactions write one at a time.
func (s *BunStore) FindPolicy(ctx context.Context, orgID string) (*Policy, error) {
	if database.InTransaction(ctx) && database.IsPostgres(s.DB) {
		var id string
		err := s.Conn(ctx).NewSelect().Table("orgs_organizations").Column("id").Where("id = ?", orgID).
			For("UPDATE").Scan(ctx, &id)
		if err != nil {
			return nil, database.Translate(err, "organization")
		}
	}
	var row policyRow
	err := s.Conn(ctx).NewSelect().Model(&row).Where("organization_id = ?", orgID).Scan(ctx)
	if err != nil {
		return nil, database.Translate(err, "policy")
	}
	return row.policy(), nil
}

// SavePolicy implements Store.
func (s *BunStore) SavePolicy(ctx context.Context, p *Policy) error {
	row := &policyRow{OrgID: p.OrgID, FeedbackDays: p.Retention.FeedbackDays, ResponsesDays: p.Retention.ResponsesDays,
		PrivacyNotice: p.Notice, UpdatedAt: p.UpdatedAt.UTC()}
	_, err := s.Conn(ctx).NewInsert().Model(row).
		On("CONFLICT (organization_id) DO UPDATE").
		Set("feedback_days = EXCLUDED.feedback_days").
		Set("responses_days = EXCLUDED.responses_days").
		Set("privacy_notice = EXCLUDED.privacy_notice").
		Set("updated_at = EXCLUDED.updated_at").
		Exec(ctx)
	if database.IsForeignKeyViolation(err) {
		return feedbackkit.NotFound("organization")
	}
	return err
}

// FindRetentions implements Store.
func (s *BunStore) FindRetentions(ctx context.Context) ([]*Policy, error) {
	var rows []policyRow
	err := s.Conn(ctx).NewSelect().Model(&rows).
		Where("feedback_days IS NOT NULL OR responses_days IS NOT NULL").
		Order("organization_id").Scan(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]*Policy, len(rows))
	for i := range rows {
		out[i] = rows[i].policy()
	}
	return out, nil
}

// OrganizationUploads implements Store.
func (s *BunStore) OrganizationUploads(ctx context.Context, orgID string) ([]string, error) {
	db := s.Conn(ctx)
	var keys []string
	err := db.NewSelect().TableExpr("orgs_settings").Column("logo").
		Where("organization_id = ?", orgID).Where("logo <> ''").Scan(ctx, &keys)
	if err != nil {
		return nil, err
	}
	var pictures []string
	err = accounts(db.NewSelect().TableExpr("identity_users").Column("profile_picture"), orgID).
		Where("profile_picture <> ''").Scan(ctx, &pictures)
	if err != nil {
		return nil, err
	}
	keys = append(keys, pictures...)
	var questions []json.RawMessage
	err = db.NewSelect().TableExpr("forms_forms").Column("questions").
		Where("organization_id = ?", orgID).Scan(ctx, &questions)
	if err != nil {
		return nil, err
	}
	for _, raw := range questions {
		f := forms.Form{}
		if err := json.Unmarshal(raw, &f.Questions); err != nil {
			return nil, fmt.Errorf("governance: the questions of a form: %w", err)
		}
		keys = append(keys, f.Images()...)
	}
	slices.Sort(keys)
	return slices.Compact(keys), nil
}

// bulkTables are the tables that hold the bulk of an organization's data,
// which Service.DeleteOrganization deletes in batches, through the
// feedback and forms Services, before the rest: DeleteOrganization deletes
// those submitted since, with the idempotency records of their
// submissions.
var bulkTables = []string{"feedback_items", "forms_responses"}

// DeleteOrganization implements Store. It deletes, in this order: the
// idempotency records of the organization's submissions; the queued jobs
// whose arguments name the organization, one of its outbox emails or one
// of its members' addresses; the outbox emails to its members and its
// invitations; its rows of feedbackkit's tables with an organization_id
// column (organizationTables: its members' accounts among them, whose
// sessions, password resets and linked identities go with them), in an
// order that the foreign keys accept; the organization; and last its rows
// of the tables that triggers write (derivedTables).
func (s *BunStore) DeleteOrganization(ctx context.Context, orgID string) ([]string, error) {
	var keys []string
	err := s.InTx(ctx, func(ctx context.Context) error {
		db := s.Conn(ctx)
		var found int
		if err := db.NewSelect().TableExpr("orgs_organizations").ColumnExpr("count(*)").
			Where("id = ?", orgID).Scan(ctx, &found); err != nil {
			return err
		}
		if found == 0 {
			return feedbackkit.NotFound("organization")
		}
		var err error
		if keys, err = s.OrganizationUploads(ctx, orgID); err != nil {
			return err
		}
		for _, table := range bulkTables {
			var ids []string
			if err := db.NewSelect().TableExpr(table).Column("id").Where("organization_id = ?", orgID).
				Scan(ctx, &ids); err != nil {
				return err
			}
			if err := s.submissions.DeleteResources(ctx, ids); err != nil {
				return err
			}
		}
		if err := deleteJobsAndEmails(ctx, db, orgID); err != nil {
			return err
		}
		if err := deleteInOrder(ctx, db, orgID, organizationTables); err != nil {
			return err
		}
		if _, err := db.NewDelete().TableExpr("orgs_organizations").Where("id = ?", orgID).Exec(ctx); err != nil {
			return err
		}
		return deleteInOrder(ctx, db, orgID, derivedTables)
	})
	if err != nil {
		return nil, err
	}
	return keys, nil
}

// accounts narrows q, a selection of identity_users, to the accounts of
// the organization orgID: its members, and the accounts removed from it
// that joined no other organization since (identity_users.removed_from),
// which its deletion deletes too and which may have received its emails.
func accounts(q *bun.SelectQuery, orgID string) *bun.SelectQuery {
	return q.WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.Where("organization_id = ?", orgID).
			WhereOr("organization_id IS NULL AND removed_from = ?", orgID)
	})
}

// likeLiteral is the SQL expression expr escaped for a LIKE pattern with
// ESCAPE '\': its %, _ and \ match themselves. An email address may hold
// % and _ ("%@%" is one), which unescaped would match any other address.
func likeLiteral(expr string) string {
	return `replace(replace(replace(` + expr + `, '\', '\\'), '%', '\%'), '_', '\_')`
}

// deleteJobsAndEmails deletes the outbox emails of the organization orgID
// (those to its accounts, members and former members, and its
// invitations) and the queued jobs that name it, one of those emails or
// one of its accounts' addresses.
//
// An invitation email names no organization: one to an address that
// another organization also invited, or that is another organization's
// member, may be that organization's, and is kept.
func deleteJobsAndEmails(ctx context.Context, db bun.IDB, orgID string) error {
	members := accounts(db.NewSelect().TableExpr("identity_users").ColumnExpr("lower(email) AS email"), orgID)
	invited := db.NewSelect().TableExpr("orgs_invitations").ColumnExpr("lower(email)").Where("organization_id = ?", orgID)
	invitedElsewhere := db.NewSelect().TableExpr("orgs_invitations").ColumnExpr("lower(email)").Where("organization_id <> ?", orgID)
	membersElsewhere := db.NewSelect().TableExpr("identity_users").ColumnExpr("lower(email)").Where("organization_id <> ?", orgID)
	emails := db.NewSelect().TableExpr("notify_emails").Column("id").
		WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
			return q.Where("template <> 'invitation' AND lower(to_address) IN (?)", members).
				WhereOr("template = 'invitation' AND lower(to_address) IN (?) AND lower(to_address) NOT IN (?) AND lower(to_address) NOT IN (?)",
					invited, invitedElsewhere, membersElsewhere)
		})
	args := jobs.JSONText(db, "j.args")
	// The ids of the organization and of its emails are UUIDs, and email
	// addresses are JSON strings: a match of one of them, quoted, in the
	// arguments' JSON is that value. The values are escaped: LIKE matches
	// them letter for letter.
	if _, err := db.NewDelete().TableExpr("river_job AS j").
		WhereGroup(" AND ", func(q *bun.DeleteQuery) *bun.DeleteQuery {
			return q.Where(args+` LIKE ? ESCAPE '\'`, `%"`+likeEscape(orgID)+`"%`).
				WhereOr("EXISTS (?)", db.NewSelect().TableExpr("notify_emails AS e").ColumnExpr("1").
					Where("e.id IN (?)", emails).Where(args+` LIKE '%"' || `+likeLiteral("e.id")+` || '"%' ESCAPE '\'`)).
				WhereOr("EXISTS (?)", db.NewSelect().TableExpr("(?) AS u", members).ColumnExpr("1").
					Where("lower("+args+`) LIKE '%"' || `+likeLiteral("u.email")+` || '"%' ESCAPE '\'`))
		}).Exec(ctx); err != nil {
		return fmt.Errorf("governance: delete the jobs: %w", err)
	}
	if _, err := db.NewDelete().TableExpr("notify_emails").Where("id IN (?)", emails).Exec(ctx); err != nil {
		return fmt.Errorf("governance: delete the emails: %w", err)
	}
	return nil
}

// likeEscape is s escaped for a LIKE pattern with ESCAPE '\'.
func likeEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, "%", `\%`, "_", `\_`).Replace(s)
}

// organizationTables are feedbackkit's tables, other than
// orgs_organizations, whose rows name an organization in an
// organization_id column: DeleteOrganization deletes the organization's
// rows from these and no others, so that the tables of a host sharing the
// database stay as they are, whatever their columns. A package that adds
// such a table adds it here: TestOrganizationTables compares the list with
// the catalog of a database that Migrate of every package (app.Migrate)
// created.
//
// The tables that triggers write are not among them: see derivedTables.
var organizationTables = []string{
	"apikeys_keys",
	"audit_entries",
	"feedback_items",
	"forms_activity",
	"forms_analyses",
	"forms_forms",
	"forms_responses",
	"forms_text_summaries",
	"governance_policies",
	"identity_users",
	"integrations_integrations",
	"integrations_tickets",
	"orgs_host_keys",
	"orgs_invitations",
	"orgs_settings",
	"rooms_rooms",
	"subscriptions_digests",
	"subscriptions_subscriptions",
	"webhooks_deliveries",
	"webhooks_webhooks",
}

// derivedTables are feedbackkit's tables with an organization_id column
// that triggers insert into: the per-day counts and the tags of the
// feedback items (feedback_daily, feedback_item_tags), which triggers on
// feedback_items keep. DeleteOrganization deletes the organization's rows
// from them last, after the organization itself. A deletion of the
// triggers' source rows writes into them (on PostgreSQL the removal of an
// item adds a negative count): deleted earlier, a row of the source
// committed afterwards by a concurrent submission, and then deleted
// directly or through a cascade (rooms_rooms, and orgs_organizations
// through its rooms), would leave a count of the deleted organization
// behind. Once the organization's rows are locked as deleted, no
// submission of it can commit (its foreign keys wait, then fail), so
// nothing writes into them after their deletion. A trigger that inserts
// into a table with an organization_id column adds that table here:
// TestDerivedTables compares the list with the triggers of the catalog.
var derivedTables = []string{
	"feedback_daily",
	"feedback_item_tags",
}

// deleteInOrder deletes the rows of the organization orgID from tables.
// A table whose rows others still reference (a foreign key without
// cascade) is tried again after the others: each deletion runs under a
// savepoint, so that a refused one leaves the transaction usable, and
// rounds go on while one deletes something.
func deleteInOrder(ctx context.Context, db bun.IDB, orgID string, tables []string) error {
	for len(tables) > 0 {
		var left []string
		var refused error
		for _, table := range tables {
			if _, err := db.ExecContext(ctx, "SAVEPOINT governance_delete"); err != nil {
				return err
			}
			_, err := db.NewDelete().TableExpr("?", bun.Ident(table)).Where("organization_id = ?", orgID).Exec(ctx)
			if err != nil {
				if _, rbErr := db.ExecContext(ctx, "ROLLBACK TO SAVEPOINT governance_delete"); rbErr != nil {
					return rbErr
				}
				if !database.IsForeignKeyViolation(err) {
					return fmt.Errorf("governance: delete from %s: %w", table, err)
				}
				left, refused = append(left, table), err
			}
			if _, err := db.ExecContext(ctx, "RELEASE SAVEPOINT governance_delete"); err != nil {
				return err
			}
		}
		if len(left) == len(tables) {
			return fmt.Errorf("governance: delete from %v: %w", left, refused)
		}
		tables = left
	}
	return nil
}
