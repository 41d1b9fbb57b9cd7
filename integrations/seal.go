package integrations

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
)

// sealer encrypts and authenticates small secrets (stored tokens, OAuth
// states) with AES-256-GCM under a key derived from the server secret by
// HKDF-SHA256. Each purpose is bound as additional data, so that a value
// sealed for one cannot be opened as another.
type sealer struct {
	aead cipher.AEAD
}

// newSealer derives the key from secret.
func newSealer(secret []byte) *sealer {
	key, err := hkdf.Key(sha256.New, secret, nil, "feedbackkit integrations v1", 32)
	if err != nil {
		panic(err) // only for a length HKDF cannot produce
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		panic(err)
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		panic(err)
	}
	return &sealer{aead: aead}
}

// seal encrypts plain for purpose and returns it URL-safe base64 encoded,
// with its random nonce in front.
func (b *sealer) seal(purpose string, plain []byte) string {
	nonce := make([]byte, b.aead.NonceSize(), b.aead.NonceSize()+len(plain)+b.aead.Overhead())
	rand.Read(nonce)
	return base64.RawURLEncoding.EncodeToString(b.aead.Seal(nonce, nonce, plain, []byte(purpose)))
}

// errUnsealable is the error of a value that seal did not produce for the
// purpose (or under this secret).
var errUnsealable = errors.New("integrations: sealed value is invalid")

// open decrypts what seal returned for purpose.
func (b *sealer) open(purpose, sealed string) ([]byte, error) {
	raw, err := base64.RawURLEncoding.DecodeString(sealed)
	if err != nil || len(raw) < b.aead.NonceSize() {
		return nil, errUnsealable
	}
	n := b.aead.NonceSize()
	plain, err := b.aead.Open(nil, raw[:n], raw[n:], []byte(purpose))
	if err != nil {
		return nil, errUnsealable
	}
	return plain, nil
}
