package identity

import (
	"github.com/feedbackkit/feedbackkit/internal/token"
	"github.com/golang-jwt/jwt/v5"
)

// tokenIssuer names feedbackkit as the issuer of its session tokens.
const tokenIssuer = "feedbackkit"

// signToken returns the signed JWT of a session: its secret (whose hash is
// the session's ID), its user and its expiry.
func (s *Service) signToken(sess *Session, secret string) (string, error) {
	claims := jwt.RegisteredClaims{
		Issuer:    tokenIssuer,
		Subject:   sess.UserID,
		ID:        secret,
		IssuedAt:  jwt.NewNumericDate(sess.CreatedAt),
		ExpiresAt: jwt.NewNumericDate(sess.ExpiresAt),
	}
	return jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString(s.cfg.Secret)
}

// parseToken verifies a session token's signature, issuer and expiry and
// returns its session id (the hash of the secret it carries), or
// INVALID_TOKEN.
func (s *Service) parseToken(signed string) (string, error) {
	if signed == "" {
		return "", invalidToken("no token")
	}
	var claims jwt.RegisteredClaims
	_, err := jwt.ParseWithClaims(signed, &claims,
		func(*jwt.Token) (any, error) { return s.cfg.Secret, nil },
		jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}),
		jwt.WithIssuer(tokenIssuer),
		jwt.WithExpirationRequired(),
		jwt.WithTimeFunc(s.now),
	)
	if err != nil {
		return "", invalidToken("the token is malformed, tampered with or expired")
	}
	// Session secrets are 64 hex digits: anything else (a session id of
	// before they were, empty, NUL bytes, invalid UTF-8) names no session.
	if !isSessionSecret(claims.ID) {
		return "", invalidToken("the token names no session")
	}
	return token.Hash(claims.ID), nil
}

// isSessionSecret reports whether s looks like what token.New returns.
func isSessionSecret(s string) bool {
	if len(s) != 64 {
		return false
	}
	for i := range len(s) {
		if c := s[i]; !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}
