package identity

import (
	"github.com/golang-jwt/jwt/v5"
	"github.com/google/uuid"
)

// tokenIssuer names feedbackkit as the issuer of its session tokens.
const tokenIssuer = "feedbackkit"

// signToken returns the signed JWT of a session: its id, its user and its
// expiry.
func (s *Service) signToken(sess *Session) (string, error) {
	claims := jwt.RegisteredClaims{
		Issuer:    tokenIssuer,
		Subject:   sess.UserID,
		ID:        sess.ID,
		IssuedAt:  jwt.NewNumericDate(sess.CreatedAt),
		ExpiresAt: jwt.NewNumericDate(sess.ExpiresAt),
	}
	return jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString(s.cfg.Secret)
}

// parseToken verifies a session token's signature, issuer and expiry and
// returns its session id, or INVALID_TOKEN.
func (s *Service) parseToken(token string) (string, error) {
	if token == "" {
		return "", invalidToken("no token")
	}
	var claims jwt.RegisteredClaims
	_, err := jwt.ParseWithClaims(token, &claims,
		func(*jwt.Token) (any, error) { return s.cfg.Secret, nil },
		jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}),
		jwt.WithIssuer(tokenIssuer),
		jwt.WithExpirationRequired(),
		jwt.WithTimeFunc(s.now),
	)
	if err != nil {
		return "", invalidToken("the token is malformed, tampered with or expired")
	}
	// Session ids are UUIDs: anything else (empty, NUL bytes, invalid
	// UTF-8) names no session and must not reach the database.
	if _, err := uuid.Parse(claims.ID); err != nil || len(claims.ID) != 36 {
		return "", invalidToken("the token names no session")
	}
	return claims.ID, nil
}
