// Package apikeys lets programs use the API of an organization with a key
// instead of a session: an admin or owner creates a key with scopes (read,
// or write which includes read), is shown its secret once, and the key
// then acts as that member, with the member's current role, until it is
// revoked, expires, or the member leaves the organization or drops below
// admin. Keys are stored as the SHA-256 of their secret, which is random
// enough (128 bits) that a fast hash is as safe as a slow one.
//
// The Service checks a key on every request it is used for, without a
// cache, so that a revocation holds at once on every instance sharing the
// Store; the time a key was last used is written at most once a minute.
package apikeys

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/audit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/orgs"
)

// Scope is what a key may do.
type Scope string

// The scopes of a key.
const (
	// ScopeRead admits reading requests: the GET routes of the API.
	ScopeRead Scope = "read"
	// ScopeWrite admits every request a key may make, reading ones too.
	ScopeWrite Scope = "write"
)

// SecretPrefix starts the secret of every key.
const SecretPrefix = "fk_"

// MaxNameLength bounds the name of a key, in characters.
const MaxNameLength = 100

// LastUsedInterval is how stale a key's LastUsedAt may get: a request
// with the key writes the time only when the stored one is older.
const LastUsedInterval = time.Minute

// prefixLength is how many characters of a secret, SecretPrefix included,
// are kept in the clear to tell keys apart.
const prefixLength = len(SecretPrefix) + 6

// Key is an API key of an organization. Its secret is not kept: only its
// Hash and its first characters (Prefix).
type Key struct {
	ID         string
	OrgID      string
	Name       string
	Prefix     string // the first characters of the secret
	Hash       string // hex SHA-256 of the secret
	Scopes     []Scope
	CreatedBy  string // the user ID of the member the key acts as
	CreatedAt  time.Time
	ExpiresAt  *time.Time // nil: the key does not expire
	LastUsedAt *time.Time // nil: never used
}

// Allows reports whether the key's scopes admit scope: write admits read.
func (k *Key) Allows(scope Scope) bool {
	return slices.Contains(k.Scopes, scope) || slices.Contains(k.Scopes, ScopeWrite)
}

// NewKey is what Create needs to make a key.
type NewKey struct {
	// Name tells the key apart for people: 1 to MaxNameLength characters,
	// as feedbackkit.CheckName admits them (one line, no control or
	// format characters).
	Name string
	// Scopes is a non-empty set of ScopeRead and ScopeWrite.
	Scopes []Scope
	// ExpiresAt, when set, is the future time the key stops working.
	ExpiresAt *time.Time
}

// Users finds the accounts keys act as. *identity.Service implements it.
type Users interface {
	FindUserByID(ctx context.Context, id string) (*identity.User, error)
}

// Create makes a key of the caller's organization acting as the caller,
// who must be an admin or the owner, and returns it with its secret, which
// is not kept and cannot be shown again. It answers VALIDATION_FAILED for
// a bad name, scopes or expiry, and FORBIDDEN to a system admin acting in
// an organization they are not an admin or the owner of: the key would
// act as them there, which Authenticate refuses.
func (s *Service) Create(ctx context.Context, nk NewKey) (*Key, string, error) {
	p, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin)
	if err != nil {
		return nil, "", err
	}
	if p.SystemAdmin {
		u, err := s.deps.Users.FindUserByID(ctx, p.UserID)
		if err != nil {
			return nil, "", err
		}
		if !actsAsAdmin(u, p.OrgID) {
			return nil, "", feedbackkit.Errorf(feedbackkit.CodeForbidden,
				"a system admin cannot create API keys in an organization they are not an admin or the owner of: a key acts as its creator's own membership")
		}
	}
	now := s.now()
	if err := checkNewKey(&nk, now); err != nil {
		return nil, "", err
	}
	secret := SecretPrefix + rand.Text()
	k := &Key{
		ID:        uuid.Must(uuid.NewV7()).String(),
		OrgID:     p.OrgID,
		Name:      nk.Name,
		Prefix:    secret[:prefixLength],
		Hash:      hash(secret),
		Scopes:    nk.Scopes,
		CreatedBy: p.UserID,
		CreatedAt: now,
		ExpiresAt: nk.ExpiresAt,
	}
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.Insert(ctx, k); err != nil {
			return err
		}
		return audit.Record(ctx, s.deps.Audit, audit.Entry{
			OrgID: p.OrgID, Action: audit.ActionAPIKeyCreated, TargetType: audit.TargetAPIKey, TargetID: k.ID,
			Details: map[string]any{"name": k.Name, "scopes": k.Scopes, "expiresAt": k.ExpiresAt},
		})
	})
	if err != nil {
		return nil, "", err
	}
	return k, secret, nil
}

