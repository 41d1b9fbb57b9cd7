package identity

import (
	"context"
	"crypto/rand"
	"encoding/base32"
	"errors"
	"fmt"
	"net/mail"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
	"gocloud.dev/blob"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/database"
	"github.com/feedbackkit/feedbackkit/internal/token"
	"github.com/feedbackkit/feedbackkit/notify"
)

// Mailer sends an email rendered from a template, committed with tx.
// *notify.Service implements it.
type Mailer interface {
	Send(ctx context.Context, tx bun.Tx, to, template string, data any) (*notify.Email, error)
}

// Config configures a Service. Zero values get defaults.
type Config struct {
	// Secret signs session tokens. It is required.
	Secret []byte
	// SessionTTL is the lifetime of a session (default 7 days).
	SessionTTL time.Duration
	// ResetTTL is the lifetime of a password reset token (default 1 hour).
	ResetTTL time.Duration
	// BaseURL prefixes the links in emails (default http://localhost:8080).
	BaseURL string
	// Now is the clock (default time.Now).
	Now func() time.Time
}

// Service manages accounts and sessions.
type Service struct {
	db        *bun.DB
	mail      Mailer
	bucket    *blob.Bucket
	cfg       Config
	dummyHash string
}

// NewService returns a Service storing accounts in db, sending emails
// through mail and storing profile pictures in bucket.
func NewService(db *bun.DB, mail Mailer, bucket *blob.Bucket, cfg Config) (*Service, error) {
	if len(cfg.Secret) < 16 {
		return nil, errors.New("identity: a secret of at least 16 bytes is required")
	}
	if cfg.SessionTTL == 0 {
		cfg.SessionTTL = 7 * 24 * time.Hour
	}
	if cfg.ResetTTL == 0 {
		cfg.ResetTTL = time.Hour
	}
	if cfg.BaseURL == "" {
		cfg.BaseURL = "http://localhost:8080"
	}
	cfg.BaseURL = strings.TrimRight(cfg.BaseURL, "/")
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	dummy, err := hashPassword("feedbackkit-dummy-password")
	if err != nil {
		return nil, err
	}
	return &Service{db: db, mail: mail, bucket: bucket, cfg: cfg, dummyHash: dummy}, nil
}

// SessionTTL is the lifetime of the sessions this Service creates.
func (s *Service) SessionTTL() time.Duration { return s.cfg.SessionTTL }

func (s *Service) now() time.Time { return s.cfg.Now().UTC() }

// NewUser describes an account to create.
type NewUser struct {
	OrgID    string
	Role     feedbackkit.Role
	Email    string
	Password string
	Name     string
	LastName string
}

// check returns the hash of nu's password, or VALIDATION_FAILED for a bad
// password, role, name or last name (the email is checked apart, by
// NormalizeEmail).
func (nu NewUser) check() (string, error) {
	if err := ValidatePassword("password", nu.Password); err != nil {
		return "", err
	}
	if !nu.Role.Valid() {
		return "", feedbackkit.Invalid("role", "must be owner, admin or user")
	}
	if err := validateName("name", nu.Name); err != nil {
		return "", err
	}
	if err := validateName("lastName", nu.LastName); err != nil {
		return "", err
	}
	return hashPassword(nu.Password)
}

// CreateUser creates an account within db, which may be a transaction. It
// returns VALIDATION_FAILED for a bad email, password, name or role and
// EMAIL_IN_USE when an account has the email already.
func (s *Service) CreateUser(ctx context.Context, db bun.IDB, nu NewUser) (*User, error) {
	email, err := NormalizeEmail(nu.Email)
	if err != nil {
		return nil, err
	}
	hash, err := nu.check()
	if err != nil {
		return nil, err
	}
	now := s.now()
	u := &User{
		ID:           uuid.Must(uuid.NewV7()).String(),
		OrgID:        nu.OrgID,
		Role:         nu.Role,
		Email:        email,
		PasswordHash: hash,
		Name:         strings.TrimSpace(nu.Name),
		LastName:     strings.TrimSpace(nu.LastName),
		InstructorID: newInstructorID(),
		Tags:         []string{},
		CreatedAt:    now,
		UpdatedAt:    now,
	}
	if _, err := db.NewInsert().Model(u).Exec(ctx); err != nil {
		if database.IsUniqueViolation(err) && strings.Contains(err.Error(), "email") {
			return nil, feedbackkit.Errorf(feedbackkit.CodeEmailInUse, "an account with this email exists already")
		}
		return nil, database.Translate(err, "user")
	}
	return u, nil
}

