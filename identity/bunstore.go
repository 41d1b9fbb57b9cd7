package identity

import (
	"context"
	"embed"
	"encoding/json"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/database"
)

//go:embed migrations/*.sql
var migrations embed.FS

// Migrate creates or updates the tables of the identity package
// (identity_users, identity_sessions, identity_password_resets,
// identity_subjects, identity_retired_instructor_ids), which BunStore uses.
func Migrate(ctx context.Context, db *bun.DB) error {
	return database.Migrate(ctx, db, "identity", migrations)
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

// userRow is the Bun model of the identity_users table.
type userRow struct {
	bun.BaseModel `bun:"table:identity_users"`

	ID             string           `bun:"id,pk"`
	OrgID          string           `bun:"organization_id,nullzero"`
	Role           feedbackkit.Role `bun:"role"`
	Email          string           `bun:"email"`
	PasswordHash   string           `bun:"password_hash"`
	Name           string           `bun:"name"`
	LastName       string           `bun:"last_name"`
	InstructorID   string           `bun:"instructor_id"`
	ProfilePicture string           `bun:"profile_picture"`
	Tags           []string         `bun:"tags"`
	SystemAdmin    bool             `bun:"system_admin"`
	CreatedAt      time.Time        `bun:"created_at"`
	UpdatedAt      time.Time        `bun:"updated_at"`
}

func rowFromUser(u *User) *userRow {
	tags := u.Tags
	if tags == nil {
		tags = []string{}
	}
	return &userRow{
		ID:             u.ID,
		OrgID:          u.OrgID,
		Role:           u.Role,
		Email:          u.Email,
		PasswordHash:   u.PasswordHash,
		Name:           u.Name,
		LastName:       u.LastName,
		InstructorID:   u.InstructorID,
		ProfilePicture: u.ProfilePicture,
		Tags:           tags,
		SystemAdmin:    u.SystemAdmin,
		CreatedAt:      u.CreatedAt.UTC(),
		UpdatedAt:      u.UpdatedAt.UTC(),
	}
}

func (r *userRow) user() *User {
	tags := r.Tags
	if tags == nil {
		tags = []string{}
	}
	return &User{
		ID:             r.ID,
		OrgID:          r.OrgID,
		Role:           r.Role,
		Email:          r.Email,
		PasswordHash:   r.PasswordHash,
		Name:           r.Name,
		LastName:       r.LastName,
		InstructorID:   r.InstructorID,
		ProfilePicture: r.ProfilePicture,
		Tags:           tags,
		SystemAdmin:    r.SystemAdmin,
		CreatedAt:      r.CreatedAt.UTC(),
		UpdatedAt:      r.UpdatedAt.UTC(),
	}
}

func users(rows []userRow) []*User {
	out := make([]*User, len(rows))
	for i := range rows {
		out[i] = rows[i].user()
	}
	return out
}

// sessionRow is the Bun model of the identity_sessions table.
type sessionRow struct {
	bun.BaseModel `bun:"table:identity_sessions"`

	ID        string     `bun:"id,pk"`
	UserID    string     `bun:"user_id"`
	CreatedAt time.Time  `bun:"created_at"`
	ExpiresAt time.Time  `bun:"expires_at"`
	RevokedAt *time.Time `bun:"revoked_at"`
}

// resetRow is the Bun model of the identity_password_resets table.
type resetRow struct {
	bun.BaseModel `bun:"table:identity_password_resets"`

	TokenHash string     `bun:"token_hash,pk"`
	UserID    string     `bun:"user_id"`
	CreatedAt time.Time  `bun:"created_at"`
	ExpiresAt time.Time  `bun:"expires_at"`
	UsedAt    *time.Time `bun:"used_at"`
}

func utcPtr(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}

// findUser returns the account that the conditions added by where select
// (the first, when several), or NOT_FOUND naming what.
func (s *BunStore) findUser(ctx context.Context, what string, where func(*bun.SelectQuery) *bun.SelectQuery) (*User, error) {
	var row userRow
	if err := where(s.Conn(ctx).NewSelect().Model(&row)).Scan(ctx); err != nil {
		return nil, database.Translate(err, what)
	}
	return row.user(), nil
}

// updateUser runs the UPDATE of identity_users that set completes (its SET
// clauses and conditions), also setting updated_at to at; NOT_FOUND when
// no row matches.
func (s *BunStore) updateUser(ctx context.Context, at time.Time, set func(*bun.UpdateQuery) *bun.UpdateQuery) error {
	q := s.Conn(ctx).NewUpdate().Model((*userRow)(nil)).Set("updated_at = ?", at.UTC())
	res, err := set(q).Exec(ctx)
	return database.Affected(res, err, feedbackkit.NotFound("user"))
}

// CreateUser implements Store.
func (s *BunStore) CreateUser(ctx context.Context, u *User) error {
	_, err := s.Conn(ctx).NewInsert().Model(rowFromUser(u)).Exec(ctx)
	if database.IsUniqueViolation(err) && strings.Contains(err.Error(), "email") {
		return feedbackkit.Errorf(feedbackkit.CodeEmailInUse, "an account with this email exists already")
	}
	return database.Translate(err, "user")
}

// FindUserByID implements Store.
func (s *BunStore) FindUserByID(ctx context.Context, id string) (*User, error) {
	return s.findUser(ctx, "user", func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.Where("id = ?", id)
	})
}

