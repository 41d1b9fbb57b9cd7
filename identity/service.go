package identity

import (
	"cmp"
	"context"
	"crypto/rand"
	"encoding/base32"
	"errors"
	"fmt"
	"net/mail"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/mailaddr"
	"github.com/feedbackkit/feedbackkit/internal/token"
	"github.com/feedbackkit/feedbackkit/notify"
	"github.com/feedbackkit/feedbackkit/uploads"
)

// Mailer sends an email rendered from a template, in the transaction ctx
// carries when there is one (so that it is stored, and sent, only if that
// commits). *notify.Service implements it.
type Mailer interface {
	Send(ctx context.Context, to, template string, data any) (*notify.Email, error)
}

// Config configures a Service. Zero values get defaults.
type Config struct {
	// Secret signs session tokens. It is required.
	Secret []byte
	// SessionTTL is the lifetime of a session (default 7 days).
	SessionTTL time.Duration
	// ResetTTL is the lifetime of a password reset token (default 1 hour).
	ResetTTL time.Duration
	// BaseURL is the public URL of the API's prefix (default
	// http://localhost:8080).
	BaseURL string
	// DashboardURL is the public URL of the dashboard, whose page
	// {DashboardURL}/reset-password?token=... the password reset emails
	// link to (default BaseURL): the URL of a host's own pages where the
	// Server serves no dashboard.
	DashboardURL string
	// Now is the clock (default time.Now).
	Now func() time.Time
}

// Deps are the components a Service works with.
type Deps struct {
	// Mailer sends the password reset emails. Required.
	Mailer Mailer
	// Uploads keeps the profile pictures. Required.
	Uploads uploads.Store
	// Queue, when set, takes the work of ForgotPassword (finding the
	// account, storing the reset token, queueing the email) out of the
	// request: ForgotPassword then only queues a PasswordResetArgs job, the
	// same work whether or not the account exists, so that its time tells
	// nothing. Register the worker with AddWorkers. Optional: without it,
	// ForgotPassword does the work itself, which takes longer for an
	// existing account.
	Queue feedbackkit.Enqueuer
}

// Service manages accounts and sessions.
// Make it with NewService: a zero Service panics when used.
type Service struct {
	store     Store
	deps      Deps
	cfg       Config
	dummyHash string
}

// NewService returns a Service keeping accounts, sessions and reset tokens
// in store (NewBunStore for feedbackkit's tables), sending emails and
// keeping profile pictures through deps. It returns an error when a
// required dependency is missing, cfg.Secret is shorter than 16 bytes or a
// lifetime is negative.
func NewService(store Store, deps Deps, cfg Config) (*Service, error) {
	if store == nil || deps.Mailer == nil || deps.Uploads == nil {
		return nil, errors.New("identity: NewService needs a Store, Deps.Mailer and Deps.Uploads")
	}
	if len(cfg.Secret) < 16 {
		return nil, errors.New("identity: a secret of at least 16 bytes is required")
	}
	if cfg.SessionTTL < 0 || cfg.ResetTTL < 0 {
		return nil, errors.New("identity: SessionTTL and ResetTTL must not be negative")
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
	cfg.DashboardURL = strings.TrimRight(cmp.Or(cfg.DashboardURL, cfg.BaseURL), "/")
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	dummy, err := hashPassword(context.Background(), "feedbackkit-dummy-password")
	if err != nil {
		return nil, err
	}
	return &Service{store: store, deps: deps, cfg: cfg, dummyHash: dummy}, nil
}

// SessionTTL is the lifetime of the sessions this Service creates.
func (s *Service) SessionTTL() time.Duration { return s.cfg.SessionTTL }

// now is the time of the clock in UTC, at the databases' precision
// (microseconds), so that what a write returns equals what a read returns.
func (s *Service) now() time.Time { return s.cfg.Now().UTC().Truncate(time.Microsecond) }

// NewUser describes an account to create.
type NewUser struct {
	// OrgID is the organization the account belongs to.
	OrgID string
	// Role is the account's role in it: owner, admin or user.
	Role feedbackkit.Role
	// Email is the account's email, unique among accounts; it is stored
	// as NormalizeEmail folds it. Required.
	Email string
	// Password is the account's password, MinPasswordLength to 256
	// bytes; only its hash is stored. Required unless WithoutPassword.
	Password string
	// Name and LastName are the person's names, at most 100 characters
	// each, trimmed; optional.
	Name     string
	LastName string
	// WithoutPassword creates the account with no password (Password must
	// be empty): it logs in through the identity provider, until a
	// password reset gives it one.
	WithoutPassword bool
}

// check returns the hash of nu's password ("" for an account without a
// password), or VALIDATION_FAILED for a bad password, role, name or last
// name (the email is checked apart, by NormalizeEmail); UNAVAILABLE when
// the server is too busy hashing other passwords (hashPassword).
func (nu NewUser) check(ctx context.Context) (string, error) {
	if nu.WithoutPassword {
		if nu.Password != "" {
			return "", feedbackkit.Invalid("password", "must be empty for an account without a password")
		}
	} else if err := ValidatePassword("password", nu.Password); err != nil {
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
	if nu.WithoutPassword {
		return "", nil
	}
	return hashPassword(ctx, nu.Password)
}

// CreateUser creates an account, in the transaction ctx carries when there
// is one. It returns VALIDATION_FAILED for a bad email, password, name or
// role and EMAIL_IN_USE when an account has the email already.
func (s *Service) CreateUser(ctx context.Context, nu NewUser) (*User, error) {
	email, err := NormalizeEmail(nu.Email)
	if err != nil {
		return nil, err
	}
	hash, err := nu.check(ctx)
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
	if err := s.store.CreateUser(ctx, u); err != nil {
		return nil, err
	}
	return u, nil
}

// FindUserByID returns the user with id, or NOT_FOUND.
func (s *Service) FindUserByID(ctx context.Context, id string) (*User, error) {
	return s.store.FindUserByID(ctx, id)
}

// SetSystemAdmin grants (on) or takes away the system admin right of the
// account with the email and returns it, or NOT_FOUND. A system admin
// lists the organizations and acts in any of them with the owner's rights;
// only a program with the database (feedbackd user system-admin) grants
// it, never a request of the API.
func (s *Service) SetSystemAdmin(ctx context.Context, email string, on bool) (*User, error) {
	var u *User
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		found, err := s.FindUserByEmail(ctx, email)
		if err != nil {
			return err
		}
		if err := s.store.SetSystemAdmin(ctx, found.ID, on, s.now()); err != nil {
			return err
		}
		u, err = s.store.FindUserByID(ctx, found.ID)
		return err
	})
	if err != nil {
		return nil, err
	}
	return u, nil
}