// FindUserByID returns the user with id, or NOT_FOUND.
func (s *Service) FindUserByID(ctx context.Context, id string) (*User, error) {
	u := new(User)
	err := s.db.NewSelect().Model(u).Where("id = ?", id).Scan(ctx)
	return u, database.Translate(err, "user")
}

// FindUserByEmail returns the user with the email (compared
// case-insensitively), or NOT_FOUND.
func (s *Service) FindUserByEmail(ctx context.Context, email string) (*User, error) {
	u := new(User)
	err := s.db.NewSelect().Model(u).Where("email = ?", strings.ToLower(strings.TrimSpace(email))).Scan(ctx)
	return u, database.Translate(err, "user")
}

// LoginResult is a successful login: the user and the session token to set
// as the auth_token cookie.
type LoginResult struct {
	User      *User
	Token     string
	ExpiresAt time.Time
}

// Login checks an email and password and opens a session. Wrong email and
// wrong password both give INVALID_CREDENTIALS, in similar time.
func (s *Service) Login(ctx context.Context, email, password string) (*LoginResult, error) {
	badCredentials := feedbackkit.Errorf(feedbackkit.CodeInvalidCredentials, "wrong email or password")
	if _, err := NormalizeEmail(email); err != nil {
		checkPassword(s.dummyHash, password)
		return nil, badCredentials
	}
	u, err := s.FindUserByEmail(ctx, email)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		checkPassword(s.dummyHash, password)
		return nil, badCredentials
	} else if err != nil {
		return nil, err
	}
	if !checkPassword(u.PasswordHash, password) || u.OrgID == "" {
		return nil, badCredentials
	}
	return s.OpenSession(ctx, s.db, u)
}

// OpenSession starts a session for u within db (which may be a
// transaction) and returns its token.
func (s *Service) OpenSession(ctx context.Context, db bun.IDB, u *User) (*LoginResult, error) {
	now := s.now()
	sess := &session{
		ID:        uuid.Must(uuid.NewV7()).String(),
		UserID:    u.ID,
		CreatedAt: now,
		ExpiresAt: now.Add(s.cfg.SessionTTL),
	}
	if _, err := db.NewInsert().Model(sess).Exec(ctx); err != nil {
		return nil, err
	}
	token, err := s.signToken(sess)
	if err != nil {
		return nil, err
	}
	return &LoginResult{User: u, Token: token, ExpiresAt: sess.ExpiresAt}, nil
}

// Authenticate verifies a session token and returns the principal it
// stands for, with the user's current organization and role. A missing,
// malformed, tampered, expired or revoked token gives INVALID_TOKEN.
func (s *Service) Authenticate(ctx context.Context, token string) (*Principal, error) {
	sessionID, err := s.parseToken(token)
	if err != nil {
		return nil, err
	}
	var row struct {
		UserID string           `bun:"user_id"`
		OrgID  string           `bun:"organization_id"`
		Role   feedbackkit.Role `bun:"role"`
	}
	err = s.db.NewSelect().
		TableExpr("identity_sessions AS s").
		Join("JOIN identity_users AS u ON u.id = s.user_id").
		ColumnExpr("s.user_id, u.organization_id, u.role").
		Where("s.id = ?", sessionID).
		Where("s.revoked_at IS NULL").
		Where("s.expires_at > ?", s.now()).
		Where("u.organization_id IS NOT NULL").
		Scan(ctx, &row)
	if err != nil {
		if feedbackkit.ErrorCode(database.Translate(err, "session")) == feedbackkit.CodeNotFound {
			return nil, invalidToken("the session has ended")
		}
		return nil, err
	}
	return &Principal{UserID: row.UserID, OrgID: row.OrgID, Role: row.Role, SessionID: sessionID}, nil
}

// Logout revokes the caller's session.
func (s *Service) Logout(ctx context.Context) error {
	p, err := RequirePrincipal(ctx)
	if err != nil {
		return err
	}
	_, err = s.db.NewUpdate().Model((*session)(nil)).
		Set("revoked_at = ?", s.now()).
		Where("id = ?", p.SessionID).
		Where("revoked_at IS NULL").
		Exec(ctx)
	return err
}