// FindUserByEmail implements Store.
func (s *BunStore) FindUserByEmail(ctx context.Context, email string) (*User, error) {
	return s.findUser(ctx, "user", func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.Where("email = ?", email)
	})
}

// FindUserByInstructorID implements Store, by the unique index of
// lower(instructor_id).
func (s *BunStore) FindUserByInstructorID(ctx context.Context, key string) (*User, error) {
	return s.findUser(ctx, "user", func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.Where("lower(instructor_id) = ?", key)
	})
}

// InstructorIDRetired implements Store, by the primary key of
// identity_retired_instructor_ids.
func (s *BunStore) InstructorIDRetired(ctx context.Context, id string) (bool, error) {
	return s.Conn(ctx).NewSelect().Table("identity_retired_instructor_ids").
		Where("instructor_id = ?", id).Exists(ctx)
}

// ListMembers implements Store.
func (s *BunStore) ListMembers(ctx context.Context, orgID string) ([]*User, error) {
	var rows []userRow
	err := s.Conn(ctx).NewSelect().Model(&rows).
		Where("organization_id = ?", orgID).
		OrderExpr("created_at ASC, id ASC").
		Scan(ctx)
	if err != nil {
		return nil, err
	}
	return users(rows), nil
}

// CountMembers implements Store.
func (s *BunStore) CountMembers(ctx context.Context, orgID string) (int, error) {
	n, err := s.Conn(ctx).NewSelect().Model((*userRow)(nil)).Where("organization_id = ?", orgID).Count(ctx)
	return int(n), err
}

// FindMember implements Store.
func (s *BunStore) FindMember(ctx context.Context, orgID, userID string) (*User, error) {
	return s.findUser(ctx, "user", func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.Where("id = ?", userID).Where("organization_id = ?", orgID)
	})
}

// FindMemberByEmail implements Store.
func (s *BunStore) FindMemberByEmail(ctx context.Context, orgID, email string) (*User, error) {
	return s.findUser(ctx, "user", func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.Where("email = ?", email).Where("organization_id = ?", orgID)
	})
}

// FindOwner implements Store.
func (s *BunStore) FindOwner(ctx context.Context, orgID string) (*User, error) {
	return s.findUser(ctx, "owner", func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.Where("organization_id = ?", orgID).
			Where("role = ?", feedbackkit.RoleOwner).
			OrderExpr("created_at ASC, id ASC").
			Limit(1)
	})
}

// SetRole implements Store.
func (s *BunStore) SetRole(ctx context.Context, orgID, userID string, role feedbackkit.Role, at time.Time) error {
	return s.updateUser(ctx, at, func(q *bun.UpdateQuery) *bun.UpdateQuery {
		return q.Set("role = ?", role).
			Where("id = ?", userID).
			Where("organization_id = ?", orgID)
	})
}