// FindUserByEmail returns the user with the email (its ASCII letters
// compared case-insensitively, as NormalizeEmail folds them), or NOT_FOUND.
func (s *Service) FindUserByEmail(ctx context.Context, email string) (*User, error) {
	return s.store.FindUserByEmail(ctx, mailaddr.Fold(email))
}

// LoginResult is a successful login: the user and the session token to set
// as the auth_token cookie.
type LoginResult struct {
	User      *User
	Token     string
	ExpiresAt time.Time
}

// Login checks an email and password and opens a session. Wrong email and
// wrong password both give INVALID_CREDENTIALS, in similar time; a server
// too busy checking other passwords gives UNAVAILABLE (checkPassword).
func (s *Service) Login(ctx context.Context, email, password string) (*LoginResult, error) {
	badCredentials := feedbackkit.Errorf(feedbackkit.CodeInvalidCredentials, "wrong email or password")
	// refuse does the work of a check against the dummy hash, so that a
	// refusal takes as long as a wrong password.
	refuse := func() (*LoginResult, error) {
		if _, err := checkPassword(ctx, s.dummyHash, password); err != nil {
			return nil, err
		}
		return nil, badCredentials
	}
	if _, err := NormalizeEmail(email); err != nil {
		return refuse()
	}
	u, err := s.FindUserByEmail(ctx, email)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return refuse()
	} else if err != nil {
		return nil, err
	}
	if u.PasswordHash == "" { // an account without a password: same work, same answer
		return refuse()
	}
	ok, err := checkPassword(ctx, u.PasswordHash, password)
	if err != nil {
		return nil, err
	}
	if !ok || u.OrgID == "" {
		return nil, badCredentials
	}
	return s.OpenSession(ctx, u)
}

// OpenSession starts a session for u, in the transaction ctx carries when
// there is one, and returns its token.
func (s *Service) OpenSession(ctx context.Context, u *User) (*LoginResult, error) {
	now := s.now()
	// The token carries the session's secret; the database keeps its
	// hash only, so that a copy of it makes no token.
	secret := token.New()
	sess := &Session{
		ID:        token.Hash(secret),
		UserID:    u.ID,
		CreatedAt: now,
		ExpiresAt: now.Add(s.cfg.SessionTTL),
	}
	if err := s.store.CreateSession(ctx, sess); err != nil {
		return nil, err
	}
	signed, err := s.signToken(sess, secret)
	if err != nil {
		return nil, err
	}
	return &LoginResult{User: u, Token: signed, ExpiresAt: sess.ExpiresAt}, nil
}

// Authenticate verifies a session token and returns the principal it
// stands for, with the user's current organization and role. A missing,
// malformed, tampered, expired or revoked token gives INVALID_TOKEN.
func (s *Service) Authenticate(ctx context.Context, token string) (*Principal, error) {
	sessionID, err := s.parseToken(token)
	if err != nil {
		return nil, err
	}
	p, err := s.store.FindActivePrincipal(ctx, sessionID, s.now())
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return nil, invalidToken("the session has ended")
	} else if err != nil {
		return nil, err
	}
	return p, nil
}

// Logout revokes the caller's session.
func (s *Service) Logout(ctx context.Context) error {
	p, err := RequirePrincipal(ctx)
	if err != nil {
		return err
	}
	return s.store.RevokeSession(ctx, p.SessionID, s.now())
}