// RevokeSessions revokes every open session of the user within db, except
// the session keep (which may be empty).
func (s *Service) RevokeSessions(ctx context.Context, db bun.IDB, userID, keep string) error {
	q := db.NewUpdate().Model((*session)(nil)).
		Set("revoked_at = ?", s.now()).
		Where("user_id = ?", userID).
		Where("revoked_at IS NULL")
	if keep != "" {
		q = q.Where("id <> ?", keep)
	}
	_, err := q.Exec(ctx)
	return err
}

// ForgotPassword emails a single-use reset link to the account with the
// email, if there is one. It returns nil whether or not the account exists.
func (s *Service) ForgotPassword(ctx context.Context, email string) error {
	u, err := s.FindUserByEmail(ctx, email)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return nil
	} else if err != nil {
		return err
	}
	secret := token.New()
	now := s.now()
	reset := &passwordReset{
		TokenHash: token.Hash(secret),
		UserID:    u.ID,
		CreatedAt: now,
		ExpiresAt: now.Add(s.cfg.ResetTTL),
	}
	return s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewInsert().Model(reset).Exec(ctx); err != nil {
			return err
		}
		_, err := s.mail.Send(ctx, tx, u.Email, "password_reset", notify.PasswordReset{
			Name:      u.Name,
			ResetURL:  s.cfg.BaseURL + "/reset-password?token=" + secret,
			ExpiresIn: formatDuration(s.cfg.ResetTTL),
		})
		return err
	})
}

// ResetPassword sets a new password with a token from a reset email. The
// token works once, within its lifetime; otherwise INVALID_RESET_TOKEN. All
// sessions of the account are revoked.
func (s *Service) ResetPassword(ctx context.Context, resetToken, password string) error {
	if err := ValidatePassword("password", password); err != nil {
		return err
	}
	if resetToken == "" {
		return feedbackkit.Invalid("token", "is required")
	}
	hash, err := hashPassword(password)
	if err != nil {
		return err
	}
	now := s.now()
	return s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var userID string
		err := tx.NewUpdate().Model((*passwordReset)(nil)).
			Set("used_at = ?", now).
			Where("token_hash = ?", token.Hash(resetToken)).
			Where("used_at IS NULL").
			Where("expires_at > ?", now).
			Returning("user_id").
			Scan(ctx, &userID)
		if feedbackkit.ErrorCode(database.Translate(err, "token")) == feedbackkit.CodeNotFound {
			return feedbackkit.Errorf(feedbackkit.CodeInvalidResetToken, "the reset link is invalid, used or expired")
		} else if err != nil {
			return err
		}
		if err := s.setPasswordHash(ctx, tx, userID, hash); err != nil {
			return err
		}
		return s.RevokeSessions(ctx, tx, userID, "")
	})
}

func (s *Service) setPasswordHash(ctx context.Context, db bun.IDB, userID, hash string) error {
	_, err := db.NewUpdate().Model((*User)(nil)).
		Set("password_hash = ?", hash).
		Set("updated_at = ?", s.now()).
		Where("id = ?", userID).
		Exec(ctx)
	return err
}

// NormalizeEmail returns email trimmed and lower-cased, or VALIDATION_FAILED
// when it is not a plain address.
func NormalizeEmail(email string) (string, error) {
	email = strings.ToLower(strings.TrimSpace(email))
	addr, err := mail.ParseAddress(email)
	if err != nil || addr.Address != email || len(email) > 254 {
		return "", feedbackkit.Invalid("email", "must be a valid email address")
	}
	return email, nil
}

func validateName(field, name string) error {
	return feedbackkit.CheckText(field, strings.TrimSpace(name), 100)
}

func invalidToken(why string) error {
	return feedbackkit.Errorf(feedbackkit.CodeInvalidToken, "invalid or expired session: %s", why)
}

// newInstructorID returns a short, URL-safe, random identifier.
func newInstructorID() string {
	b := make([]byte, 5)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand never fails on supported platforms
	}
	return strings.ToLower(base32.StdEncoding.EncodeToString(b))
}

func formatDuration(d time.Duration) string {
	if d%time.Hour == 0 {
		if d == time.Hour {
			return "1 hour"
		}
		return fmt.Sprintf("%d hours", d/time.Hour)
	}
	return fmt.Sprintf("%d minutes", d/time.Minute)
}