// RemoveFromOrganization implements Store.
func (s *BunStore) RemoveFromOrganization(ctx context.Context, orgID, userID string, at time.Time) error {
	return s.updateUser(ctx, at, func(q *bun.UpdateQuery) *bun.UpdateQuery {
		return q.Set("organization_id = NULL").
			Set("removed_from = ?", orgID).
			Set("role = ?", feedbackkit.RoleUser).
			Where("id = ?", userID).
			Where("organization_id = ?", orgID)
	})
}

// DeleteFormerMembers implements Store.
func (s *BunStore) DeleteFormerMembers(ctx context.Context, orgID string) (int, error) {
	res, err := s.Conn(ctx).NewDelete().Model((*userRow)(nil)).
		Where("organization_id IS NULL").
		Where("removed_from = ?", orgID).
		Exec(ctx)
	if err != nil {
		return 0, err
	}
	n, err := res.RowsAffected()
	return int(n), err
}

// JoinOrganization implements Store.
func (s *BunStore) JoinOrganization(ctx context.Context, u *User, at time.Time) error {
	return s.updateUser(ctx, at, func(q *bun.UpdateQuery) *bun.UpdateQuery {
		return q.Set("organization_id = ?", u.OrgID).
			Set("removed_from = NULL").
			Set("role = ?", u.Role).
			Set("password_hash = ?", u.PasswordHash).
			Set("name = ?", u.Name).
			Set("last_name = ?", u.LastName).
			Where("id = ?", u.ID).
			Where("organization_id IS NULL")
	})
}

// UpdateProfile implements Store.
func (s *BunStore) UpdateProfile(ctx context.Context, userID string, upd ProfileUpdate, at time.Time) error {
	err := s.updateUser(ctx, at, func(q *bun.UpdateQuery) *bun.UpdateQuery {
		if upd.Name != nil {
			q = q.Set("name = ?", *upd.Name)
		}
		if upd.LastName != nil {
			q = q.Set("last_name = ?", *upd.LastName)
		}
		if upd.InstructorID != nil {
			q = q.Set("instructor_id = ?", *upd.InstructorID)
		}
		return q.Where("id = ?", userID)
	})
	return database.Translate(err, "instructorId")
}

// SetPasswordHash implements Store.
func (s *BunStore) SetPasswordHash(ctx context.Context, userID, hash string, at time.Time) error {
	return s.updateUser(ctx, at, func(q *bun.UpdateQuery) *bun.UpdateQuery {
		return q.Set("password_hash = ?", hash).Where("id = ?", userID)
	})
}

// SetTags implements Store.
func (s *BunStore) SetTags(ctx context.Context, userID string, tags []string, at time.Time) error {
	if tags == nil {
		tags = []string{}
	}
	encoded, err := json.Marshal(tags) // the column holds a JSON array
	if err != nil {
		return err
	}
	return s.updateUser(ctx, at, func(q *bun.UpdateQuery) *bun.UpdateQuery {
		return q.Set("tags = ?", string(encoded)).Where("id = ?", userID)
	})
}

// SetSystemAdmin implements Store.
func (s *BunStore) SetSystemAdmin(ctx context.Context, userID string, on bool, at time.Time) error {
	return s.updateUser(ctx, at, func(q *bun.UpdateQuery) *bun.UpdateQuery {
		return q.Set("system_admin = ?", on).Where("id = ?", userID)
	})
}

// SetProfilePicture implements Store.
func (s *BunStore) SetProfilePicture(ctx context.Context, userID, key string, at time.Time) error {
	return s.updateUser(ctx, at, func(q *bun.UpdateQuery) *bun.UpdateQuery {
		return q.Set("profile_picture = ?", key).Where("id = ?", userID)
	})
}

// CreateSession implements Store.
func (s *BunStore) CreateSession(ctx context.Context, sess *Session) error {
	_, err := s.Conn(ctx).NewInsert().Model(&sessionRow{
		ID:        sess.ID,
		UserID:    sess.UserID,
		CreatedAt: sess.CreatedAt.UTC(),
		ExpiresAt: sess.ExpiresAt.UTC(),
		RevokedAt: utcPtr(sess.RevokedAt),
	}).Exec(ctx)
	return database.Translate(err, "session")
}