// RevokeSessions revokes every open session of the user, except the
// session keep (which may be empty), in the transaction ctx carries when
// there is one.
func (s *Service) RevokeSessions(ctx context.Context, userID, keep string) error {
	return s.store.RevokeSessions(ctx, userID, keep, s.now())
}

// ForgotPassword emails a single-use reset link to the account with the
// email, if there is one. It returns nil whether or not the account
// exists, and VALIDATION_FAILED for a malformed email. With Deps.Queue,
// it only queues the work (see Deps.Queue), in the transaction ctx
// carries when there is one.
func (s *Service) ForgotPassword(ctx context.Context, email string) error {
	email, err := NormalizeEmail(email)
	if err != nil {
		return err
	}
	if s.deps.Queue != nil {
		return s.deps.Queue.Enqueue(ctx, PasswordResetArgs{Email: email}, nil)
	}
	return s.sendPasswordReset(ctx, email)
}

// sendPasswordReset stores a reset token for the account with the email
// and queues the email with its link; it does nothing when no account has
// the email, or when the account has no organization (it was removed from
// one: it cannot log in, so a new password would serve nothing).
func (s *Service) sendPasswordReset(ctx context.Context, email string) error {
	u, err := s.FindUserByEmail(ctx, email)
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return nil
	} else if err != nil {
		return err
	}
	if u.OrgID == "" {
		return nil
	}
	secret := token.New()
	now := s.now()
	reset := &PasswordReset{
		TokenHash: token.Hash(secret),
		UserID:    u.ID,
		CreatedAt: now,
		ExpiresAt: now.Add(s.cfg.ResetTTL),
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.CreatePasswordReset(ctx, reset); err != nil {
			return err
		}
		_, err := s.deps.Mailer.Send(ctx, u.Email, "password_reset", notify.PasswordReset{
			Name:      u.Name,
			ResetURL:  s.cfg.DashboardURL + "/reset-password?token=" + secret,
			ExpiresIn: formatDuration(s.cfg.ResetTTL),
		})
		return err
	})
}

// ResetPassword sets a new password with a token from a reset email. The
// token works once, within its lifetime, while its account belongs to an
// organization; otherwise INVALID_RESET_TOKEN. All sessions of the account
// are revoked and its other reset links stop working. The token is looked up before the password is hashed, so
// that a bogus token costs no hash; it is consumed after, in the
// transaction that sets the password, and refused if another request
// consumed it meanwhile.
func (s *Service) ResetPassword(ctx context.Context, resetToken, password string) error {
	if err := ValidatePassword("password", password); err != nil {
		return err
	}
	if resetToken == "" {
		return feedbackkit.Invalid("token", "is required")
	}
	errInvalid := feedbackkit.Errorf(feedbackkit.CodeInvalidResetToken, "the reset link is invalid, used or expired")
	tokenHash := token.Hash(resetToken)
	userID, err := s.store.FindPasswordReset(ctx, tokenHash, s.now())
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return errInvalid
	} else if err != nil {
		return err
	}
	hash, err := hashPassword(ctx, password)
	if err != nil {
		return err
	}
	now := s.now()
	return s.store.InTx(ctx, func(ctx context.Context) error {
		consumed, err := s.store.ConsumePasswordReset(ctx, tokenHash, now)
		if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound || (err == nil && consumed != userID) {
			return errInvalid
		} else if err != nil {
			return err
		}
		u, err := s.store.FindUserByID(ctx, userID)
		if err != nil {
			return err
		}
		if u.OrgID == "" {
			// Removed from its organization since the email was sent.
			return errInvalid
		}
		return s.replacePassword(ctx, userID, hash, "", now)
	})
}

// replacePassword sets the password hash of the account userID and voids
// what the old password opened (voidOldPassword). Call it in a
// transaction: a new password must void the links and sessions of the old
// one together.
func (s *Service) replacePassword(ctx context.Context, userID, hash, keep string, now time.Time) error {
	if err := s.store.SetPasswordHash(ctx, userID, hash, now); err != nil {
		return err
	}
	return s.voidOldPassword(ctx, userID, keep, now)
}

// voidOldPassword deletes the outstanding reset links of the account
// userID, whose password was just replaced, and revokes its sessions but
// keep (none when keep is "").
func (s *Service) voidOldPassword(ctx context.Context, userID, keep string, now time.Time) error {
	if err := s.store.DeletePasswordResets(ctx, userID); err != nil {
		return err
	}
	return s.store.RevokeSessions(ctx, userID, keep, now)
}

// NormalizeEmail returns email trimmed, its ASCII letters lower-cased, or
// VALIDATION_FAILED when it is not a plain address. Other letters are kept
// as they are (see mailaddr.Fold): Unicode folding would make the Kelvin
// sign (U+212A) a "k", and an address with it another person's account.
func NormalizeEmail(email string) (string, error) {
	email = mailaddr.Fold(email)
	addr, err := mail.ParseAddress(email)
	if err != nil || addr.Address != email || len(email) > 254 {
		return "", feedbackkit.Invalid("email", "must be a valid email address")
	}
	return email, nil
}

func validateName(field, name string) error {
	return feedbackkit.CheckName(field, strings.TrimSpace(name), 100)
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
