package identity_test

import (
	"context"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/identity"
)

// fakeStore is a Store with no database: Authenticate must reject these
// tokens before asking it anything.
type fakeStore struct{ identity.Store }

func TestAuthenticateChecksEveryClaim(t *testing.T) {
	secret := []byte("identity-token-test-secret")
	now := time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)
	svc, err := identity.NewService(fakeStore{}, fakeDeps(), identity.Config{Secret: secret, Now: func() time.Time { return now }})
	if err != nil {
		t.Fatal(err)
	}
	sign := func(c jwt.RegisteredClaims, key []byte) string {
		s, err := jwt.NewWithClaims(jwt.SigningMethodHS256, c).SignedString(key)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	valid := jwt.RegisteredClaims{
		Issuer: "feedbackkit", Subject: "u1", ID: "0193f0b2-7a4e-7c3d-9a61-2b9f4b1c8d01",
		IssuedAt: jwt.NewNumericDate(now), ExpiresAt: jwt.NewNumericDate(now.Add(time.Hour)),
	}
	with := func(change func(*jwt.RegisteredClaims)) jwt.RegisteredClaims {
		c := valid
		change(&c)
		return c
	}
	for name, token := range map[string]string{
		"empty":         "",
		"garbage":       "not.a.token",
		"NUL in the id": sign(with(func(c *jwt.RegisteredClaims) { c.ID = "abc\x00def" }), secret),
		"no id":         sign(with(func(c *jwt.RegisteredClaims) { c.ID = "" }), secret),
		"id not a UUID": sign(with(func(c *jwt.RegisteredClaims) { c.ID = "' OR 1=1 --" }), secret),
		"invalid UTF-8": sign(with(func(c *jwt.RegisteredClaims) { c.ID = "\xff\xfe" }), secret),
		"other issuer":  sign(with(func(c *jwt.RegisteredClaims) { c.Issuer = "someone" }), secret),
		"expired":       sign(with(func(c *jwt.RegisteredClaims) { c.ExpiresAt = jwt.NewNumericDate(now.Add(-time.Second)) }), secret),
		"no expiry":     sign(with(func(c *jwt.RegisteredClaims) { c.ExpiresAt = nil }), secret),
		"other secret":  sign(valid, []byte("another-secret-another-secret")),
		"unsigned (none)": func() string {
			s, _ := jwt.NewWithClaims(jwt.SigningMethodNone, valid).SignedString(jwt.UnsafeAllowNoneSignatureType)
			return s
		}(),
	} {
		if _, err := svc.Authenticate(context.Background(), token); feedbackkit.ErrorCode(err) != feedbackkit.CodeInvalidToken {
			t.Errorf("%s: err = %v, want INVALID_TOKEN", name, err)
		}
	}
}
