package identity

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"fmt"
	"strings"

	"golang.org/x/crypto/argon2"

	"github.com/feedbackkit/feedbackkit"
	"github.com/feedbackkit/feedbackkit/internal/passwordcost"
)

// MinPasswordLength is the shortest password accepted.
const MinPasswordLength = 8

// maxPasswordLength bounds the work a single hash may cost.
const maxPasswordLength = 256

// Sizes of argon2id's key and salt; its cost is passwordcost.Current().
const (
	argonKeyLen  = 32
	argonSaltLen = 16
)

// ValidatePassword returns VALIDATION_FAILED for a password that is too
// short or too long.
func ValidatePassword(field, password string) error {
	if len(password) < MinPasswordLength {
		return feedbackkit.Invalid(field, fmt.Sprintf("must be at least %d characters", MinPasswordLength))
	}
	if len(password) > maxPasswordLength {
		return feedbackkit.Invalid(field, fmt.Sprintf("must be at most %d characters", maxPasswordLength))
	}
	return nil
}

// hashPassword returns the argon2id hash of password in PHC string format.
func hashPassword(password string) (string, error) {
	salt := make([]byte, argonSaltLen)
	if _, err := rand.Read(salt); err != nil {
		return "", err
	}
	cost := passwordcost.Current()
	key := argon2.IDKey([]byte(password), salt, cost.Time, cost.MemoryKiB, cost.Threads, argonKeyLen)
	b64 := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s",
		argon2.Version, cost.MemoryKiB, cost.Time, cost.Threads, b64.EncodeToString(salt), b64.EncodeToString(key)), nil
}

// checkPassword reports whether password matches the PHC-encoded hash.
func checkPassword(encoded, password string) bool {
	parts := strings.Split(encoded, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return false
	}
	var version int
	var memory, time uint32
	var threads uint8
	if _, err := fmt.Sscanf(parts[2], "v=%d", &version); err != nil || version != argon2.Version {
		return false
	}
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &memory, &time, &threads); err != nil {
		return false
	}
	b64 := base64.RawStdEncoding
	salt, err := b64.DecodeString(parts[4])
	if err != nil {
		return false
	}
	want, err := b64.DecodeString(parts[5])
	if err != nil {
		return false
	}
	got := argon2.IDKey([]byte(password), salt, time, memory, threads, uint32(len(want)))
	return subtle.ConstantTimeCompare(got, want) == 1
}
