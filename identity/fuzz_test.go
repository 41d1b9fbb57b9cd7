package identity_test

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/golang-jwt/jwt/v5"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
	"github.com/feedbackkit/feedbackkit/internal/token"
)

// sessionStore is a Store that knows no session, and records whether it
// was asked for one.
type sessionStore struct {
	identity.Store
	asked *string
}

func (s sessionStore) FindActivePrincipal(_ context.Context, sessionID string, _ time.Time) (*identity.Principal, error) {
	*s.asked = sessionID
	return nil, feedbackkit.NotFound("session")
}

// FuzzAuthenticate feeds Authenticate arbitrary tokens, and tokens signed
// with the right secret around arbitrary session ids: the answer is always
// INVALID_TOKEN, and only the hash of a well-formed session secret ever
// reaches the store.
// sessionSecret is the shape of the secret a session token carries.
var sessionSecret = regexp.MustCompile(`^[0-9a-f]{64}$`)

func FuzzAuthenticate(f *testing.F) {
	secret := []byte("identity-fuzz-secret-identity-fuzz")
	now := time.Date(2026, 11, 23, 9, 0, 0, 0, time.UTC)
	var asked string
	svc, err := identity.NewService(sessionStore{asked: &asked}, fakeDeps(), identity.Config{Secret: secret, Now: func() time.Time { return now }})
	if err != nil {
		f.Fatal(err)
	}
	f.Add("", "")
	f.Add("not.a.token", "0193f0b2-7a4e-7c3d-9a61-2b9f4b1c8d01")
	f.Add("eyJhbGciOiJub25lIn0.e30.", "abc\x00def")
	f.Add("a.b.c.d", "\xff\xfe")
	f.Add("eyJ", "{0193F0B2-7A4E-7C3D-9A61-2B9F4B1C8D01}")
	f.Add("0", strings.Repeat("0", 64))
	f.Add("0", strings.Repeat("A", 64))
	f.Fuzz(func(t *testing.T, raw, sessionID string) {
		if _, err := svc.Authenticate(context.Background(), raw); feedbackkit.ErrorCode(err) != feedbackkit.CodeInvalidToken {
			t.Fatalf("raw token %q: %v", raw, err)
		}
		if !utf8.ValidString(sessionID) {
			return // JSON would carry it as U+FFFD: another id
		}
		signed, err := jwt.NewWithClaims(jwt.SigningMethodHS256, jwt.RegisteredClaims{
			Issuer: "feedbackkit", Subject: "u", ID: sessionID,
			IssuedAt: jwt.NewNumericDate(now), ExpiresAt: jwt.NewNumericDate(now.Add(time.Hour)),
		}).SignedString(secret)
		if err != nil {
			t.Fatal(err)
		}
		asked = ""
		if _, err := svc.Authenticate(context.Background(), signed); feedbackkit.ErrorCode(err) != feedbackkit.CodeInvalidToken {
			t.Fatalf("session id %q: %v", sessionID, err)
		}
		// Only the hash of a session secret (64 lower-case hex digits)
		// reaches the store.
		if asked != "" && (asked != token.Hash(sessionID) || !sessionSecret.MatchString(sessionID)) {
			t.Fatalf("the store was asked for session %q for the session id %q", asked, sessionID)
		}
	})
}