// checkNewKey validates nk, trimming its name and putting its scopes in
// a canonical order (read before write, without repeats).
func checkNewKey(nk *NewKey, now time.Time) error {
	nk.Name = strings.TrimSpace(nk.Name)
	if nk.Name == "" {
		return feedbackkit.Invalid("name", "is required")
	}
	if err := feedbackkit.CheckName("name", nk.Name, MaxNameLength); err != nil {
		return err
	}
	if len(nk.Scopes) == 0 {
		return feedbackkit.Invalid("scopes", "must name at least one scope")
	}
	var scopes []Scope
	for _, sc := range []Scope{ScopeRead, ScopeWrite} {
		if slices.Contains(nk.Scopes, sc) {
			scopes = append(scopes, sc)
		}
	}
	for _, sc := range nk.Scopes {
		if sc != ScopeRead && sc != ScopeWrite {
			return feedbackkit.Invalid("scopes", `must be "read" or "write"`)
		}
	}
	nk.Scopes = scopes
	if err := feedbackkit.CheckTime("expiresAt", nk.ExpiresAt); err != nil {
		return err
	}
	if nk.ExpiresAt != nil {
		if !nk.ExpiresAt.After(now) {
			return feedbackkit.Invalid("expiresAt", "must be in the future")
		}
		at := nk.ExpiresAt.UTC().Truncate(time.Microsecond)
		nk.ExpiresAt = &at
	}
	return nil
}

// Keys returns the keys of the caller's organization, oldest first; the
// caller must be an admin or the owner.
func (s *Service) Keys(ctx context.Context) ([]*Key, error) {
	p, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin)
	if err != nil {
		return nil, err
	}
	return s.store.Keys(ctx, p.OrgID)
}

// Revoke deletes the key id of the caller's organization, who must be an
// admin or the owner: it stops working at once. Another organization's key
// is NOT_FOUND, as a missing one.
func (s *Service) Revoke(ctx context.Context, id string) error {
	p, err := identity.RequireRole(ctx, feedbackkit.RoleAdmin)
	if err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.Delete(ctx, p.OrgID, id); err != nil {
			return err
		}
		return audit.Record(ctx, s.deps.Audit, audit.Entry{
			OrgID: p.OrgID, Action: audit.ActionAPIKeyRevoked, TargetType: audit.TargetAPIKey, TargetID: id,
		})
	})
}

// FollowMembers makes the keys of a member whom o removes from an
// organization go, in the transaction of the removal, so that they do not
// come back should the account join again. The app package calls it while
// wiring; the hook it adds is not exported, so that keys go only with a
// removal o lets the caller make.
func (s *Service) FollowMembers(o *orgs.Service) { o.AddRemoveHook(s.removeMember) }

// removeMember deletes the keys the member userID of the organization
// orgID created (an orgs.RemoveHook).
func (s *Service) removeMember(ctx context.Context, orgID, userID string) error {
	return s.store.DeleteCreatedBy(ctx, orgID, userID)
}

// Authenticate returns the key whose secret is secret and the principal it
// acts as: its creator, in the key's organization, with the creator's
// current role. It answers INVALID_TOKEN for an unknown, revoked or
// expired key, and for a key whose creator has left the organization or
// is no longer an admin or the owner. It records the use of the key (at
// most once per LastUsedInterval).
func (s *Service) Authenticate(ctx context.Context, secret string) (*identity.Principal, *Key, error) {
	if !strings.HasPrefix(secret, SecretPrefix) {
		return nil, nil, invalidKey()
	}
	k, err := s.store.FindByHash(ctx, hash(secret))
	if feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound {
		return nil, nil, invalidKey()
	} else if err != nil {
		return nil, nil, err
	}
	now := s.now()
	if k.ExpiresAt != nil && !now.Before(*k.ExpiresAt) {
		return nil, nil, feedbackkit.Errorf(feedbackkit.CodeInvalidToken, "the API key has expired")
	}
	u, err := s.deps.Users.FindUserByID(ctx, k.CreatedBy)
	switch {
	case feedbackkit.ErrorCode(err) == feedbackkit.CodeNotFound:
		return nil, nil, invalidKey()
	case err != nil:
		return nil, nil, err
	case !actsAsAdmin(u, k.OrgID):
		return nil, nil, feedbackkit.Errorf(feedbackkit.CodeInvalidToken,
			"the API key's creator is no longer an admin of the organization")
	}
	if k.LastUsedAt == nil || now.Sub(*k.LastUsedAt) >= LastUsedInterval {
		if err := s.store.Touch(ctx, k.ID, now, now.Add(-LastUsedInterval)); err != nil {
			return nil, nil, err
		}
		k.LastUsedAt = &now
	}
	return &identity.Principal{UserID: u.ID, OrgID: k.OrgID, Role: u.Role, APIKeyID: k.ID}, k, nil
}

// actsAsAdmin reports whether a key created by u in the organization
// orgID may act: u is an admin or the owner of that organization.
func actsAsAdmin(u *identity.User, orgID string) bool {
	return u.OrgID == orgID && u.Role.AtLeast(feedbackkit.RoleAdmin)
}

// invalidKey is the answer for a secret that is no key's.
func invalidKey() error {
	return feedbackkit.Errorf(feedbackkit.CodeInvalidToken, "invalid API key")
}

// hash is the stored form of a secret: its hex SHA-256.
func hash(secret string) string {
	sum := sha256.Sum256([]byte(secret))
	return hex.EncodeToString(sum[:])
}
