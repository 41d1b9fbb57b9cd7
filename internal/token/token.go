// Package token makes the random tokens of the links feedbackkit sends by
// email (password resets, invitations) and the hashes under which they are
// stored, so that a copy of the database opens no link.
package token

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
)

// New returns a new token: 32 random bytes, hex-encoded (64 characters,
// URL-safe).
func New() string {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand never fails on supported platforms
	}
	return hex.EncodeToString(b)
}

// Hash returns the SHA-256 of token, hex-encoded: what is stored and looked
// up in place of the token.
func Hash(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}
