package identity

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"fmt"
	"runtime"
	"strings"
	"time"

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

// argonSlots caps the argon2id hashes computed at once in the process:
// each holds passwordcost.Current().MemoryKiB of memory (19 MiB) while it
// runs, so that without a cap a burst of logins, sign-ups or resets would
// take the memory of the host. More hashes at once than GOMAXPROCS would
// not end sooner: they share the same processors.
var argonSlots = make(chan struct{}, runtime.GOMAXPROCS(0))

// argonWait bounds how long a hash waits for a slot of argonSlots: past
// it, or when its context ends first, the request is answered 503
// UNAVAILABLE (with Retry-After) rather than queued without end.
const argonWait = 10 * time.Second

// errBusy is the answer to a hash that found no slot within argonWait.
var errBusy = feedbackkit.Errorf(feedbackkit.CodeUnavailable, "the server is busy checking other passwords; retry in a few seconds")

// withArgonSlot runs f holding a slot of argonSlots, waiting at most
// argonWait (or until ctx ends) for one; errBusy when none came.
func withArgonSlot(ctx context.Context, f func()) error {
	wait := time.NewTimer(argonWait)
	defer wait.Stop()
	select {
	case argonSlots <- struct{}{}:
	case <-wait.C:
		return errBusy
	case <-ctx.Done():
		return errBusy
	}
	defer func() { <-argonSlots }()
	f()
	return nil
}

// hashPassword returns the argon2id hash of password in PHC string
// format, computed in a slot of argonSlots (withArgonSlot).
func hashPassword(ctx context.Context, password string) (string, error) {
	salt := make([]byte, argonSaltLen)
	if _, err := rand.Read(salt); err != nil {
		return "", err
	}
	cost := passwordcost.Current()
	var key []byte
	if err := withArgonSlot(ctx, func() {
		key = argon2.IDKey([]byte(password), salt, cost.Time, cost.MemoryKiB, cost.Threads, argonKeyLen)
	}); err != nil {
		return "", err
	}
	b64 := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s",
		argon2.Version, cost.MemoryKiB, cost.Time, cost.Threads, b64.EncodeToString(salt), b64.EncodeToString(key)), nil
}

// checkPassword reports whether password matches the PHC-encoded hash,
// computed in a slot of argonSlots (withArgonSlot): the error is errBusy
// when there was none in time.
func checkPassword(ctx context.Context, encoded, password string) (bool, error) {
	parts := strings.Split(encoded, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return false, nil
	}
	var version int
	var memory, passes uint32
	var threads uint8
	if _, err := fmt.Sscanf(parts[2], "v=%d", &version); err != nil || version != argon2.Version {
		return false, nil
	}
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &memory, &passes, &threads); err != nil {
		return false, nil
	}
	b64 := base64.RawStdEncoding
	salt, err := b64.DecodeString(parts[4])
	if err != nil {
		return false, nil
	}
	want, err := b64.DecodeString(parts[5])
	if err != nil {
		return false, nil
	}
	var got []byte
	if err := withArgonSlot(ctx, func() {
		got = argon2.IDKey([]byte(password), salt, passes, memory, threads, uint32(len(want)))
	}); err != nil {
		return false, err
	}
	return subtle.ConstantTimeCompare(got, want) == 1, nil
}
