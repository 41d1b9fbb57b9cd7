package identity

import (
	"crypto/hmac"
	"crypto/sha256"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"golang.org/x/oauth2"

	"github.com/feedbackkit/feedbackkit/internal/token"
)

// flowIssuer names the signed flows of identity-provider logins, so that
// a flow is never taken for a session token, nor the reverse (their keys
// differ too).
const flowIssuer = "feedbackkit-idp-flow"

// oidcFlow is one identity-provider login in progress, kept by the browser
// that started it, signed: the state the callback must bring back, the
// nonce the ID token must carry, the PKCE verifier of the code, and the
// hash of the token of the invitation the login accepts ("" for none).
type oidcFlow struct {
	State      string
	Nonce      string
	Verifier   string
	Invitation string
	ExpiresAt  time.Time
}

// flowClaims are the JWT claims of a signed flow.
type flowClaims struct {
	jwt.RegisteredClaims
	State    string `json:"state"`
	Nonce    string `json:"nonce"`
	Verifier string `json:"verifier"`
	// Invitation is the hash of the chosen invitation link's token.
	Invitation string `json:"invitation,omitempty"`
}

// flowKey derives the key that signs flows from the session secret.
func flowKey(secret []byte) []byte {
	m := hmac.New(sha256.New, secret)
	m.Write([]byte(flowIssuer))
	return m.Sum(nil)
}

// newFlow returns a flow with a new random state, nonce and verifier,
// valid until expires.
func newFlow(expires time.Time) *oidcFlow {
	return &oidcFlow{State: token.New(), Nonce: token.New(), Verifier: oauth2.GenerateVerifier(), ExpiresAt: expires}
}

// sign returns f as a JWT signed with key.
func (f *oidcFlow) sign(key []byte) (string, error) {
	claims := flowClaims{
		RegisteredClaims: jwt.RegisteredClaims{
			Issuer:    flowIssuer,
			ExpiresAt: jwt.NewNumericDate(f.ExpiresAt),
		},
		State:      f.State,
		Nonce:      f.Nonce,
		Verifier:   f.Verifier,
		Invitation: f.Invitation,
	}
	return jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString(key)
}

// parseFlow verifies a signed flow at the clock's time: INVALID_CREDENTIALS
// when it is missing, tampered with or expired.
func parseFlow(key []byte, signed string, now func() time.Time) (*oidcFlow, error) {
	if signed == "" {
		return nil, loginFailed("this browser started no login, or it took too long; start again")
	}
	var c flowClaims
	_, err := jwt.ParseWithClaims(signed, &c,
		func(*jwt.Token) (any, error) { return key, nil },
		jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}),
		jwt.WithIssuer(flowIssuer),
		jwt.WithExpirationRequired(),
		jwt.WithTimeFunc(now),
	)
	if err != nil || c.State == "" || c.Nonce == "" || c.Verifier == "" {
		return nil, loginFailed("the login has expired or was not started by this browser; start again")
	}
	return &oidcFlow{State: c.State, Nonce: c.Nonce, Verifier: c.Verifier, Invitation: c.Invitation, ExpiresAt: c.ExpiresAt.Time}, nil
}