// FindActivePrincipal implements Store: one query joining the session and
// its user.
func (s *BunStore) FindActivePrincipal(ctx context.Context, sessionID string, now time.Time) (*Principal, error) {
	var row struct {
		UserID string           `bun:"user_id"`
		OrgID  string           `bun:"organization_id"`
		Role   feedbackkit.Role `bun:"role"`
	}
	err := s.Conn(ctx).NewSelect().
		TableExpr("identity_sessions AS s").
		Join("JOIN identity_users AS u ON u.id = s.user_id").
		ColumnExpr("s.user_id, u.organization_id, u.role").
		Where("s.id = ?", sessionID).
		Where("s.revoked_at IS NULL").
		Where("s.expires_at > ?", now.UTC()).
		Where("u.organization_id IS NOT NULL").
		Scan(ctx, &row)
	if err != nil {
		return nil, database.Translate(err, "session")
	}
	return &Principal{UserID: row.UserID, OrgID: row.OrgID, Role: row.Role, SessionID: sessionID}, nil
}

// RevokeSession implements Store.
func (s *BunStore) RevokeSession(ctx context.Context, sessionID string, at time.Time) error {
	_, err := s.Conn(ctx).NewUpdate().Model((*sessionRow)(nil)).
		Set("revoked_at = ?", at.UTC()).
		Where("id = ?", sessionID).
		Where("revoked_at IS NULL").
		Exec(ctx)
	return err
}

// RevokeSessions implements Store.
func (s *BunStore) RevokeSessions(ctx context.Context, userID, keep string, at time.Time) error {
	q := s.Conn(ctx).NewUpdate().Model((*sessionRow)(nil)).
		Set("revoked_at = ?", at.UTC()).
		Where("user_id = ?", userID).
		Where("revoked_at IS NULL")
	if keep != "" {
		q = q.Where("id <> ?", keep)
	}
	_, err := q.Exec(ctx)
	return err
}

// CreatePasswordReset implements Store.
func (s *BunStore) CreatePasswordReset(ctx context.Context, r *PasswordReset) error {
	_, err := s.Conn(ctx).NewInsert().Model(&resetRow{
		TokenHash: r.TokenHash,
		UserID:    r.UserID,
		CreatedAt: r.CreatedAt.UTC(),
		ExpiresAt: r.ExpiresAt.UTC(),
		UsedAt:    utcPtr(r.UsedAt),
	}).Exec(ctx)
	return database.Translate(err, "password reset")
}

// FindPasswordReset implements Store.
func (s *BunStore) FindPasswordReset(ctx context.Context, tokenHash string, at time.Time) (string, error) {
	var userID string
	err := s.Conn(ctx).NewSelect().Model((*resetRow)(nil)).Column("user_id").
		Where("token_hash = ?", tokenHash).
		Where("used_at IS NULL").
		Where("expires_at > ?", at.UTC()).
		Scan(ctx, &userID)
	if err != nil {
		return "", database.Translate(err, "password reset")
	}
	return userID, nil
}

// ConsumePasswordReset implements Store with one UPDATE ... RETURNING.
func (s *BunStore) ConsumePasswordReset(ctx context.Context, tokenHash string, at time.Time) (string, error) {
	at = at.UTC()
	var userID string
	err := s.Conn(ctx).NewUpdate().Model((*resetRow)(nil)).
		Set("used_at = ?", at).
		Where("token_hash = ?", tokenHash).
		Where("used_at IS NULL").
		Where("expires_at > ?", at).
		Returning("user_id").
		Scan(ctx, &userID)
	if err != nil {
		return "", database.Translate(err, "password reset")
	}
	return userID, nil
}

// DeletePasswordResets implements Store.
func (s *BunStore) DeletePasswordResets(ctx context.Context, userID string) error {
	_, err := s.Conn(ctx).NewDelete().Model((*resetRow)(nil)).
		Where("user_id = ?", userID).
		Exec(ctx)
	return err
}
